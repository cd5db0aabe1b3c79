import type { SecurityQuestionRepository } from '../repositories/security-question-repository';

const text = (en: string, km: string, zh: string, vi: string) => ({ en, km, zh, vi });

/**
 * The security questions members choose from (issue 14), in the four site languages. Inserted by
 * id when missing, so an operator's edits stay.
 */
export const seedSecurityQuestions = [
  text(
    'What was the name of your first school?',
    'តើសាលារៀនដំបូងរបស់អ្នកឈ្មោះអ្វី?',
    '您的第一所学校叫什么名字？',
    'Trường học đầu tiên của bạn tên là gì?',
  ),
  text(
    'In which city were you born?',
    'តើអ្នកកើតនៅទីក្រុងណា?',
    '您出生在哪个城市？',
    'Bạn sinh ra ở thành phố nào?',
  ),
  text(
    "What is your mother's first name?",
    'តើម្តាយរបស់អ្នកមាននាមខ្លួនអ្វី?',
    '您母亲的名字是什么？',
    'Tên của mẹ bạn là gì?',
  ),
  text(
    'What was the name of your first pet?',
    'តើសត្វចិញ្ចឹមដំបូងរបស់អ្នកឈ្មោះអ្វី?',
    '您的第一只宠物叫什么名字？',
    'Thú cưng đầu tiên của bạn tên là gì?',
  ),
  text(
    'What is your favourite food?',
    'តើម្ហូបដែលអ្នកចូលចិត្តជាងគេគឺអ្វី?',
    '您最喜欢的食物是什么？',
    'Món ăn yêu thích của bạn là gì?',
  ),
  text(
    'What is the name of your best childhood friend?',
    'តើមិត្តភក្តិល្អបំផុតកាលពីកុមារភាពរបស់អ្នកឈ្មោះអ្វី?',
    '您童年最好的朋友叫什么名字？',
    'Người bạn thân nhất thời thơ ấu của bạn tên là gì?',
  ),
  text(
    'What was the model of your first mobile phone?',
    'តើទូរស័ព្ទដៃដំបូងរបស់អ្នកជាម៉ូដែលអ្វី?',
    '您的第一部手机是什么型号？',
    'Chiếc điện thoại đầu tiên của bạn là mẫu nào?',
  ),
  text(
    'Which football team do you support?',
    'តើអ្នកគាំទ្រក្រុមបាល់ទាត់មួយណា?',
    '您支持哪支足球队？',
    'Bạn hâm mộ đội bóng đá nào?',
  ),
] as const;

export function createSecurityQuestionSeed(repo: SecurityQuestionRepository) {
  return {
    async seed(): Promise<void> {
      await repo.insertMissing(
        seedSecurityQuestions.map((texts, index) => ({
          id: index + 1,
          texts: { ...texts },
          sort: index + 1,
        })),
      );
    },
  };
}
