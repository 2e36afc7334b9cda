/* eslint-disable */
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


export const call_banker_draws = /** @type {(inputs: Call_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家補牌。`)
};

export const call_banker_natural = /** @type {(inputs: Call_Banker_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊家例牌 ${i?.point} 點。`)
};

export const call_banker_point = /** @type {(inputs: Call_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.point} 點。`)
};

export const call_banker_stands = /** @type {(inputs: Call_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家不補牌。`)
};

export const call_banker_wins = /** @type {(inputs: Call_Banker_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊贏，${i?.banker} 點勝 ${i?.player} 點。`)
};

export const call_player_draws = /** @type {(inputs: Call_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家補牌。`)
};

export const call_player_natural = /** @type {(inputs: Call_Player_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒家例牌 ${i?.point} 點。`)
};

export const call_player_point = /** @type {(inputs: Call_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.point} 點。`)
};

export const call_player_stands = /** @type {(inputs: Call_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家不補牌。`)
};

export const call_player_wins = /** @type {(inputs: Call_Player_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒贏，${i?.player} 點勝 ${i?.banker} 點。`)
};

export const call_points = /** @type {(inputs: Call_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} 點，莊 ${i?.banker} 點。`)
};

export const call_tie = /** @type {(inputs: Call_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局，${i?.point} 點。`)
};

export const coup_banker_low_working = /** @type {(inputs: Coup_Banker_Low_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點：莊家 0–2 點必定補牌。`)
};

export const coup_banker_seven_working = /** @type {(inputs: Coup_Banker_Seven_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家 7 點必定不補牌。`)
};

export const coup_banker_vs_card_working = /** @type {(inputs: Coup_Banker_Vs_Card_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點，閒家第三張牌是 ${i?.card}（${i?.value} 點）：按補牌規則${i?.decision}（${i?.row}）。`)
};

export const coup_banker_vs_none_working = /** @type {(inputs: Coup_Banker_Vs_None_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點，閒家不補牌（沒有第三張牌）：按補牌規則${i?.decision}（${i?.row}）。`)
};

export const coup_decision_draw = /** @type {(inputs: Coup_Decision_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌`)
};

export const coup_decision_stand = /** @type {(inputs: Coup_Decision_StandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不補牌`)
};

export const coup_hand_banker = /** @type {(inputs: Coup_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家`)
};

export const coup_hand_player = /** @type {(inputs: Coup_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家`)
};

export const coup_natural_banker = /** @type {(inputs: Coup_Natural_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊家例牌 ${i?.point} 點：兩家都不補牌。`)
};

export const coup_natural_both = /** @type {(inputs: Coup_Natural_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`兩家都是例牌：兩家都不補牌。`)
};

export const coup_natural_player = /** @type {(inputs: Coup_Natural_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒家例牌 ${i?.point} 點：兩家都不補牌。`)
};

export const coup_player_draws_working = /** @type {(inputs: Coup_Player_Draws_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} 點，莊 ${i?.banker} 點：閒家 0–5 點補牌。`)
};

export const coup_player_stands_working = /** @type {(inputs: Coup_Player_Stands_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} 點，莊 ${i?.banker} 點：閒家 6–7 點不補牌。`)
};

export const coup_point_sum = /** @type {(inputs: Coup_Point_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}：${i?.values} = ${i?.sum}`)
};

export const coup_point_sum_less = /** @type {(inputs: Coup_Point_Sum_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}：${i?.values} = ${i?.sum}，減 ${i?.less} = ${i?.point}`)
};

export const coup_points_working_natural = /** @type {(inputs: Coup_Points_Working_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。首兩張牌合共 8 或 9 點即為例牌。`)
};

export const coup_points_working_none = /** @type {(inputs: Coup_Points_Working_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。沒有例牌：兩家首兩張牌都不是 8 或 9 點。`)
};

export const coup_q_banker_no_third = /** @type {(inputs: Coup_Q_Banker_No_ThirdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家沒有第三張牌。莊家是否補牌？`)
};

export const coup_q_banker_third = /** @type {(inputs: Coup_Q_Banker_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒家第三張牌是 ${i?.card}。莊家是否補牌？`)
};

export const coup_q_call_both = /** @type {(inputs: Coup_Q_Call_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌：兩家點數，以及是否有例牌。`)
};

export const coup_q_call_hand = /** @type {(inputs: Coup_Q_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌：閒家點數、莊家點數，以及是否有例牌。`)
};

export const coup_q_player_draws = /** @type {(inputs: Coup_Q_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家是否補第三張牌？`)
};

export const coup_q_result = /** @type {(inputs: Coup_Q_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣佈結果。`)
};

export const coup_result_answer = /** @type {(inputs: Coup_Result_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.winner}。報牌：「${i?.call}」`)
};

export const coup_result_working_tie = /** @type {(inputs: Coup_Result_Working_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。點數相同：閒、莊投注退回，和局投注勝出。`)
};

export const coup_result_working_win = /** @type {(inputs: Coup_Result_Working_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。點數較高者勝。`)
};

export const coup_row_3 = /** @type {(inputs: Coup_Row_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家 3 點補牌，除非閒家第三張牌是 8 點`)
};

export const coup_row_4 = /** @type {(inputs: Coup_Row_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家第三張牌為 2–7 點時，莊家 4 點補牌`)
};

export const coup_row_5 = /** @type {(inputs: Coup_Row_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家第三張牌為 4–7 點時，莊家 5 點補牌`)
};

export const coup_row_6 = /** @type {(inputs: Coup_Row_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家第三張牌為 6 或 7 點時，莊家 6 點補牌`)
};

export const coup_row_none = /** @type {(inputs: Coup_Row_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家沒有第三張牌時，莊家 3–5 點補牌，6 點不補牌`)
};

export const coup_winner_banker = /** @type {(inputs: Coup_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊贏`)
};

export const coup_winner_player = /** @type {(inputs: Coup_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒贏`)
};

export const coup_winner_tie = /** @type {(inputs: Coup_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const drill_sentences = /** @type {(inputs: Drill_SentencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}${i?.rest}`)
};

export const home_adaptive = /** @type {(inputs: Home_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自適應練習`)
};

export const home_add = /** @type {(inputs: Home_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增`)
};

export const home_add_trainee = /** @type {(inputs: Home_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增學員`)
};

export const home_all = /** @type {(inputs: Home_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部`)
};

export const home_answered = /** @type {(inputs: Home_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已答 ${i?.answered}／${i?.total} 題`)
};

export const home_assessment_heading = /** @type {(inputs: Home_Assessment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核（模擬考試：僅作練習，不計入正式考核）`)
};

export const home_assessments = /** @type {(inputs: Home_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const home_cancel = /** @type {(inputs: Home_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const home_drill_sets = /** @type {(inputs: Home_Drill_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習題組`)
};

export const home_filter_label = /** @type {(inputs: Home_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`篩選練習題組`)
};

export const home_filter_placeholder = /** @type {(inputs: Home_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`篩選：賭場、練習、關鍵字…`)
};

export const home_imported = /** @type {(inputs: Home_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已匯入`)
};

export const home_items = /** @type {(inputs: Home_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 題`)
};

export const home_mock_exam = /** @type {(inputs: Home_Mock_ExamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模擬考試`)
};

export const home_mock_exam_title = /** @type {(inputs: Home_Mock_Exam_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以此考核的題目練習：每題作答後即有回饋，不計入正式考核`)
};

export const home_mode_assessment = /** @type {(inputs: Home_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const home_mode_practice = /** @type {(inputs: Home_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習`)
};

export const home_name = /** @type {(inputs: Home_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const home_no_match = /** @type {(inputs: Home_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`沒有符合「${i?.filter}」的練習題組。`)
};

export const home_no_trainee = /** @type {(inputs: Home_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未有學員。`)
};

export const home_nothing_answered = /** @type {(inputs: Home_Nothing_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const home_practice = /** @type {(inputs: Home_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習`)
};

export const home_progress = /** @type {(inputs: Home_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`進度`)
};

export const home_resume = /** @type {(inputs: Home_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`繼續`)
};

export const home_settings = /** @type {(inputs: Home_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定`)
};

export const home_show = /** @type {(inputs: Home_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`顯示`)
};

export const home_staff_number = /** @type {(inputs: Home_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`員工編號`)
};

export const home_start = /** @type {(inputs: Home_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始練習`)
};

export const home_start_now = /** @type {(inputs: Home_Start_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即開始練習`)
};

export const home_start_set = /** @type {(inputs: Home_Start_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

export const home_starts = /** @type {(inputs: Home_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`開始「${i?.title}」。`)
};

export const home_starts_new = /** @type {(inputs: Home_Starts_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`開始「${i?.title}」（系統會為你建立學員）。`)
};

export const home_tagline = /** @type {(inputs: Home_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌、補牌規則、派彩、佣金及程序，在真實賭枱佈局上發牌練習。`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家樂荷官培訓`)
};

export const home_trainee = /** @type {(inputs: Home_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`學員`)
};

export const home_trainer_mode = /** @type {(inputs: Home_Trainer_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`導師模式`)
};

export const home_unfinished = /** @type {(inputs: Home_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成的練習`)
};

export const kind_label_call_hand = /** @type {(inputs: Kind_Label_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌`)
};

export const kind_label_chips = /** @type {(inputs: Kind_Label_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼與找換`)
};

export const kind_label_commission = /** @type {(inputs: Kind_Label_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const kind_label_dealer_check = /** @type {(inputs: Kind_Label_Dealer_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找出荷官的錯誤`)
};

export const kind_label_irregularity = /** @type {(inputs: Kind_Label_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`異常情況`)
};

export const kind_label_pace_lab = /** @type {(inputs: Kind_Label_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度練習（整局連結算）`)
};

export const kind_label_payout = /** @type {(inputs: Kind_Label_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const kind_label_procedure = /** @type {(inputs: Kind_Label_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭枱程序`)
};

export const kind_label_result = /** @type {(inputs: Kind_Label_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣佈結果`)
};

export const kind_label_settle_table = /** @type {(inputs: Kind_Label_Settle_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結算全枱`)
};

export const kind_label_third_card = /** @type {(inputs: Kind_Label_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌判定`)
};

export const kind_label_whole_coup = /** @type {(inputs: Kind_Label_Whole_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整局`)
};

export const lang_call = /** @type {(inputs: Lang_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌語言`)
};

export const lang_call_hint = /** @type {(inputs: Lang_Call_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官在本場賭枱上報牌、報結果及派彩時所用的語言`)
};

export const lang_done = /** @type {(inputs: Lang_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完成`)
};

export const lang_interface = /** @type {(inputs: Lang_InterfaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`介面語言`)
};

export const lang_interface_hint = /** @type {(inputs: Lang_Interface_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`畫面、按鈕、題目及回饋`)
};

export const lang_key_hint = /** @type {(inputs: Lang_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`語言`)
};

export const lang_sample = /** @type {(inputs: Lang_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以此語言報牌：`)
};

export const lang_saved = /** @type {(inputs: Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`語言設定已儲存`)
};

export const lang_station = /** @type {(inputs: Lang_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本機預設`)
};

export const lang_title = /** @type {(inputs: Lang_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`語言`)
};

export const lang_trainee = /** @type {(inputs: Lang_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的設定`)
};

export const language_name = /** @type {(inputs: Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`繁體中文`)
};

export const mark_amount = /** @type {(inputs: Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金額：你說 ${i?.said}，應為 ${i?.amount}`)
};

export const mark_banker_point = /** @type {(inputs: Mark_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊家點數：你說 ${i?.said} 點，應為 ${i?.point} 點`)
};

export const mark_chose_key = /** @type {(inputs: Mark_Chose_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你選了 ${i?.said}，答案是 ${i?.key}：${i?.answer}`)
};

export const mark_chose_option = /** @type {(inputs: Mark_Chose_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你選了「${i?.said}」；答案是「${i?.answer}」`)
};

export const mark_natural = /** @type {(inputs: Mark_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌：你說${i?.said}，實際${i?.is}`)
};

export const mark_natural_none = /** @type {(inputs: Mark_Natural_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有例牌`)
};

export const mark_natural_one = /** @type {(inputs: Mark_Natural_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有例牌`)
};

export const mark_not_whole_cents = /** @type {(inputs: Mark_Not_Whole_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}（不是整數分）`)
};

export const mark_player_point = /** @type {(inputs: Mark_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒家點數：你說 ${i?.said} 點，應為 ${i?.point} 點`)
};

export const mark_result = /** @type {(inputs: Mark_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`結果：你說${i?.said}，應為${i?.result}`)
};

export const mark_said_draw = /** @type {(inputs: Mark_Said_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你說補牌：${i?.answer}`)
};

export const mark_said_stand = /** @type {(inputs: Mark_Said_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你說不補牌：${i?.answer}`)
};

export const mark_type_amount = /** @type {(inputs: Mark_Type_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金額`)
};

export const mark_type_chips = /** @type {(inputs: Mark_Type_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼盤中的籌碼`)
};

export const mark_type_choice = /** @type {(inputs: Mark_Type_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選項`)
};

export const mark_type_draw = /** @type {(inputs: Mark_Type_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌／不補牌判定`)
};

export const mark_type_points = /** @type {(inputs: Mark_Type_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報點數`)
};

export const mark_type_result = /** @type {(inputs: Mark_Type_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果`)
};

export const mark_type_settle = /** @type {(inputs: Mark_Type_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全枱結算`)
};

export const mark_wrong_type = /** @type {(inputs: Mark_Wrong_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`應答${i?.expected}，你答了${i?.got}：${i?.answer}`)
};

export const setup_house_intro = /** @type {(inputs: Setup_House_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`學員會在其賭枱上練習：賠率表、投注限額、籌碼及慣例。所有賭場都會保留在題庫中，導師之後可複製其中一間並修改規則（導師模式 → 賭場規則）。`)
};

export const setup_house_legend = /** @type {(inputs: Setup_House_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場`)
};

export const setup_house_next = /** @type {(inputs: Setup_House_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一步：導師密碼`)
};

export const setup_house_title = /** @type {(inputs: Setup_House_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這是哪一間賭場？`)
};

export const setup_intro = /** @type {(inputs: Setup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由導師設定一次：賭場、導師密碼及學員。完成後學員端才會開放。`)
};

export const setup_step_house = /** @type {(inputs: Setup_Step_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場`)
};

export const setup_step_passcode = /** @type {(inputs: Setup_Step_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`導師密碼`)
};

export const setup_step_recovery = /** @type {(inputs: Setup_Step_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復原碼`)
};

export const setup_step_trainees = /** @type {(inputs: Setup_Step_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首批學員`)
};

export const setup_title = /** @type {(inputs: Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定百家樂荷官培訓`)
};