// GraphQL enums, built from the one list of each vocabulary in src/domain/enums.ts.
import { builder } from '../../builder.js';
import * as vocab from '../../domain/enums.js';

export const OutcomeCodeEnum = builder.enumType('OutcomeCode', { values: vocab.OUTCOME_CODES });
export const StopReasonCodeEnum = builder.enumType('StopReasonCode', { values: vocab.STOP_REASON_CODES });
export const VerificationModeEnum = builder.enumType('VerificationMode', { values: vocab.VERIFICATION_MODES });
export const VerificationResultEnum = builder.enumType('VerificationResult', { values: vocab.VERIFICATION_RESULTS });
export const EvidenceKindEnum = builder.enumType('EvidenceKind', { values: vocab.EVIDENCE_KINDS });
export const SeverityEnum = builder.enumType('Severity', { values: vocab.SEVERITIES });
export const AdjudicationKindEnum = builder.enumType('AdjudicationKind', { values: vocab.ADJUDICATION_KINDS });
export const AlertKindEnum = builder.enumType('AlertKind', { values: vocab.ALERT_KINDS });
