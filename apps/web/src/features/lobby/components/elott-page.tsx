import { LotteryVendorsPage } from './lottery-vendors-page';

/** /m/elott: the ELOTT (e-lottery) category's vendors and the lottery hall link. */
export function ElottPage() {
  return <LotteryVendorsPage type="ELOTT" />;
}
