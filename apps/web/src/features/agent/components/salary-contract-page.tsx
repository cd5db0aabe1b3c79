import { ContractScreen } from '../contracts/contract-screen';

/** The DAILY_SALARY contract screen (issue 17); the route table in app/screens.tsx lazy-loads it. */
export function SalaryContractPage() {
  return <ContractScreen kind="DAILY_SALARY" />;
}
