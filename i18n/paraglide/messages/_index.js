/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Bet_Name_BankerInputs */
/** @typedef {{}} Bet_Name_Banker_PairInputs */
/** @typedef {{}} Bet_Name_Dragon_BankerInputs */
/** @typedef {{}} Bet_Name_Dragon_PlayerInputs */
/** @typedef {{}} Bet_Name_Perfect_Pair_BankerInputs */
/** @typedef {{}} Bet_Name_Perfect_Pair_PlayerInputs */
/** @typedef {{}} Bet_Name_PlayerInputs */
/** @typedef {{}} Bet_Name_Player_PairInputs */
/** @typedef {{}} Bet_Name_Super_SixInputs */
/** @typedef {{}} Bet_Name_TieInputs */
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
/** @typedef {{ point: NonNullable<unknown> }} Case_Banker_DrawsInputs */
/** @typedef {{}} Case_Banker_SixInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Banker_StandsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Banker_Wins_WithInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Case_Bet_LoseInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Case_Bet_PushInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Case_Bet_WinInputs */
/** @typedef {{ banker: NonNullable<unknown> }} Case_Cell_NoneInputs */
/** @typedef {{ banker: NonNullable<unknown>, third: NonNullable<unknown> }} Case_Cell_ThirdInputs */
/** @typedef {{}} Case_Chips_11_PlusInputs */
/** @typedef {{}} Case_Chips_1_5Inputs */
/** @typedef {{}} Case_Chips_6_10Inputs */
/** @typedef {{}} Case_Colour_DownInputs */
/** @typedef {{}} Case_Colour_UpInputs */
/** @typedef {{}} Case_Colour_Up_CallInputs */
/** @typedef {{}} Case_Commission_ChangeInputs */
/** @typedef {{}} Case_Cut_StacksInputs */
/** @typedef {{}} Case_Cut_ValueInputs */
/** @typedef {{}} Case_Dealer_CleanInputs */
/** @typedef {{}} Case_Dealer_CommissionInputs */
/** @typedef {{}} Case_Dealer_DrawInputs */
/** @typedef {{}} Case_Dealer_OrderInputs */
/** @typedef {{}} Case_Dealer_PaymentInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Case_Dragon_ByInputs */
/** @typedef {{}} Case_Dragon_NaturalInputs */
/** @typedef {{ words: NonNullable<unknown> }} Case_IrregularityInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_NaturalInputs */
/** @typedef {{ words: NonNullable<unknown> }} Case_OtherInputs */
/** @typedef {{}} Case_Over_TenInputs */
/** @typedef {{}} Case_Pay_At_MostInputs */
/** @typedef {{}} Case_Pay_FewestInputs */
/** @typedef {{}} Case_Pay_In_ChipsInputs */
/** @typedef {{}} Case_Pay_Wager_ColoursInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Player_DrawsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Player_StandsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Player_Wins_WithInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Case_PointsInputs */
/** @typedef {{}} Case_Pp_ColouredInputs */
/** @typedef {{}} Case_Pp_MixedInputs */
/** @typedef {{}} Case_Pp_PerfectInputs */
/** @typedef {{}} Case_Read_BetInputs */
/** @typedef {{}} Case_Result_BankerInputs */
/** @typedef {{}} Case_Result_PlayerInputs */
/** @typedef {{}} Case_Result_TieInputs */
/** @typedef {{}} Case_Ten_Or_CourtInputs */
/** @typedef {{}} Case_Three_CardsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Case_Tie_AtInputs */
/** @typedef {{ rate: NonNullable<unknown>, rounding: NonNullable<unknown> }} Conv_Commission_DeductedInputs */
/** @typedef {{ rounding: NonNullable<unknown> }} Conv_Commission_Each_MarkInputs */
/** @typedef {{ rate: NonNullable<unknown>, rounding: NonNullable<unknown> }} Conv_Commission_MarkedInputs */
/** @typedef {{ rounding: NonNullable<unknown> }} Conv_Commission_TotalInputs */
/** @typedef {{}} Conv_Competition_NoInputs */
/** @typedef {{}} Conv_Competition_YesInputs */
/** @typedef {{}} Conv_Cut_First_PlaceInputs */
/** @typedef {{}} Conv_Cut_Sat_FirstInputs */
/** @typedef {{}} Conv_Fraction_DownInputs */
/** @typedef {{}} Conv_Fraction_NearestInputs */
/** @typedef {{}} Conv_From_Highest_SeatInputs */
/** @typedef {{}} Conv_From_Seat_OneInputs */
/** @typedef {{ start: NonNullable<unknown> }} Conv_Losers_FirstInputs */
/** @typedef {{ start: NonNullable<unknown> }} Conv_Main_FirstInputs */
/** @typedef {{ chip: NonNullable<unknown> }} Conv_Pro_RataInputs */
/** @typedef {{ word: NonNullable<unknown> }} Conv_Push_WordInputs */
/** @typedef {{ chip: NonNullable<unknown> }} Conv_Rounding_Down_ChipInputs */
/** @typedef {{}} Conv_Rounding_ExactInputs */
/** @typedef {{ chip: NonNullable<unknown> }} Conv_Rounding_Up_ChipInputs */
/** @typedef {{}} Conv_Seat_One_LeftInputs */
/** @typedef {{}} Conv_Seat_One_RightInputs */
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
/** @typedef {{ card: NonNullable<unknown> }} Irr_Found_Behind_MarkerInputs */
/** @typedef {{ card: NonNullable<unknown>, marker: NonNullable<unknown> }} Irr_Found_NextInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Irr_Hands_CardsInputs */
/** @typedef {{ cards: NonNullable<unknown>, result: NonNullable<unknown> }} Irr_Hands_ResultInputs */
/** @typedef {{}} Irr_Hands_VoidInputs */
/** @typedef {{ cards: NonNullable<unknown> }} Irr_Hands_Void_CardsInputs */
/** @typedef {{ next: NonNullable<unknown> }} Irr_Marker_After_CompleteInputs */
/** @typedef {{}} Irr_Marker_At_StartInputs */
/** @typedef {{}} Irr_Marker_DuringInputs */
/** @typedef {{ next: NonNullable<unknown> }} Irr_Marker_Just_BeforeInputs */
/** @typedef {{}} Irr_Marker_Not_YetInputs */
/** @typedef {{}} Irr_Marker_ShowingInputs */
/** @typedef {{}} Irr_No_CardsInputs */
/** @typedef {{}} Irr_Ordinal_1Inputs */
/** @typedef {{}} Irr_Ordinal_2Inputs */
/** @typedef {{}} Irr_Ordinal_3Inputs */
/** @typedef {{}} Irr_Ordinal_4Inputs */
/** @typedef {{}} Irr_Ordinal_5Inputs */
/** @typedef {{}} Irr_Ordinal_6Inputs */
/** @typedef {{}} Irr_Proc_Card_To_BankerInputs */
/** @typedef {{}} Irr_Proc_Deal_NormallyInputs */
/** @typedef {{}} Irr_Proc_First_Card_Next_HandInputs */
/** @typedef {{}} Irr_Proc_Last_CoupInputs */
/** @typedef {{}} Irr_Proc_Leave_CardInputs */
/** @typedef {{}} Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs */
/** @typedef {{}} Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs */
/** @typedef {{}} Irr_Proc_Move_To_Player_Banker_DrawsInputs */
/** @typedef {{}} Irr_Proc_No_New_CoupInputs */
/** @typedef {{}} Irr_Proc_Return_To_ShoeInputs */
/** @typedef {{}} Irr_Proc_Set_AsideInputs */
/** @typedef {{}} Irr_Proc_Use_By_Table_Of_PlayInputs */
/** @typedef {{}} Irr_Proc_Void_CoupInputs */
/** @typedef {{}} Irr_Proc_Void_HandInputs */
/** @typedef {{}} Irr_Question_HandsInputs */
/** @typedef {{}} Irr_Question_ProcedureInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown>, card: NonNullable<unknown>, marker: NonNullable<unknown> }} Irr_Sit_Banker_CardInputs */
/** @typedef {{ marker: NonNullable<unknown> }} Irr_Sit_ExcessInputs */
/** @typedef {{ count: NonNullable<unknown>, found: NonNullable<unknown> }} Irr_Sit_Face_Up_AfterInputs */
/** @typedef {{ found: NonNullable<unknown> }} Irr_Sit_Face_Up_After_OneInputs */
/** @typedef {{ found: NonNullable<unknown> }} Irr_Sit_Face_Up_BeforeInputs */
/** @typedef {{ behind: NonNullable<unknown>, drawn: NonNullable<unknown> }} Irr_Sit_InsufficientInputs */
/** @typedef {{ drawn: NonNullable<unknown> }} Irr_Sit_Insufficient_OneInputs */
/** @typedef {{ after: NonNullable<unknown> }} Irr_Sit_Last_AfterInputs */
/** @typedef {{}} Irr_Sit_Last_After_OneInputs */
/** @typedef {{ ordinal: NonNullable<unknown> }} Irr_Sit_Last_ReachingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Irr_Sit_Last_RemainInputs */
/** @typedef {{}} Irr_Sit_Last_ShowingInputs */
/** @typedef {{ after: NonNullable<unknown>, cards: NonNullable<unknown> }} Irr_Sit_Order_UnknownInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown>, card: NonNullable<unknown>, marker: NonNullable<unknown> }} Irr_Sit_Player_CardInputs */
/** @typedef {{}} Irr_The_Excess_CardInputs */
/** @typedef {{}} Irr_Winner_BankerInputs */
/** @typedef {{}} Irr_Winner_PlayerInputs */
/** @typedef {{}} Irr_Winner_TieInputs */
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
/** @typedef {{}} Proc_No_More_BetsInputs */
/** @typedef {{}} Proc_Pp_Only_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Pp_Only_QuestionInputs */
/** @typedef {{}} Proc_Pp_Only_WorkingInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_Ask_MainInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_ReturnInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_Two_CardsInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_VoidInputs */
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
* | "Banker" |
*
* @param {Bet_Name_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_banker = /** @type {((inputs?: Bet_Name_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_banker(inputs)
	return __en.bet_name_banker(inputs)
});
/**
* | output |
* | --- |
* | "Banker Pair" |
*
* @param {Bet_Name_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_banker_pair = /** @type {((inputs?: Bet_Name_Banker_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Banker_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_banker_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_banker_pair(inputs)
	return __en.bet_name_banker_pair(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus (Banker)" |
*
* @param {Bet_Name_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_dragon_banker = /** @type {((inputs?: Bet_Name_Dragon_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Dragon_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_dragon_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_dragon_banker(inputs)
	return __en.bet_name_dragon_banker(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus (Player)" |
*
* @param {Bet_Name_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_dragon_player = /** @type {((inputs?: Bet_Name_Dragon_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Dragon_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_dragon_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_dragon_player(inputs)
	return __en.bet_name_dragon_player(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs (Banker)" |
*
* @param {Bet_Name_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_perfect_pair_banker = /** @type {((inputs?: Bet_Name_Perfect_Pair_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Perfect_Pair_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_perfect_pair_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_perfect_pair_banker(inputs)
	return __en.bet_name_perfect_pair_banker(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs (Player)" |
*
* @param {Bet_Name_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_perfect_pair_player = /** @type {((inputs?: Bet_Name_Perfect_Pair_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Perfect_Pair_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_perfect_pair_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_perfect_pair_player(inputs)
	return __en.bet_name_perfect_pair_player(inputs)
});
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Bet_Name_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_player = /** @type {((inputs?: Bet_Name_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_player(inputs)
	return __en.bet_name_player(inputs)
});
/**
* | output |
* | --- |
* | "Player Pair" |
*
* @param {Bet_Name_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_player_pair = /** @type {((inputs?: Bet_Name_Player_PairInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Player_PairInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_player_pair(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_player_pair(inputs)
	return __en.bet_name_player_pair(inputs)
});
/**
* | output |
* | --- |
* | "Super Six" |
*
* @param {Bet_Name_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_super_six = /** @type {((inputs?: Bet_Name_Super_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_Super_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_super_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_super_six(inputs)
	return __en.bet_name_super_six(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Bet_Name_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_tie = /** @type {((inputs?: Bet_Name_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Bet_Name_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.bet_name_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.bet_name_tie(inputs)
	return __en.bet_name_tie(inputs)
});
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
* | "Banker {point} draws" |
*
* @param {Case_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_draws = /** @type {((inputs: Case_Banker_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Banker_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_banker_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_banker_draws(inputs)
	return __en.case_banker_draws(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins with six" |
*
* @param {Case_Banker_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_six = /** @type {((inputs?: Case_Banker_SixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Banker_SixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_banker_six(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_banker_six(inputs)
	return __en.case_banker_six(inputs)
});
/**
* | output |
* | --- |
* | "Banker {point} stands" |
*
* @param {Case_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_stands = /** @type {((inputs: Case_Banker_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Banker_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_banker_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_banker_stands(inputs)
	return __en.case_banker_stands(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins with {point}" |
*
* @param {Case_Banker_Wins_WithInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_wins_with = /** @type {((inputs: Case_Banker_Wins_WithInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Banker_Wins_WithInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_banker_wins_with(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_banker_wins_with(inputs)
	return __en.case_banker_wins_with(inputs)
});
/**
* | output |
* | --- |
* | "{bet} loses" |
*
* @param {Case_Bet_LoseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_lose = /** @type {((inputs: Case_Bet_LoseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Bet_LoseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_bet_lose(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_bet_lose(inputs)
	return __en.case_bet_lose(inputs)
});
/**
* | output |
* | --- |
* | "{bet} pushes" |
*
* @param {Case_Bet_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_push = /** @type {((inputs: Case_Bet_PushInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Bet_PushInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_bet_push(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_bet_push(inputs)
	return __en.case_bet_push(inputs)
});
/**
* | output |
* | --- |
* | "{bet} wins" |
*
* @param {Case_Bet_WinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_win = /** @type {((inputs: Case_Bet_WinInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Bet_WinInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_bet_win(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_bet_win(inputs)
	return __en.case_bet_win(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker} v no third card" |
*
* @param {Case_Cell_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cell_none = /** @type {((inputs: Case_Cell_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Cell_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_cell_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_cell_none(inputs)
	return __en.case_cell_none(inputs)
});
/**
* | output |
* | --- |
* | "Banker {banker} v Player's third card {third}" |
*
* @param {Case_Cell_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cell_third = /** @type {((inputs: Case_Cell_ThirdInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Cell_ThirdInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_cell_third(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_cell_third(inputs)
	return __en.case_cell_third(inputs)
});
/**
* | output |
* | --- |
* | "Chips: a bet of 11 chips or more" |
*
* @param {Case_Chips_11_PlusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_11_plus = /** @type {((inputs?: Case_Chips_11_PlusInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Chips_11_PlusInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_chips_11_plus(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_chips_11_plus(inputs)
	return __en.case_chips_11_plus(inputs)
});
/**
* | output |
* | --- |
* | "Chips: a bet of 1 to 5 chips" |
*
* @param {Case_Chips_1_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_1_5 = /** @type {((inputs?: Case_Chips_1_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Chips_1_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_chips_1_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_chips_1_5(inputs)
	return __en.case_chips_1_5(inputs)
});
/**
* | output |
* | --- |
* | "Chips: a bet of 6 to 10 chips" |
*
* @param {Case_Chips_6_10Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_6_10 = /** @type {((inputs?: Case_Chips_6_10Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Chips_6_10Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_chips_6_10(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_chips_6_10(inputs)
	return __en.case_chips_6_10(inputs)
});
/**
* | output |
* | --- |
* | "Chips: colour down (change)" |
*
* @param {Case_Colour_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_down = /** @type {((inputs?: Case_Colour_DownInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Colour_DownInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_colour_down(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_colour_down(inputs)
	return __en.case_colour_down(inputs)
});
/**
* | output |
* | --- |
* | "Chips: colour up" |
*
* @param {Case_Colour_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_up = /** @type {((inputs?: Case_Colour_UpInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Colour_UpInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_colour_up(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_colour_up(inputs)
	return __en.case_colour_up(inputs)
});
/**
* | output |
* | --- |
* | "Chips: announce a colour change" |
*
* @param {Case_Colour_Up_CallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_up_call = /** @type {((inputs?: Case_Colour_Up_CallInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Colour_Up_CallInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_colour_up_call(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_colour_up_call(inputs)
	return __en.case_colour_up_call(inputs)
});
/**
* | output |
* | --- |
* | "Chips: change for the commission box" |
*
* @param {Case_Commission_ChangeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_commission_change = /** @type {((inputs?: Case_Commission_ChangeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Commission_ChangeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_commission_change(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_commission_change(inputs)
	return __en.case_commission_change(inputs)
});
/**
* | output |
* | --- |
* | "Chips: size a column in stacks of 20" |
*
* @param {Case_Cut_StacksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cut_stacks = /** @type {((inputs?: Case_Cut_StacksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Cut_StacksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_cut_stacks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_cut_stacks(inputs)
	return __en.case_cut_stacks(inputs)
});
/**
* | output |
* | --- |
* | "Chips: a column's worth" |
*
* @param {Case_Cut_ValueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cut_value = /** @type {((inputs?: Case_Cut_ValueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Cut_ValueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_cut_value(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_cut_value(inputs)
	return __en.case_cut_value(inputs)
});
/**
* | output |
* | --- |
* | "Dealer's coup: a clean coup accepted" |
*
* @param {Case_Dealer_CleanInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_clean = /** @type {((inputs?: Case_Dealer_CleanInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dealer_CleanInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dealer_clean(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dealer_clean(inputs)
	return __en.case_dealer_clean(inputs)
});
/**
* | output |
* | --- |
* | "Dealer's coup: a missed commission" |
*
* @param {Case_Dealer_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_commission = /** @type {((inputs?: Case_Dealer_CommissionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dealer_CommissionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dealer_commission(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dealer_commission(inputs)
	return __en.case_dealer_commission(inputs)
});
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong draw" |
*
* @param {Case_Dealer_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_draw = /** @type {((inputs?: Case_Dealer_DrawInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dealer_DrawInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dealer_draw(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dealer_draw(inputs)
	return __en.case_dealer_draw(inputs)
});
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong order" |
*
* @param {Case_Dealer_OrderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_order = /** @type {((inputs?: Case_Dealer_OrderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dealer_OrderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dealer_order(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dealer_order(inputs)
	return __en.case_dealer_order(inputs)
});
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong payment" |
*
* @param {Case_Dealer_PaymentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_payment = /** @type {((inputs?: Case_Dealer_PaymentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dealer_PaymentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dealer_payment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dealer_payment(inputs)
	return __en.case_dealer_payment(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus: win by {margin}" |
*
* @param {Case_Dragon_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dragon_by = /** @type {((inputs: Case_Dragon_ByInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dragon_ByInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dragon_by(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dragon_by(inputs)
	return __en.case_dragon_by(inputs)
});
/**
* | output |
* | --- |
* | "Dragon Bonus: natural win" |
*
* @param {Case_Dragon_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dragon_natural = /** @type {((inputs?: Case_Dragon_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Dragon_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_dragon_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_dragon_natural(inputs)
	return __en.case_dragon_natural(inputs)
});
/**
* | output |
* | --- |
* | "Irregularity: {words}" |
*
* @param {Case_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_irregularity = /** @type {((inputs: Case_IrregularityInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_IrregularityInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_irregularity(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_irregularity(inputs)
	return __en.case_irregularity(inputs)
});
/**
* | output |
* | --- |
* | "A natural {point}" |
*
* @param {Case_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_natural = /** @type {((inputs: Case_NaturalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_NaturalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_natural(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_natural(inputs)
	return __en.case_natural(inputs)
});
/**
* | output |
* | --- |
* | "{words}" |
*
* @param {Case_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_other = /** @type {((inputs: Case_OtherInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_OtherInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_other(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_other(inputs)
	return __en.case_other(inputs)
});
/**
* | output |
* | --- |
* | "Hands adding to ten or more" |
*
* @param {Case_Over_TenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_over_ten = /** @type {((inputs?: Case_Over_TenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Over_TenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_over_ten(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_over_ten(inputs)
	return __en.case_over_ten(inputs)
});
/**
* | output |
* | --- |
* | "Chips: pay with at most N of a chip" |
*
* @param {Case_Pay_At_MostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_at_most = /** @type {((inputs?: Case_Pay_At_MostInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pay_At_MostInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pay_at_most(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pay_at_most(inputs)
	return __en.case_pay_at_most(inputs)
});
/**
* | output |
* | --- |
* | "Chips: pay in the fewest chips" |
*
* @param {Case_Pay_FewestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_fewest = /** @type {((inputs?: Case_Pay_FewestInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pay_FewestInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pay_fewest(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pay_fewest(inputs)
	return __en.case_pay_fewest(inputs)
});
/**
* | output |
* | --- |
* | "Chips: pay from the tray" |
*
* @param {Case_Pay_In_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_in_chips = /** @type {((inputs?: Case_Pay_In_ChipsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pay_In_ChipsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pay_in_chips(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pay_in_chips(inputs)
	return __en.case_pay_in_chips(inputs)
});
/**
* | output |
* | --- |
* | "Chips: pay in the wager's colours" |
*
* @param {Case_Pay_Wager_ColoursInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_wager_colours = /** @type {((inputs?: Case_Pay_Wager_ColoursInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pay_Wager_ColoursInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pay_wager_colours(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pay_wager_colours(inputs)
	return __en.case_pay_wager_colours(inputs)
});
/**
* | output |
* | --- |
* | "Player {point} draws" |
*
* @param {Case_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_draws = /** @type {((inputs: Case_Player_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Player_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_player_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_player_draws(inputs)
	return __en.case_player_draws(inputs)
});
/**
* | output |
* | --- |
* | "Player {point} stands" |
*
* @param {Case_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_stands = /** @type {((inputs: Case_Player_StandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Player_StandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_player_stands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_player_stands(inputs)
	return __en.case_player_stands(inputs)
});
/**
* | output |
* | --- |
* | "Player wins with {point}" |
*
* @param {Case_Player_Wins_WithInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_wins_with = /** @type {((inputs: Case_Player_Wins_WithInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Player_Wins_WithInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_player_wins_with(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_player_wins_with(inputs)
	return __en.case_player_wins_with(inputs)
});
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}" |
*
* @param {Case_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_points = /** @type {((inputs: Case_PointsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_PointsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_points(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_points(inputs)
	return __en.case_points(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs: coloured pair" |
*
* @param {Case_Pp_ColouredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_coloured = /** @type {((inputs?: Case_Pp_ColouredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pp_ColouredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pp_coloured(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pp_coloured(inputs)
	return __en.case_pp_coloured(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs: mixed pair" |
*
* @param {Case_Pp_MixedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_mixed = /** @type {((inputs?: Case_Pp_MixedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pp_MixedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pp_mixed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pp_mixed(inputs)
	return __en.case_pp_mixed(inputs)
});
/**
* | output |
* | --- |
* | "Perfect Pairs: perfect pair" |
*
* @param {Case_Pp_PerfectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_perfect = /** @type {((inputs?: Case_Pp_PerfectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Pp_PerfectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_pp_perfect(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_pp_perfect(inputs)
	return __en.case_pp_perfect(inputs)
});
/**
* | output |
* | --- |
* | "Chips: read the bet" |
*
* @param {Case_Read_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_read_bet = /** @type {((inputs?: Case_Read_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Read_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_read_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_read_bet(inputs)
	return __en.case_read_bet(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Case_Result_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_banker = /** @type {((inputs?: Case_Result_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Result_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_result_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_result_banker(inputs)
	return __en.case_result_banker(inputs)
});
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Case_Result_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_player = /** @type {((inputs?: Case_Result_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Result_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_result_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_result_player(inputs)
	return __en.case_result_player(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Case_Result_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_tie = /** @type {((inputs?: Case_Result_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Result_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_result_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_result_tie(inputs)
	return __en.case_result_tie(inputs)
});
/**
* | output |
* | --- |
* | "Hands with a ten or a court card" |
*
* @param {Case_Ten_Or_CourtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_ten_or_court = /** @type {((inputs?: Case_Ten_Or_CourtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Ten_Or_CourtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_ten_or_court(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_ten_or_court(inputs)
	return __en.case_ten_or_court(inputs)
});
/**
* | output |
* | --- |
* | "Hands of three cards" |
*
* @param {Case_Three_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_three_cards = /** @type {((inputs?: Case_Three_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Three_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_three_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_three_cards(inputs)
	return __en.case_three_cards(inputs)
});
/**
* | output |
* | --- |
* | "Tie at {point}" |
*
* @param {Case_Tie_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_tie_at = /** @type {((inputs: Case_Tie_AtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Case_Tie_AtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.case_tie_at(inputs)
	if (locale === "zh-Hans") return __zh_hans1.case_tie_at(inputs)
	return __en.case_tie_at(inputs)
});
/**
* | output |
* | --- |
* | "Banker commission {rate}, deducted at payment, rounded {rounding}." |
*
* @param {Conv_Commission_DeductedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_deducted = /** @type {((inputs: Conv_Commission_DeductedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Commission_DeductedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_commission_deducted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_commission_deducted(inputs)
	return __en.conv_commission_deducted(inputs)
});
/**
* | output |
* | --- |
* | "each mark rounded {rounding}" |
*
* @param {Conv_Commission_Each_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_each_mark = /** @type {((inputs: Conv_Commission_Each_MarkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Commission_Each_MarkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_commission_each_mark(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_commission_each_mark(inputs)
	return __en.conv_commission_each_mark(inputs)
});
/**
* | output |
* | --- |
* | "Banker paid even money, {rate} commission marked to the seat's box ({rounding}), paid by the end of the shoe at the latest." |
*
* @param {Conv_Commission_MarkedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_marked = /** @type {((inputs: Conv_Commission_MarkedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Commission_MarkedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_commission_marked(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_commission_marked(inputs)
	return __en.conv_commission_marked(inputs)
});
/**
* | output |
* | --- |
* | "the total owed rounded {rounding} when it is collected" |
*
* @param {Conv_Commission_TotalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_total = /** @type {((inputs: Conv_Commission_TotalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Commission_TotalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_commission_total(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_commission_total(inputs)
	return __en.conv_commission_total(inputs)
});
/**
* | output |
* | --- |
* | "No competition play at this table." |
*
* @param {Conv_Competition_NoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_competition_no = /** @type {((inputs?: Conv_Competition_NoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Competition_NoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_competition_no(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_competition_no(inputs)
	return __en.conv_competition_no(inputs)
});
/**
* | output |
* | --- |
* | "Competition play (Tasmania 16) is offered at this table." |
*
* @param {Conv_Competition_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_competition_yes = /** @type {((inputs?: Conv_Competition_YesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Competition_YesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_competition_yes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_competition_yes(inputs)
	return __en.conv_competition_yes(inputs)
});
/**
* | output |
* | --- |
* | "The cut is offered first to the player at the first place, the lowest-numbered occupied seat (Tasmania 5.3), then clockwise." |
*
* @param {Conv_Cut_First_PlaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_cut_first_place = /** @type {((inputs?: Conv_Cut_First_PlaceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Cut_First_PlaceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_cut_first_place(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_cut_first_place(inputs)
	return __en.conv_cut_first_place(inputs)
});
/**
* | output |
* | --- |
* | "The cut is offered first to the player who sat down first (Tasmania 5.3), then clockwise." |
*
* @param {Conv_Cut_Sat_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_cut_sat_first = /** @type {((inputs?: Conv_Cut_Sat_FirstInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Cut_Sat_FirstInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_cut_sat_first(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_cut_sat_first(inputs)
	return __en.conv_cut_sat_first(inputs)
});
/**
* | output |
* | --- |
* | "A payout is never a fraction of a cent: a fraction is rounded down." |
*
* @param {Conv_Fraction_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_fraction_down = /** @type {((inputs?: Conv_Fraction_DownInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Fraction_DownInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_fraction_down(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_fraction_down(inputs)
	return __en.conv_fraction_down(inputs)
});
/**
* | output |
* | --- |
* | "A payout that comes to a fraction of a cent is rounded to the nearest cent, a half cent up." |
*
* @param {Conv_Fraction_NearestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_fraction_nearest = /** @type {((inputs?: Conv_Fraction_NearestInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Fraction_NearestInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_fraction_nearest(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_fraction_nearest(inputs)
	return __en.conv_fraction_nearest(inputs)
});
/**
* | output |
* | --- |
* | "the highest seat" |
*
* @param {Conv_From_Highest_SeatInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_from_highest_seat = /** @type {((inputs?: Conv_From_Highest_SeatInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_From_Highest_SeatInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_from_highest_seat(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_from_highest_seat(inputs)
	return __en.conv_from_highest_seat(inputs)
});
/**
* | output |
* | --- |
* | "seat 1" |
*
* @param {Conv_From_Seat_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_from_seat_one = /** @type {((inputs?: Conv_From_Seat_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_From_Seat_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_from_seat_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_from_seat_one(inputs)
	return __en.conv_from_seat_one(inputs)
});
/**
* | output |
* | --- |
* | "Every losing bet is taken before any winner is paid: take the losing main bets, then the losing side bets; then pay the winning main bets, then the winning s..." |
*
* @param {Conv_Losers_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_losers_first = /** @type {((inputs: Conv_Losers_FirstInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Losers_FirstInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_losers_first(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_losers_first(inputs)
	return __en.conv_losers_first(inputs)
});
/**
* | output |
* | --- |
* | "The main bets are settled (losers taken, then winners paid) before the side bets: take and pay the main bets, then take and pay the side bets; each round rig..." |
*
* @param {Conv_Main_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_main_first = /** @type {((inputs: Conv_Main_FirstInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Main_FirstInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_main_first(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_main_first(inputs)
	return __en.conv_main_first(inputs)
});
/**
* | output |
* | --- |
* | "Wagers over the maximum collective liability are reduced pro rata (Tasmania 7.3b), each rounded down to the {chip} chip." |
*
* @param {Conv_Pro_RataInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_pro_rata = /** @type {((inputs: Conv_Pro_RataInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Pro_RataInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_pro_rata(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_pro_rata(inputs)
	return __en.conv_pro_rata(inputs)
});
/**
* | output |
* | --- |
* | "On a tie the Player and Banker bets are a {word}: they stay in their spots, neither won nor lost." |
*
* @param {Conv_Push_WordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_push_word = /** @type {((inputs: Conv_Push_WordInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Push_WordInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_push_word(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_push_word(inputs)
	return __en.conv_push_word(inputs)
});
/**
* | output |
* | --- |
* | "down to the {chip} chip" |
*
* @param {Conv_Rounding_Down_ChipInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_down_chip = /** @type {((inputs: Conv_Rounding_Down_ChipInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Rounding_Down_ChipInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_rounding_down_chip(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_rounding_down_chip(inputs)
	return __en.conv_rounding_down_chip(inputs)
});
/**
* | output |
* | --- |
* | "up to the whole cent" |
*
* @param {Conv_Rounding_ExactInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_exact = /** @type {((inputs?: Conv_Rounding_ExactInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Rounding_ExactInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_rounding_exact(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_rounding_exact(inputs)
	return __en.conv_rounding_exact(inputs)
});
/**
* | output |
* | --- |
* | "up to the {chip} chip" |
*
* @param {Conv_Rounding_Up_ChipInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_up_chip = /** @type {((inputs: Conv_Rounding_Up_ChipInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Rounding_Up_ChipInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_rounding_up_chip(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_rounding_up_chip(inputs)
	return __en.conv_rounding_up_chip(inputs)
});
/**
* | output |
* | --- |
* | "Seat 1 is at the dealer's left; the seats are numbered towards the dealer's right." |
*
* @param {Conv_Seat_One_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_seat_one_left = /** @type {((inputs?: Conv_Seat_One_LeftInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Seat_One_LeftInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_seat_one_left(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_seat_one_left(inputs)
	return __en.conv_seat_one_left(inputs)
});
/**
* | output |
* | --- |
* | "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left." |
*
* @param {Conv_Seat_One_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_seat_one_right = /** @type {((inputs?: Conv_Seat_One_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Conv_Seat_One_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.conv_seat_one_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.conv_seat_one_right(inputs)
	return __en.conv_seat_one_right(inputs)
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
* | "the marker card comes out of the shoe and the card behind it, {card}, is found face up." |
*
* @param {Irr_Found_Behind_MarkerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_found_behind_marker = /** @type {((inputs: Irr_Found_Behind_MarkerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Found_Behind_MarkerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_found_behind_marker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_found_behind_marker(inputs)
	return __en.irr_found_behind_marker(inputs)
});
/**
* | output |
* | --- |
* | "the next card in the shoe, {card}, is found face up. {marker}" |
*
* @param {Irr_Found_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_found_next = /** @type {((inputs: Irr_Found_NextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Found_NextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_found_next(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_found_next(inputs)
	return __en.irr_found_next(inputs)
});
/**
* | output |
* | --- |
* | "Player {player} — Banker {banker}" |
*
* @param {Irr_Hands_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_cards = /** @type {((inputs: Irr_Hands_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Hands_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_hands_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_hands_cards(inputs)
	return __en.irr_hands_cards(inputs)
});
/**
* | output |
* | --- |
* | "{cards}, {result}" |
*
* @param {Irr_Hands_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_result = /** @type {((inputs: Irr_Hands_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Hands_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_hands_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_hands_result(inputs)
	return __en.irr_hands_result(inputs)
});
/**
* | output |
* | --- |
* | "void, all wagers returned" |
*
* @param {Irr_Hands_VoidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_void = /** @type {((inputs?: Irr_Hands_VoidInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Hands_VoidInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_hands_void(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_hands_void(inputs)
	return __en.irr_hands_void(inputs)
});
/**
* | output |
* | --- |
* | "{cards}: void, all wagers returned" |
*
* @param {Irr_Hands_Void_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_void_cards = /** @type {((inputs: Irr_Hands_Void_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Hands_Void_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_hands_void_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_hands_void_cards(inputs)
	return __en.irr_hands_void_cards(inputs)
});
/**
* | output |
* | --- |
* | "The marker card came out only after this hand was complete, just before {next}: the hand was not announced as the last hand." |
*
* @param {Irr_Marker_After_CompleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_after_complete = /** @type {((inputs: Irr_Marker_After_CompleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_After_CompleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_after_complete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_after_complete(inputs)
	return __en.irr_marker_after_complete(inputs)
});
/**
* | output |
* | --- |
* | "The marker card was at the mouth of the shoe when this hand began: it was announced as the last hand." |
*
* @param {Irr_Marker_At_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_at_start = /** @type {((inputs?: Irr_Marker_At_StartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_At_StartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_at_start(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_at_start(inputs)
	return __en.irr_marker_at_start(inputs)
});
/**
* | output |
* | --- |
* | "The marker card came out during this hand: it was announced as the last hand." |
*
* @param {Irr_Marker_DuringInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_during = /** @type {((inputs?: Irr_Marker_DuringInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_DuringInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_during(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_during(inputs)
	return __en.irr_marker_during(inputs)
});
/**
* | output |
* | --- |
* | "The marker card came out just before {next}." |
*
* @param {Irr_Marker_Just_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_just_before = /** @type {((inputs: Irr_Marker_Just_BeforeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_Just_BeforeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_just_before(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_just_before(inputs)
	return __en.irr_marker_just_before(inputs)
});
/**
* | output |
* | --- |
* | "The marker card has not appeared." |
*
* @param {Irr_Marker_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_not_yet = /** @type {((inputs?: Irr_Marker_Not_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_Not_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_not_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_not_yet(inputs)
	return __en.irr_marker_not_yet(inputs)
});
/**
* | output |
* | --- |
* | "The marker card is now showing at the mouth of the shoe." |
*
* @param {Irr_Marker_ShowingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_showing = /** @type {((inputs?: Irr_Marker_ShowingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Marker_ShowingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_marker_showing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_marker_showing(inputs)
	return __en.irr_marker_showing(inputs)
});
/**
* | output |
* | --- |
* | "(no cards)" |
*
* @param {Irr_No_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_no_cards = /** @type {((inputs?: Irr_No_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_No_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_no_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_no_cards(inputs)
	return __en.irr_no_cards(inputs)
});
/**
* | output |
* | --- |
* | "first" |
*
* @param {Irr_Ordinal_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_1 = /** @type {((inputs?: Irr_Ordinal_1Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_1Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_1(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_1(inputs)
	return __en.irr_ordinal_1(inputs)
});
/**
* | output |
* | --- |
* | "second" |
*
* @param {Irr_Ordinal_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_2 = /** @type {((inputs?: Irr_Ordinal_2Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_2Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_2(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_2(inputs)
	return __en.irr_ordinal_2(inputs)
});
/**
* | output |
* | --- |
* | "third" |
*
* @param {Irr_Ordinal_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_3 = /** @type {((inputs?: Irr_Ordinal_3Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_3Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_3(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_3(inputs)
	return __en.irr_ordinal_3(inputs)
});
/**
* | output |
* | --- |
* | "fourth" |
*
* @param {Irr_Ordinal_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_4 = /** @type {((inputs?: Irr_Ordinal_4Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_4Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_4(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_4(inputs)
	return __en.irr_ordinal_4(inputs)
});
/**
* | output |
* | --- |
* | "fifth" |
*
* @param {Irr_Ordinal_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_5 = /** @type {((inputs?: Irr_Ordinal_5Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_5Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_5(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_5(inputs)
	return __en.irr_ordinal_5(inputs)
});
/**
* | output |
* | --- |
* | "sixth" |
*
* @param {Irr_Ordinal_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_6 = /** @type {((inputs?: Irr_Ordinal_6Inputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Ordinal_6Inputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_ordinal_6(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_ordinal_6(inputs)
	return __en.irr_ordinal_6(inputs)
});
/**
* | output |
* | --- |
* | "The card becomes the Banker's third card" |
*
* @param {Irr_Proc_Card_To_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_card_to_banker = /** @type {((inputs?: Irr_Proc_Card_To_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Card_To_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_card_to_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_card_to_banker(inputs)
	return __en.irr_proc_card_to_banker(inputs)
});
/**
* | output |
* | --- |
* | "Deal the coup as normal" |
*
* @param {Irr_Proc_Deal_NormallyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_deal_normally = /** @type {((inputs?: Irr_Proc_Deal_NormallyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Deal_NormallyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_deal_normally(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_deal_normally(inputs)
	return __en.irr_proc_deal_normally(inputs)
});
/**
* | output |
* | --- |
* | "The card is the Player's first card of the next hand (a normal betting coup)" |
*
* @param {Irr_Proc_First_Card_Next_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_first_card_next_hand = /** @type {((inputs?: Irr_Proc_First_Card_Next_HandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_First_Card_Next_HandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_first_card_next_hand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_first_card_next_hand(inputs)
	return __en.irr_proc_first_card_next_hand(inputs)
});
/**
* | output |
* | --- |
* | "The coup is dealt to its end and announced as the last hand of the shoe" |
*
* @param {Irr_Proc_Last_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_last_coup = /** @type {((inputs?: Irr_Proc_Last_CoupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Last_CoupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_last_coup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_last_coup(inputs)
	return __en.irr_proc_last_coup(inputs)
});
/**
* | output |
* | --- |
* | "Leave the card where it was dealt, count the hands as they lie and play the coup on to its end" |
*
* @param {Irr_Proc_Leave_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_leave_card = /** @type {((inputs?: Irr_Proc_Leave_CardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Leave_CardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_leave_card(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_leave_card(inputs)
	return __en.irr_proc_leave_card(inputs)
});
/**
* | output |
* | --- |
* | "Card face up at the mouth of the shoe, result declared; the next coup is non-betting and starts with it as the Player's first card" |
*
* @param {Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_mouth_of_shoe_non_betting_next = /** @type {((inputs?: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_mouth_of_shoe_non_betting_next(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_mouth_of_shoe_non_betting_next(inputs)
	return __en.irr_proc_mouth_of_shoe_non_betting_next(inputs)
});
/**
* | output |
* | --- |
* | "Card face up at the mouth of the shoe, result declared; no more cards are dealt until the reshuffle" |
*
* @param {Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_mouth_of_shoe_reshuffle = /** @type {((inputs?: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_mouth_of_shoe_reshuffle(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_mouth_of_shoe_reshuffle(inputs)
	return __en.irr_proc_mouth_of_shoe_reshuffle(inputs)
});
/**
* | output |
* | --- |
* | "The card goes to the Player; the Banker then draws if the table of play says so" |
*
* @param {Irr_Proc_Move_To_Player_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_move_to_player_banker_draws = /** @type {((inputs?: Irr_Proc_Move_To_Player_Banker_DrawsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Move_To_Player_Banker_DrawsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_move_to_player_banker_draws(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_move_to_player_banker_draws(inputs)
	return __en.irr_proc_move_to_player_banker_draws(inputs)
});
/**
* | output |
* | --- |
* | "No new coup is dealt: the shoe is finished and the cards are reshuffled" |
*
* @param {Irr_Proc_No_New_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_no_new_coup = /** @type {((inputs?: Irr_Proc_No_New_CoupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_No_New_CoupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_no_new_coup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_no_new_coup(inputs)
	return __en.irr_proc_no_new_coup(inputs)
});
/**
* | output |
* | --- |
* | "Return the card to the shoe and deal it again" |
*
* @param {Irr_Proc_Return_To_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_return_to_shoe = /** @type {((inputs?: Irr_Proc_Return_To_ShoeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Return_To_ShoeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_return_to_shoe(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_return_to_shoe(inputs)
	return __en.irr_proc_return_to_shoe(inputs)
});
/**
* | output |
* | --- |
* | "The card is set aside with the discards and not used" |
*
* @param {Irr_Proc_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_set_aside = /** @type {((inputs?: Irr_Proc_Set_AsideInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Set_AsideInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_set_aside(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_set_aside(inputs)
	return __en.irr_proc_set_aside(inputs)
});
/**
* | output |
* | --- |
* | "The card is used as the next card, by the table of play" |
*
* @param {Irr_Proc_Use_By_Table_Of_PlayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_use_by_table_of_play = /** @type {((inputs?: Irr_Proc_Use_By_Table_Of_PlayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Use_By_Table_Of_PlayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_use_by_table_of_play(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_use_by_table_of_play(inputs)
	return __en.irr_proc_use_by_table_of_play(inputs)
});
/**
* | output |
* | --- |
* | "The coup is void: all wagers are returned and play continues from the next card in the shoe" |
*
* @param {Irr_Proc_Void_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_void_coup = /** @type {((inputs?: Irr_Proc_Void_CoupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Void_CoupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_void_coup(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_void_coup(inputs)
	return __en.irr_proc_void_coup(inputs)
});
/**
* | output |
* | --- |
* | "The hand is void: all wagers are returned to the players and the shoe is finished" |
*
* @param {Irr_Proc_Void_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_void_hand = /** @type {((inputs?: Irr_Proc_Void_HandInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Proc_Void_HandInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_proc_void_hand(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_proc_void_hand(inputs)
	return __en.irr_proc_void_hand(inputs)
});
/**
* | output |
* | --- |
* | "Once the procedure is applied, what are the hands and the result?" |
*
* @param {Irr_Question_HandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_question_hands = /** @type {((inputs?: Irr_Question_HandsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Question_HandsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_question_hands(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_question_hands(inputs)
	return __en.irr_question_hands(inputs)
});
/**
* | output |
* | --- |
* | "What is the correct procedure?" |
*
* @param {Irr_Question_ProcedureInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_question_procedure = /** @type {((inputs?: Irr_Question_ProcedureInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Question_ProcedureInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_question_procedure(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_question_procedure(inputs)
	return __en.irr_question_procedure(inputs)
});
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}. The Player draws, but the dealer dealt the next card, {card}, to the Banker. {marker}" |
*
* @param {Irr_Sit_Banker_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_banker_card = /** @type {((inputs: Irr_Sit_Banker_CardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Banker_CardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_banker_card(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_banker_card(inputs)
	return __en.irr_sit_banker_card(inputs)
});
/**
* | output |
* | --- |
* | "The coup is complete. The dealer then drew one more card from the shoe; it is face down and nobody has seen it. {marker}" |
*
* @param {Irr_Sit_ExcessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_excess = /** @type {((inputs: Irr_Sit_ExcessInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_ExcessInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_excess(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_excess(inputs)
	return __en.irr_sit_excess(inputs)
});
/**
* | output |
* | --- |
* | "After {count} cards of the coup, {found}" |
*
* @param {Irr_Sit_Face_Up_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_after = /** @type {((inputs: Irr_Sit_Face_Up_AfterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Face_Up_AfterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_face_up_after(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_face_up_after(inputs)
	return __en.irr_sit_face_up_after(inputs)
});
/**
* | output |
* | --- |
* | "After 1 card of the coup, {found}" |
*
* @param {Irr_Sit_Face_Up_After_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_after_one = /** @type {((inputs: Irr_Sit_Face_Up_After_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Face_Up_After_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_face_up_after_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_face_up_after_one(inputs)
	return __en.irr_sit_face_up_after_one(inputs)
});
/**
* | output |
* | --- |
* | "Before the first card of the coup is dealt, {found}" |
*
* @param {Irr_Sit_Face_Up_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_before = /** @type {((inputs: Irr_Sit_Face_Up_BeforeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Face_Up_BeforeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_face_up_before(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_face_up_before(inputs)
	return __en.irr_sit_face_up_before(inputs)
});
/**
* | output |
* | --- |
* | "The marker card was placed in error with only {behind} cards behind it. It has been drawn, and after {drawn} cards of this hand the shoe is empty." |
*
* @param {Irr_Sit_InsufficientInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_insufficient = /** @type {((inputs: Irr_Sit_InsufficientInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_InsufficientInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_insufficient(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_insufficient(inputs)
	return __en.irr_sit_insufficient(inputs)
});
/**
* | output |
* | --- |
* | "The marker card was placed in error with only 1 card behind it. It has been drawn, and after {drawn} cards of this hand the shoe is empty." |
*
* @param {Irr_Sit_Insufficient_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_insufficient_one = /** @type {((inputs: Irr_Sit_Insufficient_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Insufficient_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_insufficient_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_insufficient_one(inputs)
	return __en.irr_sit_insufficient_one(inputs)
});
/**
* | output |
* | --- |
* | "The coup just finished. The marker card came out of the shoe in this coup, and {after} playing cards were drawn after it. What now?" |
*
* @param {Irr_Sit_Last_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_after = /** @type {((inputs: Irr_Sit_Last_AfterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Last_AfterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_last_after(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_last_after(inputs)
	return __en.irr_sit_last_after(inputs)
});
/**
* | output |
* | --- |
* | "The coup just finished. The marker card came out of the shoe in this coup, and 1 playing card was drawn after it. What now?" |
*
* @param {Irr_Sit_Last_After_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_after_one = /** @type {((inputs?: Irr_Sit_Last_After_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Last_After_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_last_after_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_last_after_one(inputs)
	return __en.irr_sit_last_after_one(inputs)
});
/**
* | output |
* | --- |
* | "As the dealer reaches for the {ordinal} card of this coup, the marker card comes out of the shoe. What now?" |
*
* @param {Irr_Sit_Last_ReachingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_reaching = /** @type {((inputs: Irr_Sit_Last_ReachingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Last_ReachingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_last_reaching(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_last_reaching(inputs)
	return __en.irr_sit_last_reaching(inputs)
});
/**
* | output |
* | --- |
* | "The coup just finished. {count} cards remain in front of the marker card. What now?" |
*
* @param {Irr_Sit_Last_RemainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_remain = /** @type {((inputs: Irr_Sit_Last_RemainInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Last_RemainInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_last_remain(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_last_remain(inputs)
	return __en.irr_sit_last_remain(inputs)
});
/**
* | output |
* | --- |
* | "The coup just finished and the marker card is showing at the mouth of the shoe. What now?" |
*
* @param {Irr_Sit_Last_ShowingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_showing = /** @type {((inputs?: Irr_Sit_Last_ShowingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Last_ShowingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_last_showing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_last_showing(inputs)
	return __en.irr_sit_last_showing(inputs)
});
/**
* | output |
* | --- |
* | "After {after} cards of the coup were dealt ({cards}), the cards were knocked together on the layout and nobody can say which card was dealt where." |
*
* @param {Irr_Sit_Order_UnknownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_order_unknown = /** @type {((inputs: Irr_Sit_Order_UnknownInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Order_UnknownInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_order_unknown(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_order_unknown(inputs)
	return __en.irr_sit_order_unknown(inputs)
});
/**
* | output |
* | --- |
* | "The Player's hand ({player}) was complete and the Banker's is {banker}, but the dealer dealt {card} to the Player. {marker}" |
*
* @param {Irr_Sit_Player_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_player_card = /** @type {((inputs: Irr_Sit_Player_CardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Sit_Player_CardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_sit_player_card(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_sit_player_card(inputs)
	return __en.irr_sit_player_card(inputs)
});
/**
* | output |
* | --- |
* | "the excess card" |
*
* @param {Irr_The_Excess_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_the_excess_card = /** @type {((inputs?: Irr_The_Excess_CardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_The_Excess_CardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_the_excess_card(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_the_excess_card(inputs)
	return __en.irr_the_excess_card(inputs)
});
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Irr_Winner_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_banker = /** @type {((inputs?: Irr_Winner_BankerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Winner_BankerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_winner_banker(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_winner_banker(inputs)
	return __en.irr_winner_banker(inputs)
});
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Irr_Winner_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_player = /** @type {((inputs?: Irr_Winner_PlayerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Winner_PlayerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_winner_player(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_winner_player(inputs)
	return __en.irr_winner_player(inputs)
});
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Irr_Winner_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_tie = /** @type {((inputs?: Irr_Winner_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Irr_Winner_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.irr_winner_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.irr_winner_tie(inputs)
	return __en.irr_winner_tie(inputs)
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
* | "No more bets." |
*
* @param {Proc_No_More_BetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_no_more_bets = /** @type {((inputs?: Proc_No_More_BetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_No_More_BetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_no_more_bets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_no_more_bets(inputs)
	return __en.proc_no_more_bets(inputs)
});
/**
* | output |
* | --- |
* | "Deal the coup and complete it by the rules, then settle the Perfect Pairs wagers" |
*
* @param {Proc_Pp_Only_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_correct = /** @type {((inputs?: Proc_Pp_Only_CorrectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_CorrectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_correct(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_correct(inputs)
	return __en.proc_pp_only_correct(inputs)
});
/**
* | output |
* | --- |
* | "The only wager on the table is seat {seat}'s Perfect Pairs wager; nobody has a wager on Player, Banker or Tie. What does the dealer do?" |
*
* @param {Proc_Pp_Only_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_question = /** @type {((inputs: Proc_Pp_Only_QuestionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_QuestionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_question(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_question(inputs)
	return __en.proc_pp_only_question(inputs)
});
/**
* | output |
* | --- |
* | "Where a Perfect Pairs wager is offered but there are no valid wagers on Player, Banker or Tie, the coup must be completed in accordance with the rules (15.5)..." |
*
* @param {Proc_Pp_Only_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_working = /** @type {((inputs?: Proc_Pp_Only_WorkingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_WorkingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_working(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_working(inputs)
	return __en.proc_pp_only_working(inputs)
});
/**
* | output |
* | --- |
* | "Ask the player to add a wager on Player or Banker first" |
*
* @param {Proc_Pp_Only_Wrong_Ask_MainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_ask_main = /** @type {((inputs?: Proc_Pp_Only_Wrong_Ask_MainInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_Wrong_Ask_MainInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_wrong_ask_main(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_wrong_ask_main(inputs)
	return __en.proc_pp_only_wrong_ask_main(inputs)
});
/**
* | output |
* | --- |
* | "Return the Perfect Pairs wager and deal nothing: a coup is dealt only when there is a main wager on the layout" |
*
* @param {Proc_Pp_Only_Wrong_ReturnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_return = /** @type {((inputs?: Proc_Pp_Only_Wrong_ReturnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_Wrong_ReturnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_wrong_return(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_wrong_return(inputs)
	return __en.proc_pp_only_wrong_return(inputs)
});
/**
* | output |
* | --- |
* | "Deal only the first two cards of each hand and settle the pairs" |
*
* @param {Proc_Pp_Only_Wrong_Two_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_two_cards = /** @type {((inputs?: Proc_Pp_Only_Wrong_Two_CardsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_Wrong_Two_CardsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_wrong_two_cards(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_wrong_two_cards(inputs)
	return __en.proc_pp_only_wrong_two_cards(inputs)
});
/**
* | output |
* | --- |
* | "Deal the first four cards, then void the coup" |
*
* @param {Proc_Pp_Only_Wrong_VoidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_void = /** @type {((inputs?: Proc_Pp_Only_Wrong_VoidInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Proc_Pp_Only_Wrong_VoidInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.proc_pp_only_wrong_void(inputs)
	if (locale === "zh-Hans") return __zh_hans1.proc_pp_only_wrong_void(inputs)
	return __en.proc_pp_only_wrong_void(inputs)
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