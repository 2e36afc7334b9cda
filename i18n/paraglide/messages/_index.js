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
/** @typedef {{ banker: NonNullable<unknown> }} Coup_Banker_Low_WorkingInputs */
/** @typedef {{}} Coup_Banker_Seven_WorkingInputs */
/** @typedef {{ banker: NonNullable<unknown>, card: NonNullable<unknown>, value: NonNullable<unknown>, decision: NonNullable<unknown>, row: NonNullable<unknown> }} Coup_Banker_Vs_Card_WorkingInputs */
/** @typedef {{ banker: NonNullable<unknown>, decision: NonNullable<unknown>, row: NonNullable<unknown> }} Coup_Banker_Vs_None_WorkingInputs */
/** @typedef {{}} Coup_Decision_DrawInputs */
/** @typedef {{}} Coup_Decision_StandInputs */
/** @typedef {{}} Coup_Hand_BankerInputs */
/** @typedef {{}} Coup_Hand_PlayerInputs */
/** @typedef {{ point: NonNullable<unknown> }} Coup_Natural_BankerInputs */
/** @typedef {{}} Coup_Natural_BothInputs */
/** @typedef {{ point: NonNullable<unknown> }} Coup_Natural_PlayerInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Player_Draws_WorkingInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Player_Stands_WorkingInputs */
/** @typedef {{ hand: NonNullable<unknown>, cards: NonNullable<unknown>, values: NonNullable<unknown>, sum: NonNullable<unknown> }} Coup_Point_SumInputs */
/** @typedef {{ hand: NonNullable<unknown>, cards: NonNullable<unknown>, values: NonNullable<unknown>, sum: NonNullable<unknown>, less: NonNullable<unknown>, point: NonNullable<unknown> }} Coup_Point_Sum_LessInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Points_Working_NaturalInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Points_Working_NoneInputs */
/** @typedef {{}} Coup_Q_Banker_No_ThirdInputs */
/** @typedef {{ card: NonNullable<unknown> }} Coup_Q_Banker_ThirdInputs */
/** @typedef {{}} Coup_Q_Call_BothInputs */
/** @typedef {{}} Coup_Q_Call_HandInputs */
/** @typedef {{}} Coup_Q_Player_DrawsInputs */
/** @typedef {{}} Coup_Q_ResultInputs */
/** @typedef {{ winner: NonNullable<unknown>, call: NonNullable<unknown> }} Coup_Result_AnswerInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Result_Working_TieInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Coup_Result_Working_WinInputs */
/** @typedef {{}} Coup_Row_3Inputs */
/** @typedef {{}} Coup_Row_4Inputs */
/** @typedef {{}} Coup_Row_5Inputs */
/** @typedef {{}} Coup_Row_6Inputs */
/** @typedef {{}} Coup_Row_NoneInputs */
/** @typedef {{}} Coup_Winner_BankerInputs */
/** @typedef {{}} Coup_Winner_PlayerInputs */
/** @typedef {{}} Coup_Winner_TieInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Drill_SentencesInputs */
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
/** @typedef {{}} Kind_Label_Call_HandInputs */
/** @typedef {{}} Kind_Label_ChipsInputs */
/** @typedef {{}} Kind_Label_CommissionInputs */
/** @typedef {{}} Kind_Label_Dealer_CheckInputs */
/** @typedef {{}} Kind_Label_IrregularityInputs */
/** @typedef {{}} Kind_Label_Pace_LabInputs */
/** @typedef {{}} Kind_Label_PayoutInputs */
/** @typedef {{}} Kind_Label_ProcedureInputs */
/** @typedef {{}} Kind_Label_ResultInputs */
/** @typedef {{}} Kind_Label_Settle_TableInputs */
/** @typedef {{}} Kind_Label_Third_CardInputs */
/** @typedef {{}} Kind_Label_Whole_CoupInputs */
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
/** @typedef {{ said: NonNullable<unknown>, amount: NonNullable<unknown> }} Mark_AmountInputs */
/** @typedef {{ said: NonNullable<unknown>, point: NonNullable<unknown> }} Mark_Banker_PointInputs */
/** @typedef {{ said: NonNullable<unknown>, key: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Chose_KeyInputs */
/** @typedef {{ said: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Chose_OptionInputs */
/** @typedef {{ said: NonNullable<unknown>, is: NonNullable<unknown> }} Mark_NaturalInputs */
/** @typedef {{}} Mark_Natural_NoneInputs */
/** @typedef {{}} Mark_Natural_OneInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mark_Not_Whole_CentsInputs */
/** @typedef {{ said: NonNullable<unknown>, point: NonNullable<unknown> }} Mark_Player_PointInputs */
/** @typedef {{ said: NonNullable<unknown>, result: NonNullable<unknown> }} Mark_ResultInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Mark_Said_DrawInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Mark_Said_StandInputs */
/** @typedef {{}} Mark_Type_AmountInputs */
/** @typedef {{}} Mark_Type_ChipsInputs */
/** @typedef {{}} Mark_Type_ChoiceInputs */
/** @typedef {{}} Mark_Type_DrawInputs */
/** @typedef {{}} Mark_Type_PointsInputs */
/** @typedef {{}} Mark_Type_ResultInputs */
/** @typedef {{}} Mark_Type_SettleInputs */
/** @typedef {{ expected: NonNullable<unknown>, got: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Wrong_TypeInputs */
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
* | "Banker {banker}: Banker 0–2 always draws." |
*
* @param {Coup_Banker_Low_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_low_working = /** @type {((inputs: Coup_Banker_Low_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Banker_Low_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_banker_low_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_banker_low_working(inputs)
	return __en.coup_banker_low_working(inputs)
});
/**
* | output |
* | --- |
* | "Banker 7 always stands." |
*
* @param {Coup_Banker_Seven_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_seven_working = /** @type {((inputs?: Coup_Banker_Seven_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Banker_Seven_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_banker_seven_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_banker_seven_working(inputs)
	return __en.coup_banker_seven_working(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker} against the Player's third card {card} (value {value}): the table of play says {decision} ({row})." |
*
* @param {Coup_Banker_Vs_Card_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_vs_card_working = /** @type {((inputs: Coup_Banker_Vs_Card_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Banker_Vs_Card_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_banker_vs_card_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_banker_vs_card_working(inputs)
	return __en.coup_banker_vs_card_working(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker} with the Player standing (no third card): the table of play says {decision} ({row})." |
*
* @param {Coup_Banker_Vs_None_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_vs_none_working = /** @type {((inputs: Coup_Banker_Vs_None_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Banker_Vs_None_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_banker_vs_none_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_banker_vs_none_working(inputs)
	return __en.coup_banker_vs_none_working(inputs)
});
/**
* | output |
* | --- |
* | "draw" |
*
* @param {Coup_Decision_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_decision_draw = /** @type {((inputs?: Coup_Decision_DrawInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Decision_DrawInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_decision_draw(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_decision_draw(inputs)
	return __en.coup_decision_draw(inputs)
});
/**
* | output |
* | --- |
* | "stand" |
*
* @param {Coup_Decision_StandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_decision_stand = /** @type {((inputs?: Coup_Decision_StandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Decision_StandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_decision_stand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_decision_stand(inputs)
	return __en.coup_decision_stand(inputs)
});
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Coup_Hand_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_hand_banker = /** @type {((inputs?: Coup_Hand_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Hand_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_hand_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_hand_banker(inputs)
	return __en.coup_hand_banker(inputs)
});
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Coup_Hand_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_hand_player = /** @type {((inputs?: Coup_Hand_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Hand_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_hand_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_hand_player(inputs)
	return __en.coup_hand_player(inputs)
});
/**
* | output |
* | --- |
* | "Banker has a natural {point}: neither hand draws." |
*
* @param {Coup_Natural_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_banker = /** @type {((inputs: Coup_Natural_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Natural_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_natural_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_natural_banker(inputs)
	return __en.coup_natural_banker(inputs)
});
/**
* | output |
* | --- |
* | "Both hands have naturals: neither hand draws." |
*
* @param {Coup_Natural_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_both = /** @type {((inputs?: Coup_Natural_BothInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Natural_BothInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_natural_both(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_natural_both(inputs)
	return __en.coup_natural_both(inputs)
});
/**
* | output |
* | --- |
* | "Player has a natural {point}: neither hand draws." |
*
* @param {Coup_Natural_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_player = /** @type {((inputs: Coup_Natural_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Natural_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_natural_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_natural_player(inputs)
	return __en.coup_natural_player(inputs)
});
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}: Player 0–5 draws." |
*
* @param {Coup_Player_Draws_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_player_draws_working = /** @type {((inputs: Coup_Player_Draws_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Player_Draws_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_player_draws_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_player_draws_working(inputs)
	return __en.coup_player_draws_working(inputs)
});
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}: Player 6–7 stands." |
*
* @param {Coup_Player_Stands_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_player_stands_working = /** @type {((inputs: Coup_Player_Stands_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Player_Stands_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_player_stands_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_player_stands_working(inputs)
	return __en.coup_player_stands_working(inputs)
});
/**
* | output |
* | --- |
* | "{hand} {cards}: {values} = {sum}" |
*
* @param {Coup_Point_SumInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_point_sum = /** @type {((inputs: Coup_Point_SumInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Point_SumInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_point_sum(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_point_sum(inputs)
	return __en.coup_point_sum(inputs)
});
/**
* | output |
* | --- |
* | "{hand} {cards}: {values} = {sum}, less {less} = {point}" |
*
* @param {Coup_Point_Sum_LessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_point_sum_less = /** @type {((inputs: Coup_Point_Sum_LessInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Point_Sum_LessInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_point_sum_less(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_point_sum_less(inputs)
	return __en.coup_point_sum_less(inputs)
});
/**
* | output |
* | --- |
* | "{player}; {banker}. A two-card 8 or 9 is a natural." |
*
* @param {Coup_Points_Working_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_points_working_natural = /** @type {((inputs: Coup_Points_Working_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Points_Working_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_points_working_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_points_working_natural(inputs)
	return __en.coup_points_working_natural(inputs)
});
/**
* | output |
* | --- |
* | "{player}; {banker}. No natural: neither hand has 8 or 9 on two cards." |
*
* @param {Coup_Points_Working_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_points_working_none = /** @type {((inputs: Coup_Points_Working_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Points_Working_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_points_working_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_points_working_none(inputs)
	return __en.coup_points_working_none(inputs)
});
/**
* | output |
* | --- |
* | "The Player has no third card. Does the Banker draw?" |
*
* @param {Coup_Q_Banker_No_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_banker_no_third = /** @type {((inputs?: Coup_Q_Banker_No_ThirdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_Banker_No_ThirdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_banker_no_third(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_banker_no_third(inputs)
	return __en.coup_q_banker_no_third(inputs)
});
/**
* | output |
* | --- |
* | "The Player’s third card is {card}. Does the Banker draw?" |
*
* @param {Coup_Q_Banker_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_banker_third = /** @type {((inputs: Coup_Q_Banker_ThirdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_Banker_ThirdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_banker_third(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_banker_third(inputs)
	return __en.coup_q_banker_third(inputs)
});
/**
* | output |
* | --- |
* | "Call the hand: both points, and whether either is a natural." |
*
* @param {Coup_Q_Call_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_call_both = /** @type {((inputs?: Coup_Q_Call_BothInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_Call_BothInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_call_both(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_call_both(inputs)
	return __en.coup_q_call_both(inputs)
});
/**
* | output |
* | --- |
* | "Call the hand: the Player’s point, the Banker’s point, and whether either is a natural." |
*
* @param {Coup_Q_Call_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_call_hand = /** @type {((inputs?: Coup_Q_Call_HandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_Call_HandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_call_hand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_call_hand(inputs)
	return __en.coup_q_call_hand(inputs)
});
/**
* | output |
* | --- |
* | "Does the Player draw a third card?" |
*
* @param {Coup_Q_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_player_draws = /** @type {((inputs?: Coup_Q_Player_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_Player_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_player_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_player_draws(inputs)
	return __en.coup_q_player_draws(inputs)
});
/**
* | output |
* | --- |
* | "Declare the result." |
*
* @param {Coup_Q_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_result = /** @type {((inputs?: Coup_Q_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Q_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_q_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_q_result(inputs)
	return __en.coup_q_result(inputs)
});
/**
* | output |
* | --- |
* | "{winner}. The call: \"{call}\"" |
*
* @param {Coup_Result_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_answer = /** @type {((inputs: Coup_Result_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Result_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_result_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_result_answer(inputs)
	return __en.coup_result_answer(inputs)
});
/**
* | output |
* | --- |
* | "{player}; {banker}. Equal points: Player and Banker bets are void, Tie bets win." |
*
* @param {Coup_Result_Working_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_working_tie = /** @type {((inputs: Coup_Result_Working_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Result_Working_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_result_working_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_result_working_tie(inputs)
	return __en.coup_result_working_tie(inputs)
});
/**
* | output |
* | --- |
* | "{player}; {banker}. The higher point wins." |
*
* @param {Coup_Result_Working_WinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_working_win = /** @type {((inputs: Coup_Result_Working_WinInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Result_Working_WinInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_result_working_win(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_result_working_win(inputs)
	return __en.coup_result_working_win(inputs)
});
/**
* | output |
* | --- |
* | "Banker 3 draws unless the Player’s third card is an 8" |
*
* @param {Coup_Row_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_3 = /** @type {((inputs?: Coup_Row_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Row_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_row_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_row_3(inputs)
	return __en.coup_row_3(inputs)
});
/**
* | output |
* | --- |
* | "Banker 4 draws against a Player’s third card of 2–7" |
*
* @param {Coup_Row_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_4 = /** @type {((inputs?: Coup_Row_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Row_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_row_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_row_4(inputs)
	return __en.coup_row_4(inputs)
});
/**
* | output |
* | --- |
* | "Banker 5 draws against a Player’s third card of 4–7" |
*
* @param {Coup_Row_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_5 = /** @type {((inputs?: Coup_Row_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Row_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_row_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_row_5(inputs)
	return __en.coup_row_5(inputs)
});
/**
* | output |
* | --- |
* | "Banker 6 draws against a Player’s third card of 6 or 7" |
*
* @param {Coup_Row_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_6 = /** @type {((inputs?: Coup_Row_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Row_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_row_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_row_6(inputs)
	return __en.coup_row_6(inputs)
});
/**
* | output |
* | --- |
* | "with no Player third card, Banker 3–5 draws and 6 stands" |
*
* @param {Coup_Row_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_none = /** @type {((inputs?: Coup_Row_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Row_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_row_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_row_none(inputs)
	return __en.coup_row_none(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Coup_Winner_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_banker = /** @type {((inputs?: Coup_Winner_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Winner_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_winner_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_winner_banker(inputs)
	return __en.coup_winner_banker(inputs)
});
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Coup_Winner_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_player = /** @type {((inputs?: Coup_Winner_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Winner_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_winner_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_winner_player(inputs)
	return __en.coup_winner_player(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Coup_Winner_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_tie = /** @type {((inputs?: Coup_Winner_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coup_Winner_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.coup_winner_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.coup_winner_tie(inputs)
	return __en.coup_winner_tie(inputs)
});
/**
* | output |
* | --- |
* | "{first} {rest}" |
*
* @param {Drill_SentencesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const drill_sentences = /** @type {((inputs: Drill_SentencesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Drill_SentencesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.drill_sentences(inputs)
	if (locale === "zh-Hans") return __zh_hans1.drill_sentences(inputs)
	return __en.drill_sentences(inputs)
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
* | "Call the hand" |
*
* @param {Kind_Label_Call_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_call_hand = /** @type {((inputs?: Kind_Label_Call_HandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Call_HandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_call_hand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_call_hand(inputs)
	return __en.kind_label_call_hand(inputs)
});
/**
* | output |
* | --- |
* | "Chips and change" |
*
* @param {Kind_Label_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_chips = /** @type {((inputs?: Kind_Label_ChipsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_ChipsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_chips(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_chips(inputs)
	return __en.kind_label_chips(inputs)
});
/**
* | output |
* | --- |
* | "Commission" |
*
* @param {Kind_Label_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_commission = /** @type {((inputs?: Kind_Label_CommissionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_CommissionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_commission(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_commission(inputs)
	return __en.kind_label_commission(inputs)
});
/**
* | output |
* | --- |
* | "Catch the dealer's mistake" |
*
* @param {Kind_Label_Dealer_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_dealer_check = /** @type {((inputs?: Kind_Label_Dealer_CheckInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Dealer_CheckInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_dealer_check(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_dealer_check(inputs)
	return __en.kind_label_dealer_check(inputs)
});
/**
* | output |
* | --- |
* | "Irregularities" |
*
* @param {Kind_Label_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_irregularity = /** @type {((inputs?: Kind_Label_IrregularityInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_IrregularityInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_irregularity(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_irregularity(inputs)
	return __en.kind_label_irregularity(inputs)
});
/**
* | output |
* | --- |
* | "Pace lab (whole coups, settled)" |
*
* @param {Kind_Label_Pace_LabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_pace_lab = /** @type {((inputs?: Kind_Label_Pace_LabInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Pace_LabInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_pace_lab(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_pace_lab(inputs)
	return __en.kind_label_pace_lab(inputs)
});
/**
* | output |
* | --- |
* | "Payouts" |
*
* @param {Kind_Label_PayoutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_payout = /** @type {((inputs?: Kind_Label_PayoutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_PayoutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_payout(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_payout(inputs)
	return __en.kind_label_payout(inputs)
});
/**
* | output |
* | --- |
* | "Table procedures" |
*
* @param {Kind_Label_ProcedureInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_procedure = /** @type {((inputs?: Kind_Label_ProcedureInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_ProcedureInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_procedure(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_procedure(inputs)
	return __en.kind_label_procedure(inputs)
});
/**
* | output |
* | --- |
* | "Declare the result" |
*
* @param {Kind_Label_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_result = /** @type {((inputs?: Kind_Label_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_result(inputs)
	return __en.kind_label_result(inputs)
});
/**
* | output |
* | --- |
* | "Settle the table" |
*
* @param {Kind_Label_Settle_TableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_settle_table = /** @type {((inputs?: Kind_Label_Settle_TableInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Settle_TableInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_settle_table(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_settle_table(inputs)
	return __en.kind_label_settle_table(inputs)
});
/**
* | output |
* | --- |
* | "Third-card calls" |
*
* @param {Kind_Label_Third_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_third_card = /** @type {((inputs?: Kind_Label_Third_CardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Third_CardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_third_card(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_third_card(inputs)
	return __en.kind_label_third_card(inputs)
});
/**
* | output |
* | --- |
* | "Whole coup" |
*
* @param {Kind_Label_Whole_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_whole_coup = /** @type {((inputs?: Kind_Label_Whole_CoupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Kind_Label_Whole_CoupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.kind_label_whole_coup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.kind_label_whole_coup(inputs)
	return __en.kind_label_whole_coup(inputs)
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
* | "Amount: you said {said}, it is {amount}" |
*
* @param {Mark_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_amount = /** @type {((inputs: Mark_AmountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_AmountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_amount(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_amount(inputs)
	return __en.mark_amount(inputs)
});
/**
* | output |
* | --- |
* | "Banker point: you said {said}, it is {point}" |
*
* @param {Mark_Banker_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_banker_point = /** @type {((inputs: Mark_Banker_PointInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Banker_PointInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_banker_point(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_banker_point(inputs)
	return __en.mark_banker_point(inputs)
});
/**
* | output |
* | --- |
* | "You chose {said}, the answer is {key}: {answer}" |
*
* @param {Mark_Chose_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_chose_key = /** @type {((inputs: Mark_Chose_KeyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Chose_KeyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_chose_key(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_chose_key(inputs)
	return __en.mark_chose_key(inputs)
});
/**
* | output |
* | --- |
* | "You chose \"{said}\"; the answer is \"{answer}\"" |
*
* @param {Mark_Chose_OptionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_chose_option = /** @type {((inputs: Mark_Chose_OptionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Chose_OptionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_chose_option(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_chose_option(inputs)
	return __en.mark_chose_option(inputs)
});
/**
* | output |
* | --- |
* | "Natural: you said {said}, {is}" |
*
* @param {Mark_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural = /** @type {((inputs: Mark_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_natural(inputs)
	return __en.mark_natural(inputs)
});
/**
* | output |
* | --- |
* | "there is none" |
*
* @param {Mark_Natural_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural_none = /** @type {((inputs?: Mark_Natural_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Natural_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_natural_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_natural_none(inputs)
	return __en.mark_natural_none(inputs)
});
/**
* | output |
* | --- |
* | "there is one" |
*
* @param {Mark_Natural_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural_one = /** @type {((inputs?: Mark_Natural_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Natural_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_natural_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_natural_one(inputs)
	return __en.mark_natural_one(inputs)
});
/**
* | output |
* | --- |
* | "{amount} (not whole cents)" |
*
* @param {Mark_Not_Whole_CentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_not_whole_cents = /** @type {((inputs: Mark_Not_Whole_CentsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Not_Whole_CentsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_not_whole_cents(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_not_whole_cents(inputs)
	return __en.mark_not_whole_cents(inputs)
});
/**
* | output |
* | --- |
* | "Player point: you said {said}, it is {point}" |
*
* @param {Mark_Player_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_player_point = /** @type {((inputs: Mark_Player_PointInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Player_PointInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_player_point(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_player_point(inputs)
	return __en.mark_player_point(inputs)
});
/**
* | output |
* | --- |
* | "Result: you said {said}, it is {result}" |
*
* @param {Mark_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_result = /** @type {((inputs: Mark_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_result(inputs)
	return __en.mark_result(inputs)
});
/**
* | output |
* | --- |
* | "You said draw: {answer}" |
*
* @param {Mark_Said_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_said_draw = /** @type {((inputs: Mark_Said_DrawInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Said_DrawInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_said_draw(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_said_draw(inputs)
	return __en.mark_said_draw(inputs)
});
/**
* | output |
* | --- |
* | "You said stand: {answer}" |
*
* @param {Mark_Said_StandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_said_stand = /** @type {((inputs: Mark_Said_StandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Said_StandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_said_stand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_said_stand(inputs)
	return __en.mark_said_stand(inputs)
});
/**
* | output |
* | --- |
* | "an amount" |
*
* @param {Mark_Type_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_amount = /** @type {((inputs?: Mark_Type_AmountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_AmountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_amount(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_amount(inputs)
	return __en.mark_type_amount(inputs)
});
/**
* | output |
* | --- |
* | "chips from the tray" |
*
* @param {Mark_Type_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_chips = /** @type {((inputs?: Mark_Type_ChipsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_ChipsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_chips(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_chips(inputs)
	return __en.mark_type_chips(inputs)
});
/**
* | output |
* | --- |
* | "a choice" |
*
* @param {Mark_Type_ChoiceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_choice = /** @type {((inputs?: Mark_Type_ChoiceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_ChoiceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_choice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_choice(inputs)
	return __en.mark_type_choice(inputs)
});
/**
* | output |
* | --- |
* | "a draw/stand call" |
*
* @param {Mark_Type_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_draw = /** @type {((inputs?: Mark_Type_DrawInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_DrawInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_draw(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_draw(inputs)
	return __en.mark_type_draw(inputs)
});
/**
* | output |
* | --- |
* | "a points call" |
*
* @param {Mark_Type_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_points = /** @type {((inputs?: Mark_Type_PointsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_PointsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_points(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_points(inputs)
	return __en.mark_type_points(inputs)
});
/**
* | output |
* | --- |
* | "a result" |
*
* @param {Mark_Type_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_result = /** @type {((inputs?: Mark_Type_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_result(inputs)
	return __en.mark_type_result(inputs)
});
/**
* | output |
* | --- |
* | "a table settlement" |
*
* @param {Mark_Type_SettleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_settle = /** @type {((inputs?: Mark_Type_SettleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Type_SettleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_type_settle(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_type_settle(inputs)
	return __en.mark_type_settle(inputs)
});
/**
* | output |
* | --- |
* | "Expected {expected}, got {got}: {answer}" |
*
* @param {Mark_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_wrong_type = /** @type {((inputs: Mark_Wrong_TypeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mark_Wrong_TypeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.mark_wrong_type(inputs)
	if (locale === "zh-Hans") return __zh_hans1.mark_wrong_type(inputs)
	return __en.mark_wrong_type(inputs)
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