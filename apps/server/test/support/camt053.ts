/** A camt.053 statement written for tests, in the shape banks send (ISO 20022; our own sample, no bank's file). */
export interface TestCredit {
  amount: string;
  /** Structured RF reference (CdtrRefInf), or free text (Ustrd). */
  reference?: string;
  text?: string;
  bankRef: string;
  debit?: boolean;
  debtor?: string;
}

/** Version .001.02 (status as text, amount in AmtDtls) or .001.08 (status code, amount on the detail, prefixed tags). */
export function camt053(credits: TestCredit[], version: '02' | '08' = '02'): string {
  const p = version === '08' ? 'c:' : '';
  const ntry = credits
    .map((c) => {
      const status = version === '08' ? `<${p}Sts><${p}Cd>BOOK</${p}Cd></${p}Sts>` : `<${p}Sts>BOOK</${p}Sts>`;
      const amount =
        version === '08'
          ? `<${p}Amt Ccy="EUR">${c.amount}</${p}Amt>`
          : `<${p}AmtDtls><${p}TxAmt><${p}Amt Ccy="EUR">${c.amount}</${p}Amt></${p}TxAmt></${p}AmtDtls>`;
      const remittance = [
        c.text ? `<${p}Ustrd>${c.text}</${p}Ustrd>` : '',
        c.reference
          ? `<${p}Strd><${p}CdtrRefInf><${p}Tp><${p}CdOrPrtry><${p}Cd>SCOR</${p}Cd></${p}CdOrPrtry><${p}Issr>ISO</${p}Issr></${p}Tp><${p}Ref>${c.reference}</${p}Ref></${p}CdtrRefInf></${p}Strd>`
          : '',
      ].join('');
      return `
      <${p}Ntry>
        <${p}Amt Ccy="EUR">${c.amount}</${p}Amt>
        <${p}CdtDbtInd>${c.debit ? 'DBIT' : 'CRDT'}</${p}CdtDbtInd>
        ${status}
        <${p}BookgDt><${p}Dt>2026-11-27</${p}Dt></${p}BookgDt>
        <${p}ValDt><${p}Dt>2026-11-27</${p}Dt></${p}ValDt>
        <${p}AcctSvcrRef>E-${c.bankRef}</${p}AcctSvcrRef>
        <${p}NtryDtls><${p}TxDtls>
          <${p}Refs><${p}AcctSvcrRef>${c.bankRef}</${p}AcctSvcrRef><${p}EndToEndId>NOTPROVIDED</${p}EndToEndId></${p}Refs>
          ${amount}
          <${p}RltdPties><${p}Dbtr>${version === '08' ? `<${p}Pty><${p}Nm>${c.debtor ?? 'Payer'}</${p}Nm></${p}Pty>` : `<${p}Nm>${c.debtor ?? 'Payer'}</${p}Nm>`}</${p}Dbtr></${p}RltdPties>
          <${p}RmtInf>${remittance}</${p}RmtInf>
        </${p}TxDtls></${p}NtryDtls>
      </${p}Ntry>`;
    })
    .join('');
  const ns = `urn:iso:std:iso:20022:tech:xsd:camt.053.001.${version}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<${p}Document ${version === '08' ? `xmlns:c="${ns}"` : `xmlns="${ns}"`}>
  <${p}BkToCstmrStmt>
    <${p}GrpHdr><${p}MsgId>TEST-${version}</${p}MsgId><${p}CreDtTm>2026-11-28T06:00:00</${p}CreDtTm></${p}GrpHdr>
    <${p}Stmt>
      <${p}Id>STMT-1</${p}Id>
      <${p}Acct><${p}Id><${p}IBAN>LV80BANK0000435195001</${p}IBAN></${p}Id></${p}Acct>
      ${ntry}
    </${p}Stmt>
  </${p}BkToCstmrStmt>
</${p}Document>`;
}
