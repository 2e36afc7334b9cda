/* eslint-disable */
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


export const bet_name_banker = /** @type {(inputs: Bet_Name_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊`)
};

export const bet_name_banker_pair = /** @type {(inputs: Bet_Name_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊對`)
};

export const bet_name_dragon_banker = /** @type {(inputs: Bet_Name_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶（莊）`)
};

export const bet_name_dragon_player = /** @type {(inputs: Bet_Name_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶（閒）`)
};

export const bet_name_perfect_pair_banker = /** @type {(inputs: Bet_Name_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子（莊）`)
};

export const bet_name_perfect_pair_player = /** @type {(inputs: Bet_Name_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子（閒）`)
};

export const bet_name_player = /** @type {(inputs: Bet_Name_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒`)
};

export const bet_name_player_pair = /** @type {(inputs: Bet_Name_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒對`)
};

export const bet_name_super_six = /** @type {(inputs: Bet_Name_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超級六`)
};

export const bet_name_tie = /** @type {(inputs: Bet_Name_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

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

export const case_banker_draws = /** @type {(inputs: Case_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.point} 點補牌`)
};

export const case_banker_six = /** @type {(inputs: Case_Banker_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家以 6 點勝`)
};

export const case_banker_stands = /** @type {(inputs: Case_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.point} 點不補牌`)
};

export const case_banker_wins_with = /** @type {(inputs: Case_Banker_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊以 ${i?.point} 點勝`)
};

export const case_bet_lose = /** @type {(inputs: Case_Bet_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}輸`)
};

export const case_bet_push = /** @type {(inputs: Case_Bet_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}退回`)
};

export const case_bet_win = /** @type {(inputs: Case_Bet_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}贏`)
};

export const case_cell_none = /** @type {(inputs: Case_Cell_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點對閒家無第三張牌`)
};

export const case_cell_third = /** @type {(inputs: Case_Cell_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點對閒家第三張牌 ${i?.third}`)
};

export const case_chips_11_plus = /** @type {(inputs: Case_Chips_11_PlusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：11 個或以上籌碼的注碼`)
};

export const case_chips_1_5 = /** @type {(inputs: Case_Chips_1_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：1 至 5 個籌碼的注碼`)
};

export const case_chips_6_10 = /** @type {(inputs: Case_Chips_6_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：6 至 10 個籌碼的注碼`)
};

export const case_colour_down = /** @type {(inputs: Case_Colour_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：換細面值（找換）`)
};

export const case_colour_up = /** @type {(inputs: Case_Colour_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：換大面值`)
};

export const case_colour_up_call = /** @type {(inputs: Case_Colour_Up_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：宣佈換碼`)
};

export const case_commission_change = /** @type {(inputs: Case_Commission_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：佣金格找贖`)
};

export const case_cut_stacks = /** @type {(inputs: Case_Cut_StacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：以每疊 20 個分疊`)
};

export const case_cut_value = /** @type {(inputs: Case_Cut_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：一疊的總值`)
};

export const case_dealer_clean = /** @type {(inputs: Case_Dealer_CleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：無誤的一局被接受`)
};

export const case_dealer_commission = /** @type {(inputs: Case_Dealer_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：漏收佣金`)
};

export const case_dealer_draw = /** @type {(inputs: Case_Dealer_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：補牌錯誤`)
};

export const case_dealer_order = /** @type {(inputs: Case_Dealer_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：次序錯誤`)
};

export const case_dealer_payment = /** @type {(inputs: Case_Dealer_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：派彩錯誤`)
};

export const case_dragon_by = /** @type {(inputs: Case_Dragon_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`龍寶：贏 ${i?.margin} 點`)
};

export const case_dragon_natural = /** @type {(inputs: Case_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶：例牌勝`)
};

export const case_irregularity = /** @type {(inputs: Case_IrregularityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`異常情況：${i?.words}`)
};

export const case_natural = /** @type {(inputs: Case_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌 ${i?.point} 點`)
};

export const case_other = /** @type {(inputs: Case_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words}`)
};

export const case_over_ten = /** @type {(inputs: Case_Over_TenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌點合計十或以上的手牌`)
};

export const case_pay_at_most = /** @type {(inputs: Case_Pay_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：某面值籌碼最多用 N 個派彩`)
};

export const case_pay_fewest = /** @type {(inputs: Case_Pay_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：以最少籌碼派彩`)
};

export const case_pay_in_chips = /** @type {(inputs: Case_Pay_In_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：從籌碼盤派彩`)
};

export const case_pay_wager_colours = /** @type {(inputs: Case_Pay_Wager_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：以注碼的顏色派彩`)
};

export const case_player_draws = /** @type {(inputs: Case_Player_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.point} 點補牌`)
};

export const case_player_stands = /** @type {(inputs: Case_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.point} 點不補牌`)
};

export const case_player_wins_with = /** @type {(inputs: Case_Player_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒以 ${i?.point} 點勝`)
};

export const case_points = /** @type {(inputs: Case_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} 點，莊 ${i?.banker} 點`)
};

export const case_pp_coloured = /** @type {(inputs: Case_Pp_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子：同色對子`)
};

export const case_pp_mixed = /** @type {(inputs: Case_Pp_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子：混色對子`)
};

export const case_pp_perfect = /** @type {(inputs: Case_Pp_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子：同花對子`)
};

export const case_read_bet = /** @type {(inputs: Case_Read_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼：讀出注碼`)
};

export const case_result_banker = /** @type {(inputs: Case_Result_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊贏`)
};

export const case_result_player = /** @type {(inputs: Case_Result_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒贏`)
};

export const case_result_tie = /** @type {(inputs: Case_Result_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const case_ten_or_court = /** @type {(inputs: Case_Ten_Or_CourtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有 10 或公仔牌的手牌`)
};

export const case_three_cards = /** @type {(inputs: Case_Three_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`三張牌的手牌`)
};

export const case_tie_at = /** @type {(inputs: Case_Tie_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.point} 點和局`)
};

export const conv_commission_deducted = /** @type {(inputs: Conv_Commission_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊家佣金 ${i?.rate}，派彩時扣除，${i?.rounding}。`)
};

export const conv_commission_each_mark = /** @type {(inputs: Conv_Commission_Each_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每次記數${i?.rounding}`)
};

export const conv_commission_marked = /** @type {(inputs: Conv_Commission_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊家贏按 1 賠 1 派彩，${i?.rate} 佣金記入該座位的佣金格（${i?.rounding}），最遲在該靴牌結束時繳付。`)
};

export const conv_commission_total = /** @type {(inputs: Conv_Commission_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收取時欠款總額${i?.rounding}`)
};

export const conv_competition_no = /** @type {(inputs: Conv_Competition_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本枱不設比賽玩法。`)
};

export const conv_competition_yes = /** @type {(inputs: Conv_Competition_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本枱設有比賽玩法（Tasmania 16）。`)
};

export const conv_cut_first_place = /** @type {(inputs: Conv_Cut_First_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌先讓第一個位置的玩家切，即有人坐的最小號座位（Tasmania 5.3），然後順時針輪下去。`)
};

export const conv_cut_sat_first = /** @type {(inputs: Conv_Cut_Sat_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌先讓最先入座的玩家切（Tasmania 5.3），然後順時針輪下去。`)
};

export const conv_fraction_down = /** @type {(inputs: Conv_Fraction_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩不會有不足一仙的零頭：零頭一律捨去。`)
};

export const conv_fraction_nearest = /** @type {(inputs: Conv_Fraction_NearestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩有不足一仙的零頭時，四捨五入至最接近的一仙（半仙進位）。`)
};

export const conv_from_highest_seat = /** @type {(inputs: Conv_From_Highest_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最大號的座位`)
};

export const conv_from_seat_one = /** @type {(inputs: Conv_From_Seat_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 號位`)
};

export const conv_losers_first = /** @type {(inputs: Conv_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先收齊所有輸的注碼，才派彩給贏家：先收輸的主注，再收輸的旁注；然後派彩給贏的主注，再派彩給贏的旁注；每一輪都由${i?.start}起從右至左。`)
};

export const conv_main_first = /** @type {(inputs: Conv_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先結算主注（先收輸的，再派彩給贏的），後結算旁注：先收、派主注，再收、派旁注；每一輪都由${i?.start}起從右至左。`)
};

export const conv_pro_rata = /** @type {(inputs: Conv_Pro_RataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注碼總額超過最高合計賠付額時，按比例扣減（Tasmania 7.3b），每注向下調整至 ${i?.chip} 籌碼的倍數。`)
};

export const conv_push_word = /** @type {(inputs: Conv_Push_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局時，閒、莊注碼為「${i?.word}」：留在原位，不輸不贏。`)
};

export const conv_rounding_down_chip = /** @type {(inputs: Conv_Rounding_Down_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向下調整至 ${i?.chip} 籌碼`)
};

export const conv_rounding_exact = /** @type {(inputs: Conv_Rounding_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`進位至整仙`)
};

export const conv_rounding_up_chip = /** @type {(inputs: Conv_Rounding_Up_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向上調整至 ${i?.chip} 籌碼`)
};

export const conv_seat_one_left = /** @type {(inputs: Conv_Seat_One_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 號位在荷官左手邊；座位向荷官右手邊順序編號。`)
};

export const conv_seat_one_right = /** @type {(inputs: Conv_Seat_One_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 號位在荷官右手邊；座位向荷官左手邊順序編號。`)
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

export const csv_accuracy = /** @type {(inputs: Csv_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率`)
};

export const csv_answer_given = /** @type {(inputs: Csv_Answer_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所答`)
};

export const csv_answered_at = /** @type {(inputs: Csv_Answered_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答時間`)
};

export const csv_attempt_id = /** @type {(inputs: Csv_Attempt_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`應考 ID`)
};

export const csv_audit_at = /** @type {(inputs: Csv_Audit_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`時間 (at)`)
};

export const csv_audit_detail = /** @type {(inputs: Csv_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`詳情 (detail)`)
};

export const csv_audit_event = /** @type {(inputs: Csv_Audit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`事件 (event)`)
};

export const csv_audit_hash = /** @type {(inputs: Csv_Audit_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`雜湊 (hash)`)
};

export const csv_audit_prev_hash = /** @type {(inputs: Csv_Audit_Prev_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上一雜湊 (prev_hash)`)
};

export const csv_audit_seq = /** @type {(inputs: Csv_Audit_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`序號 (seq)`)
};

export const csv_candidate = /** @type {(inputs: Csv_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const csv_cards = /** @type {(inputs: Csv_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌`)
};

export const csv_cases = /** @type {(inputs: Csv_CasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`情況`)
};

export const csv_correct_answer = /** @type {(inputs: Csv_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正確答案`)
};

export const csv_credit = /** @type {(inputs: Csv_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`得分`)
};

export const csv_ended = /** @type {(inputs: Csv_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束`)
};

export const csv_finished = /** @type {(inputs: Csv_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const csv_item = /** @type {(inputs: Csv_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題目`)
};

export const csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題目 ID`)
};

export const csv_order = /** @type {(inputs: Csv_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答次序`)
};

export const csv_passed = /** @type {(inputs: Csv_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const csv_practice_or_assessment = /** @type {(inputs: Csv_Practice_Or_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習或考核`)
};

export const csv_question = /** @type {(inputs: Csv_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`問題`)
};

export const csv_red_line = /** @type {(inputs: Csv_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`紅線`)
};

export const csv_red_line_failures = /** @type {(inputs: Csv_Red_Line_FailuresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`紅線不合格`)
};

export const csv_response_data = /** @type {(inputs: Csv_Response_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答（資料）`)
};

export const csv_result = /** @type {(inputs: Csv_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果`)
};

export const csv_rule = /** @type {(inputs: Csv_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`規則`)
};

export const csv_seed = /** @type {(inputs: Csv_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`種子`)
};

export const csv_seeding = /** @type {(inputs: Csv_SeedingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`種子來源`)
};

export const csv_session_id = /** @type {(inputs: Csv_Session_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習 ID`)
};

export const csv_set = /** @type {(inputs: Csv_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核題組`)
};

export const csv_set_id = /** @type {(inputs: Csv_Set_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題組 ID`)
};

export const csv_set_name = /** @type {(inputs: Csv_Set_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題組`)
};

export const csv_set_version = /** @type {(inputs: Csv_Set_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題組版本`)
};

export const csv_sitting_id = /** @type {(inputs: Csv_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`應考編號`)
};

export const csv_skill = /** @type {(inputs: Csv_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const csv_staff_number = /** @type {(inputs: Csv_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`員工編號`)
};

export const csv_started = /** @type {(inputs: Csv_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始`)
};

export const csv_station = /** @type {(inputs: Csv_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站`)
};

export const csv_step = /** @type {(inputs: Csv_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`步驟`)
};

export const csv_time_allowed = /** @type {(inputs: Csv_Time_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限時（秒）`)
};

export const csv_time_taken = /** @type {(inputs: Csv_Time_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用時（秒）`)
};

export const csv_trainee = /** @type {(inputs: Csv_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`學員`)
};

export const csv_trainee_id = /** @type {(inputs: Csv_Trainee_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`學員 ID`)
};

export const csv_what_was_wrong = /** @type {(inputs: Csv_What_Was_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯在哪裏`)
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

export const irr_found_behind_marker = /** @type {(inputs: Irr_Found_Behind_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡從牌靴出來，發現其後的 ${i?.card} 面朝上。`)
};

export const irr_found_next = /** @type {(inputs: Irr_Found_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`發現牌靴中的下一張牌 ${i?.card} 面朝上。${i?.marker}`)
};

export const irr_hands_cards = /** @type {(inputs: Irr_Hands_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} — 莊 ${i?.banker}`)
};

export const irr_hands_result = /** @type {(inputs: Irr_Hands_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}，${i?.result}`)
};

export const irr_hands_void = /** @type {(inputs: Irr_Hands_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作廢，所有注碼退回`)
};

export const irr_hands_void_cards = /** @type {(inputs: Irr_Hands_Void_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}：作廢，所有注碼退回`)
};

export const irr_marker_after_complete = /** @type {(inputs: Irr_Marker_After_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡在這手牌完成後、${i?.next}之前才出現：這手牌並未宣佈為最後一局。`)
};

export const irr_marker_at_start = /** @type {(inputs: Irr_Marker_At_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這手牌開始時切牌卡已在牌靴口：這手牌已宣佈為最後一局。`)
};

export const irr_marker_during = /** @type {(inputs: Irr_Marker_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡在這手牌進行中出現：這手牌已宣佈為最後一局。`)
};

export const irr_marker_just_before = /** @type {(inputs: Irr_Marker_Just_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡在${i?.next}之前出現。`)
};

export const irr_marker_not_yet = /** @type {(inputs: Irr_Marker_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡尚未出現。`)
};

export const irr_marker_showing = /** @type {(inputs: Irr_Marker_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡現正露在牌靴口。`)
};

export const irr_no_cards = /** @type {(inputs: Irr_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（無牌）`)
};

export const irr_ordinal_1 = /** @type {(inputs: Irr_Ordinal_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一張牌`)
};

export const irr_ordinal_2 = /** @type {(inputs: Irr_Ordinal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第二張牌`)
};

export const irr_ordinal_3 = /** @type {(inputs: Irr_Ordinal_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第三張牌`)
};

export const irr_ordinal_4 = /** @type {(inputs: Irr_Ordinal_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第四張牌`)
};

export const irr_ordinal_5 = /** @type {(inputs: Irr_Ordinal_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第五張牌`)
};

export const irr_ordinal_6 = /** @type {(inputs: Irr_Ordinal_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第六張牌`)
};

export const irr_proc_card_to_banker = /** @type {(inputs: Irr_Proc_Card_To_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌成為莊家的第三張牌`)
};

export const irr_proc_deal_normally = /** @type {(inputs: Irr_Proc_Deal_NormallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照常派這一局`)
};

export const irr_proc_first_card_next_hand = /** @type {(inputs: Irr_Proc_First_Card_Next_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌作為下一局閒家的第一張牌（正常投注的一局）`)
};

export const irr_proc_last_coup = /** @type {(inputs: Irr_Proc_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該局派完，並宣佈為該靴牌的最後一局`)
};

export const irr_proc_leave_card = /** @type {(inputs: Irr_Proc_Leave_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌留在原位，按現有牌面計點，把這一局派完`)
};

export const irr_proc_mouth_of_shoe_non_betting_next = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌面朝上放在牌靴口，宣佈結果；下一局不設投注，並以該張牌作為閒家的第一張牌`)
};

export const irr_proc_mouth_of_shoe_reshuffle = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌面朝上放在牌靴口，宣佈結果；重新洗牌前不再派牌`)
};

export const irr_proc_move_to_player_banker_draws = /** @type {(inputs: Irr_Proc_Move_To_Player_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌撥給閒家；莊家再按補牌規則決定是否補牌`)
};

export const irr_proc_no_new_coup = /** @type {(inputs: Irr_Proc_No_New_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再開新一局：該靴牌結束，重新洗牌`)
};

export const irr_proc_return_to_shoe = /** @type {(inputs: Irr_Proc_Return_To_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把該張牌放回牌靴再派`)
};

export const irr_proc_set_aside = /** @type {(inputs: Irr_Proc_Set_AsideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌放入棄牌，不再使用`)
};

export const irr_proc_use_by_table_of_play = /** @type {(inputs: Irr_Proc_Use_By_Table_Of_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該張牌按補牌規則作為下一張牌使用`)
};

export const irr_proc_void_coup = /** @type {(inputs: Irr_Proc_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該局作廢：所有注碼退回，由牌靴中下一張牌繼續遊戲`)
};

export const irr_proc_void_hand = /** @type {(inputs: Irr_Proc_Void_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該手牌作廢：所有注碼退回玩家，該靴牌結束`)
};

export const irr_question_hands = /** @type {(inputs: Irr_Question_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按程序處理後，兩手牌和結果是甚麼？`)
};

export const irr_question_procedure = /** @type {(inputs: Irr_Question_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正確的處理程序是甚麼？`)
};

export const irr_sit_banker_card = /** @type {(inputs: Irr_Sit_Banker_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.player} 點，莊 ${i?.banker} 點。閒家要補牌，但荷官把下一張牌 ${i?.card} 派給了莊家。${i?.marker}`)
};

export const irr_sit_excess = /** @type {(inputs: Irr_Sit_ExcessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局已完成。荷官之後從牌靴多抽了一張牌；該牌面朝下，無人看過。${i?.marker}`)
};

export const irr_sit_face_up_after = /** @type {(inputs: Irr_Sit_Face_Up_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局派出 ${i?.count} 張牌後，${i?.found}`)
};

export const irr_sit_face_up_after_one = /** @type {(inputs: Irr_Sit_Face_Up_After_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局派出 1 張牌後，${i?.found}`)
};

export const irr_sit_face_up_before = /** @type {(inputs: Irr_Sit_Face_Up_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局派第一張牌之前，${i?.found}`)
};

export const irr_sit_insufficient = /** @type {(inputs: Irr_Sit_InsufficientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡誤放，後面只有 ${i?.behind} 張牌。切牌卡已抽出，這手牌派出 ${i?.drawn} 張牌後牌靴已空。`)
};

export const irr_sit_insufficient_one = /** @type {(inputs: Irr_Sit_Insufficient_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡誤放，後面只有 1 張牌。切牌卡已抽出，這手牌派出 ${i?.drawn} 張牌後牌靴已空。`)
};

export const irr_sit_last_after = /** @type {(inputs: Irr_Sit_Last_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局剛完。切牌卡在這一局從牌靴出來，之後再抽出了 ${i?.after} 張牌。現在應怎樣做？`)
};

export const irr_sit_last_after_one = /** @type {(inputs: Irr_Sit_Last_After_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這一局剛完。切牌卡在這一局從牌靴出來，之後再抽出了 1 張牌。現在應怎樣做？`)
};

export const irr_sit_last_reaching = /** @type {(inputs: Irr_Sit_Last_ReachingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`荷官正要抽這一局的${i?.ordinal}時，切牌卡從牌靴出來。現在應怎樣做？`)
};

export const irr_sit_last_remain = /** @type {(inputs: Irr_Sit_Last_RemainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局剛完。切牌卡前面還有 ${i?.count} 張牌。現在應怎樣做？`)
};

export const irr_sit_last_showing = /** @type {(inputs: Irr_Sit_Last_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`這一局剛完，切牌卡正露在牌靴口。現在應怎樣做？`)
};

export const irr_sit_order_unknown = /** @type {(inputs: Irr_Sit_Order_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`這一局派出 ${i?.after} 張牌（${i?.cards}）後，牌在枱面上被碰亂，無人說得出哪張牌派到哪裏。`)
};

export const irr_sit_player_card = /** @type {(inputs: Irr_Sit_Player_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒家的牌（${i?.player}）已完成，莊家的牌是 ${i?.banker}，但荷官把 ${i?.card} 派給了閒家。${i?.marker}`)
};

export const irr_the_excess_card = /** @type {(inputs: Irr_The_Excess_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多抽的那張牌`)
};

export const irr_winner_banker = /** @type {(inputs: Irr_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊贏`)
};

export const irr_winner_player = /** @type {(inputs: Irr_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒贏`)
};

export const irr_winner_tie = /** @type {(inputs: Irr_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
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

export const pdf_assessor = /** @type {(inputs: Pdf_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核員`)
};

export const pdf_assessor_is = /** @type {(inputs: Pdf_Assessor_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核員：${i?.name}。`)
};

export const pdf_attempt = /** @type {(inputs: Pdf_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`應考次數`)
};

export const pdf_attempt_left = /** @type {(inputs: Pdf_Attempt_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 次（共 ${i?.allowed} 次）；中途離開 ${i?.times} 次，其後續考或被關閉`)
};

export const pdf_attempt_of = /** @type {(inputs: Pdf_Attempt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 次（共 ${i?.allowed} 次）`)
};

export const pdf_candidate = /** @type {(inputs: Pdf_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const pdf_col_accuracy = /** @type {(inputs: Pdf_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率`)
};

export const pdf_col_answer = /** @type {(inputs: Pdf_Col_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答`)
};

export const pdf_col_answered = /** @type {(inputs: Pdf_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已答`)
};

export const pdf_col_area = /** @type {(inputs: Pdf_Col_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`範疇`)
};

export const pdf_col_cards = /** @type {(inputs: Pdf_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌`)
};

export const pdf_col_correct_answer = /** @type {(inputs: Pdf_Col_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正確答案`)
};

export const pdf_col_grade = /** @type {(inputs: Pdf_Col_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`評級`)
};

export const pdf_col_median = /** @type {(inputs: Pdf_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位時間`)
};

export const pdf_col_outcome = /** @type {(inputs: Pdf_Col_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果`)
};

export const pdf_col_pass_mark = /** @type {(inputs: Pdf_Col_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格線`)
};

export const pdf_col_result = /** @type {(inputs: Pdf_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果`)
};

export const pdf_col_result_time = /** @type {(inputs: Pdf_Col_Result_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果、用時`)
};

export const pdf_col_right = /** @type {(inputs: Pdf_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答對`)
};

export const pdf_col_skill = /** @type {(inputs: Pdf_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const pdf_comment = /** @type {(inputs: Pdf_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`評語：${i?.comment}`)
};

export const pdf_countersigned = /** @type {(inputs: Pdf_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由第二考核員 ${i?.name} 於 ${i?.day} ${i?.time} 副署。`)
};

export const pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

export const pdf_date_started = /** @type {(inputs: Pdf_Date_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}（${i?.start} 開始）`)
};

export const pdf_date_started_ended = /** @type {(inputs: Pdf_Date_Started_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}（${i?.start} 開始，${i?.end} 結束）`)
};

export const pdf_duration = /** @type {(inputs: Pdf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用時`)
};

export const pdf_every_response = /** @type {(inputs: Pdf_Every_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有回答`)
};

export const pdf_footer = /** @type {(inputs: Pdf_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} - ${i?.id} - 第 ${i?.page} 頁，共 ${i?.pages} 頁`)
};

export const pdf_grade_fail = /** @type {(inputs: Pdf_Grade_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_graded_by = /** @type {(inputs: Pdf_Graded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.assessor} 於 ${i?.day} 評分。評級：${i?.grades}。`)
};

export const pdf_graded_by_against = /** @type {(inputs: Pdf_Graded_By_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.assessor} 於 ${i?.day} 按 ${i?.standard} 評分。評級：${i?.grades}。`)
};

export const pdf_house = /** @type {(inputs: Pdf_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場規則`)
};

export const pdf_knowledge = /** @type {(inputs: Pdf_KnowledgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知識測試`)
};

export const pdf_knowledge_failed = /** @type {(inputs: Pdf_Knowledge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知識部分不合格。`)
};

export const pdf_knowledge_passed = /** @type {(inputs: Pdf_Knowledge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知識部分合格。`)
};

export const pdf_line_red_line = /** @type {(inputs: Pdf_Line_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`紅線`)
};

export const pdf_line_right = /** @type {(inputs: Pdf_Line_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正確`)
};

export const pdf_line_timed_out = /** @type {(inputs: Pdf_Line_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超時`)
};

export const pdf_line_wrong = /** @type {(inputs: Pdf_Line_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯誤`)
};

export const pdf_list_separator = /** @type {(inputs: Pdf_List_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`；`)
};

export const pdf_meta_subject = /** @type {(inputs: Pdf_Meta_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`應考編號 ${i?.id}`)
};

export const pdf_meta_title = /** @type {(inputs: Pdf_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核紀錄：${i?.name}，${i?.title}`)
};

export const pdf_minutes_seconds = /** @type {(inputs: Pdf_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} 分 ${i?.seconds} 秒`)
};

export const pdf_name_note = /** @type {(inputs: Pdf_Name_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考生姓名完整記於已簽署的 JSON 紀錄及 CSV（共 ${i?.count} 個字元）；${i?.mark} 表示本 PDF 字型無法顯示的字元。`)
};

export const pdf_no_answer = /** @type {(inputs: Pdf_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（未作答）`)
};

export const pdf_no_red_line_error = /** @type {(inputs: Pdf_No_Red_Line_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有觸犯紅線。`)
};

export const pdf_no_red_observed = /** @type {(inputs: Pdf_No_Red_ObservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有觀察到紅線。`)
};

export const pdf_none = /** @type {(inputs: Pdf_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const pdf_not_countersigned = /** @type {(inputs: Pdf_Not_CountersignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未經第二考核員副署。`)
};

export const pdf_outcome_fail = /** @type {(inputs: Pdf_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_outcome_pass = /** @type {(inputs: Pdf_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const pdf_outcome_retake = /** @type {(inputs: Pdf_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此範疇須重考`)
};

export const pdf_overall = /** @type {(inputs: Pdf_OverallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`總計：${i?.items} 題答對 ${i?.correct} 題（${i?.accuracy}）；合格線 ${i?.passMark}。已作答 ${i?.answered} 題；超時 ${i?.timedOut} 題。`)
};

export const pdf_practical = /** @type {(inputs: Pdf_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實操枱面測試`)
};

export const pdf_practical_failed = /** @type {(inputs: Pdf_Practical_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實操部分不合格。`)
};

export const pdf_practical_none = /** @type {(inputs: Pdf_Practical_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本題組沒有實操部分。`)
};

export const pdf_practical_not_graded = /** @type {(inputs: Pdf_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未評分。範疇：${i?.areas}。`)
};

export const pdf_practical_passed = /** @type {(inputs: Pdf_Practical_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實操部分合格。`)
};

export const pdf_practical_retake = /** @type {(inputs: Pdf_Practical_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`實操部分未完成：有範疇須重考。`)
};

export const pdf_red_drawing_error = /** @type {(inputs: Pdf_Red_Drawing_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌錯誤（Tasmania 11）`)
};

export const pdf_red_irregularity = /** @type {(inputs: Pdf_Red_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`處理異常情況不當（Tasmania 14）`)
};

export const pdf_red_line_at = /** @type {(inputs: Pdf_Red_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`紅線：第 ${i?.item} 題（第 ${i?.seq} 個回答）：${i?.label}`)
};

export const pdf_red_lines_for_set = /** @type {(inputs: Pdf_Red_Lines_For_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本題組的紅線：${i?.list}。`)
};

export const pdf_red_observed = /** @type {(inputs: Pdf_Red_ObservedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`觀察到紅線：${i?.label}`)
};

export const pdf_red_observed_area = /** @type {(inputs: Pdf_Red_Observed_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`觀察到紅線：${i?.label}（${i?.area} 不合格）`)
};

export const pdf_red_observed_practical = /** @type {(inputs: Pdf_Red_Observed_PracticalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`觀察到紅線：${i?.label}（實操部分不合格）`)
};

export const pdf_red_paying_losing_bet = /** @type {(inputs: Pdf_Red_Paying_Losing_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩給輸了的注碼`)
};

export const pdf_red_taking_winning_bet = /** @type {(inputs: Pdf_Red_Taking_Winning_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收走贏了的注碼`)
};

export const pdf_result = /** @type {(inputs: Pdf_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`結果：${i?.result}`)
};

export const pdf_result_fail = /** @type {(inputs: Pdf_Result_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_result_in_progress = /** @type {(inputs: Pdf_Result_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成`)
};

export const pdf_result_pass = /** @type {(inputs: Pdf_Result_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const pdf_result_pending = /** @type {(inputs: Pdf_Result_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知識部分已完成；實操尚未評分或有範疇須重考`)
};

export const pdf_result_time = /** @type {(inputs: Pdf_Result_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.result}，${i?.time}`)
};

export const pdf_seal = /** @type {(inputs: Pdf_SealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封存`)
};

export const pdf_seconds = /** @type {(inputs: Pdf_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} 秒`)
};

export const pdf_set = /** @type {(inputs: Pdf_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核題組`)
};

export const pdf_set_revision = /** @type {(inputs: Pdf_Set_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}，第 ${i?.revision} 版`)
};

export const pdf_sign_assessor = /** @type {(inputs: Pdf_Sign_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核員：`)
};

export const pdf_sign_candidate = /** @type {(inputs: Pdf_Sign_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生：`)
};

export const pdf_sign_date = /** @type {(inputs: Pdf_Sign_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期：`)
};

export const pdf_sign_manager = /** @type {(inputs: Pdf_Sign_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`博彩經理：`)
};

export const pdf_signatures = /** @type {(inputs: Pdf_SignaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`簽署`)
};

export const pdf_sitting_id = /** @type {(inputs: Pdf_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`應考編號`)
};

export const pdf_skill_fail = /** @type {(inputs: Pdf_Skill_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_skill_pass = /** @type {(inputs: Pdf_Skill_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const pdf_staff_number = /** @type {(inputs: Pdf_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`員工編號`)
};

export const pdf_standard_default = /** @type {(inputs: Pdf_Standard_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（內建預設）`)
};

export const pdf_standard_revision = /** @type {(inputs: Pdf_Standard_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（第 ${i?.revision} 版）`)
};

export const pdf_status = /** @type {(inputs: Pdf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`狀態`)
};

export const pdf_status_abandoned = /** @type {(inputs: Pdf_Status_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成便離開`)
};

export const pdf_status_closed = /** @type {(inputs: Pdf_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`導師於完成前關閉`)
};

export const pdf_status_finished = /** @type {(inputs: Pdf_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const pdf_status_running = /** @type {(inputs: Pdf_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`進行中`)
};

export const pdf_title = /** @type {(inputs: Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家樂荷官考核：認證紀錄`)
};

export const pdf_verification = /** @type {(inputs: Pdf_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`驗證`)
};

export const pdf_verify_english = /** @type {(inputs: Pdf_Verify_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文原文：`)
};

export const pdf_verify_paragraph = /** @type {(inputs: Pdf_Verify_ParagraphInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`應考編號 ${i?.id}。本紀錄由金鑰指紋為 ${i?.fingerprint} 的培訓系統簽署；檔案中任何一個位元組被更改，驗證即會失敗。驗證方法：在百家樂荷官培訓程式中開啟「導師模式」，選擇「驗證報告…」，然後拖入此 PDF（或與其一併儲存的報告 .json 檔案）。使用導師的命令列（在其原始碼資料夾中）：npm run --silent engine -- verify <此檔案> --trust ${i?.keyFile}；其中 ${i?.keyFile} 是賭場所記錄的該系統公開金鑰，其指紋即上述指紋。從共用電腦資料夾複製的金鑰不能證明任何事情（結束代碼 0：完整且由該金鑰簽署；1：已被更改）。`)
};

export const proc_no_more_bets = /** @type {(inputs: Proc_No_More_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止下注。`)
};

export const proc_pp_only_correct = /** @type {(inputs: Proc_Pp_Only_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照規則派完這一局，然後結算完美對子注`)
};

export const proc_pp_only_question = /** @type {(inputs: Proc_Pp_Only_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`枱上唯一的注碼是 ${i?.seat} 號位的完美對子注；無人在閒、莊或和下注。荷官應怎樣做？`)
};

export const proc_pp_only_working = /** @type {(inputs: Proc_Pp_Only_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人下完美對子注，但閒、莊或和都沒有有效注碼時，這一局必須按規則派完（15.5）；完美對子注無需主注亦有效（15.4）。`)
};

export const proc_pp_only_wrong_ask_main = /** @type {(inputs: Proc_Pp_Only_Wrong_Ask_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先請玩家在閒或莊加注`)
};

export const proc_pp_only_wrong_return = /** @type {(inputs: Proc_Pp_Only_Wrong_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回完美對子注，不派牌：枱面上有主注才派一局`)
};

export const proc_pp_only_wrong_two_cards = /** @type {(inputs: Proc_Pp_Only_Wrong_Two_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每手只派頭兩張牌，然後結算對子`)
};

export const proc_pp_only_wrong_void = /** @type {(inputs: Proc_Pp_Only_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派頭四張牌，然後將這一局作廢`)
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

export const ui_ans_amount_hint = /** @type {(inputs: Ui_Ans_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`輸入金額（33.25）或用籌碼組成（Q W E R … 加入，Shift+鍵 移除）；然後按 Enter。`)
};

export const ui_ans_backspace = /** @type {(inputs: Ui_Ans_BackspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退格`)
};

export const ui_ans_banker = /** @type {(inputs: Ui_Ans_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊`)
};

export const ui_ans_box_label = /** @type {(inputs: Ui_Ans_Box_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金格，${i?.seat} 號位`)
};

export const ui_ans_call_it = /** @type {(inputs: Ui_Ans_Call_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`報牌`)
};

export const ui_ans_chip_count = /** @type {(inputs: Ui_Ans_Chip_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 個籌碼`)
};

export const ui_ans_chip_one = /** @type {(inputs: Ui_Ans_Chip_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 個籌碼`)
};

export const ui_ans_chips_hint = /** @type {(inputs: Ui_Ans_Chips_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用籌碼組成（Q W E R … 加入，Shift+鍵 移除，Backspace 清空）；然後按 Enter。`)
};

export const ui_ans_give_chips = /** @type {(inputs: Ui_Ans_Give_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`交出籌碼`)
};

export const ui_ans_left = /** @type {(inputs: Ui_Ans_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：不動`)
};

export const ui_ans_mark_box = /** @type {(inputs: Ui_Ans_Mark_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`記入佣金格`)
};

export const ui_ans_natural_no = /** @type {(inputs: Ui_Ans_Natural_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌：否`)
};

export const ui_ans_natural_yes = /** @type {(inputs: Ui_Ans_Natural_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌：是`)
};

export const ui_ans_nothing_settled = /** @type {(inputs: Ui_Ans_Nothing_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未結算任何注碼。`)
};

export const ui_ans_paid = /** @type {(inputs: Ui_Ans_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：已派彩 ${i?.amount}`)
};

export const ui_ans_paid_box = /** @type {(inputs: Ui_Ans_Paid_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：已派彩 ${i?.amount}，佣金格 ${i?.commission}`)
};

export const ui_ans_pay = /** @type {(inputs: Ui_Ans_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const ui_ans_pay_label = /** @type {(inputs: Ui_Ans_Pay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩給 ${i?.bet}`)
};

export const ui_ans_player = /** @type {(inputs: Ui_Ans_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒`)
};

export const ui_ans_points_hint = /** @type {(inputs: Ui_Ans_Points_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先輸入閒家點數，再輸入莊家點數；如有例牌按 N；然後按 Enter。`)
};

export const ui_ans_settle_action = /** @type {(inputs: Ui_Ans_Settle_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：T 收，L 不動（${i?.word}），P 派彩。`)
};

export const ui_ans_settle_amount = /** @type {(inputs: Ui_Ans_Settle_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩給 ${i?.bet}：輸入金額，按 Enter。`)
};

export const ui_ans_settle_area = /** @type {(inputs: Ui_Ans_Settle_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 號位：按投注區的鍵（${i?.areas}）。`)
};

export const ui_ans_settle_bet = /** @type {(inputs: Ui_Ans_Settle_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇一注：按座位號（再按投注區鍵）、方向鍵，或在賭枱上點選。全枱結算完畢後按 Enter；Backspace 撤銷。`)
};

export const ui_ans_settle_commission = /** @type {(inputs: Ui_Ans_Settle_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} 已派彩 ${i?.amount}：輸入要記入佣金格的佣金，按 Enter（Backspace：返回派彩）。`)
};

export const ui_ans_settled_so_far = /** @type {(inputs: Ui_Ans_Settled_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已結算`)
};

export const ui_ans_table_settled = /** @type {(inputs: Ui_Ans_Table_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全枱結算完畢`)
};

export const ui_ans_taken = /** @type {(inputs: Ui_Ans_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：已收`)
};

export const ui_ans_undo = /** @type {(inputs: Ui_Ans_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤銷`)
};

export const ui_app_opening = /** @type {(inputs: Ui_App_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在開枱…`)
};

export const ui_area_banker = /** @type {(inputs: Ui_Area_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊`)
};

export const ui_area_banker_pair = /** @type {(inputs: Ui_Area_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊對`)
};

export const ui_area_dragon_banker = /** @type {(inputs: Ui_Area_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶莊`)
};

export const ui_area_dragon_player = /** @type {(inputs: Ui_Area_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶閒`)
};

export const ui_area_perfect_pair_banker = /** @type {(inputs: Ui_Area_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美莊`)
};

export const ui_area_perfect_pair_player = /** @type {(inputs: Ui_Area_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美閒`)
};

export const ui_area_player = /** @type {(inputs: Ui_Area_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒`)
};

export const ui_area_player_pair = /** @type {(inputs: Ui_Area_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒對`)
};

export const ui_area_super_six = /** @type {(inputs: Ui_Area_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超級六`)
};

export const ui_area_tie = /** @type {(inputs: Ui_Area_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

export const ui_area_tie_odds = /** @type {(inputs: Ui_Area_Tie_OddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和 ${i?.odds}`)
};

export const ui_bet_banker = /** @type {(inputs: Ui_Bet_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊`)
};

export const ui_bet_banker_pair = /** @type {(inputs: Ui_Bet_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊對`)
};

export const ui_bet_dragon_banker = /** @type {(inputs: Ui_Bet_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶（莊）`)
};

export const ui_bet_dragon_player = /** @type {(inputs: Ui_Bet_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龍寶（閒）`)
};

export const ui_bet_perfect_pair_banker = /** @type {(inputs: Ui_Bet_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子（莊）`)
};

export const ui_bet_perfect_pair_player = /** @type {(inputs: Ui_Bet_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子（閒）`)
};

export const ui_bet_player = /** @type {(inputs: Ui_Bet_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒`)
};

export const ui_bet_player_pair = /** @type {(inputs: Ui_Bet_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒對`)
};

export const ui_bet_super_six = /** @type {(inputs: Ui_Bet_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超級六`)
};

export const ui_bet_tie = /** @type {(inputs: Ui_Bet_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

export const ui_box_label = /** @type {(inputs: Ui_Box_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金格`)
};

export const ui_box_title = /** @type {(inputs: Ui_Box_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 號位佣金 ${i?.amount}`)
};

export const ui_bridge_missing = /** @type {(inputs: Ui_Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培訓程式無法連接其主程序（缺少 window.trainer）。請重新啟動程式。`)
};

export const ui_bridge_no_answer = /** @type {(inputs: Ui_Bridge_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`主程序沒有回應：${i?.error}`)
};

export const ui_bridge_unreadable = /** @type {(inputs: Ui_Bridge_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主程序傳回的答覆無法讀取。`)
};

export const ui_card_excess = /** @type {(inputs: Ui_Card_ExcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多發的牌`)
};

export const ui_card_exposed = /** @type {(inputs: Ui_Card_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`露牌`)
};

export const ui_card_face_down = /** @type {(inputs: Ui_Card_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一張背面朝上的牌`)
};

export const ui_card_flagged = /** @type {(inputs: Ui_Card_FlaggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}，${i?.flag}`)
};

export const ui_card_misdealt = /** @type {(inputs: Ui_Card_MisdealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯發`)
};

export const ui_chart_accuracy = /** @type {(inputs: Ui_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率（%）`)
};

export const ui_chart_median = /** @type {(inputs: Ui_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位用時（秒）`)
};

export const ui_chip_named = /** @type {(inputs: Ui_Chip_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`籌碼，${i?.amount}`)
};

export const ui_clause_1 = /** @type {(inputs: Ui_Clause_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭枱：設七個或九個編號座位，佈局上標示本遊戲提供的各種投注。`)
};

export const ui_clause_10_1 = /** @type {(inputs: Ui_Clause_10_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`頭四張牌發出後，荷官報出雙方點數；其後按補牌規則發牌。`)
};

export const ui_clause_10_2 = /** @type {(inputs: Ui_Clause_10_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`然後荷官宣佈結果。`)
};

export const ui_clause_10_3 = /** @type {(inputs: Ui_Clause_10_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`點數大小：9 點最大，其次 8 點，依次至 0 點（百家樂）。`)
};

export const ui_clause_11 = /** @type {(inputs: Ui_Clause_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌規則：閒家 0–5 點補牌，6–7 點不補牌；任何一方 8 或 9 點為例牌，雙方都不補牌。莊家 0–2 點補牌，3–6 點視乎閒家第三張牌而定；莊家 7 點不補牌。`)
};

export const ui_clause_12 = /** @type {(inputs: Ui_Clause_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩：閒贏賠 1 賠 1；莊贏 20 賠 19；和局 1 賠 8（賭場告示註明時可 1 賠 9）。`)
};

export const ui_clause_12_1 = /** @type {(inputs: Ui_Clause_12_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒注贏，1 賠 1。`)
};

export const ui_clause_12_2 = /** @type {(inputs: Ui_Clause_12_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊注贏，20 賠 19（一賠一減 5% 佣金，從派彩中扣除，或在賭場如此做時記入該座位的佣金格）。`)
};

export const ui_clause_12_3 = /** @type {(inputs: Ui_Clause_12_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和注贏，1 賠 8。`)
};

export const ui_clause_12_4 = /** @type {(inputs: Ui_Clause_12_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在 Federal Baccarat 賭枱，莊贏 1 賠 1，惟以六點贏只賠一半。`)
};

export const ui_clause_13 = /** @type {(inputs: Ui_Clause_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat：莊贏 1 賠 1，惟莊以六點贏按 1 賠 1 減 50%；賭枱告示須註明玩此遊戲。`)
};

export const ui_clause_14 = /** @type {(inputs: Ui_Clause_14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`異常情況：荷官如何處理錯發的牌、多發的牌、面朝上的牌，或牌靴中牌不足。`)
};

export const ui_clause_14_1 = /** @type {(inputs: Ui_Clause_14_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯發給閒家的牌，如莊家須補牌則給莊家；否則面朝上放在牌靴口，宣佈結果，下一局不設投注，並以該牌作閒家第一張牌開始（除非那是最後一手）。`)
};

export const ui_clause_14_2 = /** @type {(inputs: Ui_Clause_14_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多發但未被看見的牌，只要切牌卡尚未出現，即為下一手的第一張牌；已抽出的牌絕不放回。`)
};

export const ui_clause_14_3 = /** @type {(inputs: Ui_Clause_14_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`頭四張牌發出後，發給莊家但本屬閒家的牌歸閒家，如補牌規則要求，莊家再補牌。`)
};

export const ui_clause_14_4 = /** @type {(inputs: Ui_Clause_14_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在牌靴內發現面朝上的牌，如可按補牌規則使用則照用；否則面朝上放在牌靴口，並按 14.1 處理。`)
};

export const ui_clause_14_5 = /** @type {(inputs: Ui_Clause_14_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡抽出後，如牌靴中的牌不足以完成一手，該手作廢。`)
};

export const ui_clause_14_6 = /** @type {(inputs: Ui_Clause_14_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如一局中牌的次序無法確定，該局作廢。`)
};

export const ui_clause_15 = /** @type {(inputs: Ui_Clause_15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子：押閒家或莊家頭兩張牌為對子的副注。`)
};

export const ui_clause_15_1 = /** @type {(inputs: Ui_Clause_15_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`對子分為混色（一紅一黑）、同色（顏色相同、花色不同）或完美（花色相同）而贏；其餘皆輸。`)
};

export const ui_clause_15_6 = /** @type {(inputs: Ui_Clause_15_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子注在其一方頭兩張牌為對子時贏，否則輸。`)
};

export const ui_clause_15_6b = /** @type {(inputs: Ui_Clause_15_6bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子注在其一方頭兩張牌不是對子時輸。`)
};

export const ui_clause_15_7 = /** @type {(inputs: Ui_Clause_15_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一局完結後，荷官先收走輸的完美對子注，再派彩給贏的注。`)
};

export const ui_clause_15_8 = /** @type {(inputs: Ui_Clause_15_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美對子：混色 1 賠 6，同色 1 賠 12，完美 1 賠 25。`)
};

export const ui_clause_16 = /** @type {(inputs: Ui_Clause_16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比賽：百家樂錦標賽的規則（報名、場次、投注、秘密投注、優勝者）。`)
};

export const ui_clause_16_4 = /** @type {(inputs: Ui_Clause_16_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比賽投注：只用比賽籌碼，每局在自己的座位押莊或閒一注（可另押和）。`)
};

export const ui_clause_16_5 = /** @type {(inputs: Ui_Clause_16_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比賽進行：指示牌、標示誰先下注的標記（每局逆時針移動），注碼一經放下不得更改。`)
};

export const ui_clause_16_5_10 = /** @type {(inputs: Ui_Clause_16_5_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`參賽者投注不得超過公佈的最高限額，亦不得同時押莊和閒。`)
};

export const ui_clause_16_5_12 = /** @type {(inputs: Ui_Clause_16_5_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`低於公佈最低限額的注碼，玩家須在該局開始前補足至最低限額。`)
};

export const ui_clause_16_5_13 = /** @type {(inputs: Ui_Clause_16_5_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高於公佈最高限額的注碼，只按最高限額派彩或收取。`)
};

export const ui_clause_16_6 = /** @type {(inputs: Ui_Clause_16_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：寫在核准表格上並於發牌前交出，開出結果後揭曉。`)
};

export const ui_clause_16_7 = /** @type {(inputs: Ui_Clause_16_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比賽中的遊戲：發牌、咪牌及結算均與主要規則相同。`)
};

export const ui_clause_16_8 = /** @type {(inputs: Ui_Clause_16_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`該場次的優勝者：場次結束時籌碼最多的玩家。`)
};

export const ui_clause_4 = /** @type {(inputs: Ui_Clause_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四至八副各 52 張的牌，開局前及結束後檢查，由牌靴發出；設完美對子時最少六副。`)
};

export const ui_clause_4_1 = /** @type {(inputs: Ui_Clause_4_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四至八副牌，不含鬼牌；設完美對子時最少六副。`)
};

export const ui_clause_5_3 = /** @type {(inputs: Ui_Clause_5_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由就座玩家切牌（先由第一位就座者，再由最高號座位起輪流），切牌卡須離兩端各最少十張；如無人願意，由督察切牌。`)
};

export const ui_clause_5_4 = /** @type {(inputs: Ui_Clause_5_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌放入牌靴前，荷官把切牌卡放在從底部數起第七與第八張牌之間。`)
};

export const ui_clause_5_5 = /** @type {(inputs: Ui_Clause_5_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一新局都以同樣方式洗牌、切牌及放切牌卡；切牌先讓上一位切牌者左邊的玩家。`)
};

export const ui_clause_6_6 = /** @type {(inputs: Ui_Clause_6_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家點數高於閒家時，莊注贏。`)
};

export const ui_clause_6_7 = /** @type {(inputs: Ui_Clause_6_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家點數高於莊家時，閒注贏。`)
};

export const ui_clause_6_8 = /** @type {(inputs: Ui_Clause_6_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`點數相同：閒注及莊注不輸不贏（留在原位），和注贏。`)
};

export const ui_clause_7 = /** @type {(inputs: Ui_Clause_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限額：最低及最高投注額列於賭枱告示。`)
};

export const ui_clause_7_1 = /** @type {(inputs: Ui_Clause_7_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低及最高投注額列於賭枱告示；除非告示另有說明，投注額毋須為最低額的倍數。`)
};

export const ui_clause_7_3 = /** @type {(inputs: Ui_Clause_7_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不得合併投注以規避最高限額。`)
};

export const ui_clause_7_3b = /** @type {(inputs: Ui_Clause_7_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不得合併投注以規避最高限額。`)
};

export const ui_clause_7_4 = /** @type {(inputs: Ui_Clause_7_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開牌後才發現低於最低限額的注碼，照常派彩或收取（見 7.5）；高於最高限額的注碼，只按最高限額派彩或收取。`)
};

export const ui_clause_7_5 = /** @type {(inputs: Ui_Clause_7_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`須告知低於最低限額注碼的投注者，日後再有低於最低限額的注碼，無論結果如何都會退回。`)
};

export const ui_clause_8 = /** @type {(inputs: Ui_Clause_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A 作一點，公仔牌作十點，其餘按牌面計；一手牌的點數為總和減去十的倍數（0 至 9）。零點稱為「百家樂」。`)
};

export const ui_clause_9_1 = /** @type {(inputs: Ui_Clause_9_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴放在荷官左邊；每張牌都發到閒家或莊家位置。`)
};

export const ui_clause_9_2 = /** @type {(inputs: Ui_Clause_9_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四張牌面朝上發出：閒、莊、閒、莊。按補牌規則再發的牌亦面朝上。`)
};

export const ui_clause_9_3 = /** @type {(inputs: Ui_Clause_9_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`應玩家要求，牌可面朝下發出由玩家咪牌；其後的牌亦然。`)
};

export const ui_clause_9_3b = /** @type {(inputs: Ui_Clause_9_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌時，按補牌規則再發的牌亦面朝下發出。`)
};

export const ui_clause_9_4 = /** @type {(inputs: Ui_Clause_9_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡及其後多一張牌離開牌靴後，不再開新一局（須剩下六張牌）。`)
};

export const ui_clause_in_english = /** @type {(inputs: Ui_Clause_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文`)
};

export const ui_close_up = /** @type {(inputs: Ui_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：特寫`)
};

export const ui_closed_session = /** @type {(inputs: Ui_Closed_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已結束「${i?.title}」：其答案已保留。`)
};

export const ui_dmg_confirm_title = /** @type {(inputs: Ui_Dmg_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`確認移除`)
};

export const ui_dmg_drill_set = /** @type {(inputs: Ui_Dmg_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習題組`)
};

export const ui_dmg_keep_it = /** @type {(inputs: Ui_Dmg_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留`)
};

export const ui_dmg_many = /** @type {(inputs: Ui_Dmg_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培訓資料中有 ${i?.count} 筆記錄無法讀取。其他一切正常。`)
};

export const ui_dmg_named = /** @type {(inputs: Ui_Dmg_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}「${i?.name}」`)
};

export const ui_dmg_one = /** @type {(inputs: Ui_Dmg_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培訓資料中有一筆記錄無法讀取。其他一切正常。`)
};

export const ui_dmg_problem = /** @type {(inputs: Ui_Dmg_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已損壞：${i?.problem}。`)
};

export const ui_dmg_profile = /** @type {(inputs: Ui_Dmg_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭枱設定`)
};

export const ui_dmg_remove = /** @type {(inputs: Ui_Dmg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除…`)
};

export const ui_dmg_remove_it = /** @type {(inputs: Ui_Dmg_Remove_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const ui_dmg_remove_profile = /** @type {(inputs: Ui_Dmg_Remove_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`永久移除損壞的賭枱設定「${i?.name}」？已用它練習的記錄會保留答案；使用它的題組需要重新儲存此設定。`)
};

export const ui_dmg_remove_set = /** @type {(inputs: Ui_Dmg_Remove_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`永久移除損壞的練習題組「${i?.name}」？已用它練習的記錄會保留答案；如要再練習，請重新匯入此題組。`)
};

export const ui_dmg_remove_setting = /** @type {(inputs: Ui_Dmg_Remove_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除損壞的設定「${i?.name}」？將改用預設值，其他一概不變。`)
};

export const ui_dmg_session = /** @type {(inputs: Ui_Dmg_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習`)
};

export const ui_dmg_setting = /** @type {(inputs: Ui_Dmg_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定`)
};

export const ui_dmg_title = /** @type {(inputs: Ui_Dmg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`損壞的記錄`)
};

export const ui_do_add_trainee = /** @type {(inputs: Ui_Do_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增學員`)
};

export const ui_do_check_folder = /** @type {(inputs: Ui_Do_Check_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`檢查資料夾`)
};

export const ui_do_check_setup = /** @type {(inputs: Ui_Do_Check_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`檢查設定`)
};

export const ui_do_close_session = /** @type {(inputs: Ui_Do_Close_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結束練習`)
};

export const ui_do_first_drill = /** @type {(inputs: Ui_Do_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始你的第一個練習`)
};

export const ui_do_fresh = /** @type {(inputs: Ui_Do_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以新的資料檔開始`)
};

export const ui_do_other_folder = /** @type {(inputs: Ui_Do_Other_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開啟另一個資料夾`)
};

export const ui_do_read_assigned = /** @type {(inputs: Ui_Do_Read_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取指派給你的練習`)
};

export const ui_do_read_cohort = /** @type {(inputs: Ui_Do_Read_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取學員組別`)
};

export const ui_do_read_dashboard = /** @type {(inputs: Ui_Do_Read_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取總覽`)
};

export const ui_do_read_due = /** @type {(inputs: Ui_Do_Read_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取待練項目`)
};

export const ui_do_read_profiles = /** @type {(inputs: Ui_Do_Read_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取賭枱設定`)
};

export const ui_do_read_progress = /** @type {(inputs: Ui_Do_Read_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取你的進度`)
};

export const ui_do_read_set = /** @type {(inputs: Ui_Do_Read_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取練習題組`)
};

export const ui_do_read_sets = /** @type {(inputs: Ui_Do_Read_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取練習題組`)
};

export const ui_do_read_settings = /** @type {(inputs: Ui_Do_Read_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取設定`)
};

export const ui_do_read_signed_in = /** @type {(inputs: Ui_Do_Read_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取登入者`)
};

export const ui_do_read_summary = /** @type {(inputs: Ui_Do_Read_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取總結`)
};

export const ui_do_read_trainees = /** @type {(inputs: Ui_Do_Read_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`讀取學員`)
};

export const ui_do_remove = /** @type {(inputs: Ui_Do_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除${i?.what}`)
};

export const ui_do_rename = /** @type {(inputs: Ui_Do_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改你的姓名`)
};

export const ui_do_replay = /** @type {(inputs: Ui_Do_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重做錯題`)
};

export const ui_do_resume = /** @type {(inputs: Ui_Do_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`繼續練習`)
};

export const ui_do_save_settings = /** @type {(inputs: Ui_Do_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`儲存設定`)
};

export const ui_do_sign_in = /** @type {(inputs: Ui_Do_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登入`)
};

export const ui_do_start_adaptive = /** @type {(inputs: Ui_Do_Start_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始自適應練習`)
};

export const ui_do_start_drill = /** @type {(inputs: Ui_Do_Start_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始練習`)
};

export const ui_do_start_due = /** @type {(inputs: Ui_Do_Start_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始待練項目`)
};

export const ui_do_start_mock = /** @type {(inputs: Ui_Do_Start_MockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始模擬考試`)
};

export const ui_do_start_practise = /** @type {(inputs: Ui_Do_Start_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始練習`)
};

export const ui_do_start_session = /** @type {(inputs: Ui_Do_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始練習`)
};

export const ui_do_unfinished = /** @type {(inputs: Ui_Do_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尋找未完成的練習`)
};

export const ui_drill_answered = /** @type {(inputs: Ui_Drill_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已答 ${i?.answered} / ${i?.total}`)
};

export const ui_drill_home = /** @type {(inputs: Ui_Drill_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主頁`)
};

export const ui_drill_last_answer = /** @type {(inputs: Ui_Drill_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上一題用時 ${i?.ms} 毫秒`)
};

export const ui_drill_leave = /** @type {(inputs: Ui_Drill_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`離開（稍後繼續）`)
};

export const ui_drill_reading_summary = /** @type {(inputs: Ui_Drill_Reading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習已完成，正在讀取總結…`)
};

export const ui_err_did_not_work = /** @type {(inputs: Ui_Err_Did_Not_WorkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.doing}未能完成。`)
};

export const ui_err_dismiss = /** @type {(inputs: Ui_Err_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關閉`)
};

export const ui_fb_answer = /** @type {(inputs: Ui_Fb_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答案`)
};

export const ui_fb_next = /** @type {(inputs: Ui_Fb_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一題`)
};

export const ui_fb_not_quite = /** @type {(inputs: Ui_Fb_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ 不太對`)
};

export const ui_fb_over_limit = /** @type {(inputs: Ui_Fb_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}（超出時限：尚未達到上枱水平）`)
};

export const ui_fb_right = /** @type {(inputs: Ui_Fb_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ 正確`)
};

export const ui_fb_rule = /** @type {(inputs: Ui_Fb_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`規則`)
};

export const ui_fb_see_summary = /** @type {(inputs: Ui_Fb_See_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看總結`)
};

export const ui_fb_timed_out = /** @type {(inputs: Ui_Fb_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ 超時`)
};

export const ui_fb_what_wrong = /** @type {(inputs: Ui_Fb_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯在哪裡`)
};

export const ui_fb_working = /** @type {(inputs: Ui_Fb_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`計算過程`)
};

export const ui_felt_banker = /** @type {(inputs: Ui_Felt_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊`)
};

export const ui_felt_commission = /** @type {(inputs: Ui_Felt_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const ui_felt_discard = /** @type {(inputs: Ui_Felt_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`棄牌`)
};

export const ui_felt_player = /** @type {(inputs: Ui_Felt_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒`)
};

export const ui_felt_shoe = /** @type {(inputs: Ui_Felt_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴`)
};

export const ui_hand_banker = /** @type {(inputs: Ui_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家牌`)
};

export const ui_hand_player = /** @type {(inputs: Ui_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家牌`)
};

export const ui_heat_cell = /** @type {(inputs: Ui_Heat_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.row}，${i?.column}：${i?.words}`)
};

export const ui_heat_drill_this = /** @type {(inputs: Ui_Heat_Drill_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}。練習此情況。`)
};

export const ui_heat_none = /** @type {(inputs: Ui_Heat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無`)
};

export const ui_heat_not_answered = /** @type {(inputs: Ui_Heat_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答`)
};

export const ui_heat_nothing = /** @type {(inputs: Ui_Heat_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const ui_heat_top_cell = /** @type {(inputs: Ui_Heat_Top_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點，閒家第三張牌 ${i?.third}：${i?.words}`)
};

export const ui_heat_top_corner = /** @type {(inputs: Ui_Heat_Top_CornerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊 ╲ 閒第三張`)
};

export const ui_heat_top_label = /** @type {(inputs: Ui_Heat_Top_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌規則：莊家頭兩張牌點數對閒家第三張牌`)
};

export const ui_heat_top_title = /** @type {(inputs: Ui_Heat_Top_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.banker} 點對閒家第三張牌 ${i?.third}`)
};

export const ui_heat_words = /** @type {(inputs: Ui_Heat_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 題中答錯 ${i?.wrong} 題，太慢 ${i?.slow} 題`)
};

export const ui_heat_words_few = /** @type {(inputs: Ui_Heat_Words_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 題中答錯 ${i?.wrong} 題，太慢 ${i?.slow} 題（少於 ${i?.few} 個答案：不足以判斷）`)
};

export const ui_key_banker_draws = /** @type {(inputs: Ui_Key_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家補牌`)
};

export const ui_key_banker_stands = /** @type {(inputs: Ui_Key_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊家不補牌`)
};

export const ui_key_banker_wins = /** @type {(inputs: Ui_Key_Banker_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`莊贏`)
};

export const ui_key_finish = /** @type {(inputs: Ui_Key_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完成：開啟學員端`)
};

export const ui_key_home = /** @type {(inputs: Ui_Key_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主頁`)
};

export const ui_key_import = /** @type {(inputs: Ui_Key_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`匯入員工名單（CSV）…`)
};

export const ui_key_kept = /** @type {(inputs: Ui_Key_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已妥善保管`)
};

export const ui_key_leave = /** @type {(inputs: Ui_Key_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不動（${i?.word}）`)
};

export const ui_key_notice = /** @type {(inputs: Ui_Key_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場慣例`)
};

export const ui_key_pay = /** @type {(inputs: Ui_Key_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const ui_key_player_draws = /** @type {(inputs: Ui_Key_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家補牌`)
};

export const ui_key_player_stands = /** @type {(inputs: Ui_Key_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒家不補牌`)
};

export const ui_key_player_wins = /** @type {(inputs: Ui_Key_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`閒贏`)
};

export const ui_key_print = /** @type {(inputs: Ui_Key_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列印復原碼`)
};

export const ui_key_replay = /** @type {(inputs: Ui_Key_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重做錯題`)
};

export const ui_key_suggested = /** @type {(inputs: Ui_Key_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始建議的練習`)
};

export const ui_key_take = /** @type {(inputs: Ui_Key_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收`)
};

export const ui_key_tie = /** @type {(inputs: Ui_Key_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const ui_keypad_amount = /** @type {(inputs: Ui_Keypad_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金額`)
};

export const ui_keypad_answer = /** @type {(inputs: Ui_Keypad_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答`)
};

export const ui_keypad_group = /** @type {(inputs: Ui_Keypad_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}數字鍵盤`)
};

export const ui_links_dashboard = /** @type {(inputs: Ui_Links_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`導師總覽`)
};

export const ui_links_due = /** @type {(inputs: Ui_Links_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習待練項目`)
};

export const ui_links_due_count = /** @type {(inputs: Ui_Links_Due_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`練習待練項目（${i?.count}）`)
};

export const ui_links_progress = /** @type {(inputs: Ui_Links_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的進度`)
};

export const ui_mode_assessment = /** @type {(inputs: Ui_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const ui_mode_practice = /** @type {(inputs: Ui_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`練習`)
};

export const ui_nl_banker = /** @type {(inputs: Ui_Nl_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.min} – ${i?.max} · 賠 ${i?.odds}`)
};

export const ui_nl_banker_box = /** @type {(inputs: Ui_Nl_Banker_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.min} – ${i?.max} · 賠 ${i?.odds}（一賠一，${i?.rate} 記入佣金格）`)
};

export const ui_nl_banker_six = /** @type {(inputs: Ui_Nl_Banker_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`莊 ${i?.min} – ${i?.max} · 賠 1:1，莊以六點贏賠一半`)
};

export const ui_nl_burn = /** @type {(inputs: Ui_Nl_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴燒牌`)
};

export const ui_nl_decks = /** @type {(inputs: Ui_Nl_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌`)
};

export const ui_nl_dragon = /** @type {(inputs: Ui_Nl_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`龍寶 ${i?.range} · 例牌 ${i?.natural}；贏 9 點 ${i?.d9}，8 點 ${i?.d8}，7 點 ${i?.d7}，6 點 ${i?.d6}，5 點 ${i?.d5}，4 點 ${i?.d4}`)
};

export const ui_nl_liability = /** @type {(inputs: Ui_Nl_LiabilityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最高總賠付額 ${i?.amount}`)
};

export const ui_nl_pairs = /** @type {(inputs: Ui_Nl_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒對／莊對 ${i?.range} · 賠 ${i?.odds}`)
};

export const ui_nl_perfect = /** @type {(inputs: Ui_Nl_PerfectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`完美對子 ${i?.range} · 混色 ${i?.mixed}，同色 ${i?.coloured}，完美 ${i?.perfect}`)
};

export const ui_nl_player = /** @type {(inputs: Ui_Nl_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`閒 ${i?.min} – ${i?.max} · 賠 1:1`)
};

export const ui_nl_squeeze = /** @type {(inputs: Ui_Nl_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准許咪牌`)
};

export const ui_nl_super_six = /** @type {(inputs: Ui_Nl_Super_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`超級六 ${i?.range} · 賠 ${i?.odds}`)
};

export const ui_nl_tie = /** @type {(inputs: Ui_Nl_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和 ${i?.min} – ${i?.max} · 賠 ${i?.odds}`)
};

export const ui_no_practice_set = /** @type {(inputs: Ui_No_Practice_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`題庫中沒有練習題組，請先匯入一個。`)
};

export const ui_notice_close = /** @type {(inputs: Ui_Notice_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`關閉`)
};

export const ui_notice_conventions = /** @type {(inputs: Ui_Notice_ConventionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場慣例`)
};

export const ui_notice_label = /** @type {(inputs: Ui_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭枱告示`)
};

export const ui_notice_limits = /** @type {(inputs: Ui_Notice_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限額及賠率`)
};

export const ui_notice_table = /** @type {(inputs: Ui_Notice_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`賭枱 ${i?.id}`)
};

export const ui_old_files_kept = /** @type {(inputs: Ui_Old_Files_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的舊檔案已保留於 ${i?.paths}。`)
};

export const ui_pace_above_default = /** @type {(inputs: Ui_Pace_Above_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（達到或高於預設目標 ${i?.target}）`)
};

export const ui_pace_above_house = /** @type {(inputs: Ui_Pace_Above_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（達到或高於賭場目標 ${i?.target}）`)
};

export const ui_pace_accuracy = /** @type {(inputs: Ui_Pace_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率`)
};

export const ui_pace_an_hour = /** @type {(inputs: Ui_Pace_An_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`局/小時`)
};

export const ui_pace_below_default = /** @type {(inputs: Ui_Pace_Below_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（低於預設目標 ${i?.target}）`)
};

export const ui_pace_below_house = /** @type {(inputs: Ui_Pace_Below_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（低於賭場目標 ${i?.target}）`)
};

export const ui_pace_correct = /** @type {(inputs: Ui_Pace_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.coups} 局中答對 ${i?.correct} 局）`)
};

export const ui_pace_coup_one = /** @type {(inputs: Ui_Pace_Coup_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 局`)
};

export const ui_pace_coups = /** @type {(inputs: Ui_Pace_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 局`)
};

export const ui_pace_coups_h = /** @type {(inputs: Ui_Pace_Coups_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`局/小時`)
};

export const ui_pace_lab = /** @type {(inputs: Ui_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度練習`)
};

export const ui_pace_meter_title = /** @type {(inputs: Ui_Pace_Meter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以主程序的時鐘計算每小時局數，由發牌至每次作答`)
};

export const ui_pace_minutes = /** @type {(inputs: Ui_Pace_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} 分 ${i?.sec} 秒`)
};

export const ui_pace_no_coup = /** @type {(inputs: Ui_Pace_No_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未完成任何一局`)
};

export const ui_pace_no_run = /** @type {(inputs: Ui_Pace_No_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未進行速度練習。`)
};

export const ui_pace_rate = /** @type {(inputs: Ui_Pace_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小時 ${i?.rate} 局`)
};

export const ui_pace_right = /** @type {(inputs: Ui_Pace_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答對`)
};

export const ui_pace_run_detail = /** @type {(inputs: Ui_Pace_Run_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（目標 ${i?.target}）· ${i?.coups} 局中答對 ${i?.percent}`)
};

export const ui_pace_run_detail_one = /** @type {(inputs: Ui_Pace_Run_Detail_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（目標 ${i?.target}）· 1 局中答對 ${i?.percent}`)
};

export const ui_pace_target = /** @type {(inputs: Ui_Pace_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目標 ${i?.target}`)
};

export const ui_pace_target_default = /** @type {(inputs: Ui_Pace_Target_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目標 ${i?.target}（預設）`)
};

export const ui_pace_time = /** @type {(inputs: Ui_Pace_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上枱時間`)
};

export const ui_pace_time_detail = /** @type {(inputs: Ui_Pace_Time_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}，由程式計算，從每次發牌至每次作答`)
};

export const ui_pace_title = /** @type {(inputs: Ui_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度`)
};

export const ui_pile_close_up = /** @type {(inputs: Ui_Pile_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：籌碼特寫`)
};

export const ui_prog_accuracy = /** @type {(inputs: Ui_Prog_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率`)
};

export const ui_prog_assign = /** @type {(inputs: Ui_Prog_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以弱項建立題組並指派`)
};

export const ui_prog_attempts = /** @type {(inputs: Ui_Prog_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核記錄`)
};

export const ui_prog_back = /** @type {(inputs: Ui_Prog_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回`)
};

export const ui_prog_by_session = /** @type {(inputs: Ui_Prog_By_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按練習`)
};

export const ui_prog_by_week = /** @type {(inputs: Ui_Prog_By_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按週`)
};

export const ui_prog_cell_hint = /** @type {(inputs: Ui_Prog_Cell_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`點選格子（或用 Tab 移到該格再按 Enter），即可專門練習該情況。`)
};

export const ui_prog_cell_slow = /** @type {(inputs: Ui_Prog_Cell_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每格顯示其答案中太慢的數目（「2/9」）。灰色：少於 ${i?.few} 個答案，不足以判斷。`)
};

export const ui_prog_cell_wrong = /** @type {(inputs: Ui_Prog_Cell_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每格顯示其答案中答錯的數目（「2/9」）。灰色：少於 ${i?.few} 個答案，不足以判斷。`)
};

export const ui_prog_chart_accuracy = /** @type {(inputs: Ui_Prog_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率對比合格標準`)
};

export const ui_prog_chart_median = /** @type {(inputs: Ui_Prog_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位用時對比目標`)
};

export const ui_prog_colour_by = /** @type {(inputs: Ui_Prog_Colour_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`著色方式`)
};

export const ui_prog_drill = /** @type {(inputs: Ui_Prog_DrillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`練習：${i?.title}`)
};

export const ui_prog_due_today = /** @type {(inputs: Ui_Prog_Due_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`今日待練（${i?.count}）`)
};

export const ui_prog_errors = /** @type {(inputs: Ui_Prog_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯誤`)
};

export const ui_prog_errors_where = /** @type {(inputs: Ui_Prog_Errors_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯誤分佈`)
};

export const ui_prog_failed = /** @type {(inputs: Ui_Prog_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const ui_prog_floor_ready = /** @type {(inputs: Ui_Prog_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已達上枱水平`)
};

export const ui_prog_group_by = /** @type {(inputs: Ui_Prog_Group_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分組方式`)
};

export const ui_prog_held_back = /** @type {(inputs: Ui_Prog_Held_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}（暫停升級：最近一次考核不合格）`)
};

export const ui_prog_irregularities = /** @type {(inputs: Ui_Prog_IrregularitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按條款的異常情況`)
};

export const ui_prog_kind_case = /** @type {(inputs: Ui_Prog_Kind_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.case}`)
};

export const ui_prog_last_assessment = /** @type {(inputs: Ui_Prog_Last_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近一次考核`)
};

export const ui_prog_later_count = /** @type {(inputs: Ui_Prog_Later_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另有 ${i?.count} 個情況已到期。`)
};

export const ui_prog_later_count_one = /** @type {(inputs: Ui_Prog_Later_Count_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另有 1 個情況已到期。`)
};

export const ui_prog_later_days = /** @type {(inputs: Ui_Prog_Later_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每天最多 ${i?.perDay} 個：會在未來 ${i?.days} 天內出現，最後一天是 ${i?.last}。`)
};

export const ui_prog_later_tomorrow = /** @type {(inputs: Ui_Prog_Later_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每天最多 ${i?.perDay} 個：明天出現。`)
};

export const ui_prog_level = /** @type {(inputs: Ui_Prog_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等級`)
};

export const ui_prog_median = /** @type {(inputs: Ui_Prog_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位數`)
};

export const ui_prog_missed_again = /** @type {(inputs: Ui_Prog_Missed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屢次答錯`)
};

export const ui_prog_missed_title = /** @type {(inputs: Ui_Prog_Missed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`屢次答錯（${i?.count}）`)
};

export const ui_prog_misses = /** @type {(inputs: Ui_Prog_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.case} · ${i?.reviews} 次中答錯 ${i?.misses} 次`)
};

export const ui_prog_none = /** @type {(inputs: Ui_Prog_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`沒有。`)
};

export const ui_prog_none_yet = /** @type {(inputs: Ui_Prog_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暫時沒有。`)
};

export const ui_prog_not_floor_ready = /** @type {(inputs: Ui_Prog_Not_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未達到上枱水平`)
};

export const ui_prog_nothing = /** @type {(inputs: Ui_Prog_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const ui_prog_nothing_due = /** @type {(inputs: Ui_Prog_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今日沒有待練項目。`)
};

export const ui_prog_of_item_one = /** @type {(inputs: Ui_Prog_Of_Item_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 題中 ${i?.percent}`)
};

export const ui_prog_of_items = /** @type {(inputs: Ui_Prog_Of_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 題中 ${i?.percent}`)
};

export const ui_prog_over_time = /** @type {(inputs: Ui_Prog_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`歷來表現`)
};

export const ui_prog_passed = /** @type {(inputs: Ui_Prog_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const ui_prog_payouts = /** @type {(inputs: Ui_Prog_PayoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按注項及注碼的派彩`)
};

export const ui_prog_practise_due = /** @type {(inputs: Ui_Prog_Practise_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`練習待練項目（${i?.count}）`)
};

export const ui_prog_reading = /** @type {(inputs: Ui_Prog_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在讀取進度…`)
};

export const ui_prog_skill = /** @type {(inputs: Ui_Prog_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_prog_skills = /** @type {(inputs: Ui_Prog_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_prog_slowness = /** @type {(inputs: Ui_Prog_SlownessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`太慢`)
};

export const ui_prog_target = /** @type {(inputs: Ui_Prog_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`目標`)
};

export const ui_prog_title = /** @type {(inputs: Ui_Prog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`進度`)
};

export const ui_prog_title_of = /** @type {(inputs: Ui_Prog_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`進度：${i?.name}`)
};

export const ui_prog_top_slow = /** @type {(inputs: Ui_Prog_Top_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌規則（Tasmania 11），太慢／已答`)
};

export const ui_prog_top_wrong = /** @type {(inputs: Ui_Prog_Top_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`補牌規則（Tasmania 11），答錯／已答`)
};

export const ui_progress_words = /** @type {(inputs: Ui_Progress_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}：${i?.done}／${i?.total} 題（${i?.percent}）`)
};

export const ui_progress_words_one = /** @type {(inputs: Ui_Progress_Words_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}：${i?.done}／${i?.total} 題（${i?.percent}）`)
};

export const ui_push_word = /** @type {(inputs: Ui_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回`)
};

export const ui_rec_folder = /** @type {(inputs: Ui_Rec_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本程式的資料存放於 ${i?.folder}`)
};

export const ui_rec_intro = /** @type {(inputs: Ui_Rec_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如忘記導師密碼，這是重新進入導師模式的唯一方法。請列印或抄下，並放入保險箱。此碼只會顯示這一次。`)
};

export const ui_rec_sheet_text = /** @type {(inputs: Ui_Rec_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如忘記導師密碼：開啟程式，選擇「導師模式」，再選「忘記密碼？」，然後輸入此碼及新密碼。所有學員及成績都會保留；程式隨後會給你一個新的復原碼，取代此碼。`)
};

export const ui_rec_sheet_title = /** @type {(inputs: Ui_Rec_Sheet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家樂荷官培訓：導師密碼復原碼`)
};

export const ui_rec_title = /** @type {(inputs: Ui_Rec_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`復原碼`)
};

export const ui_red_line = /** @type {(inputs: Ui_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`紅線錯誤`)
};

export const ui_removed_damaged = /** @type {(inputs: Ui_Removed_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已移除損壞的記錄：${i?.what}。`)
};

export const ui_seat_bet = /** @type {(inputs: Ui_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 號位 ${i?.bet}`)
};

export const ui_seconds = /** @type {(inputs: Ui_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} 秒`)
};

export const ui_set_back = /** @type {(inputs: Ui_Set_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回`)
};

export const ui_set_house_rules = /** @type {(inputs: Ui_Set_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭場規則`)
};

export const ui_set_motion = /** @type {(inputs: Ui_Set_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`動畫`)
};

export const ui_set_motion_off = /** @type {(inputs: Ui_Set_Motion_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整動畫`)
};

export const ui_set_motion_on = /** @type {(inputs: Ui_Set_Motion_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`減少：牌直接出現，不移動`)
};

export const ui_set_motion_system = /** @type {(inputs: Ui_Set_Motion_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跟隨系統設定`)
};

export const ui_set_profile = /** @type {(inputs: Ui_Set_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`賭枱設定`)
};

export const ui_set_sound = /** @type {(inputs: Ui_Set_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`聲音`)
};

export const ui_set_speed = /** @type {(inputs: Ui_Set_SpeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`發牌速度：${i?.speed}×`)
};

export const ui_set_title = /** @type {(inputs: Ui_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`設定`)
};

export const ui_set_volume = /** @type {(inputs: Ui_Set_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`音量：${i?.percent}`)
};

export const ui_setup_added = /** @type {(inputs: Ui_Setup_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已新增 ${i?.name}。`)
};

export const ui_setup_imported = /** @type {(inputs: Ui_Setup_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已匯入：${i?.what}。`)
};

export const ui_st_choose = /** @type {(inputs: Ui_St_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇另一個資料夾…`)
};

export const ui_st_could_not_check = /** @type {(inputs: Ui_St_Could_Not_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培訓程式無法檢查其資料夾。`)
};

export const ui_st_file = /** @type {(inputs: Ui_St_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`檔案：`)
};

export const ui_st_fresh = /** @type {(inputs: Ui_St_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新開始`)
};

export const ui_st_retry = /** @type {(inputs: Ui_St_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再試一次`)
};

export const ui_st_title = /** @type {(inputs: Ui_St_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`無法開啟你的培訓記錄`)
};

export const ui_st_ways_out = /** @type {(inputs: Ui_St_Ways_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`請選擇另一個資料夾，或以新的資料檔開始。你的舊檔案會保留（改名），絕不刪除。`)
};

export const ui_staff_added = /** @type {(inputs: Ui_Staff_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`從 ${i?.file} 匯入 ${i?.count} 名學員`)
};

export const ui_staff_added_one = /** @type {(inputs: Ui_Staff_Added_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`從 ${i?.file} 匯入 1 名學員`)
};

export const ui_staff_cancel = /** @type {(inputs: Ui_Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const ui_staff_choose_other = /** @type {(inputs: Ui_Staff_Choose_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`選擇另一個檔案`)
};

export const ui_staff_fix_first = /** @type {(inputs: Ui_Staff_Fix_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一行都正確後才會匯入。請在檔案中修正以下各行，然後再次選擇該檔案：`)
};

export const ui_staff_heading = /** @type {(inputs: Ui_Staff_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.trainees}`)
};

export const ui_staff_heading_fix = /** @type {(inputs: Ui_Staff_Heading_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.trainees}，${i?.lines}需要修正`)
};

export const ui_staff_import = /** @type {(inputs: Ui_Staff_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`匯入這 ${i?.trainees}`)
};

export const ui_staff_line = /** @type {(inputs: Ui_Staff_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`行`)
};

export const ui_staff_line_one = /** @type {(inputs: Ui_Staff_Line_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 行`)
};

export const ui_staff_lines = /** @type {(inputs: Ui_Staff_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 行`)
};

export const ui_staff_name = /** @type {(inputs: Ui_Staff_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const ui_staff_number = /** @type {(inputs: Ui_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`員工編號`)
};

export const ui_staff_problem = /** @type {(inputs: Ui_Staff_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.line} 行：${i?.message}`)
};

export const ui_staff_trainee_one = /** @type {(inputs: Ui_Staff_Trainee_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 名學員`)
};

export const ui_staff_trainees = /** @type {(inputs: Ui_Staff_TraineesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 名學員`)
};

export const ui_stage_checking = /** @type {(inputs: Ui_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`檢查題組能否發牌`)
};

export const ui_stage_dealing = /** @type {(inputs: Ui_Stage_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發牌`)
};

export const ui_stage_rebuilding = /** @type {(inputs: Ui_Stage_RebuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按種子重新發出此練習`)
};

export const ui_step_dealing = /** @type {(inputs: Ui_Step_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`發牌中…`)
};

export const ui_step_item = /** @type {(inputs: Ui_Step_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.index} 題，共 ${i?.total} 題`)
};

export const ui_step_not_recorded = /** @type {(inputs: Ui_Step_Not_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的答案未能記錄：${i?.error} 請再試一次。`)
};

export const ui_step_step = /** @type {(inputs: Ui_Step_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.step} 步，共 ${i?.steps} 步`)
};

export const ui_step_time = /** @type {(inputs: Ui_Step_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限時 ${i?.time}`)
};

export const ui_step_time_hard = /** @type {(inputs: Ui_Step_Time_HardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限時 ${i?.time}（嚴格限時）`)
};

export const ui_sum_accuracy = /** @type {(inputs: Ui_Sum_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`準確率`)
};

export const ui_sum_assessment = /** @type {(inputs: Ui_Sum_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`· 考核`)
};

export const ui_sum_kind_question = /** @type {(inputs: Ui_Sum_Kind_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.question}`)
};

export const ui_sum_median = /** @type {(inputs: Ui_Sum_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`，每步中位數 ${i?.time}`)
};

export const ui_sum_median_head = /** @type {(inputs: Ui_Sum_Median_HeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位數`)
};

export const ui_sum_mistakes = /** @type {(inputs: Ui_Sum_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`錯題及更正`)
};

export const ui_sum_next = /** @type {(inputs: Ui_Sum_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一步：`)
};

export const ui_sum_not_passed = /** @type {(inputs: Ui_Sum_Not_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}：尚未合格`)
};

export const ui_sum_not_yet = /** @type {(inputs: Ui_Sum_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未合格`)
};

export const ui_sum_pass = /** @type {(inputs: Ui_Sum_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const ui_sum_pass_mark = /** @type {(inputs: Ui_Sum_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格標準`)
};

export const ui_sum_passed = /** @type {(inputs: Ui_Sum_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}：合格`)
};

export const ui_sum_result = /** @type {(inputs: Ui_Sum_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`結果`)
};

export const ui_sum_right = /** @type {(inputs: Ui_Sum_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 題中答對 ${i?.correct} 題（${i?.percent}）`)
};

export const ui_sum_skill = /** @type {(inputs: Ui_Sum_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_sum_skills = /** @type {(inputs: Ui_Sum_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_sum_too_slow = /** @type {(inputs: Ui_Sum_Too_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 題太慢`)
};

export const ui_sum_too_slow_all = /** @type {(inputs: Ui_Sum_Too_Slow_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 題太慢，尚未達到上枱水平`)
};

export const ui_tbl_bet_aria = /** @type {(inputs: Ui_Tbl_Bet_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：${i?.amount}${i?.status}`)
};

export const ui_tbl_discard = /** @type {(inputs: Ui_Tbl_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`棄牌盒`)
};

export const ui_tbl_label = /** @type {(inputs: Ui_Tbl_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`百家樂賭枱，${i?.seats} 個座位`)
};

export const ui_tbl_pile = /** @type {(inputs: Ui_Tbl_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一疊 ${i?.count} 個籌碼`)
};

export const ui_tbl_seat = /** @type {(inputs: Ui_Tbl_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 號位`)
};

export const ui_tbl_seat_seated = /** @type {(inputs: Ui_Tbl_Seat_SeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 號位，有玩家就座`)
};

export const ui_tbl_seats = /** @type {(inputs: Ui_Tbl_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座位`)
};

export const ui_tbl_shoe = /** @type {(inputs: Ui_Tbl_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴`)
};

export const ui_tbl_status_left = /** @type {(inputs: Ui_Tbl_Status_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`，不動`)
};

export const ui_tbl_status_paid = /** @type {(inputs: Ui_Tbl_Status_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`，已派彩 ${i?.amount}`)
};

export const ui_tbl_status_taken = /** @type {(inputs: Ui_Tbl_Status_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`，已收`)
};

export const ui_tr_add = /** @type {(inputs: Ui_Tr_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增`)
};

export const ui_tr_intro = /** @type {(inputs: Ui_Tr_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`逐一輸入學員的姓名及員工編號，或以 CSV 檔匯入員工名單（每行一個姓名及員工編號，以逗號或分號分隔，可有或沒有標題行）。之後可在導師模式中再新增。`)
};

export const ui_tr_later = /** @type {(inputs: Ui_Tr_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`稍後再新增學員：開啟學員端`)
};

export const ui_tr_list = /** @type {(inputs: Ui_Tr_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`學員（${i?.count}）`)
};

export const ui_tr_name = /** @type {(inputs: Ui_Tr_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const ui_tr_number = /** @type {(inputs: Ui_Tr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`員工編號（選填）`)
};

export const ui_tr_title = /** @type {(inputs: Ui_Tr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首批學員`)
};

export const ui_tray_add = /** @type {(inputs: Ui_Tray_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`加入一個 ${i?.amount} 籌碼`)
};

export const ui_tray_add_key = /** @type {(inputs: Ui_Tray_Add_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`加入一個 ${i?.amount} 籌碼（鍵 ${i?.key}）`)
};

export const ui_tray_clear = /** @type {(inputs: Ui_Tray_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除籌碼`)
};

export const ui_tray_label = /** @type {(inputs: Ui_Tray_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`籌碼盤`)
};

export const ui_tray_remove = /** @type {(inputs: Ui_Tray_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const ui_tray_remove_aria = /** @type {(inputs: Ui_Tray_Remove_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除一個 ${i?.amount} 籌碼`)
};

export const ui_tray_remove_title = /** @type {(inputs: Ui_Tray_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除一個（Shift+${i?.key}）`)
};

export const ui_wel_intro = /** @type {(inputs: Ui_Wel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你會像荷官一樣主持迷你百家樂：為每手牌報牌、處理補牌及宣佈結果，然後結算注碼。所有操作都可用鍵盤完成；每個按鈕上都標明了按鍵。`)
};

export const ui_wel_name = /** @type {(inputs: Ui_Wel_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的姓名`)
};

export const ui_wel_small = /** @type {(inputs: Ui_Wel_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`十局，不計時：約兩分鐘。之後是主頁，有題庫和你的進度。`)
};

export const ui_wel_start = /** @type {(inputs: Ui_Wel_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`開始我的第一個練習`)
};

export const ui_wel_title = /** @type {(inputs: Ui_Wel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`歡迎上枱`)
};