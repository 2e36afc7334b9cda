/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Call_Banker_DrawsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Call_Banker_NaturalInputs */
/** @typedef {{ point: NonNullable<unknown> }} Call_Banker_PointInputs */
/** @typedef {{}} Call_Banker_StandsInputs */
/** @typedef {{ banker: NonNullable<unknown>, player: NonNullable<unknown> }} Call_Banker_WinsInputs */
/** @typedef {{}} Call_Player_DrawsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Call_Player_NaturalInputs */
/** @typedef {{ point: NonNullable<unknown> }} Call_Player_PointInputs */
/** @typedef {{}} Call_Player_StandsInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Call_Player_WinsInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Call_PointsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Call_TieInputs */
/** @typedef {{}} Csv_AccuracyInputs */
/** @typedef {{}} Csv_Answer_GivenInputs */
/** @typedef {{}} Csv_Answered_AtInputs */
/** @typedef {{}} Csv_Attempt_IdInputs */
/** @typedef {{}} Csv_Audit_AtInputs */
/** @typedef {{}} Csv_Audit_DetailInputs */
/** @typedef {{}} Csv_Audit_EventInputs */
/** @typedef {{}} Csv_Audit_HashInputs */
/** @typedef {{}} Csv_Audit_Prev_HashInputs */
/** @typedef {{}} Csv_Audit_SeqInputs */
/** @typedef {{}} Csv_CandidateInputs */
/** @typedef {{}} Csv_CardsInputs */
/** @typedef {{}} Csv_CasesInputs */
/** @typedef {{}} Csv_Correct_AnswerInputs */
/** @typedef {{}} Csv_CreditInputs */
/** @typedef {{}} Csv_EndedInputs */
/** @typedef {{}} Csv_FinishedInputs */
/** @typedef {{}} Csv_ItemInputs */
/** @typedef {{}} Csv_Item_IdInputs */
/** @typedef {{}} Csv_OrderInputs */
/** @typedef {{}} Csv_PassedInputs */
/** @typedef {{}} Csv_Practice_Or_AssessmentInputs */
/** @typedef {{}} Csv_QuestionInputs */
/** @typedef {{}} Csv_Red_LineInputs */
/** @typedef {{}} Csv_Red_Line_FailuresInputs */
/** @typedef {{}} Csv_Response_DataInputs */
/** @typedef {{}} Csv_ResultInputs */
/** @typedef {{}} Csv_RuleInputs */
/** @typedef {{}} Csv_SeedInputs */
/** @typedef {{}} Csv_SeedingInputs */
/** @typedef {{}} Csv_Session_IdInputs */
/** @typedef {{}} Csv_SetInputs */
/** @typedef {{}} Csv_Set_IdInputs */
/** @typedef {{}} Csv_Set_NameInputs */
/** @typedef {{}} Csv_Set_VersionInputs */
/** @typedef {{}} Csv_Sitting_IdInputs */
/** @typedef {{}} Csv_SkillInputs */
/** @typedef {{}} Csv_Staff_NumberInputs */
/** @typedef {{}} Csv_StartedInputs */
/** @typedef {{}} Csv_StationInputs */
/** @typedef {{}} Csv_StepInputs */
/** @typedef {{}} Csv_Time_AllowedInputs */
/** @typedef {{}} Csv_Time_TakenInputs */
/** @typedef {{}} Csv_TraineeInputs */
/** @typedef {{}} Csv_Trainee_IdInputs */
/** @typedef {{}} Csv_What_Was_WrongInputs */
/** @typedef {{}} Home_AdaptiveInputs */
/** @typedef {{}} Home_AddInputs */
/** @typedef {{}} Home_Add_TraineeInputs */
/** @typedef {{}} Home_AllInputs */
/** @typedef {{ answered: NonNullable<unknown>, total: NonNullable<unknown> }} Home_AnsweredInputs */
/** @typedef {{}} Home_Assessment_HeadingInputs */
/** @typedef {{}} Home_AssessmentsInputs */
/** @typedef {{}} Home_CancelInputs */
/** @typedef {{}} Home_Drill_SetsInputs */
/** @typedef {{}} Home_Filter_LabelInputs */
/** @typedef {{}} Home_Filter_PlaceholderInputs */
/** @typedef {{}} Home_ImportedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Home_ItemsInputs */
/** @typedef {{}} Home_Mock_ExamInputs */
/** @typedef {{}} Home_Mock_Exam_TitleInputs */
/** @typedef {{}} Home_Mode_AssessmentInputs */
/** @typedef {{}} Home_Mode_PracticeInputs */
/** @typedef {{}} Home_NameInputs */
/** @typedef {{ filter: NonNullable<unknown> }} Home_No_MatchInputs */
/** @typedef {{}} Home_No_TraineeInputs */
/** @typedef {{}} Home_Nothing_AnsweredInputs */
/** @typedef {{}} Home_PracticeInputs */
/** @typedef {{}} Home_ProgressInputs */
/** @typedef {{}} Home_ResumeInputs */
/** @typedef {{}} Home_SettingsInputs */
/** @typedef {{}} Home_ShowInputs */
/** @typedef {{}} Home_Staff_NumberInputs */
/** @typedef {{}} Home_StartInputs */
/** @typedef {{}} Home_Start_NowInputs */
/** @typedef {{}} Home_Start_SetInputs */
/** @typedef {{ title: NonNullable<unknown> }} Home_StartsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Home_Starts_NewInputs */
/** @typedef {{}} Home_TaglineInputs */
/** @typedef {{}} Home_TitleInputs */
/** @typedef {{}} Home_TraineeInputs */
/** @typedef {{}} Home_Trainer_ModeInputs */
/** @typedef {{}} Home_UnfinishedInputs */
/** @typedef {{}} Lang_CallInputs */
/** @typedef {{}} Lang_Call_HintInputs */
/** @typedef {{}} Lang_DoneInputs */
/** @typedef {{}} Lang_InterfaceInputs */
/** @typedef {{}} Lang_Interface_HintInputs */
/** @typedef {{}} Lang_Key_HintInputs */
/** @typedef {{}} Lang_SampleInputs */
/** @typedef {{}} Lang_SavedInputs */
/** @typedef {{}} Lang_StationInputs */
/** @typedef {{}} Lang_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Lang_TraineeInputs */
/** @typedef {{}} Language_NameInputs */
/** @typedef {{}} Pdf_AssessorInputs */
/** @typedef {{ name: NonNullable<unknown> }} Pdf_Assessor_IsInputs */
/** @typedef {{}} Pdf_AttemptInputs */
/** @typedef {{ number: NonNullable<unknown>, allowed: NonNullable<unknown>, times: NonNullable<unknown> }} Pdf_Attempt_LeftInputs */
/** @typedef {{ number: NonNullable<unknown>, allowed: NonNullable<unknown> }} Pdf_Attempt_OfInputs */
/** @typedef {{}} Pdf_CandidateInputs */
/** @typedef {{}} Pdf_Col_AccuracyInputs */
/** @typedef {{}} Pdf_Col_AnswerInputs */
/** @typedef {{}} Pdf_Col_AnsweredInputs */
/** @typedef {{}} Pdf_Col_AreaInputs */
/** @typedef {{}} Pdf_Col_CardsInputs */
/** @typedef {{}} Pdf_Col_Correct_AnswerInputs */
/** @typedef {{}} Pdf_Col_GradeInputs */
/** @typedef {{}} Pdf_Col_MedianInputs */
/** @typedef {{}} Pdf_Col_OutcomeInputs */
/** @typedef {{}} Pdf_Col_Pass_MarkInputs */
/** @typedef {{}} Pdf_Col_ResultInputs */
/** @typedef {{}} Pdf_Col_Result_TimeInputs */
/** @typedef {{}} Pdf_Col_RightInputs */
/** @typedef {{}} Pdf_Col_SkillInputs */
/** @typedef {{ comment: NonNullable<unknown> }} Pdf_CommentInputs */
/** @typedef {{ name: NonNullable<unknown>, day: NonNullable<unknown>, time: NonNullable<unknown> }} Pdf_CountersignedInputs */
/** @typedef {{}} Pdf_DateInputs */
/** @typedef {{ day: NonNullable<unknown>, start: NonNullable<unknown> }} Pdf_Date_StartedInputs */
/** @typedef {{ day: NonNullable<unknown>, start: NonNullable<unknown>, end: NonNullable<unknown> }} Pdf_Date_Started_EndedInputs */
/** @typedef {{}} Pdf_DurationInputs */
/** @typedef {{}} Pdf_Every_ResponseInputs */
/** @typedef {{ name: NonNullable<unknown>, id: NonNullable<unknown>, page: NonNullable<unknown>, pages: NonNullable<unknown> }} Pdf_FooterInputs */
/** @typedef {{}} Pdf_Grade_FailInputs */
/** @typedef {{ assessor: NonNullable<unknown>, day: NonNullable<unknown>, grades: NonNullable<unknown> }} Pdf_Graded_ByInputs */
/** @typedef {{ assessor: NonNullable<unknown>, day: NonNullable<unknown>, standard: NonNullable<unknown>, grades: NonNullable<unknown> }} Pdf_Graded_By_AgainstInputs */
/** @typedef {{}} Pdf_HouseInputs */
/** @typedef {{}} Pdf_KnowledgeInputs */
/** @typedef {{}} Pdf_Knowledge_FailedInputs */
/** @typedef {{}} Pdf_Knowledge_PassedInputs */
/** @typedef {{}} Pdf_Line_Red_LineInputs */
/** @typedef {{}} Pdf_Line_RightInputs */
/** @typedef {{}} Pdf_Line_Timed_OutInputs */
/** @typedef {{}} Pdf_Line_WrongInputs */
/** @typedef {{}} Pdf_List_SeparatorInputs */
/** @typedef {{ id: NonNullable<unknown> }} Pdf_Meta_SubjectInputs */
/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown> }} Pdf_Meta_TitleInputs */
/** @typedef {{ minutes: NonNullable<unknown>, seconds: NonNullable<unknown> }} Pdf_Minutes_SecondsInputs */
/** @typedef {{ count: NonNullable<unknown>, mark: NonNullable<unknown> }} Pdf_Name_NoteInputs */
/** @typedef {{}} Pdf_No_AnswerInputs */
/** @typedef {{}} Pdf_No_Red_Line_ErrorInputs */
/** @typedef {{}} Pdf_No_Red_ObservedInputs */
/** @typedef {{}} Pdf_NoneInputs */
/** @typedef {{}} Pdf_Not_CountersignedInputs */
/** @typedef {{}} Pdf_Outcome_FailInputs */
/** @typedef {{}} Pdf_Outcome_PassInputs */
/** @typedef {{}} Pdf_Outcome_RetakeInputs */
/** @typedef {{ correct: NonNullable<unknown>, items: NonNullable<unknown>, accuracy: NonNullable<unknown>, passMark: NonNullable<unknown>, answered: NonNullable<unknown>, timedOut: NonNullable<unknown> }} Pdf_OverallInputs */
/** @typedef {{}} Pdf_PracticalInputs */
/** @typedef {{}} Pdf_Practical_FailedInputs */
/** @typedef {{}} Pdf_Practical_NoneInputs */
/** @typedef {{ areas: NonNullable<unknown> }} Pdf_Practical_Not_GradedInputs */
/** @typedef {{}} Pdf_Practical_PassedInputs */
/** @typedef {{}} Pdf_Practical_RetakeInputs */
/** @typedef {{}} Pdf_Red_Drawing_ErrorInputs */
/** @typedef {{}} Pdf_Red_IrregularityInputs */
/** @typedef {{ item: NonNullable<unknown>, seq: NonNullable<unknown>, label: NonNullable<unknown> }} Pdf_Red_Line_AtInputs */
/** @typedef {{ list: NonNullable<unknown> }} Pdf_Red_Lines_For_SetInputs */
/** @typedef {{ label: NonNullable<unknown> }} Pdf_Red_ObservedInputs */
/** @typedef {{ label: NonNullable<unknown>, area: NonNullable<unknown> }} Pdf_Red_Observed_AreaInputs */
/** @typedef {{ label: NonNullable<unknown> }} Pdf_Red_Observed_PracticalInputs */
/** @typedef {{}} Pdf_Red_Paying_Losing_BetInputs */
/** @typedef {{}} Pdf_Red_Taking_Winning_BetInputs */
/** @typedef {{ result: NonNullable<unknown> }} Pdf_ResultInputs */
/** @typedef {{}} Pdf_Result_FailInputs */
/** @typedef {{}} Pdf_Result_In_ProgressInputs */
/** @typedef {{}} Pdf_Result_PassInputs */
/** @typedef {{}} Pdf_Result_PendingInputs */
/** @typedef {{ result: NonNullable<unknown>, time: NonNullable<unknown> }} Pdf_Result_TimeInputs */
/** @typedef {{}} Pdf_SealInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Pdf_SecondsInputs */
/** @typedef {{}} Pdf_SetInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Pdf_Set_RevisionInputs */
/** @typedef {{}} Pdf_Sign_AssessorInputs */
/** @typedef {{}} Pdf_Sign_CandidateInputs */
/** @typedef {{}} Pdf_Sign_DateInputs */
/** @typedef {{}} Pdf_Sign_ManagerInputs */
/** @typedef {{}} Pdf_SignaturesInputs */
/** @typedef {{}} Pdf_Sitting_IdInputs */
/** @typedef {{}} Pdf_Skill_FailInputs */
/** @typedef {{}} Pdf_Skill_PassInputs */
/** @typedef {{}} Pdf_Staff_NumberInputs */
/** @typedef {{ title: NonNullable<unknown> }} Pdf_Standard_DefaultInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Pdf_Standard_RevisionInputs */
/** @typedef {{}} Pdf_StatusInputs */
/** @typedef {{}} Pdf_Status_AbandonedInputs */
/** @typedef {{}} Pdf_Status_ClosedInputs */
/** @typedef {{}} Pdf_Status_FinishedInputs */
/** @typedef {{}} Pdf_Status_RunningInputs */
/** @typedef {{}} Pdf_TitleInputs */
/** @typedef {{}} Pdf_VerificationInputs */
/** @typedef {{}} Pdf_Verify_EnglishInputs */
/** @typedef {{ id: NonNullable<unknown>, fingerprint: NonNullable<unknown>, keyFile: NonNullable<unknown> }} Pdf_Verify_ParagraphInputs */
/** @typedef {{}} Setup_House_IntroInputs */
/** @typedef {{}} Setup_House_LegendInputs */
/** @typedef {{}} Setup_House_NextInputs */
/** @typedef {{}} Setup_House_TitleInputs */
/** @typedef {{}} Setup_IntroInputs */
/** @typedef {{}} Setup_Step_HouseInputs */
/** @typedef {{}} Setup_Step_PasscodeInputs */
/** @typedef {{}} Setup_Step_RecoveryInputs */
/** @typedef {{}} Setup_Step_TraineesInputs */
/** @typedef {{}} Setup_TitleInputs */
import * as __en from "./en.js"
import * as __zh_hant1 from "./zh-Hant.js"
import * as __zh_hans1 from "./zh-Hans.js"
/**
* | output |
* | --- |
* | "Banker draws." |
*
* @param {Call_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_draws = /** @type {((inputs?: Call_Banker_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Banker_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_banker_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_banker_draws(inputs)
	return __en.call_banker_draws(inputs)
});
/**
* | output |
* | --- |
* | "Banker natural {point}." |
*
* @param {Call_Banker_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_natural = /** @type {((inputs: Call_Banker_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Banker_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_banker_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_banker_natural(inputs)
	return __en.call_banker_natural(inputs)
});
/**
* | output |
* | --- |
* | "Banker {point}." |
*
* @param {Call_Banker_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_point = /** @type {((inputs: Call_Banker_PointInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Banker_PointInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_banker_point(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_banker_point(inputs)
	return __en.call_banker_point(inputs)
});
/**
* | output |
* | --- |
* | "Banker stands." |
*
* @param {Call_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_stands = /** @type {((inputs?: Call_Banker_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Banker_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_banker_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_banker_stands(inputs)
	return __en.call_banker_stands(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins, {banker} over {player}." |
*
* @param {Call_Banker_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_wins = /** @type {((inputs: Call_Banker_WinsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Banker_WinsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_banker_wins(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_banker_wins(inputs)
	return __en.call_banker_wins(inputs)
});
/**
* | output |
* | --- |
* | "Player draws." |
*
* @param {Call_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_draws = /** @type {((inputs?: Call_Player_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Player_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_player_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_player_draws(inputs)
	return __en.call_player_draws(inputs)
});
/**
* | output |
* | --- |
* | "Player natural {point}." |
*
* @param {Call_Player_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_natural = /** @type {((inputs: Call_Player_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Player_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_player_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_player_natural(inputs)
	return __en.call_player_natural(inputs)
});
/**
* | output |
* | --- |
* | "Player {point}." |
*
* @param {Call_Player_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_point = /** @type {((inputs: Call_Player_PointInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Player_PointInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_player_point(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_player_point(inputs)
	return __en.call_player_point(inputs)
});
/**
* | output |
* | --- |
* | "Player stands." |
*
* @param {Call_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_stands = /** @type {((inputs?: Call_Player_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Player_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_player_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_player_stands(inputs)
	return __en.call_player_stands(inputs)
});
/**
* | output |
* | --- |
* | "Player wins, {player} over {banker}." |
*
* @param {Call_Player_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_wins = /** @type {((inputs: Call_Player_WinsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_Player_WinsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_player_wins(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_player_wins(inputs)
	return __en.call_player_wins(inputs)
});
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}." |
*
* @param {Call_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_points = /** @type {((inputs: Call_PointsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_PointsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_points(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_points(inputs)
	return __en.call_points(inputs)
});
/**
* | output |
* | --- |
* | "Tie, {point}." |
*
* @param {Call_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_tie = /** @type {((inputs: Call_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Call_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.call_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.call_tie(inputs)
	return __en.call_tie(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Csv_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_accuracy = /** @type {((inputs?: Csv_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_accuracy(inputs)
	return __en.csv_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Answer given" |
*
* @param {Csv_Answer_GivenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answer_given = /** @type {((inputs?: Csv_Answer_GivenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Answer_GivenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_answer_given(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_answer_given(inputs)
	return __en.csv_answer_given(inputs)
});
/**
* | output |
* | --- |
* | "Answered at" |
*
* @param {Csv_Answered_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answered_at = /** @type {((inputs?: Csv_Answered_AtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Answered_AtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_answered_at(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_answered_at(inputs)
	return __en.csv_answered_at(inputs)
});
/**
* | output |
* | --- |
* | "Attempt id" |
*
* @param {Csv_Attempt_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_attempt_id = /** @type {((inputs?: Csv_Attempt_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Attempt_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_attempt_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_attempt_id(inputs)
	return __en.csv_attempt_id(inputs)
});
/**
* | output |
* | --- |
* | "at" |
*
* @param {Csv_Audit_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_at = /** @type {((inputs?: Csv_Audit_AtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_AtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_at(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_at(inputs)
	return __en.csv_audit_at(inputs)
});
/**
* | output |
* | --- |
* | "detail" |
*
* @param {Csv_Audit_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_detail = /** @type {((inputs?: Csv_Audit_DetailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_DetailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_detail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_detail(inputs)
	return __en.csv_audit_detail(inputs)
});
/**
* | output |
* | --- |
* | "event" |
*
* @param {Csv_Audit_EventInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_event = /** @type {((inputs?: Csv_Audit_EventInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_EventInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_event(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_event(inputs)
	return __en.csv_audit_event(inputs)
});
/**
* | output |
* | --- |
* | "hash" |
*
* @param {Csv_Audit_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_hash = /** @type {((inputs?: Csv_Audit_HashInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_HashInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_hash(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_hash(inputs)
	return __en.csv_audit_hash(inputs)
});
/**
* | output |
* | --- |
* | "prev_hash" |
*
* @param {Csv_Audit_Prev_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_prev_hash = /** @type {((inputs?: Csv_Audit_Prev_HashInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_Prev_HashInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_prev_hash(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_prev_hash(inputs)
	return __en.csv_audit_prev_hash(inputs)
});
/**
* | output |
* | --- |
* | "seq" |
*
* @param {Csv_Audit_SeqInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_seq = /** @type {((inputs?: Csv_Audit_SeqInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Audit_SeqInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_audit_seq(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_audit_seq(inputs)
	return __en.csv_audit_seq(inputs)
});
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Csv_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_candidate = /** @type {((inputs?: Csv_CandidateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CandidateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_candidate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_candidate(inputs)
	return __en.csv_candidate(inputs)
});
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Csv_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cards = /** @type {((inputs?: Csv_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_cards(inputs)
	return __en.csv_cards(inputs)
});
/**
* | output |
* | --- |
* | "Cases" |
*
* @param {Csv_CasesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cases = /** @type {((inputs?: Csv_CasesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CasesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_cases(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_cases(inputs)
	return __en.csv_cases(inputs)
});
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Csv_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_correct_answer = /** @type {((inputs?: Csv_Correct_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Correct_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_correct_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_correct_answer(inputs)
	return __en.csv_correct_answer(inputs)
});
/**
* | output |
* | --- |
* | "Credit" |
*
* @param {Csv_CreditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_credit = /** @type {((inputs?: Csv_CreditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_CreditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_credit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_credit(inputs)
	return __en.csv_credit(inputs)
});
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Csv_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_ended = /** @type {((inputs?: Csv_EndedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_EndedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_ended(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_ended(inputs)
	return __en.csv_ended(inputs)
});
/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Csv_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_finished = /** @type {((inputs?: Csv_FinishedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_FinishedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_finished(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_finished(inputs)
	return __en.csv_finished(inputs)
});
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Csv_ItemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item = /** @type {((inputs?: Csv_ItemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ItemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_item(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_item(inputs)
	return __en.csv_item(inputs)
});
/**
* | output |
* | --- |
* | "Item id" |
*
* @param {Csv_Item_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item_id = /** @type {((inputs?: Csv_Item_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Item_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_item_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_item_id(inputs)
	return __en.csv_item_id(inputs)
});
/**
* | output |
* | --- |
* | "Order answered" |
*
* @param {Csv_OrderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_order = /** @type {((inputs?: Csv_OrderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_OrderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_order(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_order(inputs)
	return __en.csv_order(inputs)
});
/**
* | output |
* | --- |
* | "Passed" |
*
* @param {Csv_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_passed = /** @type {((inputs?: Csv_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_passed(inputs)
	return __en.csv_passed(inputs)
});
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Csv_Practice_Or_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_practice_or_assessment = /** @type {((inputs?: Csv_Practice_Or_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Practice_Or_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_practice_or_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_practice_or_assessment(inputs)
	return __en.csv_practice_or_assessment(inputs)
});
/**
* | output |
* | --- |
* | "Question" |
*
* @param {Csv_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_question = /** @type {((inputs?: Csv_QuestionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_QuestionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_question(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_question(inputs)
	return __en.csv_question(inputs)
});
/**
* | output |
* | --- |
* | "Red line" |
*
* @param {Csv_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line = /** @type {((inputs?: Csv_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_red_line(inputs)
	return __en.csv_red_line(inputs)
});
/**
* | output |
* | --- |
* | "Red-line failures" |
*
* @param {Csv_Red_Line_FailuresInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line_failures = /** @type {((inputs?: Csv_Red_Line_FailuresInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Red_Line_FailuresInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_red_line_failures(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_red_line_failures(inputs)
	return __en.csv_red_line_failures(inputs)
});
/**
* | output |
* | --- |
* | "Response (data)" |
*
* @param {Csv_Response_DataInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_response_data = /** @type {((inputs?: Csv_Response_DataInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Response_DataInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_response_data(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_response_data(inputs)
	return __en.csv_response_data(inputs)
});
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Csv_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_result = /** @type {((inputs?: Csv_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_result(inputs)
	return __en.csv_result(inputs)
});
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Csv_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_rule = /** @type {((inputs?: Csv_RuleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_RuleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_rule(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_rule(inputs)
	return __en.csv_rule(inputs)
});
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Csv_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seed = /** @type {((inputs?: Csv_SeedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SeedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_seed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_seed(inputs)
	return __en.csv_seed(inputs)
});
/**
* | output |
* | --- |
* | "Seeding" |
*
* @param {Csv_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seeding = /** @type {((inputs?: Csv_SeedingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SeedingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_seeding(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_seeding(inputs)
	return __en.csv_seeding(inputs)
});
/**
* | output |
* | --- |
* | "Session id" |
*
* @param {Csv_Session_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_session_id = /** @type {((inputs?: Csv_Session_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Session_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_session_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_session_id(inputs)
	return __en.csv_session_id(inputs)
});
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Csv_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set = /** @type {((inputs?: Csv_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_set(inputs)
	return __en.csv_set(inputs)
});
/**
* | output |
* | --- |
* | "Set id" |
*
* @param {Csv_Set_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_id = /** @type {((inputs?: Csv_Set_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Set_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_set_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_set_id(inputs)
	return __en.csv_set_id(inputs)
});
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Csv_Set_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_name = /** @type {((inputs?: Csv_Set_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Set_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_set_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_set_name(inputs)
	return __en.csv_set_name(inputs)
});
/**
* | output |
* | --- |
* | "Set version" |
*
* @param {Csv_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_version = /** @type {((inputs?: Csv_Set_VersionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Set_VersionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_set_version(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_set_version(inputs)
	return __en.csv_set_version(inputs)
});
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Csv_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_sitting_id = /** @type {((inputs?: Csv_Sitting_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Sitting_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_sitting_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_sitting_id(inputs)
	return __en.csv_sitting_id(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Csv_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_skill = /** @type {((inputs?: Csv_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_skill(inputs)
	return __en.csv_skill(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Csv_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_staff_number = /** @type {((inputs?: Csv_Staff_NumberInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Staff_NumberInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_staff_number(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_staff_number(inputs)
	return __en.csv_staff_number(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Csv_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_started = /** @type {((inputs?: Csv_StartedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_StartedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_started(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_started(inputs)
	return __en.csv_started(inputs)
});
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Csv_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_station = /** @type {((inputs?: Csv_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_station(inputs)
	return __en.csv_station(inputs)
});
/**
* | output |
* | --- |
* | "Step" |
*
* @param {Csv_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_step = /** @type {((inputs?: Csv_StepInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_StepInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_step(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_step(inputs)
	return __en.csv_step(inputs)
});
/**
* | output |
* | --- |
* | "Time allowed (s)" |
*
* @param {Csv_Time_AllowedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_allowed = /** @type {((inputs?: Csv_Time_AllowedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Time_AllowedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_time_allowed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_time_allowed(inputs)
	return __en.csv_time_allowed(inputs)
});
/**
* | output |
* | --- |
* | "Time taken (s)" |
*
* @param {Csv_Time_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_taken = /** @type {((inputs?: Csv_Time_TakenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Time_TakenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_time_taken(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_time_taken(inputs)
	return __en.csv_time_taken(inputs)
});
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Csv_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee = /** @type {((inputs?: Csv_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_trainee(inputs)
	return __en.csv_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Trainee id" |
*
* @param {Csv_Trainee_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee_id = /** @type {((inputs?: Csv_Trainee_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_Trainee_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_trainee_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_trainee_id(inputs)
	return __en.csv_trainee_id(inputs)
});
/**
* | output |
* | --- |
* | "What was wrong" |
*
* @param {Csv_What_Was_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_what_was_wrong = /** @type {((inputs?: Csv_What_Was_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Csv_What_Was_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.csv_what_was_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.csv_what_was_wrong(inputs)
	return __en.csv_what_was_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Adaptive practice" |
*
* @param {Home_AdaptiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_adaptive = /** @type {((inputs?: Home_AdaptiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AdaptiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_adaptive(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_adaptive(inputs)
	return __en.home_adaptive(inputs)
});
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Home_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add = /** @type {((inputs?: Home_AddInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AddInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_add(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_add(inputs)
	return __en.home_add(inputs)
});
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Home_Add_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add_trainee = /** @type {((inputs?: Home_Add_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Add_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_add_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_add_trainee(inputs)
	return __en.home_add_trainee(inputs)
});
/**
* | output |
* | --- |
* | "All" |
*
* @param {Home_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_all = /** @type {((inputs?: Home_AllInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AllInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_all(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_all(inputs)
	return __en.home_all(inputs)
});
/**
* | output |
* | --- |
* | "{answered} of {total} answered" |
*
* @param {Home_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_answered = /** @type {((inputs: Home_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_answered(inputs)
	return __en.home_answered(inputs)
});
/**
* | output |
* | --- |
* | "Assessment (mock exams: practice, never counted as an attempt)" |
*
* @param {Home_Assessment_HeadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessment_heading = /** @type {((inputs?: Home_Assessment_HeadingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Assessment_HeadingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_assessment_heading(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_assessment_heading(inputs)
	return __en.home_assessment_heading(inputs)
});
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Home_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessments = /** @type {((inputs?: Home_AssessmentsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_AssessmentsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_assessments(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_assessments(inputs)
	return __en.home_assessments(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Home_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_cancel = /** @type {((inputs?: Home_CancelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_CancelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_cancel(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_cancel(inputs)
	return __en.home_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Home_Drill_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_drill_sets = /** @type {((inputs?: Home_Drill_SetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Drill_SetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_drill_sets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_drill_sets(inputs)
	return __en.home_drill_sets(inputs)
});
/**
* | output |
* | --- |
* | "Filter the drill sets" |
*
* @param {Home_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_label = /** @type {((inputs?: Home_Filter_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Filter_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_filter_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_filter_label(inputs)
	return __en.home_filter_label(inputs)
});
/**
* | output |
* | --- |
* | "Filter: a house, a drill, a word…" |
*
* @param {Home_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_placeholder = /** @type {((inputs?: Home_Filter_PlaceholderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Filter_PlaceholderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_filter_placeholder(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_filter_placeholder(inputs)
	return __en.home_filter_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "imported" |
*
* @param {Home_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_imported = /** @type {((inputs?: Home_ImportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ImportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_imported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_imported(inputs)
	return __en.home_imported(inputs)
});
/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Home_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_items = /** @type {((inputs: Home_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_items(inputs)
	return __en.home_items(inputs)
});
/**
* | output |
* | --- |
* | "Mock exam" |
*
* @param {Home_Mock_ExamInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam = /** @type {((inputs?: Home_Mock_ExamInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Mock_ExamInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_mock_exam(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_mock_exam(inputs)
	return __en.home_mock_exam(inputs)
});
/**
* | output |
* | --- |
* | "Practice with this assessment's items: feedback after each answer, never counted as an attempt" |
*
* @param {Home_Mock_Exam_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam_title = /** @type {((inputs?: Home_Mock_Exam_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Mock_Exam_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_mock_exam_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_mock_exam_title(inputs)
	return __en.home_mock_exam_title(inputs)
});
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Home_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_assessment = /** @type {((inputs?: Home_Mode_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Mode_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_mode_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_mode_assessment(inputs)
	return __en.home_mode_assessment(inputs)
});
/**
* | output |
* | --- |
* | "practice" |
*
* @param {Home_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_practice = /** @type {((inputs?: Home_Mode_PracticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Mode_PracticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_mode_practice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_mode_practice(inputs)
	return __en.home_mode_practice(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Home_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_name = /** @type {((inputs?: Home_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_name(inputs)
	return __en.home_name(inputs)
});
/**
* | output |
* | --- |
* | "No drill set matches “{filter}”." |
*
* @param {Home_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_match = /** @type {((inputs: Home_No_MatchInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_MatchInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_no_match(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_no_match(inputs)
	return __en.home_no_match(inputs)
});
/**
* | output |
* | --- |
* | "No trainee yet." |
*
* @param {Home_No_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_trainee = /** @type {((inputs?: Home_No_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_No_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_no_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_no_trainee(inputs)
	return __en.home_no_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Home_Nothing_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_nothing_answered = /** @type {((inputs?: Home_Nothing_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Nothing_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_nothing_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_nothing_answered(inputs)
	return __en.home_nothing_answered(inputs)
});
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Home_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_practice = /** @type {((inputs?: Home_PracticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_PracticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_practice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_practice(inputs)
	return __en.home_practice(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Home_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_progress = /** @type {((inputs?: Home_ProgressInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ProgressInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_progress(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_progress(inputs)
	return __en.home_progress(inputs)
});
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Home_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_resume = /** @type {((inputs?: Home_ResumeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ResumeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_resume(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_resume(inputs)
	return __en.home_resume(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Home_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_settings = /** @type {((inputs?: Home_SettingsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_SettingsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_settings(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_settings(inputs)
	return __en.home_settings(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Home_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_show = /** @type {((inputs?: Home_ShowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_ShowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_show(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_show(inputs)
	return __en.home_show(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Home_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_staff_number = /** @type {((inputs?: Home_Staff_NumberInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Staff_NumberInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_staff_number(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_staff_number(inputs)
	return __en.home_staff_number(inputs)
});
/**
* | output |
* | --- |
* | "Start practising" |
*
* @param {Home_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start = /** @type {((inputs?: Home_StartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_StartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_start(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_start(inputs)
	return __en.home_start(inputs)
});
/**
* | output |
* | --- |
* | "Start practising now" |
*
* @param {Home_Start_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_now = /** @type {((inputs?: Home_Start_NowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_NowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_start_now(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_start_now(inputs)
	return __en.home_start_now(inputs)
});
/**
* | output |
* | --- |
* | "Start" |
*
* @param {Home_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_set = /** @type {((inputs?: Home_Start_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Start_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_start_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_start_set(inputs)
	return __en.home_start_set(inputs)
});
/**
* | output |
* | --- |
* | "Starts “{title}”." |
*
* @param {Home_StartsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts = /** @type {((inputs: Home_StartsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_StartsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_starts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_starts(inputs)
	return __en.home_starts(inputs)
});
/**
* | output |
* | --- |
* | "Starts “{title}” (a trainee is created for you)." |
*
* @param {Home_Starts_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts_new = /** @type {((inputs: Home_Starts_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Starts_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_starts_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_starts_new(inputs)
	return __en.home_starts_new(inputs)
});
/**
* | output |
* | --- |
* | "Calls, the third-card rule, payouts, commission and procedures, dealt on a real layout." |
*
* @param {Home_TaglineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_tagline = /** @type {((inputs?: Home_TaglineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TaglineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_tagline(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_tagline(inputs)
	return __en.home_tagline(inputs)
});
/**
* | output |
* | --- |
* | "Baccarat Dealer Trainer" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_title = /** @type {((inputs?: Home_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_title(inputs)
	return __en.home_title(inputs)
});
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Home_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainee = /** @type {((inputs?: Home_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_trainee(inputs)
	return __en.home_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Home_Trainer_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainer_mode = /** @type {((inputs?: Home_Trainer_ModeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Trainer_ModeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_trainer_mode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_trainer_mode(inputs)
	return __en.home_trainer_mode(inputs)
});
/**
* | output |
* | --- |
* | "Unfinished sessions" |
*
* @param {Home_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_unfinished = /** @type {((inputs?: Home_UnfinishedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_UnfinishedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.home_unfinished(inputs)
	if (locale === "zh-Hans") return __zh_hans1.home_unfinished(inputs)
	return __en.home_unfinished(inputs)
});
/**
* | output |
* | --- |
* | "Call language" |
*
* @param {Lang_CallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call = /** @type {((inputs?: Lang_CallInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_CallInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_call(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_call(inputs)
	return __en.lang_call(inputs)
});
/**
* | output |
* | --- |
* | "The dealer's calls, results and payouts, as said at this house's table" |
*
* @param {Lang_Call_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call_hint = /** @type {((inputs?: Lang_Call_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Call_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_call_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_call_hint(inputs)
	return __en.lang_call_hint(inputs)
});
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Lang_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_done = /** @type {((inputs?: Lang_DoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_DoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_done(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_done(inputs)
	return __en.lang_done(inputs)
});
/**
* | output |
* | --- |
* | "Interface language" |
*
* @param {Lang_InterfaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface = /** @type {((inputs?: Lang_InterfaceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_InterfaceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_interface(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_interface(inputs)
	return __en.lang_interface(inputs)
});
/**
* | output |
* | --- |
* | "Screens, buttons, questions and feedback" |
*
* @param {Lang_Interface_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface_hint = /** @type {((inputs?: Lang_Interface_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Interface_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_interface_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_interface_hint(inputs)
	return __en.lang_interface_hint(inputs)
});
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_Key_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_key_hint = /** @type {((inputs?: Lang_Key_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_Key_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_key_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_key_hint(inputs)
	return __en.lang_key_hint(inputs)
});
/**
* | output |
* | --- |
* | "A call in this language:" |
*
* @param {Lang_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_sample = /** @type {((inputs?: Lang_SampleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_SampleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_sample(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_sample(inputs)
	return __en.lang_sample(inputs)
});
/**
* | output |
* | --- |
* | "Languages saved" |
*
* @param {Lang_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_saved = /** @type {((inputs?: Lang_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_saved(inputs)
	return __en.lang_saved(inputs)
});
/**
* | output |
* | --- |
* | "This station's default" |
*
* @param {Lang_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_station = /** @type {((inputs?: Lang_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_station(inputs)
	return __en.lang_station(inputs)
});
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_title = /** @type {((inputs?: Lang_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_title(inputs)
	return __en.lang_title(inputs)
});
/**
* | output |
* | --- |
* | "For {name}" |
*
* @param {Lang_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_trainee = /** @type {((inputs: Lang_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Lang_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.lang_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.lang_trainee(inputs)
	return __en.lang_trainee(inputs)
});
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const language_name = /** @type {((inputs?: Language_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.language_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.language_name(inputs)
	return __en.language_name(inputs)
});
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Pdf_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor = /** @type {((inputs?: Pdf_AssessorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_AssessorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_assessor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_assessor(inputs)
	return __en.pdf_assessor(inputs)
});
/**
* | output |
* | --- |
* | "Assessor: {name}." |
*
* @param {Pdf_Assessor_IsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor_is = /** @type {((inputs: Pdf_Assessor_IsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Assessor_IsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_assessor_is(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_assessor_is(inputs)
	return __en.pdf_assessor_is(inputs)
});
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Pdf_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt = /** @type {((inputs?: Pdf_AttemptInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_AttemptInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_attempt(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_attempt(inputs)
	return __en.pdf_attempt(inputs)
});
/**
* | output |
* | --- |
* | "{number} of {allowed}; left {times} time(s) and resumed or closed" |
*
* @param {Pdf_Attempt_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_left = /** @type {((inputs: Pdf_Attempt_LeftInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Attempt_LeftInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_attempt_left(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_attempt_left(inputs)
	return __en.pdf_attempt_left(inputs)
});
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Pdf_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_of = /** @type {((inputs: Pdf_Attempt_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Attempt_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_attempt_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_attempt_of(inputs)
	return __en.pdf_attempt_of(inputs)
});
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Pdf_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_candidate = /** @type {((inputs?: Pdf_CandidateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CandidateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_candidate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_candidate(inputs)
	return __en.pdf_candidate(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Pdf_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_accuracy = /** @type {((inputs?: Pdf_Col_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_accuracy(inputs)
	return __en.pdf_col_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Pdf_Col_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answer = /** @type {((inputs?: Pdf_Col_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_answer(inputs)
	return __en.pdf_col_answer(inputs)
});
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Pdf_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answered = /** @type {((inputs?: Pdf_Col_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_answered(inputs)
	return __en.pdf_col_answered(inputs)
});
/**
* | output |
* | --- |
* | "Area" |
*
* @param {Pdf_Col_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_area = /** @type {((inputs?: Pdf_Col_AreaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_AreaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_area(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_area(inputs)
	return __en.pdf_col_area(inputs)
});
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Pdf_Col_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_cards = /** @type {((inputs?: Pdf_Col_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_cards(inputs)
	return __en.pdf_col_cards(inputs)
});
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Pdf_Col_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_correct_answer = /** @type {((inputs?: Pdf_Col_Correct_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Correct_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_correct_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_correct_answer(inputs)
	return __en.pdf_col_correct_answer(inputs)
});
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Pdf_Col_GradeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_grade = /** @type {((inputs?: Pdf_Col_GradeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_GradeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_grade(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_grade(inputs)
	return __en.pdf_col_grade(inputs)
});
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Pdf_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_median = /** @type {((inputs?: Pdf_Col_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_median(inputs)
	return __en.pdf_col_median(inputs)
});
/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Pdf_Col_OutcomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_outcome = /** @type {((inputs?: Pdf_Col_OutcomeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_OutcomeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_outcome(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_outcome(inputs)
	return __en.pdf_col_outcome(inputs)
});
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Pdf_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_pass_mark = /** @type {((inputs?: Pdf_Col_Pass_MarkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Pass_MarkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_pass_mark(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_pass_mark(inputs)
	return __en.pdf_col_pass_mark(inputs)
});
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Pdf_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result = /** @type {((inputs?: Pdf_Col_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_result(inputs)
	return __en.pdf_col_result(inputs)
});
/**
* | output |
* | --- |
* | "Result, time" |
*
* @param {Pdf_Col_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result_time = /** @type {((inputs?: Pdf_Col_Result_TimeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_Result_TimeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_result_time(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_result_time(inputs)
	return __en.pdf_col_result_time(inputs)
});
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Pdf_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_right = /** @type {((inputs?: Pdf_Col_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_right(inputs)
	return __en.pdf_col_right(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Pdf_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_skill = /** @type {((inputs?: Pdf_Col_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Col_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_col_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_col_skill(inputs)
	return __en.pdf_col_skill(inputs)
});
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Pdf_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_comment = /** @type {((inputs: Pdf_CommentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CommentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_comment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_comment(inputs)
	return __en.pdf_comment(inputs)
});
/**
* | output |
* | --- |
* | "Countersigned by {name}, second assessor, on {day} at {time}." |
*
* @param {Pdf_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_countersigned = /** @type {((inputs: Pdf_CountersignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_CountersignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_countersigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_countersigned(inputs)
	return __en.pdf_countersigned(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Pdf_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date = /** @type {((inputs?: Pdf_DateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_date(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_date(inputs)
	return __en.pdf_date(inputs)
});
/**
* | output |
* | --- |
* | "{day} (started {start})" |
*
* @param {Pdf_Date_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started = /** @type {((inputs: Pdf_Date_StartedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Date_StartedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_date_started(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_date_started(inputs)
	return __en.pdf_date_started(inputs)
});
/**
* | output |
* | --- |
* | "{day} (started {start}, ended {end})" |
*
* @param {Pdf_Date_Started_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started_ended = /** @type {((inputs: Pdf_Date_Started_EndedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Date_Started_EndedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_date_started_ended(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_date_started_ended(inputs)
	return __en.pdf_date_started_ended(inputs)
});
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Pdf_DurationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_duration = /** @type {((inputs?: Pdf_DurationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_DurationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_duration(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_duration(inputs)
	return __en.pdf_duration(inputs)
});
/**
* | output |
* | --- |
* | "Every response" |
*
* @param {Pdf_Every_ResponseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_every_response = /** @type {((inputs?: Pdf_Every_ResponseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Every_ResponseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_every_response(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_every_response(inputs)
	return __en.pdf_every_response(inputs)
});
/**
* | output |
* | --- |
* | "{name} - {id} - page {page} of {pages}" |
*
* @param {Pdf_FooterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_footer = /** @type {((inputs: Pdf_FooterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_FooterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_footer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_footer(inputs)
	return __en.pdf_footer(inputs)
});
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Grade_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_grade_fail = /** @type {((inputs?: Pdf_Grade_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Grade_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_grade_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_grade_fail(inputs)
	return __en.pdf_grade_fail(inputs)
});
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day}. Grades: {grades}." |
*
* @param {Pdf_Graded_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by = /** @type {((inputs: Pdf_Graded_ByInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Graded_ByInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_graded_by(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_graded_by(inputs)
	return __en.pdf_graded_by(inputs)
});
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day} against {standard}. Grades: {grades}." |
*
* @param {Pdf_Graded_By_AgainstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by_against = /** @type {((inputs: Pdf_Graded_By_AgainstInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Graded_By_AgainstInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_graded_by_against(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_graded_by_against(inputs)
	return __en.pdf_graded_by_against(inputs)
});
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Pdf_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_house = /** @type {((inputs?: Pdf_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_house(inputs)
	return __en.pdf_house(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge test" |
*
* @param {Pdf_KnowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge = /** @type {((inputs?: Pdf_KnowledgeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_KnowledgeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_knowledge(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_knowledge(inputs)
	return __en.pdf_knowledge(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge part FAILED." |
*
* @param {Pdf_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_failed = /** @type {((inputs?: Pdf_Knowledge_FailedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Knowledge_FailedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_knowledge_failed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_knowledge_failed(inputs)
	return __en.pdf_knowledge_failed(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge part PASSED." |
*
* @param {Pdf_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_passed = /** @type {((inputs?: Pdf_Knowledge_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Knowledge_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_knowledge_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_knowledge_passed(inputs)
	return __en.pdf_knowledge_passed(inputs)
});
/**
* | output |
* | --- |
* | "RED LINE" |
*
* @param {Pdf_Line_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_red_line = /** @type {((inputs?: Pdf_Line_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Line_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_line_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_line_red_line(inputs)
	return __en.pdf_line_red_line(inputs)
});
/**
* | output |
* | --- |
* | "right" |
*
* @param {Pdf_Line_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_right = /** @type {((inputs?: Pdf_Line_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Line_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_line_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_line_right(inputs)
	return __en.pdf_line_right(inputs)
});
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Pdf_Line_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_timed_out = /** @type {((inputs?: Pdf_Line_Timed_OutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Line_Timed_OutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_line_timed_out(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_line_timed_out(inputs)
	return __en.pdf_line_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "wrong" |
*
* @param {Pdf_Line_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_wrong = /** @type {((inputs?: Pdf_Line_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Line_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_line_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_line_wrong(inputs)
	return __en.pdf_line_wrong(inputs)
});
/**
* | output |
* | --- |
* | ";" |
*
* @param {Pdf_List_SeparatorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_list_separator = /** @type {((inputs?: Pdf_List_SeparatorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_List_SeparatorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_list_separator(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_list_separator(inputs)
	return __en.pdf_list_separator(inputs)
});
/**
* | output |
* | --- |
* | "Sitting ID {id}" |
*
* @param {Pdf_Meta_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_subject = /** @type {((inputs: Pdf_Meta_SubjectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Meta_SubjectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_meta_subject(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_meta_subject(inputs)
	return __en.pdf_meta_subject(inputs)
});
/**
* | output |
* | --- |
* | "Assessment record: {name}, {title}" |
*
* @param {Pdf_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_title = /** @type {((inputs: Pdf_Meta_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Meta_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_meta_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_meta_title(inputs)
	return __en.pdf_meta_title(inputs)
});
/**
* | output |
* | --- |
* | "{minutes} min {seconds} s" |
*
* @param {Pdf_Minutes_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_minutes_seconds = /** @type {((inputs: Pdf_Minutes_SecondsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Minutes_SecondsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_minutes_seconds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_minutes_seconds(inputs)
	return __en.pdf_minutes_seconds(inputs)
});
/**
* | output |
* | --- |
* | "The candidate's name is written in full ({count} characters) in the signed JSON record and the CSV; {mark} marks characters this PDF's font cannot show." |
*
* @param {Pdf_Name_NoteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_name_note = /** @type {((inputs: Pdf_Name_NoteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Name_NoteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_name_note(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_name_note(inputs)
	return __en.pdf_name_note(inputs)
});
/**
* | output |
* | --- |
* | "(no answer)" |
*
* @param {Pdf_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_answer = /** @type {((inputs?: Pdf_No_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_no_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_no_answer(inputs)
	return __en.pdf_no_answer(inputs)
});
/**
* | output |
* | --- |
* | "No red-line error." |
*
* @param {Pdf_No_Red_Line_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_line_error = /** @type {((inputs?: Pdf_No_Red_Line_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_Red_Line_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_no_red_line_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_no_red_line_error(inputs)
	return __en.pdf_no_red_line_error(inputs)
});
/**
* | output |
* | --- |
* | "No red line observed." |
*
* @param {Pdf_No_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_observed = /** @type {((inputs?: Pdf_No_Red_ObservedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_No_Red_ObservedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_no_red_observed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_no_red_observed(inputs)
	return __en.pdf_no_red_observed(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Pdf_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_none = /** @type {((inputs?: Pdf_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_none(inputs)
	return __en.pdf_none(inputs)
});
/**
* | output |
* | --- |
* | "Not countersigned by a second assessor." |
*
* @param {Pdf_Not_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_not_countersigned = /** @type {((inputs?: Pdf_Not_CountersignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Not_CountersignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_not_countersigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_not_countersigned(inputs)
	return __en.pdf_not_countersigned(inputs)
});
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_fail = /** @type {((inputs?: Pdf_Outcome_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Outcome_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_outcome_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_outcome_fail(inputs)
	return __en.pdf_outcome_fail(inputs)
});
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_pass = /** @type {((inputs?: Pdf_Outcome_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Outcome_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_outcome_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_outcome_pass(inputs)
	return __en.pdf_outcome_pass(inputs)
});
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Pdf_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_retake = /** @type {((inputs?: Pdf_Outcome_RetakeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Outcome_RetakeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_outcome_retake(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_outcome_retake(inputs)
	return __en.pdf_outcome_retake(inputs)
});
/**
* | output |
* | --- |
* | "Overall: {correct} of {items} items right ({accuracy}); pass mark {passMark}. Answered {answered}; timed out {timedOut}." |
*
* @param {Pdf_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_overall = /** @type {((inputs: Pdf_OverallInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_OverallInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_overall(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_overall(inputs)
	return __en.pdf_overall(inputs)
});
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Pdf_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical = /** @type {((inputs?: Pdf_PracticalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_PracticalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical(inputs)
	return __en.pdf_practical(inputs)
});
/**
* | output |
* | --- |
* | "Practical part FAILED." |
*
* @param {Pdf_Practical_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_failed = /** @type {((inputs?: Pdf_Practical_FailedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Practical_FailedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical_failed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical_failed(inputs)
	return __en.pdf_practical_failed(inputs)
});
/**
* | output |
* | --- |
* | "This set has no practical part." |
*
* @param {Pdf_Practical_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_none = /** @type {((inputs?: Pdf_Practical_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Practical_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical_none(inputs)
	return __en.pdf_practical_none(inputs)
});
/**
* | output |
* | --- |
* | "Not graded yet. Areas: {areas}." |
*
* @param {Pdf_Practical_Not_GradedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_not_graded = /** @type {((inputs: Pdf_Practical_Not_GradedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Practical_Not_GradedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical_not_graded(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical_not_graded(inputs)
	return __en.pdf_practical_not_graded(inputs)
});
/**
* | output |
* | --- |
* | "Practical part PASSED." |
*
* @param {Pdf_Practical_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_passed = /** @type {((inputs?: Pdf_Practical_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Practical_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical_passed(inputs)
	return __en.pdf_practical_passed(inputs)
});
/**
* | output |
* | --- |
* | "Practical part NOT COMPLETE: an area to retake." |
*
* @param {Pdf_Practical_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_retake = /** @type {((inputs?: Pdf_Practical_RetakeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Practical_RetakeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_practical_retake(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_practical_retake(inputs)
	return __en.pdf_practical_retake(inputs)
});
/**
* | output |
* | --- |
* | "Drawing error (Tasmania 11)" |
*
* @param {Pdf_Red_Drawing_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_drawing_error = /** @type {((inputs?: Pdf_Red_Drawing_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Drawing_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_drawing_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_drawing_error(inputs)
	return __en.pdf_red_drawing_error(inputs)
});
/**
* | output |
* | --- |
* | "Irregularity mishandled (Tasmania 14)" |
*
* @param {Pdf_Red_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_irregularity = /** @type {((inputs?: Pdf_Red_IrregularityInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_IrregularityInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_irregularity(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_irregularity(inputs)
	return __en.pdf_red_irregularity(inputs)
});
/**
* | output |
* | --- |
* | "RED LINE at item {item} (response {seq}): {label}" |
*
* @param {Pdf_Red_Line_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_line_at = /** @type {((inputs: Pdf_Red_Line_AtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Line_AtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_line_at(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_line_at(inputs)
	return __en.pdf_red_line_at(inputs)
});
/**
* | output |
* | --- |
* | "Red lines for this set: {list}." |
*
* @param {Pdf_Red_Lines_For_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_lines_for_set = /** @type {((inputs: Pdf_Red_Lines_For_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Lines_For_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_lines_for_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_lines_for_set(inputs)
	return __en.pdf_red_lines_for_set(inputs)
});
/**
* | output |
* | --- |
* | "RED LINE observed: {label}" |
*
* @param {Pdf_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed = /** @type {((inputs: Pdf_Red_ObservedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_ObservedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_observed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_observed(inputs)
	return __en.pdf_red_observed(inputs)
});
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails {area})" |
*
* @param {Pdf_Red_Observed_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_area = /** @type {((inputs: Pdf_Red_Observed_AreaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Observed_AreaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_observed_area(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_observed_area(inputs)
	return __en.pdf_red_observed_area(inputs)
});
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails the practical part)" |
*
* @param {Pdf_Red_Observed_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_practical = /** @type {((inputs: Pdf_Red_Observed_PracticalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Observed_PracticalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_observed_practical(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_observed_practical(inputs)
	return __en.pdf_red_observed_practical(inputs)
});
/**
* | output |
* | --- |
* | "Paid a losing bet" |
*
* @param {Pdf_Red_Paying_Losing_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_paying_losing_bet = /** @type {((inputs?: Pdf_Red_Paying_Losing_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Paying_Losing_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_paying_losing_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_paying_losing_bet(inputs)
	return __en.pdf_red_paying_losing_bet(inputs)
});
/**
* | output |
* | --- |
* | "Took a winning bet" |
*
* @param {Pdf_Red_Taking_Winning_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_taking_winning_bet = /** @type {((inputs?: Pdf_Red_Taking_Winning_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Red_Taking_Winning_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_red_taking_winning_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_red_taking_winning_bet(inputs)
	return __en.pdf_red_taking_winning_bet(inputs)
});
/**
* | output |
* | --- |
* | "Result: {result}" |
*
* @param {Pdf_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result = /** @type {((inputs: Pdf_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result(inputs)
	return __en.pdf_result(inputs)
});
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_fail = /** @type {((inputs?: Pdf_Result_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Result_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result_fail(inputs)
	return __en.pdf_result_fail(inputs)
});
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Pdf_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_in_progress = /** @type {((inputs?: Pdf_Result_In_ProgressInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Result_In_ProgressInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result_in_progress(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result_in_progress(inputs)
	return __en.pdf_result_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Pdf_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pass = /** @type {((inputs?: Pdf_Result_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Result_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result_pass(inputs)
	return __en.pdf_result_pass(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge part done; practical not yet graded or an area to retake" |
*
* @param {Pdf_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pending = /** @type {((inputs?: Pdf_Result_PendingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Result_PendingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result_pending(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result_pending(inputs)
	return __en.pdf_result_pending(inputs)
});
/**
* | output |
* | --- |
* | "{result}, {time}" |
*
* @param {Pdf_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_time = /** @type {((inputs: Pdf_Result_TimeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Result_TimeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_result_time(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_result_time(inputs)
	return __en.pdf_result_time(inputs)
});
/**
* | output |
* | --- |
* | "Seal" |
*
* @param {Pdf_SealInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seal = /** @type {((inputs?: Pdf_SealInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SealInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_seal(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_seal(inputs)
	return __en.pdf_seal(inputs)
});
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Pdf_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seconds = /** @type {((inputs: Pdf_SecondsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SecondsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_seconds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_seconds(inputs)
	return __en.pdf_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Pdf_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set = /** @type {((inputs?: Pdf_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_set(inputs)
	return __en.pdf_set(inputs)
});
/**
* | output |
* | --- |
* | "{title}, revision {revision}" |
*
* @param {Pdf_Set_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set_revision = /** @type {((inputs: Pdf_Set_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Set_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_set_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_set_revision(inputs)
	return __en.pdf_set_revision(inputs)
});
/**
* | output |
* | --- |
* | "Assessor:" |
*
* @param {Pdf_Sign_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_assessor = /** @type {((inputs?: Pdf_Sign_AssessorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Sign_AssessorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_sign_assessor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_sign_assessor(inputs)
	return __en.pdf_sign_assessor(inputs)
});
/**
* | output |
* | --- |
* | "Candidate:" |
*
* @param {Pdf_Sign_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_candidate = /** @type {((inputs?: Pdf_Sign_CandidateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Sign_CandidateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_sign_candidate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_sign_candidate(inputs)
	return __en.pdf_sign_candidate(inputs)
});
/**
* | output |
* | --- |
* | "Date:" |
*
* @param {Pdf_Sign_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_date = /** @type {((inputs?: Pdf_Sign_DateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Sign_DateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_sign_date(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_sign_date(inputs)
	return __en.pdf_sign_date(inputs)
});
/**
* | output |
* | --- |
* | "Gaming manager:" |
*
* @param {Pdf_Sign_ManagerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_manager = /** @type {((inputs?: Pdf_Sign_ManagerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Sign_ManagerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_sign_manager(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_sign_manager(inputs)
	return __en.pdf_sign_manager(inputs)
});
/**
* | output |
* | --- |
* | "Signatures" |
*
* @param {Pdf_SignaturesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_signatures = /** @type {((inputs?: Pdf_SignaturesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_SignaturesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_signatures(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_signatures(inputs)
	return __en.pdf_signatures(inputs)
});
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Pdf_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sitting_id = /** @type {((inputs?: Pdf_Sitting_IdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Sitting_IdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_sitting_id(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_sitting_id(inputs)
	return __en.pdf_sitting_id(inputs)
});
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Skill_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_fail = /** @type {((inputs?: Pdf_Skill_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Skill_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_skill_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_skill_fail(inputs)
	return __en.pdf_skill_fail(inputs)
});
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Skill_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_pass = /** @type {((inputs?: Pdf_Skill_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Skill_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_skill_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_skill_pass(inputs)
	return __en.pdf_skill_pass(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Pdf_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_staff_number = /** @type {((inputs?: Pdf_Staff_NumberInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Staff_NumberInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_staff_number(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_staff_number(inputs)
	return __en.pdf_staff_number(inputs)
});
/**
* | output |
* | --- |
* | "{title} (the built-in default)" |
*
* @param {Pdf_Standard_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_default = /** @type {((inputs: Pdf_Standard_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Standard_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_standard_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_standard_default(inputs)
	return __en.pdf_standard_default(inputs)
});
/**
* | output |
* | --- |
* | "{title} (revision {revision})" |
*
* @param {Pdf_Standard_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_revision = /** @type {((inputs: Pdf_Standard_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Standard_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_standard_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_standard_revision(inputs)
	return __en.pdf_standard_revision(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Pdf_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status = /** @type {((inputs?: Pdf_StatusInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_StatusInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_status(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_status(inputs)
	return __en.pdf_status(inputs)
});
/**
* | output |
* | --- |
* | "left before the end" |
*
* @param {Pdf_Status_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_abandoned = /** @type {((inputs?: Pdf_Status_AbandonedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Status_AbandonedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_status_abandoned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_status_abandoned(inputs)
	return __en.pdf_status_abandoned(inputs)
});
/**
* | output |
* | --- |
* | "closed by the trainer before the end" |
*
* @param {Pdf_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_closed = /** @type {((inputs?: Pdf_Status_ClosedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Status_ClosedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_status_closed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_status_closed(inputs)
	return __en.pdf_status_closed(inputs)
});
/**
* | output |
* | --- |
* | "finished" |
*
* @param {Pdf_Status_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_finished = /** @type {((inputs?: Pdf_Status_FinishedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Status_FinishedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_status_finished(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_status_finished(inputs)
	return __en.pdf_status_finished(inputs)
});
/**
* | output |
* | --- |
* | "running" |
*
* @param {Pdf_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_running = /** @type {((inputs?: Pdf_Status_RunningInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Status_RunningInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_status_running(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_status_running(inputs)
	return __en.pdf_status_running(inputs)
});
/**
* | output |
* | --- |
* | "Baccarat dealer assessment: certification record" |
*
* @param {Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_title = /** @type {((inputs?: Pdf_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_title(inputs)
	return __en.pdf_title(inputs)
});
/**
* | output |
* | --- |
* | "Verification" |
*
* @param {Pdf_VerificationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verification = /** @type {((inputs?: Pdf_VerificationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_VerificationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_verification(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_verification(inputs)
	return __en.pdf_verification(inputs)
});
/**
* | output |
* | --- |
* | "The same in English:" |
*
* @param {Pdf_Verify_EnglishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_english = /** @type {((inputs?: Pdf_Verify_EnglishInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Verify_EnglishInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_verify_english(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_verify_english(inputs)
	return __en.pdf_verify_english(inputs)
});
/**
* | output |
* | --- |
* | "Sitting ID {id}. This record was signed by the training installation whose key fingerprint is {fingerprint}; any change to any byte of the file makes the che..." |
*
* @param {Pdf_Verify_ParagraphInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_paragraph = /** @type {((inputs: Pdf_Verify_ParagraphInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pdf_Verify_ParagraphInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.pdf_verify_paragraph(inputs)
	if (locale === "zh-Hans") return __zh_hans1.pdf_verify_paragraph(inputs)
	return __en.pdf_verify_paragraph(inputs)
});
/**
* | output |
* | --- |
* | "Trainees practise at its table: its pay table, limits, chips and conventions. Every house stays in the library, and a trainer can duplicate one and change it..." |
*
* @param {Setup_House_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_intro = /** @type {((inputs?: Setup_House_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_House_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_house_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_house_intro(inputs)
	return __en.setup_house_intro(inputs)
});
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_House_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_legend = /** @type {((inputs?: Setup_House_LegendInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_House_LegendInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_house_legend(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_house_legend(inputs)
	return __en.setup_house_legend(inputs)
});
/**
* | output |
* | --- |
* | "Next: the trainer passcode" |
*
* @param {Setup_House_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_next = /** @type {((inputs?: Setup_House_NextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_House_NextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_house_next(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_house_next(inputs)
	return __en.setup_house_next(inputs)
});
/**
* | output |
* | --- |
* | "Which house is this?" |
*
* @param {Setup_House_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_title = /** @type {((inputs?: Setup_House_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_House_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_house_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_house_title(inputs)
	return __en.setup_house_title(inputs)
});
/**
* | output |
* | --- |
* | "For the trainer, once: the house, the trainer passcode and the trainees. The trainee side opens when this is done." |
*
* @param {Setup_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_intro = /** @type {((inputs?: Setup_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_intro(inputs)
	return __en.setup_intro(inputs)
});
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_Step_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_house = /** @type {((inputs?: Setup_Step_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_Step_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_step_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_step_house(inputs)
	return __en.setup_step_house(inputs)
});
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Setup_Step_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_passcode = /** @type {((inputs?: Setup_Step_PasscodeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_Step_PasscodeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_step_passcode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_step_passcode(inputs)
	return __en.setup_step_passcode(inputs)
});
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Setup_Step_RecoveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_recovery = /** @type {((inputs?: Setup_Step_RecoveryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_Step_RecoveryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_step_recovery(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_step_recovery(inputs)
	return __en.setup_step_recovery(inputs)
});
/**
* | output |
* | --- |
* | "First trainees" |
*
* @param {Setup_Step_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_trainees = /** @type {((inputs?: Setup_Step_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_Step_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_step_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_step_trainees(inputs)
	return __en.setup_step_trainees(inputs)
});
/**
* | output |
* | --- |
* | "Set up the Baccarat Dealer Trainer" |
*
* @param {Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_title = /** @type {((inputs?: Setup_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Setup_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.setup_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.setup_title(inputs)
	return __en.setup_title(inputs)
});