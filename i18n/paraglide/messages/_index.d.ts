/**
* | output |
* | --- |
* | "Banker draws." |
*
* @param {Call_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_draws: ((inputs?: Call_Banker_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker natural {point}." |
*
* @param {Call_Banker_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_natural: ((inputs: Call_Banker_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {point}." |
*
* @param {Call_Banker_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_point: ((inputs: Call_Banker_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker stands." |
*
* @param {Call_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_stands: ((inputs?: Call_Banker_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins, {banker} over {player}." |
*
* @param {Call_Banker_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_wins: ((inputs: Call_Banker_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player draws." |
*
* @param {Call_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_draws: ((inputs?: Call_Player_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player natural {point}." |
*
* @param {Call_Player_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_natural: ((inputs: Call_Player_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {point}." |
*
* @param {Call_Player_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_point: ((inputs: Call_Player_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player stands." |
*
* @param {Call_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_stands: ((inputs?: Call_Player_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins, {player} over {banker}." |
*
* @param {Call_Player_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_wins: ((inputs: Call_Player_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}." |
*
* @param {Call_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_points: ((inputs: Call_PointsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_PointsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie, {point}." |
*
* @param {Call_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_tie: ((inputs: Call_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Csv_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_accuracy: ((inputs?: Csv_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer given" |
*
* @param {Csv_Answer_GivenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answer_given: ((inputs?: Csv_Answer_GivenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Answer_GivenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered at" |
*
* @param {Csv_Answered_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answered_at: ((inputs?: Csv_Answered_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Answered_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt id" |
*
* @param {Csv_Attempt_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_attempt_id: ((inputs?: Csv_Attempt_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Attempt_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "at" |
*
* @param {Csv_Audit_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_at: ((inputs?: Csv_Audit_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "detail" |
*
* @param {Csv_Audit_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_detail: ((inputs?: Csv_Audit_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "event" |
*
* @param {Csv_Audit_EventInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_event: ((inputs?: Csv_Audit_EventInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_EventInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "hash" |
*
* @param {Csv_Audit_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_hash: ((inputs?: Csv_Audit_HashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_HashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "prev_hash" |
*
* @param {Csv_Audit_Prev_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_prev_hash: ((inputs?: Csv_Audit_Prev_HashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_Prev_HashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "seq" |
*
* @param {Csv_Audit_SeqInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_seq: ((inputs?: Csv_Audit_SeqInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_SeqInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Csv_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_candidate: ((inputs?: Csv_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Csv_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cards: ((inputs?: Csv_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cases" |
*
* @param {Csv_CasesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cases: ((inputs?: Csv_CasesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CasesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Csv_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_correct_answer: ((inputs?: Csv_Correct_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Correct_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Credit" |
*
* @param {Csv_CreditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_credit: ((inputs?: Csv_CreditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CreditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Csv_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_ended: ((inputs?: Csv_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Csv_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_finished: ((inputs?: Csv_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Csv_ItemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item: ((inputs?: Csv_ItemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_ItemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Item id" |
*
* @param {Csv_Item_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item_id: ((inputs?: Csv_Item_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Item_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Order answered" |
*
* @param {Csv_OrderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_order: ((inputs?: Csv_OrderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_OrderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passed" |
*
* @param {Csv_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_passed: ((inputs?: Csv_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Csv_Practice_Or_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_practice_or_assessment: ((inputs?: Csv_Practice_Or_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Practice_Or_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Question" |
*
* @param {Csv_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_question: ((inputs?: Csv_QuestionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_QuestionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line" |
*
* @param {Csv_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line: ((inputs?: Csv_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red-line failures" |
*
* @param {Csv_Red_Line_FailuresInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line_failures: ((inputs?: Csv_Red_Line_FailuresInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Red_Line_FailuresInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Response (data)" |
*
* @param {Csv_Response_DataInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_response_data: ((inputs?: Csv_Response_DataInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Response_DataInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Csv_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_result: ((inputs?: Csv_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Csv_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_rule: ((inputs?: Csv_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Csv_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seed: ((inputs?: Csv_SeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seeding" |
*
* @param {Csv_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seeding: ((inputs?: Csv_SeedingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SeedingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Session id" |
*
* @param {Csv_Session_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_session_id: ((inputs?: Csv_Session_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Session_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Csv_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set: ((inputs?: Csv_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set id" |
*
* @param {Csv_Set_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_id: ((inputs?: Csv_Set_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Csv_Set_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_name: ((inputs?: Csv_Set_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set version" |
*
* @param {Csv_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_version: ((inputs?: Csv_Set_VersionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_VersionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Csv_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_sitting_id: ((inputs?: Csv_Sitting_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Sitting_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Csv_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_skill: ((inputs?: Csv_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Csv_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_staff_number: ((inputs?: Csv_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Csv_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_started: ((inputs?: Csv_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Csv_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_station: ((inputs?: Csv_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Step" |
*
* @param {Csv_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_step: ((inputs?: Csv_StepInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StepInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time allowed (s)" |
*
* @param {Csv_Time_AllowedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_allowed: ((inputs?: Csv_Time_AllowedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Time_AllowedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time taken (s)" |
*
* @param {Csv_Time_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_taken: ((inputs?: Csv_Time_TakenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Time_TakenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Csv_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee: ((inputs?: Csv_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee id" |
*
* @param {Csv_Trainee_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee_id: ((inputs?: Csv_Trainee_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Trainee_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What was wrong" |
*
* @param {Csv_What_Was_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_what_was_wrong: ((inputs?: Csv_What_Was_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_What_Was_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Adaptive practice" |
*
* @param {Home_AdaptiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_adaptive: ((inputs?: Home_AdaptiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AdaptiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Home_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add: ((inputs?: Home_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Home_Add_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add_trainee: ((inputs?: Home_Add_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Add_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Home_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_all: ((inputs?: Home_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} of {total} answered" |
*
* @param {Home_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_answered: ((inputs: Home_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment (mock exams: practice, never counted as an attempt)" |
*
* @param {Home_Assessment_HeadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessment_heading: ((inputs?: Home_Assessment_HeadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Assessment_HeadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Home_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessments: ((inputs?: Home_AssessmentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AssessmentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Home_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_cancel: ((inputs?: Home_CancelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_CancelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Home_Drill_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_drill_sets: ((inputs?: Home_Drill_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Drill_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Filter the drill sets" |
*
* @param {Home_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_label: ((inputs?: Home_Filter_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Filter_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Filter: a house, a drill, a word…" |
*
* @param {Home_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_placeholder: ((inputs?: Home_Filter_PlaceholderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Filter_PlaceholderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "imported" |
*
* @param {Home_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_imported: ((inputs?: Home_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Home_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_items: ((inputs: Home_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mock exam" |
*
* @param {Home_Mock_ExamInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam: ((inputs?: Home_Mock_ExamInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mock_ExamInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice with this assessment's items: feedback after each answer, never counted as an attempt" |
*
* @param {Home_Mock_Exam_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam_title: ((inputs?: Home_Mock_Exam_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mock_Exam_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Home_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_assessment: ((inputs?: Home_Mode_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mode_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "practice" |
*
* @param {Home_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_practice: ((inputs?: Home_Mode_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mode_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Home_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_name: ((inputs?: Home_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No drill set matches “{filter}”." |
*
* @param {Home_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_match: ((inputs: Home_No_MatchInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_MatchInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee yet." |
*
* @param {Home_No_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_trainee: ((inputs?: Home_No_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Home_Nothing_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_nothing_answered: ((inputs?: Home_Nothing_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Nothing_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Home_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_practice: ((inputs?: Home_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Home_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_progress: ((inputs?: Home_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Home_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_resume: ((inputs?: Home_ResumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ResumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Home_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_settings: ((inputs?: Home_SettingsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_SettingsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Home_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_show: ((inputs?: Home_ShowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ShowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Home_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_staff_number: ((inputs?: Home_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start practising" |
*
* @param {Home_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start: ((inputs?: Home_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start practising now" |
*
* @param {Home_Start_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_now: ((inputs?: Home_Start_NowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_NowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start" |
*
* @param {Home_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_set: ((inputs?: Home_Start_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starts “{title}”." |
*
* @param {Home_StartsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts: ((inputs: Home_StartsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_StartsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starts “{title}” (a trainee is created for you)." |
*
* @param {Home_Starts_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts_new: ((inputs: Home_Starts_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Starts_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Calls, the third-card rule, payouts, commission and procedures, dealt on a real layout." |
*
* @param {Home_TaglineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_tagline: ((inputs?: Home_TaglineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TaglineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat Dealer Trainer" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Home_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainee: ((inputs?: Home_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Home_Trainer_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainer_mode: ((inputs?: Home_Trainer_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Trainer_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unfinished sessions" |
*
* @param {Home_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_unfinished: ((inputs?: Home_UnfinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_UnfinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call language" |
*
* @param {Lang_CallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call: ((inputs?: Lang_CallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_CallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The dealer's calls, results and payouts, as said at this house's table" |
*
* @param {Lang_Call_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call_hint: ((inputs?: Lang_Call_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Call_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Lang_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_done: ((inputs?: Lang_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Interface language" |
*
* @param {Lang_InterfaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface: ((inputs?: Lang_InterfaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_InterfaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Screens, buttons, questions and feedback" |
*
* @param {Lang_Interface_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface_hint: ((inputs?: Lang_Interface_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Interface_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_Key_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_key_hint: ((inputs?: Lang_Key_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Key_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A call in this language:" |
*
* @param {Lang_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_sample: ((inputs?: Lang_SampleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_SampleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages saved" |
*
* @param {Lang_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_saved: ((inputs?: Lang_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This station's default" |
*
* @param {Lang_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_station: ((inputs?: Lang_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_title: ((inputs?: Lang_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "For {name}" |
*
* @param {Lang_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_trainee: ((inputs: Lang_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const language_name: ((inputs?: Language_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Pdf_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor: ((inputs?: Pdf_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor: {name}." |
*
* @param {Pdf_Assessor_IsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor_is: ((inputs: Pdf_Assessor_IsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Assessor_IsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Pdf_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt: ((inputs?: Pdf_AttemptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_AttemptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}; left {times} time(s) and resumed or closed" |
*
* @param {Pdf_Attempt_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_left: ((inputs: Pdf_Attempt_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Attempt_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Pdf_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_of: ((inputs: Pdf_Attempt_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Attempt_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Pdf_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_candidate: ((inputs?: Pdf_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Pdf_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_accuracy: ((inputs?: Pdf_Col_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Pdf_Col_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answer: ((inputs?: Pdf_Col_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Pdf_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answered: ((inputs?: Pdf_Col_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Area" |
*
* @param {Pdf_Col_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_area: ((inputs?: Pdf_Col_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Pdf_Col_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_cards: ((inputs?: Pdf_Col_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Pdf_Col_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_correct_answer: ((inputs?: Pdf_Col_Correct_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Correct_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Pdf_Col_GradeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_grade: ((inputs?: Pdf_Col_GradeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_GradeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Pdf_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_median: ((inputs?: Pdf_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Pdf_Col_OutcomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_outcome: ((inputs?: Pdf_Col_OutcomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_OutcomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Pdf_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_pass_mark: ((inputs?: Pdf_Col_Pass_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Pass_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Pdf_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result: ((inputs?: Pdf_Col_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result, time" |
*
* @param {Pdf_Col_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result_time: ((inputs?: Pdf_Col_Result_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Result_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Pdf_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_right: ((inputs?: Pdf_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Pdf_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_skill: ((inputs?: Pdf_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Pdf_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_comment: ((inputs: Pdf_CommentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CommentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersigned by {name}, second assessor, on {day} at {time}." |
*
* @param {Pdf_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_countersigned: ((inputs: Pdf_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Pdf_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date: ((inputs?: Pdf_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{day} (started {start})" |
*
* @param {Pdf_Date_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started: ((inputs: Pdf_Date_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Date_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{day} (started {start}, ended {end})" |
*
* @param {Pdf_Date_Started_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started_ended: ((inputs: Pdf_Date_Started_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Date_Started_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Pdf_DurationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_duration: ((inputs?: Pdf_DurationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DurationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every response" |
*
* @param {Pdf_Every_ResponseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_every_response: ((inputs?: Pdf_Every_ResponseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_ResponseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} - {id} - page {page} of {pages}" |
*
* @param {Pdf_FooterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_footer: ((inputs: Pdf_FooterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FooterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Grade_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_grade_fail: ((inputs?: Pdf_Grade_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Grade_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day}. Grades: {grades}." |
*
* @param {Pdf_Graded_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by: ((inputs: Pdf_Graded_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Graded_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day} against {standard}. Grades: {grades}." |
*
* @param {Pdf_Graded_By_AgainstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by_against: ((inputs: Pdf_Graded_By_AgainstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Graded_By_AgainstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Pdf_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_house: ((inputs?: Pdf_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test" |
*
* @param {Pdf_KnowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge: ((inputs?: Pdf_KnowledgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_KnowledgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part FAILED." |
*
* @param {Pdf_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_failed: ((inputs?: Pdf_Knowledge_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Knowledge_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part PASSED." |
*
* @param {Pdf_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_passed: ((inputs?: Pdf_Knowledge_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Knowledge_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE" |
*
* @param {Pdf_Line_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_red_line: ((inputs?: Pdf_Line_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "right" |
*
* @param {Pdf_Line_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_right: ((inputs?: Pdf_Line_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Pdf_Line_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_timed_out: ((inputs?: Pdf_Line_Timed_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_Timed_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "wrong" |
*
* @param {Pdf_Line_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_wrong: ((inputs?: Pdf_Line_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ";" |
*
* @param {Pdf_List_SeparatorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_list_separator: ((inputs?: Pdf_List_SeparatorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_List_SeparatorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID {id}" |
*
* @param {Pdf_Meta_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_subject: ((inputs: Pdf_Meta_SubjectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Meta_SubjectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment record: {name}, {title}" |
*
* @param {Pdf_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_title: ((inputs: Pdf_Meta_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Meta_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min {seconds} s" |
*
* @param {Pdf_Minutes_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_minutes_seconds: ((inputs: Pdf_Minutes_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Minutes_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The candidate's name is written in full ({count} characters) in the signed JSON record and the CSV; {mark} marks characters this PDF's font cannot show." |
*
* @param {Pdf_Name_NoteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_name_note: ((inputs: Pdf_Name_NoteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Name_NoteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(no answer)" |
*
* @param {Pdf_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_answer: ((inputs?: Pdf_No_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No red-line error." |
*
* @param {Pdf_No_Red_Line_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_line_error: ((inputs?: Pdf_No_Red_Line_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_Red_Line_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No red line observed." |
*
* @param {Pdf_No_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_observed: ((inputs?: Pdf_No_Red_ObservedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_Red_ObservedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Pdf_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_none: ((inputs?: Pdf_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not countersigned by a second assessor." |
*
* @param {Pdf_Not_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_not_countersigned: ((inputs?: Pdf_Not_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Not_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_fail: ((inputs?: Pdf_Outcome_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_pass: ((inputs?: Pdf_Outcome_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Pdf_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_retake: ((inputs?: Pdf_Outcome_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Overall: {correct} of {items} items right ({accuracy}); pass mark {passMark}. Answered {answered}; timed out {timedOut}." |
*
* @param {Pdf_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_overall: ((inputs: Pdf_OverallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_OverallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Pdf_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical: ((inputs?: Pdf_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part FAILED." |
*
* @param {Pdf_Practical_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_failed: ((inputs?: Pdf_Practical_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This set has no practical part." |
*
* @param {Pdf_Practical_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_none: ((inputs?: Pdf_Practical_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not graded yet. Areas: {areas}." |
*
* @param {Pdf_Practical_Not_GradedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_not_graded: ((inputs: Pdf_Practical_Not_GradedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_Not_GradedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part PASSED." |
*
* @param {Pdf_Practical_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_passed: ((inputs?: Pdf_Practical_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part NOT COMPLETE: an area to retake." |
*
* @param {Pdf_Practical_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_retake: ((inputs?: Pdf_Practical_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drawing error (Tasmania 11)" |
*
* @param {Pdf_Red_Drawing_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_drawing_error: ((inputs?: Pdf_Red_Drawing_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Drawing_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularity mishandled (Tasmania 14)" |
*
* @param {Pdf_Red_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_irregularity: ((inputs?: Pdf_Red_IrregularityInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_IrregularityInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE at item {item} (response {seq}): {label}" |
*
* @param {Pdf_Red_Line_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_line_at: ((inputs: Pdf_Red_Line_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Line_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines for this set: {list}." |
*
* @param {Pdf_Red_Lines_For_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_lines_for_set: ((inputs: Pdf_Red_Lines_For_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Lines_For_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label}" |
*
* @param {Pdf_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed: ((inputs: Pdf_Red_ObservedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_ObservedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails {area})" |
*
* @param {Pdf_Red_Observed_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_area: ((inputs: Pdf_Red_Observed_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Observed_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails the practical part)" |
*
* @param {Pdf_Red_Observed_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_practical: ((inputs: Pdf_Red_Observed_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Observed_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Paid a losing bet" |
*
* @param {Pdf_Red_Paying_Losing_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_paying_losing_bet: ((inputs?: Pdf_Red_Paying_Losing_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Paying_Losing_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Took a winning bet" |
*
* @param {Pdf_Red_Taking_Winning_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_taking_winning_bet: ((inputs?: Pdf_Red_Taking_Winning_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Taking_Winning_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result: {result}" |
*
* @param {Pdf_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result: ((inputs: Pdf_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_fail: ((inputs?: Pdf_Result_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Pdf_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_in_progress: ((inputs?: Pdf_Result_In_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_In_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Pdf_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pass: ((inputs?: Pdf_Result_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done; practical not yet graded or an area to retake" |
*
* @param {Pdf_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pending: ((inputs?: Pdf_Result_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{result}, {time}" |
*
* @param {Pdf_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_time: ((inputs: Pdf_Result_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seal" |
*
* @param {Pdf_SealInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seal: ((inputs?: Pdf_SealInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SealInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Pdf_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seconds: ((inputs: Pdf_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Pdf_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set: ((inputs?: Pdf_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title}, revision {revision}" |
*
* @param {Pdf_Set_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set_revision: ((inputs: Pdf_Set_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Set_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor:" |
*
* @param {Pdf_Sign_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_assessor: ((inputs?: Pdf_Sign_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate:" |
*
* @param {Pdf_Sign_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_candidate: ((inputs?: Pdf_Sign_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date:" |
*
* @param {Pdf_Sign_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_date: ((inputs?: Pdf_Sign_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Gaming manager:" |
*
* @param {Pdf_Sign_ManagerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_manager: ((inputs?: Pdf_Sign_ManagerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_ManagerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signatures" |
*
* @param {Pdf_SignaturesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_signatures: ((inputs?: Pdf_SignaturesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SignaturesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Pdf_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sitting_id: ((inputs?: Pdf_Sitting_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sitting_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Skill_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_fail: ((inputs?: Pdf_Skill_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Skill_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Skill_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_pass: ((inputs?: Pdf_Skill_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Skill_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Pdf_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_staff_number: ((inputs?: Pdf_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (the built-in default)" |
*
* @param {Pdf_Standard_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_default: ((inputs: Pdf_Standard_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Standard_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (revision {revision})" |
*
* @param {Pdf_Standard_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_revision: ((inputs: Pdf_Standard_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Standard_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Pdf_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status: ((inputs?: Pdf_StatusInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_StatusInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "left before the end" |
*
* @param {Pdf_Status_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_abandoned: ((inputs?: Pdf_Status_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "closed by the trainer before the end" |
*
* @param {Pdf_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_closed: ((inputs?: Pdf_Status_ClosedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_ClosedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "finished" |
*
* @param {Pdf_Status_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_finished: ((inputs?: Pdf_Status_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "running" |
*
* @param {Pdf_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_running: ((inputs?: Pdf_Status_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat dealer assessment: certification record" |
*
* @param {Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_title: ((inputs?: Pdf_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verification" |
*
* @param {Pdf_VerificationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verification: ((inputs?: Pdf_VerificationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VerificationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The same in English:" |
*
* @param {Pdf_Verify_EnglishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_english: ((inputs?: Pdf_Verify_EnglishInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Verify_EnglishInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID {id}. This record was signed by the training installation whose key fingerprint is {fingerprint}; any change to any byte of the file makes the che..." |
*
* @param {Pdf_Verify_ParagraphInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_paragraph: ((inputs: Pdf_Verify_ParagraphInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Verify_ParagraphInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees practise at its table: its pay table, limits, chips and conventions. Every house stays in the library, and a trainer can duplicate one and change it..." |
*
* @param {Setup_House_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_intro: ((inputs?: Setup_House_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_House_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_legend: ((inputs?: Setup_House_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Next: the trainer passcode" |
*
* @param {Setup_House_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_next: ((inputs?: Setup_House_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Which house is this?" |
*
* @param {Setup_House_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_title: ((inputs?: Setup_House_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "For the trainer, once: the house, the trainer passcode and the trainees. The trainee side opens when this is done." |
*
* @param {Setup_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_intro: ((inputs?: Setup_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_Step_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_house: ((inputs?: Setup_Step_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Setup_Step_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_passcode: ((inputs?: Setup_Step_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Setup_Step_RecoveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_recovery: ((inputs?: Setup_Step_RecoveryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_RecoveryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "First trainees" |
*
* @param {Setup_Step_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_trainees: ((inputs?: Setup_Step_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set up the Baccarat Dealer Trainer" |
*
* @param {Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_title: ((inputs?: Setup_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Call_Banker_DrawsInputs = {};
export type Call_Banker_NaturalInputs = {
    point: NonNullable<unknown>;
};
export type Call_Banker_PointInputs = {
    point: NonNullable<unknown>;
};
export type Call_Banker_StandsInputs = {};
export type Call_Banker_WinsInputs = {
    banker: NonNullable<unknown>;
    player: NonNullable<unknown>;
};
export type Call_Player_DrawsInputs = {};
export type Call_Player_NaturalInputs = {
    point: NonNullable<unknown>;
};
export type Call_Player_PointInputs = {
    point: NonNullable<unknown>;
};
export type Call_Player_StandsInputs = {};
export type Call_Player_WinsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Call_PointsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Call_TieInputs = {
    point: NonNullable<unknown>;
};
export type Csv_AccuracyInputs = {};
export type Csv_Answer_GivenInputs = {};
export type Csv_Answered_AtInputs = {};
export type Csv_Attempt_IdInputs = {};
export type Csv_Audit_AtInputs = {};
export type Csv_Audit_DetailInputs = {};
export type Csv_Audit_EventInputs = {};
export type Csv_Audit_HashInputs = {};
export type Csv_Audit_Prev_HashInputs = {};
export type Csv_Audit_SeqInputs = {};
export type Csv_CandidateInputs = {};
export type Csv_CardsInputs = {};
export type Csv_CasesInputs = {};
export type Csv_Correct_AnswerInputs = {};
export type Csv_CreditInputs = {};
export type Csv_EndedInputs = {};
export type Csv_FinishedInputs = {};
export type Csv_ItemInputs = {};
export type Csv_Item_IdInputs = {};
export type Csv_OrderInputs = {};
export type Csv_PassedInputs = {};
export type Csv_Practice_Or_AssessmentInputs = {};
export type Csv_QuestionInputs = {};
export type Csv_Red_LineInputs = {};
export type Csv_Red_Line_FailuresInputs = {};
export type Csv_Response_DataInputs = {};
export type Csv_ResultInputs = {};
export type Csv_RuleInputs = {};
export type Csv_SeedInputs = {};
export type Csv_SeedingInputs = {};
export type Csv_Session_IdInputs = {};
export type Csv_SetInputs = {};
export type Csv_Set_IdInputs = {};
export type Csv_Set_NameInputs = {};
export type Csv_Set_VersionInputs = {};
export type Csv_Sitting_IdInputs = {};
export type Csv_SkillInputs = {};
export type Csv_Staff_NumberInputs = {};
export type Csv_StartedInputs = {};
export type Csv_StationInputs = {};
export type Csv_StepInputs = {};
export type Csv_Time_AllowedInputs = {};
export type Csv_Time_TakenInputs = {};
export type Csv_TraineeInputs = {};
export type Csv_Trainee_IdInputs = {};
export type Csv_What_Was_WrongInputs = {};
export type Home_AdaptiveInputs = {};
export type Home_AddInputs = {};
export type Home_Add_TraineeInputs = {};
export type Home_AllInputs = {};
export type Home_AnsweredInputs = {
    answered: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Home_Assessment_HeadingInputs = {};
export type Home_AssessmentsInputs = {};
export type Home_CancelInputs = {};
export type Home_Drill_SetsInputs = {};
export type Home_Filter_LabelInputs = {};
export type Home_Filter_PlaceholderInputs = {};
export type Home_ImportedInputs = {};
export type Home_ItemsInputs = {
    count: NonNullable<unknown>;
};
export type Home_Mock_ExamInputs = {};
export type Home_Mock_Exam_TitleInputs = {};
export type Home_Mode_AssessmentInputs = {};
export type Home_Mode_PracticeInputs = {};
export type Home_NameInputs = {};
export type Home_No_MatchInputs = {
    filter: NonNullable<unknown>;
};
export type Home_No_TraineeInputs = {};
export type Home_Nothing_AnsweredInputs = {};
export type Home_PracticeInputs = {};
export type Home_ProgressInputs = {};
export type Home_ResumeInputs = {};
export type Home_SettingsInputs = {};
export type Home_ShowInputs = {};
export type Home_Staff_NumberInputs = {};
export type Home_StartInputs = {};
export type Home_Start_NowInputs = {};
export type Home_Start_SetInputs = {};
export type Home_StartsInputs = {
    title: NonNullable<unknown>;
};
export type Home_Starts_NewInputs = {
    title: NonNullable<unknown>;
};
export type Home_TaglineInputs = {};
export type Home_TitleInputs = {};
export type Home_TraineeInputs = {};
export type Home_Trainer_ModeInputs = {};
export type Home_UnfinishedInputs = {};
export type Lang_CallInputs = {};
export type Lang_Call_HintInputs = {};
export type Lang_DoneInputs = {};
export type Lang_InterfaceInputs = {};
export type Lang_Interface_HintInputs = {};
export type Lang_Key_HintInputs = {};
export type Lang_SampleInputs = {};
export type Lang_SavedInputs = {};
export type Lang_StationInputs = {};
export type Lang_TitleInputs = {};
export type Lang_TraineeInputs = {
    name: NonNullable<unknown>;
};
export type Language_NameInputs = {};
export type Pdf_AssessorInputs = {};
export type Pdf_Assessor_IsInputs = {
    name: NonNullable<unknown>;
};
export type Pdf_AttemptInputs = {};
export type Pdf_Attempt_LeftInputs = {
    number: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
    times: NonNullable<unknown>;
};
export type Pdf_Attempt_OfInputs = {
    number: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Pdf_CandidateInputs = {};
export type Pdf_Col_AccuracyInputs = {};
export type Pdf_Col_AnswerInputs = {};
export type Pdf_Col_AnsweredInputs = {};
export type Pdf_Col_AreaInputs = {};
export type Pdf_Col_CardsInputs = {};
export type Pdf_Col_Correct_AnswerInputs = {};
export type Pdf_Col_GradeInputs = {};
export type Pdf_Col_MedianInputs = {};
export type Pdf_Col_OutcomeInputs = {};
export type Pdf_Col_Pass_MarkInputs = {};
export type Pdf_Col_ResultInputs = {};
export type Pdf_Col_Result_TimeInputs = {};
export type Pdf_Col_RightInputs = {};
export type Pdf_Col_SkillInputs = {};
export type Pdf_CommentInputs = {
    comment: NonNullable<unknown>;
};
export type Pdf_CountersignedInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Pdf_DateInputs = {};
export type Pdf_Date_StartedInputs = {
    day: NonNullable<unknown>;
    start: NonNullable<unknown>;
};
export type Pdf_Date_Started_EndedInputs = {
    day: NonNullable<unknown>;
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Pdf_DurationInputs = {};
export type Pdf_Every_ResponseInputs = {};
export type Pdf_FooterInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Pdf_Grade_FailInputs = {};
export type Pdf_Graded_ByInputs = {
    assessor: NonNullable<unknown>;
    day: NonNullable<unknown>;
    grades: NonNullable<unknown>;
};
export type Pdf_Graded_By_AgainstInputs = {
    assessor: NonNullable<unknown>;
    day: NonNullable<unknown>;
    standard: NonNullable<unknown>;
    grades: NonNullable<unknown>;
};
export type Pdf_HouseInputs = {};
export type Pdf_KnowledgeInputs = {};
export type Pdf_Knowledge_FailedInputs = {};
export type Pdf_Knowledge_PassedInputs = {};
export type Pdf_Line_Red_LineInputs = {};
export type Pdf_Line_RightInputs = {};
export type Pdf_Line_Timed_OutInputs = {};
export type Pdf_Line_WrongInputs = {};
export type Pdf_List_SeparatorInputs = {};
export type Pdf_Meta_SubjectInputs = {
    id: NonNullable<unknown>;
};
export type Pdf_Meta_TitleInputs = {
    name: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Pdf_Minutes_SecondsInputs = {
    minutes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Pdf_Name_NoteInputs = {
    count: NonNullable<unknown>;
    mark: NonNullable<unknown>;
};
export type Pdf_No_AnswerInputs = {};
export type Pdf_No_Red_Line_ErrorInputs = {};
export type Pdf_No_Red_ObservedInputs = {};
export type Pdf_NoneInputs = {};
export type Pdf_Not_CountersignedInputs = {};
export type Pdf_Outcome_FailInputs = {};
export type Pdf_Outcome_PassInputs = {};
export type Pdf_Outcome_RetakeInputs = {};
export type Pdf_OverallInputs = {
    correct: NonNullable<unknown>;
    items: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    passMark: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    timedOut: NonNullable<unknown>;
};
export type Pdf_PracticalInputs = {};
export type Pdf_Practical_FailedInputs = {};
export type Pdf_Practical_NoneInputs = {};
export type Pdf_Practical_Not_GradedInputs = {
    areas: NonNullable<unknown>;
};
export type Pdf_Practical_PassedInputs = {};
export type Pdf_Practical_RetakeInputs = {};
export type Pdf_Red_Drawing_ErrorInputs = {};
export type Pdf_Red_IrregularityInputs = {};
export type Pdf_Red_Line_AtInputs = {
    item: NonNullable<unknown>;
    seq: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Pdf_Red_Lines_For_SetInputs = {
    list: NonNullable<unknown>;
};
export type Pdf_Red_ObservedInputs = {
    label: NonNullable<unknown>;
};
export type Pdf_Red_Observed_AreaInputs = {
    label: NonNullable<unknown>;
    area: NonNullable<unknown>;
};
export type Pdf_Red_Observed_PracticalInputs = {
    label: NonNullable<unknown>;
};
export type Pdf_Red_Paying_Losing_BetInputs = {};
export type Pdf_Red_Taking_Winning_BetInputs = {};
export type Pdf_ResultInputs = {
    result: NonNullable<unknown>;
};
export type Pdf_Result_FailInputs = {};
export type Pdf_Result_In_ProgressInputs = {};
export type Pdf_Result_PassInputs = {};
export type Pdf_Result_PendingInputs = {};
export type Pdf_Result_TimeInputs = {
    result: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Pdf_SealInputs = {};
export type Pdf_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Pdf_SetInputs = {};
export type Pdf_Set_RevisionInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Pdf_Sign_AssessorInputs = {};
export type Pdf_Sign_CandidateInputs = {};
export type Pdf_Sign_DateInputs = {};
export type Pdf_Sign_ManagerInputs = {};
export type Pdf_SignaturesInputs = {};
export type Pdf_Sitting_IdInputs = {};
export type Pdf_Skill_FailInputs = {};
export type Pdf_Skill_PassInputs = {};
export type Pdf_Staff_NumberInputs = {};
export type Pdf_Standard_DefaultInputs = {
    title: NonNullable<unknown>;
};
export type Pdf_Standard_RevisionInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Pdf_StatusInputs = {};
export type Pdf_Status_AbandonedInputs = {};
export type Pdf_Status_ClosedInputs = {};
export type Pdf_Status_FinishedInputs = {};
export type Pdf_Status_RunningInputs = {};
export type Pdf_TitleInputs = {};
export type Pdf_VerificationInputs = {};
export type Pdf_Verify_EnglishInputs = {};
export type Pdf_Verify_ParagraphInputs = {
    id: NonNullable<unknown>;
    fingerprint: NonNullable<unknown>;
    keyFile: NonNullable<unknown>;
};
export type Setup_House_IntroInputs = {};
export type Setup_House_LegendInputs = {};
export type Setup_House_NextInputs = {};
export type Setup_House_TitleInputs = {};
export type Setup_IntroInputs = {};
export type Setup_Step_HouseInputs = {};
export type Setup_Step_PasscodeInputs = {};
export type Setup_Step_RecoveryInputs = {};
export type Setup_Step_TraineesInputs = {};
export type Setup_TitleInputs = {};
