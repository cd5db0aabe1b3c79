import { ContractScreen } from '../contracts/contract-screen';

/** The HOURLY_SALARY contract screen (issue 17); the route table in app/screens.tsx lazy-loads it. */
export function HourContractPage() {
  return <ContractScreen kind="HOURLY_SALARY" />;
}
