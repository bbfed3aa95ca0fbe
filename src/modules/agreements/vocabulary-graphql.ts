// The agreement log's enums on the GraphQL surface, from the one vocabulary (src/domain/enums.ts).
import { builder } from '../../builder.js';
import { PROMOTION_BLOCKS, RATE_BOUNDS } from '../../domain/agreement.js';
import * as vocab from '../../domain/enums.js';

export const AgreementEventTypeEnum = builder.enumType('AgreementEventType', { values: vocab.AGREEMENT_EVENT_TYPES });
export const RiskTierEnum = builder.enumType('RiskTier', { values: vocab.RISK_TIERS });
export const GuardrailVerdictEnum = builder.enumType('GuardrailVerdict', { values: vocab.GUARDRAIL_VERDICTS });
export const GuardrailCheckResultEnum = builder.enumType('GuardrailCheckResult', { values: vocab.GUARDRAIL_CHECK_RESULTS });
export const HumanVerdictEnum = builder.enumType('HumanVerdict', { values: vocab.HUMAN_VERDICTS });
export const AgreementEnum = builder.enumType('Agreement', {
  description: 'Whether the guardrail was right, as authored by the reviewer. Never derived from the verdicts.',
  values: vocab.AGREEMENTS,
});
export const PostMergeOutcomeEnum = builder.enumType('PostMergeOutcome', { values: vocab.POST_MERGE_OUTCOMES });
export const DesignationActionEnum = builder.enumType('DesignationAction', { values: vocab.DESIGNATION_ACTIONS });
export const PromotionBlockEnum = builder.enumType('PromotionBlock', {
  description:
    'Why a row is not eligible for promotion: TIER_3 work never is; too few samples never is (INSUFFICIENT_EVIDENCE); ' +
    'FALSE_PASS_ABOVE_TARGET: a targetFalsePassUpper was given and the false-pass upper bound read (see RateBound) is null or above it.',
  values: PROMOTION_BLOCKS,
});
export const RateBoundEnum = builder.enumType('RateBound', {
  description:
    "Which bound of a rate a gate reads. ANYTIME: the anytime-valid bound of the lane's whole life (the beta-binomial mixture confidence " +
    'sequence, docs/specification.md §6), valid however often it is re-read as reviews arrive. FIXED_SAMPLE: the 95% Wilson bound of the ' +
    'window, valid for one look at a sample size fixed in advance.',
  values: RATE_BOUNDS,
});
