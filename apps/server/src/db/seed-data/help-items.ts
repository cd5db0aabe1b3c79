import type { Language } from '@app/contracts/languages';

type Translation = { title: string; content: string };
export type SeedHelpItem = {
  slug: string;
  sort: number;
  translations: Record<Language, Translation>;
};

/**
 * Help centre content (spec section 2, "Help centre"; section 1: the site is for users over 18).
 * The slugs double as the anchors of operator paths (/m/help#terms).
 */
export const seedHelpItems: readonly SeedHelpItem[] = [
  {
    slug: 'register',
    sort: 1,
    translations: {
      en: {
        title: 'How to register',
        content:
          '<p>Creating an account takes less than a minute.</p><ol><li>Tap <strong>Register</strong> at the top of the home page.</li><li>Choose a username (or register with your mobile number) and a password.</li><li>Confirm that you are 18 or older and accept the terms.</li><li>Tap <strong>Register</strong>. You are logged in straight away.</li></ol><p>Keep your password private. Our staff will never ask for it.</p>',
      },
      km: {
        title: 'របៀបចុះឈ្មោះ',
        content:
          '<p>ការបង្កើតគណនីចំណាយពេលតិចជាងមួយនាទី។</p><ol><li>ចុច <strong>ចុះឈ្មោះ</strong> នៅខាងលើទំព័រដើម។</li><li>ជ្រើសរើសឈ្មោះអ្នកប្រើ (ឬចុះឈ្មោះដោយលេខទូរស័ព្ទរបស់អ្នក) និងពាក្យសម្ងាត់។</li><li>បញ្ជាក់ថាអ្នកមានអាយុ ១៨ ឆ្នាំ ឬលើសពីនេះ ហើយយល់ព្រមតាមលក្ខខណ្ឌ។</li><li>ចុច <strong>ចុះឈ្មោះ</strong>។ អ្នកនឹងចូលគណនីភ្លាមៗ។</li></ol><p>សូមរក្សាពាក្យសម្ងាត់របស់អ្នកជាការសម្ងាត់។ បុគ្គលិករបស់យើងមិនដែលសួររកពាក្យសម្ងាត់របស់អ្នកទេ។</p>',
      },
      zh: {
        title: '如何注册',
        content:
          '<p>创建账户只需不到一分钟。</p><ol><li>点击首页顶部的<strong>注册</strong>。</li><li>选择用户名（或使用手机号码注册）并设置密码。</li><li>确认您已年满18周岁并同意条款。</li><li>点击<strong>注册</strong>，即可立即登录。</li></ol><p>请妥善保管您的密码，我们的工作人员绝不会向您索要密码。</p>',
      },
      vi: {
        title: 'Cách đăng ký',
        content:
          '<p>Tạo tài khoản chỉ mất chưa đến một phút.</p><ol><li>Nhấn <strong>Đăng ký</strong> ở đầu trang chủ.</li><li>Chọn tên đăng nhập (hoặc đăng ký bằng số điện thoại) và mật khẩu.</li><li>Xác nhận bạn đủ 18 tuổi trở lên và đồng ý với các điều khoản.</li><li>Nhấn <strong>Đăng ký</strong>. Bạn sẽ được đăng nhập ngay.</li></ol><p>Hãy giữ bí mật mật khẩu. Nhân viên của chúng tôi sẽ không bao giờ hỏi mật khẩu của bạn.</p>',
      },
    },
  },
  {
    slug: 'deposit',
    sort: 2,
    translations: {
      en: {
        title: 'How to deposit',
        content:
          '<p>Deposits are credited to your main wallet.</p><ol><li>Log in and open <strong>Deposit</strong> from the member centre or the wallet balance.</li><li>Choose a payment method and enter the amount.</li><li>Follow the on-screen instructions to pay, using an account in your own name.</li><li>Keep the receipt. Most deposits arrive within a few minutes; if yours has not arrived after 15 minutes, contact customer service.</li></ol>',
      },
      km: {
        title: 'របៀបដាក់ប្រាក់',
        content:
          '<p>ប្រាក់ដែលអ្នកដាក់នឹងត្រូវបញ្ចូលទៅក្នុងកាបូបមេរបស់អ្នក។</p><ol><li>ចូលគណនី ហើយបើក <strong>ដាក់ប្រាក់</strong> ពីមជ្ឈមណ្ឌលសមាជិក ឬពីសមតុល្យកាបូប។</li><li>ជ្រើសរើសវិធីបង់ប្រាក់ ហើយបញ្ចូលចំនួនទឹកប្រាក់។</li><li>ធ្វើតាមការណែនាំនៅលើអេក្រង់ ដើម្បីបង់ប្រាក់ ដោយប្រើគណនីក្នុងឈ្មោះរបស់អ្នកផ្ទាល់។</li><li>សូមរក្សាបង្កាន់ដៃទុក។ ការដាក់ប្រាក់ភាគច្រើនចូលដល់ក្នុងរយៈពេលពីរបីនាទី។ ប្រសិនបើលើសពី ១៥ នាទីហើយនៅតែមិនទាន់ចូល សូមទាក់ទងផ្នែកបម្រើអតិថិជន។</li></ol>',
      },
      zh: {
        title: '如何存款',
        content:
          '<p>存款将存入您的主钱包。</p><ol><li>登录后，从会员中心或钱包余额处打开<strong>存款</strong>。</li><li>选择支付方式并输入金额。</li><li>按照屏幕提示完成付款，请使用您本人名下的账户。</li><li>请保留付款凭证。大多数存款会在几分钟内到账；如超过15分钟仍未到账，请联系客服。</li></ol>',
      },
      vi: {
        title: 'Cách nạp tiền',
        content:
          '<p>Tiền nạp sẽ được cộng vào ví chính của bạn.</p><ol><li>Đăng nhập và mở <strong>Nạp tiền</strong> từ trung tâm thành viên hoặc ô số dư ví.</li><li>Chọn phương thức thanh toán và nhập số tiền.</li><li>Làm theo hướng dẫn trên màn hình để thanh toán, bằng tài khoản đứng tên chính bạn.</li><li>Giữ lại biên lai. Phần lớn giao dịch nạp tiền được ghi nhận trong vài phút; nếu sau 15 phút vẫn chưa nhận được, hãy liên hệ bộ phận chăm sóc khách hàng.</li></ol>',
      },
    },
  },
  {
    slug: 'withdraw',
    sort: 3,
    translations: {
      en: {
        title: 'How to withdraw',
        content:
          '<p>You can withdraw your available balance to a bank account in your own name.</p><ol><li>Open <strong>Withdraw</strong> from the member centre.</li><li>The first time, add a bank card and set a payment password.</li><li>Enter the amount and your payment password, then submit.</li><li>Follow the request under transaction records. Withdrawals are usually processed within 30 minutes.</li></ol><p>If you accepted a bonus, its turnover requirement must be met before a withdrawal is accepted.</p>',
      },
      km: {
        title: 'របៀបដកប្រាក់',
        content:
          '<p>អ្នកអាចដកសមតុល្យដែលអាចប្រើបាន ទៅកាន់គណនីធនាគារក្នុងឈ្មោះរបស់អ្នកផ្ទាល់។</p><ol><li>បើក <strong>ដកប្រាក់</strong> ពីមជ្ឈមណ្ឌលសមាជិក។</li><li>នៅលើកដំបូង សូមបន្ថែមកាតធនាគារ និងកំណត់ពាក្យសម្ងាត់ទូទាត់។</li><li>បញ្ចូលចំនួនទឹកប្រាក់ និងពាក្យសម្ងាត់ទូទាត់ រួចចុចដាក់ស្នើ។</li><li>តាមដានសំណើរបស់អ្នកនៅក្នុងកំណត់ត្រាប្រតិបត្តិការ។ ជាធម្មតា ការដកប្រាក់ត្រូវបានដំណើរការក្នុងរយៈពេល ៣០ នាទី។</li></ol><p>ប្រសិនបើអ្នកបានទទួលប្រាក់រង្វាន់ អ្នកត្រូវបំពេញលក្ខខណ្ឌភ្នាល់របស់វាជាមុនសិន ទើបអាចដកប្រាក់បាន។</p>',
      },
      zh: {
        title: '如何取款',
        content:
          '<p>您可以将可用余额提取到您本人名下的银行账户。</p><ol><li>从会员中心打开<strong>取款</strong>。</li><li>首次取款请先添加银行卡并设置资金密码。</li><li>输入金额和资金密码后提交。</li><li>您可以在交易记录中查看申请进度，取款通常在30分钟内处理完毕。</li></ol><p>如您领取了红利，须先完成相应的流水要求才能取款。</p>',
      },
      vi: {
        title: 'Cách rút tiền',
        content:
          '<p>Bạn có thể rút số dư khả dụng về tài khoản ngân hàng đứng tên chính bạn.</p><ol><li>Mở <strong>Rút tiền</strong> từ trung tâm thành viên.</li><li>Lần đầu tiên, hãy thêm thẻ ngân hàng và đặt mật khẩu thanh toán.</li><li>Nhập số tiền và mật khẩu thanh toán, sau đó gửi yêu cầu.</li><li>Theo dõi yêu cầu trong lịch sử giao dịch. Lệnh rút thường được xử lý trong vòng 30 phút.</li></ol><p>Nếu bạn đã nhận tiền thưởng, bạn cần hoàn thành yêu cầu doanh thu cược của khoản thưởng đó trước khi rút tiền.</p>',
      },
    },
  },
  {
    slug: 'responsible-gaming',
    sort: 4,
    translations: {
      en: {
        title: 'Responsible gaming (18+)',
        content:
          '<p>This site is only for people aged 18 or over. We may ask for proof of age at any time and will close accounts held by minors.</p><p>Gaming should be entertainment, not a way to make money.</p><ul><li>Set a budget and a time limit before you play, and keep to them.</li><li>Never chase losses or play with money you need for daily life.</li><li>Take regular breaks.</li><li>If gaming stops being fun, contact customer service to pause or close your account.</li></ul>',
      },
      km: {
        title: 'ការលេងប្រកបដោយការទទួលខុសត្រូវ (១៨+)',
        content:
          '<p>គេហទំព័រនេះសម្រាប់តែអ្នកដែលមានអាយុ ១៨ ឆ្នាំ ឬលើសពីនេះប៉ុណ្ណោះ។ យើងអាចស្នើសុំភស្តុតាងបញ្ជាក់អាយុនៅពេលណាក៏បាន ហើយនឹងបិទគណនីរបស់អនីតិជន។</p><p>ការលេងហ្គេមគួរតែជាការកម្សាន្ត មិនមែនជាមធ្យោបាយរកប្រាក់ទេ។</p><ul><li>កំណត់ថវិកា និងរយៈពេលលេងមុនពេលចាប់ផ្តើម ហើយគោរពតាមវា។</li><li>កុំលេងដើម្បីសងការខាតបង់វិញ ហើយកុំប្រើប្រាក់ដែលអ្នកត្រូវការសម្រាប់ជីវភាពប្រចាំថ្ងៃ។</li><li>សម្រាកឱ្យបានទៀងទាត់។</li><li>ប្រសិនបើការលេងលែងសប្បាយ សូមទាក់ទងផ្នែកបម្រើអតិថិជន ដើម្បីផ្អាក ឬបិទគណនីរបស់អ្នក។</li></ul>',
      },
      zh: {
        title: '理性游戏（18+）',
        content:
          '<p>本网站仅供年满18周岁的人士使用。我们可随时要求提供年龄证明，并会关闭未成年人持有的账户。</p><p>游戏应当是一种娱乐，而不是赚钱的途径。</p><ul><li>游戏前设定预算和时间限制，并严格遵守。</li><li>切勿为追回损失而继续投注，也不要动用日常生活所需的资金。</li><li>定时休息。</li><li>如果游戏不再让您感到愉快，请联系客服暂停或关闭您的账户。</li></ul>',
      },
      vi: {
        title: 'Chơi có trách nhiệm (18+)',
        content:
          '<p>Trang web này chỉ dành cho người từ 18 tuổi trở lên. Chúng tôi có thể yêu cầu chứng minh độ tuổi bất cứ lúc nào và sẽ đóng tài khoản của người chưa thành niên.</p><p>Trò chơi nên là hình thức giải trí, không phải cách kiếm tiền.</p><ul><li>Đặt ngân sách và giới hạn thời gian trước khi chơi, và tuân thủ chúng.</li><li>Đừng bao giờ cố gỡ lại khoản thua hoặc chơi bằng tiền dành cho sinh hoạt hằng ngày.</li><li>Nghỉ ngơi thường xuyên.</li><li>Nếu việc chơi không còn vui, hãy liên hệ bộ phận chăm sóc khách hàng để tạm khóa hoặc đóng tài khoản.</li></ul>',
      },
    },
  },
  {
    slug: 'terms',
    sort: 5,
    translations: {
      en: {
        title: 'Terms and conditions',
        content:
          '<p>By opening an account you agree to these terms.</p><ol><li>You must be 18 or older and allowed to play by the law of the place where you live.</li><li>One account per person. The details you give must be true and in your own name.</li><li>You are responsible for keeping your login and payment passwords secret.</li><li>We may void bets placed through errors, system faults or abuse of promotions.</li><li>Each promotion has its own rules, including the turnover required before withdrawal.</li><li>We may change these terms; the version on this page applies.</li></ol>',
      },
      km: {
        title: 'លក្ខខណ្ឌប្រើប្រាស់',
        content:
          '<p>ដោយការបើកគណនី អ្នកយល់ព្រមតាមលក្ខខណ្ឌទាំងនេះ។</p><ol><li>អ្នកត្រូវតែមានអាយុ ១៨ ឆ្នាំ ឬលើសពីនេះ ហើយច្បាប់នៃទីកន្លែងដែលអ្នករស់នៅអនុញ្ញាតឱ្យអ្នកលេង។</li><li>មនុស្សម្នាក់អាចមានគណនីតែមួយប៉ុណ្ណោះ។ ព័ត៌មានដែលអ្នកផ្តល់ត្រូវតែពិត និងជាឈ្មោះរបស់អ្នកផ្ទាល់។</li><li>អ្នកទទួលខុសត្រូវក្នុងការរក្សាពាក្យសម្ងាត់ចូលគណនី និងពាក្យសម្ងាត់ទូទាត់ជាការសម្ងាត់។</li><li>យើងអាចលុបចោលការភ្នាល់ដែលកើតឡើងដោយសារកំហុស បញ្ហាប្រព័ន្ធ ឬការរំលោភលើប្រូម៉ូសិន។</li><li>ប្រូម៉ូសិននីមួយៗមានច្បាប់ផ្ទាល់ខ្លួន រួមទាំងលក្ខខណ្ឌភ្នាល់ដែលតម្រូវមុនពេលដកប្រាក់។</li><li>យើងអាចកែប្រែលក្ខខណ្ឌទាំងនេះ ហើយកំណែនៅលើទំព័រនេះគឺជាកំណែដែលត្រូវអនុវត្ត។</li></ol>',
      },
      zh: {
        title: '条款与条件',
        content:
          '<p>开设账户即表示您同意以下条款。</p><ol><li>您必须年满18周岁，且您所在地的法律允许您参与游戏。</li><li>每人仅限一个账户，所填资料必须真实并属于您本人。</li><li>您有责任对登录密码和资金密码保密。</li><li>因错误、系统故障或滥用优惠而产生的投注，我们有权作废。</li><li>各项优惠活动有其专属规则，包括取款前须完成的流水要求。</li><li>我们可能修改本条款，以本页面所示版本为准。</li></ol>',
      },
      vi: {
        title: 'Điều khoản và điều kiện',
        content:
          '<p>Khi mở tài khoản, bạn đồng ý với các điều khoản sau.</p><ol><li>Bạn phải từ 18 tuổi trở lên và được pháp luật nơi bạn sinh sống cho phép tham gia.</li><li>Mỗi người chỉ được có một tài khoản. Thông tin bạn cung cấp phải chính xác và đứng tên chính bạn.</li><li>Bạn có trách nhiệm giữ bí mật mật khẩu đăng nhập và mật khẩu thanh toán.</li><li>Chúng tôi có thể hủy các cược phát sinh do lỗi, sự cố hệ thống hoặc lạm dụng khuyến mãi.</li><li>Mỗi chương trình khuyến mãi có quy định riêng, bao gồm yêu cầu doanh thu cược trước khi rút tiền.</li><li>Chúng tôi có thể thay đổi các điều khoản này; phiên bản trên trang này là phiên bản được áp dụng.</li></ol>',
      },
    },
  },
  {
    slug: 'privacy',
    sort: 6,
    translations: {
      en: {
        title: 'Privacy policy',
        content:
          '<p>We collect only what we need to run your account: your username, contact details, payment details and account activity.</p><ul><li>We use them to operate your account, process payments, prevent fraud and meet legal duties.</li><li>We do not sell your personal data.</li><li>Data travels over encrypted connections, and only staff who need it can access it.</li><li>You can ask customer service for a copy of your data or to correct it.</li></ul>',
      },
      km: {
        title: 'គោលការណ៍ឯកជនភាព',
        content:
          '<p>យើងប្រមូលតែព័ត៌មានដែលចាំបាច់សម្រាប់ដំណើរការគណនីរបស់អ្នកប៉ុណ្ណោះ៖ ឈ្មោះអ្នកប្រើ ព័ត៌មានទំនាក់ទំនង ព័ត៌មានទូទាត់ និងសកម្មភាពគណនី។</p><ul><li>យើងប្រើព័ត៌មានទាំងនេះ ដើម្បីដំណើរការគណនីរបស់អ្នក ដំណើរការការទូទាត់ ការពារការក្លែងបន្លំ និងបំពេញកាតព្វកិច្ចតាមច្បាប់។</li><li>យើងមិនលក់ទិន្នន័យផ្ទាល់ខ្លួនរបស់អ្នកឡើយ។</li><li>ទិន្នន័យត្រូវបានបញ្ជូនតាមការតភ្ជាប់ដែលបានអ៊ិនគ្រីប ហើយមានតែបុគ្គលិកដែលត្រូវការប៉ុណ្ណោះ ទើបអាចចូលមើលបាន។</li><li>អ្នកអាចស្នើសុំផ្នែកបម្រើអតិថិជន ឱ្យផ្តល់ច្បាប់ចម្លងទិន្នន័យរបស់អ្នក ឬកែតម្រូវវា។</li></ul>',
      },
      zh: {
        title: '隐私政策',
        content:
          '<p>我们只收集运营您的账户所必需的信息：用户名、联系方式、支付信息和账户活动记录。</p><ul><li>这些信息用于运营您的账户、处理付款、防范欺诈以及履行法律义务。</li><li>我们不会出售您的个人数据。</li><li>数据通过加密连接传输，且仅限有需要的工作人员访问。</li><li>您可以联系客服索取您的数据副本或要求更正。</li></ul>',
      },
      vi: {
        title: 'Chính sách bảo mật',
        content:
          '<p>Chúng tôi chỉ thu thập những thông tin cần thiết để vận hành tài khoản của bạn: tên đăng nhập, thông tin liên hệ, thông tin thanh toán và hoạt động tài khoản.</p><ul><li>Chúng tôi dùng các thông tin này để vận hành tài khoản, xử lý thanh toán, ngăn chặn gian lận và thực hiện nghĩa vụ pháp lý.</li><li>Chúng tôi không bán dữ liệu cá nhân của bạn.</li><li>Dữ liệu được truyền qua kết nối mã hóa và chỉ những nhân viên cần thiết mới được truy cập.</li><li>Bạn có thể yêu cầu bộ phận chăm sóc khách hàng cung cấp bản sao hoặc chỉnh sửa dữ liệu của mình.</li></ul>',
      },
    },
  },
];
