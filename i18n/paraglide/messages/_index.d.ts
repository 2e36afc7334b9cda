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
* | "{count} trainees active in the period." |
*
* @param {Dash_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_active: ((inputs: Dash_ActiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ActiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign weak cases" |
*
* @param {Dash_Assign_WeakInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assign_weak: ((inputs?: Dash_Assign_WeakInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Assign_WeakInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}”." |
*
* @param {Dash_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned: ((inputs: Dash_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{done} of {total} done" |
*
* @param {Dash_Assigned_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned_done: ((inputs: Dash_Assigned_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Assigned_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{passed} of {total} passed" |
*
* @param {Dash_Attempts_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_attempts_passed: ((inputs: Dash_Attempts_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Attempts_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cohort" |
*
* @param {Dash_CohortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_cohort: ((inputs?: Dash_CohortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_CohortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Dash_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_actions: ((inputs?: Dash_Col_ActionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_ActionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Dash_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_answered: ((inputs?: Dash_Col_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned" |
*
* @param {Dash_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_assigned: ((inputs?: Dash_Col_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Dash_Col_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_attempts: ((inputs?: Dash_Col_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Case" |
*
* @param {Dash_Col_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_case: ((inputs?: Dash_Col_CaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_CaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Dash_Col_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_due: ((inputs?: Dash_Col_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Error rate" |
*
* @param {Dash_Col_Error_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_error_rate: ((inputs?: Dash_Col_Error_RateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Error_RateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Flagged" |
*
* @param {Dash_Col_FlaggedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_flagged: ((inputs?: Dash_Col_FlaggedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_FlaggedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Dash_Col_FloorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_floor: ((inputs?: Dash_Col_FloorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_FloorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Dash_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_last: ((inputs?: Dash_Col_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate" |
*
* @param {Dash_Col_Pass_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_pass_rate: ((inputs?: Dash_Col_Pass_RateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Pass_RateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Dash_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_set: ((inputs?: Dash_Col_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Dash_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skill: ((inputs?: Dash_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Dash_Col_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills: ((inputs?: Dash_Col_SkillsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SkillsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(level, accuracy, trend)" |
*
* @param {Dash_Col_Skills_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills_hint: ((inputs?: Dash_Col_Skills_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Skills_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Dash_Col_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainee: ((inputs?: Dash_Col_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Dash_Col_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainees: ((inputs?: Dash_Col_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wrong" |
*
* @param {Dash_Col_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_wrong: ((inputs?: Dash_Col_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Dash_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_csv: ((inputs?: Dash_Export_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Export_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export xAPI…" |
*
* @param {Dash_Export_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_xapi: ((inputs?: Dash_Export_XapiInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Export_XapiInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported {rows} responses to {path}." |
*
* @param {Dash_Exported_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_csv: ((inputs: Dash_Exported_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Exported_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported {rows} statements to {path}." |
*
* @param {Dash_Exported_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_xapi: ((inputs: Dash_Exported_XapiInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Exported_XapiInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Dash_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_fail: ((inputs?: Dash_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Dash_FromInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_from: ((inputs?: Dash_FromInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_FromInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cases most often missed" |
*
* @param {Dash_Most_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_most_missed: ((inputs?: Dash_Most_MissedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Most_MissedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dash_NeverInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_never: ((inputs?: Dash_NeverInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_NeverInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No attempts in the period." |
*
* @param {Dash_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_attempts: ((inputs?: Dash_No_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee matches." |
*
* @param {Dash_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_match: ((inputs?: Dash_No_MatchInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_MatchInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Dash_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_not_yet: ((inputs?: Dash_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing missed in the period." |
*
* @param {Dash_Nothing_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_nothing_missed: ((inputs?: Dash_Nothing_MissedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Nothing_MissedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Dash_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_open: ((inputs?: Dash_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pace {rate}/{target} coups/h" |
*
* @param {Dash_PaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pace: ((inputs: Dash_PaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Dash_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pass: ((inputs?: Dash_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate per set" |
*
* @param {Dash_Per_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_set: ((inputs?: Dash_Per_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Per_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate per skill" |
*
* @param {Dash_Per_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_skill: ((inputs?: Dash_Per_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Per_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "ready" |
*
* @param {Dash_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_ready: ((inputs?: Dash_ReadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ReadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} answers" |
*
* @param {Dash_Room_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_answers: ((inputs: Dash_Room_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Room_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", {pct} right" |
*
* @param {Dash_Room_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_right: ((inputs: Dash_Room_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Room_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Dash_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_to: ((inputs?: Dash_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ToInputs, {
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
/**
* | output |
* | --- |
* | "Acknowledge" |
*
* @param {Trainer_AcknowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_acknowledge: ((inputs?: Trainer_AcknowledgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_AcknowledgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical areas (one per line)" |
*
* @param {Trainer_Af_AreasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_areas: ((inputs?: Trainer_Af_AreasInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_AreasInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts allowed" |
*
* @param {Trainer_Af_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_attempts: ((inputs?: Trainer_Af_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Af_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_legend: ((inputs?: Trainer_Af_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A practical table test, graded by the assessor" |
*
* @param {Trainer_Af_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_practical: ((inputs?: Trainer_Af_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A red-line error fails the attempt whatever the score" |
*
* @param {Trainer_Af_Redline_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redline_fails: ((inputs?: Trainer_Af_Redline_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_Redline_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red-line errors" |
*
* @param {Trainer_Af_RedlinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redlines: ((inputs?: Trainer_Af_RedlinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_RedlinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wait between attempts (minutes)" |
*
* @param {Trainer_Af_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_wait: ((inputs?: Trainer_Af_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "and" |
*
* @param {Trainer_AndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_and: ((inputs?: Trainer_AndInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_AndInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Trainer_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archive: ((inputs?: Trainer_ArchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ArchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Trainer_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archived: ((inputs?: Trainer_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Change the passcode" |
*
* @param {Trainer_Assess_Change_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_change_passcode: ((inputs?: Trainer_Assess_Change_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Change_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "through the form" |
*
* @param {Trainer_Assess_Keys_FormInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_form: ((inputs?: Trainer_Assess_Keys_FormInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Keys_FormInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "starts the assessment" |
*
* @param {Trainer_Assess_Keys_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_start: ((inputs?: Trainer_Assess_Keys_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Keys_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Assess_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_title: ((inputs?: Trainer_Assess_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verify a report…" |
*
* @param {Trainer_Assess_VerifyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_verify: ((inputs?: Trainer_Assess_VerifyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_VerifyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a practice set…" |
*
* @param {Trainer_Assign_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose: ((inputs?: Trainer_Assign_ChooseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_ChooseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the set to assign." |
*
* @param {Trainer_Assign_Choose_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose_error: ((inputs?: Trainer_Assign_Choose_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Choose_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "done" |
*
* @param {Trainer_Assign_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_done: ((inputs?: Trainer_Assign_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· due {day}" |
*
* @param {Trainer_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due: ((inputs: Trainer_Assign_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Due by the end of" |
*
* @param {Trainer_Assign_Due_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due_by: ((inputs?: Trainer_Assign_Due_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Due_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ") or select one" |
*
* @param {Trainer_Assign_Nobody_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_after: ((inputs?: Trainer_Assign_Nobody_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Nobody_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "nobody chosen: tick trainees in the list (" |
*
* @param {Trainer_Assign_Nobody_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_before: ((inputs?: Trainer_Assign_Nobody_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Nobody_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "overdue" |
*
* @param {Trainer_Assign_OverdueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_overdue: ((inputs?: Trainer_Assign_OverdueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_OverdueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The due date {due} is in the past (today is {today})." |
*
* @param {Trainer_Assign_PastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_past: ((inputs: Trainer_Assign_PastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_PastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill set" |
*
* @param {Trainer_Assign_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_set: ((inputs?: Trainer_Assign_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Trainer_Assign_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_submit: ((inputs?: Trainer_Assign_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign a set" |
*
* @param {Trainer_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_title: ((inputs?: Trainer_Assign_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To:" |
*
* @param {Trainer_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to: ((inputs?: Trainer_Assign_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_ToInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "to do" |
*
* @param {Trainer_Assign_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_do: ((inputs?: Trainer_Assign_To_DoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_DoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign to" |
*
* @param {Trainer_Assign_To_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_label: ((inputs?: Trainer_Assign_To_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign to {name}" |
*
* @param {Trainer_Assign_To_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_name: ((inputs: Trainer_Assign_To_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This assessment attempt was abandoned" |
*
* @param {Trainer_Attempt_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned: ((inputs?: Trainer_Attempt_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} of {total} items were answered; every answer is kept." |
*
* @param {Trainer_Attempt_Abandoned_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned_answers: ((inputs: Trainer_Attempt_Abandoned_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Abandoned_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} / {total} answered" |
*
* @param {Trainer_Attempt_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_answered: ((inputs: Trainer_Attempt_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close it as it stands" |
*
* @param {Trainer_Attempt_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_close: ((inputs?: Trainer_Attempt_CloseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_CloseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The assessment is finished." |
*
* @param {Trainer_Attempt_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_finished: ((inputs?: Trainer_Attempt_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Trainer_Attempt_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_home: ((inputs?: Trainer_Attempt_HomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_HomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Trainer_Attempt_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave: ((inputs?: Trainer_Attempt_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the assessment" |
*
* @param {Trainer_Attempt_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_confirm: ((inputs?: Trainer_Attempt_Leave_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leaving ends this attempt as abandoned; only the trainer can resume it." |
*
* @param {Trainer_Attempt_Leave_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_message: ((inputs?: Trainer_Attempt_Leave_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the assessment?" |
*
* @param {Trainer_Attempt_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_title: ((inputs?: Trainer_Attempt_Leave_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· locked" |
*
* @param {Trainer_Attempt_LockedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_locked: ((inputs?: Trainer_Attempt_LockedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_LockedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Trainer_Attempt_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_mode: ((inputs?: Trainer_Attempt_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Resume the attempt" |
*
* @param {Trainer_Attempt_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_resume: ((inputs?: Trainer_Attempt_ResumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_ResumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". It is printed on your certificate." |
*
* @param {Trainer_Attempt_Sitting_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_after: ((inputs?: Trainer_Attempt_Sitting_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Sitting_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your sitting's ID:" |
*
* @param {Trainer_Attempt_Sitting_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_before: ((inputs?: Trainer_Attempt_Sitting_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Sitting_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Trainer_Attempt_StayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_stay: ((inputs?: Trainer_Attempt_StayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_StayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{correct} of {items} items right. Your trainer has the full record and the practical part." |
*
* @param {Trainer_Attempt_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_summary: ((inputs: Trainer_Attempt_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} · {staff} · attempt {attempt}" |
*
* @param {Trainer_Attempt_WhoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_who: ((inputs: Trainer_Attempt_WhoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_WhoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every trainer action on this PC, in order. Each row is chained to the one before it and the last is sealed with a key only the trainer passcode opens, so a r..." |
*
* @param {Trainer_Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_about: ((inputs?: Trainer_Audit_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows." |
*
* @param {Trainer_Audit_ChecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks: ((inputs: Trainer_Audit_ChecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_ChecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows, sealed through row {sealed}." |
*
* @param {Trainer_Audit_Checks_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks_sealed: ((inputs: Trainer_Audit_Checks_SealedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Checks_SealedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Row" |
*
* @param {Trainer_Audit_Col_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_col_row: ((inputs?: Trainer_Audit_Col_RowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Col_RowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when} (row {row}): {detail}." |
*
* @param {Trainer_Audit_Earlier_FaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_earlier_fault: ((inputs: Trainer_Audit_Earlier_FaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Earlier_FaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Trainer_Audit_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_export: ((inputs?: Trainer_Audit_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trainer_Audit_NewestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest: ((inputs?: Trainer_Audit_NewestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_NewestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first (the last {count})" |
*
* @param {Trainer_Audit_Newest_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest_last: ((inputs: Trainer_Audit_Newest_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Newest_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {rows} rows to {path}." |
*
* @param {Trainer_Audit_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_saved: ((inputs: Trainer_Audit_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail has been tampered with: {problem}." |
*
* @param {Trainer_Audit_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered: ((inputs: Trainer_Audit_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail has been tampered with at row {row}: {problem}." |
*
* @param {Trainer_Audit_Tampered_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered_row: ((inputs: Trainer_Audit_Tampered_RowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Tampered_RowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Audit trail" |
*
* @param {Trainer_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_title: ((inputs?: Trainer_Audit_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Trainer_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_back: ((inputs?: Trainer_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trainer_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_cancel: ((inputs?: Trainer_CancelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CancelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Trainer_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidate: ((inputs?: Trainer_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidates" |
*
* @param {Trainer_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidates: ((inputs?: Trainer_CandidatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CandidatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Trainer_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close: ((inputs?: Trainer_CloseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CloseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ")." |
*
* @param {Trainer_Close_ParenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close_paren: ((inputs?: Trainer_Close_ParenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Close_ParenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Trainer_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_accuracy: ((inputs?: Trainer_Col_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Trainer_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_action: ((inputs?: Trainer_Col_ActionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_ActionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Trainer_Col_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_attempt: ((inputs?: Trainer_Col_AttemptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_AttemptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Detail" |
*
* @param {Trainer_Col_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_detail: ((inputs?: Trainer_Col_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last active" |
*
* @param {Trainer_Col_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_last_active: ((inputs?: Trainer_Col_Last_ActiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_Last_ActiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Trainer_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_median: ((inputs?: Trainer_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Col_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_name: ((inputs?: Trainer_Col_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Trainer_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_pass_mark: ((inputs?: Trainer_Col_Pass_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_Pass_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Trainer_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_result: ((inputs?: Trainer_Col_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_right: ((inputs?: Trainer_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sessions: ((inputs?: Trainer_Col_SessionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SessionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Trainer_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_set: ((inputs?: Trainer_Col_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Trainer_Col_SittingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sitting: ((inputs?: Trainer_Col_SittingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SittingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_skill: ((inputs?: Trainer_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff no." |
*
* @param {Trainer_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_staff: ((inputs?: Trainer_Col_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_started: ((inputs?: Trainer_Col_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_station: ((inputs?: Trainer_Col_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trainer_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_status: ((inputs?: Trainer_Col_StatusInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StatusInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To do" |
*
* @param {Trainer_Col_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_to_do: ((inputs?: Trainer_Col_To_DoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_To_DoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Trainer_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_when: ((inputs?: Trainer_Col_WhenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_WhenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Trainer_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_confirm: ((inputs?: Trainer_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Trainer_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete: ((inputs?: Trainer_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} answers" |
*
* @param {Trainer_Delete_Answers_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_many: ((inputs: Trainer_Delete_Answers_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Answers_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} answer" |
*
* @param {Trainer_Delete_Answers_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_one: ((inputs: Trainer_Delete_Answers_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Answers_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assignments" |
*
* @param {Trainer_Delete_Assignments_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_many: ((inputs: Trainer_Delete_Assignments_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Assignments_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assignment" |
*
* @param {Trainer_Delete_Assignments_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_one: ((inputs: Trainer_Delete_Assignments_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Assignments_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assessment attempts" |
*
* @param {Trainer_Delete_Attempts_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_many: ((inputs: Trainer_Delete_Attempts_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Attempts_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assessment attempt" |
*
* @param {Trainer_Delete_Attempts_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_one: ((inputs: Trainer_Delete_Attempts_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Attempts_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete…" |
*
* @param {Trainer_Delete_EllipsisInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_ellipsis: ((inputs?: Trainer_Delete_EllipsisInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_EllipsisInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete for good" |
*
* @param {Trainer_Delete_For_GoodInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_for_good: ((inputs?: Trainer_Delete_For_GoodInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_For_GoodInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This deletes {name} and every result of theirs for good:" |
*
* @param {Trainer_Delete_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_intro: ((inputs: Trainer_Delete_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete it" |
*
* @param {Trainer_Delete_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_it: ((inputs?: Trainer_Delete_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", with their progress. Reports already exported stay verifiable. To keep the results, archive instead." |
*
* @param {Trainer_Delete_OutroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_outro: ((inputs?: Trainer_Delete_OutroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_OutroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Trainer_Delete_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode: ((inputs?: Trainer_Delete_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passcode: {error}" |
*
* @param {Trainer_Delete_Passcode_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode_error: ((inputs: Trainer_Delete_Passcode_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Passcode_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Delete_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_many: ((inputs: Trainer_Delete_Sessions_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Sessions_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Delete_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_one: ((inputs: Trainer_Delete_Sessions_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Sessions_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete {name}?" |
*
* @param {Trainer_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_title: ((inputs: Trainer_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type the trainee's name:" |
*
* @param {Trainer_Delete_Type_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_type_name: ((inputs?: Trainer_Delete_Type_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Type_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Discard changes" |
*
* @param {Trainer_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_discard: ((inputs?: Trainer_DiscardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DiscardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicate" |
*
* @param {Trainer_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_duplicate: ((inputs?: Trainer_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{decks} decks, every coup counted; Banker at a {stake} stake." |
*
* @param {Trainer_Edges_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_about: ((inputs: Trainer_Edges_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Bet" |
*
* @param {Trainer_Edges_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_bet: ((inputs?: Trainer_Edges_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edge" |
*
* @param {Trainer_Edges_EdgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_edge: ((inputs?: Trainer_Edges_EdgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_EdgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edges" |
*
* @param {Trainer_Edges_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_label: ((inputs?: Trainer_Edges_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pushes: {list}." |
*
* @param {Trainer_Edges_PushesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_pushes: ((inputs: Trainer_Edges_PushesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_PushesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edge, exactly" |
*
* @param {Trainer_Edges_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_title: ((inputs?: Trainer_Edges_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The figures wait for: {fields}." |
*
* @param {Trainer_Edges_WaitingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_waiting: ((inputs: Trainer_Edges_WaitingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WaitingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "was {pct}" |
*
* @param {Trainer_Edges_WasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_was: ((inputs: Trainer_Edges_WasInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WasInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Trainer_Edges_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_wins: ((inputs?: Trainer_Edges_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Trainer_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edit: ((inputs?: Trainer_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export" |
*
* @param {Trainer_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_export: ((inputs?: Trainer_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Form_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name: ((inputs?: Trainer_Form_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The name must not be empty." |
*
* @param {Trainer_Form_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_empty: ((inputs?: Trainer_Form_Name_EmptyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Name_EmptyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name: {error}" |
*
* @param {Trainer_Form_Name_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_error: ((inputs: Trainer_Form_Name_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Name_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Form_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff: ((inputs?: Trainer_Form_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number {error}." |
*
* @param {Trainer_Form_Staff_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_error: ((inputs: Trainer_Form_Staff_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Staff_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(optional, unique)" |
*
* @param {Trainer_Form_Staff_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_hint: ((inputs?: Trainer_Form_Staff_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Staff_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trainer_HistoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history: ((inputs?: Trainer_HistoryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_HistoryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "An attempt recorded on another station of the training room is listed with its result as the room has it; its record, its replay and its signed report are on..." |
*
* @param {Trainer_History_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_elsewhere: ((inputs?: Trainer_History_ElsewhereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_History_ElsewhereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No assessment attempt yet." |
*
* @param {Trainer_History_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_none: ((inputs?: Trainer_History_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_History_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{items} items" |
*
* @param {Trainer_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_items: ((inputs: Trainer_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep editing" |
*
* @param {Trainer_Keep_EditingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_editing: ((inputs?: Trainer_Keep_EditingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keep_EditingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Trainer_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_it: ((inputs?: Trainer_Keep_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keep_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Key_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_export: ((inputs?: Trainer_Key_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Key_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "refresh" |
*
* @param {Trainer_Key_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_refresh: ((inputs?: Trainer_Key_RefreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Key_RefreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reports are signed on this PC. To verify a report signed on another training PC, trust its public key." |
*
* @param {Trainer_Keys_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_about: ((inputs?: Trainer_Keys_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "archive" |
*
* @param {Trainer_Keys_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_archive: ((inputs?: Trainer_Keys_ArchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ArchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "change tab" |
*
* @param {Trainer_Keys_Change_TabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_change_tab: ((inputs?: Trainer_Keys_Change_TabInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_Change_TabInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "delete" |
*
* @param {Trainer_Keys_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_delete: ((inputs?: Trainer_Keys_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "duplicate" |
*
* @param {Trainer_Keys_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_duplicate: ((inputs?: Trainer_Keys_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "edit" |
*
* @param {Trainer_Keys_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_edit: ((inputs?: Trainer_Keys_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Keys_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_export: ((inputs?: Trainer_Keys_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name it" |
*
* @param {Trainer_Keys_Name_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_name_it: ((inputs?: Trainer_Keys_Name_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_Name_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This installation" |
*
* @param {Trainer_Keys_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_own: ((inputs?: Trainer_Keys_OwnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_OwnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Another training PC's public key (signing-key.pub)" |
*
* @param {Trainer_Keys_PemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_pem: ((inputs?: Trainer_Keys_PemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_PemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "rename" |
*
* @param {Trainer_Keys_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_rename: ((inputs?: Trainer_Keys_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "select" |
*
* @param {Trainer_Keys_SelectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_select: ((inputs?: Trainer_Keys_SelectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_SelectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show signing keys" |
*
* @param {Trainer_Keys_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_show: ((inputs?: Trainer_Keys_ShowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ShowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "tick for an assignment" |
*
* @param {Trainer_Keys_TickInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_tick: ((inputs?: Trainer_Keys_TickInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TickInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signing keys" |
*
* @param {Trainer_Keys_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_title: ((inputs?: Trainer_Keys_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trust this key" |
*
* @param {Trainer_Keys_TrustInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trust: ((inputs?: Trainer_Keys_TrustInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TrustInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted: {label}" |
*
* @param {Trainer_Keys_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trusted: ((inputs: Trainer_Keys_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the editor without saving? The changes made since the last save are lost." |
*
* @param {Trainer_Leave_Unsaved_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_message: ((inputs?: Trainer_Leave_Unsaved_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Unsaved_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the editor without saving" |
*
* @param {Trainer_Leave_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_title: ((inputs?: Trainer_Leave_Unsaved_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Unsaved_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave without saving" |
*
* @param {Trainer_Leave_Without_SavingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_without_saving: ((inputs?: Trainer_Leave_Without_SavingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Without_SavingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The retake rules still count every attempt the ledger holds. Each finding is a row in the Audit tab." |
*
* @param {Trainer_Ledger_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_about: ((inputs?: Trainer_Ledger_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment records have been changed outside the app." |
*
* @param {Trainer_Ledger_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_changed: ((inputs?: Trainer_Ledger_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when}: {message}" |
*
* @param {Trainer_Ledger_EarlierInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_earlier: ((inputs: Trainer_Ledger_EarlierInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_EarlierInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The attempts ledger does not check: {problem}." |
*
* @param {Trainer_Ledger_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_problem: ((inputs: Trainer_Ledger_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The attempts ledger could not be checked: {error}" |
*
* @param {Trainer_Ledger_UncheckedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_unchecked: ((inputs: Trainer_Ledger_UncheckedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_UncheckedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "," |
*
* @param {Trainer_List_CommaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_list_comma: ((inputs?: Trainer_List_CommaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_List_CommaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_assessment: ((inputs?: Trainer_Mode_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Mode_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Trainer_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_practice: ((inputs?: Trainer_Mode_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Mode_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No candidates yet." |
*
* @param {Trainer_No_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_candidates: ((inputs?: Trainer_No_CandidatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_No_CandidatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainees yet: add one (" |
*
* @param {Trainer_No_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_trainees: ((inputs?: Trainer_No_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_No_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Trainer_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_not_yet: ((inputs?: Trainer_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing assigned." |
*
* @param {Trainer_Nothing_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_nothing_assigned: ((inputs?: Trainer_Nothing_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Nothing_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical grades countersigned by {name}." |
*
* @param {Trainer_Notice_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_countersigned: ((inputs: Trainer_Notice_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode changed." |
*
* @param {Trainer_Notice_Passcode_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_changed: ((inputs?: Trainer_Notice_Passcode_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Passcode_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode set." |
*
* @param {Trainer_Notice_Passcode_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_set: ((inputs?: Trainer_Notice_Passcode_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Passcode_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical grades saved." |
*
* @param {Trainer_Notice_Practical_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_practical_saved: ((inputs?: Trainer_Notice_Practical_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Practical_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the CSV to {path}. It is not signed: file the PDF or the JSON as the record." |
*
* @param {Trainer_Notice_Saved_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_csv: ((inputs: Trainer_Notice_Saved_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Saved_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the signed {format} to {path}." |
*
* @param {Trainer_Notice_Saved_SignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_signed: ((inputs: Trainer_Notice_Saved_SignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Saved_SignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted {label} ({fingerprint})." |
*
* @param {Trainer_Notice_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_trusted: ((inputs: Trainer_Notice_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Trainer_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open: ((inputs?: Trainer_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open it on {station}" |
*
* @param {Trainer_Open_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open_on: ((inputs: Trainer_Open_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Open_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Trainer_OptionalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_optional: ((inputs?: Trainer_OptionalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OptionalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "or" |
*
* @param {Trainer_OrInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_or: ((inputs?: Trainer_OrInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OrInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Trainer_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_fail: ((inputs?: Trainer_Outcome_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Trainer_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_pass: ((inputs?: Trainer_Outcome_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Trainer_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_retake: ((inputs?: Trainer_Outcome_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ")" |
*
* @param {Trainer_Paren_EndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_paren_end: ((inputs?: Trainer_Paren_EndInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Paren_EndInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type it again" |
*
* @param {Trainer_Pass_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_again: ((inputs?: Trainer_Pass_AgainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_AgainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Change the trainer passcode" |
*
* @param {Trainer_Pass_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_change_title: ((inputs?: Trainer_Pass_Change_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Change_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Current passcode" |
*
* @param {Trainer_Pass_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_current: ((inputs?: Trainer_Pass_CurrentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_CurrentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The two passcodes differ." |
*
* @param {Trainer_Pass_DifferInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_differ: ((inputs?: Trainer_Pass_DifferInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_DifferInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Trainer_Pass_Mode_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_mode_title: ((inputs?: Trainer_Pass_Mode_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Mode_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New passcode" |
*
* @param {Trainer_Pass_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_new: ((inputs?: Trainer_Pass_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passcode" |
*
* @param {Trainer_Pass_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_passcode: ((inputs?: Trainer_Pass_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save passcode" |
*
* @param {Trainer_Pass_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_save: ((inputs?: Trainer_Pass_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer actions (assessments, every candidate's results, reports, importing sets) are kept behind a passcode. Choose one of at least 8 characters that is not..." |
*
* @param {Trainer_Pass_Set_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_about: ((inputs?: Trainer_Pass_Set_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Set_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set a trainer passcode" |
*
* @param {Trainer_Pass_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_title: ((inputs?: Trainer_Pass_Set_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Set_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock" |
*
* @param {Trainer_Pass_UnlockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock: ((inputs?: Trainer_Pass_UnlockInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_UnlockInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the trainer passcode. Trainer mode locks itself after 10 idle minutes." |
*
* @param {Trainer_Pass_Unlock_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock_about: ((inputs?: Trainer_Pass_Unlock_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Unlock_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Clear PIN" |
*
* @param {Trainer_Pin_ClearInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_clear: ((inputs?: Trainer_Pin_ClearInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pin_ClearInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name}'s PIN is cleared: they can set a new one on their home screen." |
*
* @param {Trainer_Pin_ClearedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_cleared: ((inputs: Trainer_Pin_ClearedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pin_ClearedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark (%)" |
*
* @param {Trainer_Pm_Col_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_mark: ((inputs?: Trainer_Pm_Col_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time target (s)" |
*
* @param {Trainer_Pm_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_median: ((inputs?: Trainer_Pm_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Pm_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_skill: ((inputs?: Trainer_Pm_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass marks" |
*
* @param {Trainer_Pm_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_legend: ((inputs?: Trainer_Pm_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark, {skill} (%)" |
*
* @param {Trainer_Pm_Mark_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_mark_of: ((inputs: Trainer_Pm_Mark_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Mark_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time target, {skill} (seconds)" |
*
* @param {Trainer_Pm_Median_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_median_of: ((inputs: Trainer_Pm_Median_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Median_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Trainer_Pm_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_none: ((inputs?: Trainer_Pm_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Overall pass mark (%)" |
*
* @param {Trainer_Pm_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_overall: ((inputs?: Trainer_Pm_OverallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_OverallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded against {title}, the built-in default" |
*
* @param {Trainer_Practical_Against_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_default: ((inputs: Trainer_Practical_Against_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Against_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded against {title}, revision {revision}" |
*
* @param {Trainer_Practical_Against_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_revision: ((inputs: Trainer_Practical_Against_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Against_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a grade to see what the standard asks for it." |
*
* @param {Trainer_Practical_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_choose: ((inputs?: Trainer_Practical_ChooseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ChooseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Trainer_Practical_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_comment: ((inputs?: Trainer_Practical_CommentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CommentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "I, {name}, watched this sitting and confirm these grades." |
*
* @param {Trainer_Practical_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_confirm: ((inputs: Trainer_Practical_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersign" |
*
* @param {Trainer_Practical_CountersignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersign: ((inputs?: Trainer_Practical_CountersignInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CountersignInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersigned by {name} on {when}." |
*
* @param {Trainer_Practical_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersigned: ((inputs: Trainer_Practical_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fails {area}" |
*
* @param {Trainer_Practical_Fails_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_area: ((inputs: Trainer_Practical_Fails_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Fails_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fails the practical part" |
*
* @param {Trainer_Practical_Fails_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_part: ((inputs?: Trainer_Practical_Fails_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Fails_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area} grade" |
*
* @param {Trainer_Practical_Grade_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_grade_of: ((inputs: Trainer_Practical_Grade_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Grade_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". Keys: on a grade" |
*
* @param {Trainer_Practical_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_keys: ((inputs?: Trainer_Practical_KeysInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_KeysInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The standard lists no red line for these areas." |
*
* @param {Trainer_Practical_No_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_no_red: ((inputs?: Trainer_Practical_No_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_No_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part: {outcome}" |
*
* @param {Trainer_Practical_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_part: ((inputs: Trainer_Practical_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the practical standard…" |
*
* @param {Trainer_Practical_ReadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_reading: ((inputs?: Trainer_Practical_ReadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ReadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines observed" |
*
* @param {Trainer_Practical_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_red_lines: ((inputs?: Trainer_Practical_Red_LinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Red_LinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The second assessor must be someone other than {assessor}." |
*
* @param {Trainer_Practical_Same_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_same_assessor: ((inputs: Trainer_Practical_Same_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Same_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save the practical grades" |
*
* @param {Trainer_Practical_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_save: ((inputs?: Trainer_Practical_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(the saved grades used revision {revision})" |
*
* @param {Trainer_Practical_Saved_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_saved_revision: ((inputs: Trainer_Practical_Saved_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Saved_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Second assessor" |
*
* @param {Trainer_Practical_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second: ((inputs?: Trainer_Practical_SecondInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_SecondInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A second assessor who watched the sitting confirms the saved grades. Saving the grades again clears the countersign." |
*
* @param {Trainer_Practical_Second_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second_about: ((inputs?: Trainer_Practical_Second_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Second_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the second assessor" |
*
* @param {Trainer_Practical_The_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_the_second: ((inputs?: Trainer_Practical_The_SecondInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_The_SecondInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Trainer_Practical_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_title: ((inputs?: Trainer_Practical_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer:" |
*
* @param {Trainer_Preview_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_answer: ((inputs?: Trainer_Preview_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No items: fix the fields marked above first." |
*
* @param {Trainer_Preview_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_none: ((inputs?: Trainer_Preview_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· red line" |
*
* @param {Trainer_Preview_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_red_line: ((inputs?: Trainer_Preview_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Section {n}" |
*
* @param {Trainer_Preview_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_section: ((inputs: Trainer_Preview_SectionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_SectionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(the app's targets)" |
*
* @param {Trainer_Prof_App_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_app_targets: ((inputs?: Trainer_Prof_App_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_App_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in (read-only)" |
*
* @param {Trainer_Prof_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_group: ((inputs?: Trainer_Prof_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A built-in profile cannot be deleted." |
*
* @param {Trainer_Prof_Builtin_No_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_no_delete: ((inputs?: Trainer_Prof_Builtin_No_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Builtin_No_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close without saving your changes?" |
*
* @param {Trainer_Prof_Close_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_close_q: ((inputs?: Trainer_Prof_Close_QInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Close_QInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "commission {pays}:{per}" |
*
* @param {Trainer_Prof_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_commission: ((inputs: Trainer_Prof_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved a copy as \"{name}\": edit it and save." |
*
* @param {Trainer_Prof_Copy_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_copy_saved: ((inputs: Trainer_Prof_Copy_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Copy_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{decks} decks" |
*
* @param {Trainer_Prof_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_decks: ((inputs: Trainer_Prof_DecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_DecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the profile \"{id}\"?" |
*
* @param {Trainer_Prof_Delete_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_q: ((inputs: Trainer_Prof_Delete_QInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Delete_QInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the profile" |
*
* @param {Trainer_Prof_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_title: ((inputs?: Trainer_Prof_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted \"{id}\"." |
*
* @param {Trainer_Prof_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_deleted: ((inputs: Trainer_Prof_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting the profile" |
*
* @param {Trainer_Prof_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_delete: ((inputs?: Trainer_Prof_Doing_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicating the profile" |
*
* @param {Trainer_Prof_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_duplicate: ((inputs?: Trainer_Prof_Doing_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the house setting" |
*
* @param {Trainer_Prof_Doing_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_house: ((inputs?: Trainer_Prof_Doing_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the table profiles" |
*
* @param {Trainer_Prof_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_read: ((inputs?: Trainer_Prof_Doing_ReadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_ReadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Setting the house" |
*
* @param {Trainer_Prof_Doing_Set_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_set_house: ((inputs?: Trainer_Prof_Doing_Set_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_Set_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking where the profile is used" |
*
* @param {Trainer_Prof_Doing_UsageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_usage: ((inputs?: Trainer_Prof_Doing_UsageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_UsageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicate to edit" |
*
* @param {Trainer_Prof_Dup_To_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_dup_to_edit: ((inputs?: Trainer_Prof_Dup_To_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Dup_To_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Editing {name}" |
*
* @param {Trainer_Prof_Editor_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_edit: ((inputs: Trainer_Prof_Editor_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_Editor_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_new: ((inputs?: Trainer_Prof_Editor_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (built in, read-only)" |
*
* @param {Trainer_Prof_Editor_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_view: ((inputs: Trainer_Prof_Editor_ViewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_ViewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready goes back to the app's targets." |
*
* @param {Trainer_Prof_Floor_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_back: ((inputs?: Trainer_Prof_Floor_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Floor_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready targets:" |
*
* @param {Trainer_Prof_Floor_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_targets: ((inputs?: Trainer_Prof_Floor_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Floor_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "house targets" |
*
* @param {Trainer_Prof_House_BadgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_badge: ((inputs?: Trainer_Prof_House_BadgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_BadgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\"." |
*
* @param {Trainer_Prof_House_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now: ((inputs: Trainer_Prof_House_NowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_NowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\" (it has none of its own: the app's)." |
*
* @param {Trainer_Prof_House_Now_AppInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now_app: ((inputs: Trainer_Prof_House_Now_AppInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_Now_AppInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "↑/↓ choose · Enter open · Alt+D duplicate · Del delete · Alt+H house targets" |
*
* @param {Trainer_Prof_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_keys: ((inputs?: Trainer_Prof_KeysInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_KeysInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profiles" |
*
* @param {Trainer_Prof_ListInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_list: ((inputs?: Trainer_Prof_ListInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_ListInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} saved drill sets embed a copy of it ({titles}); they keep working with that copy." |
*
* @param {Trainer_Prof_Many_EmbedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_many_embed: ((inputs: Trainer_Prof_Many_EmbedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Many_EmbedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_new: ((inputs?: Trainer_Prof_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No saved drill set embeds it." |
*
* @param {Trainer_Prof_No_Set_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_no_set_embeds: ((inputs?: Trainer_Prof_No_Set_EmbedsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_No_Set_EmbedsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None yet: duplicate a built-in profile or start a new one." |
*
* @param {Trainer_Prof_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_none: ((inputs?: Trainer_Prof_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 saved drill set embeds a copy of it ({titles}); it keeps working with that copy." |
*
* @param {Trainer_Prof_One_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_one_embeds: ((inputs: Trainer_Prof_One_EmbedsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_One_EmbedsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your profiles" |
*
* @param {Trainer_Prof_Own_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_own_group: ((inputs?: Trainer_Prof_Own_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Own_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The practice table goes back to Tasmania." |
*
* @param {Trainer_Prof_Practice_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_practice_back: ((inputs?: Trainer_Prof_Practice_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Practice_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} fields need fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_many: ((inputs: Trainer_Prof_Problems_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Problems_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 field needs fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_one: ((inputs: Trainer_Prof_Problems_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Problems_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved \"{name}\"." |
*
* @param {Trainer_Prof_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_saved: ((inputs: Trainer_Prof_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "six pays half" |
*
* @param {Trainer_Prof_Six_HalfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_six_half: ((inputs?: Trainer_Prof_Six_HalfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Six_HalfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie {pays}:{per}" |
*
* @param {Trainer_Prof_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_tie: ((inputs: Trainer_Prof_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Prof_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_title: ((inputs?: Trainer_Prof_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Use its targets" |
*
* @param {Trainer_Prof_Use_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_use_targets: ((inputs?: Trainer_Prof_Use_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Use_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer: {answer}" |
*
* @param {Trainer_Record_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_answer: ((inputs: Trainer_Record_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Record_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_assessor: ((inputs?: Trainer_Record_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Trainer_Record_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_attempt_of: ((inputs: Trainer_Record_Attempt_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Attempt_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct: {answer}" |
*
* @param {Trainer_Record_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_correct: ((inputs: Trainer_Record_CorrectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_CorrectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Trainer_Record_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_date: ((inputs?: Trainer_Record_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Trainer_Record_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_house: ((inputs?: Trainer_Record_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test: failed" |
*
* @param {Trainer_Record_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_failed: ((inputs?: Trainer_Record_Knowledge_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{correct} of {items} items right ({accuracy}; pass mark {mark}) · {timedOut} timed out" |
*
* @param {Trainer_Record_Knowledge_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_line: ((inputs: Trainer_Record_Knowledge_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test: passed" |
*
* @param {Trainer_Record_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_passed: ((inputs?: Trainer_Record_Knowledge_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "left {count}×" |
*
* @param {Trainer_Record_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_left: ((inputs: Trainer_Record_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Print this page" |
*
* @param {Trainer_Record_PrintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_print: ((inputs?: Trainer_Record_PrintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_PrintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line at item {item}: {label}" |
*
* @param {Trainer_Record_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_red_line: ((inputs: Trainer_Record_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replay item by item" |
*
* @param {Trainer_Record_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay: ((inputs?: Trainer_Record_ReplayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_ReplayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replay from the seed" |
*
* @param {Trainer_Record_Replay_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay_title: ((inputs?: Trainer_Record_Replay_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Replay_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Trainer_Record_ReportsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_reports: ((inputs?: Trainer_Record_ReportsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_ReportsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save CSV" |
*
* @param {Trainer_Record_Save_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_csv: ((inputs?: Trainer_Record_Save_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save signed JSON" |
*
* @param {Trainer_Record_Save_JsonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_json: ((inputs?: Trainer_Record_Save_JsonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_JsonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save PDF" |
*
* @param {Trainer_Record_Save_PdfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_pdf: ((inputs?: Trainer_Record_Save_PdfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_PdfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Trainer_Record_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seed: ((inputs?: Trainer_Record_SeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_SeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seed} (seeding {seeding})" |
*
* @param {Trainer_Record_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seeding: ((inputs: Trainer_Record_SeedingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_SeedingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (version {version})" |
*
* @param {Trainer_Record_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_set_version: ((inputs: Trainer_Record_Set_VersionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Set_VersionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Trainer_Record_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_timed_out: ((inputs?: Trainer_Record_Timed_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Timed_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the recovery code kept in the safe (4 groups of 5 letters and digits) and choose a new passcode. The app makes a new signing key (reports signed before..." |
*
* @param {Trainer_Recover_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_about: ((inputs?: Trainer_Recover_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Trainer_Recover_CodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_code: ((inputs?: Trainer_Recover_CodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_CodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recover" |
*
* @param {Trainer_Recover_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_submit: ((inputs?: Trainer_Recover_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot the trainer passcode?" |
*
* @param {Trainer_Recover_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_title: ((inputs?: Trainer_Recover_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The passcode was recovered on {when}." |
*
* @param {Trainer_Recovered_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovered_on: ((inputs: Trainer_Recovered_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovered_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Write it down and keep it in the safe. It is the only way back into trainer mode if the passcode is forgotten, and it is shown only this once." |
*
* @param {Trainer_Recovery_Code_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_about: ((inputs?: Trainer_Recovery_Code_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_Code_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The recovery code" |
*
* @param {Trainer_Recovery_Code_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_title: ((inputs?: Trainer_Recovery_Code_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_Code_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "I have kept it" |
*
* @param {Trainer_Recovery_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_kept: ((inputs?: Trainer_Recovery_KeptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_KeptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trainer_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_refresh: ((inputs?: Trainer_RefreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RefreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Trainer_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove: ((inputs?: Trainer_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Trainer_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove_named: ((inputs: Trainer_Remove_NamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Remove_NamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Trainer_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_rename: ((inputs?: Trainer_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace it" |
*
* @param {Trainer_Replace_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_replace_it: ((inputs?: Trainer_Replace_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Replace_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Trainer_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_fail: ((inputs?: Trainer_Result_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Trainer_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_in_progress: ((inputs?: Trainer_Result_In_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_In_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Trainer_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pass: ((inputs?: Trainer_Result_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done: practical not graded yet" |
*
* @param {Trainer_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pending: ((inputs?: Trainer_Result_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done: practical area to retake ({areas})" |
*
* @param {Trainer_Result_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_retake: ((inputs: Trainer_Result_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Everything recorded here is in the room." |
*
* @param {Trainer_Room_All_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_all_in: ((inputs?: Trainer_Room_All_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_All_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "already in the room" |
*
* @param {Trainer_Room_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_already: ((inputs?: Trainer_Room_AlreadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_AlreadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(assessment)" |
*
* @param {Trainer_Room_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_assessment: ((inputs?: Trainer_Room_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Trainer_Room_Col_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_answers: ((inputs?: Trainer_Room_Col_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Trainer_Room_Col_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_ended: ((inputs?: Trainer_Room_Col_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee here" |
*
* @param {Trainer_Room_Col_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_here: ((inputs?: Trainer_Room_Col_HereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_HereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "In the room" |
*
* @param {Trainer_Room_Col_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_in_room: ((inputs?: Trainer_Room_Col_In_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_In_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last" |
*
* @param {Trainer_Room_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_last: ((inputs?: Trainer_Room_Col_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Room_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_right: ((inputs?: Trainer_Room_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Trainer_Room_Col_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_session: ((inputs?: Trainer_Room_Col_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Room_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_sessions: ((inputs?: Trainer_Room_Col_SessionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_SessionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Room_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_staff: ((inputs?: Trainer_Room_Col_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Room_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_started: ((inputs?: Trainer_Room_Col_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Room_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_station: ((inputs?: Trainer_Room_Col_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Stations" |
*
* @param {Trainer_Room_Col_StationsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_stations: ((inputs?: Trainer_Room_Col_StationsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StationsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as revision {revision} in the training room. Another trainer saved revision {theirs} on station {station}{at} since you opened this {what}: yours is ke..." |
*
* @param {Trainer_Room_ConflictInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict: ((inputs: Trainer_Room_ConflictInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_ConflictInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "at {when}" |
*
* @param {Trainer_Room_Conflict_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict_at: ((inputs: Trainer_Room_Conflict_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Conflict_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Room dashboard" |
*
* @param {Trainer_Room_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_dashboard: ((inputs?: Trainer_Room_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Database" |
*
* @param {Trainer_Room_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_database: ((inputs?: Trainer_Room_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every trainee, over every station of the room" |
*
* @param {Trainer_Room_Every_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_every_trainee: ((inputs?: Trainer_Room_Every_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Every_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Host" |
*
* @param {Trainer_Room_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_host: ((inputs?: Trainer_Room_HostInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_HostInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Join the room" |
*
* @param {Trainer_Room_JoinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_join: ((inputs?: Trainer_Room_JoinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_JoinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last push: {when}." |
*
* @param {Trainer_Room_Last_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_last_push: ((inputs: Trainer_Room_Last_PushInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Last_PushInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Several PCs share one record on the room's PostgreSQL database. Each PC keeps working on its own when the network is down; what it records reaches the room w..." |
*
* @param {Trainer_Room_LeadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_lead: ((inputs?: Trainer_Room_LeadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_LeadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the room" |
*
* @param {Trainer_Room_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_leave: ((inputs?: Trainer_Room_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This computer has no keyring to seal the password, so it is kept only until the app closes: enter it again after a restart." |
*
* @param {Trainer_Room_MemoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_memory: ((inputs?: Trainer_Room_MemoryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_MemoryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The password could not be read back: enter it again and save." |
*
* @param {Trainer_Room_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_missing: ((inputs?: Trainer_Room_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the room’s database name." |
*
* @param {Trainer_Room_Need_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_database: ((inputs?: Trainer_Room_Need_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the room’s host (its name or IP address)." |
*
* @param {Trainer_Room_Need_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_host: ((inputs?: Trainer_Room_Need_HostInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_HostInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password IT gave you for this role." |
*
* @param {Trainer_Room_Need_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_password: ((inputs?: Trainer_Room_Need_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The port is a number from 1 to 65535." |
*
* @param {Trainer_Room_Need_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_port: ((inputs?: Trainer_Room_Need_PortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_PortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Give this PC a station name (as trainers will see it)." |
*
* @param {Trainer_Room_Need_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_station: ((inputs?: Trainer_Room_Need_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "new trainee" |
*
* @param {Trainer_Room_New_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_new_trainee: ((inputs?: Trainer_Room_New_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_New_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No session yet." |
*
* @param {Trainer_Room_No_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_no_session: ((inputs?: Trainer_Room_No_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_No_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee has practised in the room yet." |
*
* @param {Trainer_Room_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_none: ((inputs?: Trainer_Room_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Trainer_Room_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_password: ((inputs?: Trainer_Room_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC's trainees in the room" |
*
* @param {Trainer_Room_Pc_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pc_trainees: ((inputs?: Trainer_Room_Pc_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Pc_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) waiting to reach the room." |
*
* @param {Trainer_Room_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pending: ((inputs: Trainer_Room_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Port" |
*
* @param {Trainer_Room_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_port: ((inputs?: Trainer_Room_PortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview what joins" |
*
* @param {Trainer_Room_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_preview: ((inputs?: Trainer_Room_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Push now" |
*
* @param {Trainer_Room_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_push: ((inputs?: Trainer_Room_PushInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PushInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) refused by the room are kept on this PC." |
*
* @param {Trainer_Room_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_refused: ((inputs: Trainer_Room_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trainer_Room_RoleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role: ((inputs?: Trainer_Room_RoleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_RoleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station (bdt_station)" |
*
* @param {Trainer_Room_Role_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_station: ((inputs?: Trainer_Room_Role_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Role_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer (bdt_trainer)" |
*
* @param {Trainer_Room_Role_TrainerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_trainer: ((inputs?: Trainer_Room_Role_TrainerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Role_TrainerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save and reconnect" |
*
* @param {Trainer_Room_Save_ReconnectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_save_reconnect: ((inputs?: Trainer_Room_Save_ReconnectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Save_ReconnectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "stored (sealed)" |
*
* @param {Trainer_Room_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sealed: ((inputs?: Trainer_Room_SealedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_SealedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions on every station of the training room" |
*
* @param {Trainer_Room_Sessions_EveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_every: ((inputs?: Trainer_Room_Sessions_EveryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_EveryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions on this PC" |
*
* @param {Trainer_Room_Sessions_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_here: ((inputs?: Trainer_Room_Sessions_HereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_HereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) from the room were not what they should be and are left out." |
*
* @param {Trainer_Room_Sessions_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_refused: ((inputs: Trainer_Room_Sessions_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station name" |
*
* @param {Trainer_Room_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_station: ((inputs?: Trainer_Room_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Test the connection" |
*
* @param {Trainer_Room_TestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_test: ((inputs?: Trainer_Room_TestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC in the room" |
*
* @param {Trainer_Room_This_PcInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_this_pc: ((inputs?: Trainer_Room_This_PcInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_This_PcInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Room_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_title: ((inputs?: Trainer_Room_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Require TLS (encrypted connection)" |
*
* @param {Trainer_Room_TlsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_tls: ((inputs?: Trainer_Room_TlsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TlsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "; the room has {count} of those sessions already and they are not sent twice" |
*
* @param {Trainer_Room_Upload_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_already: ((inputs: Trainer_Room_Upload_AlreadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_AlreadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{sessions} session(s) with {responses} answer(s), {attempts} assessment attempt(s) and {grades} practical grade(s) recorded on this PC" |
*
* @param {Trainer_Room_Upload_CountsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_counts: ((inputs: Trainer_Room_Upload_CountsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_CountsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". Nothing on this PC is deleted." |
*
* @param {Trainer_Room_Upload_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_nothing_deleted: ((inputs?: Trainer_Room_Upload_Nothing_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_Nothing_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What joining uploads" |
*
* @param {Trainer_Room_UploadsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_uploads: ((inputs?: Trainer_Room_UploadsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_UploadsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Trainer_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_save: ((inputs?: Trainer_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a section" |
*
* @param {Trainer_Se_Add_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_add_section: ((inputs?: Trainer_Se_Add_SectionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Add_SectionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment (results at the end)" |
*
* @param {Trainer_Se_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_assessment: ((inputs?: Trainer_Se_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the list" |
*
* @param {Trainer_Se_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_back: ((inputs?: Trainer_Se_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built-in set (read-only)" |
*
* @param {Trainer_Se_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin: ((inputs?: Trainer_Se_BuiltinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_BuiltinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Se_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin_group: ((inputs?: Trainer_Se_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Carried by this set" |
*
* @param {Trainer_Se_CarriedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_carried: ((inputs?: Trainer_Se_CarriedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_CarriedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Trainer_Se_CheckingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_checking: ((inputs?: Trainer_Se_CheckingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_CheckingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Decks" |
*
* @param {Trainer_Se_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks: ((inputs?: Trainer_Se_DecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_DecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(empty: the profile's)" |
*
* @param {Trainer_Se_Decks_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks_hint: ((inputs?: Trainer_Se_Decks_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Decks_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Trainer_Se_DescriptionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_description: ((inputs?: Trainer_Se_DescriptionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_DescriptionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit the drill set" |
*
* @param {Trainer_Se_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_edit: ((inputs?: Trainer_Se_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hard time limit: a step not answered in time is wrong and the next item comes (otherwise a late answer is marked \"too slow\")" |
*
* @param {Trainer_Se_Hard_LimitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_hard_limit: ((inputs?: Trainer_Se_Hard_LimitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Hard_LimitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill set editor" |
*
* @param {Trainer_Se_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_label: ((inputs?: Trainer_Se_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Trainer_Se_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode: ((inputs?: Trainer_Se_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Trainer_Se_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode_label: ((inputs?: Trainer_Se_Mode_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Mode_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New drill set" |
*
* @param {Trainer_Se_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new: ((inputs?: Trainer_Se_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New sample" |
*
* @param {Trainer_Se_New_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new_sample: ((inputs?: Trainer_Se_New_SampleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_New_SampleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No problems found" |
*
* @param {Trainer_Se_No_ProblemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_no_problems: ((inputs?: Trainer_Se_No_ProblemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_No_ProblemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice (feedback after each answer)" |
*
* @param {Trainer_Se_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_practice: ((inputs?: Trainer_Se_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview: ((inputs?: Trainer_Se_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(a new sample each time:" |
*
* @param {Trainer_Se_Preview_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_hint: ((inputs?: Trainer_Se_Preview_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Preview_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_title: ((inputs?: Trainer_Se_Preview_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Preview_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Trainer_Se_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_profile: ((inputs?: Trainer_Se_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Read the stacks: no amount written under any pile on the table, in every section (the trainee counts the chips)" |
*
* @param {Trainer_Se_Read_StacksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_read_stacks: ((inputs?: Trainer_Se_Read_StacksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Read_StacksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Trainer_Se_SectionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_sections: ((inputs?: Trainer_Se_SectionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_SectionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This set carries an older copy of “{name}”: the house rules were changed since." |
*
* @param {Trainer_Se_StaleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_stale: ((inputs: Trainer_Se_StaleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_StaleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Se_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_title: ((inputs?: Trainer_Se_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} to fix" |
*
* @param {Trainer_Se_To_FixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_to_fix: ((inputs: Trainer_Se_To_FixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_To_FixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Use the current house rules" |
*
* @param {Trainer_Se_Use_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_use_current: ((inputs?: Trainer_Se_Use_CurrentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Use_CurrentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your house rules" |
*
* @param {Trainer_Se_Your_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_your_rules: ((inputs?: Trainer_Se_Your_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Your_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Trainer_Sec_BasicInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_basic: ((inputs?: Trainer_Sec_BasicInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_BasicInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a case…" |
*
* @param {Trainer_Sec_Choose_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_choose_case: ((inputs?: Trainer_Sec_Choose_CaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Choose_CaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Difficulty" |
*
* @param {Trainer_Sec_DifficultyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_difficulty: ((inputs?: Trainer_Sec_DifficultyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_DifficultyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Trainer_Sec_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_down: ((inputs?: Trainer_Sec_DownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_DownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{labels} mean nothing for {kind}, so they were taken off." |
*
* @param {Trainer_Sec_Dropped_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_many: ((inputs: Trainer_Sec_Dropped_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Dropped_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{labels} means nothing for {kind}, so it was taken off." |
*
* @param {Trainer_Sec_Dropped_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_one: ((inputs: Trainer_Sec_Dropped_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Dropped_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hard" |
*
* @param {Trainer_Sec_HardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_hard: ((inputs?: Trainer_Sec_HardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_HardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Trainer_Sec_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_items: ((inputs?: Trainer_Sec_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill kind" |
*
* @param {Trainer_Sec_KindInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_kind: ((inputs?: Trainer_Sec_KindInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_KindInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Section {n}: {kind}" |
*
* @param {Trainer_Sec_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_legend: ((inputs: Trainer_Sec_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Only items where…" |
*
* @param {Trainer_Sec_OnlyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_only: ((inputs?: Trainer_Sec_OnlyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_OnlyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove section" |
*
* @param {Trainer_Sec_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_remove: ((inputs?: Trainer_Sec_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seconds per item" |
*
* @param {Trainer_Sec_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_seconds: ((inputs?: Trainer_Sec_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Trainer_Sec_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_standard: ((inputs?: Trainer_Sec_StandardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_StandardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Target a case" |
*
* @param {Trainer_Sec_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target: ((inputs?: Trainer_Sec_TargetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_TargetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(fills in the constraints below)" |
*
* @param {Trainer_Sec_Target_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target_hint: ((inputs?: Trainer_Sec_Target_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Target_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Timed" |
*
* @param {Trainer_Sec_TimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_timed: ((inputs?: Trainer_Sec_TimedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_TimedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Undo: back to {kind}" |
*
* @param {Trainer_Sec_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_undo: ((inputs: Trainer_Sec_UndoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UndoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Untimed" |
*
* @param {Trainer_Sec_UntimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_untimed: ((inputs?: Trainer_Sec_UntimedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UntimedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Trainer_Sec_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_up: ((inputs?: Trainer_Sec_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Trainer_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_seconds: ((inputs: Trainer_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_set_items: ((inputs: Trainer_Set_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Set_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Sets_Built_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_built_in: ((inputs?: Trainer_Sets_Built_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Built_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in (read-only: duplicate one to change it)" |
*
* @param {Trainer_Sets_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_builtin_group: ((inputs?: Trainer_Sets_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The library already has a set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_ClashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash: ((inputs: Trainer_Sets_ClashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ClashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The library already has a built-in set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_Clash_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash_builtin: ((inputs: Trainer_Sets_Clash_BuiltinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Clash_BuiltinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete “{title}”? It leaves the library; results already recorded keep the version they used (revision {revision})." |
*
* @param {Trainer_Sets_Delete_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_message: ((inputs: Trainer_Sets_Delete_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Delete_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the drill set" |
*
* @param {Trainer_Sets_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_title: ((inputs?: Trainer_Sets_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted “{title}”. Past results keep the version they used." |
*
* @param {Trainer_Sets_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_deleted: ((inputs: Trainer_Sets_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the drill set" |
*
* @param {Trainer_Sets_Doing_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_check: ((inputs?: Trainer_Sets_Doing_CheckInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_CheckInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting the drill set" |
*
* @param {Trainer_Sets_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_delete: ((inputs?: Trainer_Sets_Doing_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicating the drill set" |
*
* @param {Trainer_Sets_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_duplicate: ((inputs?: Trainer_Sets_Doing_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exporting the drill set" |
*
* @param {Trainer_Sets_Doing_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_export: ((inputs?: Trainer_Sets_Doing_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{doing}: {message}" |
*
* @param {Trainer_Sets_Doing_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_failed: ((inputs: Trainer_Sets_Doing_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Importing a drill set" |
*
* @param {Trainer_Sets_Doing_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_import: ((inputs?: Trainer_Sets_Doing_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the drill set" |
*
* @param {Trainer_Sets_Doing_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_open: ((inputs?: Trainer_Sets_Doing_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealing a preview" |
*
* @param {Trainer_Sets_Doing_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_preview: ((inputs?: Trainer_Sets_Doing_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the drill sets" |
*
* @param {Trainer_Sets_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read: ((inputs?: Trainer_Sets_Doing_ReadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ReadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the house rules" |
*
* @param {Trainer_Sets_Doing_Read_HousesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read_houses: ((inputs?: Trainer_Sets_Doing_Read_HousesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_Read_HousesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Renaming the drill set" |
*
* @param {Trainer_Sets_Doing_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_rename: ((inputs?: Trainer_Sets_Doing_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the training room" |
*
* @param {Trainer_Sets_Doing_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_room: ((inputs?: Trainer_Sets_Doing_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the drill set" |
*
* @param {Trainer_Sets_Doing_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_save: ((inputs?: Trainer_Sets_Doing_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicated as “{title}”." |
*
* @param {Trainer_Sets_DuplicatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_duplicated: ((inputs: Trainer_Sets_DuplicatedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_DuplicatedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported “{title}” to {path}." |
*
* @param {Trainer_Sets_ExportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_exported: ((inputs: Trainer_Sets_ExportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ExportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import a file…" |
*
* @param {Trainer_Sets_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_import: ((inputs?: Trainer_Sets_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Imported “{title}”." |
*
* @param {Trainer_Sets_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_imported: ((inputs: Trainer_Sets_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep both (import as a copy)" |
*
* @param {Trainer_Sets_Keep_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keep_both: ((inputs?: Trainer_Sets_Keep_BothInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keep_BothInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "On a set's title (" |
*
* @param {Trainer_Sets_Keys_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_on: ((inputs?: Trainer_Sets_Keys_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keys_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "to it):" |
*
* @param {Trainer_Sets_Keys_Tab_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_tab_to: ((inputs?: Trainer_Sets_Keys_Tab_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keys_Tab_ToInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New set" |
*
* @param {Trainer_Sets_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new: ((inputs?: Trainer_Sets_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New title for “{title}”" |
*
* @param {Trainer_Sets_New_Title_ForInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new_title_for: ((inputs: Trainer_Sets_New_Title_ForInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_New_Title_ForInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "builds one," |
*
* @param {Trainer_Sets_None_BuildsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_builds: ((inputs?: Trainer_Sets_None_BuildsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_BuildsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "on a set duplicates it." |
*
* @param {Trainer_Sets_None_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_duplicates: ((inputs?: Trainer_Sets_None_DuplicatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_DuplicatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None yet:" |
*
* @param {Trainer_Sets_None_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_yet: ((inputs?: Trainer_Sets_None_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "was not imported (nothing in the library changed):" |
*
* @param {Trainer_Sets_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_imported: ((inputs?: Trainer_Sets_Not_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not yet in the training room" |
*
* @param {Trainer_Sets_Not_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_in_room: ((inputs?: Trainer_Sets_Not_In_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_In_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: fix the fields marked below." |
*
* @param {Trainer_Sets_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_saved: ((inputs?: Trainer_Sets_Not_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your drill sets" |
*
* @param {Trainer_Sets_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_own: ((inputs?: Trainer_Sets_OwnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_OwnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed to “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_RenamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_renamed: ((inputs: Trainer_Sets_RenamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_RenamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace it…" |
*
* @param {Trainer_Sets_ReplaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace: ((inputs?: Trainer_Sets_ReplaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ReplaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace “{title}” with the set in {file}? Its revision goes up; results already recorded keep the version they used." |
*
* @param {Trainer_Sets_Replace_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_message: ((inputs: Trainer_Sets_Replace_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Replace_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace the drill set" |
*
* @param {Trainer_Sets_Replace_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_title: ((inputs?: Trainer_Sets_Replace_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Replace_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replaced “{title}” (now revision {revision})." |
*
* @param {Trainer_Sets_ReplacedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replaced: ((inputs: Trainer_Sets_ReplacedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ReplacedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Revision {revision}" |
*
* @param {Trainer_Sets_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_revision: ((inputs: Trainer_Sets_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_saved: ((inputs: Trainer_Sets_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Sets_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_title: ((inputs?: Trainer_Sets_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The app chooses the items and keeps them from the candidate. Once started, trainer mode locks: hand over the keyboard." |
*
* @param {Trainer_Start_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_about: ((inputs?: Trainer_Start_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Start_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_assessor: ((inputs?: Trainer_Start_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate's name" |
*
* @param {Trainer_Start_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_candidate: ((inputs?: Trainer_Start_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose an assessment set…" |
*
* @param {Trainer_Start_Choose_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_choose_set: ((inputs?: Trainer_Start_Choose_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_Choose_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Trainer_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set: ((inputs?: Trainer_Start_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Start_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set_items: ((inputs: Trainer_Start_Set_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_Set_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Start_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_staff: ((inputs?: Trainer_Start_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start the assessment" |
*
* @param {Trainer_Start_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_submit: ((inputs?: Trainer_Start_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start an assessment" |
*
* @param {Trainer_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_title: ((inputs?: Trainer_Start_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "An A passes its area and a fail fails it; the school sets what a B and a C mean. Each grade's criteria are shown to the assessor as they grade." |
*
* @param {Trainer_Std_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_about: ((inputs?: Trainer_Std_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add an area" |
*
* @param {Trainer_Std_Add_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_area: ((inputs?: Trainer_Std_Add_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Add_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a red line" |
*
* @param {Trainer_Std_Add_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_red: ((inputs?: Trainer_Std_Add_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Add_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Area {n} name" |
*
* @param {Trainer_Std_Area_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_area_name: ((inputs: Trainer_Std_Area_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Area_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Fails" |
*
* @param {Trainer_Std_Col_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_fails: ((inputs?: Trainer_Std_Col_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Trainer_Std_Col_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_key: ((inputs?: Trainer_Std_Col_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Trainer_Std_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_rule: ((inputs?: Trainer_Std_Col_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What the assessor saw" |
*
* @param {Trainer_Std_Col_SawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_saw: ((inputs?: Trainer_Std_Col_SawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_SawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area}: criteria for {grade}" |
*
* @param {Trainer_Std_CriteriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_criteria: ((inputs: Trainer_Std_CriteriaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_CriteriaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The built-in default (not saved yet): saving makes revision 1." |
*
* @param {Trainer_Std_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_default: ((inputs?: Trainer_Std_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Std_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_field_title: ((inputs?: Trainer_Std_Field_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Field_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area}: what a {grade} means" |
*
* @param {Trainer_Std_Grade_MeansInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_grade_means: ((inputs: Trainer_Std_Grade_MeansInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Grade_MeansInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} fails" |
*
* @param {Trainer_Std_Red_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_fails: ((inputs: Trainer_Std_Red_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} key" |
*
* @param {Trainer_Std_Red_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_key: ((inputs: Trainer_Std_Red_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n}" |
*
* @param {Trainer_Std_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_line: ((inputs: Trainer_Std_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines" |
*
* @param {Trainer_Std_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_lines: ((inputs?: Trainer_Std_Red_LinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_LinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} rule" |
*
* @param {Trainer_Std_Red_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_rule: ((inputs: Trainer_Std_Red_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove red line {n}" |
*
* @param {Trainer_Std_Remove_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_remove_red: ((inputs: Trainer_Std_Remove_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Remove_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Revision {revision}, saved {when}." |
*
* @param {Trainer_Std_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_revision: ((inputs: Trainer_Std_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as revision {revision}. Grades given from now on use it." |
*
* @param {Trainer_Std_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_saved: ((inputs: Trainer_Std_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the practical part" |
*
* @param {Trainer_Std_The_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_the_part: ((inputs?: Trainer_Std_The_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_The_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Std_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_title: ((inputs?: Trainer_Std_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Undo all changes" |
*
* @param {Trainer_Std_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_undo: ((inputs?: Trainer_Std_UndoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_UndoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Added {name}." |
*
* @param {Trainer_Ta_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_added: ((inputs: Trainer_Ta_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is archived: hidden from the trainee picker, every result kept." |
*
* @param {Trainer_Ta_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_archived: ((inputs: Trainer_Ta_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}." |
*
* @param {Trainer_Ta_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned: ((inputs: Trainer_Ta_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}, due {due}." |
*
* @param {Trainer_Ta_Assigned_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned_due: ((inputs: Trainer_Ta_Assigned_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_Assigned_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted {name}: {sessions} sessions, {answers} answers, {attempts} assessment attempts." |
*
* @param {Trainer_Ta_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_deleted: ((inputs: Trainer_Ta_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Imported {what}." |
*
* @param {Trainer_Ta_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_imported: ((inputs: Trainer_Ta_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {name}." |
*
* @param {Trainer_Ta_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_saved: ((inputs: Trainer_Ta_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is back in the trainee picker." |
*
* @param {Trainer_Ta_UnarchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unarchived: ((inputs: Trainer_Ta_UnarchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_UnarchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unassigned “{title}”." |
*
* @param {Trainer_Ta_UnassignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unassigned: ((inputs: Trainer_Ta_UnassignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_UnassignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Tab_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_assessments: ((inputs?: Trainer_Tab_AssessmentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_AssessmentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Trainer_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_audit: ((inputs?: Trainer_Tab_AuditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_AuditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Trainer_Tab_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_dashboard: ((inputs?: Trainer_Tab_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Tab_ProfilesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_profiles: ((inputs?: Trainer_Tab_ProfilesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_ProfilesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Tab_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_room: ((inputs?: Trainer_Tab_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Tab_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_sets: ((inputs?: Trainer_Tab_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Tab_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_standard: ((inputs?: Trainer_Tab_StandardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_StandardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Tab_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_trainees: ((inputs?: Trainer_Tab_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer workspace" |
*
* @param {Trainer_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tabs_label: ((inputs?: Trainer_Tabs_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tabs_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tampered" |
*
* @param {Trainer_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tampered: ((inputs?: Trainer_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Trainer_Trainees_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_add: ((inputs?: Trainer_Trainees_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "added {day}" |
*
* @param {Trainer_Trainees_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_added: ((inputs: Trainer_Trainees_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned work" |
*
* @param {Trainer_Trainees_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_assigned: ((inputs?: Trainer_Trainees_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Trainer_Trainees_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_edit_title: ((inputs: Trainer_Trainees_Edit_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Edit_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import a staff list (CSV)…" |
*
* @param {Trainer_Trainees_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_import: ((inputs?: Trainer_Trainees_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Select a trainee, or add one (" |
*
* @param {Trainer_Trainees_Select_Or_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_select_or_add: ((inputs?: Trainer_Trainees_Select_Or_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Select_Or_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Trainees_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_many: ((inputs: Trainer_Trainees_Sessions_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Sessions_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Trainees_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_one: ((inputs: Trainer_Trainees_Sessions_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Sessions_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Trainer_Trainees_Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_show_archived: ((inputs?: Trainer_Trainees_Show_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Show_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Trainees_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_title: ((inputs?: Trainer_Trainees_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unarchive" |
*
* @param {Trainer_UnarchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unarchive: ((inputs?: Trainer_UnarchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnarchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unassign" |
*
* @param {Trainer_UnassignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unassign: ((inputs?: Trainer_UnassignInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnassignInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unsaved changes." |
*
* @param {Trainer_UnsavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved: ((inputs?: Trainer_UnsavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnsavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unsaved changes" |
*
* @param {Trainer_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved_title: ((inputs?: Trainer_Unsaved_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Unsaved_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drop a report PDF or JSON here, or press Enter to choose one" |
*
* @param {Trainer_Verify_DropInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_drop: ((inputs?: Trainer_Verify_DropInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_DropInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signer {fingerprint}" |
*
* @param {Trainer_Verify_SignerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_signer: ((inputs: Trainer_Verify_SignerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_SignerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{candidate} ({staff}) · {set} · result {result} · ID {id}" |
*
* @param {Trainer_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_subject: ((inputs: Trainer_Verify_SubjectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_SubjectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: changed after it was signed" |
*
* @param {Trainer_Verify_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_tampered: ((inputs?: Trainer_Verify_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verify a report" |
*
* @param {Trainer_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_title: ((inputs?: Trainer_Verify_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Intact and signed by a trusted key" |
*
* @param {Trainer_Verify_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_trusted: ((inputs?: Trainer_Verify_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not a readable report" |
*
* @param {Trainer_Verify_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_unreadable: ((inputs?: Trainer_Verify_UnreadableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_UnreadableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Intact, but the signer is not trusted here" |
*
* @param {Trainer_Verify_UntrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_untrusted: ((inputs?: Trainer_Verify_UntrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_UntrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Trainer_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_view: ((inputs?: Trainer_ViewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ViewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assignment" |
*
* @param {Trainer_What_AssignmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_assignment: ((inputs?: Trainer_What_AssignmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_AssignmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "house rules" |
*
* @param {Trainer_What_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_house_rules: ((inputs?: Trainer_What_House_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_House_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "set" |
*
* @param {Trainer_What_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_set: ((inputs?: Trainer_What_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "IRI base" |
*
* @param {Trainer_Xapi_FieldInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_field: ((inputs?: Trainer_Xapi_FieldInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_FieldInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not set: exports use the placeholder {base}, which resolves nowhere. Give your school's own address before sending statements to a learning record store." |
*
* @param {Trainer_Xapi_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_placeholder: ((inputs: Trainer_Xapi_PlaceholderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_PlaceholderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "xAPI statements are exported under {base}." |
*
* @param {Trainer_Xapi_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_saved: ((inputs: Trainer_Xapi_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "xAPI IRI base" |
*
* @param {Trainer_Xapi_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_title: ((inputs?: Trainer_Xapi_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Trainer_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_yes: ((inputs?: Trainer_YesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_YesInputs, {
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
export type Dash_ActiveInputs = {
    count: NonNullable<unknown>;
};
export type Dash_Assign_WeakInputs = {};
export type Dash_AssignedInputs = {
    title: NonNullable<unknown>;
};
export type Dash_Assigned_DoneInputs = {
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Dash_Attempts_PassedInputs = {
    passed: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Dash_CohortInputs = {};
export type Dash_Col_ActionsInputs = {};
export type Dash_Col_AnsweredInputs = {};
export type Dash_Col_AssignedInputs = {};
export type Dash_Col_AttemptsInputs = {};
export type Dash_Col_CaseInputs = {};
export type Dash_Col_DueInputs = {};
export type Dash_Col_Error_RateInputs = {};
export type Dash_Col_FlaggedInputs = {};
export type Dash_Col_FloorInputs = {};
export type Dash_Col_LastInputs = {};
export type Dash_Col_Pass_RateInputs = {};
export type Dash_Col_SetInputs = {};
export type Dash_Col_SkillInputs = {};
export type Dash_Col_SkillsInputs = {};
export type Dash_Col_Skills_HintInputs = {};
export type Dash_Col_TraineeInputs = {};
export type Dash_Col_TraineesInputs = {};
export type Dash_Col_WrongInputs = {};
export type Dash_Export_CsvInputs = {};
export type Dash_Export_XapiInputs = {};
export type Dash_Exported_CsvInputs = {
    rows: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Dash_Exported_XapiInputs = {
    rows: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Dash_FailInputs = {};
export type Dash_FromInputs = {};
export type Dash_Most_MissedInputs = {};
export type Dash_NeverInputs = {};
export type Dash_No_AttemptsInputs = {};
export type Dash_No_MatchInputs = {};
export type Dash_Not_YetInputs = {};
export type Dash_Nothing_MissedInputs = {};
export type Dash_OpenInputs = {};
export type Dash_PaceInputs = {
    rate: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Dash_PassInputs = {};
export type Dash_Per_SetInputs = {};
export type Dash_Per_SkillInputs = {};
export type Dash_ReadyInputs = {};
export type Dash_Room_AnswersInputs = {
    count: NonNullable<unknown>;
};
export type Dash_Room_RightInputs = {
    pct: NonNullable<unknown>;
};
export type Dash_ToInputs = {};
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
export type Trainer_AcknowledgeInputs = {};
export type Trainer_Af_AreasInputs = {};
export type Trainer_Af_AttemptsInputs = {};
export type Trainer_Af_LegendInputs = {};
export type Trainer_Af_PracticalInputs = {};
export type Trainer_Af_Redline_FailsInputs = {};
export type Trainer_Af_RedlinesInputs = {};
export type Trainer_Af_WaitInputs = {};
export type Trainer_AndInputs = {};
export type Trainer_ArchiveInputs = {};
export type Trainer_ArchivedInputs = {};
export type Trainer_Assess_Change_PasscodeInputs = {};
export type Trainer_Assess_Keys_FormInputs = {};
export type Trainer_Assess_Keys_StartInputs = {};
export type Trainer_Assess_TitleInputs = {};
export type Trainer_Assess_VerifyInputs = {};
export type Trainer_Assign_ChooseInputs = {};
export type Trainer_Assign_Choose_ErrorInputs = {};
export type Trainer_Assign_DoneInputs = {};
export type Trainer_Assign_DueInputs = {
    day: NonNullable<unknown>;
};
export type Trainer_Assign_Due_ByInputs = {};
export type Trainer_Assign_Nobody_AfterInputs = {};
export type Trainer_Assign_Nobody_BeforeInputs = {};
export type Trainer_Assign_OverdueInputs = {};
export type Trainer_Assign_PastInputs = {
    due: NonNullable<unknown>;
    today: NonNullable<unknown>;
};
export type Trainer_Assign_SetInputs = {};
export type Trainer_Assign_SubmitInputs = {};
export type Trainer_Assign_TitleInputs = {};
export type Trainer_Assign_ToInputs = {};
export type Trainer_Assign_To_DoInputs = {};
export type Trainer_Assign_To_LabelInputs = {};
export type Trainer_Assign_To_NameInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Attempt_AbandonedInputs = {};
export type Trainer_Attempt_Abandoned_AnswersInputs = {
    answered: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Trainer_Attempt_AnsweredInputs = {
    answered: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Trainer_Attempt_CloseInputs = {};
export type Trainer_Attempt_FinishedInputs = {};
export type Trainer_Attempt_HomeInputs = {};
export type Trainer_Attempt_LeaveInputs = {};
export type Trainer_Attempt_Leave_ConfirmInputs = {};
export type Trainer_Attempt_Leave_MessageInputs = {};
export type Trainer_Attempt_Leave_TitleInputs = {};
export type Trainer_Attempt_LockedInputs = {};
export type Trainer_Attempt_ModeInputs = {};
export type Trainer_Attempt_ResumeInputs = {};
export type Trainer_Attempt_Sitting_AfterInputs = {};
export type Trainer_Attempt_Sitting_BeforeInputs = {};
export type Trainer_Attempt_StayInputs = {};
export type Trainer_Attempt_SummaryInputs = {
    correct: NonNullable<unknown>;
    items: NonNullable<unknown>;
};
export type Trainer_Attempt_WhoInputs = {
    name: NonNullable<unknown>;
    staff: NonNullable<unknown>;
    attempt: NonNullable<unknown>;
};
export type Trainer_Audit_AboutInputs = {};
export type Trainer_Audit_ChecksInputs = {
    rows: NonNullable<unknown>;
};
export type Trainer_Audit_Checks_SealedInputs = {
    rows: NonNullable<unknown>;
    sealed: NonNullable<unknown>;
};
export type Trainer_Audit_Col_RowInputs = {};
export type Trainer_Audit_Earlier_FaultInputs = {
    when: NonNullable<unknown>;
    row: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Trainer_Audit_ExportInputs = {};
export type Trainer_Audit_NewestInputs = {};
export type Trainer_Audit_Newest_LastInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Audit_SavedInputs = {
    rows: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Trainer_Audit_TamperedInputs = {
    problem: NonNullable<unknown>;
};
export type Trainer_Audit_Tampered_RowInputs = {
    row: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Trainer_Audit_TitleInputs = {};
export type Trainer_BackInputs = {};
export type Trainer_CancelInputs = {};
export type Trainer_CandidateInputs = {};
export type Trainer_CandidatesInputs = {};
export type Trainer_CloseInputs = {};
export type Trainer_Close_ParenInputs = {};
export type Trainer_Col_AccuracyInputs = {};
export type Trainer_Col_ActionInputs = {};
export type Trainer_Col_AttemptInputs = {};
export type Trainer_Col_DetailInputs = {};
export type Trainer_Col_Last_ActiveInputs = {};
export type Trainer_Col_MedianInputs = {};
export type Trainer_Col_NameInputs = {};
export type Trainer_Col_Pass_MarkInputs = {};
export type Trainer_Col_ResultInputs = {};
export type Trainer_Col_RightInputs = {};
export type Trainer_Col_SessionsInputs = {};
export type Trainer_Col_SetInputs = {};
export type Trainer_Col_SittingInputs = {};
export type Trainer_Col_SkillInputs = {};
export type Trainer_Col_StaffInputs = {};
export type Trainer_Col_StartedInputs = {};
export type Trainer_Col_StationInputs = {};
export type Trainer_Col_StatusInputs = {};
export type Trainer_Col_To_DoInputs = {};
export type Trainer_Col_WhenInputs = {};
export type Trainer_ConfirmInputs = {};
export type Trainer_DeleteInputs = {};
export type Trainer_Delete_Answers_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Answers_OneInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Assignments_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Assignments_OneInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Attempts_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Attempts_OneInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_EllipsisInputs = {};
export type Trainer_Delete_For_GoodInputs = {};
export type Trainer_Delete_IntroInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Delete_ItInputs = {};
export type Trainer_Delete_OutroInputs = {};
export type Trainer_Delete_PasscodeInputs = {};
export type Trainer_Delete_Passcode_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Trainer_Delete_Sessions_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_Sessions_OneInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Delete_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Delete_Type_NameInputs = {};
export type Trainer_DiscardInputs = {};
export type Trainer_DuplicateInputs = {};
export type Trainer_Edges_AboutInputs = {
    decks: NonNullable<unknown>;
    stake: NonNullable<unknown>;
};
export type Trainer_Edges_BetInputs = {};
export type Trainer_Edges_EdgeInputs = {};
export type Trainer_Edges_LabelInputs = {};
export type Trainer_Edges_PushesInputs = {
    list: NonNullable<unknown>;
};
export type Trainer_Edges_TitleInputs = {};
export type Trainer_Edges_WaitingInputs = {
    fields: NonNullable<unknown>;
};
export type Trainer_Edges_WasInputs = {
    pct: NonNullable<unknown>;
};
export type Trainer_Edges_WinsInputs = {};
export type Trainer_EditInputs = {};
export type Trainer_ExportInputs = {};
export type Trainer_Form_NameInputs = {};
export type Trainer_Form_Name_EmptyInputs = {};
export type Trainer_Form_Name_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Trainer_Form_StaffInputs = {};
export type Trainer_Form_Staff_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Trainer_Form_Staff_HintInputs = {};
export type Trainer_HistoryInputs = {};
export type Trainer_History_ElsewhereInputs = {};
export type Trainer_History_NoneInputs = {};
export type Trainer_ItemsInputs = {
    items: NonNullable<unknown>;
};
export type Trainer_Keep_EditingInputs = {};
export type Trainer_Keep_ItInputs = {};
export type Trainer_Key_ExportInputs = {};
export type Trainer_Key_RefreshInputs = {};
export type Trainer_Keys_AboutInputs = {};
export type Trainer_Keys_ArchiveInputs = {};
export type Trainer_Keys_Change_TabInputs = {};
export type Trainer_Keys_DeleteInputs = {};
export type Trainer_Keys_DuplicateInputs = {};
export type Trainer_Keys_EditInputs = {};
export type Trainer_Keys_ExportInputs = {};
export type Trainer_Keys_Name_ItInputs = {};
export type Trainer_Keys_OwnInputs = {};
export type Trainer_Keys_PemInputs = {};
export type Trainer_Keys_RenameInputs = {};
export type Trainer_Keys_SelectInputs = {};
export type Trainer_Keys_ShowInputs = {};
export type Trainer_Keys_TickInputs = {};
export type Trainer_Keys_TitleInputs = {};
export type Trainer_Keys_TrustInputs = {};
export type Trainer_Keys_TrustedInputs = {
    label: NonNullable<unknown>;
};
export type Trainer_Leave_Unsaved_MessageInputs = {};
export type Trainer_Leave_Unsaved_TitleInputs = {};
export type Trainer_Leave_Without_SavingInputs = {};
export type Trainer_Ledger_AboutInputs = {};
export type Trainer_Ledger_ChangedInputs = {};
export type Trainer_Ledger_EarlierInputs = {
    when: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Trainer_Ledger_ProblemInputs = {
    problem: NonNullable<unknown>;
};
export type Trainer_Ledger_UncheckedInputs = {
    error: NonNullable<unknown>;
};
export type Trainer_List_CommaInputs = {};
export type Trainer_Mode_AssessmentInputs = {};
export type Trainer_Mode_PracticeInputs = {};
export type Trainer_No_CandidatesInputs = {};
export type Trainer_No_TraineesInputs = {};
export type Trainer_Not_YetInputs = {};
export type Trainer_Nothing_AssignedInputs = {};
export type Trainer_Notice_CountersignedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Notice_Passcode_ChangedInputs = {};
export type Trainer_Notice_Passcode_SetInputs = {};
export type Trainer_Notice_Practical_SavedInputs = {};
export type Trainer_Notice_Saved_CsvInputs = {
    path: NonNullable<unknown>;
};
export type Trainer_Notice_Saved_SignedInputs = {
    format: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Trainer_Notice_TrustedInputs = {
    label: NonNullable<unknown>;
    fingerprint: NonNullable<unknown>;
};
export type Trainer_OpenInputs = {};
export type Trainer_Open_OnInputs = {
    station: NonNullable<unknown>;
};
export type Trainer_OptionalInputs = {};
export type Trainer_OrInputs = {};
export type Trainer_Outcome_FailInputs = {};
export type Trainer_Outcome_PassInputs = {};
export type Trainer_Outcome_RetakeInputs = {};
export type Trainer_Paren_EndInputs = {};
export type Trainer_Pass_AgainInputs = {};
export type Trainer_Pass_Change_TitleInputs = {};
export type Trainer_Pass_CurrentInputs = {};
export type Trainer_Pass_DifferInputs = {};
export type Trainer_Pass_Mode_TitleInputs = {};
export type Trainer_Pass_NewInputs = {};
export type Trainer_Pass_PasscodeInputs = {};
export type Trainer_Pass_SaveInputs = {};
export type Trainer_Pass_Set_AboutInputs = {};
export type Trainer_Pass_Set_TitleInputs = {};
export type Trainer_Pass_UnlockInputs = {};
export type Trainer_Pass_Unlock_AboutInputs = {};
export type Trainer_Pin_ClearInputs = {};
export type Trainer_Pin_ClearedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Pm_Col_MarkInputs = {};
export type Trainer_Pm_Col_MedianInputs = {};
export type Trainer_Pm_Col_SkillInputs = {};
export type Trainer_Pm_LegendInputs = {};
export type Trainer_Pm_Mark_OfInputs = {
    skill: NonNullable<unknown>;
};
export type Trainer_Pm_Median_OfInputs = {
    skill: NonNullable<unknown>;
};
export type Trainer_Pm_NoneInputs = {};
export type Trainer_Pm_OverallInputs = {};
export type Trainer_Practical_Against_DefaultInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Practical_Against_RevisionInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Trainer_Practical_ChooseInputs = {};
export type Trainer_Practical_CommentInputs = {};
export type Trainer_Practical_ConfirmInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Practical_CountersignInputs = {};
export type Trainer_Practical_CountersignedInputs = {
    name: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Trainer_Practical_Fails_AreaInputs = {
    area: NonNullable<unknown>;
};
export type Trainer_Practical_Fails_PartInputs = {};
export type Trainer_Practical_Grade_OfInputs = {
    area: NonNullable<unknown>;
};
export type Trainer_Practical_KeysInputs = {};
export type Trainer_Practical_No_RedInputs = {};
export type Trainer_Practical_PartInputs = {
    outcome: NonNullable<unknown>;
};
export type Trainer_Practical_ReadingInputs = {};
export type Trainer_Practical_Red_LinesInputs = {};
export type Trainer_Practical_Same_AssessorInputs = {
    assessor: NonNullable<unknown>;
};
export type Trainer_Practical_SaveInputs = {};
export type Trainer_Practical_Saved_RevisionInputs = {
    revision: NonNullable<unknown>;
};
export type Trainer_Practical_SecondInputs = {};
export type Trainer_Practical_Second_AboutInputs = {};
export type Trainer_Practical_The_SecondInputs = {};
export type Trainer_Practical_TitleInputs = {};
export type Trainer_Preview_AnswerInputs = {};
export type Trainer_Preview_NoneInputs = {};
export type Trainer_Preview_Red_LineInputs = {};
export type Trainer_Preview_SectionInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Prof_App_TargetsInputs = {};
export type Trainer_Prof_Builtin_GroupInputs = {};
export type Trainer_Prof_Builtin_No_DeleteInputs = {};
export type Trainer_Prof_Close_QInputs = {};
export type Trainer_Prof_CommissionInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Trainer_Prof_Copy_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Prof_DecksInputs = {
    decks: NonNullable<unknown>;
};
export type Trainer_Prof_Delete_QInputs = {
    id: NonNullable<unknown>;
};
export type Trainer_Prof_Delete_TitleInputs = {};
export type Trainer_Prof_DeletedInputs = {
    id: NonNullable<unknown>;
};
export type Trainer_Prof_Doing_DeleteInputs = {};
export type Trainer_Prof_Doing_DuplicateInputs = {};
export type Trainer_Prof_Doing_HouseInputs = {};
export type Trainer_Prof_Doing_ReadInputs = {};
export type Trainer_Prof_Doing_Set_HouseInputs = {};
export type Trainer_Prof_Doing_UsageInputs = {};
export type Trainer_Prof_Dup_To_EditInputs = {};
export type Trainer_Prof_Editor_EditInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Prof_Editor_NewInputs = {};
export type Trainer_Prof_Editor_ViewInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Prof_Floor_BackInputs = {};
export type Trainer_Prof_Floor_TargetsInputs = {};
export type Trainer_Prof_House_BadgeInputs = {};
export type Trainer_Prof_House_NowInputs = {
    id: NonNullable<unknown>;
};
export type Trainer_Prof_House_Now_AppInputs = {
    id: NonNullable<unknown>;
};
export type Trainer_Prof_KeysInputs = {};
export type Trainer_Prof_ListInputs = {};
export type Trainer_Prof_Many_EmbedInputs = {
    count: NonNullable<unknown>;
    titles: NonNullable<unknown>;
};
export type Trainer_Prof_NewInputs = {};
export type Trainer_Prof_No_Set_EmbedsInputs = {};
export type Trainer_Prof_NoneInputs = {};
export type Trainer_Prof_One_EmbedsInputs = {
    titles: NonNullable<unknown>;
};
export type Trainer_Prof_Own_GroupInputs = {};
export type Trainer_Prof_Practice_BackInputs = {};
export type Trainer_Prof_Problems_ManyInputs = {
    count: NonNullable<unknown>;
    fields: NonNullable<unknown>;
};
export type Trainer_Prof_Problems_OneInputs = {
    fields: NonNullable<unknown>;
};
export type Trainer_Prof_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Prof_Six_HalfInputs = {};
export type Trainer_Prof_TieInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Trainer_Prof_TitleInputs = {};
export type Trainer_Prof_Use_TargetsInputs = {};
export type Trainer_Record_AnswerInputs = {
    answer: NonNullable<unknown>;
};
export type Trainer_Record_AssessorInputs = {};
export type Trainer_Record_Attempt_OfInputs = {
    number: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Trainer_Record_CorrectInputs = {
    answer: NonNullable<unknown>;
};
export type Trainer_Record_DateInputs = {};
export type Trainer_Record_HouseInputs = {};
export type Trainer_Record_Knowledge_FailedInputs = {};
export type Trainer_Record_Knowledge_LineInputs = {
    correct: NonNullable<unknown>;
    items: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    mark: NonNullable<unknown>;
    timedOut: NonNullable<unknown>;
};
export type Trainer_Record_Knowledge_PassedInputs = {};
export type Trainer_Record_LeftInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Record_PrintInputs = {};
export type Trainer_Record_Red_LineInputs = {
    item: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Trainer_Record_ReplayInputs = {};
export type Trainer_Record_Replay_TitleInputs = {};
export type Trainer_Record_ReportsInputs = {};
export type Trainer_Record_Save_CsvInputs = {};
export type Trainer_Record_Save_JsonInputs = {};
export type Trainer_Record_Save_PdfInputs = {};
export type Trainer_Record_SeedInputs = {};
export type Trainer_Record_SeedingInputs = {
    seed: NonNullable<unknown>;
    seeding: NonNullable<unknown>;
};
export type Trainer_Record_Set_VersionInputs = {
    title: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
export type Trainer_Record_Timed_OutInputs = {};
export type Trainer_Recover_AboutInputs = {};
export type Trainer_Recover_CodeInputs = {};
export type Trainer_Recover_SubmitInputs = {};
export type Trainer_Recover_TitleInputs = {};
export type Trainer_Recovered_OnInputs = {
    when: NonNullable<unknown>;
};
export type Trainer_Recovery_Code_AboutInputs = {};
export type Trainer_Recovery_Code_TitleInputs = {};
export type Trainer_Recovery_KeptInputs = {};
export type Trainer_RefreshInputs = {};
export type Trainer_RemoveInputs = {};
export type Trainer_Remove_NamedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_RenameInputs = {};
export type Trainer_Replace_ItInputs = {};
export type Trainer_Result_FailInputs = {};
export type Trainer_Result_In_ProgressInputs = {};
export type Trainer_Result_PassInputs = {};
export type Trainer_Result_PendingInputs = {};
export type Trainer_Result_RetakeInputs = {
    areas: NonNullable<unknown>;
};
export type Trainer_Room_All_InInputs = {};
export type Trainer_Room_AlreadyInputs = {};
export type Trainer_Room_AssessmentInputs = {};
export type Trainer_Room_Col_AnswersInputs = {};
export type Trainer_Room_Col_EndedInputs = {};
export type Trainer_Room_Col_HereInputs = {};
export type Trainer_Room_Col_In_RoomInputs = {};
export type Trainer_Room_Col_LastInputs = {};
export type Trainer_Room_Col_RightInputs = {};
export type Trainer_Room_Col_SessionInputs = {};
export type Trainer_Room_Col_SessionsInputs = {};
export type Trainer_Room_Col_StaffInputs = {};
export type Trainer_Room_Col_StartedInputs = {};
export type Trainer_Room_Col_StationInputs = {};
export type Trainer_Room_Col_StationsInputs = {};
export type Trainer_Room_ConflictInputs = {
    revision: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
    station: NonNullable<unknown>;
    at: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Trainer_Room_Conflict_AtInputs = {
    when: NonNullable<unknown>;
};
export type Trainer_Room_DashboardInputs = {};
export type Trainer_Room_DatabaseInputs = {};
export type Trainer_Room_Every_TraineeInputs = {};
export type Trainer_Room_HostInputs = {};
export type Trainer_Room_JoinInputs = {};
export type Trainer_Room_Last_PushInputs = {
    when: NonNullable<unknown>;
};
export type Trainer_Room_LeadInputs = {};
export type Trainer_Room_LeaveInputs = {};
export type Trainer_Room_MemoryInputs = {};
export type Trainer_Room_MissingInputs = {};
export type Trainer_Room_Need_DatabaseInputs = {};
export type Trainer_Room_Need_HostInputs = {};
export type Trainer_Room_Need_PasswordInputs = {};
export type Trainer_Room_Need_PortInputs = {};
export type Trainer_Room_Need_StationInputs = {};
export type Trainer_Room_New_TraineeInputs = {};
export type Trainer_Room_No_SessionInputs = {};
export type Trainer_Room_NoneInputs = {};
export type Trainer_Room_PasswordInputs = {};
export type Trainer_Room_Pc_TraineesInputs = {};
export type Trainer_Room_PendingInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Room_PortInputs = {};
export type Trainer_Room_PreviewInputs = {};
export type Trainer_Room_PushInputs = {};
export type Trainer_Room_RefusedInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Room_RoleInputs = {};
export type Trainer_Room_Role_StationInputs = {};
export type Trainer_Room_Role_TrainerInputs = {};
export type Trainer_Room_Save_ReconnectInputs = {};
export type Trainer_Room_SealedInputs = {};
export type Trainer_Room_Sessions_EveryInputs = {};
export type Trainer_Room_Sessions_HereInputs = {};
export type Trainer_Room_Sessions_RefusedInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Room_StationInputs = {};
export type Trainer_Room_TestInputs = {};
export type Trainer_Room_This_PcInputs = {};
export type Trainer_Room_TitleInputs = {};
export type Trainer_Room_TlsInputs = {};
export type Trainer_Room_Upload_AlreadyInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Room_Upload_CountsInputs = {
    sessions: NonNullable<unknown>;
    responses: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
    grades: NonNullable<unknown>;
};
export type Trainer_Room_Upload_Nothing_DeletedInputs = {};
export type Trainer_Room_UploadsInputs = {};
export type Trainer_SaveInputs = {};
export type Trainer_Se_Add_SectionInputs = {};
export type Trainer_Se_AssessmentInputs = {};
export type Trainer_Se_BackInputs = {};
export type Trainer_Se_BuiltinInputs = {};
export type Trainer_Se_Builtin_GroupInputs = {};
export type Trainer_Se_CarriedInputs = {};
export type Trainer_Se_CheckingInputs = {};
export type Trainer_Se_DecksInputs = {};
export type Trainer_Se_Decks_HintInputs = {};
export type Trainer_Se_DescriptionInputs = {};
export type Trainer_Se_EditInputs = {};
export type Trainer_Se_Hard_LimitInputs = {};
export type Trainer_Se_LabelInputs = {};
export type Trainer_Se_ModeInputs = {};
export type Trainer_Se_Mode_LabelInputs = {};
export type Trainer_Se_NewInputs = {};
export type Trainer_Se_New_SampleInputs = {};
export type Trainer_Se_No_ProblemsInputs = {};
export type Trainer_Se_PracticeInputs = {};
export type Trainer_Se_PreviewInputs = {};
export type Trainer_Se_Preview_HintInputs = {};
export type Trainer_Se_Preview_TitleInputs = {};
export type Trainer_Se_ProfileInputs = {};
export type Trainer_Se_Read_StacksInputs = {};
export type Trainer_Se_SectionsInputs = {};
export type Trainer_Se_StaleInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Se_TitleInputs = {};
export type Trainer_Se_To_FixInputs = {
    count: NonNullable<unknown>;
};
export type Trainer_Se_Use_CurrentInputs = {};
export type Trainer_Se_Your_RulesInputs = {};
export type Trainer_Sec_BasicInputs = {};
export type Trainer_Sec_Choose_CaseInputs = {};
export type Trainer_Sec_DifficultyInputs = {};
export type Trainer_Sec_DownInputs = {};
export type Trainer_Sec_Dropped_ManyInputs = {
    labels: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Trainer_Sec_Dropped_OneInputs = {
    labels: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Trainer_Sec_HardInputs = {};
export type Trainer_Sec_ItemsInputs = {};
export type Trainer_Sec_KindInputs = {};
export type Trainer_Sec_LegendInputs = {
    n: NonNullable<unknown>;
    kind: NonNullable<unknown>;
};
export type Trainer_Sec_OnlyInputs = {};
export type Trainer_Sec_RemoveInputs = {};
export type Trainer_Sec_SecondsInputs = {};
export type Trainer_Sec_StandardInputs = {};
export type Trainer_Sec_TargetInputs = {};
export type Trainer_Sec_Target_HintInputs = {};
export type Trainer_Sec_TimedInputs = {};
export type Trainer_Sec_UndoInputs = {
    kind: NonNullable<unknown>;
};
export type Trainer_Sec_UntimedInputs = {};
export type Trainer_Sec_UpInputs = {};
export type Trainer_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Trainer_Set_ItemsInputs = {
    title: NonNullable<unknown>;
    items: NonNullable<unknown>;
};
export type Trainer_Sets_Built_InInputs = {};
export type Trainer_Sets_Builtin_GroupInputs = {};
export type Trainer_Sets_ClashInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_Clash_BuiltinInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_Delete_MessageInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Trainer_Sets_Delete_TitleInputs = {};
export type Trainer_Sets_DeletedInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_Doing_CheckInputs = {};
export type Trainer_Sets_Doing_DeleteInputs = {};
export type Trainer_Sets_Doing_DuplicateInputs = {};
export type Trainer_Sets_Doing_ExportInputs = {};
export type Trainer_Sets_Doing_FailedInputs = {
    doing: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Trainer_Sets_Doing_ImportInputs = {};
export type Trainer_Sets_Doing_OpenInputs = {};
export type Trainer_Sets_Doing_PreviewInputs = {};
export type Trainer_Sets_Doing_ReadInputs = {};
export type Trainer_Sets_Doing_Read_HousesInputs = {};
export type Trainer_Sets_Doing_RenameInputs = {};
export type Trainer_Sets_Doing_RoomInputs = {};
export type Trainer_Sets_Doing_SaveInputs = {};
export type Trainer_Sets_DuplicatedInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_ExportedInputs = {
    title: NonNullable<unknown>;
    path: NonNullable<unknown>;
};
export type Trainer_Sets_ImportInputs = {};
export type Trainer_Sets_ImportedInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_Keep_BothInputs = {};
export type Trainer_Sets_Keys_OnInputs = {};
export type Trainer_Sets_Keys_Tab_ToInputs = {};
export type Trainer_Sets_NewInputs = {};
export type Trainer_Sets_New_Title_ForInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Sets_None_BuildsInputs = {};
export type Trainer_Sets_None_DuplicatesInputs = {};
export type Trainer_Sets_None_YetInputs = {};
export type Trainer_Sets_Not_ImportedInputs = {};
export type Trainer_Sets_Not_In_RoomInputs = {};
export type Trainer_Sets_Not_SavedInputs = {};
export type Trainer_Sets_OwnInputs = {};
export type Trainer_Sets_RenamedInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Trainer_Sets_ReplaceInputs = {};
export type Trainer_Sets_Replace_MessageInputs = {
    title: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Trainer_Sets_Replace_TitleInputs = {};
export type Trainer_Sets_ReplacedInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Trainer_Sets_RevisionInputs = {
    revision: NonNullable<unknown>;
};
export type Trainer_Sets_SavedInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Trainer_Sets_TitleInputs = {};
export type Trainer_Start_AboutInputs = {};
export type Trainer_Start_AssessorInputs = {};
export type Trainer_Start_CandidateInputs = {};
export type Trainer_Start_Choose_SetInputs = {};
export type Trainer_Start_SetInputs = {};
export type Trainer_Start_Set_ItemsInputs = {
    title: NonNullable<unknown>;
    items: NonNullable<unknown>;
};
export type Trainer_Start_StaffInputs = {};
export type Trainer_Start_SubmitInputs = {};
export type Trainer_Start_TitleInputs = {};
export type Trainer_Std_AboutInputs = {};
export type Trainer_Std_Add_AreaInputs = {};
export type Trainer_Std_Add_RedInputs = {};
export type Trainer_Std_Area_NameInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_Col_FailsInputs = {};
export type Trainer_Std_Col_KeyInputs = {};
export type Trainer_Std_Col_RuleInputs = {};
export type Trainer_Std_Col_SawInputs = {};
export type Trainer_Std_CriteriaInputs = {
    area: NonNullable<unknown>;
    grade: NonNullable<unknown>;
};
export type Trainer_Std_DefaultInputs = {};
export type Trainer_Std_Field_TitleInputs = {};
export type Trainer_Std_Grade_MeansInputs = {
    area: NonNullable<unknown>;
    grade: NonNullable<unknown>;
};
export type Trainer_Std_Red_FailsInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_Red_KeyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_Red_LineInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_Red_LinesInputs = {};
export type Trainer_Std_Red_RuleInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_Remove_RedInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Std_RevisionInputs = {
    revision: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Trainer_Std_SavedInputs = {
    revision: NonNullable<unknown>;
};
export type Trainer_Std_The_PartInputs = {};
export type Trainer_Std_TitleInputs = {};
export type Trainer_Std_UndoInputs = {};
export type Trainer_Ta_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Ta_ArchivedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Ta_AssignedInputs = {
    title: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Trainer_Ta_Assigned_DueInputs = {
    title: NonNullable<unknown>;
    names: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
export type Trainer_Ta_DeletedInputs = {
    name: NonNullable<unknown>;
    sessions: NonNullable<unknown>;
    answers: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
};
export type Trainer_Ta_ImportedInputs = {
    what: NonNullable<unknown>;
};
export type Trainer_Ta_SavedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Ta_UnarchivedInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Ta_UnassignedInputs = {
    title: NonNullable<unknown>;
};
export type Trainer_Tab_AssessmentsInputs = {};
export type Trainer_Tab_AuditInputs = {};
export type Trainer_Tab_DashboardInputs = {};
export type Trainer_Tab_ProfilesInputs = {};
export type Trainer_Tab_RoomInputs = {};
export type Trainer_Tab_SetsInputs = {};
export type Trainer_Tab_StandardInputs = {};
export type Trainer_Tab_TraineesInputs = {};
export type Trainer_Tabs_LabelInputs = {};
export type Trainer_TamperedInputs = {};
export type Trainer_Trainees_AddInputs = {};
export type Trainer_Trainees_AddedInputs = {
    day: NonNullable<unknown>;
};
export type Trainer_Trainees_AssignedInputs = {};
export type Trainer_Trainees_Edit_TitleInputs = {
    name: NonNullable<unknown>;
};
export type Trainer_Trainees_ImportInputs = {};
export type Trainer_Trainees_Select_Or_AddInputs = {};
export type Trainer_Trainees_Sessions_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Trainees_Sessions_OneInputs = {
    n: NonNullable<unknown>;
};
export type Trainer_Trainees_Show_ArchivedInputs = {};
export type Trainer_Trainees_TitleInputs = {};
export type Trainer_UnarchiveInputs = {};
export type Trainer_UnassignInputs = {};
export type Trainer_UnsavedInputs = {};
export type Trainer_Unsaved_TitleInputs = {};
export type Trainer_Verify_DropInputs = {};
export type Trainer_Verify_SignerInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Trainer_Verify_SubjectInputs = {
    candidate: NonNullable<unknown>;
    staff: NonNullable<unknown>;
    set: NonNullable<unknown>;
    result: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Trainer_Verify_TamperedInputs = {};
export type Trainer_Verify_TitleInputs = {};
export type Trainer_Verify_TrustedInputs = {};
export type Trainer_Verify_UnreadableInputs = {};
export type Trainer_Verify_UntrustedInputs = {};
export type Trainer_ViewInputs = {};
export type Trainer_What_AssignmentInputs = {};
export type Trainer_What_House_RulesInputs = {};
export type Trainer_What_SetInputs = {};
export type Trainer_Xapi_FieldInputs = {};
export type Trainer_Xapi_PlaceholderInputs = {
    base: NonNullable<unknown>;
};
export type Trainer_Xapi_SavedInputs = {
    base: NonNullable<unknown>;
};
export type Trainer_Xapi_TitleInputs = {};
export type Trainer_YesInputs = {};
