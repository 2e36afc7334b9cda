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
export const call_banker_draws: (inputs: Call_Banker_DrawsInputs) => LocalizedString;
export const call_banker_natural: (inputs: Call_Banker_NaturalInputs) => LocalizedString;
export const call_banker_point: (inputs: Call_Banker_PointInputs) => LocalizedString;
export const call_banker_stands: (inputs: Call_Banker_StandsInputs) => LocalizedString;
export const call_banker_wins: (inputs: Call_Banker_WinsInputs) => LocalizedString;
export const call_player_draws: (inputs: Call_Player_DrawsInputs) => LocalizedString;
export const call_player_natural: (inputs: Call_Player_NaturalInputs) => LocalizedString;
export const call_player_point: (inputs: Call_Player_PointInputs) => LocalizedString;
export const call_player_stands: (inputs: Call_Player_StandsInputs) => LocalizedString;
export const call_player_wins: (inputs: Call_Player_WinsInputs) => LocalizedString;
export const call_points: (inputs: Call_PointsInputs) => LocalizedString;
export const call_tie: (inputs: Call_TieInputs) => LocalizedString;
export const coup_banker_low_working: (inputs: Coup_Banker_Low_WorkingInputs) => LocalizedString;
export const coup_banker_seven_working: (inputs: Coup_Banker_Seven_WorkingInputs) => LocalizedString;
export const coup_banker_vs_card_working: (inputs: Coup_Banker_Vs_Card_WorkingInputs) => LocalizedString;
export const coup_banker_vs_none_working: (inputs: Coup_Banker_Vs_None_WorkingInputs) => LocalizedString;
export const coup_decision_draw: (inputs: Coup_Decision_DrawInputs) => LocalizedString;
export const coup_decision_stand: (inputs: Coup_Decision_StandInputs) => LocalizedString;
export const coup_hand_banker: (inputs: Coup_Hand_BankerInputs) => LocalizedString;
export const coup_hand_player: (inputs: Coup_Hand_PlayerInputs) => LocalizedString;
export const coup_natural_banker: (inputs: Coup_Natural_BankerInputs) => LocalizedString;
export const coup_natural_both: (inputs: Coup_Natural_BothInputs) => LocalizedString;
export const coup_natural_player: (inputs: Coup_Natural_PlayerInputs) => LocalizedString;
export const coup_player_draws_working: (inputs: Coup_Player_Draws_WorkingInputs) => LocalizedString;
export const coup_player_stands_working: (inputs: Coup_Player_Stands_WorkingInputs) => LocalizedString;
export const coup_point_sum: (inputs: Coup_Point_SumInputs) => LocalizedString;
export const coup_point_sum_less: (inputs: Coup_Point_Sum_LessInputs) => LocalizedString;
export const coup_points_working_natural: (inputs: Coup_Points_Working_NaturalInputs) => LocalizedString;
export const coup_points_working_none: (inputs: Coup_Points_Working_NoneInputs) => LocalizedString;
export const coup_q_banker_no_third: (inputs: Coup_Q_Banker_No_ThirdInputs) => LocalizedString;
export const coup_q_banker_third: (inputs: Coup_Q_Banker_ThirdInputs) => LocalizedString;
export const coup_q_call_both: (inputs: Coup_Q_Call_BothInputs) => LocalizedString;
export const coup_q_call_hand: (inputs: Coup_Q_Call_HandInputs) => LocalizedString;
export const coup_q_player_draws: (inputs: Coup_Q_Player_DrawsInputs) => LocalizedString;
export const coup_q_result: (inputs: Coup_Q_ResultInputs) => LocalizedString;
export const coup_result_answer: (inputs: Coup_Result_AnswerInputs) => LocalizedString;
export const coup_result_working_tie: (inputs: Coup_Result_Working_TieInputs) => LocalizedString;
export const coup_result_working_win: (inputs: Coup_Result_Working_WinInputs) => LocalizedString;
export const coup_row_3: (inputs: Coup_Row_3Inputs) => LocalizedString;
export const coup_row_4: (inputs: Coup_Row_4Inputs) => LocalizedString;
export const coup_row_5: (inputs: Coup_Row_5Inputs) => LocalizedString;
export const coup_row_6: (inputs: Coup_Row_6Inputs) => LocalizedString;
export const coup_row_none: (inputs: Coup_Row_NoneInputs) => LocalizedString;
export const coup_winner_banker: (inputs: Coup_Winner_BankerInputs) => LocalizedString;
export const coup_winner_player: (inputs: Coup_Winner_PlayerInputs) => LocalizedString;
export const coup_winner_tie: (inputs: Coup_Winner_TieInputs) => LocalizedString;
export const drill_sentences: (inputs: Drill_SentencesInputs) => LocalizedString;
export const home_adaptive: (inputs: Home_AdaptiveInputs) => LocalizedString;
export const home_add: (inputs: Home_AddInputs) => LocalizedString;
export const home_add_trainee: (inputs: Home_Add_TraineeInputs) => LocalizedString;
export const home_all: (inputs: Home_AllInputs) => LocalizedString;
export const home_answered: (inputs: Home_AnsweredInputs) => LocalizedString;
export const home_assessment_heading: (inputs: Home_Assessment_HeadingInputs) => LocalizedString;
export const home_assessments: (inputs: Home_AssessmentsInputs) => LocalizedString;
export const home_cancel: (inputs: Home_CancelInputs) => LocalizedString;
export const home_drill_sets: (inputs: Home_Drill_SetsInputs) => LocalizedString;
export const home_filter_label: (inputs: Home_Filter_LabelInputs) => LocalizedString;
export const home_filter_placeholder: (inputs: Home_Filter_PlaceholderInputs) => LocalizedString;
export const home_imported: (inputs: Home_ImportedInputs) => LocalizedString;
export const home_items: (inputs: Home_ItemsInputs) => LocalizedString;
export const home_mock_exam: (inputs: Home_Mock_ExamInputs) => LocalizedString;
export const home_mock_exam_title: (inputs: Home_Mock_Exam_TitleInputs) => LocalizedString;
export const home_mode_assessment: (inputs: Home_Mode_AssessmentInputs) => LocalizedString;
export const home_mode_practice: (inputs: Home_Mode_PracticeInputs) => LocalizedString;
export const home_name: (inputs: Home_NameInputs) => LocalizedString;
export const home_no_match: (inputs: Home_No_MatchInputs) => LocalizedString;
export const home_no_trainee: (inputs: Home_No_TraineeInputs) => LocalizedString;
export const home_nothing_answered: (inputs: Home_Nothing_AnsweredInputs) => LocalizedString;
export const home_practice: (inputs: Home_PracticeInputs) => LocalizedString;
export const home_progress: (inputs: Home_ProgressInputs) => LocalizedString;
export const home_resume: (inputs: Home_ResumeInputs) => LocalizedString;
export const home_settings: (inputs: Home_SettingsInputs) => LocalizedString;
export const home_show: (inputs: Home_ShowInputs) => LocalizedString;
export const home_staff_number: (inputs: Home_Staff_NumberInputs) => LocalizedString;
export const home_start: (inputs: Home_StartInputs) => LocalizedString;
export const home_start_now: (inputs: Home_Start_NowInputs) => LocalizedString;
export const home_start_set: (inputs: Home_Start_SetInputs) => LocalizedString;
export const home_starts: (inputs: Home_StartsInputs) => LocalizedString;
export const home_starts_new: (inputs: Home_Starts_NewInputs) => LocalizedString;
export const home_tagline: (inputs: Home_TaglineInputs) => LocalizedString;
export const home_title: (inputs: Home_TitleInputs) => LocalizedString;
export const home_trainee: (inputs: Home_TraineeInputs) => LocalizedString;
export const home_trainer_mode: (inputs: Home_Trainer_ModeInputs) => LocalizedString;
export const home_unfinished: (inputs: Home_UnfinishedInputs) => LocalizedString;
export const kind_label_call_hand: (inputs: Kind_Label_Call_HandInputs) => LocalizedString;
export const kind_label_chips: (inputs: Kind_Label_ChipsInputs) => LocalizedString;
export const kind_label_commission: (inputs: Kind_Label_CommissionInputs) => LocalizedString;
export const kind_label_dealer_check: (inputs: Kind_Label_Dealer_CheckInputs) => LocalizedString;
export const kind_label_irregularity: (inputs: Kind_Label_IrregularityInputs) => LocalizedString;
export const kind_label_pace_lab: (inputs: Kind_Label_Pace_LabInputs) => LocalizedString;
export const kind_label_payout: (inputs: Kind_Label_PayoutInputs) => LocalizedString;
export const kind_label_procedure: (inputs: Kind_Label_ProcedureInputs) => LocalizedString;
export const kind_label_result: (inputs: Kind_Label_ResultInputs) => LocalizedString;
export const kind_label_settle_table: (inputs: Kind_Label_Settle_TableInputs) => LocalizedString;
export const kind_label_third_card: (inputs: Kind_Label_Third_CardInputs) => LocalizedString;
export const kind_label_whole_coup: (inputs: Kind_Label_Whole_CoupInputs) => LocalizedString;
export const lang_call: (inputs: Lang_CallInputs) => LocalizedString;
export const lang_call_hint: (inputs: Lang_Call_HintInputs) => LocalizedString;
export const lang_done: (inputs: Lang_DoneInputs) => LocalizedString;
export const lang_interface: (inputs: Lang_InterfaceInputs) => LocalizedString;
export const lang_interface_hint: (inputs: Lang_Interface_HintInputs) => LocalizedString;
export const lang_key_hint: (inputs: Lang_Key_HintInputs) => LocalizedString;
export const lang_sample: (inputs: Lang_SampleInputs) => LocalizedString;
export const lang_saved: (inputs: Lang_SavedInputs) => LocalizedString;
export const lang_station: (inputs: Lang_StationInputs) => LocalizedString;
export const lang_title: (inputs: Lang_TitleInputs) => LocalizedString;
export const lang_trainee: (inputs: Lang_TraineeInputs) => LocalizedString;
export const language_name: (inputs: Language_NameInputs) => LocalizedString;
export const mark_amount: (inputs: Mark_AmountInputs) => LocalizedString;
export const mark_banker_point: (inputs: Mark_Banker_PointInputs) => LocalizedString;
export const mark_chose_key: (inputs: Mark_Chose_KeyInputs) => LocalizedString;
export const mark_chose_option: (inputs: Mark_Chose_OptionInputs) => LocalizedString;
export const mark_natural: (inputs: Mark_NaturalInputs) => LocalizedString;
export const mark_natural_none: (inputs: Mark_Natural_NoneInputs) => LocalizedString;
export const mark_natural_one: (inputs: Mark_Natural_OneInputs) => LocalizedString;
export const mark_not_whole_cents: (inputs: Mark_Not_Whole_CentsInputs) => LocalizedString;
export const mark_player_point: (inputs: Mark_Player_PointInputs) => LocalizedString;
export const mark_result: (inputs: Mark_ResultInputs) => LocalizedString;
export const mark_said_draw: (inputs: Mark_Said_DrawInputs) => LocalizedString;
export const mark_said_stand: (inputs: Mark_Said_StandInputs) => LocalizedString;
export const mark_type_amount: (inputs: Mark_Type_AmountInputs) => LocalizedString;
export const mark_type_chips: (inputs: Mark_Type_ChipsInputs) => LocalizedString;
export const mark_type_choice: (inputs: Mark_Type_ChoiceInputs) => LocalizedString;
export const mark_type_draw: (inputs: Mark_Type_DrawInputs) => LocalizedString;
export const mark_type_points: (inputs: Mark_Type_PointsInputs) => LocalizedString;
export const mark_type_result: (inputs: Mark_Type_ResultInputs) => LocalizedString;
export const mark_type_settle: (inputs: Mark_Type_SettleInputs) => LocalizedString;
export const mark_wrong_type: (inputs: Mark_Wrong_TypeInputs) => LocalizedString;
export const setup_house_intro: (inputs: Setup_House_IntroInputs) => LocalizedString;
export const setup_house_legend: (inputs: Setup_House_LegendInputs) => LocalizedString;
export const setup_house_next: (inputs: Setup_House_NextInputs) => LocalizedString;
export const setup_house_title: (inputs: Setup_House_TitleInputs) => LocalizedString;
export const setup_intro: (inputs: Setup_IntroInputs) => LocalizedString;
export const setup_step_house: (inputs: Setup_Step_HouseInputs) => LocalizedString;
export const setup_step_passcode: (inputs: Setup_Step_PasscodeInputs) => LocalizedString;
export const setup_step_recovery: (inputs: Setup_Step_RecoveryInputs) => LocalizedString;
export const setup_step_trainees: (inputs: Setup_Step_TraineesInputs) => LocalizedString;
export const setup_title: (inputs: Setup_TitleInputs) => LocalizedString;
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
export type Coup_Banker_Low_WorkingInputs = {
    banker: NonNullable<unknown>;
};
export type Coup_Banker_Seven_WorkingInputs = {};
export type Coup_Banker_Vs_Card_WorkingInputs = {
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
    value: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    row: NonNullable<unknown>;
};
export type Coup_Banker_Vs_None_WorkingInputs = {
    banker: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    row: NonNullable<unknown>;
};
export type Coup_Decision_DrawInputs = {};
export type Coup_Decision_StandInputs = {};
export type Coup_Hand_BankerInputs = {};
export type Coup_Hand_PlayerInputs = {};
export type Coup_Natural_BankerInputs = {
    point: NonNullable<unknown>;
};
export type Coup_Natural_BothInputs = {};
export type Coup_Natural_PlayerInputs = {
    point: NonNullable<unknown>;
};
export type Coup_Player_Draws_WorkingInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Player_Stands_WorkingInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Point_SumInputs = {
    hand: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    values: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Coup_Point_Sum_LessInputs = {
    hand: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    values: NonNullable<unknown>;
    sum: NonNullable<unknown>;
    less: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Coup_Points_Working_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Points_Working_NoneInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Q_Banker_No_ThirdInputs = {};
export type Coup_Q_Banker_ThirdInputs = {
    card: NonNullable<unknown>;
};
export type Coup_Q_Call_BothInputs = {};
export type Coup_Q_Call_HandInputs = {};
export type Coup_Q_Player_DrawsInputs = {};
export type Coup_Q_ResultInputs = {};
export type Coup_Result_AnswerInputs = {
    winner: NonNullable<unknown>;
    call: NonNullable<unknown>;
};
export type Coup_Result_Working_TieInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Result_Working_WinInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Row_3Inputs = {};
export type Coup_Row_4Inputs = {};
export type Coup_Row_5Inputs = {};
export type Coup_Row_6Inputs = {};
export type Coup_Row_NoneInputs = {};
export type Coup_Winner_BankerInputs = {};
export type Coup_Winner_PlayerInputs = {};
export type Coup_Winner_TieInputs = {};
export type Drill_SentencesInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
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
export type Kind_Label_Call_HandInputs = {};
export type Kind_Label_ChipsInputs = {};
export type Kind_Label_CommissionInputs = {};
export type Kind_Label_Dealer_CheckInputs = {};
export type Kind_Label_IrregularityInputs = {};
export type Kind_Label_Pace_LabInputs = {};
export type Kind_Label_PayoutInputs = {};
export type Kind_Label_ProcedureInputs = {};
export type Kind_Label_ResultInputs = {};
export type Kind_Label_Settle_TableInputs = {};
export type Kind_Label_Third_CardInputs = {};
export type Kind_Label_Whole_CoupInputs = {};
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
export type Mark_AmountInputs = {
    said: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mark_Banker_PointInputs = {
    said: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Mark_Chose_KeyInputs = {
    said: NonNullable<unknown>;
    key: NonNullable<unknown>;
    answer: NonNullable<unknown>;
};
export type Mark_Chose_OptionInputs = {
    said: NonNullable<unknown>;
    answer: NonNullable<unknown>;
};
export type Mark_NaturalInputs = {
    said: NonNullable<unknown>;
    is: NonNullable<unknown>;
};
export type Mark_Natural_NoneInputs = {};
export type Mark_Natural_OneInputs = {};
export type Mark_Not_Whole_CentsInputs = {
    amount: NonNullable<unknown>;
};
export type Mark_Player_PointInputs = {
    said: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Mark_ResultInputs = {
    said: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Mark_Said_DrawInputs = {
    answer: NonNullable<unknown>;
};
export type Mark_Said_StandInputs = {
    answer: NonNullable<unknown>;
};
export type Mark_Type_AmountInputs = {};
export type Mark_Type_ChipsInputs = {};
export type Mark_Type_ChoiceInputs = {};
export type Mark_Type_DrawInputs = {};
export type Mark_Type_PointsInputs = {};
export type Mark_Type_ResultInputs = {};
export type Mark_Type_SettleInputs = {};
export type Mark_Wrong_TypeInputs = {
    expected: NonNullable<unknown>;
    got: NonNullable<unknown>;
    answer: NonNullable<unknown>;
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
