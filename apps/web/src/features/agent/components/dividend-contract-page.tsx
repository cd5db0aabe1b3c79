import { ContractScreen } from '../contracts/contract-screen';

/** The DIVIDEND contract screen (issue 17); the route table in app/screens.tsx lazy-loads it. */
export function DividendContractPage() {
  return <ContractScreen kind="DIVIDEND" />;
}
