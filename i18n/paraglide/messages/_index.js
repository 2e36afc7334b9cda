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
/** @typedef {{}} Ui_Ans_Amount_HintInputs */
/** @typedef {{}} Ui_Ans_BackspaceInputs */
/** @typedef {{}} Ui_Ans_BankerInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Ui_Ans_Box_LabelInputs */
/** @typedef {{}} Ui_Ans_Call_ItInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Ans_Chip_CountInputs */
/** @typedef {{}} Ui_Ans_Chip_OneInputs */
/** @typedef {{}} Ui_Ans_Chips_HintInputs */
/** @typedef {{}} Ui_Ans_Give_ChipsInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Ui_Ans_LeftInputs */
/** @typedef {{}} Ui_Ans_Mark_BoxInputs */
/** @typedef {{}} Ui_Ans_Natural_NoInputs */
/** @typedef {{}} Ui_Ans_Natural_YesInputs */
/** @typedef {{}} Ui_Ans_Nothing_SettledInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Ui_Ans_PaidInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown> }} Ui_Ans_Paid_BoxInputs */
/** @typedef {{}} Ui_Ans_PayInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Ui_Ans_Pay_LabelInputs */
/** @typedef {{}} Ui_Ans_PlayerInputs */
/** @typedef {{}} Ui_Ans_Points_HintInputs */
/** @typedef {{ bet: NonNullable<unknown>, word: NonNullable<unknown> }} Ui_Ans_Settle_ActionInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Ui_Ans_Settle_AmountInputs */
/** @typedef {{ seat: NonNullable<unknown>, areas: NonNullable<unknown> }} Ui_Ans_Settle_AreaInputs */
/** @typedef {{}} Ui_Ans_Settle_BetInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Ui_Ans_Settle_CommissionInputs */
/** @typedef {{}} Ui_Ans_Settled_So_FarInputs */
/** @typedef {{}} Ui_Ans_Table_SettledInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Ui_Ans_TakenInputs */
/** @typedef {{}} Ui_Ans_UndoInputs */
/** @typedef {{}} Ui_App_OpeningInputs */
/** @typedef {{}} Ui_Area_BankerInputs */
/** @typedef {{}} Ui_Area_Banker_PairInputs */
/** @typedef {{}} Ui_Area_Dragon_BankerInputs */
/** @typedef {{}} Ui_Area_Dragon_PlayerInputs */
/** @typedef {{}} Ui_Area_Perfect_Pair_BankerInputs */
/** @typedef {{}} Ui_Area_Perfect_Pair_PlayerInputs */
/** @typedef {{}} Ui_Area_PlayerInputs */
/** @typedef {{}} Ui_Area_Player_PairInputs */
/** @typedef {{}} Ui_Area_Super_SixInputs */
/** @typedef {{}} Ui_Area_TieInputs */
/** @typedef {{ odds: NonNullable<unknown> }} Ui_Area_Tie_OddsInputs */
/** @typedef {{}} Ui_Bet_BankerInputs */
/** @typedef {{}} Ui_Bet_Banker_PairInputs */
/** @typedef {{}} Ui_Bet_Dragon_BankerInputs */
/** @typedef {{}} Ui_Bet_Dragon_PlayerInputs */
/** @typedef {{}} Ui_Bet_Perfect_Pair_BankerInputs */
/** @typedef {{}} Ui_Bet_Perfect_Pair_PlayerInputs */
/** @typedef {{}} Ui_Bet_PlayerInputs */
/** @typedef {{}} Ui_Bet_Player_PairInputs */
/** @typedef {{}} Ui_Bet_Super_SixInputs */
/** @typedef {{}} Ui_Bet_TieInputs */
/** @typedef {{}} Ui_Box_LabelInputs */
/** @typedef {{ seat: NonNullable<unknown>, amount: NonNullable<unknown> }} Ui_Box_TitleInputs */
/** @typedef {{}} Ui_Bridge_MissingInputs */
/** @typedef {{ error: NonNullable<unknown> }} Ui_Bridge_No_AnswerInputs */
/** @typedef {{}} Ui_Bridge_UnreadableInputs */
/** @typedef {{}} Ui_Card_ExcessInputs */
/** @typedef {{}} Ui_Card_ExposedInputs */
/** @typedef {{}} Ui_Card_Face_DownInputs */
/** @typedef {{ name: NonNullable<unknown>, flag: NonNullable<unknown> }} Ui_Card_FlaggedInputs */
/** @typedef {{}} Ui_Card_MisdealtInputs */
/** @typedef {{}} Ui_Chart_AccuracyInputs */
/** @typedef {{}} Ui_Chart_MedianInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Ui_Chip_NamedInputs */
/** @typedef {{}} Ui_Clause_1Inputs */
/** @typedef {{}} Ui_Clause_10_1Inputs */
/** @typedef {{}} Ui_Clause_10_2Inputs */
/** @typedef {{}} Ui_Clause_10_3Inputs */
/** @typedef {{}} Ui_Clause_11Inputs */
/** @typedef {{}} Ui_Clause_12Inputs */
/** @typedef {{}} Ui_Clause_12_1Inputs */
/** @typedef {{}} Ui_Clause_12_2Inputs */
/** @typedef {{}} Ui_Clause_12_3Inputs */
/** @typedef {{}} Ui_Clause_12_4Inputs */
/** @typedef {{}} Ui_Clause_13Inputs */
/** @typedef {{}} Ui_Clause_14Inputs */
/** @typedef {{}} Ui_Clause_14_1Inputs */
/** @typedef {{}} Ui_Clause_14_2Inputs */
/** @typedef {{}} Ui_Clause_14_3Inputs */
/** @typedef {{}} Ui_Clause_14_4Inputs */
/** @typedef {{}} Ui_Clause_14_5Inputs */
/** @typedef {{}} Ui_Clause_14_6Inputs */
/** @typedef {{}} Ui_Clause_15Inputs */
/** @typedef {{}} Ui_Clause_15_1Inputs */
/** @typedef {{}} Ui_Clause_15_6Inputs */
/** @typedef {{}} Ui_Clause_15_6bInputs */
/** @typedef {{}} Ui_Clause_15_7Inputs */
/** @typedef {{}} Ui_Clause_15_8Inputs */
/** @typedef {{}} Ui_Clause_16Inputs */
/** @typedef {{}} Ui_Clause_16_4Inputs */
/** @typedef {{}} Ui_Clause_16_5Inputs */
/** @typedef {{}} Ui_Clause_16_5_10Inputs */
/** @typedef {{}} Ui_Clause_16_5_12Inputs */
/** @typedef {{}} Ui_Clause_16_5_13Inputs */
/** @typedef {{}} Ui_Clause_16_6Inputs */
/** @typedef {{}} Ui_Clause_16_7Inputs */
/** @typedef {{}} Ui_Clause_16_8Inputs */
/** @typedef {{}} Ui_Clause_4Inputs */
/** @typedef {{}} Ui_Clause_4_1Inputs */
/** @typedef {{}} Ui_Clause_5_3Inputs */
/** @typedef {{}} Ui_Clause_5_4Inputs */
/** @typedef {{}} Ui_Clause_5_5Inputs */
/** @typedef {{}} Ui_Clause_6_6Inputs */
/** @typedef {{}} Ui_Clause_6_7Inputs */
/** @typedef {{}} Ui_Clause_6_8Inputs */
/** @typedef {{}} Ui_Clause_7Inputs */
/** @typedef {{}} Ui_Clause_7_1Inputs */
/** @typedef {{}} Ui_Clause_7_3Inputs */
/** @typedef {{}} Ui_Clause_7_3bInputs */
/** @typedef {{}} Ui_Clause_7_4Inputs */
/** @typedef {{}} Ui_Clause_7_5Inputs */
/** @typedef {{}} Ui_Clause_8Inputs */
/** @typedef {{}} Ui_Clause_9_1Inputs */
/** @typedef {{}} Ui_Clause_9_2Inputs */
/** @typedef {{}} Ui_Clause_9_3Inputs */
/** @typedef {{}} Ui_Clause_9_3bInputs */
/** @typedef {{}} Ui_Clause_9_4Inputs */
/** @typedef {{}} Ui_Clause_In_EnglishInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Close_UpInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ui_Closed_SessionInputs */
/** @typedef {{}} Ui_Dmg_Confirm_TitleInputs */
/** @typedef {{}} Ui_Dmg_Drill_SetInputs */
/** @typedef {{}} Ui_Dmg_Keep_ItInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Dmg_ManyInputs */
/** @typedef {{ what: NonNullable<unknown>, name: NonNullable<unknown> }} Ui_Dmg_NamedInputs */
/** @typedef {{}} Ui_Dmg_OneInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Ui_Dmg_ProblemInputs */
/** @typedef {{}} Ui_Dmg_ProfileInputs */
/** @typedef {{}} Ui_Dmg_RemoveInputs */
/** @typedef {{}} Ui_Dmg_Remove_ItInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Dmg_Remove_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Dmg_Remove_SetInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Dmg_Remove_SettingInputs */
/** @typedef {{}} Ui_Dmg_SessionInputs */
/** @typedef {{}} Ui_Dmg_SettingInputs */
/** @typedef {{}} Ui_Dmg_TitleInputs */
/** @typedef {{}} Ui_Do_Add_TraineeInputs */
/** @typedef {{}} Ui_Do_Check_FolderInputs */
/** @typedef {{}} Ui_Do_Check_SetupInputs */
/** @typedef {{}} Ui_Do_Close_SessionInputs */
/** @typedef {{}} Ui_Do_First_DrillInputs */
/** @typedef {{}} Ui_Do_FreshInputs */
/** @typedef {{}} Ui_Do_Other_FolderInputs */
/** @typedef {{}} Ui_Do_Read_AssignedInputs */
/** @typedef {{}} Ui_Do_Read_CohortInputs */
/** @typedef {{}} Ui_Do_Read_DashboardInputs */
/** @typedef {{}} Ui_Do_Read_DueInputs */
/** @typedef {{}} Ui_Do_Read_ProfilesInputs */
/** @typedef {{}} Ui_Do_Read_ProgressInputs */
/** @typedef {{}} Ui_Do_Read_SetInputs */
/** @typedef {{}} Ui_Do_Read_SetsInputs */
/** @typedef {{}} Ui_Do_Read_SettingsInputs */
/** @typedef {{}} Ui_Do_Read_Signed_InInputs */
/** @typedef {{}} Ui_Do_Read_SummaryInputs */
/** @typedef {{}} Ui_Do_Read_TraineesInputs */
/** @typedef {{ what: NonNullable<unknown> }} Ui_Do_RemoveInputs */
/** @typedef {{}} Ui_Do_RenameInputs */
/** @typedef {{}} Ui_Do_ReplayInputs */
/** @typedef {{}} Ui_Do_ResumeInputs */
/** @typedef {{}} Ui_Do_Save_SettingsInputs */
/** @typedef {{}} Ui_Do_Sign_InInputs */
/** @typedef {{}} Ui_Do_Start_AdaptiveInputs */
/** @typedef {{}} Ui_Do_Start_DrillInputs */
/** @typedef {{}} Ui_Do_Start_DueInputs */
/** @typedef {{}} Ui_Do_Start_MockInputs */
/** @typedef {{}} Ui_Do_Start_PractiseInputs */
/** @typedef {{}} Ui_Do_Start_SessionInputs */
/** @typedef {{}} Ui_Do_UnfinishedInputs */
/** @typedef {{ answered: NonNullable<unknown>, total: NonNullable<unknown> }} Ui_Drill_AnsweredInputs */
/** @typedef {{}} Ui_Drill_HomeInputs */
/** @typedef {{ ms: NonNullable<unknown> }} Ui_Drill_Last_AnswerInputs */
/** @typedef {{}} Ui_Drill_LeaveInputs */
/** @typedef {{}} Ui_Drill_Reading_SummaryInputs */
/** @typedef {{ doing: NonNullable<unknown> }} Ui_Err_Did_Not_WorkInputs */
/** @typedef {{}} Ui_Err_DismissInputs */
/** @typedef {{}} Ui_Fb_AnswerInputs */
/** @typedef {{}} Ui_Fb_NextInputs */
/** @typedef {{}} Ui_Fb_Not_QuiteInputs */
/** @typedef {{ time: NonNullable<unknown> }} Ui_Fb_Over_LimitInputs */
/** @typedef {{}} Ui_Fb_RightInputs */
/** @typedef {{}} Ui_Fb_RuleInputs */
/** @typedef {{}} Ui_Fb_See_SummaryInputs */
/** @typedef {{}} Ui_Fb_Timed_OutInputs */
/** @typedef {{}} Ui_Fb_What_WrongInputs */
/** @typedef {{}} Ui_Fb_WorkingInputs */
/** @typedef {{}} Ui_Felt_BankerInputs */
/** @typedef {{}} Ui_Felt_CommissionInputs */
/** @typedef {{}} Ui_Felt_DiscardInputs */
/** @typedef {{}} Ui_Felt_PlayerInputs */
/** @typedef {{}} Ui_Felt_ShoeInputs */
/** @typedef {{}} Ui_Hand_BankerInputs */
/** @typedef {{}} Ui_Hand_PlayerInputs */
/** @typedef {{ row: NonNullable<unknown>, column: NonNullable<unknown>, words: NonNullable<unknown> }} Ui_Heat_CellInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Heat_Drill_ThisInputs */
/** @typedef {{}} Ui_Heat_NoneInputs */
/** @typedef {{}} Ui_Heat_Not_AnsweredInputs */
/** @typedef {{}} Ui_Heat_NothingInputs */
/** @typedef {{ banker: NonNullable<unknown>, third: NonNullable<unknown>, words: NonNullable<unknown> }} Ui_Heat_Top_CellInputs */
/** @typedef {{}} Ui_Heat_Top_CornerInputs */
/** @typedef {{}} Ui_Heat_Top_LabelInputs */
/** @typedef {{ banker: NonNullable<unknown>, third: NonNullable<unknown> }} Ui_Heat_Top_TitleInputs */
/** @typedef {{ wrong: NonNullable<unknown>, answered: NonNullable<unknown>, slow: NonNullable<unknown> }} Ui_Heat_WordsInputs */
/** @typedef {{ wrong: NonNullable<unknown>, answered: NonNullable<unknown>, slow: NonNullable<unknown>, few: NonNullable<unknown> }} Ui_Heat_Words_FewInputs */
/** @typedef {{}} Ui_Key_Banker_DrawsInputs */
/** @typedef {{}} Ui_Key_Banker_StandsInputs */
/** @typedef {{}} Ui_Key_Banker_WinsInputs */
/** @typedef {{}} Ui_Key_FinishInputs */
/** @typedef {{}} Ui_Key_HomeInputs */
/** @typedef {{}} Ui_Key_ImportInputs */
/** @typedef {{}} Ui_Key_KeptInputs */
/** @typedef {{ word: NonNullable<unknown> }} Ui_Key_LeaveInputs */
/** @typedef {{}} Ui_Key_NoticeInputs */
/** @typedef {{}} Ui_Key_PayInputs */
/** @typedef {{}} Ui_Key_Player_DrawsInputs */
/** @typedef {{}} Ui_Key_Player_StandsInputs */
/** @typedef {{}} Ui_Key_Player_WinsInputs */
/** @typedef {{}} Ui_Key_PrintInputs */
/** @typedef {{}} Ui_Key_ReplayInputs */
/** @typedef {{}} Ui_Key_SuggestedInputs */
/** @typedef {{}} Ui_Key_TakeInputs */
/** @typedef {{}} Ui_Key_TieInputs */
/** @typedef {{}} Ui_Keypad_AmountInputs */
/** @typedef {{}} Ui_Keypad_AnswerInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Keypad_GroupInputs */
/** @typedef {{}} Ui_Links_DashboardInputs */
/** @typedef {{}} Ui_Links_DueInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Links_Due_CountInputs */
/** @typedef {{}} Ui_Links_ProgressInputs */
/** @typedef {{}} Ui_Mode_AssessmentInputs */
/** @typedef {{}} Ui_Mode_PracticeInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, odds: NonNullable<unknown> }} Ui_Nl_BankerInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, odds: NonNullable<unknown>, rate: NonNullable<unknown> }} Ui_Nl_Banker_BoxInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Ui_Nl_Banker_SixInputs */
/** @typedef {{}} Ui_Nl_BurnInputs */
/** @typedef {{ decks: NonNullable<unknown> }} Ui_Nl_DecksInputs */
/** @typedef {{ range: NonNullable<unknown>, natural: NonNullable<unknown>, d9: NonNullable<unknown>, d8: NonNullable<unknown>, d7: NonNullable<unknown>, d6: NonNullable<unknown>, d5: NonNullable<unknown>, d4: NonNullable<unknown> }} Ui_Nl_DragonInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Ui_Nl_LiabilityInputs */
/** @typedef {{ range: NonNullable<unknown>, odds: NonNullable<unknown> }} Ui_Nl_PairsInputs */
/** @typedef {{ range: NonNullable<unknown>, mixed: NonNullable<unknown>, coloured: NonNullable<unknown>, perfect: NonNullable<unknown> }} Ui_Nl_PerfectInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Ui_Nl_PlayerInputs */
/** @typedef {{}} Ui_Nl_SqueezeInputs */
/** @typedef {{ range: NonNullable<unknown>, odds: NonNullable<unknown> }} Ui_Nl_Super_SixInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, odds: NonNullable<unknown> }} Ui_Nl_TieInputs */
/** @typedef {{}} Ui_No_Practice_SetInputs */
/** @typedef {{}} Ui_Notice_CloseInputs */
/** @typedef {{}} Ui_Notice_ConventionsInputs */
/** @typedef {{}} Ui_Notice_LabelInputs */
/** @typedef {{}} Ui_Notice_LimitsInputs */
/** @typedef {{ id: NonNullable<unknown> }} Ui_Notice_TableInputs */
/** @typedef {{ paths: NonNullable<unknown> }} Ui_Old_Files_KeptInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_Above_DefaultInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_Above_HouseInputs */
/** @typedef {{}} Ui_Pace_AccuracyInputs */
/** @typedef {{}} Ui_Pace_An_HourInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_Below_DefaultInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_Below_HouseInputs */
/** @typedef {{ correct: NonNullable<unknown>, coups: NonNullable<unknown> }} Ui_Pace_CorrectInputs */
/** @typedef {{}} Ui_Pace_Coup_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Pace_CoupsInputs */
/** @typedef {{}} Ui_Pace_Coups_HInputs */
/** @typedef {{}} Ui_Pace_LabInputs */
/** @typedef {{}} Ui_Pace_Meter_TitleInputs */
/** @typedef {{ min: NonNullable<unknown>, sec: NonNullable<unknown> }} Ui_Pace_MinutesInputs */
/** @typedef {{}} Ui_Pace_No_CoupInputs */
/** @typedef {{}} Ui_Pace_No_RunInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Ui_Pace_RateInputs */
/** @typedef {{}} Ui_Pace_RightInputs */
/** @typedef {{ target: NonNullable<unknown>, percent: NonNullable<unknown>, coups: NonNullable<unknown> }} Ui_Pace_Run_DetailInputs */
/** @typedef {{ target: NonNullable<unknown>, percent: NonNullable<unknown> }} Ui_Pace_Run_Detail_OneInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_TargetInputs */
/** @typedef {{ target: NonNullable<unknown> }} Ui_Pace_Target_DefaultInputs */
/** @typedef {{}} Ui_Pace_TimeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Ui_Pace_Time_DetailInputs */
/** @typedef {{}} Ui_Pace_TitleInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Pile_Close_UpInputs */
/** @typedef {{}} Ui_Prog_AccuracyInputs */
/** @typedef {{}} Ui_Prog_AssignInputs */
/** @typedef {{}} Ui_Prog_AttemptsInputs */
/** @typedef {{}} Ui_Prog_BackInputs */
/** @typedef {{}} Ui_Prog_By_SessionInputs */
/** @typedef {{}} Ui_Prog_By_WeekInputs */
/** @typedef {{}} Ui_Prog_Cell_HintInputs */
/** @typedef {{ few: NonNullable<unknown> }} Ui_Prog_Cell_SlowInputs */
/** @typedef {{ few: NonNullable<unknown> }} Ui_Prog_Cell_WrongInputs */
/** @typedef {{}} Ui_Prog_Chart_AccuracyInputs */
/** @typedef {{}} Ui_Prog_Chart_MedianInputs */
/** @typedef {{}} Ui_Prog_Colour_ByInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ui_Prog_DrillInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Prog_Due_TodayInputs */
/** @typedef {{}} Ui_Prog_ErrorsInputs */
/** @typedef {{}} Ui_Prog_Errors_WhereInputs */
/** @typedef {{}} Ui_Prog_FailedInputs */
/** @typedef {{}} Ui_Prog_Floor_ReadyInputs */
/** @typedef {{}} Ui_Prog_Group_ByInputs */
/** @typedef {{ level: NonNullable<unknown> }} Ui_Prog_Held_BackInputs */
/** @typedef {{}} Ui_Prog_IrregularitiesInputs */
/** @typedef {{ kind: NonNullable<unknown>, case: NonNullable<unknown> }} Ui_Prog_Kind_CaseInputs */
/** @typedef {{}} Ui_Prog_Last_AssessmentInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Prog_Later_CountInputs */
/** @typedef {{}} Ui_Prog_Later_Count_OneInputs */
/** @typedef {{ perDay: NonNullable<unknown>, days: NonNullable<unknown>, last: NonNullable<unknown> }} Ui_Prog_Later_DaysInputs */
/** @typedef {{ perDay: NonNullable<unknown> }} Ui_Prog_Later_TomorrowInputs */
/** @typedef {{}} Ui_Prog_LevelInputs */
/** @typedef {{}} Ui_Prog_MedianInputs */
/** @typedef {{}} Ui_Prog_Missed_AgainInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Prog_Missed_TitleInputs */
/** @typedef {{ kind: NonNullable<unknown>, case: NonNullable<unknown>, misses: NonNullable<unknown>, reviews: NonNullable<unknown> }} Ui_Prog_MissesInputs */
/** @typedef {{}} Ui_Prog_NoneInputs */
/** @typedef {{}} Ui_Prog_None_YetInputs */
/** @typedef {{}} Ui_Prog_Not_Floor_ReadyInputs */
/** @typedef {{}} Ui_Prog_NothingInputs */
/** @typedef {{}} Ui_Prog_Nothing_DueInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Ui_Prog_Of_Item_OneInputs */
/** @typedef {{ percent: NonNullable<unknown>, count: NonNullable<unknown> }} Ui_Prog_Of_ItemsInputs */
/** @typedef {{}} Ui_Prog_Over_TimeInputs */
/** @typedef {{}} Ui_Prog_PassedInputs */
/** @typedef {{}} Ui_Prog_PayoutsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Prog_Practise_DueInputs */
/** @typedef {{}} Ui_Prog_ReadingInputs */
/** @typedef {{}} Ui_Prog_SkillInputs */
/** @typedef {{}} Ui_Prog_SkillsInputs */
/** @typedef {{}} Ui_Prog_SlownessInputs */
/** @typedef {{}} Ui_Prog_TargetInputs */
/** @typedef {{}} Ui_Prog_TitleInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Prog_Title_OfInputs */
/** @typedef {{}} Ui_Prog_Top_SlowInputs */
/** @typedef {{}} Ui_Prog_Top_WrongInputs */
/** @typedef {{ stage: NonNullable<unknown>, done: NonNullable<unknown>, total: NonNullable<unknown>, percent: NonNullable<unknown> }} Ui_Progress_WordsInputs */
/** @typedef {{ stage: NonNullable<unknown>, done: NonNullable<unknown>, total: NonNullable<unknown>, percent: NonNullable<unknown> }} Ui_Progress_Words_OneInputs */
/** @typedef {{}} Ui_Push_WordInputs */
/** @typedef {{ folder: NonNullable<unknown> }} Ui_Rec_FolderInputs */
/** @typedef {{}} Ui_Rec_IntroInputs */
/** @typedef {{}} Ui_Rec_Sheet_TextInputs */
/** @typedef {{}} Ui_Rec_Sheet_TitleInputs */
/** @typedef {{}} Ui_Rec_TitleInputs */
/** @typedef {{}} Ui_Red_LineInputs */
/** @typedef {{ what: NonNullable<unknown> }} Ui_Removed_DamagedInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Ui_Seat_BetInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Ui_SecondsInputs */
/** @typedef {{}} Ui_Set_BackInputs */
/** @typedef {{}} Ui_Set_House_RulesInputs */
/** @typedef {{}} Ui_Set_MotionInputs */
/** @typedef {{}} Ui_Set_Motion_OffInputs */
/** @typedef {{}} Ui_Set_Motion_OnInputs */
/** @typedef {{}} Ui_Set_Motion_SystemInputs */
/** @typedef {{}} Ui_Set_ProfileInputs */
/** @typedef {{}} Ui_Set_SoundInputs */
/** @typedef {{ speed: NonNullable<unknown> }} Ui_Set_SpeedInputs */
/** @typedef {{}} Ui_Set_TitleInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Ui_Set_VolumeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ui_Setup_AddedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Ui_Setup_ImportedInputs */
/** @typedef {{}} Ui_St_ChooseInputs */
/** @typedef {{}} Ui_St_Could_Not_CheckInputs */
/** @typedef {{}} Ui_St_FileInputs */
/** @typedef {{}} Ui_St_FreshInputs */
/** @typedef {{}} Ui_St_RetryInputs */
/** @typedef {{}} Ui_St_TitleInputs */
/** @typedef {{}} Ui_St_Ways_OutInputs */
/** @typedef {{ count: NonNullable<unknown>, file: NonNullable<unknown> }} Ui_Staff_AddedInputs */
/** @typedef {{ file: NonNullable<unknown> }} Ui_Staff_Added_OneInputs */
/** @typedef {{}} Ui_Staff_CancelInputs */
/** @typedef {{}} Ui_Staff_Choose_OtherInputs */
/** @typedef {{}} Ui_Staff_Fix_FirstInputs */
/** @typedef {{ file: NonNullable<unknown>, trainees: NonNullable<unknown> }} Ui_Staff_HeadingInputs */
/** @typedef {{ file: NonNullable<unknown>, trainees: NonNullable<unknown>, lines: NonNullable<unknown> }} Ui_Staff_Heading_FixInputs */
/** @typedef {{ trainees: NonNullable<unknown> }} Ui_Staff_ImportInputs */
/** @typedef {{}} Ui_Staff_LineInputs */
/** @typedef {{}} Ui_Staff_Line_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Staff_LinesInputs */
/** @typedef {{}} Ui_Staff_NameInputs */
/** @typedef {{}} Ui_Staff_NumberInputs */
/** @typedef {{ line: NonNullable<unknown>, message: NonNullable<unknown> }} Ui_Staff_ProblemInputs */
/** @typedef {{}} Ui_Staff_Trainee_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Staff_TraineesInputs */
/** @typedef {{}} Ui_Stage_CheckingInputs */
/** @typedef {{}} Ui_Stage_DealingInputs */
/** @typedef {{}} Ui_Stage_RebuildingInputs */
/** @typedef {{}} Ui_Step_DealingInputs */
/** @typedef {{ index: NonNullable<unknown>, total: NonNullable<unknown> }} Ui_Step_ItemInputs */
/** @typedef {{ error: NonNullable<unknown> }} Ui_Step_Not_RecordedInputs */
/** @typedef {{ step: NonNullable<unknown>, steps: NonNullable<unknown> }} Ui_Step_StepInputs */
/** @typedef {{ time: NonNullable<unknown> }} Ui_Step_TimeInputs */
/** @typedef {{ time: NonNullable<unknown> }} Ui_Step_Time_HardInputs */
/** @typedef {{}} Ui_Sum_AccuracyInputs */
/** @typedef {{}} Ui_Sum_AssessmentInputs */
/** @typedef {{ kind: NonNullable<unknown>, question: NonNullable<unknown> }} Ui_Sum_Kind_QuestionInputs */
/** @typedef {{ time: NonNullable<unknown> }} Ui_Sum_MedianInputs */
/** @typedef {{}} Ui_Sum_Median_HeadInputs */
/** @typedef {{}} Ui_Sum_MistakesInputs */
/** @typedef {{}} Ui_Sum_NextInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ui_Sum_Not_PassedInputs */
/** @typedef {{}} Ui_Sum_Not_YetInputs */
/** @typedef {{}} Ui_Sum_PassInputs */
/** @typedef {{}} Ui_Sum_Pass_MarkInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ui_Sum_PassedInputs */
/** @typedef {{}} Ui_Sum_ResultInputs */
/** @typedef {{ correct: NonNullable<unknown>, answered: NonNullable<unknown>, percent: NonNullable<unknown> }} Ui_Sum_RightInputs */
/** @typedef {{}} Ui_Sum_SkillInputs */
/** @typedef {{}} Ui_Sum_SkillsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Sum_Too_SlowInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Sum_Too_Slow_AllInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, status: NonNullable<unknown> }} Ui_Tbl_Bet_AriaInputs */
/** @typedef {{}} Ui_Tbl_DiscardInputs */
/** @typedef {{ seats: NonNullable<unknown> }} Ui_Tbl_LabelInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Tbl_PileInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Ui_Tbl_SeatInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Ui_Tbl_Seat_SeatedInputs */
/** @typedef {{}} Ui_Tbl_SeatsInputs */
/** @typedef {{}} Ui_Tbl_ShoeInputs */
/** @typedef {{}} Ui_Tbl_Status_LeftInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Ui_Tbl_Status_PaidInputs */
/** @typedef {{}} Ui_Tbl_Status_TakenInputs */
/** @typedef {{}} Ui_Tr_AddInputs */
/** @typedef {{}} Ui_Tr_IntroInputs */
/** @typedef {{}} Ui_Tr_LaterInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Tr_ListInputs */
/** @typedef {{}} Ui_Tr_NameInputs */
/** @typedef {{}} Ui_Tr_NumberInputs */
/** @typedef {{}} Ui_Tr_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Ui_Tray_AddInputs */
/** @typedef {{ amount: NonNullable<unknown>, key: NonNullable<unknown> }} Ui_Tray_Add_KeyInputs */
/** @typedef {{}} Ui_Tray_ClearInputs */
/** @typedef {{}} Ui_Tray_LabelInputs */
/** @typedef {{}} Ui_Tray_RemoveInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Ui_Tray_Remove_AriaInputs */
/** @typedef {{ key: NonNullable<unknown> }} Ui_Tray_Remove_TitleInputs */
/** @typedef {{}} Ui_Wel_IntroInputs */
/** @typedef {{}} Ui_Wel_NameInputs */
/** @typedef {{}} Ui_Wel_SmallInputs */
/** @typedef {{}} Ui_Wel_StartInputs */
/** @typedef {{}} Ui_Wel_TitleInputs */
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
/**
* | output |
* | --- |
* | "Type the amount (33.25) or build it from chips (Q W E R … add, Shift+key removes); Enter." |
*
* @param {Ui_Ans_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_amount_hint = /** @type {((inputs?: Ui_Ans_Amount_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Amount_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_amount_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_amount_hint(inputs)
	return __en.ui_ans_amount_hint(inputs)
});
/**
* | output |
* | --- |
* | "Backspace" |
*
* @param {Ui_Ans_BackspaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_backspace = /** @type {((inputs?: Ui_Ans_BackspaceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_BackspaceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_backspace(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_backspace(inputs)
	return __en.ui_ans_backspace(inputs)
});
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Ans_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_banker = /** @type {((inputs?: Ui_Ans_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_banker(inputs)
	return __en.ui_ans_banker(inputs)
});
/**
* | output |
* | --- |
* | "Commission box, seat {seat}" |
*
* @param {Ui_Ans_Box_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_box_label = /** @type {((inputs: Ui_Ans_Box_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Box_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_box_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_box_label(inputs)
	return __en.ui_ans_box_label(inputs)
});
/**
* | output |
* | --- |
* | "Call it" |
*
* @param {Ui_Ans_Call_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_call_it = /** @type {((inputs?: Ui_Ans_Call_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Call_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_call_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_call_it(inputs)
	return __en.ui_ans_call_it(inputs)
});
/**
* | output |
* | --- |
* | "{count} chips" |
*
* @param {Ui_Ans_Chip_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chip_count = /** @type {((inputs: Ui_Ans_Chip_CountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Chip_CountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_chip_count(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_chip_count(inputs)
	return __en.ui_ans_chip_count(inputs)
});
/**
* | output |
* | --- |
* | "1 chip" |
*
* @param {Ui_Ans_Chip_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chip_one = /** @type {((inputs?: Ui_Ans_Chip_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Chip_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_chip_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_chip_one(inputs)
	return __en.ui_ans_chip_one(inputs)
});
/**
* | output |
* | --- |
* | "Build it from chips (Q W E R … add, Shift+key removes, Backspace empties); Enter." |
*
* @param {Ui_Ans_Chips_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chips_hint = /** @type {((inputs?: Ui_Ans_Chips_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Chips_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_chips_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_chips_hint(inputs)
	return __en.ui_ans_chips_hint(inputs)
});
/**
* | output |
* | --- |
* | "Give the chips" |
*
* @param {Ui_Ans_Give_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_give_chips = /** @type {((inputs?: Ui_Ans_Give_ChipsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Give_ChipsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_give_chips(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_give_chips(inputs)
	return __en.ui_ans_give_chips(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: left" |
*
* @param {Ui_Ans_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_left = /** @type {((inputs: Ui_Ans_LeftInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_LeftInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_left(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_left(inputs)
	return __en.ui_ans_left(inputs)
});
/**
* | output |
* | --- |
* | "Mark the box" |
*
* @param {Ui_Ans_Mark_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_mark_box = /** @type {((inputs?: Ui_Ans_Mark_BoxInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Mark_BoxInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_mark_box(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_mark_box(inputs)
	return __en.ui_ans_mark_box(inputs)
});
/**
* | output |
* | --- |
* | "Natural: no" |
*
* @param {Ui_Ans_Natural_NoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_natural_no = /** @type {((inputs?: Ui_Ans_Natural_NoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Natural_NoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_natural_no(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_natural_no(inputs)
	return __en.ui_ans_natural_no(inputs)
});
/**
* | output |
* | --- |
* | "Natural: yes" |
*
* @param {Ui_Ans_Natural_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_natural_yes = /** @type {((inputs?: Ui_Ans_Natural_YesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Natural_YesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_natural_yes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_natural_yes(inputs)
	return __en.ui_ans_natural_yes(inputs)
});
/**
* | output |
* | --- |
* | "Nothing settled yet." |
*
* @param {Ui_Ans_Nothing_SettledInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_nothing_settled = /** @type {((inputs?: Ui_Ans_Nothing_SettledInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Nothing_SettledInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_nothing_settled(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_nothing_settled(inputs)
	return __en.ui_ans_nothing_settled(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: paid {amount}" |
*
* @param {Ui_Ans_PaidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_paid = /** @type {((inputs: Ui_Ans_PaidInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_PaidInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_paid(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_paid(inputs)
	return __en.ui_ans_paid(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: paid {amount}, box {commission}" |
*
* @param {Ui_Ans_Paid_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_paid_box = /** @type {((inputs: Ui_Ans_Paid_BoxInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Paid_BoxInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_paid_box(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_paid_box(inputs)
	return __en.ui_ans_paid_box(inputs)
});
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Ui_Ans_PayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_pay = /** @type {((inputs?: Ui_Ans_PayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_PayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_pay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_pay(inputs)
	return __en.ui_ans_pay(inputs)
});
/**
* | output |
* | --- |
* | "Pay {bet}" |
*
* @param {Ui_Ans_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_pay_label = /** @type {((inputs: Ui_Ans_Pay_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Pay_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_pay_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_pay_label(inputs)
	return __en.ui_ans_pay_label(inputs)
});
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Ans_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_player = /** @type {((inputs?: Ui_Ans_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_player(inputs)
	return __en.ui_ans_player(inputs)
});
/**
* | output |
* | --- |
* | "Type the Player's point, then the Banker's; N if there is a natural; Enter." |
*
* @param {Ui_Ans_Points_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_points_hint = /** @type {((inputs?: Ui_Ans_Points_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Points_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_points_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_points_hint(inputs)
	return __en.ui_ans_points_hint(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: T take, L leave ({word}), P pay." |
*
* @param {Ui_Ans_Settle_ActionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_action = /** @type {((inputs: Ui_Ans_Settle_ActionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settle_ActionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settle_action(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settle_action(inputs)
	return __en.ui_ans_settle_action(inputs)
});
/**
* | output |
* | --- |
* | "Pay {bet}: type the amount, Enter." |
*
* @param {Ui_Ans_Settle_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_amount = /** @type {((inputs: Ui_Ans_Settle_AmountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settle_AmountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settle_amount(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settle_amount(inputs)
	return __en.ui_ans_settle_amount(inputs)
});
/**
* | output |
* | --- |
* | "Seat {seat}: press the area's key ({areas})." |
*
* @param {Ui_Ans_Settle_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_area = /** @type {((inputs: Ui_Ans_Settle_AreaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settle_AreaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settle_area(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settle_area(inputs)
	return __en.ui_ans_settle_area(inputs)
});
/**
* | output |
* | --- |
* | "Select a bet: its seat number (then its area key), the arrow keys, or click it on the table. Enter when the table is settled; Backspace undoes." |
*
* @param {Ui_Ans_Settle_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_bet = /** @type {((inputs?: Ui_Ans_Settle_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settle_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settle_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settle_bet(inputs)
	return __en.ui_ans_settle_bet(inputs)
});
/**
* | output |
* | --- |
* | "{bet} paid {amount}: type the commission for its box, Enter (Backspace: back to the payment)." |
*
* @param {Ui_Ans_Settle_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_commission = /** @type {((inputs: Ui_Ans_Settle_CommissionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settle_CommissionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settle_commission(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settle_commission(inputs)
	return __en.ui_ans_settle_commission(inputs)
});
/**
* | output |
* | --- |
* | "Settled so far" |
*
* @param {Ui_Ans_Settled_So_FarInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settled_so_far = /** @type {((inputs?: Ui_Ans_Settled_So_FarInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Settled_So_FarInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_settled_so_far(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_settled_so_far(inputs)
	return __en.ui_ans_settled_so_far(inputs)
});
/**
* | output |
* | --- |
* | "Table settled" |
*
* @param {Ui_Ans_Table_SettledInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_table_settled = /** @type {((inputs?: Ui_Ans_Table_SettledInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_Table_SettledInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_table_settled(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_table_settled(inputs)
	return __en.ui_ans_table_settled(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: taken" |
*
* @param {Ui_Ans_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_taken = /** @type {((inputs: Ui_Ans_TakenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_TakenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_taken(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_taken(inputs)
	return __en.ui_ans_taken(inputs)
});
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Ui_Ans_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_undo = /** @type {((inputs?: Ui_Ans_UndoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Ans_UndoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_ans_undo(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_ans_undo(inputs)
	return __en.ui_ans_undo(inputs)
});
/**
* | output |
* | --- |
* | "Opening the table…" |
*
* @param {Ui_App_OpeningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_app_opening = /** @type {((inputs?: Ui_App_OpeningInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_App_OpeningInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_app_opening(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_app_opening(inputs)
	return __en.ui_app_opening(inputs)
});
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Area_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_banker = /** @type {((inputs?: Ui_Area_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_banker(inputs)
	return __en.ui_area_banker(inputs)
});
/**
* | output |
* | --- |
* | "B Pair" |
*
* @param {Ui_Area_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_banker_pair = /** @type {((inputs?: Ui_Area_Banker_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Banker_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_banker_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_banker_pair(inputs)
	return __en.ui_area_banker_pair(inputs)
});
/**
* | output |
* | --- |
* | "Dragon B" |
*
* @param {Ui_Area_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_dragon_banker = /** @type {((inputs?: Ui_Area_Dragon_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Dragon_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_dragon_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_dragon_banker(inputs)
	return __en.ui_area_dragon_banker(inputs)
});
/**
* | output |
* | --- |
* | "Dragon P" |
*
* @param {Ui_Area_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_dragon_player = /** @type {((inputs?: Ui_Area_Dragon_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Dragon_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_dragon_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_dragon_player(inputs)
	return __en.ui_area_dragon_player(inputs)
});
/**
* | output |
* | --- |
* | "Perfect B" |
*
* @param {Ui_Area_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_perfect_pair_banker = /** @type {((inputs?: Ui_Area_Perfect_Pair_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Perfect_Pair_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_perfect_pair_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_perfect_pair_banker(inputs)
	return __en.ui_area_perfect_pair_banker(inputs)
});
/**
* | output |
* | --- |
* | "Perfect P" |
*
* @param {Ui_Area_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_perfect_pair_player = /** @type {((inputs?: Ui_Area_Perfect_Pair_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Perfect_Pair_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_perfect_pair_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_perfect_pair_player(inputs)
	return __en.ui_area_perfect_pair_player(inputs)
});
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Area_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_player = /** @type {((inputs?: Ui_Area_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_player(inputs)
	return __en.ui_area_player(inputs)
});
/**
* | output |
* | --- |
* | "P Pair" |
*
* @param {Ui_Area_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_player_pair = /** @type {((inputs?: Ui_Area_Player_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Player_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_player_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_player_pair(inputs)
	return __en.ui_area_player_pair(inputs)
});
/**
* | output |
* | --- |
* | "Super 6" |
*
* @param {Ui_Area_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_super_six = /** @type {((inputs?: Ui_Area_Super_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Super_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_super_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_super_six(inputs)
	return __en.ui_area_super_six(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Area_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_tie = /** @type {((inputs?: Ui_Area_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_tie(inputs)
	return __en.ui_area_tie(inputs)
});
/**
* | output |
* | --- |
* | "Tie {odds}" |
*
* @param {Ui_Area_Tie_OddsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_tie_odds = /** @type {((inputs: Ui_Area_Tie_OddsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Area_Tie_OddsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_area_tie_odds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_area_tie_odds(inputs)
	return __en.ui_area_tie_odds(inputs)
});
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Bet_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_banker = /** @type {((inputs?: Ui_Bet_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_banker(inputs)
	return __en.ui_bet_banker(inputs)
});
/**
* | output |
* | --- |
* | "Banker Pair" |
*
* @param {Ui_Bet_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_banker_pair = /** @type {((inputs?: Ui_Bet_Banker_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Banker_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_banker_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_banker_pair(inputs)
	return __en.ui_bet_banker_pair(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus (Banker)" |
*
* @param {Ui_Bet_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_dragon_banker = /** @type {((inputs?: Ui_Bet_Dragon_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Dragon_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_dragon_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_dragon_banker(inputs)
	return __en.ui_bet_dragon_banker(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus (Player)" |
*
* @param {Ui_Bet_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_dragon_player = /** @type {((inputs?: Ui_Bet_Dragon_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Dragon_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_dragon_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_dragon_player(inputs)
	return __en.ui_bet_dragon_player(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs (Banker)" |
*
* @param {Ui_Bet_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_perfect_pair_banker = /** @type {((inputs?: Ui_Bet_Perfect_Pair_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Perfect_Pair_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_perfect_pair_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_perfect_pair_banker(inputs)
	return __en.ui_bet_perfect_pair_banker(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs (Player)" |
*
* @param {Ui_Bet_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_perfect_pair_player = /** @type {((inputs?: Ui_Bet_Perfect_Pair_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Perfect_Pair_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_perfect_pair_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_perfect_pair_player(inputs)
	return __en.ui_bet_perfect_pair_player(inputs)
});
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Bet_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_player = /** @type {((inputs?: Ui_Bet_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_player(inputs)
	return __en.ui_bet_player(inputs)
});
/**
* | output |
* | --- |
* | "Player Pair" |
*
* @param {Ui_Bet_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_player_pair = /** @type {((inputs?: Ui_Bet_Player_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Player_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_player_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_player_pair(inputs)
	return __en.ui_bet_player_pair(inputs)
});
/**
* | output |
* | --- |
* | "Super Six" |
*
* @param {Ui_Bet_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_super_six = /** @type {((inputs?: Ui_Bet_Super_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_Super_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_super_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_super_six(inputs)
	return __en.ui_bet_super_six(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Bet_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_tie = /** @type {((inputs?: Ui_Bet_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bet_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bet_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bet_tie(inputs)
	return __en.ui_bet_tie(inputs)
});
/**
* | output |
* | --- |
* | "Commission box" |
*
* @param {Ui_Box_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_box_label = /** @type {((inputs?: Ui_Box_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Box_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_box_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_box_label(inputs)
	return __en.ui_box_label(inputs)
});
/**
* | output |
* | --- |
* | "Seat {seat} commission {amount}" |
*
* @param {Ui_Box_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_box_title = /** @type {((inputs: Ui_Box_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Box_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_box_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_box_title(inputs)
	return __en.ui_box_title(inputs)
});
/**
* | output |
* | --- |
* | "The trainer cannot reach its main process (window.trainer is missing). Restart the app." |
*
* @param {Ui_Bridge_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_missing = /** @type {((inputs?: Ui_Bridge_MissingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bridge_MissingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bridge_missing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bridge_missing(inputs)
	return __en.ui_bridge_missing(inputs)
});
/**
* | output |
* | --- |
* | "The main process did not answer: {error}" |
*
* @param {Ui_Bridge_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_no_answer = /** @type {((inputs: Ui_Bridge_No_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bridge_No_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bridge_no_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bridge_no_answer(inputs)
	return __en.ui_bridge_no_answer(inputs)
});
/**
* | output |
* | --- |
* | "The main process sent an answer the screen cannot read." |
*
* @param {Ui_Bridge_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_unreadable = /** @type {((inputs?: Ui_Bridge_UnreadableInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Bridge_UnreadableInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_bridge_unreadable(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_bridge_unreadable(inputs)
	return __en.ui_bridge_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "excess card" |
*
* @param {Ui_Card_ExcessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_excess = /** @type {((inputs?: Ui_Card_ExcessInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ExcessInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_card_excess(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_card_excess(inputs)
	return __en.ui_card_excess(inputs)
});
/**
* | output |
* | --- |
* | "exposed" |
*
* @param {Ui_Card_ExposedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_exposed = /** @type {((inputs?: Ui_Card_ExposedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_ExposedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_card_exposed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_card_exposed(inputs)
	return __en.ui_card_exposed(inputs)
});
/**
* | output |
* | --- |
* | "a face-down card" |
*
* @param {Ui_Card_Face_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_face_down = /** @type {((inputs?: Ui_Card_Face_DownInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_Face_DownInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_card_face_down(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_card_face_down(inputs)
	return __en.ui_card_face_down(inputs)
});
/**
* | output |
* | --- |
* | "{name}, {flag}" |
*
* @param {Ui_Card_FlaggedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_flagged = /** @type {((inputs: Ui_Card_FlaggedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_FlaggedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_card_flagged(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_card_flagged(inputs)
	return __en.ui_card_flagged(inputs)
});
/**
* | output |
* | --- |
* | "dealt in error" |
*
* @param {Ui_Card_MisdealtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_misdealt = /** @type {((inputs?: Ui_Card_MisdealtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Card_MisdealtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_card_misdealt(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_card_misdealt(inputs)
	return __en.ui_card_misdealt(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy (%)" |
*
* @param {Ui_Chart_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chart_accuracy = /** @type {((inputs?: Ui_Chart_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Chart_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_chart_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_chart_accuracy(inputs)
	return __en.ui_chart_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Median time (s)" |
*
* @param {Ui_Chart_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chart_median = /** @type {((inputs?: Ui_Chart_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Chart_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_chart_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_chart_median(inputs)
	return __en.ui_chart_median(inputs)
});
/**
* | output |
* | --- |
* | "chip, {amount}" |
*
* @param {Ui_Chip_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chip_named = /** @type {((inputs: Ui_Chip_NamedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Chip_NamedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_chip_named(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_chip_named(inputs)
	return __en.ui_chip_named(inputs)
});
/**
* | output |
* | --- |
* | "The table: seven or nine numbered places, the layout marked for the wagers the game offers." |
*
* @param {Ui_Clause_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_1 = /** @type {((inputs?: Ui_Clause_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_1(inputs)
	return __en.ui_clause_1(inputs)
});
/**
* | output |
* | --- |
* | "After the first four cards the dealer calls both points; further cards follow the table of play." |
*
* @param {Ui_Clause_10_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_1 = /** @type {((inputs?: Ui_Clause_10_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_10_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_10_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_10_1(inputs)
	return __en.ui_clause_10_1(inputs)
});
/**
* | output |
* | --- |
* | "Then the dealer announces the result." |
*
* @param {Ui_Clause_10_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_2 = /** @type {((inputs?: Ui_Clause_10_2Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_10_2Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_10_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_10_2(inputs)
	return __en.ui_clause_10_2(inputs)
});
/**
* | output |
* | --- |
* | "Order of merit: 9 is highest, then 8 down to 0 (baccarat)." |
*
* @param {Ui_Clause_10_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_3 = /** @type {((inputs?: Ui_Clause_10_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_10_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_10_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_10_3(inputs)
	return __en.ui_clause_10_3(inputs)
});
/**
* | output |
* | --- |
* | "The table of play: Player on 0–5 draws, 6–7 stands; either hand on 8 or 9 is a natural and nobody draws. Banker draws on 0–2, and on 3–6 depending on the Pla..." |
*
* @param {Ui_Clause_11Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_11 = /** @type {((inputs?: Ui_Clause_11Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_11Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_11(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_11(inputs)
	return __en.ui_clause_11(inputs)
});
/**
* | output |
* | --- |
* | "Settlement: Player wins pay 1 to 1; Banker wins pay 19 to 20; Ties pay 8 to 1 (the house may pay 9 to 1 where its notice says so)." |
*
* @param {Ui_Clause_12Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12 = /** @type {((inputs?: Ui_Clause_12Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_12Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_12(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_12(inputs)
	return __en.ui_clause_12(inputs)
});
/**
* | output |
* | --- |
* | "Winning Player wagers are paid 1 to 1." |
*
* @param {Ui_Clause_12_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_1 = /** @type {((inputs?: Ui_Clause_12_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_12_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_12_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_12_1(inputs)
	return __en.ui_clause_12_1(inputs)
});
/**
* | output |
* | --- |
* | "Winning Banker wagers are paid 19 to 20 (even money less 5% commission, taken from the payment or marked in the seat’s commission box where the house does th..." |
*
* @param {Ui_Clause_12_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_2 = /** @type {((inputs?: Ui_Clause_12_2Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_12_2Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_12_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_12_2(inputs)
	return __en.ui_clause_12_2(inputs)
});
/**
* | output |
* | --- |
* | "Winning Tie wagers are paid 8 to 1." |
*
* @param {Ui_Clause_12_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_3 = /** @type {((inputs?: Ui_Clause_12_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_12_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_12_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_12_3(inputs)
	return __en.ui_clause_12_3(inputs)
});
/**
* | output |
* | --- |
* | "At a Federal Baccarat table a Banker win pays 1 to 1, except a win on six, which pays half." |
*
* @param {Ui_Clause_12_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_4 = /** @type {((inputs?: Ui_Clause_12_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_12_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_12_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_12_4(inputs)
	return __en.ui_clause_12_4(inputs)
});
/**
* | output |
* | --- |
* | "Federal Baccarat: Banker wins pay 1 to 1, except a Banker win on six pays 1 to 1 less 50%; a notice at the table says the game is played." |
*
* @param {Ui_Clause_13Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_13 = /** @type {((inputs?: Ui_Clause_13Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_13Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_13(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_13(inputs)
	return __en.ui_clause_13(inputs)
});
/**
* | output |
* | --- |
* | "Irregularities: what the dealer does with a card dealt in error, an excess card, a card found face up, or a shoe that runs short." |
*
* @param {Ui_Clause_14Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14 = /** @type {((inputs?: Ui_Clause_14Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14(inputs)
	return __en.ui_clause_14(inputs)
});
/**
* | output |
* | --- |
* | "A card dealt to the Player in error goes to the Banker if the Banker must draw; otherwise it is put face up at the mouth of the shoe, the result is declared,..." |
*
* @param {Ui_Clause_14_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_1 = /** @type {((inputs?: Ui_Clause_14_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_1(inputs)
	return __en.ui_clause_14_1(inputs)
});
/**
* | output |
* | --- |
* | "A card drawn in excess but not seen is the first card of the next hand, provided the marker card has not shown; drawn cards are never put back." |
*
* @param {Ui_Clause_14_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_2 = /** @type {((inputs?: Ui_Clause_14_2Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_2Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_2(inputs)
	return __en.ui_clause_14_2(inputs)
});
/**
* | output |
* | --- |
* | "After the first four cards, a card dealt to the Banker that belonged to the Player goes to the Player, and the Banker draws again if the table of play says so." |
*
* @param {Ui_Clause_14_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_3 = /** @type {((inputs?: Ui_Clause_14_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_3(inputs)
	return __en.ui_clause_14_3(inputs)
});
/**
* | output |
* | --- |
* | "A card found face up in the shoe is used by the table of play if it can be; otherwise it goes face up to the mouth of the shoe and 14.1 is followed." |
*
* @param {Ui_Clause_14_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_4 = /** @type {((inputs?: Ui_Clause_14_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_4(inputs)
	return __en.ui_clause_14_4(inputs)
});
/**
* | output |
* | --- |
* | "If the shoe runs out of cards to finish a hand once the marker card is drawn, that hand is void." |
*
* @param {Ui_Clause_14_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_5 = /** @type {((inputs?: Ui_Clause_14_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_5(inputs)
	return __en.ui_clause_14_5(inputs)
});
/**
* | output |
* | --- |
* | "If the order of the cards in a coup cannot be established, the coup is void." |
*
* @param {Ui_Clause_14_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_6 = /** @type {((inputs?: Ui_Clause_14_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_14_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_14_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_14_6(inputs)
	return __en.ui_clause_14_6(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs: a side wager on the first two cards of the Player or Banker hand being a pair." |
*
* @param {Ui_Clause_15Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15 = /** @type {((inputs?: Ui_Clause_15Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15(inputs)
	return __en.ui_clause_15(inputs)
});
/**
* | output |
* | --- |
* | "A pair wins as mixed (one red, one black), coloured (same colour, different suits) or perfect (same suit); anything else loses." |
*
* @param {Ui_Clause_15_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_1 = /** @type {((inputs?: Ui_Clause_15_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15_1(inputs)
	return __en.ui_clause_15_1(inputs)
});
/**
* | output |
* | --- |
* | "A Perfect Pairs wager wins if the first two cards of its hand are a pair, and loses if they are not." |
*
* @param {Ui_Clause_15_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_6 = /** @type {((inputs?: Ui_Clause_15_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15_6(inputs)
	return __en.ui_clause_15_6(inputs)
});
/**
* | output |
* | --- |
* | "A Perfect Pairs wager loses if the first two cards of its hand are not a pair." |
*
* @param {Ui_Clause_15_6bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_6b = /** @type {((inputs?: Ui_Clause_15_6bInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15_6bInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15_6b(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15_6b(inputs)
	return __en.ui_clause_15_6b(inputs)
});
/**
* | output |
* | --- |
* | "When the coup is over the dealer removes the losing Perfect Pairs wagers, then pays the winning ones." |
*
* @param {Ui_Clause_15_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_7 = /** @type {((inputs?: Ui_Clause_15_7Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15_7Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15_7(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15_7(inputs)
	return __en.ui_clause_15_7(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs pays 6 to 1 mixed, 12 to 1 coloured, 25 to 1 perfect." |
*
* @param {Ui_Clause_15_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_8 = /** @type {((inputs?: Ui_Clause_15_8Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_15_8Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_15_8(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_15_8(inputs)
	return __en.ui_clause_15_8(inputs)
});
/**
* | output |
* | --- |
* | "Competition play: the rules for baccarat tournaments (entry, sessions, wagers, secret wagers, winners)." |
*
* @param {Ui_Clause_16Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16 = /** @type {((inputs?: Ui_Clause_16Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16(inputs)
	return __en.ui_clause_16(inputs)
});
/**
* | output |
* | --- |
* | "Competition wagers: competition chips only, one wager on Banker or Player (and a Tie if wished) per coup, from the player’s own place." |
*
* @param {Ui_Clause_16_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_4 = /** @type {((inputs?: Ui_Clause_16_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_4(inputs)
	return __en.ui_clause_16_4(inputs)
});
/**
* | output |
* | --- |
* | "Competition play: the indicator card, the puck marking who wagers first (moving anticlockwise each coup), and wagers once placed are not changed." |
*
* @param {Ui_Clause_16_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5 = /** @type {((inputs?: Ui_Clause_16_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_5(inputs)
	return __en.ui_clause_16_5(inputs)
});
/**
* | output |
* | --- |
* | "A competitor may not wager over the posted maximum, nor on both Banker and Player at once." |
*
* @param {Ui_Clause_16_5_10Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_10 = /** @type {((inputs?: Ui_Clause_16_5_10Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_5_10Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_5_10(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_5_10(inputs)
	return __en.ui_clause_16_5_10(inputs)
});
/**
* | output |
* | --- |
* | "A wager below the posted minimum is brought up to the minimum by the player before the coup." |
*
* @param {Ui_Clause_16_5_12Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_12 = /** @type {((inputs?: Ui_Clause_16_5_12Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_5_12Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_5_12(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_5_12(inputs)
	return __en.ui_clause_16_5_12(inputs)
});
/**
* | output |
* | --- |
* | "A wager over the posted maximum is paid or collected up to the maximum only." |
*
* @param {Ui_Clause_16_5_13Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_13 = /** @type {((inputs?: Ui_Clause_16_5_13Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_5_13Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_5_13(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_5_13(inputs)
	return __en.ui_clause_16_5_13(inputs)
});
/**
* | output |
* | --- |
* | "Secret wagers: written on the approved form and handed over before the cards are dealt, revealed after the result." |
*
* @param {Ui_Clause_16_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_6 = /** @type {((inputs?: Ui_Clause_16_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_6(inputs)
	return __en.ui_clause_16_6(inputs)
});
/**
* | output |
* | --- |
* | "The play in a competition: dealing, squeezing and settling as in the main rules." |
*
* @param {Ui_Clause_16_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_7 = /** @type {((inputs?: Ui_Clause_16_7Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_7Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_7(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_7(inputs)
	return __en.ui_clause_16_7(inputs)
});
/**
* | output |
* | --- |
* | "The session’s winners: the players with the most chips at its end." |
*
* @param {Ui_Clause_16_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_8 = /** @type {((inputs?: Ui_Clause_16_8Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_16_8Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_16_8(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_16_8(inputs)
	return __en.ui_clause_16_8(inputs)
});
/**
* | output |
* | --- |
* | "Four to eight decks of 52 cards, checked before and after play and dealt from a shoe; six decks at least where Perfect Pairs is offered." |
*
* @param {Ui_Clause_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_4 = /** @type {((inputs?: Ui_Clause_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_4(inputs)
	return __en.ui_clause_4(inputs)
});
/**
* | output |
* | --- |
* | "Four to eight decks, without jokers; at least six decks where Perfect Pairs is offered." |
*
* @param {Ui_Clause_4_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_4_1 = /** @type {((inputs?: Ui_Clause_4_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_4_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_4_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_4_1(inputs)
	return __en.ui_clause_4_1(inputs)
});
/**
* | output |
* | --- |
* | "A seated player cuts (the first seated, then round from the highest place), placing the marker no less than ten cards from either end; if none wishes, the In..." |
*
* @param {Ui_Clause_5_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_3 = /** @type {((inputs?: Ui_Clause_5_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_5_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_5_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_5_3(inputs)
	return __en.ui_clause_5_3(inputs)
});
/**
* | output |
* | --- |
* | "Before the cards go into the shoe, the dealer puts a marker card between the seventh and eighth cards from the back." |
*
* @param {Ui_Clause_5_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_4 = /** @type {((inputs?: Ui_Clause_5_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_5_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_5_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_5_4(inputs)
	return __en.ui_clause_5_4(inputs)
});
/**
* | output |
* | --- |
* | "Each new game is shuffled, cut and marked the same way; the cut is offered first to the player left of the last cutter." |
*
* @param {Ui_Clause_5_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_5 = /** @type {((inputs?: Ui_Clause_5_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_5_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_5_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_5_5(inputs)
	return __en.ui_clause_5_5(inputs)
});
/**
* | output |
* | --- |
* | "A Banker wager wins when the Banker’s point is higher than the Player’s." |
*
* @param {Ui_Clause_6_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_6 = /** @type {((inputs?: Ui_Clause_6_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_6_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_6_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_6_6(inputs)
	return __en.ui_clause_6_6(inputs)
});
/**
* | output |
* | --- |
* | "A Player wager wins when the Player’s point is higher than the Banker’s." |
*
* @param {Ui_Clause_6_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_7 = /** @type {((inputs?: Ui_Clause_6_7Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_6_7Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_6_7(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_6_7(inputs)
	return __en.ui_clause_6_7(inputs)
});
/**
* | output |
* | --- |
* | "Equal points: wagers on Player and Banker stand (neither win nor lose) and Tie wagers win." |
*
* @param {Ui_Clause_6_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_8 = /** @type {((inputs?: Ui_Clause_6_8Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_6_8Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_6_8(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_6_8(inputs)
	return __en.ui_clause_6_8(inputs)
});
/**
* | output |
* | --- |
* | "Limits: the minimum and maximum wagers are shown on the table notice." |
*
* @param {Ui_Clause_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7 = /** @type {((inputs?: Ui_Clause_7Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7(inputs)
	return __en.ui_clause_7(inputs)
});
/**
* | output |
* | --- |
* | "The minimum and maximum wagers are shown on a notice at the table; wagers need not be multiples of the minimum unless the notice says so." |
*
* @param {Ui_Clause_7_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_1 = /** @type {((inputs?: Ui_Clause_7_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7_1(inputs)
	return __en.ui_clause_7_1(inputs)
});
/**
* | output |
* | --- |
* | "Players may not combine wagers to get round the maximum." |
*
* @param {Ui_Clause_7_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_3 = /** @type {((inputs?: Ui_Clause_7_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7_3(inputs)
	return __en.ui_clause_7_3(inputs)
});
/**
* | output |
* | --- |
* | "Players may not combine wagers to get round the maximum." |
*
* @param {Ui_Clause_7_3bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_3b = /** @type {((inputs?: Ui_Clause_7_3bInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7_3bInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7_3b(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7_3b(inputs)
	return __en.ui_clause_7_3b(inputs)
});
/**
* | output |
* | --- |
* | "A wager found below the minimum after a result is paid or collected (see 7.5); one above the maximum is paid or collected up to the maximum only." |
*
* @param {Ui_Clause_7_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_4 = /** @type {((inputs?: Ui_Clause_7_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7_4(inputs)
	return __en.ui_clause_7_4(inputs)
});
/**
* | output |
* | --- |
* | "The owner of an under-minimum wager is told so, and that further under-minimum wagers will be returned whatever the result." |
*
* @param {Ui_Clause_7_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_5 = /** @type {((inputs?: Ui_Clause_7_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_7_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_7_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_7_5(inputs)
	return __en.ui_clause_7_5(inputs)
});
/**
* | output |
* | --- |
* | "Aces count one, court cards ten, other cards their number; a hand’s point is the total less tens (0 to 9). Zero is “baccarat”." |
*
* @param {Ui_Clause_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_8 = /** @type {((inputs?: Ui_Clause_8Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_8Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_8(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_8(inputs)
	return __en.ui_clause_8(inputs)
});
/**
* | output |
* | --- |
* | "The shoe stands at the dealer’s left; every card is dealt into the Player or Banker space." |
*
* @param {Ui_Clause_9_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_1 = /** @type {((inputs?: Ui_Clause_9_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_9_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_9_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_9_1(inputs)
	return __en.ui_clause_9_1(inputs)
});
/**
* | output |
* | --- |
* | "Four cards face up: Player, Banker, Player, Banker. Any further card (by the table of play) is also face up." |
*
* @param {Ui_Clause_9_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_2 = /** @type {((inputs?: Ui_Clause_9_2Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_9_2Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_9_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_9_2(inputs)
	return __en.ui_clause_9_2(inputs)
});
/**
* | output |
* | --- |
* | "At the players’ request cards may be dealt face down and squeezed by the players; further cards likewise." |
*
* @param {Ui_Clause_9_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_3 = /** @type {((inputs?: Ui_Clause_9_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_9_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_9_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_9_3(inputs)
	return __en.ui_clause_9_3(inputs)
});
/**
* | output |
* | --- |
* | "When cards are squeezed, further cards from the table of play are also dealt face down." |
*
* @param {Ui_Clause_9_3bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_3b = /** @type {((inputs?: Ui_Clause_9_3bInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_9_3bInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_9_3b(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_9_3b(inputs)
	return __en.ui_clause_9_3b(inputs)
});
/**
* | output |
* | --- |
* | "No new coup starts once the marker card and one more card have come out of the shoe (six cards must be left)." |
*
* @param {Ui_Clause_9_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_4 = /** @type {((inputs?: Ui_Clause_9_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_9_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_9_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_9_4(inputs)
	return __en.ui_clause_9_4(inputs)
});
/**
* | output |
* | --- |
* | "In English" |
*
* @param {Ui_Clause_In_EnglishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_in_english = /** @type {((inputs?: Ui_Clause_In_EnglishInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Clause_In_EnglishInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_clause_in_english(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_clause_in_english(inputs)
	return __en.ui_clause_in_english(inputs)
});
/**
* | output |
* | --- |
* | "{label}: close up" |
*
* @param {Ui_Close_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_close_up = /** @type {((inputs: Ui_Close_UpInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Close_UpInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_close_up(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_close_up(inputs)
	return __en.ui_close_up(inputs)
});
/**
* | output |
* | --- |
* | "Closed “{title}”: its answers are kept." |
*
* @param {Ui_Closed_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_closed_session = /** @type {((inputs: Ui_Closed_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Closed_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_closed_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_closed_session(inputs)
	return __en.ui_closed_session(inputs)
});
/**
* | output |
* | --- |
* | "Confirm the removal" |
*
* @param {Ui_Dmg_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_confirm_title = /** @type {((inputs?: Ui_Dmg_Confirm_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Confirm_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_confirm_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_confirm_title(inputs)
	return __en.ui_dmg_confirm_title(inputs)
});
/**
* | output |
* | --- |
* | "Drill set" |
*
* @param {Ui_Dmg_Drill_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_drill_set = /** @type {((inputs?: Ui_Dmg_Drill_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Drill_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_drill_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_drill_set(inputs)
	return __en.ui_dmg_drill_set(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Ui_Dmg_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_keep_it = /** @type {((inputs?: Ui_Dmg_Keep_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Keep_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_keep_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_keep_it(inputs)
	return __en.ui_dmg_keep_it(inputs)
});
/**
* | output |
* | --- |
* | "{count} records in the training data cannot be read. Everything else works." |
*
* @param {Ui_Dmg_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_many = /** @type {((inputs: Ui_Dmg_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_many(inputs)
	return __en.ui_dmg_many(inputs)
});
/**
* | output |
* | --- |
* | "{what} “{name}”" |
*
* @param {Ui_Dmg_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_named = /** @type {((inputs: Ui_Dmg_NamedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_NamedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_named(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_named(inputs)
	return __en.ui_dmg_named(inputs)
});
/**
* | output |
* | --- |
* | "One record in the training data cannot be read. Everything else works." |
*
* @param {Ui_Dmg_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_one = /** @type {((inputs?: Ui_Dmg_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_one(inputs)
	return __en.ui_dmg_one(inputs)
});
/**
* | output |
* | --- |
* | "Damaged: {problem}." |
*
* @param {Ui_Dmg_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_problem = /** @type {((inputs: Ui_Dmg_ProblemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_ProblemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_problem(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_problem(inputs)
	return __en.ui_dmg_problem(inputs)
});
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Ui_Dmg_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_profile = /** @type {((inputs?: Ui_Dmg_ProfileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_ProfileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_profile(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_profile(inputs)
	return __en.ui_dmg_profile(inputs)
});
/**
* | output |
* | --- |
* | "Remove…" |
*
* @param {Ui_Dmg_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove = /** @type {((inputs?: Ui_Dmg_RemoveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_RemoveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_remove(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_remove(inputs)
	return __en.ui_dmg_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove it" |
*
* @param {Ui_Dmg_Remove_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_it = /** @type {((inputs?: Ui_Dmg_Remove_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Remove_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_remove_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_remove_it(inputs)
	return __en.ui_dmg_remove_it(inputs)
});
/**
* | output |
* | --- |
* | "Remove the damaged table profile “{name}” for good? Sessions already practised on it keep their answers; a set that uses it needs it saved again." |
*
* @param {Ui_Dmg_Remove_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_profile = /** @type {((inputs: Ui_Dmg_Remove_ProfileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Remove_ProfileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_remove_profile(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_remove_profile(inputs)
	return __en.ui_dmg_remove_profile(inputs)
});
/**
* | output |
* | --- |
* | "Remove the damaged drill set “{name}” for good? Sessions already practised on it keep their answers; import the set again to practise it." |
*
* @param {Ui_Dmg_Remove_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_set = /** @type {((inputs: Ui_Dmg_Remove_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Remove_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_remove_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_remove_set(inputs)
	return __en.ui_dmg_remove_set(inputs)
});
/**
* | output |
* | --- |
* | "Remove the damaged setting “{name}”? The default is used instead; nothing else changes." |
*
* @param {Ui_Dmg_Remove_SettingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_setting = /** @type {((inputs: Ui_Dmg_Remove_SettingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_Remove_SettingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_remove_setting(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_remove_setting(inputs)
	return __en.ui_dmg_remove_setting(inputs)
});
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Ui_Dmg_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_session = /** @type {((inputs?: Ui_Dmg_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_session(inputs)
	return __en.ui_dmg_session(inputs)
});
/**
* | output |
* | --- |
* | "Setting" |
*
* @param {Ui_Dmg_SettingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_setting = /** @type {((inputs?: Ui_Dmg_SettingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_SettingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_setting(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_setting(inputs)
	return __en.ui_dmg_setting(inputs)
});
/**
* | output |
* | --- |
* | "Damaged records" |
*
* @param {Ui_Dmg_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_title = /** @type {((inputs?: Ui_Dmg_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dmg_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_dmg_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_dmg_title(inputs)
	return __en.ui_dmg_title(inputs)
});
/**
* | output |
* | --- |
* | "Adding the trainee" |
*
* @param {Ui_Do_Add_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_add_trainee = /** @type {((inputs?: Ui_Do_Add_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Add_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_add_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_add_trainee(inputs)
	return __en.ui_do_add_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Checking the data folder" |
*
* @param {Ui_Do_Check_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_check_folder = /** @type {((inputs?: Ui_Do_Check_FolderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Check_FolderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_check_folder(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_check_folder(inputs)
	return __en.ui_do_check_folder(inputs)
});
/**
* | output |
* | --- |
* | "Checking the setup" |
*
* @param {Ui_Do_Check_SetupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_check_setup = /** @type {((inputs?: Ui_Do_Check_SetupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Check_SetupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_check_setup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_check_setup(inputs)
	return __en.ui_do_check_setup(inputs)
});
/**
* | output |
* | --- |
* | "Closing the session" |
*
* @param {Ui_Do_Close_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_close_session = /** @type {((inputs?: Ui_Do_Close_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Close_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_close_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_close_session(inputs)
	return __en.ui_do_close_session(inputs)
});
/**
* | output |
* | --- |
* | "Starting your first drill" |
*
* @param {Ui_Do_First_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_first_drill = /** @type {((inputs?: Ui_Do_First_DrillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_First_DrillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_first_drill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_first_drill(inputs)
	return __en.ui_do_first_drill(inputs)
});
/**
* | output |
* | --- |
* | "Starting with a fresh data file" |
*
* @param {Ui_Do_FreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_fresh = /** @type {((inputs?: Ui_Do_FreshInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_FreshInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_fresh(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_fresh(inputs)
	return __en.ui_do_fresh(inputs)
});
/**
* | output |
* | --- |
* | "Opening another data folder" |
*
* @param {Ui_Do_Other_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_other_folder = /** @type {((inputs?: Ui_Do_Other_FolderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Other_FolderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_other_folder(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_other_folder(inputs)
	return __en.ui_do_other_folder(inputs)
});
/**
* | output |
* | --- |
* | "Reading your assigned work" |
*
* @param {Ui_Do_Read_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_assigned = /** @type {((inputs?: Ui_Do_Read_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_assigned(inputs)
	return __en.ui_do_read_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Reading the cohort" |
*
* @param {Ui_Do_Read_CohortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_cohort = /** @type {((inputs?: Ui_Do_Read_CohortInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_CohortInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_cohort(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_cohort(inputs)
	return __en.ui_do_read_cohort(inputs)
});
/**
* | output |
* | --- |
* | "Reading the dashboard" |
*
* @param {Ui_Do_Read_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_dashboard = /** @type {((inputs?: Ui_Do_Read_DashboardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_DashboardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_dashboard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_dashboard(inputs)
	return __en.ui_do_read_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Reading what's due" |
*
* @param {Ui_Do_Read_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_due = /** @type {((inputs?: Ui_Do_Read_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_due(inputs)
	return __en.ui_do_read_due(inputs)
});
/**
* | output |
* | --- |
* | "Reading the table profiles" |
*
* @param {Ui_Do_Read_ProfilesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_profiles = /** @type {((inputs?: Ui_Do_Read_ProfilesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_ProfilesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_profiles(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_profiles(inputs)
	return __en.ui_do_read_profiles(inputs)
});
/**
* | output |
* | --- |
* | "Reading your progress" |
*
* @param {Ui_Do_Read_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_progress = /** @type {((inputs?: Ui_Do_Read_ProgressInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_ProgressInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_progress(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_progress(inputs)
	return __en.ui_do_read_progress(inputs)
});
/**
* | output |
* | --- |
* | "Reading a drill set" |
*
* @param {Ui_Do_Read_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_set = /** @type {((inputs?: Ui_Do_Read_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_set(inputs)
	return __en.ui_do_read_set(inputs)
});
/**
* | output |
* | --- |
* | "Reading the drill sets" |
*
* @param {Ui_Do_Read_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_sets = /** @type {((inputs?: Ui_Do_Read_SetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_SetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_sets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_sets(inputs)
	return __en.ui_do_read_sets(inputs)
});
/**
* | output |
* | --- |
* | "Reading the settings" |
*
* @param {Ui_Do_Read_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_settings = /** @type {((inputs?: Ui_Do_Read_SettingsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_SettingsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_settings(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_settings(inputs)
	return __en.ui_do_read_settings(inputs)
});
/**
* | output |
* | --- |
* | "Reading who is signed in" |
*
* @param {Ui_Do_Read_Signed_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_signed_in = /** @type {((inputs?: Ui_Do_Read_Signed_InInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_Signed_InInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_signed_in(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_signed_in(inputs)
	return __en.ui_do_read_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "Reading the summary" |
*
* @param {Ui_Do_Read_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_summary = /** @type {((inputs?: Ui_Do_Read_SummaryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_SummaryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_summary(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_summary(inputs)
	return __en.ui_do_read_summary(inputs)
});
/**
* | output |
* | --- |
* | "Reading the trainees" |
*
* @param {Ui_Do_Read_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_trainees = /** @type {((inputs?: Ui_Do_Read_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Read_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_read_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_read_trainees(inputs)
	return __en.ui_do_read_trainees(inputs)
});
/**
* | output |
* | --- |
* | "Removing {what}" |
*
* @param {Ui_Do_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_remove = /** @type {((inputs: Ui_Do_RemoveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_RemoveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_remove(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_remove(inputs)
	return __en.ui_do_remove(inputs)
});
/**
* | output |
* | --- |
* | "Changing your name" |
*
* @param {Ui_Do_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_rename = /** @type {((inputs?: Ui_Do_RenameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_RenameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_rename(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_rename(inputs)
	return __en.ui_do_rename(inputs)
});
/**
* | output |
* | --- |
* | "Replaying the mistakes" |
*
* @param {Ui_Do_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_replay = /** @type {((inputs?: Ui_Do_ReplayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_ReplayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_replay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_replay(inputs)
	return __en.ui_do_replay(inputs)
});
/**
* | output |
* | --- |
* | "Resuming the session" |
*
* @param {Ui_Do_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_resume = /** @type {((inputs?: Ui_Do_ResumeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_ResumeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_resume(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_resume(inputs)
	return __en.ui_do_resume(inputs)
});
/**
* | output |
* | --- |
* | "Saving the settings" |
*
* @param {Ui_Do_Save_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_save_settings = /** @type {((inputs?: Ui_Do_Save_SettingsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Save_SettingsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_save_settings(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_save_settings(inputs)
	return __en.ui_do_save_settings(inputs)
});
/**
* | output |
* | --- |
* | "Signing in" |
*
* @param {Ui_Do_Sign_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_sign_in = /** @type {((inputs?: Ui_Do_Sign_InInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Sign_InInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_sign_in(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_sign_in(inputs)
	return __en.ui_do_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Starting adaptive practice" |
*
* @param {Ui_Do_Start_AdaptiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_adaptive = /** @type {((inputs?: Ui_Do_Start_AdaptiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_AdaptiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_adaptive(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_adaptive(inputs)
	return __en.ui_do_start_adaptive(inputs)
});
/**
* | output |
* | --- |
* | "Starting the drill" |
*
* @param {Ui_Do_Start_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_drill = /** @type {((inputs?: Ui_Do_Start_DrillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_DrillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_drill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_drill(inputs)
	return __en.ui_do_start_drill(inputs)
});
/**
* | output |
* | --- |
* | "Starting what's due" |
*
* @param {Ui_Do_Start_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_due = /** @type {((inputs?: Ui_Do_Start_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_due(inputs)
	return __en.ui_do_start_due(inputs)
});
/**
* | output |
* | --- |
* | "Starting the mock exam" |
*
* @param {Ui_Do_Start_MockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_mock = /** @type {((inputs?: Ui_Do_Start_MockInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_MockInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_mock(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_mock(inputs)
	return __en.ui_do_start_mock(inputs)
});
/**
* | output |
* | --- |
* | "Starting to practise" |
*
* @param {Ui_Do_Start_PractiseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_practise = /** @type {((inputs?: Ui_Do_Start_PractiseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_PractiseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_practise(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_practise(inputs)
	return __en.ui_do_start_practise(inputs)
});
/**
* | output |
* | --- |
* | "Starting the session" |
*
* @param {Ui_Do_Start_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_session = /** @type {((inputs?: Ui_Do_Start_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_Start_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_start_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_start_session(inputs)
	return __en.ui_do_start_session(inputs)
});
/**
* | output |
* | --- |
* | "Looking for unfinished sessions" |
*
* @param {Ui_Do_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_unfinished = /** @type {((inputs?: Ui_Do_UnfinishedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Do_UnfinishedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_do_unfinished(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_do_unfinished(inputs)
	return __en.ui_do_unfinished(inputs)
});
/**
* | output |
* | --- |
* | "{answered} / {total} answered" |
*
* @param {Ui_Drill_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_answered = /** @type {((inputs: Ui_Drill_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Drill_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_drill_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_drill_answered(inputs)
	return __en.ui_drill_answered(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Ui_Drill_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_home = /** @type {((inputs?: Ui_Drill_HomeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Drill_HomeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_drill_home(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_drill_home(inputs)
	return __en.ui_drill_home(inputs)
});
/**
* | output |
* | --- |
* | "last answer {ms} ms" |
*
* @param {Ui_Drill_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_last_answer = /** @type {((inputs: Ui_Drill_Last_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Drill_Last_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_drill_last_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_drill_last_answer(inputs)
	return __en.ui_drill_last_answer(inputs)
});
/**
* | output |
* | --- |
* | "Leave (resume later)" |
*
* @param {Ui_Drill_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_leave = /** @type {((inputs?: Ui_Drill_LeaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Drill_LeaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_drill_leave(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_drill_leave(inputs)
	return __en.ui_drill_leave(inputs)
});
/**
* | output |
* | --- |
* | "The session is complete. Reading the summary…" |
*
* @param {Ui_Drill_Reading_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_reading_summary = /** @type {((inputs?: Ui_Drill_Reading_SummaryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Drill_Reading_SummaryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_drill_reading_summary(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_drill_reading_summary(inputs)
	return __en.ui_drill_reading_summary(inputs)
});
/**
* | output |
* | --- |
* | "{doing} did not work." |
*
* @param {Ui_Err_Did_Not_WorkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_err_did_not_work = /** @type {((inputs: Ui_Err_Did_Not_WorkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Err_Did_Not_WorkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_err_did_not_work(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_err_did_not_work(inputs)
	return __en.ui_err_did_not_work(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_Err_DismissInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_err_dismiss = /** @type {((inputs?: Ui_Err_DismissInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Err_DismissInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_err_dismiss(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_err_dismiss(inputs)
	return __en.ui_err_dismiss(inputs)
});
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Ui_Fb_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_answer = /** @type {((inputs?: Ui_Fb_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_answer(inputs)
	return __en.ui_fb_answer(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_Fb_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_next = /** @type {((inputs?: Ui_Fb_NextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_NextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_next(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_next(inputs)
	return __en.ui_fb_next(inputs)
});
/**
* | output |
* | --- |
* | "✗ Not quite" |
*
* @param {Ui_Fb_Not_QuiteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_not_quite = /** @type {((inputs?: Ui_Fb_Not_QuiteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_Not_QuiteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_not_quite(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_not_quite(inputs)
	return __en.ui_fb_not_quite(inputs)
});
/**
* | output |
* | --- |
* | "{time} (over the time limit: not yet floor-ready)" |
*
* @param {Ui_Fb_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_over_limit = /** @type {((inputs: Ui_Fb_Over_LimitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_Over_LimitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_over_limit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_over_limit(inputs)
	return __en.ui_fb_over_limit(inputs)
});
/**
* | output |
* | --- |
* | "✓ Right" |
*
* @param {Ui_Fb_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_right = /** @type {((inputs?: Ui_Fb_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_right(inputs)
	return __en.ui_fb_right(inputs)
});
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Ui_Fb_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_rule = /** @type {((inputs?: Ui_Fb_RuleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_RuleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_rule(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_rule(inputs)
	return __en.ui_fb_rule(inputs)
});
/**
* | output |
* | --- |
* | "See the summary" |
*
* @param {Ui_Fb_See_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_see_summary = /** @type {((inputs?: Ui_Fb_See_SummaryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_See_SummaryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_see_summary(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_see_summary(inputs)
	return __en.ui_fb_see_summary(inputs)
});
/**
* | output |
* | --- |
* | "✗ Timed out" |
*
* @param {Ui_Fb_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_timed_out = /** @type {((inputs?: Ui_Fb_Timed_OutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_Timed_OutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_timed_out(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_timed_out(inputs)
	return __en.ui_fb_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "What was wrong" |
*
* @param {Ui_Fb_What_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_what_wrong = /** @type {((inputs?: Ui_Fb_What_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_What_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_what_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_what_wrong(inputs)
	return __en.ui_fb_what_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Working" |
*
* @param {Ui_Fb_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_working = /** @type {((inputs?: Ui_Fb_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Fb_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_fb_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_fb_working(inputs)
	return __en.ui_fb_working(inputs)
});
/**
* | output |
* | --- |
* | "BANKER" |
*
* @param {Ui_Felt_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_banker = /** @type {((inputs?: Ui_Felt_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Felt_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_felt_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_felt_banker(inputs)
	return __en.ui_felt_banker(inputs)
});
/**
* | output |
* | --- |
* | "COMMISSION" |
*
* @param {Ui_Felt_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_commission = /** @type {((inputs?: Ui_Felt_CommissionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Felt_CommissionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_felt_commission(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_felt_commission(inputs)
	return __en.ui_felt_commission(inputs)
});
/**
* | output |
* | --- |
* | "DISCARD" |
*
* @param {Ui_Felt_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_discard = /** @type {((inputs?: Ui_Felt_DiscardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Felt_DiscardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_felt_discard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_felt_discard(inputs)
	return __en.ui_felt_discard(inputs)
});
/**
* | output |
* | --- |
* | "PLAYER" |
*
* @param {Ui_Felt_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_player = /** @type {((inputs?: Ui_Felt_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Felt_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_felt_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_felt_player(inputs)
	return __en.ui_felt_player(inputs)
});
/**
* | output |
* | --- |
* | "SHOE" |
*
* @param {Ui_Felt_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_shoe = /** @type {((inputs?: Ui_Felt_ShoeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Felt_ShoeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_felt_shoe(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_felt_shoe(inputs)
	return __en.ui_felt_shoe(inputs)
});
/**
* | output |
* | --- |
* | "Banker hand" |
*
* @param {Ui_Hand_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_hand_banker = /** @type {((inputs?: Ui_Hand_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Hand_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_hand_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_hand_banker(inputs)
	return __en.ui_hand_banker(inputs)
});
/**
* | output |
* | --- |
* | "Player hand" |
*
* @param {Ui_Hand_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_hand_player = /** @type {((inputs?: Ui_Hand_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Hand_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_hand_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_hand_player(inputs)
	return __en.ui_hand_player(inputs)
});
/**
* | output |
* | --- |
* | "{row}, {column}: {words}" |
*
* @param {Ui_Heat_CellInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_cell = /** @type {((inputs: Ui_Heat_CellInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_CellInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_cell(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_cell(inputs)
	return __en.ui_heat_cell(inputs)
});
/**
* | output |
* | --- |
* | "{label}. Drill this case." |
*
* @param {Ui_Heat_Drill_ThisInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_drill_this = /** @type {((inputs: Ui_Heat_Drill_ThisInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Drill_ThisInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_drill_this(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_drill_this(inputs)
	return __en.ui_heat_drill_this(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Ui_Heat_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_none = /** @type {((inputs?: Ui_Heat_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_none(inputs)
	return __en.ui_heat_none(inputs)
});
/**
* | output |
* | --- |
* | "not answered yet" |
*
* @param {Ui_Heat_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_not_answered = /** @type {((inputs?: Ui_Heat_Not_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Not_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_not_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_not_answered(inputs)
	return __en.ui_heat_not_answered(inputs)
});
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Ui_Heat_NothingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_nothing = /** @type {((inputs?: Ui_Heat_NothingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_NothingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_nothing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_nothing(inputs)
	return __en.ui_heat_nothing(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker}, Player's third card {third}: {words}" |
*
* @param {Ui_Heat_Top_CellInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_cell = /** @type {((inputs: Ui_Heat_Top_CellInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Top_CellInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_top_cell(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_top_cell(inputs)
	return __en.ui_heat_top_cell(inputs)
});
/**
* | output |
* | --- |
* | "Banker ╲ Player's 3rd" |
*
* @param {Ui_Heat_Top_CornerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_corner = /** @type {((inputs?: Ui_Heat_Top_CornerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Top_CornerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_top_corner(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_top_corner(inputs)
	return __en.ui_heat_top_corner(inputs)
});
/**
* | output |
* | --- |
* | "Table of play: Banker's two-card point by the Player's third card" |
*
* @param {Ui_Heat_Top_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_label = /** @type {((inputs?: Ui_Heat_Top_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Top_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_top_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_top_label(inputs)
	return __en.ui_heat_top_label(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker} v Player's third card {third}" |
*
* @param {Ui_Heat_Top_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_title = /** @type {((inputs: Ui_Heat_Top_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Top_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_top_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_top_title(inputs)
	return __en.ui_heat_top_title(inputs)
});
/**
* | output |
* | --- |
* | "{wrong} of {answered} wrong, {slow} slow" |
*
* @param {Ui_Heat_WordsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_words = /** @type {((inputs: Ui_Heat_WordsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_WordsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_words(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_words(inputs)
	return __en.ui_heat_words(inputs)
});
/**
* | output |
* | --- |
* | "{wrong} of {answered} wrong, {slow} slow (fewer than {few} answers: too few to judge)" |
*
* @param {Ui_Heat_Words_FewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_words_few = /** @type {((inputs: Ui_Heat_Words_FewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Heat_Words_FewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_heat_words_few(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_heat_words_few(inputs)
	return __en.ui_heat_words_few(inputs)
});
/**
* | output |
* | --- |
* | "Banker draws" |
*
* @param {Ui_Key_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_draws = /** @type {((inputs?: Ui_Key_Banker_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Banker_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_banker_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_banker_draws(inputs)
	return __en.ui_key_banker_draws(inputs)
});
/**
* | output |
* | --- |
* | "Banker stands" |
*
* @param {Ui_Key_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_stands = /** @type {((inputs?: Ui_Key_Banker_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Banker_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_banker_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_banker_stands(inputs)
	return __en.ui_key_banker_stands(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Ui_Key_Banker_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_wins = /** @type {((inputs?: Ui_Key_Banker_WinsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Banker_WinsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_banker_wins(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_banker_wins(inputs)
	return __en.ui_key_banker_wins(inputs)
});
/**
* | output |
* | --- |
* | "Finish: open the trainee side" |
*
* @param {Ui_Key_FinishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_finish = /** @type {((inputs?: Ui_Key_FinishInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_FinishInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_finish(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_finish(inputs)
	return __en.ui_key_finish(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Ui_Key_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_home = /** @type {((inputs?: Ui_Key_HomeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_HomeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_home(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_home(inputs)
	return __en.ui_key_home(inputs)
});
/**
* | output |
* | --- |
* | "Import a staff list (CSV)…" |
*
* @param {Ui_Key_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_import = /** @type {((inputs?: Ui_Key_ImportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_ImportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_import(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_import(inputs)
	return __en.ui_key_import(inputs)
});
/**
* | output |
* | --- |
* | "I have put it away" |
*
* @param {Ui_Key_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_kept = /** @type {((inputs?: Ui_Key_KeptInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_KeptInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_kept(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_kept(inputs)
	return __en.ui_key_kept(inputs)
});
/**
* | output |
* | --- |
* | "Leave ({word})" |
*
* @param {Ui_Key_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_leave = /** @type {((inputs: Ui_Key_LeaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_LeaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_leave(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_leave(inputs)
	return __en.ui_key_leave(inputs)
});
/**
* | output |
* | --- |
* | "House conventions" |
*
* @param {Ui_Key_NoticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_notice = /** @type {((inputs?: Ui_Key_NoticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_NoticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_notice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_notice(inputs)
	return __en.ui_key_notice(inputs)
});
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Ui_Key_PayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_pay = /** @type {((inputs?: Ui_Key_PayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_PayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_pay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_pay(inputs)
	return __en.ui_key_pay(inputs)
});
/**
* | output |
* | --- |
* | "Player draws" |
*
* @param {Ui_Key_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_draws = /** @type {((inputs?: Ui_Key_Player_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Player_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_player_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_player_draws(inputs)
	return __en.ui_key_player_draws(inputs)
});
/**
* | output |
* | --- |
* | "Player stands" |
*
* @param {Ui_Key_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_stands = /** @type {((inputs?: Ui_Key_Player_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Player_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_player_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_player_stands(inputs)
	return __en.ui_key_player_stands(inputs)
});
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Ui_Key_Player_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_wins = /** @type {((inputs?: Ui_Key_Player_WinsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_Player_WinsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_player_wins(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_player_wins(inputs)
	return __en.ui_key_player_wins(inputs)
});
/**
* | output |
* | --- |
* | "Print the code sheet" |
*
* @param {Ui_Key_PrintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_print = /** @type {((inputs?: Ui_Key_PrintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_PrintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_print(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_print(inputs)
	return __en.ui_key_print(inputs)
});
/**
* | output |
* | --- |
* | "Replay mistakes" |
*
* @param {Ui_Key_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_replay = /** @type {((inputs?: Ui_Key_ReplayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_ReplayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_replay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_replay(inputs)
	return __en.ui_key_replay(inputs)
});
/**
* | output |
* | --- |
* | "Start suggested practice" |
*
* @param {Ui_Key_SuggestedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_suggested = /** @type {((inputs?: Ui_Key_SuggestedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_SuggestedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_suggested(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_suggested(inputs)
	return __en.ui_key_suggested(inputs)
});
/**
* | output |
* | --- |
* | "Take" |
*
* @param {Ui_Key_TakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_take = /** @type {((inputs?: Ui_Key_TakeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_TakeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_take(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_take(inputs)
	return __en.ui_key_take(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Key_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_tie = /** @type {((inputs?: Ui_Key_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Key_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_key_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_key_tie(inputs)
	return __en.ui_key_tie(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Ui_Keypad_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_amount = /** @type {((inputs?: Ui_Keypad_AmountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Keypad_AmountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_keypad_amount(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_keypad_amount(inputs)
	return __en.ui_keypad_amount(inputs)
});
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Ui_Keypad_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_answer = /** @type {((inputs?: Ui_Keypad_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Keypad_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_keypad_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_keypad_answer(inputs)
	return __en.ui_keypad_answer(inputs)
});
/**
* | output |
* | --- |
* | "{label} keypad" |
*
* @param {Ui_Keypad_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_group = /** @type {((inputs: Ui_Keypad_GroupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Keypad_GroupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_keypad_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_keypad_group(inputs)
	return __en.ui_keypad_group(inputs)
});
/**
* | output |
* | --- |
* | "Trainer dashboard" |
*
* @param {Ui_Links_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_dashboard = /** @type {((inputs?: Ui_Links_DashboardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Links_DashboardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_links_dashboard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_links_dashboard(inputs)
	return __en.ui_links_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Practise what's due" |
*
* @param {Ui_Links_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_due = /** @type {((inputs?: Ui_Links_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Links_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_links_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_links_due(inputs)
	return __en.ui_links_due(inputs)
});
/**
* | output |
* | --- |
* | "Practise what's due ({count})" |
*
* @param {Ui_Links_Due_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_due_count = /** @type {((inputs: Ui_Links_Due_CountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Links_Due_CountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_links_due_count(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_links_due_count(inputs)
	return __en.ui_links_due_count(inputs)
});
/**
* | output |
* | --- |
* | "My progress" |
*
* @param {Ui_Links_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_progress = /** @type {((inputs?: Ui_Links_ProgressInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Links_ProgressInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_links_progress(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_links_progress(inputs)
	return __en.ui_links_progress(inputs)
});
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Ui_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_mode_assessment = /** @type {((inputs?: Ui_Mode_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Mode_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_mode_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_mode_assessment(inputs)
	return __en.ui_mode_assessment(inputs)
});
/**
* | output |
* | --- |
* | "practice" |
*
* @param {Ui_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_mode_practice = /** @type {((inputs?: Ui_Mode_PracticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Mode_PracticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_mode_practice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_mode_practice(inputs)
	return __en.ui_mode_practice(inputs)
});
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays {odds}" |
*
* @param {Ui_Nl_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker = /** @type {((inputs: Ui_Nl_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_banker(inputs)
	return __en.ui_nl_banker(inputs)
});
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays {odds} (even money, {rate} to the commission box)" |
*
* @param {Ui_Nl_Banker_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker_box = /** @type {((inputs: Ui_Nl_Banker_BoxInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_Banker_BoxInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_banker_box(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_banker_box(inputs)
	return __en.ui_nl_banker_box(inputs)
});
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays 1:1, a win on six pays half" |
*
* @param {Ui_Nl_Banker_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker_six = /** @type {((inputs: Ui_Nl_Banker_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_Banker_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_banker_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_banker_six(inputs)
	return __en.ui_nl_banker_six(inputs)
});
/**
* | output |
* | --- |
* | "burn at new shoe" |
*
* @param {Ui_Nl_BurnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_burn = /** @type {((inputs?: Ui_Nl_BurnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_BurnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_burn(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_burn(inputs)
	return __en.ui_nl_burn(inputs)
});
/**
* | output |
* | --- |
* | "{decks} decks" |
*
* @param {Ui_Nl_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_decks = /** @type {((inputs: Ui_Nl_DecksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_DecksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_decks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_decks(inputs)
	return __en.ui_nl_decks(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus {range} · natural {natural}; by 9 {d9}, 8 {d8}, 7 {d7}, 6 {d6}, 5 {d5}, 4 {d4}" |
*
* @param {Ui_Nl_DragonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_dragon = /** @type {((inputs: Ui_Nl_DragonInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_DragonInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_dragon(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_dragon(inputs)
	return __en.ui_nl_dragon(inputs)
});
/**
* | output |
* | --- |
* | "Maximum collective liability {amount}" |
*
* @param {Ui_Nl_LiabilityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_liability = /** @type {((inputs: Ui_Nl_LiabilityInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_LiabilityInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_liability(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_liability(inputs)
	return __en.ui_nl_liability(inputs)
});
/**
* | output |
* | --- |
* | "Player / Banker Pair {range} · pays {odds}" |
*
* @param {Ui_Nl_PairsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_pairs = /** @type {((inputs: Ui_Nl_PairsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_PairsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_pairs(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_pairs(inputs)
	return __en.ui_nl_pairs(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs {range} · {mixed} mixed, {coloured} coloured, {perfect} perfect" |
*
* @param {Ui_Nl_PerfectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_perfect = /** @type {((inputs: Ui_Nl_PerfectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_PerfectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_perfect(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_perfect(inputs)
	return __en.ui_nl_perfect(inputs)
});
/**
* | output |
* | --- |
* | "Player {min} – {max} · pays 1:1" |
*
* @param {Ui_Nl_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_player = /** @type {((inputs: Ui_Nl_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_player(inputs)
	return __en.ui_nl_player(inputs)
});
/**
* | output |
* | --- |
* | "squeeze permitted" |
*
* @param {Ui_Nl_SqueezeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_squeeze = /** @type {((inputs?: Ui_Nl_SqueezeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_SqueezeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_squeeze(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_squeeze(inputs)
	return __en.ui_nl_squeeze(inputs)
});
/**
* | output |
* | --- |
* | "Super Six {range} · pays {odds}" |
*
* @param {Ui_Nl_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_super_six = /** @type {((inputs: Ui_Nl_Super_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_Super_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_super_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_super_six(inputs)
	return __en.ui_nl_super_six(inputs)
});
/**
* | output |
* | --- |
* | "Tie {min} – {max} · pays {odds}" |
*
* @param {Ui_Nl_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_tie = /** @type {((inputs: Ui_Nl_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Nl_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_nl_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_nl_tie(inputs)
	return __en.ui_nl_tie(inputs)
});
/**
* | output |
* | --- |
* | "There is no practice drill set in the library. Import one first." |
*
* @param {Ui_No_Practice_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_no_practice_set = /** @type {((inputs?: Ui_No_Practice_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_No_Practice_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_no_practice_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_no_practice_set(inputs)
	return __en.ui_no_practice_set(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_Notice_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_close = /** @type {((inputs?: Ui_Notice_CloseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Notice_CloseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_notice_close(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_notice_close(inputs)
	return __en.ui_notice_close(inputs)
});
/**
* | output |
* | --- |
* | "House conventions" |
*
* @param {Ui_Notice_ConventionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_conventions = /** @type {((inputs?: Ui_Notice_ConventionsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Notice_ConventionsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_notice_conventions(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_notice_conventions(inputs)
	return __en.ui_notice_conventions(inputs)
});
/**
* | output |
* | --- |
* | "Table notice" |
*
* @param {Ui_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_label = /** @type {((inputs?: Ui_Notice_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Notice_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_notice_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_notice_label(inputs)
	return __en.ui_notice_label(inputs)
});
/**
* | output |
* | --- |
* | "Limits and odds" |
*
* @param {Ui_Notice_LimitsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_limits = /** @type {((inputs?: Ui_Notice_LimitsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Notice_LimitsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_notice_limits(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_notice_limits(inputs)
	return __en.ui_notice_limits(inputs)
});
/**
* | output |
* | --- |
* | "Table {id}" |
*
* @param {Ui_Notice_TableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_table = /** @type {((inputs: Ui_Notice_TableInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Notice_TableInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_notice_table(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_notice_table(inputs)
	return __en.ui_notice_table(inputs)
});
/**
* | output |
* | --- |
* | "Your old files were kept at {paths}." |
*
* @param {Ui_Old_Files_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_old_files_kept = /** @type {((inputs: Ui_Old_Files_KeptInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Old_Files_KeptInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_old_files_kept(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_old_files_kept(inputs)
	return __en.ui_old_files_kept(inputs)
});
/**
* | output |
* | --- |
* | "(at or above the default target of {target})" |
*
* @param {Ui_Pace_Above_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_above_default = /** @type {((inputs: Ui_Pace_Above_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Above_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_above_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_above_default(inputs)
	return __en.ui_pace_above_default(inputs)
});
/**
* | output |
* | --- |
* | "(at or above the house's target of {target})" |
*
* @param {Ui_Pace_Above_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_above_house = /** @type {((inputs: Ui_Pace_Above_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Above_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_above_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_above_house(inputs)
	return __en.ui_pace_above_house(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Pace_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_accuracy = /** @type {((inputs?: Ui_Pace_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_accuracy(inputs)
	return __en.ui_pace_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "coups an hour" |
*
* @param {Ui_Pace_An_HourInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_an_hour = /** @type {((inputs?: Ui_Pace_An_HourInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_An_HourInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_an_hour(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_an_hour(inputs)
	return __en.ui_pace_an_hour(inputs)
});
/**
* | output |
* | --- |
* | "(below the default target of {target})" |
*
* @param {Ui_Pace_Below_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_below_default = /** @type {((inputs: Ui_Pace_Below_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Below_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_below_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_below_default(inputs)
	return __en.ui_pace_below_default(inputs)
});
/**
* | output |
* | --- |
* | "(below the house's target of {target})" |
*
* @param {Ui_Pace_Below_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_below_house = /** @type {((inputs: Ui_Pace_Below_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Below_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_below_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_below_house(inputs)
	return __en.ui_pace_below_house(inputs)
});
/**
* | output |
* | --- |
* | "({correct} of {coups} coups right)" |
*
* @param {Ui_Pace_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_correct = /** @type {((inputs: Ui_Pace_CorrectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_CorrectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_correct(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_correct(inputs)
	return __en.ui_pace_correct(inputs)
});
/**
* | output |
* | --- |
* | "1 coup" |
*
* @param {Ui_Pace_Coup_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coup_one = /** @type {((inputs?: Ui_Pace_Coup_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Coup_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_coup_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_coup_one(inputs)
	return __en.ui_pace_coup_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} coups" |
*
* @param {Ui_Pace_CoupsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coups = /** @type {((inputs: Ui_Pace_CoupsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_CoupsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_coups(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_coups(inputs)
	return __en.ui_pace_coups(inputs)
});
/**
* | output |
* | --- |
* | "coups/h" |
*
* @param {Ui_Pace_Coups_HInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coups_h = /** @type {((inputs?: Ui_Pace_Coups_HInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Coups_HInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_coups_h(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_coups_h(inputs)
	return __en.ui_pace_coups_h(inputs)
});
/**
* | output |
* | --- |
* | "Pace lab" |
*
* @param {Ui_Pace_LabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_lab = /** @type {((inputs?: Ui_Pace_LabInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_LabInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_lab(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_lab(inputs)
	return __en.ui_pace_lab(inputs)
});
/**
* | output |
* | --- |
* | "Coups an hour on the main process's clock, from the cards dealt to each answer" |
*
* @param {Ui_Pace_Meter_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_meter_title = /** @type {((inputs?: Ui_Pace_Meter_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Meter_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_meter_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_meter_title(inputs)
	return __en.ui_pace_meter_title(inputs)
});
/**
* | output |
* | --- |
* | "{min} min {sec} s" |
*
* @param {Ui_Pace_MinutesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_minutes = /** @type {((inputs: Ui_Pace_MinutesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_MinutesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_minutes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_minutes(inputs)
	return __en.ui_pace_minutes(inputs)
});
/**
* | output |
* | --- |
* | "no coup worked yet" |
*
* @param {Ui_Pace_No_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_no_coup = /** @type {((inputs?: Ui_Pace_No_CoupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_No_CoupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_no_coup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_no_coup(inputs)
	return __en.ui_pace_no_coup(inputs)
});
/**
* | output |
* | --- |
* | "No pace-lab run yet." |
*
* @param {Ui_Pace_No_RunInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_no_run = /** @type {((inputs?: Ui_Pace_No_RunInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_No_RunInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_no_run(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_no_run(inputs)
	return __en.ui_pace_no_run(inputs)
});
/**
* | output |
* | --- |
* | "{rate} coups/h" |
*
* @param {Ui_Pace_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_rate = /** @type {((inputs: Ui_Pace_RateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_RateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_rate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_rate(inputs)
	return __en.ui_pace_rate(inputs)
});
/**
* | output |
* | --- |
* | "right" |
*
* @param {Ui_Pace_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_right = /** @type {((inputs?: Ui_Pace_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_right(inputs)
	return __en.ui_pace_right(inputs)
});
/**
* | output |
* | --- |
* | "(target {target}) · {percent} right of {coups} coups" |
*
* @param {Ui_Pace_Run_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_run_detail = /** @type {((inputs: Ui_Pace_Run_DetailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Run_DetailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_run_detail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_run_detail(inputs)
	return __en.ui_pace_run_detail(inputs)
});
/**
* | output |
* | --- |
* | "(target {target}) · {percent} right of 1 coup" |
*
* @param {Ui_Pace_Run_Detail_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_run_detail_one = /** @type {((inputs: Ui_Pace_Run_Detail_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Run_Detail_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_run_detail_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_run_detail_one(inputs)
	return __en.ui_pace_run_detail_one(inputs)
});
/**
* | output |
* | --- |
* | "target {target}" |
*
* @param {Ui_Pace_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_target = /** @type {((inputs: Ui_Pace_TargetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_TargetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_target(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_target(inputs)
	return __en.ui_pace_target(inputs)
});
/**
* | output |
* | --- |
* | "target {target} (default)" |
*
* @param {Ui_Pace_Target_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_target_default = /** @type {((inputs: Ui_Pace_Target_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Target_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_target_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_target_default(inputs)
	return __en.ui_pace_target_default(inputs)
});
/**
* | output |
* | --- |
* | "Time at the table" |
*
* @param {Ui_Pace_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_time = /** @type {((inputs?: Ui_Pace_TimeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_TimeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_time(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_time(inputs)
	return __en.ui_pace_time(inputs)
});
/**
* | output |
* | --- |
* | "{time}, timed by the app from each deal to each answer" |
*
* @param {Ui_Pace_Time_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_time_detail = /** @type {((inputs: Ui_Pace_Time_DetailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_Time_DetailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_time_detail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_time_detail(inputs)
	return __en.ui_pace_time_detail(inputs)
});
/**
* | output |
* | --- |
* | "Pace" |
*
* @param {Ui_Pace_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_title = /** @type {((inputs?: Ui_Pace_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pace_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pace_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pace_title(inputs)
	return __en.ui_pace_title(inputs)
});
/**
* | output |
* | --- |
* | "{label}: the pile close up" |
*
* @param {Ui_Pile_Close_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pile_close_up = /** @type {((inputs: Ui_Pile_Close_UpInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Pile_Close_UpInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_pile_close_up(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_pile_close_up(inputs)
	return __en.ui_pile_close_up(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Prog_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_accuracy = /** @type {((inputs?: Ui_Prog_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_accuracy(inputs)
	return __en.ui_prog_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Assign a set from the weak cases" |
*
* @param {Ui_Prog_AssignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_assign = /** @type {((inputs?: Ui_Prog_AssignInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_AssignInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_assign(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_assign(inputs)
	return __en.ui_prog_assign(inputs)
});
/**
* | output |
* | --- |
* | "Assessment attempts" |
*
* @param {Ui_Prog_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_attempts = /** @type {((inputs?: Ui_Prog_AttemptsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_AttemptsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_attempts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_attempts(inputs)
	return __en.ui_prog_attempts(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Ui_Prog_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_back = /** @type {((inputs?: Ui_Prog_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_back(inputs)
	return __en.ui_prog_back(inputs)
});
/**
* | output |
* | --- |
* | "By session" |
*
* @param {Ui_Prog_By_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_by_session = /** @type {((inputs?: Ui_Prog_By_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_By_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_by_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_by_session(inputs)
	return __en.ui_prog_by_session(inputs)
});
/**
* | output |
* | --- |
* | "By week" |
*
* @param {Ui_Prog_By_WeekInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_by_week = /** @type {((inputs?: Ui_Prog_By_WeekInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_By_WeekInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_by_week(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_by_week(inputs)
	return __en.ui_prog_by_week(inputs)
});
/**
* | output |
* | --- |
* | "Click a cell (or Tab to it and press Enter) to drill exactly that case." |
*
* @param {Ui_Prog_Cell_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_hint = /** @type {((inputs?: Ui_Prog_Cell_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Cell_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_cell_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_cell_hint(inputs)
	return __en.ui_prog_cell_hint(inputs)
});
/**
* | output |
* | --- |
* | "Each cell shows how many of its answers were slow (\"2/9\"). Grey: fewer than {few} answers, too few to judge." |
*
* @param {Ui_Prog_Cell_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_slow = /** @type {((inputs: Ui_Prog_Cell_SlowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Cell_SlowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_cell_slow(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_cell_slow(inputs)
	return __en.ui_prog_cell_slow(inputs)
});
/**
* | output |
* | --- |
* | "Each cell shows how many of its answers were wrong (\"2/9\"). Grey: fewer than {few} answers, too few to judge." |
*
* @param {Ui_Prog_Cell_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_wrong = /** @type {((inputs: Ui_Prog_Cell_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Cell_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_cell_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_cell_wrong(inputs)
	return __en.ui_prog_cell_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy against the pass mark" |
*
* @param {Ui_Prog_Chart_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_chart_accuracy = /** @type {((inputs?: Ui_Prog_Chart_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Chart_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_chart_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_chart_accuracy(inputs)
	return __en.ui_prog_chart_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Median time against the target" |
*
* @param {Ui_Prog_Chart_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_chart_median = /** @type {((inputs?: Ui_Prog_Chart_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Chart_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_chart_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_chart_median(inputs)
	return __en.ui_prog_chart_median(inputs)
});
/**
* | output |
* | --- |
* | "Colour by" |
*
* @param {Ui_Prog_Colour_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_colour_by = /** @type {((inputs?: Ui_Prog_Colour_ByInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Colour_ByInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_colour_by(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_colour_by(inputs)
	return __en.ui_prog_colour_by(inputs)
});
/**
* | output |
* | --- |
* | "Drill: {title}" |
*
* @param {Ui_Prog_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_drill = /** @type {((inputs: Ui_Prog_DrillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_DrillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_drill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_drill(inputs)
	return __en.ui_prog_drill(inputs)
});
/**
* | output |
* | --- |
* | "Due today ({count})" |
*
* @param {Ui_Prog_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_due_today = /** @type {((inputs: Ui_Prog_Due_TodayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Due_TodayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_due_today(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_due_today(inputs)
	return __en.ui_prog_due_today(inputs)
});
/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Ui_Prog_ErrorsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_errors = /** @type {((inputs?: Ui_Prog_ErrorsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_ErrorsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_errors(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_errors(inputs)
	return __en.ui_prog_errors(inputs)
});
/**
* | output |
* | --- |
* | "Where the errors are" |
*
* @param {Ui_Prog_Errors_WhereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_errors_where = /** @type {((inputs?: Ui_Prog_Errors_WhereInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Errors_WhereInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_errors_where(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_errors_where(inputs)
	return __en.ui_prog_errors_where(inputs)
});
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Ui_Prog_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_failed = /** @type {((inputs?: Ui_Prog_FailedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_FailedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_failed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_failed(inputs)
	return __en.ui_prog_failed(inputs)
});
/**
* | output |
* | --- |
* | "Floor-ready" |
*
* @param {Ui_Prog_Floor_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_floor_ready = /** @type {((inputs?: Ui_Prog_Floor_ReadyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Floor_ReadyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_floor_ready(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_floor_ready(inputs)
	return __en.ui_prog_floor_ready(inputs)
});
/**
* | output |
* | --- |
* | "Group by" |
*
* @param {Ui_Prog_Group_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_group_by = /** @type {((inputs?: Ui_Prog_Group_ByInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Group_ByInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_group_by(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_group_by(inputs)
	return __en.ui_prog_group_by(inputs)
});
/**
* | output |
* | --- |
* | "{level} (held back: the last assessment failed)" |
*
* @param {Ui_Prog_Held_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_held_back = /** @type {((inputs: Ui_Prog_Held_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Held_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_held_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_held_back(inputs)
	return __en.ui_prog_held_back(inputs)
});
/**
* | output |
* | --- |
* | "Irregularities by clause" |
*
* @param {Ui_Prog_IrregularitiesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_irregularities = /** @type {((inputs?: Ui_Prog_IrregularitiesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_IrregularitiesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_irregularities(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_irregularities(inputs)
	return __en.ui_prog_irregularities(inputs)
});
/**
* | output |
* | --- |
* | "{kind}: {case}" |
*
* @param {Ui_Prog_Kind_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_kind_case = /** @type {((inputs: Ui_Prog_Kind_CaseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Kind_CaseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_kind_case(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_kind_case(inputs)
	return __en.ui_prog_kind_case(inputs)
});
/**
* | output |
* | --- |
* | "Last assessment" |
*
* @param {Ui_Prog_Last_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_last_assessment = /** @type {((inputs?: Ui_Prog_Last_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Last_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_last_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_last_assessment(inputs)
	return __en.ui_prog_last_assessment(inputs)
});
/**
* | output |
* | --- |
* | "{count} more cases are due already." |
*
* @param {Ui_Prog_Later_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_count = /** @type {((inputs: Ui_Prog_Later_CountInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Later_CountInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_later_count(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_later_count(inputs)
	return __en.ui_prog_later_count(inputs)
});
/**
* | output |
* | --- |
* | "1 more case is due already." |
*
* @param {Ui_Prog_Later_Count_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_count_one = /** @type {((inputs?: Ui_Prog_Later_Count_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Later_Count_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_later_count_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_later_count_one(inputs)
	return __en.ui_prog_later_count_one(inputs)
});
/**
* | output |
* | --- |
* | "At most {perDay} a day: they come over the next {days} days, the last on {last}." |
*
* @param {Ui_Prog_Later_DaysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_days = /** @type {((inputs: Ui_Prog_Later_DaysInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Later_DaysInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_later_days(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_later_days(inputs)
	return __en.ui_prog_later_days(inputs)
});
/**
* | output |
* | --- |
* | "At most {perDay} a day: they come tomorrow." |
*
* @param {Ui_Prog_Later_TomorrowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_tomorrow = /** @type {((inputs: Ui_Prog_Later_TomorrowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Later_TomorrowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_later_tomorrow(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_later_tomorrow(inputs)
	return __en.ui_prog_later_tomorrow(inputs)
});
/**
* | output |
* | --- |
* | "Level" |
*
* @param {Ui_Prog_LevelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_level = /** @type {((inputs?: Ui_Prog_LevelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_LevelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_level(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_level(inputs)
	return __en.ui_prog_level(inputs)
});
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Ui_Prog_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_median = /** @type {((inputs?: Ui_Prog_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_median(inputs)
	return __en.ui_prog_median(inputs)
});
/**
* | output |
* | --- |
* | "missed again and again" |
*
* @param {Ui_Prog_Missed_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_missed_again = /** @type {((inputs?: Ui_Prog_Missed_AgainInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Missed_AgainInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_missed_again(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_missed_again(inputs)
	return __en.ui_prog_missed_again(inputs)
});
/**
* | output |
* | --- |
* | "Missed again and again ({count})" |
*
* @param {Ui_Prog_Missed_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_missed_title = /** @type {((inputs: Ui_Prog_Missed_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Missed_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_missed_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_missed_title(inputs)
	return __en.ui_prog_missed_title(inputs)
});
/**
* | output |
* | --- |
* | "{kind}: {case} · {misses} of {reviews} missed" |
*
* @param {Ui_Prog_MissesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_misses = /** @type {((inputs: Ui_Prog_MissesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_MissesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_misses(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_misses(inputs)
	return __en.ui_prog_misses(inputs)
});
/**
* | output |
* | --- |
* | "None." |
*
* @param {Ui_Prog_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_none = /** @type {((inputs?: Ui_Prog_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_none(inputs)
	return __en.ui_prog_none(inputs)
});
/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Ui_Prog_None_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_none_yet = /** @type {((inputs?: Ui_Prog_None_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_None_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_none_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_none_yet(inputs)
	return __en.ui_prog_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "Not floor-ready yet" |
*
* @param {Ui_Prog_Not_Floor_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_not_floor_ready = /** @type {((inputs?: Ui_Prog_Not_Floor_ReadyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Not_Floor_ReadyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_not_floor_ready(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_not_floor_ready(inputs)
	return __en.ui_prog_not_floor_ready(inputs)
});
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Ui_Prog_NothingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_nothing = /** @type {((inputs?: Ui_Prog_NothingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_NothingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_nothing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_nothing(inputs)
	return __en.ui_prog_nothing(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is due today." |
*
* @param {Ui_Prog_Nothing_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_nothing_due = /** @type {((inputs?: Ui_Prog_Nothing_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Nothing_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_nothing_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_nothing_due(inputs)
	return __en.ui_prog_nothing_due(inputs)
});
/**
* | output |
* | --- |
* | "{percent} of 1 item" |
*
* @param {Ui_Prog_Of_Item_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_of_item_one = /** @type {((inputs: Ui_Prog_Of_Item_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Of_Item_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_of_item_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_of_item_one(inputs)
	return __en.ui_prog_of_item_one(inputs)
});
/**
* | output |
* | --- |
* | "{percent} of {count} items" |
*
* @param {Ui_Prog_Of_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_of_items = /** @type {((inputs: Ui_Prog_Of_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Of_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_of_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_of_items(inputs)
	return __en.ui_prog_of_items(inputs)
});
/**
* | output |
* | --- |
* | "Over time" |
*
* @param {Ui_Prog_Over_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_over_time = /** @type {((inputs?: Ui_Prog_Over_TimeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Over_TimeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_over_time(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_over_time(inputs)
	return __en.ui_prog_over_time(inputs)
});
/**
* | output |
* | --- |
* | "passed" |
*
* @param {Ui_Prog_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_passed = /** @type {((inputs?: Ui_Prog_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_passed(inputs)
	return __en.ui_prog_passed(inputs)
});
/**
* | output |
* | --- |
* | "Payouts by bet and stake" |
*
* @param {Ui_Prog_PayoutsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_payouts = /** @type {((inputs?: Ui_Prog_PayoutsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_PayoutsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_payouts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_payouts(inputs)
	return __en.ui_prog_payouts(inputs)
});
/**
* | output |
* | --- |
* | "Practise what's due ({count})" |
*
* @param {Ui_Prog_Practise_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_practise_due = /** @type {((inputs: Ui_Prog_Practise_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Practise_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_practise_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_practise_due(inputs)
	return __en.ui_prog_practise_due(inputs)
});
/**
* | output |
* | --- |
* | "Reading the progress…" |
*
* @param {Ui_Prog_ReadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_reading = /** @type {((inputs?: Ui_Prog_ReadingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_ReadingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_reading(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_reading(inputs)
	return __en.ui_prog_reading(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Ui_Prog_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_skill = /** @type {((inputs?: Ui_Prog_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_skill(inputs)
	return __en.ui_prog_skill(inputs)
});
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Ui_Prog_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_skills = /** @type {((inputs?: Ui_Prog_SkillsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_SkillsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_skills(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_skills(inputs)
	return __en.ui_prog_skills(inputs)
});
/**
* | output |
* | --- |
* | "Slowness" |
*
* @param {Ui_Prog_SlownessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_slowness = /** @type {((inputs?: Ui_Prog_SlownessInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_SlownessInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_slowness(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_slowness(inputs)
	return __en.ui_prog_slowness(inputs)
});
/**
* | output |
* | --- |
* | "Target" |
*
* @param {Ui_Prog_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_target = /** @type {((inputs?: Ui_Prog_TargetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_TargetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_target(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_target(inputs)
	return __en.ui_prog_target(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Ui_Prog_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_title = /** @type {((inputs?: Ui_Prog_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_title(inputs)
	return __en.ui_prog_title(inputs)
});
/**
* | output |
* | --- |
* | "Progress: {name}" |
*
* @param {Ui_Prog_Title_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_title_of = /** @type {((inputs: Ui_Prog_Title_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Title_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_title_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_title_of(inputs)
	return __en.ui_prog_title_of(inputs)
});
/**
* | output |
* | --- |
* | "Table of play (Tasmania 11), slow of answered" |
*
* @param {Ui_Prog_Top_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_top_slow = /** @type {((inputs?: Ui_Prog_Top_SlowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Top_SlowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_top_slow(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_top_slow(inputs)
	return __en.ui_prog_top_slow(inputs)
});
/**
* | output |
* | --- |
* | "Table of play (Tasmania 11), wrong of answered" |
*
* @param {Ui_Prog_Top_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_top_wrong = /** @type {((inputs?: Ui_Prog_Top_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Prog_Top_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_prog_top_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_prog_top_wrong(inputs)
	return __en.ui_prog_top_wrong(inputs)
});
/**
* | output |
* | --- |
* | "{stage}: {done} of {total} items ({percent})" |
*
* @param {Ui_Progress_WordsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_progress_words = /** @type {((inputs: Ui_Progress_WordsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Progress_WordsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_progress_words(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_progress_words(inputs)
	return __en.ui_progress_words(inputs)
});
/**
* | output |
* | --- |
* | "{stage}: {done} of {total} item ({percent})" |
*
* @param {Ui_Progress_Words_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_progress_words_one = /** @type {((inputs: Ui_Progress_Words_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Progress_Words_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_progress_words_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_progress_words_one(inputs)
	return __en.ui_progress_words_one(inputs)
});
/**
* | output |
* | --- |
* | "push" |
*
* @param {Ui_Push_WordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_push_word = /** @type {((inputs?: Ui_Push_WordInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Push_WordInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_push_word(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_push_word(inputs)
	return __en.ui_push_word(inputs)
});
/**
* | output |
* | --- |
* | "This app keeps its data in {folder}" |
*
* @param {Ui_Rec_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_folder = /** @type {((inputs: Ui_Rec_FolderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Rec_FolderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_rec_folder(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_rec_folder(inputs)
	return __en.ui_rec_folder(inputs)
});
/**
* | output |
* | --- |
* | "It is the only way back into trainer mode if the passcode is forgotten. Print it or write it down, and put it in the safe. It is shown only this once." |
*
* @param {Ui_Rec_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_intro = /** @type {((inputs?: Ui_Rec_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Rec_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_rec_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_rec_intro(inputs)
	return __en.ui_rec_intro(inputs)
});
/**
* | output |
* | --- |
* | "If the trainer passcode is forgotten: open the app, choose Trainer mode, then “Forgot the passcode?”, and enter this code with a new passcode. Every trainee ..." |
*
* @param {Ui_Rec_Sheet_TextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_sheet_text = /** @type {((inputs?: Ui_Rec_Sheet_TextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Rec_Sheet_TextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_rec_sheet_text(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_rec_sheet_text(inputs)
	return __en.ui_rec_sheet_text(inputs)
});
/**
* | output |
* | --- |
* | "Baccarat Dealer Trainer: trainer passcode recovery code" |
*
* @param {Ui_Rec_Sheet_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_sheet_title = /** @type {((inputs?: Ui_Rec_Sheet_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Rec_Sheet_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_rec_sheet_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_rec_sheet_title(inputs)
	return __en.ui_rec_sheet_title(inputs)
});
/**
* | output |
* | --- |
* | "The recovery code" |
*
* @param {Ui_Rec_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_title = /** @type {((inputs?: Ui_Rec_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Rec_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_rec_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_rec_title(inputs)
	return __en.ui_rec_title(inputs)
});
/**
* | output |
* | --- |
* | "Red-line mistake" |
*
* @param {Ui_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_red_line = /** @type {((inputs?: Ui_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_red_line(inputs)
	return __en.ui_red_line(inputs)
});
/**
* | output |
* | --- |
* | "Removed the damaged record: {what}." |
*
* @param {Ui_Removed_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_removed_damaged = /** @type {((inputs: Ui_Removed_DamagedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Removed_DamagedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_removed_damaged(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_removed_damaged(inputs)
	return __en.ui_removed_damaged(inputs)
});
/**
* | output |
* | --- |
* | "Seat {seat} {bet}" |
*
* @param {Ui_Seat_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_seat_bet = /** @type {((inputs: Ui_Seat_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Seat_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_seat_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_seat_bet(inputs)
	return __en.ui_seat_bet(inputs)
});
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Ui_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_seconds = /** @type {((inputs: Ui_SecondsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_SecondsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_seconds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_seconds(inputs)
	return __en.ui_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Ui_Set_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_back = /** @type {((inputs?: Ui_Set_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_back(inputs)
	return __en.ui_set_back(inputs)
});
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Ui_Set_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_house_rules = /** @type {((inputs?: Ui_Set_House_RulesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_House_RulesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_house_rules(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_house_rules(inputs)
	return __en.ui_set_house_rules(inputs)
});
/**
* | output |
* | --- |
* | "Motion" |
*
* @param {Ui_Set_MotionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion = /** @type {((inputs?: Ui_Set_MotionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_MotionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_motion(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_motion(inputs)
	return __en.ui_set_motion(inputs)
});
/**
* | output |
* | --- |
* | "Full animation" |
*
* @param {Ui_Set_Motion_OffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_off = /** @type {((inputs?: Ui_Set_Motion_OffInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_Motion_OffInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_motion_off(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_motion_off(inputs)
	return __en.ui_set_motion_off(inputs)
});
/**
* | output |
* | --- |
* | "Reduced: cards appear without moving" |
*
* @param {Ui_Set_Motion_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_on = /** @type {((inputs?: Ui_Set_Motion_OnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_Motion_OnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_motion_on(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_motion_on(inputs)
	return __en.ui_set_motion_on(inputs)
});
/**
* | output |
* | --- |
* | "Follow the system setting" |
*
* @param {Ui_Set_Motion_SystemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_system = /** @type {((inputs?: Ui_Set_Motion_SystemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_Motion_SystemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_motion_system(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_motion_system(inputs)
	return __en.ui_set_motion_system(inputs)
});
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Ui_Set_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_profile = /** @type {((inputs?: Ui_Set_ProfileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_ProfileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_profile(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_profile(inputs)
	return __en.ui_set_profile(inputs)
});
/**
* | output |
* | --- |
* | "Sound" |
*
* @param {Ui_Set_SoundInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_sound = /** @type {((inputs?: Ui_Set_SoundInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_SoundInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_sound(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_sound(inputs)
	return __en.ui_set_sound(inputs)
});
/**
* | output |
* | --- |
* | "Deal speed: {speed}×" |
*
* @param {Ui_Set_SpeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_speed = /** @type {((inputs: Ui_Set_SpeedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_SpeedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_speed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_speed(inputs)
	return __en.ui_set_speed(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Ui_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_title = /** @type {((inputs?: Ui_Set_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_title(inputs)
	return __en.ui_set_title(inputs)
});
/**
* | output |
* | --- |
* | "Volume: {percent}" |
*
* @param {Ui_Set_VolumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_volume = /** @type {((inputs: Ui_Set_VolumeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Set_VolumeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_set_volume(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_set_volume(inputs)
	return __en.ui_set_volume(inputs)
});
/**
* | output |
* | --- |
* | "Added {name}." |
*
* @param {Ui_Setup_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_setup_added = /** @type {((inputs: Ui_Setup_AddedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Setup_AddedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_setup_added(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_setup_added(inputs)
	return __en.ui_setup_added(inputs)
});
/**
* | output |
* | --- |
* | "Imported {what}." |
*
* @param {Ui_Setup_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_setup_imported = /** @type {((inputs: Ui_Setup_ImportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Setup_ImportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_setup_imported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_setup_imported(inputs)
	return __en.ui_setup_imported(inputs)
});
/**
* | output |
* | --- |
* | "Choose another folder…" |
*
* @param {Ui_St_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_choose = /** @type {((inputs?: Ui_St_ChooseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_ChooseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_choose(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_choose(inputs)
	return __en.ui_st_choose(inputs)
});
/**
* | output |
* | --- |
* | "The trainer could not check its data folder." |
*
* @param {Ui_St_Could_Not_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_could_not_check = /** @type {((inputs?: Ui_St_Could_Not_CheckInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_Could_Not_CheckInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_could_not_check(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_could_not_check(inputs)
	return __en.ui_st_could_not_check(inputs)
});
/**
* | output |
* | --- |
* | "File:" |
*
* @param {Ui_St_FileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_file = /** @type {((inputs?: Ui_St_FileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_FileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_file(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_file(inputs)
	return __en.ui_st_file(inputs)
});
/**
* | output |
* | --- |
* | "Start fresh" |
*
* @param {Ui_St_FreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_fresh = /** @type {((inputs?: Ui_St_FreshInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_FreshInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_fresh(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_fresh(inputs)
	return __en.ui_st_fresh(inputs)
});
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_St_RetryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_retry = /** @type {((inputs?: Ui_St_RetryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_RetryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_retry(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_retry(inputs)
	return __en.ui_st_retry(inputs)
});
/**
* | output |
* | --- |
* | "Your training records cannot be opened" |
*
* @param {Ui_St_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_title = /** @type {((inputs?: Ui_St_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_title(inputs)
	return __en.ui_st_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose another folder, or start with a fresh data file. Your old file is kept (renamed), never deleted." |
*
* @param {Ui_St_Ways_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_ways_out = /** @type {((inputs?: Ui_St_Ways_OutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_St_Ways_OutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_st_ways_out(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_st_ways_out(inputs)
	return __en.ui_st_ways_out(inputs)
});
/**
* | output |
* | --- |
* | "{count} trainees from {file}" |
*
* @param {Ui_Staff_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_added = /** @type {((inputs: Ui_Staff_AddedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_AddedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_added(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_added(inputs)
	return __en.ui_staff_added(inputs)
});
/**
* | output |
* | --- |
* | "1 trainee from {file}" |
*
* @param {Ui_Staff_Added_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_added_one = /** @type {((inputs: Ui_Staff_Added_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Added_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_added_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_added_one(inputs)
	return __en.ui_staff_added_one(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Ui_Staff_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_cancel = /** @type {((inputs?: Ui_Staff_CancelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_CancelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_cancel(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_cancel(inputs)
	return __en.ui_staff_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Choose another file" |
*
* @param {Ui_Staff_Choose_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_choose_other = /** @type {((inputs?: Ui_Staff_Choose_OtherInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Choose_OtherInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_choose_other(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_choose_other(inputs)
	return __en.ui_staff_choose_other(inputs)
});
/**
* | output |
* | --- |
* | "Nothing is imported until every line is right. Fix these in the file and choose it again:" |
*
* @param {Ui_Staff_Fix_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_fix_first = /** @type {((inputs?: Ui_Staff_Fix_FirstInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Fix_FirstInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_fix_first(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_fix_first(inputs)
	return __en.ui_staff_fix_first(inputs)
});
/**
* | output |
* | --- |
* | "{file}: {trainees}" |
*
* @param {Ui_Staff_HeadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_heading = /** @type {((inputs: Ui_Staff_HeadingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_HeadingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_heading(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_heading(inputs)
	return __en.ui_staff_heading(inputs)
});
/**
* | output |
* | --- |
* | "{file}: {trainees}, {lines} to fix" |
*
* @param {Ui_Staff_Heading_FixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_heading_fix = /** @type {((inputs: Ui_Staff_Heading_FixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Heading_FixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_heading_fix(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_heading_fix(inputs)
	return __en.ui_staff_heading_fix(inputs)
});
/**
* | output |
* | --- |
* | "Import these {trainees}" |
*
* @param {Ui_Staff_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_import = /** @type {((inputs: Ui_Staff_ImportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_ImportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_import(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_import(inputs)
	return __en.ui_staff_import(inputs)
});
/**
* | output |
* | --- |
* | "Line" |
*
* @param {Ui_Staff_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_line = /** @type {((inputs?: Ui_Staff_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_line(inputs)
	return __en.ui_staff_line(inputs)
});
/**
* | output |
* | --- |
* | "1 line" |
*
* @param {Ui_Staff_Line_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_line_one = /** @type {((inputs?: Ui_Staff_Line_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Line_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_line_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_line_one(inputs)
	return __en.ui_staff_line_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} lines" |
*
* @param {Ui_Staff_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_lines = /** @type {((inputs: Ui_Staff_LinesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_LinesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_lines(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_lines(inputs)
	return __en.ui_staff_lines(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Ui_Staff_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_name = /** @type {((inputs?: Ui_Staff_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_name(inputs)
	return __en.ui_staff_name(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Ui_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_number = /** @type {((inputs?: Ui_Staff_NumberInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_NumberInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_number(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_number(inputs)
	return __en.ui_staff_number(inputs)
});
/**
* | output |
* | --- |
* | "Line {line}: {message}" |
*
* @param {Ui_Staff_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_problem = /** @type {((inputs: Ui_Staff_ProblemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_ProblemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_problem(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_problem(inputs)
	return __en.ui_staff_problem(inputs)
});
/**
* | output |
* | --- |
* | "1 trainee" |
*
* @param {Ui_Staff_Trainee_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_trainee_one = /** @type {((inputs?: Ui_Staff_Trainee_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_Trainee_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_trainee_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_trainee_one(inputs)
	return __en.ui_staff_trainee_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} trainees" |
*
* @param {Ui_Staff_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_trainees = /** @type {((inputs: Ui_Staff_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Staff_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_staff_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_staff_trainees(inputs)
	return __en.ui_staff_trainees(inputs)
});
/**
* | output |
* | --- |
* | "Checking that the set can be dealt" |
*
* @param {Ui_Stage_CheckingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_checking = /** @type {((inputs?: Ui_Stage_CheckingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Stage_CheckingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_stage_checking(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_stage_checking(inputs)
	return __en.ui_stage_checking(inputs)
});
/**
* | output |
* | --- |
* | "Dealing" |
*
* @param {Ui_Stage_DealingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_dealing = /** @type {((inputs?: Ui_Stage_DealingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Stage_DealingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_stage_dealing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_stage_dealing(inputs)
	return __en.ui_stage_dealing(inputs)
});
/**
* | output |
* | --- |
* | "Dealing the session again from its seed" |
*
* @param {Ui_Stage_RebuildingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_rebuilding = /** @type {((inputs?: Ui_Stage_RebuildingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Stage_RebuildingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_stage_rebuilding(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_stage_rebuilding(inputs)
	return __en.ui_stage_rebuilding(inputs)
});
/**
* | output |
* | --- |
* | "Dealing…" |
*
* @param {Ui_Step_DealingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_dealing = /** @type {((inputs?: Ui_Step_DealingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_DealingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_dealing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_dealing(inputs)
	return __en.ui_step_dealing(inputs)
});
/**
* | output |
* | --- |
* | "item {index} of {total}" |
*
* @param {Ui_Step_ItemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_item = /** @type {((inputs: Ui_Step_ItemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_ItemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_item(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_item(inputs)
	return __en.ui_step_item(inputs)
});
/**
* | output |
* | --- |
* | "Your answer was not recorded: {error} Try again." |
*
* @param {Ui_Step_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_not_recorded = /** @type {((inputs: Ui_Step_Not_RecordedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_Not_RecordedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_not_recorded(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_not_recorded(inputs)
	return __en.ui_step_not_recorded(inputs)
});
/**
* | output |
* | --- |
* | "step {step} of {steps}" |
*
* @param {Ui_Step_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_step = /** @type {((inputs: Ui_Step_StepInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_StepInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_step(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_step(inputs)
	return __en.ui_step_step(inputs)
});
/**
* | output |
* | --- |
* | "{time} to answer" |
*
* @param {Ui_Step_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_time = /** @type {((inputs: Ui_Step_TimeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_TimeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_time(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_time(inputs)
	return __en.ui_step_time(inputs)
});
/**
* | output |
* | --- |
* | "{time} to answer (hard limit)" |
*
* @param {Ui_Step_Time_HardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_time_hard = /** @type {((inputs: Ui_Step_Time_HardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Step_Time_HardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_step_time_hard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_step_time_hard(inputs)
	return __en.ui_step_time_hard(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Sum_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_accuracy = /** @type {((inputs?: Ui_Sum_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_accuracy(inputs)
	return __en.ui_sum_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "· assessment" |
*
* @param {Ui_Sum_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_assessment = /** @type {((inputs?: Ui_Sum_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_assessment(inputs)
	return __en.ui_sum_assessment(inputs)
});
/**
* | output |
* | --- |
* | "{kind}: {question}" |
*
* @param {Ui_Sum_Kind_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_kind_question = /** @type {((inputs: Ui_Sum_Kind_QuestionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Kind_QuestionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_kind_question(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_kind_question(inputs)
	return __en.ui_sum_kind_question(inputs)
});
/**
* | output |
* | --- |
* | ", median {time} a step" |
*
* @param {Ui_Sum_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_median = /** @type {((inputs: Ui_Sum_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_median(inputs)
	return __en.ui_sum_median(inputs)
});
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Ui_Sum_Median_HeadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_median_head = /** @type {((inputs?: Ui_Sum_Median_HeadInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Median_HeadInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_median_head(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_median_head(inputs)
	return __en.ui_sum_median_head(inputs)
});
/**
* | output |
* | --- |
* | "Mistakes and corrections" |
*
* @param {Ui_Sum_MistakesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_mistakes = /** @type {((inputs?: Ui_Sum_MistakesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_MistakesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_mistakes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_mistakes(inputs)
	return __en.ui_sum_mistakes(inputs)
});
/**
* | output |
* | --- |
* | "Next:" |
*
* @param {Ui_Sum_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_next = /** @type {((inputs?: Ui_Sum_NextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_NextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_next(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_next(inputs)
	return __en.ui_sum_next(inputs)
});
/**
* | output |
* | --- |
* | "{title}: not passed yet" |
*
* @param {Ui_Sum_Not_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_not_passed = /** @type {((inputs: Ui_Sum_Not_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Not_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_not_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_not_passed(inputs)
	return __en.ui_sum_not_passed(inputs)
});
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Ui_Sum_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_not_yet = /** @type {((inputs?: Ui_Sum_Not_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Not_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_not_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_not_yet(inputs)
	return __en.ui_sum_not_yet(inputs)
});
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Ui_Sum_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_pass = /** @type {((inputs?: Ui_Sum_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_pass(inputs)
	return __en.ui_sum_pass(inputs)
});
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Ui_Sum_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_pass_mark = /** @type {((inputs?: Ui_Sum_Pass_MarkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Pass_MarkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_pass_mark(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_pass_mark(inputs)
	return __en.ui_sum_pass_mark(inputs)
});
/**
* | output |
* | --- |
* | "{title}: passed" |
*
* @param {Ui_Sum_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_passed = /** @type {((inputs: Ui_Sum_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_passed(inputs)
	return __en.ui_sum_passed(inputs)
});
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Ui_Sum_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_result = /** @type {((inputs?: Ui_Sum_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_result(inputs)
	return __en.ui_sum_result(inputs)
});
/**
* | output |
* | --- |
* | "{correct} of {answered} items right ({percent})" |
*
* @param {Ui_Sum_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_right = /** @type {((inputs: Ui_Sum_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_right(inputs)
	return __en.ui_sum_right(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Ui_Sum_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_skill = /** @type {((inputs?: Ui_Sum_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_skill(inputs)
	return __en.ui_sum_skill(inputs)
});
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Ui_Sum_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_skills = /** @type {((inputs?: Ui_Sum_SkillsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_SkillsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_skills(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_skills(inputs)
	return __en.ui_sum_skills(inputs)
});
/**
* | output |
* | --- |
* | "{count} too slow" |
*
* @param {Ui_Sum_Too_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_too_slow = /** @type {((inputs: Ui_Sum_Too_SlowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Too_SlowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_too_slow(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_too_slow(inputs)
	return __en.ui_sum_too_slow(inputs)
});
/**
* | output |
* | --- |
* | "{count} too slow, not yet floor-ready" |
*
* @param {Ui_Sum_Too_Slow_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_too_slow_all = /** @type {((inputs: Ui_Sum_Too_Slow_AllInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Sum_Too_Slow_AllInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_sum_too_slow_all(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_sum_too_slow_all(inputs)
	return __en.ui_sum_too_slow_all(inputs)
});
/**
* | output |
* | --- |
* | "{bet}: {amount}{status}" |
*
* @param {Ui_Tbl_Bet_AriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_bet_aria = /** @type {((inputs: Ui_Tbl_Bet_AriaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_Bet_AriaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_bet_aria(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_bet_aria(inputs)
	return __en.ui_tbl_bet_aria(inputs)
});
/**
* | output |
* | --- |
* | "Discard holder" |
*
* @param {Ui_Tbl_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_discard = /** @type {((inputs?: Ui_Tbl_DiscardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_DiscardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_discard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_discard(inputs)
	return __en.ui_tbl_discard(inputs)
});
/**
* | output |
* | --- |
* | "Baccarat table, {seats} seats" |
*
* @param {Ui_Tbl_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_label = /** @type {((inputs: Ui_Tbl_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_label(inputs)
	return __en.ui_tbl_label(inputs)
});
/**
* | output |
* | --- |
* | "a pile of {count} chips" |
*
* @param {Ui_Tbl_PileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_pile = /** @type {((inputs: Ui_Tbl_PileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_PileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_pile(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_pile(inputs)
	return __en.ui_tbl_pile(inputs)
});
/**
* | output |
* | --- |
* | "Seat {seat}" |
*
* @param {Ui_Tbl_SeatInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seat = /** @type {((inputs: Ui_Tbl_SeatInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_SeatInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_seat(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_seat(inputs)
	return __en.ui_tbl_seat(inputs)
});
/**
* | output |
* | --- |
* | "Seat {seat}, a player seated" |
*
* @param {Ui_Tbl_Seat_SeatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seat_seated = /** @type {((inputs: Ui_Tbl_Seat_SeatedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_Seat_SeatedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_seat_seated(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_seat_seated(inputs)
	return __en.ui_tbl_seat_seated(inputs)
});
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Ui_Tbl_SeatsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seats = /** @type {((inputs?: Ui_Tbl_SeatsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_SeatsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_seats(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_seats(inputs)
	return __en.ui_tbl_seats(inputs)
});
/**
* | output |
* | --- |
* | "Shoe" |
*
* @param {Ui_Tbl_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_shoe = /** @type {((inputs?: Ui_Tbl_ShoeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_ShoeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_shoe(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_shoe(inputs)
	return __en.ui_tbl_shoe(inputs)
});
/**
* | output |
* | --- |
* | ", left" |
*
* @param {Ui_Tbl_Status_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_left = /** @type {((inputs?: Ui_Tbl_Status_LeftInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_Status_LeftInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_status_left(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_status_left(inputs)
	return __en.ui_tbl_status_left(inputs)
});
/**
* | output |
* | --- |
* | ", paid {amount}" |
*
* @param {Ui_Tbl_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_paid = /** @type {((inputs: Ui_Tbl_Status_PaidInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_Status_PaidInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_status_paid(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_status_paid(inputs)
	return __en.ui_tbl_status_paid(inputs)
});
/**
* | output |
* | --- |
* | ", taken" |
*
* @param {Ui_Tbl_Status_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_taken = /** @type {((inputs?: Ui_Tbl_Status_TakenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tbl_Status_TakenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tbl_status_taken(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tbl_status_taken(inputs)
	return __en.ui_tbl_status_taken(inputs)
});
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Ui_Tr_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_add = /** @type {((inputs?: Ui_Tr_AddInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_AddInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_add(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_add(inputs)
	return __en.ui_tr_add(inputs)
});
/**
* | output |
* | --- |
* | "Add each trainee's name and staff number, or import the staff list as a CSV file (a name and a staff number a line, comma or semicolon, a header row or none)..." |
*
* @param {Ui_Tr_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_intro = /** @type {((inputs?: Ui_Tr_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_intro(inputs)
	return __en.ui_tr_intro(inputs)
});
/**
* | output |
* | --- |
* | "Add trainees later: open the trainee side" |
*
* @param {Ui_Tr_LaterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_later = /** @type {((inputs?: Ui_Tr_LaterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_LaterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_later(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_later(inputs)
	return __en.ui_tr_later(inputs)
});
/**
* | output |
* | --- |
* | "Trainees ({count})" |
*
* @param {Ui_Tr_ListInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_list = /** @type {((inputs: Ui_Tr_ListInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_ListInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_list(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_list(inputs)
	return __en.ui_tr_list(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Ui_Tr_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_name = /** @type {((inputs?: Ui_Tr_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_name(inputs)
	return __en.ui_tr_name(inputs)
});
/**
* | output |
* | --- |
* | "Staff number (optional)" |
*
* @param {Ui_Tr_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_number = /** @type {((inputs?: Ui_Tr_NumberInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_NumberInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_number(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_number(inputs)
	return __en.ui_tr_number(inputs)
});
/**
* | output |
* | --- |
* | "The first trainees" |
*
* @param {Ui_Tr_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_title = /** @type {((inputs?: Ui_Tr_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tr_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tr_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tr_title(inputs)
	return __en.ui_tr_title(inputs)
});
/**
* | output |
* | --- |
* | "Add a {amount} chip" |
*
* @param {Ui_Tray_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_add = /** @type {((inputs: Ui_Tray_AddInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_AddInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_add(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_add(inputs)
	return __en.ui_tray_add(inputs)
});
/**
* | output |
* | --- |
* | "Add a {amount} chip (key {key})" |
*
* @param {Ui_Tray_Add_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_add_key = /** @type {((inputs: Ui_Tray_Add_KeyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_Add_KeyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_add_key(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_add_key(inputs)
	return __en.ui_tray_add_key(inputs)
});
/**
* | output |
* | --- |
* | "Clear chips" |
*
* @param {Ui_Tray_ClearInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_clear = /** @type {((inputs?: Ui_Tray_ClearInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_ClearInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_clear(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_clear(inputs)
	return __en.ui_tray_clear(inputs)
});
/**
* | output |
* | --- |
* | "Chip tray" |
*
* @param {Ui_Tray_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_label = /** @type {((inputs?: Ui_Tray_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_label(inputs)
	return __en.ui_tray_label(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Ui_Tray_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove = /** @type {((inputs?: Ui_Tray_RemoveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_RemoveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_remove(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_remove(inputs)
	return __en.ui_tray_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove a {amount} chip" |
*
* @param {Ui_Tray_Remove_AriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove_aria = /** @type {((inputs: Ui_Tray_Remove_AriaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_Remove_AriaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_remove_aria(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_remove_aria(inputs)
	return __en.ui_tray_remove_aria(inputs)
});
/**
* | output |
* | --- |
* | "Remove one (Shift+{key})" |
*
* @param {Ui_Tray_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove_title = /** @type {((inputs: Ui_Tray_Remove_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Tray_Remove_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_tray_remove_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_tray_remove_title(inputs)
	return __en.ui_tray_remove_title(inputs)
});
/**
* | output |
* | --- |
* | "You will deal mini-baccarat as a dealer does: call each hand, the third card and the result, then settle the bets. Everything works from the keyboard; the ke..." |
*
* @param {Ui_Wel_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_intro = /** @type {((inputs?: Ui_Wel_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Wel_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_wel_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_wel_intro(inputs)
	return __en.ui_wel_intro(inputs)
});
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Ui_Wel_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_name = /** @type {((inputs?: Ui_Wel_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Wel_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_wel_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_wel_name(inputs)
	return __en.ui_wel_name(inputs)
});
/**
* | output |
* | --- |
* | "Ten coups, no timer: about two minutes. Then the home screen, with the library and your progress." |
*
* @param {Ui_Wel_SmallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_small = /** @type {((inputs?: Ui_Wel_SmallInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Wel_SmallInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_wel_small(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_wel_small(inputs)
	return __en.ui_wel_small(inputs)
});
/**
* | output |
* | --- |
* | "Start my first drill" |
*
* @param {Ui_Wel_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_start = /** @type {((inputs?: Ui_Wel_StartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Wel_StartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_wel_start(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_wel_start(inputs)
	return __en.ui_wel_start(inputs)
});
/**
* | output |
* | --- |
* | "Welcome to the table" |
*
* @param {Ui_Wel_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_title = /** @type {((inputs?: Ui_Wel_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Wel_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.ui_wel_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.ui_wel_title(inputs)
	return __en.ui_wel_title(inputs)
});