import { newMember, openConsole } from './cashier-helpers';
import { expect, test } from './fixtures';

// The console's "move to another upline" (issue 17): the admin moves a fresh member under one
// of agent01's seeded sub-agents; a member (not an agent) is refused, and so is agent01 under its
// own team member (a loop), in Chinese. In the operator project: it changes agent01's team,
// which the agent screens of the shell project count.

test.describe.configure({ timeout: 180_000 });

test('an admin moves a member under a sub-agent; a non-agent and a loop are refused', async ({
  page,
  browser,
}) => {
  const member = await newMember(page, 'en');
  const { desk, ops } = await openConsole(browser, 'reuse');
  try {
    const openMember = async (username: string) => {
      await ops.getByRole('link', { name: /^(Members|会员)$/ }).click();
      await ops.getByLabel(/^(Search members|搜索会员)$/).fill(username);
      await ops.getByRole('button', { name: /^(Search|搜索)$/ }).click();
      await ops.getByRole('link', { name: username, exact: true }).click();
      await expect(ops.getByRole('heading', { name: username, level: 1 })).toBeVisible();
    };

    await openMember(member.username);
    await ops.getByRole('button', { name: 'Move to another upline' }).click();
    const dialog = ops.getByRole('dialog', { name: `Move ${member.username} to another upline` });
    await expect(dialog.getByText('None (top level)')).toBeVisible();
    await dialog.getByLabel('New upline’s username').fill('demo_member1');
    await dialog.getByLabel('Reason').fill('e2e: joins a team');
    await dialog.getByRole('button', { name: 'Move account' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('The new upline must be an agent account.');

    await dialog.getByLabel('New upline’s username').fill('demo_sub3');
    await dialog.getByRole('button', { name: 'Move account' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      ops.getByText(
        'Moved under demo_sub3: 1 accounts, 0 rebate rates lowered, 0 contracts ended.',
      ),
    ).toBeVisible();
    // The profile's parent is now the sub-agent.
    await ops.getByRole('link', { name: /^#\d+$/ }).click();
    await expect(ops.getByRole('heading', { name: 'demo_sub3', level: 1 })).toBeVisible();

    // In Chinese: agent01 under its own team member is a loop.
    await ops.getByLabel('Language').selectOption('zh');
    await openMember('agent01');
    await ops.getByRole('button', { name: '转移上级' }).click();
    const zhDialog = ops.getByRole('dialog', { name: '将 agent01 转移到其他上级' });
    await zhDialog.getByLabel('新上级用户名').fill('demo_sub3');
    await zhDialog.getByLabel('原因').fill('e2e: loop check');
    await zhDialog.getByRole('button', { name: '转移账户' }).click();
    await expect(zhDialog.getByRole('alert')).toHaveText(
      '该代理属于此账户自己的团队，转到其下会形成循环。请选择团队之外的代理。',
    );
    await zhDialog.getByRole('button', { name: '取消' }).click();
    await ops.getByLabel('语言').selectOption('en');
  } finally {
    await desk.close();
  }
});
