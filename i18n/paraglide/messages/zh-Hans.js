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
/** @typedef {{ count: NonNullable<unknown> }} Dash_ActiveInputs */
/** @typedef {{}} Dash_Assign_WeakInputs */
/** @typedef {{ title: NonNullable<unknown> }} Dash_AssignedInputs */
/** @typedef {{ done: NonNullable<unknown>, total: NonNullable<unknown> }} Dash_Assigned_DoneInputs */
/** @typedef {{ passed: NonNullable<unknown>, total: NonNullable<unknown> }} Dash_Attempts_PassedInputs */
/** @typedef {{}} Dash_CohortInputs */
/** @typedef {{}} Dash_Col_ActionsInputs */
/** @typedef {{}} Dash_Col_AnsweredInputs */
/** @typedef {{}} Dash_Col_AssignedInputs */
/** @typedef {{}} Dash_Col_AttemptsInputs */
/** @typedef {{}} Dash_Col_CaseInputs */
/** @typedef {{}} Dash_Col_DueInputs */
/** @typedef {{}} Dash_Col_Error_RateInputs */
/** @typedef {{}} Dash_Col_FlaggedInputs */
/** @typedef {{}} Dash_Col_FloorInputs */
/** @typedef {{}} Dash_Col_LastInputs */
/** @typedef {{}} Dash_Col_Pass_RateInputs */
/** @typedef {{}} Dash_Col_SetInputs */
/** @typedef {{}} Dash_Col_SkillInputs */
/** @typedef {{}} Dash_Col_SkillsInputs */
/** @typedef {{}} Dash_Col_Skills_HintInputs */
/** @typedef {{}} Dash_Col_TraineeInputs */
/** @typedef {{}} Dash_Col_TraineesInputs */
/** @typedef {{}} Dash_Col_WrongInputs */
/** @typedef {{}} Dash_Export_CsvInputs */
/** @typedef {{}} Dash_Export_XapiInputs */
/** @typedef {{ rows: NonNullable<unknown>, path: NonNullable<unknown> }} Dash_Exported_CsvInputs */
/** @typedef {{ rows: NonNullable<unknown>, path: NonNullable<unknown> }} Dash_Exported_XapiInputs */
/** @typedef {{}} Dash_FailInputs */
/** @typedef {{}} Dash_FromInputs */
/** @typedef {{}} Dash_Most_MissedInputs */
/** @typedef {{}} Dash_NeverInputs */
/** @typedef {{}} Dash_No_AttemptsInputs */
/** @typedef {{}} Dash_No_MatchInputs */
/** @typedef {{}} Dash_Not_YetInputs */
/** @typedef {{}} Dash_Nothing_MissedInputs */
/** @typedef {{}} Dash_OpenInputs */
/** @typedef {{ rate: NonNullable<unknown>, target: NonNullable<unknown> }} Dash_PaceInputs */
/** @typedef {{}} Dash_PassInputs */
/** @typedef {{}} Dash_Per_SetInputs */
/** @typedef {{}} Dash_Per_SkillInputs */
/** @typedef {{}} Dash_ReadyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Dash_Room_AnswersInputs */
/** @typedef {{ pct: NonNullable<unknown> }} Dash_Room_RightInputs */
/** @typedef {{}} Dash_ToInputs */
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
/** @typedef {{ item: NonNullable<unknown>, step: NonNullable<unknown>, currentItem: NonNullable<unknown>, currentStep: NonNullable<unknown> }} Main_Answer_Out_Of_StepInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Assessment_Results_LaterInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Assessment_Still_RunningInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Assign_ArchivedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Assign_AssessmentInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Assign_No_TraineeInputs */
/** @typedef {{}} Main_Attempt_OnlyInputs */
/** @typedef {{}} Main_Attempt_RunningInputs */
/** @typedef {{}} Main_Attempt_Still_OpenInputs */
/** @typedef {{ name: NonNullable<unknown>, attempts: NonNullable<unknown>, title: NonNullable<unknown> }} Main_Attempts_UsedInputs */
/** @typedef {{}} Main_Attview_AbandonedInputs */
/** @typedef {{}} Main_Attview_ClosedInputs */
/** @typedef {{}} Main_Attview_FinishedInputs */
/** @typedef {{}} Main_Attview_RunningInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Attview_Timed_Out_ManyInputs */
/** @typedef {{}} Main_Attview_Timed_Out_OneInputs */
/** @typedef {{ title: NonNullable<unknown>, error: NonNullable<unknown> }} Main_Closed_Summary_UnreadableInputs */
/** @typedef {{ error: NonNullable<unknown> }} Main_Closed_Without_SummaryInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Main_Could_Not_WriteInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Delete_Blocked_AbandonedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Delete_Blocked_RunningInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Delete_Confirm_NameInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Main_Delete_Passcode_WaitInputs */
/** @typedef {{}} Main_Delete_Passcode_WrongInputs */
/** @typedef {{ revision: NonNullable<unknown> }} Main_Docnote_RevisionInputs */
/** @typedef {{}} Main_Docnote_SavedInputs */
/** @typedef {{ fault: NonNullable<unknown> }} Main_Docnote_Saved_UnreachableInputs */
/** @typedef {{ station: NonNullable<unknown>, what: NonNullable<unknown> }} Main_Docnote_StationInputs */
/** @typedef {{}} Main_Docnote_What_AssignmentsInputs */
/** @typedef {{}} Main_Docnote_What_Drill_SetsInputs */
/** @typedef {{}} Main_Docnote_What_House_RulesInputs */
/** @typedef {{ dueOn: NonNullable<unknown>, today: NonNullable<unknown> }} Main_Due_In_PastInputs */
/** @typedef {{ field: NonNullable<unknown>, problem: NonNullable<unknown> }} Main_Field_ProblemInputs */
/** @typedef {{ file: NonNullable<unknown>, problem: NonNullable<unknown> }} Main_File_ProblemInputs */
/** @typedef {{ identifier: NonNullable<unknown>, name: NonNullable<unknown> }} Main_Identifier_TakenInputs */
/** @typedef {{}} Main_Keys_RefusedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Mock_Not_AssessmentInputs */
/** @typedef {{}} Main_Name_On_RecordInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_AssignmentInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_AttemptInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_Drill_SetInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_Drill_Set_BareInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_Drill_Set_In_LibraryInputs */
/** @typedef {{}} Main_No_Fresh_SeedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_No_MistakesInputs */
/** @typedef {{}} Main_No_PasscodeInputs */
/** @typedef {{}} Main_No_Practical_PartInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_ProfileInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_SessionInputs */
/** @typedef {{}} Main_No_Such_TraineeInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_TraineeInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_No_Trainee_BareInputs */
/** @typedef {{}} Main_Not_Set_UpInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Main_Nothing_WrittenInputs */
/** @typedef {{}} Main_Passcode_CommonInputs */
/** @typedef {{}} Main_Passcode_Not_ChangedInputs */
/** @typedef {{}} Main_Passcode_Set_MeanwhileInputs */
/** @typedef {{ min: NonNullable<unknown> }} Main_Passcode_ShortInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Main_Passcode_WaitInputs */
/** @typedef {{}} Main_Passcode_WrongInputs */
/** @typedef {{}} Main_Pin_ClearedInputs */
/** @typedef {{}} Main_Pin_Cleared_Pick_AgainInputs */
/** @typedef {{}} Main_Pin_CommonInputs */
/** @typedef {{}} Main_Pin_Digits_OnlyInputs */
/** @typedef {{}} Main_Pin_LockedInputs */
/** @typedef {{}} Main_Pin_NeededInputs */
/** @typedef {{}} Main_Pin_Not_ChangedInputs */
/** @typedef {{}} Main_Pin_Not_Signed_InInputs */
/** @typedef {{}} Main_Pin_RepeatedInputs */
/** @typedef {{}} Main_Pin_RunInputs */
/** @typedef {{}} Main_Pin_Set_MeanwhileInputs */
/** @typedef {{ max: NonNullable<unknown> }} Main_Pin_Too_LongInputs */
/** @typedef {{ min: NonNullable<unknown> }} Main_Pin_Too_ShortInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Main_Pin_WaitInputs */
/** @typedef {{}} Main_Pin_WrongInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Practice_Not_AssessmentInputs */
/** @typedef {{}} Main_Recovery_Code_ShapeInputs */
/** @typedef {{ title: NonNullable<unknown>, error: NonNullable<unknown> }} Main_Replay_Cannot_DealInputs */
/** @typedef {{ name: NonNullable<unknown>, title: NonNullable<unknown>, at: NonNullable<unknown>, minutes: NonNullable<unknown> }} Main_Retake_WaitInputs */
/** @typedef {{}} Main_Rnote_Cohort_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Rnote_Cohort_All_RefusedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Rnote_Cohort_OfflineInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Main_Rnote_Count_FailedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Rnote_Dash_AllInputs */
/** @typedef {{ count: NonNullable<unknown>, refused: NonNullable<unknown> }} Main_Rnote_Dash_All_RefusedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Rnote_Dash_OfflineInputs */
/** @typedef {{}} Main_Rnote_History_AllInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Rnote_History_All_RefusedInputs */
/** @typedef {{}} Main_Rnote_History_Not_ConfiguredInputs */
/** @typedef {{ problem: NonNullable<unknown>, station: NonNullable<unknown> }} Main_Rnote_History_OfflineInputs */
/** @typedef {{}} Main_Rnote_Progress_HereInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Main_Rnote_Progress_OfflineInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Rnote_Progress_OthersInputs */
/** @typedef {{ version: NonNullable<unknown>, stations: NonNullable<unknown> }} Main_Room_ConnectedInputs */
/** @typedef {{}} Main_Room_Enter_PasswordInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_HbaInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_Login_RevokedInputs */
/** @typedef {{ version: NonNullable<unknown>, known: NonNullable<unknown> }} Main_Room_Newer_SchemaInputs */
/** @typedef {{}} Main_Room_No_AnswerInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_No_DatabaseInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_No_RightInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_No_TlsInputs */
/** @typedef {{}} Main_Room_Not_A_RoomInputs */
/** @typedef {{ version: NonNullable<unknown>, known: NonNullable<unknown> }} Main_Room_Older_SchemaInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_OtherInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_Refused_RowInputs */
/** @typedef {{}} Main_Room_Registers_After_UnlockInputs */
/** @typedef {{ user: NonNullable<unknown> }} Main_Room_Role_RevokedInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown> }} Main_Room_StoppedInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_Tls_RequiredInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown> }} Main_Room_UnreachableInputs */
/** @typedef {{}} Main_Room_Where_DatabaseInputs */
/** @typedef {{}} Main_Room_Where_RoomInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_Wrong_PasswordInputs */
/** @typedef {{ title: NonNullable<unknown>, error: NonNullable<unknown> }} Main_Session_DamagedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Main_Session_EndedInputs */
/** @typedef {{ title: NonNullable<unknown>, error: NonNullable<unknown> }} Main_Set_Cannot_DealInputs */
/** @typedef {{ file: NonNullable<unknown>, id: NonNullable<unknown> }} Main_Set_Clash_IdInputs */
/** @typedef {{ file: NonNullable<unknown>, title: NonNullable<unknown> }} Main_Set_Clash_TitleInputs */
/** @typedef {{ staffNumber: NonNullable<unknown>, owner: NonNullable<unknown>, name: NonNullable<unknown> }} Main_Staff_Number_OtherInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Trainee_Archived_NameInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Trainee_MissingInputs */
/** @typedef {{}} Main_Trainer_LockedInputs */
/** @typedef {{}} Main_Trust_TamperedInputs */
/** @typedef {{}} Main_Trust_UnknownInputs */
/** @typedef {{}} Main_Verify_Block_DamagedInputs */
/** @typedef {{}} Main_Verify_Block_MissingInputs */
/** @typedef {{}} Main_Verify_ChangedInputs */
/** @typedef {{}} Main_Verify_EmptyInputs */
/** @typedef {{}} Main_Verify_Intact_GivenInputs */
/** @typedef {{}} Main_Verify_Intact_OwnInputs */
/** @typedef {{ label: NonNullable<unknown> }} Main_Verify_Intact_RegisteredInputs */
/** @typedef {{}} Main_Verify_Intact_StrangerInputs */
/** @typedef {{}} Main_Verify_Json_FormInputs */
/** @typedef {{}} Main_Verify_Key_DamagedInputs */
/** @typedef {{}} Main_Verify_Line_ChangedInputs */
/** @typedef {{}} Main_Verify_Line_DamagedInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Main_Verify_Not_JsonInputs */
/** @typedef {{ format: NonNullable<unknown> }} Main_Verify_Not_RecordInputs */
/** @typedef {{}} Main_Verify_Not_ReportInputs */
/** @typedef {{}} Main_Verify_Pdf_UnsignedInputs */
/** @typedef {{}} Main_Verify_Record_UnreadableInputs */
/** @typedef {{}} Main_Verify_Summary_MissingInputs */
/** @typedef {{ outcome: NonNullable<unknown>, problem: NonNullable<unknown> }} Main_Verify_With_ProblemInputs */
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
/** @typedef {{}} Trainer_AcknowledgeInputs */
/** @typedef {{}} Trainer_Af_AreasInputs */
/** @typedef {{}} Trainer_Af_AttemptsInputs */
/** @typedef {{}} Trainer_Af_LegendInputs */
/** @typedef {{}} Trainer_Af_PracticalInputs */
/** @typedef {{}} Trainer_Af_Redline_FailsInputs */
/** @typedef {{}} Trainer_Af_RedlinesInputs */
/** @typedef {{}} Trainer_Af_WaitInputs */
/** @typedef {{}} Trainer_AndInputs */
/** @typedef {{}} Trainer_ArchiveInputs */
/** @typedef {{}} Trainer_ArchivedInputs */
/** @typedef {{}} Trainer_Assess_Change_PasscodeInputs */
/** @typedef {{}} Trainer_Assess_Keys_FormInputs */
/** @typedef {{}} Trainer_Assess_Keys_StartInputs */
/** @typedef {{}} Trainer_Assess_TitleInputs */
/** @typedef {{}} Trainer_Assess_VerifyInputs */
/** @typedef {{}} Trainer_Assign_ChooseInputs */
/** @typedef {{}} Trainer_Assign_Choose_ErrorInputs */
/** @typedef {{}} Trainer_Assign_DoneInputs */
/** @typedef {{ day: NonNullable<unknown> }} Trainer_Assign_DueInputs */
/** @typedef {{}} Trainer_Assign_Due_ByInputs */
/** @typedef {{}} Trainer_Assign_Nobody_AfterInputs */
/** @typedef {{}} Trainer_Assign_Nobody_BeforeInputs */
/** @typedef {{}} Trainer_Assign_OverdueInputs */
/** @typedef {{ due: NonNullable<unknown>, today: NonNullable<unknown> }} Trainer_Assign_PastInputs */
/** @typedef {{}} Trainer_Assign_SetInputs */
/** @typedef {{}} Trainer_Assign_SubmitInputs */
/** @typedef {{}} Trainer_Assign_TitleInputs */
/** @typedef {{}} Trainer_Assign_ToInputs */
/** @typedef {{}} Trainer_Assign_To_DoInputs */
/** @typedef {{}} Trainer_Assign_To_LabelInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Assign_To_NameInputs */
/** @typedef {{}} Trainer_Attempt_AbandonedInputs */
/** @typedef {{ answered: NonNullable<unknown>, total: NonNullable<unknown> }} Trainer_Attempt_Abandoned_AnswersInputs */
/** @typedef {{ answered: NonNullable<unknown>, total: NonNullable<unknown> }} Trainer_Attempt_AnsweredInputs */
/** @typedef {{}} Trainer_Attempt_CloseInputs */
/** @typedef {{}} Trainer_Attempt_FinishedInputs */
/** @typedef {{}} Trainer_Attempt_HomeInputs */
/** @typedef {{}} Trainer_Attempt_LeaveInputs */
/** @typedef {{}} Trainer_Attempt_Leave_ConfirmInputs */
/** @typedef {{}} Trainer_Attempt_Leave_MessageInputs */
/** @typedef {{}} Trainer_Attempt_Leave_TitleInputs */
/** @typedef {{}} Trainer_Attempt_LockedInputs */
/** @typedef {{}} Trainer_Attempt_ModeInputs */
/** @typedef {{}} Trainer_Attempt_ResumeInputs */
/** @typedef {{}} Trainer_Attempt_Sitting_AfterInputs */
/** @typedef {{}} Trainer_Attempt_Sitting_BeforeInputs */
/** @typedef {{}} Trainer_Attempt_StayInputs */
/** @typedef {{ correct: NonNullable<unknown>, items: NonNullable<unknown> }} Trainer_Attempt_SummaryInputs */
/** @typedef {{ name: NonNullable<unknown>, staff: NonNullable<unknown>, attempt: NonNullable<unknown> }} Trainer_Attempt_WhoInputs */
/** @typedef {{}} Trainer_Audit_AboutInputs */
/** @typedef {{ rows: NonNullable<unknown> }} Trainer_Audit_ChecksInputs */
/** @typedef {{ rows: NonNullable<unknown>, sealed: NonNullable<unknown> }} Trainer_Audit_Checks_SealedInputs */
/** @typedef {{}} Trainer_Audit_Col_RowInputs */
/** @typedef {{ when: NonNullable<unknown>, row: NonNullable<unknown>, detail: NonNullable<unknown> }} Trainer_Audit_Earlier_FaultInputs */
/** @typedef {{}} Trainer_Audit_ExportInputs */
/** @typedef {{}} Trainer_Audit_NewestInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Audit_Newest_LastInputs */
/** @typedef {{ rows: NonNullable<unknown>, path: NonNullable<unknown> }} Trainer_Audit_SavedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Trainer_Audit_TamperedInputs */
/** @typedef {{ row: NonNullable<unknown>, problem: NonNullable<unknown> }} Trainer_Audit_Tampered_RowInputs */
/** @typedef {{}} Trainer_Audit_TitleInputs */
/** @typedef {{}} Trainer_BackInputs */
/** @typedef {{}} Trainer_CancelInputs */
/** @typedef {{}} Trainer_CandidateInputs */
/** @typedef {{}} Trainer_CandidatesInputs */
/** @typedef {{}} Trainer_CloseInputs */
/** @typedef {{}} Trainer_Close_ParenInputs */
/** @typedef {{}} Trainer_Col_AccuracyInputs */
/** @typedef {{}} Trainer_Col_ActionInputs */
/** @typedef {{}} Trainer_Col_AttemptInputs */
/** @typedef {{}} Trainer_Col_DetailInputs */
/** @typedef {{}} Trainer_Col_Last_ActiveInputs */
/** @typedef {{}} Trainer_Col_MedianInputs */
/** @typedef {{}} Trainer_Col_NameInputs */
/** @typedef {{}} Trainer_Col_Pass_MarkInputs */
/** @typedef {{}} Trainer_Col_ResultInputs */
/** @typedef {{}} Trainer_Col_RightInputs */
/** @typedef {{}} Trainer_Col_SessionsInputs */
/** @typedef {{}} Trainer_Col_SetInputs */
/** @typedef {{}} Trainer_Col_SittingInputs */
/** @typedef {{}} Trainer_Col_SkillInputs */
/** @typedef {{}} Trainer_Col_StaffInputs */
/** @typedef {{}} Trainer_Col_StartedInputs */
/** @typedef {{}} Trainer_Col_StationInputs */
/** @typedef {{}} Trainer_Col_StatusInputs */
/** @typedef {{}} Trainer_Col_To_DoInputs */
/** @typedef {{}} Trainer_Col_WhenInputs */
/** @typedef {{}} Trainer_ConfirmInputs */
/** @typedef {{}} Trainer_DeleteInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Answers_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Answers_OneInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Assignments_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Assignments_OneInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Attempts_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Attempts_OneInputs */
/** @typedef {{}} Trainer_Delete_EllipsisInputs */
/** @typedef {{}} Trainer_Delete_For_GoodInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Delete_IntroInputs */
/** @typedef {{}} Trainer_Delete_ItInputs */
/** @typedef {{}} Trainer_Delete_OutroInputs */
/** @typedef {{}} Trainer_Delete_PasscodeInputs */
/** @typedef {{ error: NonNullable<unknown> }} Trainer_Delete_Passcode_ErrorInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Sessions_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Delete_Sessions_OneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Delete_TitleInputs */
/** @typedef {{}} Trainer_Delete_Type_NameInputs */
/** @typedef {{}} Trainer_DiscardInputs */
/** @typedef {{}} Trainer_DuplicateInputs */
/** @typedef {{ decks: NonNullable<unknown>, stake: NonNullable<unknown> }} Trainer_Edges_AboutInputs */
/** @typedef {{}} Trainer_Edges_BetInputs */
/** @typedef {{}} Trainer_Edges_EdgeInputs */
/** @typedef {{}} Trainer_Edges_LabelInputs */
/** @typedef {{ list: NonNullable<unknown> }} Trainer_Edges_PushesInputs */
/** @typedef {{}} Trainer_Edges_TitleInputs */
/** @typedef {{ fields: NonNullable<unknown> }} Trainer_Edges_WaitingInputs */
/** @typedef {{ pct: NonNullable<unknown> }} Trainer_Edges_WasInputs */
/** @typedef {{}} Trainer_Edges_WinsInputs */
/** @typedef {{}} Trainer_EditInputs */
/** @typedef {{}} Trainer_ExportInputs */
/** @typedef {{}} Trainer_Form_NameInputs */
/** @typedef {{}} Trainer_Form_Name_EmptyInputs */
/** @typedef {{ error: NonNullable<unknown> }} Trainer_Form_Name_ErrorInputs */
/** @typedef {{}} Trainer_Form_StaffInputs */
/** @typedef {{ error: NonNullable<unknown> }} Trainer_Form_Staff_ErrorInputs */
/** @typedef {{}} Trainer_Form_Staff_HintInputs */
/** @typedef {{}} Trainer_HistoryInputs */
/** @typedef {{}} Trainer_History_ElsewhereInputs */
/** @typedef {{}} Trainer_History_NoneInputs */
/** @typedef {{ items: NonNullable<unknown> }} Trainer_ItemsInputs */
/** @typedef {{}} Trainer_Keep_EditingInputs */
/** @typedef {{}} Trainer_Keep_ItInputs */
/** @typedef {{}} Trainer_Key_ExportInputs */
/** @typedef {{}} Trainer_Key_RefreshInputs */
/** @typedef {{}} Trainer_Keys_AboutInputs */
/** @typedef {{}} Trainer_Keys_ArchiveInputs */
/** @typedef {{}} Trainer_Keys_Change_TabInputs */
/** @typedef {{}} Trainer_Keys_DeleteInputs */
/** @typedef {{}} Trainer_Keys_DuplicateInputs */
/** @typedef {{}} Trainer_Keys_EditInputs */
/** @typedef {{}} Trainer_Keys_ExportInputs */
/** @typedef {{}} Trainer_Keys_Name_ItInputs */
/** @typedef {{}} Trainer_Keys_OwnInputs */
/** @typedef {{}} Trainer_Keys_PemInputs */
/** @typedef {{}} Trainer_Keys_RenameInputs */
/** @typedef {{}} Trainer_Keys_SelectInputs */
/** @typedef {{}} Trainer_Keys_ShowInputs */
/** @typedef {{}} Trainer_Keys_TickInputs */
/** @typedef {{}} Trainer_Keys_TitleInputs */
/** @typedef {{}} Trainer_Keys_TrustInputs */
/** @typedef {{ label: NonNullable<unknown> }} Trainer_Keys_TrustedInputs */
/** @typedef {{}} Trainer_Leave_Unsaved_MessageInputs */
/** @typedef {{}} Trainer_Leave_Unsaved_TitleInputs */
/** @typedef {{}} Trainer_Leave_Without_SavingInputs */
/** @typedef {{}} Trainer_Ledger_AboutInputs */
/** @typedef {{}} Trainer_Ledger_ChangedInputs */
/** @typedef {{ when: NonNullable<unknown>, message: NonNullable<unknown> }} Trainer_Ledger_EarlierInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Trainer_Ledger_ProblemInputs */
/** @typedef {{ error: NonNullable<unknown> }} Trainer_Ledger_UncheckedInputs */
/** @typedef {{}} Trainer_List_CommaInputs */
/** @typedef {{}} Trainer_Mode_AssessmentInputs */
/** @typedef {{}} Trainer_Mode_PracticeInputs */
/** @typedef {{}} Trainer_No_CandidatesInputs */
/** @typedef {{}} Trainer_No_TraineesInputs */
/** @typedef {{}} Trainer_Not_YetInputs */
/** @typedef {{}} Trainer_Nothing_AssignedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Notice_CountersignedInputs */
/** @typedef {{}} Trainer_Notice_Passcode_ChangedInputs */
/** @typedef {{}} Trainer_Notice_Passcode_SetInputs */
/** @typedef {{}} Trainer_Notice_Practical_SavedInputs */
/** @typedef {{ path: NonNullable<unknown> }} Trainer_Notice_Saved_CsvInputs */
/** @typedef {{ format: NonNullable<unknown>, path: NonNullable<unknown> }} Trainer_Notice_Saved_SignedInputs */
/** @typedef {{ label: NonNullable<unknown>, fingerprint: NonNullable<unknown> }} Trainer_Notice_TrustedInputs */
/** @typedef {{}} Trainer_OpenInputs */
/** @typedef {{ station: NonNullable<unknown> }} Trainer_Open_OnInputs */
/** @typedef {{}} Trainer_OptionalInputs */
/** @typedef {{}} Trainer_OrInputs */
/** @typedef {{}} Trainer_Outcome_FailInputs */
/** @typedef {{}} Trainer_Outcome_PassInputs */
/** @typedef {{}} Trainer_Outcome_RetakeInputs */
/** @typedef {{}} Trainer_Paren_EndInputs */
/** @typedef {{}} Trainer_Pass_AgainInputs */
/** @typedef {{}} Trainer_Pass_Change_TitleInputs */
/** @typedef {{}} Trainer_Pass_CurrentInputs */
/** @typedef {{}} Trainer_Pass_DifferInputs */
/** @typedef {{}} Trainer_Pass_Mode_TitleInputs */
/** @typedef {{}} Trainer_Pass_NewInputs */
/** @typedef {{}} Trainer_Pass_PasscodeInputs */
/** @typedef {{}} Trainer_Pass_SaveInputs */
/** @typedef {{}} Trainer_Pass_Set_AboutInputs */
/** @typedef {{}} Trainer_Pass_Set_TitleInputs */
/** @typedef {{}} Trainer_Pass_UnlockInputs */
/** @typedef {{}} Trainer_Pass_Unlock_AboutInputs */
/** @typedef {{}} Trainer_Pin_ClearInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Pin_ClearedInputs */
/** @typedef {{}} Trainer_Pm_Col_MarkInputs */
/** @typedef {{}} Trainer_Pm_Col_MedianInputs */
/** @typedef {{}} Trainer_Pm_Col_SkillInputs */
/** @typedef {{}} Trainer_Pm_LegendInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Trainer_Pm_Mark_OfInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Trainer_Pm_Median_OfInputs */
/** @typedef {{}} Trainer_Pm_NoneInputs */
/** @typedef {{}} Trainer_Pm_OverallInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Practical_Against_DefaultInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Trainer_Practical_Against_RevisionInputs */
/** @typedef {{}} Trainer_Practical_ChooseInputs */
/** @typedef {{}} Trainer_Practical_CommentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Practical_ConfirmInputs */
/** @typedef {{}} Trainer_Practical_CountersignInputs */
/** @typedef {{ name: NonNullable<unknown>, when: NonNullable<unknown> }} Trainer_Practical_CountersignedInputs */
/** @typedef {{ area: NonNullable<unknown> }} Trainer_Practical_Fails_AreaInputs */
/** @typedef {{}} Trainer_Practical_Fails_PartInputs */
/** @typedef {{ area: NonNullable<unknown> }} Trainer_Practical_Grade_OfInputs */
/** @typedef {{}} Trainer_Practical_KeysInputs */
/** @typedef {{}} Trainer_Practical_No_RedInputs */
/** @typedef {{ outcome: NonNullable<unknown> }} Trainer_Practical_PartInputs */
/** @typedef {{}} Trainer_Practical_ReadingInputs */
/** @typedef {{}} Trainer_Practical_Red_LinesInputs */
/** @typedef {{ assessor: NonNullable<unknown> }} Trainer_Practical_Same_AssessorInputs */
/** @typedef {{}} Trainer_Practical_SaveInputs */
/** @typedef {{ revision: NonNullable<unknown> }} Trainer_Practical_Saved_RevisionInputs */
/** @typedef {{}} Trainer_Practical_SecondInputs */
/** @typedef {{}} Trainer_Practical_Second_AboutInputs */
/** @typedef {{}} Trainer_Practical_The_SecondInputs */
/** @typedef {{}} Trainer_Practical_TitleInputs */
/** @typedef {{}} Trainer_Preview_AnswerInputs */
/** @typedef {{}} Trainer_Preview_NoneInputs */
/** @typedef {{}} Trainer_Preview_Red_LineInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Preview_SectionInputs */
/** @typedef {{}} Trainer_Prof_App_TargetsInputs */
/** @typedef {{}} Trainer_Prof_Builtin_GroupInputs */
/** @typedef {{}} Trainer_Prof_Builtin_No_DeleteInputs */
/** @typedef {{}} Trainer_Prof_Close_QInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Trainer_Prof_CommissionInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Prof_Copy_SavedInputs */
/** @typedef {{ decks: NonNullable<unknown> }} Trainer_Prof_DecksInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trainer_Prof_Delete_QInputs */
/** @typedef {{}} Trainer_Prof_Delete_TitleInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trainer_Prof_DeletedInputs */
/** @typedef {{}} Trainer_Prof_Doing_DeleteInputs */
/** @typedef {{}} Trainer_Prof_Doing_DuplicateInputs */
/** @typedef {{}} Trainer_Prof_Doing_HouseInputs */
/** @typedef {{}} Trainer_Prof_Doing_ReadInputs */
/** @typedef {{}} Trainer_Prof_Doing_Set_HouseInputs */
/** @typedef {{}} Trainer_Prof_Doing_UsageInputs */
/** @typedef {{}} Trainer_Prof_Dup_To_EditInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Prof_Editor_EditInputs */
/** @typedef {{}} Trainer_Prof_Editor_NewInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Prof_Editor_ViewInputs */
/** @typedef {{}} Trainer_Prof_Floor_BackInputs */
/** @typedef {{}} Trainer_Prof_Floor_TargetsInputs */
/** @typedef {{}} Trainer_Prof_House_BadgeInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trainer_Prof_House_NowInputs */
/** @typedef {{ id: NonNullable<unknown> }} Trainer_Prof_House_Now_AppInputs */
/** @typedef {{}} Trainer_Prof_KeysInputs */
/** @typedef {{}} Trainer_Prof_ListInputs */
/** @typedef {{ count: NonNullable<unknown>, titles: NonNullable<unknown> }} Trainer_Prof_Many_EmbedInputs */
/** @typedef {{}} Trainer_Prof_NewInputs */
/** @typedef {{}} Trainer_Prof_No_Set_EmbedsInputs */
/** @typedef {{}} Trainer_Prof_NoneInputs */
/** @typedef {{ titles: NonNullable<unknown> }} Trainer_Prof_One_EmbedsInputs */
/** @typedef {{}} Trainer_Prof_Own_GroupInputs */
/** @typedef {{}} Trainer_Prof_Practice_BackInputs */
/** @typedef {{ count: NonNullable<unknown>, fields: NonNullable<unknown> }} Trainer_Prof_Problems_ManyInputs */
/** @typedef {{ fields: NonNullable<unknown> }} Trainer_Prof_Problems_OneInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Prof_SavedInputs */
/** @typedef {{}} Trainer_Prof_Six_HalfInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Trainer_Prof_TieInputs */
/** @typedef {{}} Trainer_Prof_TitleInputs */
/** @typedef {{}} Trainer_Prof_Use_TargetsInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Trainer_Record_AnswerInputs */
/** @typedef {{}} Trainer_Record_AssessorInputs */
/** @typedef {{ number: NonNullable<unknown>, allowed: NonNullable<unknown> }} Trainer_Record_Attempt_OfInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Trainer_Record_CorrectInputs */
/** @typedef {{}} Trainer_Record_DateInputs */
/** @typedef {{}} Trainer_Record_HouseInputs */
/** @typedef {{}} Trainer_Record_Knowledge_FailedInputs */
/** @typedef {{ correct: NonNullable<unknown>, items: NonNullable<unknown>, accuracy: NonNullable<unknown>, mark: NonNullable<unknown>, timedOut: NonNullable<unknown> }} Trainer_Record_Knowledge_LineInputs */
/** @typedef {{}} Trainer_Record_Knowledge_PassedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Record_LeftInputs */
/** @typedef {{}} Trainer_Record_PrintInputs */
/** @typedef {{ item: NonNullable<unknown>, label: NonNullable<unknown> }} Trainer_Record_Red_LineInputs */
/** @typedef {{}} Trainer_Record_ReplayInputs */
/** @typedef {{}} Trainer_Record_Replay_TitleInputs */
/** @typedef {{}} Trainer_Record_ReportsInputs */
/** @typedef {{}} Trainer_Record_Save_CsvInputs */
/** @typedef {{}} Trainer_Record_Save_JsonInputs */
/** @typedef {{}} Trainer_Record_Save_PdfInputs */
/** @typedef {{}} Trainer_Record_SeedInputs */
/** @typedef {{ seed: NonNullable<unknown>, seeding: NonNullable<unknown> }} Trainer_Record_SeedingInputs */
/** @typedef {{ title: NonNullable<unknown>, version: NonNullable<unknown> }} Trainer_Record_Set_VersionInputs */
/** @typedef {{}} Trainer_Record_Timed_OutInputs */
/** @typedef {{}} Trainer_Recover_AboutInputs */
/** @typedef {{}} Trainer_Recover_CodeInputs */
/** @typedef {{}} Trainer_Recover_SubmitInputs */
/** @typedef {{}} Trainer_Recover_TitleInputs */
/** @typedef {{ when: NonNullable<unknown> }} Trainer_Recovered_OnInputs */
/** @typedef {{}} Trainer_Recovery_Code_AboutInputs */
/** @typedef {{}} Trainer_Recovery_Code_TitleInputs */
/** @typedef {{}} Trainer_Recovery_KeptInputs */
/** @typedef {{}} Trainer_RefreshInputs */
/** @typedef {{}} Trainer_RemoveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Remove_NamedInputs */
/** @typedef {{}} Trainer_RenameInputs */
/** @typedef {{}} Trainer_Replace_ItInputs */
/** @typedef {{}} Trainer_Result_FailInputs */
/** @typedef {{}} Trainer_Result_In_ProgressInputs */
/** @typedef {{}} Trainer_Result_PassInputs */
/** @typedef {{}} Trainer_Result_PendingInputs */
/** @typedef {{ areas: NonNullable<unknown> }} Trainer_Result_RetakeInputs */
/** @typedef {{}} Trainer_Room_All_InInputs */
/** @typedef {{}} Trainer_Room_AlreadyInputs */
/** @typedef {{}} Trainer_Room_AssessmentInputs */
/** @typedef {{}} Trainer_Room_Col_AnswersInputs */
/** @typedef {{}} Trainer_Room_Col_EndedInputs */
/** @typedef {{}} Trainer_Room_Col_HereInputs */
/** @typedef {{}} Trainer_Room_Col_In_RoomInputs */
/** @typedef {{}} Trainer_Room_Col_LastInputs */
/** @typedef {{}} Trainer_Room_Col_RightInputs */
/** @typedef {{}} Trainer_Room_Col_SessionInputs */
/** @typedef {{}} Trainer_Room_Col_SessionsInputs */
/** @typedef {{}} Trainer_Room_Col_StaffInputs */
/** @typedef {{}} Trainer_Room_Col_StartedInputs */
/** @typedef {{}} Trainer_Room_Col_StationInputs */
/** @typedef {{}} Trainer_Room_Col_StationsInputs */
/** @typedef {{ revision: NonNullable<unknown>, theirs: NonNullable<unknown>, station: NonNullable<unknown>, at: NonNullable<unknown>, what: NonNullable<unknown> }} Trainer_Room_ConflictInputs */
/** @typedef {{ when: NonNullable<unknown> }} Trainer_Room_Conflict_AtInputs */
/** @typedef {{}} Trainer_Room_DashboardInputs */
/** @typedef {{}} Trainer_Room_DatabaseInputs */
/** @typedef {{}} Trainer_Room_Every_TraineeInputs */
/** @typedef {{}} Trainer_Room_HostInputs */
/** @typedef {{}} Trainer_Room_JoinInputs */
/** @typedef {{ when: NonNullable<unknown> }} Trainer_Room_Last_PushInputs */
/** @typedef {{}} Trainer_Room_LeadInputs */
/** @typedef {{}} Trainer_Room_LeaveInputs */
/** @typedef {{}} Trainer_Room_MemoryInputs */
/** @typedef {{}} Trainer_Room_MissingInputs */
/** @typedef {{}} Trainer_Room_Need_DatabaseInputs */
/** @typedef {{}} Trainer_Room_Need_HostInputs */
/** @typedef {{}} Trainer_Room_Need_PasswordInputs */
/** @typedef {{}} Trainer_Room_Need_PortInputs */
/** @typedef {{}} Trainer_Room_Need_StationInputs */
/** @typedef {{}} Trainer_Room_New_TraineeInputs */
/** @typedef {{}} Trainer_Room_No_SessionInputs */
/** @typedef {{}} Trainer_Room_NoneInputs */
/** @typedef {{}} Trainer_Room_PasswordInputs */
/** @typedef {{}} Trainer_Room_Pc_TraineesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Room_PendingInputs */
/** @typedef {{}} Trainer_Room_PortInputs */
/** @typedef {{}} Trainer_Room_PreviewInputs */
/** @typedef {{}} Trainer_Room_PushInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Room_RefusedInputs */
/** @typedef {{}} Trainer_Room_RoleInputs */
/** @typedef {{}} Trainer_Room_Role_StationInputs */
/** @typedef {{}} Trainer_Room_Role_TrainerInputs */
/** @typedef {{}} Trainer_Room_Save_ReconnectInputs */
/** @typedef {{}} Trainer_Room_SealedInputs */
/** @typedef {{}} Trainer_Room_Sessions_EveryInputs */
/** @typedef {{}} Trainer_Room_Sessions_HereInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Room_Sessions_RefusedInputs */
/** @typedef {{}} Trainer_Room_StationInputs */
/** @typedef {{}} Trainer_Room_TestInputs */
/** @typedef {{}} Trainer_Room_This_PcInputs */
/** @typedef {{}} Trainer_Room_TitleInputs */
/** @typedef {{}} Trainer_Room_TlsInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Room_Upload_AlreadyInputs */
/** @typedef {{ sessions: NonNullable<unknown>, responses: NonNullable<unknown>, attempts: NonNullable<unknown>, grades: NonNullable<unknown> }} Trainer_Room_Upload_CountsInputs */
/** @typedef {{}} Trainer_Room_Upload_Nothing_DeletedInputs */
/** @typedef {{}} Trainer_Room_UploadsInputs */
/** @typedef {{}} Trainer_SaveInputs */
/** @typedef {{}} Trainer_Se_Add_SectionInputs */
/** @typedef {{}} Trainer_Se_AssessmentInputs */
/** @typedef {{}} Trainer_Se_BackInputs */
/** @typedef {{}} Trainer_Se_BuiltinInputs */
/** @typedef {{}} Trainer_Se_Builtin_GroupInputs */
/** @typedef {{}} Trainer_Se_CarriedInputs */
/** @typedef {{}} Trainer_Se_CheckingInputs */
/** @typedef {{}} Trainer_Se_DecksInputs */
/** @typedef {{}} Trainer_Se_Decks_HintInputs */
/** @typedef {{}} Trainer_Se_DescriptionInputs */
/** @typedef {{}} Trainer_Se_EditInputs */
/** @typedef {{}} Trainer_Se_Hard_LimitInputs */
/** @typedef {{}} Trainer_Se_LabelInputs */
/** @typedef {{}} Trainer_Se_ModeInputs */
/** @typedef {{}} Trainer_Se_Mode_LabelInputs */
/** @typedef {{}} Trainer_Se_NewInputs */
/** @typedef {{}} Trainer_Se_New_SampleInputs */
/** @typedef {{}} Trainer_Se_No_ProblemsInputs */
/** @typedef {{}} Trainer_Se_PracticeInputs */
/** @typedef {{}} Trainer_Se_PreviewInputs */
/** @typedef {{}} Trainer_Se_Preview_HintInputs */
/** @typedef {{}} Trainer_Se_Preview_TitleInputs */
/** @typedef {{}} Trainer_Se_ProfileInputs */
/** @typedef {{}} Trainer_Se_Read_StacksInputs */
/** @typedef {{}} Trainer_Se_SectionsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Se_StaleInputs */
/** @typedef {{}} Trainer_Se_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Trainer_Se_To_FixInputs */
/** @typedef {{}} Trainer_Se_Use_CurrentInputs */
/** @typedef {{}} Trainer_Se_Your_RulesInputs */
/** @typedef {{}} Trainer_Sec_BasicInputs */
/** @typedef {{}} Trainer_Sec_Choose_CaseInputs */
/** @typedef {{}} Trainer_Sec_DifficultyInputs */
/** @typedef {{}} Trainer_Sec_DownInputs */
/** @typedef {{ labels: NonNullable<unknown>, kind: NonNullable<unknown> }} Trainer_Sec_Dropped_ManyInputs */
/** @typedef {{ labels: NonNullable<unknown>, kind: NonNullable<unknown> }} Trainer_Sec_Dropped_OneInputs */
/** @typedef {{}} Trainer_Sec_HardInputs */
/** @typedef {{}} Trainer_Sec_ItemsInputs */
/** @typedef {{}} Trainer_Sec_KindInputs */
/** @typedef {{ n: NonNullable<unknown>, kind: NonNullable<unknown> }} Trainer_Sec_LegendInputs */
/** @typedef {{}} Trainer_Sec_OnlyInputs */
/** @typedef {{}} Trainer_Sec_RemoveInputs */
/** @typedef {{}} Trainer_Sec_SecondsInputs */
/** @typedef {{}} Trainer_Sec_StandardInputs */
/** @typedef {{}} Trainer_Sec_TargetInputs */
/** @typedef {{}} Trainer_Sec_Target_HintInputs */
/** @typedef {{}} Trainer_Sec_TimedInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Trainer_Sec_UndoInputs */
/** @typedef {{}} Trainer_Sec_UntimedInputs */
/** @typedef {{}} Trainer_Sec_UpInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Trainer_SecondsInputs */
/** @typedef {{ title: NonNullable<unknown>, items: NonNullable<unknown> }} Trainer_Set_ItemsInputs */
/** @typedef {{}} Trainer_Sets_Built_InInputs */
/** @typedef {{}} Trainer_Sets_Builtin_GroupInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_ClashInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_Clash_BuiltinInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Trainer_Sets_Delete_MessageInputs */
/** @typedef {{}} Trainer_Sets_Delete_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_DeletedInputs */
/** @typedef {{}} Trainer_Sets_Doing_CheckInputs */
/** @typedef {{}} Trainer_Sets_Doing_DeleteInputs */
/** @typedef {{}} Trainer_Sets_Doing_DuplicateInputs */
/** @typedef {{}} Trainer_Sets_Doing_ExportInputs */
/** @typedef {{ doing: NonNullable<unknown>, message: NonNullable<unknown> }} Trainer_Sets_Doing_FailedInputs */
/** @typedef {{}} Trainer_Sets_Doing_ImportInputs */
/** @typedef {{}} Trainer_Sets_Doing_OpenInputs */
/** @typedef {{}} Trainer_Sets_Doing_PreviewInputs */
/** @typedef {{}} Trainer_Sets_Doing_ReadInputs */
/** @typedef {{}} Trainer_Sets_Doing_Read_HousesInputs */
/** @typedef {{}} Trainer_Sets_Doing_RenameInputs */
/** @typedef {{}} Trainer_Sets_Doing_RoomInputs */
/** @typedef {{}} Trainer_Sets_Doing_SaveInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_DuplicatedInputs */
/** @typedef {{ title: NonNullable<unknown>, path: NonNullable<unknown> }} Trainer_Sets_ExportedInputs */
/** @typedef {{}} Trainer_Sets_ImportInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_ImportedInputs */
/** @typedef {{}} Trainer_Sets_Keep_BothInputs */
/** @typedef {{}} Trainer_Sets_Keys_OnInputs */
/** @typedef {{}} Trainer_Sets_Keys_Tab_ToInputs */
/** @typedef {{}} Trainer_Sets_NewInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Sets_New_Title_ForInputs */
/** @typedef {{}} Trainer_Sets_None_BuildsInputs */
/** @typedef {{}} Trainer_Sets_None_DuplicatesInputs */
/** @typedef {{}} Trainer_Sets_None_YetInputs */
/** @typedef {{}} Trainer_Sets_Not_ImportedInputs */
/** @typedef {{}} Trainer_Sets_Not_In_RoomInputs */
/** @typedef {{}} Trainer_Sets_Not_SavedInputs */
/** @typedef {{}} Trainer_Sets_OwnInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Trainer_Sets_RenamedInputs */
/** @typedef {{}} Trainer_Sets_ReplaceInputs */
/** @typedef {{ title: NonNullable<unknown>, file: NonNullable<unknown> }} Trainer_Sets_Replace_MessageInputs */
/** @typedef {{}} Trainer_Sets_Replace_TitleInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Trainer_Sets_ReplacedInputs */
/** @typedef {{ revision: NonNullable<unknown> }} Trainer_Sets_RevisionInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Trainer_Sets_SavedInputs */
/** @typedef {{}} Trainer_Sets_TitleInputs */
/** @typedef {{}} Trainer_Start_AboutInputs */
/** @typedef {{}} Trainer_Start_AssessorInputs */
/** @typedef {{}} Trainer_Start_CandidateInputs */
/** @typedef {{}} Trainer_Start_Choose_SetInputs */
/** @typedef {{}} Trainer_Start_SetInputs */
/** @typedef {{ title: NonNullable<unknown>, items: NonNullable<unknown> }} Trainer_Start_Set_ItemsInputs */
/** @typedef {{}} Trainer_Start_StaffInputs */
/** @typedef {{}} Trainer_Start_SubmitInputs */
/** @typedef {{}} Trainer_Start_TitleInputs */
/** @typedef {{}} Trainer_Std_AboutInputs */
/** @typedef {{}} Trainer_Std_Add_AreaInputs */
/** @typedef {{}} Trainer_Std_Add_RedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Area_NameInputs */
/** @typedef {{}} Trainer_Std_Col_FailsInputs */
/** @typedef {{}} Trainer_Std_Col_KeyInputs */
/** @typedef {{}} Trainer_Std_Col_RuleInputs */
/** @typedef {{}} Trainer_Std_Col_SawInputs */
/** @typedef {{ area: NonNullable<unknown>, grade: NonNullable<unknown> }} Trainer_Std_CriteriaInputs */
/** @typedef {{}} Trainer_Std_DefaultInputs */
/** @typedef {{}} Trainer_Std_Field_TitleInputs */
/** @typedef {{ area: NonNullable<unknown>, grade: NonNullable<unknown> }} Trainer_Std_Grade_MeansInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Red_FailsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Red_KeyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Red_LineInputs */
/** @typedef {{}} Trainer_Std_Red_LinesInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Red_RuleInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Std_Remove_RedInputs */
/** @typedef {{ revision: NonNullable<unknown>, when: NonNullable<unknown> }} Trainer_Std_RevisionInputs */
/** @typedef {{ revision: NonNullable<unknown> }} Trainer_Std_SavedInputs */
/** @typedef {{}} Trainer_Std_The_PartInputs */
/** @typedef {{}} Trainer_Std_TitleInputs */
/** @typedef {{}} Trainer_Std_UndoInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Ta_AddedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Ta_ArchivedInputs */
/** @typedef {{ title: NonNullable<unknown>, names: NonNullable<unknown> }} Trainer_Ta_AssignedInputs */
/** @typedef {{ title: NonNullable<unknown>, names: NonNullable<unknown>, due: NonNullable<unknown> }} Trainer_Ta_Assigned_DueInputs */
/** @typedef {{ name: NonNullable<unknown>, sessions: NonNullable<unknown>, answers: NonNullable<unknown>, attempts: NonNullable<unknown> }} Trainer_Ta_DeletedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Trainer_Ta_ImportedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Ta_SavedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Ta_UnarchivedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Trainer_Ta_UnassignedInputs */
/** @typedef {{}} Trainer_Tab_AssessmentsInputs */
/** @typedef {{}} Trainer_Tab_AuditInputs */
/** @typedef {{}} Trainer_Tab_DashboardInputs */
/** @typedef {{}} Trainer_Tab_ProfilesInputs */
/** @typedef {{}} Trainer_Tab_RoomInputs */
/** @typedef {{}} Trainer_Tab_SetsInputs */
/** @typedef {{}} Trainer_Tab_StandardInputs */
/** @typedef {{}} Trainer_Tab_TraineesInputs */
/** @typedef {{}} Trainer_Tabs_LabelInputs */
/** @typedef {{}} Trainer_TamperedInputs */
/** @typedef {{}} Trainer_Trainees_AddInputs */
/** @typedef {{ day: NonNullable<unknown> }} Trainer_Trainees_AddedInputs */
/** @typedef {{}} Trainer_Trainees_AssignedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Trainer_Trainees_Edit_TitleInputs */
/** @typedef {{}} Trainer_Trainees_ImportInputs */
/** @typedef {{}} Trainer_Trainees_Select_Or_AddInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Trainees_Sessions_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Trainer_Trainees_Sessions_OneInputs */
/** @typedef {{}} Trainer_Trainees_Show_ArchivedInputs */
/** @typedef {{}} Trainer_Trainees_TitleInputs */
/** @typedef {{}} Trainer_UnarchiveInputs */
/** @typedef {{}} Trainer_UnassignInputs */
/** @typedef {{}} Trainer_UnsavedInputs */
/** @typedef {{}} Trainer_Unsaved_TitleInputs */
/** @typedef {{}} Trainer_Verify_DropInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Trainer_Verify_SignerInputs */
/** @typedef {{ candidate: NonNullable<unknown>, staff: NonNullable<unknown>, set: NonNullable<unknown>, result: NonNullable<unknown>, id: NonNullable<unknown> }} Trainer_Verify_SubjectInputs */
/** @typedef {{}} Trainer_Verify_TamperedInputs */
/** @typedef {{}} Trainer_Verify_TitleInputs */
/** @typedef {{}} Trainer_Verify_TrustedInputs */
/** @typedef {{}} Trainer_Verify_UnreadableInputs */
/** @typedef {{}} Trainer_Verify_UntrustedInputs */
/** @typedef {{}} Trainer_ViewInputs */
/** @typedef {{}} Trainer_What_AssignmentInputs */
/** @typedef {{}} Trainer_What_House_RulesInputs */
/** @typedef {{}} Trainer_What_SetInputs */
/** @typedef {{}} Trainer_Xapi_FieldInputs */
/** @typedef {{ base: NonNullable<unknown> }} Trainer_Xapi_PlaceholderInputs */
/** @typedef {{ base: NonNullable<unknown> }} Trainer_Xapi_SavedInputs */
/** @typedef {{}} Trainer_Xapi_TitleInputs */
/** @typedef {{}} Trainer_YesInputs */
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
	return /** @type {LocalizedString} */ (`庄`)
};

export const bet_name_banker_pair = /** @type {(inputs: Bet_Name_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄对`)
};

export const bet_name_dragon_banker = /** @type {(inputs: Bet_Name_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝（庄）`)
};

export const bet_name_dragon_player = /** @type {(inputs: Bet_Name_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝（闲）`)
};

export const bet_name_perfect_pair_banker = /** @type {(inputs: Bet_Name_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子（庄）`)
};

export const bet_name_perfect_pair_player = /** @type {(inputs: Bet_Name_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子（闲）`)
};

export const bet_name_player = /** @type {(inputs: Bet_Name_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲`)
};

export const bet_name_player_pair = /** @type {(inputs: Bet_Name_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲对`)
};

export const bet_name_super_six = /** @type {(inputs: Bet_Name_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超级六`)
};

export const bet_name_tie = /** @type {(inputs: Bet_Name_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

export const call_banker_draws = /** @type {(inputs: Call_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补牌。`)
};

export const call_banker_natural = /** @type {(inputs: Call_Banker_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家例牌 ${i?.point} 点。`)
};

export const call_banker_point = /** @type {(inputs: Call_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.point} 点。`)
};

export const call_banker_stands = /** @type {(inputs: Call_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家不补牌。`)
};

export const call_banker_wins = /** @type {(inputs: Call_Banker_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢，${i?.banker} 点胜 ${i?.player} 点。`)
};

export const call_player_draws = /** @type {(inputs: Call_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家补牌。`)
};

export const call_player_natural = /** @type {(inputs: Call_Player_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家例牌 ${i?.point} 点。`)
};

export const call_player_point = /** @type {(inputs: Call_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.point} 点。`)
};

export const call_player_stands = /** @type {(inputs: Call_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家不补牌。`)
};

export const call_player_wins = /** @type {(inputs: Call_Player_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲赢，${i?.player} 点胜 ${i?.banker} 点。`)
};

export const call_points = /** @type {(inputs: Call_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点。`)
};

export const call_tie = /** @type {(inputs: Call_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局，${i?.point} 点。`)
};

export const case_banker_draws = /** @type {(inputs: Case_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.point} 点补牌`)
};

export const case_banker_six = /** @type {(inputs: Case_Banker_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家以 6 点胜`)
};

export const case_banker_stands = /** @type {(inputs: Case_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.point} 点不补牌`)
};

export const case_banker_wins_with = /** @type {(inputs: Case_Banker_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄以 ${i?.point} 点胜`)
};

export const case_bet_lose = /** @type {(inputs: Case_Bet_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}输`)
};

export const case_bet_push = /** @type {(inputs: Case_Bet_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}退回`)
};

export const case_bet_win = /** @type {(inputs: Case_Bet_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}赢`)
};

export const case_cell_none = /** @type {(inputs: Case_Cell_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点对闲家无第三张牌`)
};

export const case_cell_third = /** @type {(inputs: Case_Cell_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点对闲家第三张牌 ${i?.third}`)
};

export const case_chips_11_plus = /** @type {(inputs: Case_Chips_11_PlusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：11 个或以上筹码的注码`)
};

export const case_chips_1_5 = /** @type {(inputs: Case_Chips_1_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：1 至 5 个筹码的注码`)
};

export const case_chips_6_10 = /** @type {(inputs: Case_Chips_6_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：6 至 10 个筹码的注码`)
};

export const case_colour_down = /** @type {(inputs: Case_Colour_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：换小面值（找换）`)
};

export const case_colour_up = /** @type {(inputs: Case_Colour_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：换大面值`)
};

export const case_colour_up_call = /** @type {(inputs: Case_Colour_Up_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：宣布换码`)
};

export const case_commission_change = /** @type {(inputs: Case_Commission_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：佣金格找零`)
};

export const case_cut_stacks = /** @type {(inputs: Case_Cut_StacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：以每叠 20 个分叠`)
};

export const case_cut_value = /** @type {(inputs: Case_Cut_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：一叠的总值`)
};

export const case_dealer_clean = /** @type {(inputs: Case_Dealer_CleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：无误的一局被接受`)
};

export const case_dealer_commission = /** @type {(inputs: Case_Dealer_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：漏收佣金`)
};

export const case_dealer_draw = /** @type {(inputs: Case_Dealer_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：补牌错误`)
};

export const case_dealer_order = /** @type {(inputs: Case_Dealer_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：次序错误`)
};

export const case_dealer_payment = /** @type {(inputs: Case_Dealer_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官的一局：派彩错误`)
};

export const case_dragon_by = /** @type {(inputs: Case_Dragon_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`龙宝：赢 ${i?.margin} 点`)
};

export const case_dragon_natural = /** @type {(inputs: Case_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝：例牌胜`)
};

export const case_irregularity = /** @type {(inputs: Case_IrregularityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`异常情况：${i?.words}`)
};

export const case_natural = /** @type {(inputs: Case_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌 ${i?.point} 点`)
};

export const case_other = /** @type {(inputs: Case_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words}`)
};

export const case_over_ten = /** @type {(inputs: Case_Over_TenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌点合计十或以上的手牌`)
};

export const case_pay_at_most = /** @type {(inputs: Case_Pay_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：某面值筹码最多用 N 个派彩`)
};

export const case_pay_fewest = /** @type {(inputs: Case_Pay_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：以最少筹码派彩`)
};

export const case_pay_in_chips = /** @type {(inputs: Case_Pay_In_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：从筹码盘派彩`)
};

export const case_pay_wager_colours = /** @type {(inputs: Case_Pay_Wager_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：以注码的颜色派彩`)
};

export const case_player_draws = /** @type {(inputs: Case_Player_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.point} 点补牌`)
};

export const case_player_stands = /** @type {(inputs: Case_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.point} 点不补牌`)
};

export const case_player_wins_with = /** @type {(inputs: Case_Player_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲以 ${i?.point} 点胜`)
};

export const case_points = /** @type {(inputs: Case_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点`)
};

export const case_pp_coloured = /** @type {(inputs: Case_Pp_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：同色对子`)
};

export const case_pp_mixed = /** @type {(inputs: Case_Pp_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：混色对子`)
};

export const case_pp_perfect = /** @type {(inputs: Case_Pp_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：同花对子`)
};

export const case_read_bet = /** @type {(inputs: Case_Read_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码：读出注码`)
};

export const case_result_banker = /** @type {(inputs: Case_Result_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const case_result_player = /** @type {(inputs: Case_Result_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲赢`)
};

export const case_result_tie = /** @type {(inputs: Case_Result_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const case_ten_or_court = /** @type {(inputs: Case_Ten_Or_CourtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有 10 或人头牌的手牌`)
};

export const case_three_cards = /** @type {(inputs: Case_Three_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`三张牌的手牌`)
};

export const case_tie_at = /** @type {(inputs: Case_Tie_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.point} 点和局`)
};

export const conv_commission_deducted = /** @type {(inputs: Conv_Commission_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家佣金 ${i?.rate}，派彩时扣除，${i?.rounding}。`)
};

export const conv_commission_each_mark = /** @type {(inputs: Conv_Commission_Each_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每次记数${i?.rounding}`)
};

export const conv_commission_marked = /** @type {(inputs: Conv_Commission_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家赢按 1 赔 1 派彩，${i?.rate} 佣金记入该座位的佣金格（${i?.rounding}），最迟在该靴牌结束时缴付。`)
};

export const conv_commission_total = /** @type {(inputs: Conv_Commission_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收取时欠款总额${i?.rounding}`)
};

export const conv_competition_no = /** @type {(inputs: Conv_Competition_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本台不设比赛玩法。`)
};

export const conv_competition_yes = /** @type {(inputs: Conv_Competition_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本台设有比赛玩法（Tasmania 16）。`)
};

export const conv_cut_first_place = /** @type {(inputs: Conv_Cut_First_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌先让第一个位置的玩家切，即有人坐的最小号座位（Tasmania 5.3），然后顺时针轮下去。`)
};

export const conv_cut_sat_first = /** @type {(inputs: Conv_Cut_Sat_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌先让最先入座的玩家切（Tasmania 5.3），然后顺时针轮下去。`)
};

export const conv_fraction_down = /** @type {(inputs: Conv_Fraction_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩不会有不足一分的零头：零头一律舍去。`)
};

export const conv_fraction_nearest = /** @type {(inputs: Conv_Fraction_NearestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩有不足一分的零头时，四舍五入至最接近的一分（半分进位）。`)
};

export const conv_from_highest_seat = /** @type {(inputs: Conv_From_Highest_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最大号的座位`)
};

export const conv_from_seat_one = /** @type {(inputs: Conv_From_Seat_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位`)
};

export const conv_losers_first = /** @type {(inputs: Conv_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先收齐所有输的注码，才派彩给赢家：先收输的主注，再收输的旁注；然后派彩给赢的主注，再派彩给赢的旁注；每一轮都由${i?.start}起从右至左。`)
};

export const conv_main_first = /** @type {(inputs: Conv_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先结算主注（先收输的，再派彩给赢的），后结算旁注：先收、派主注，再收、派旁注；每一轮都由${i?.start}起从右至左。`)
};

export const conv_pro_rata = /** @type {(inputs: Conv_Pro_RataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注码总额超过最高合计赔付额时，按比例扣减（Tasmania 7.3b），每注向下调整至 ${i?.chip} 筹码的倍数。`)
};

export const conv_push_word = /** @type {(inputs: Conv_Push_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局时，闲、庄注码为“${i?.word}”：留在原位，不输不赢。`)
};

export const conv_rounding_down_chip = /** @type {(inputs: Conv_Rounding_Down_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向下调整至 ${i?.chip} 筹码`)
};

export const conv_rounding_exact = /** @type {(inputs: Conv_Rounding_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`进位至整分`)
};

export const conv_rounding_up_chip = /** @type {(inputs: Conv_Rounding_Up_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向上调整至 ${i?.chip} 筹码`)
};

export const conv_seat_one_left = /** @type {(inputs: Conv_Seat_One_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官左手边；座位向荷官右手边依次编号。`)
};

export const conv_seat_one_right = /** @type {(inputs: Conv_Seat_One_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官右手边；座位向荷官左手边依次编号。`)
};

export const coup_banker_low_working = /** @type {(inputs: Coup_Banker_Low_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点：庄家 0–2 点必定补牌。`)
};

export const coup_banker_seven_working = /** @type {(inputs: Coup_Banker_Seven_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家 7 点必定不补牌。`)
};

export const coup_banker_vs_card_working = /** @type {(inputs: Coup_Banker_Vs_Card_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，闲家第三张牌是 ${i?.card}（${i?.value} 点）：按补牌规则${i?.decision}（${i?.row}）。`)
};

export const coup_banker_vs_none_working = /** @type {(inputs: Coup_Banker_Vs_None_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，闲家不补牌（没有第三张牌）：按补牌规则${i?.decision}（${i?.row}）。`)
};

export const coup_decision_draw = /** @type {(inputs: Coup_Decision_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌`)
};

export const coup_decision_stand = /** @type {(inputs: Coup_Decision_StandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不补牌`)
};

export const coup_hand_banker = /** @type {(inputs: Coup_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家`)
};

export const coup_hand_player = /** @type {(inputs: Coup_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家`)
};

export const coup_natural_banker = /** @type {(inputs: Coup_Natural_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家例牌 ${i?.point} 点：两家都不补牌。`)
};

export const coup_natural_both = /** @type {(inputs: Coup_Natural_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两家都是例牌：两家都不补牌。`)
};

export const coup_natural_player = /** @type {(inputs: Coup_Natural_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家例牌 ${i?.point} 点：两家都不补牌。`)
};

export const coup_player_draws_working = /** @type {(inputs: Coup_Player_Draws_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点：闲家 0–5 点补牌。`)
};

export const coup_player_stands_working = /** @type {(inputs: Coup_Player_Stands_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点：闲家 6–7 点不补牌。`)
};

export const coup_point_sum = /** @type {(inputs: Coup_Point_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}：${i?.values} = ${i?.sum}`)
};

export const coup_point_sum_less = /** @type {(inputs: Coup_Point_Sum_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}：${i?.values} = ${i?.sum}，减 ${i?.less} = ${i?.point}`)
};

export const coup_points_working_natural = /** @type {(inputs: Coup_Points_Working_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。首两张牌合共 8 或 9 点即为例牌。`)
};

export const coup_points_working_none = /** @type {(inputs: Coup_Points_Working_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。没有例牌：两家首两张牌都不是 8 或 9 点。`)
};

export const coup_q_banker_no_third = /** @type {(inputs: Coup_Q_Banker_No_ThirdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家没有第三张牌。庄家是否补牌？`)
};

export const coup_q_banker_third = /** @type {(inputs: Coup_Q_Banker_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家第三张牌是 ${i?.card}。庄家是否补牌？`)
};

export const coup_q_call_both = /** @type {(inputs: Coup_Q_Call_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌：两家点数，以及是否有例牌。`)
};

export const coup_q_call_hand = /** @type {(inputs: Coup_Q_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌：闲家点数、庄家点数，以及是否有例牌。`)
};

export const coup_q_player_draws = /** @type {(inputs: Coup_Q_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家是否补第三张牌？`)
};

export const coup_q_result = /** @type {(inputs: Coup_Q_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣布结果。`)
};

export const coup_result_answer = /** @type {(inputs: Coup_Result_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.winner}。报牌：“${i?.call}”`)
};

export const coup_result_working_tie = /** @type {(inputs: Coup_Result_Working_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。点数相同：闲、庄投注退回，和局投注胜出。`)
};

export const coup_result_working_win = /** @type {(inputs: Coup_Result_Working_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}；${i?.banker}。点数较高者胜。`)
};

export const coup_row_3 = /** @type {(inputs: Coup_Row_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家 3 点补牌，除非闲家第三张牌是 8 点`)
};

export const coup_row_4 = /** @type {(inputs: Coup_Row_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家第三张牌为 2–7 点时，庄家 4 点补牌`)
};

export const coup_row_5 = /** @type {(inputs: Coup_Row_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家第三张牌为 4–7 点时，庄家 5 点补牌`)
};

export const coup_row_6 = /** @type {(inputs: Coup_Row_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家第三张牌为 6 或 7 点时，庄家 6 点补牌`)
};

export const coup_row_none = /** @type {(inputs: Coup_Row_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家没有第三张牌时，庄家 3–5 点补牌，6 点不补牌`)
};

export const coup_winner_banker = /** @type {(inputs: Coup_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const coup_winner_player = /** @type {(inputs: Coup_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲赢`)
};

export const coup_winner_tie = /** @type {(inputs: Coup_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const csv_accuracy = /** @type {(inputs: Csv_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const csv_answer_given = /** @type {(inputs: Csv_Answer_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所答`)
};

export const csv_answered_at = /** @type {(inputs: Csv_Answered_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答时间`)
};

export const csv_attempt_id = /** @type {(inputs: Csv_Attempt_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考 ID`)
};

export const csv_audit_at = /** @type {(inputs: Csv_Audit_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间 (at)`)
};

export const csv_audit_detail = /** @type {(inputs: Csv_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详情 (detail)`)
};

export const csv_audit_event = /** @type {(inputs: Csv_Audit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`事件 (event)`)
};

export const csv_audit_hash = /** @type {(inputs: Csv_Audit_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`哈希 (hash)`)
};

export const csv_audit_prev_hash = /** @type {(inputs: Csv_Audit_Prev_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上一哈希 (prev_hash)`)
};

export const csv_audit_seq = /** @type {(inputs: Csv_Audit_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`序号 (seq)`)
};

export const csv_candidate = /** @type {(inputs: Csv_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const csv_cards = /** @type {(inputs: Csv_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌`)
};

export const csv_cases = /** @type {(inputs: Csv_CasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`情况`)
};

export const csv_correct_answer = /** @type {(inputs: Csv_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正确答案`)
};

export const csv_credit = /** @type {(inputs: Csv_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`得分`)
};

export const csv_ended = /** @type {(inputs: Csv_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束`)
};

export const csv_finished = /** @type {(inputs: Csv_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const csv_item = /** @type {(inputs: Csv_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题目`)
};

export const csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题目 ID`)
};

export const csv_order = /** @type {(inputs: Csv_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答次序`)
};

export const csv_passed = /** @type {(inputs: Csv_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const csv_practice_or_assessment = /** @type {(inputs: Csv_Practice_Or_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习或考核`)
};

export const csv_question = /** @type {(inputs: Csv_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`问题`)
};

export const csv_red_line = /** @type {(inputs: Csv_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线`)
};

export const csv_red_line_failures = /** @type {(inputs: Csv_Red_Line_FailuresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线不合格`)
};

export const csv_response_data = /** @type {(inputs: Csv_Response_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答（数据）`)
};

export const csv_result = /** @type {(inputs: Csv_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const csv_rule = /** @type {(inputs: Csv_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则`)
};

export const csv_seed = /** @type {(inputs: Csv_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`种子`)
};

export const csv_seeding = /** @type {(inputs: Csv_SeedingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`种子来源`)
};

export const csv_session_id = /** @type {(inputs: Csv_Session_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习 ID`)
};

export const csv_set = /** @type {(inputs: Csv_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核题组`)
};

export const csv_set_id = /** @type {(inputs: Csv_Set_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组 ID`)
};

export const csv_set_name = /** @type {(inputs: Csv_Set_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组`)
};

export const csv_set_version = /** @type {(inputs: Csv_Set_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组版本`)
};

export const csv_sitting_id = /** @type {(inputs: Csv_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考编号`)
};

export const csv_skill = /** @type {(inputs: Csv_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const csv_staff_number = /** @type {(inputs: Csv_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const csv_started = /** @type {(inputs: Csv_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始`)
};

export const csv_station = /** @type {(inputs: Csv_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站`)
};

export const csv_step = /** @type {(inputs: Csv_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`步骤`)
};

export const csv_time_allowed = /** @type {(inputs: Csv_Time_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限时（秒）`)
};

export const csv_time_taken = /** @type {(inputs: Csv_Time_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用时（秒）`)
};

export const csv_trainee = /** @type {(inputs: Csv_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const csv_trainee_id = /** @type {(inputs: Csv_Trainee_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员 ID`)
};

export const csv_what_was_wrong = /** @type {(inputs: Csv_What_Was_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错在哪里`)
};

export const dash_active = /** @type {(inputs: Dash_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`期内有 ${i?.count} 名学员活跃。`)
};

export const dash_assign_weak = /** @type {(inputs: Dash_Assign_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派弱项`)
};

export const dash_assigned = /** @type {(inputs: Dash_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已指派"${i?.title}"。`)
};

export const dash_assigned_done = /** @type {(inputs: Dash_Assigned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已完成 ${i?.done} / ${i?.total}`)
};

export const dash_attempts_passed = /** @type {(inputs: Dash_Attempts_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} 次中合格 ${i?.passed} 次`)
};

export const dash_cohort = /** @type {(inputs: Dash_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员群组`)
};

export const dash_col_actions = /** @type {(inputs: Dash_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`操作`)
};

export const dash_col_answered = /** @type {(inputs: Dash_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已答`)
};

export const dash_col_assigned = /** @type {(inputs: Dash_Col_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已指派`)
};

export const dash_col_attempts = /** @type {(inputs: Dash_Col_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考次数`)
};

export const dash_col_case = /** @type {(inputs: Dash_Col_CaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`情况`)
};

export const dash_col_due = /** @type {(inputs: Dash_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待复习`)
};

export const dash_col_error_rate = /** @type {(inputs: Dash_Col_Error_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错误率`)
};

export const dash_col_flagged = /** @type {(inputs: Dash_Col_FlaggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已标记`)
};

export const dash_col_floor = /** @type {(inputs: Dash_Col_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台`)
};

export const dash_col_last = /** @type {(inputs: Dash_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近活动`)
};

export const dash_col_pass_rate = /** @type {(inputs: Dash_Col_Pass_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格率`)
};

export const dash_col_set = /** @type {(inputs: Dash_Col_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组`)
};

export const dash_col_skill = /** @type {(inputs: Dash_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const dash_col_skills = /** @type {(inputs: Dash_Col_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const dash_col_skills_hint = /** @type {(inputs: Dash_Col_Skills_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（程度、准确率、走势）`)
};

export const dash_col_trainee = /** @type {(inputs: Dash_Col_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const dash_col_trainees = /** @type {(inputs: Dash_Col_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const dash_col_wrong = /** @type {(inputs: Dash_Col_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答错`)
};

export const dash_export_csv = /** @type {(inputs: Dash_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 CSV…`)
};

export const dash_export_xapi = /** @type {(inputs: Dash_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 xAPI…`)
};

export const dash_exported_csv = /** @type {(inputs: Dash_Exported_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把 ${i?.rows} 个作答导出至 ${i?.path}。`)
};

export const dash_exported_xapi = /** @type {(inputs: Dash_Exported_XapiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把 ${i?.rows} 项语句导出至 ${i?.path}。`)
};

export const dash_fail = /** @type {(inputs: Dash_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const dash_from = /** @type {(inputs: Dash_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从`)
};

export const dash_most_missed = /** @type {(inputs: Dash_Most_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最常答错的情况`)
};

export const dash_never = /** @type {(inputs: Dash_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从未`)
};

export const dash_no_attempts = /** @type {(inputs: Dash_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期内没有应考。`)
};

export const dash_no_match = /** @type {(inputs: Dash_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有符合的学员。`)
};

export const dash_not_yet = /** @type {(inputs: Dash_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未可`)
};

export const dash_nothing_missed = /** @type {(inputs: Dash_Nothing_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期内没有答错。`)
};

export const dash_open = /** @type {(inputs: Dash_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开`)
};

export const dash_pace = /** @type {(inputs: Dash_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`速度 每小时 ${i?.rate}/${i?.target} 局`)
};

export const dash_pass = /** @type {(inputs: Dash_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const dash_per_set = /** @type {(inputs: Dash_Per_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`各题组合格率`)
};

export const dash_per_skill = /** @type {(inputs: Dash_Per_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`各技能合格率`)
};

export const dash_ready = /** @type {(inputs: Dash_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可上台`)
};

export const dash_room_answers = /** @type {(inputs: Dash_Room_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个答案`)
};

export const dash_room_right = /** @type {(inputs: Dash_Room_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`，答对 ${i?.pct}`)
};

export const dash_to = /** @type {(inputs: Dash_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`至`)
};

export const drill_sentences = /** @type {(inputs: Drill_SentencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}${i?.rest}`)
};

export const home_adaptive = /** @type {(inputs: Home_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自适应练习`)
};

export const home_add = /** @type {(inputs: Home_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加`)
};

export const home_add_trainee = /** @type {(inputs: Home_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`添加学员`)
};

export const home_all = /** @type {(inputs: Home_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部`)
};

export const home_answered = /** @type {(inputs: Home_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已答 ${i?.answered}/${i?.total} 题`)
};

export const home_assessment_heading = /** @type {(inputs: Home_Assessment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核（模拟考试：仅供练习，不计入正式考核）`)
};

export const home_assessments = /** @type {(inputs: Home_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const home_cancel = /** @type {(inputs: Home_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const home_drill_sets = /** @type {(inputs: Home_Drill_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const home_filter_label = /** @type {(inputs: Home_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选练习题组`)
};

export const home_filter_placeholder = /** @type {(inputs: Home_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筛选：赌场、练习、关键词…`)
};

export const home_imported = /** @type {(inputs: Home_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已导入`)
};

export const home_items = /** @type {(inputs: Home_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 题`)
};

export const home_mock_exam = /** @type {(inputs: Home_Mock_ExamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模拟考试`)
};

export const home_mock_exam_title = /** @type {(inputs: Home_Mock_Exam_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用此考核的题目练习：每题作答后即有反馈，不计入正式考核`)
};

export const home_mode_assessment = /** @type {(inputs: Home_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const home_mode_practice = /** @type {(inputs: Home_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const home_name = /** @type {(inputs: Home_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const home_no_match = /** @type {(inputs: Home_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有与“${i?.filter}”匹配的练习题组。`)
};

export const home_no_trainee = /** @type {(inputs: Home_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`还没有学员。`)
};

export const home_nothing_answered = /** @type {(inputs: Home_Nothing_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const home_practice = /** @type {(inputs: Home_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const home_progress = /** @type {(inputs: Home_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`进度`)
};

export const home_resume = /** @type {(inputs: Home_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`继续`)
};

export const home_settings = /** @type {(inputs: Home_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const home_show = /** @type {(inputs: Home_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示`)
};

export const home_staff_number = /** @type {(inputs: Home_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工号`)
};

export const home_start = /** @type {(inputs: Home_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始练习`)
};

export const home_start_now = /** @type {(inputs: Home_Start_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即开始练习`)
};

export const home_start_set = /** @type {(inputs: Home_Start_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始`)
};

export const home_starts = /** @type {(inputs: Home_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`开始“${i?.title}”。`)
};

export const home_starts_new = /** @type {(inputs: Home_Starts_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`开始“${i?.title}”（系统将为你创建学员）。`)
};

export const home_tagline = /** @type {(inputs: Home_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌、补牌规则、派彩、佣金及流程，在真实赌台布局上发牌练习。`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家乐荷官培训`)
};

export const home_trainee = /** @type {(inputs: Home_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const home_trainer_mode = /** @type {(inputs: Home_Trainer_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师模式`)
};

export const home_unfinished = /** @type {(inputs: Home_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成的练习`)
};

export const irr_found_behind_marker = /** @type {(inputs: Irr_Found_Behind_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡从牌靴出来，发现其后的 ${i?.card} 面朝上。`)
};

export const irr_found_next = /** @type {(inputs: Irr_Found_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`发现牌靴中的下一张牌 ${i?.card} 面朝上。${i?.marker}`)
};

export const irr_hands_cards = /** @type {(inputs: Irr_Hands_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} — 庄 ${i?.banker}`)
};

export const irr_hands_result = /** @type {(inputs: Irr_Hands_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}，${i?.result}`)
};

export const irr_hands_void = /** @type {(inputs: Irr_Hands_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作废，所有注码退回`)
};

export const irr_hands_void_cards = /** @type {(inputs: Irr_Hands_Void_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}：作废，所有注码退回`)
};

export const irr_marker_after_complete = /** @type {(inputs: Irr_Marker_After_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡在这手牌完成后、${i?.next}之前才出现：这手牌并未宣布为最后一局。`)
};

export const irr_marker_at_start = /** @type {(inputs: Irr_Marker_At_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌开始时切牌卡已在牌靴口：这手牌已宣布为最后一局。`)
};

export const irr_marker_during = /** @type {(inputs: Irr_Marker_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡在这手牌进行中出现：这手牌已宣布为最后一局。`)
};

export const irr_marker_just_before = /** @type {(inputs: Irr_Marker_Just_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡在${i?.next}之前出现。`)
};

export const irr_marker_not_yet = /** @type {(inputs: Irr_Marker_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡尚未出现。`)
};

export const irr_marker_showing = /** @type {(inputs: Irr_Marker_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡现正露在牌靴口。`)
};

export const irr_no_cards = /** @type {(inputs: Irr_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（无牌）`)
};

export const irr_ordinal_1 = /** @type {(inputs: Irr_Ordinal_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一张牌`)
};

export const irr_ordinal_2 = /** @type {(inputs: Irr_Ordinal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第二张牌`)
};

export const irr_ordinal_3 = /** @type {(inputs: Irr_Ordinal_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第三张牌`)
};

export const irr_ordinal_4 = /** @type {(inputs: Irr_Ordinal_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第四张牌`)
};

export const irr_ordinal_5 = /** @type {(inputs: Irr_Ordinal_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第五张牌`)
};

export const irr_ordinal_6 = /** @type {(inputs: Irr_Ordinal_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第六张牌`)
};

export const irr_proc_card_to_banker = /** @type {(inputs: Irr_Proc_Card_To_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌成为庄家的第三张牌`)
};

export const irr_proc_deal_normally = /** @type {(inputs: Irr_Proc_Deal_NormallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照常派这一局`)
};

export const irr_proc_first_card_next_hand = /** @type {(inputs: Irr_Proc_First_Card_Next_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌作为下一局闲家的第一张牌（正常投注的一局）`)
};

export const irr_proc_last_coup = /** @type {(inputs: Irr_Proc_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该局派完，并宣布为该靴牌的最后一局`)
};

export const irr_proc_leave_card = /** @type {(inputs: Irr_Proc_Leave_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌留在原位，按现有牌面计点，把这一局派完`)
};

export const irr_proc_mouth_of_shoe_non_betting_next = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌面朝上放在牌靴口，宣布结果；下一局不设投注，并以该张牌作为闲家的第一张牌`)
};

export const irr_proc_mouth_of_shoe_reshuffle = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌面朝上放在牌靴口，宣布结果；重新洗牌前不再派牌`)
};

export const irr_proc_move_to_player_banker_draws = /** @type {(inputs: Irr_Proc_Move_To_Player_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌拨给闲家；庄家再按补牌规则决定是否补牌`)
};

export const irr_proc_no_new_coup = /** @type {(inputs: Irr_Proc_No_New_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再开新一局：该靴牌结束，重新洗牌`)
};

export const irr_proc_return_to_shoe = /** @type {(inputs: Irr_Proc_Return_To_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把该张牌放回牌靴再派`)
};

export const irr_proc_set_aside = /** @type {(inputs: Irr_Proc_Set_AsideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌放入弃牌，不再使用`)
};

export const irr_proc_use_by_table_of_play = /** @type {(inputs: Irr_Proc_Use_By_Table_Of_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌按补牌规则作为下一张牌使用`)
};

export const irr_proc_void_coup = /** @type {(inputs: Irr_Proc_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该局作废：所有注码退回，由牌靴中下一张牌继续游戏`)
};

export const irr_proc_void_hand = /** @type {(inputs: Irr_Proc_Void_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该手牌作废：所有注码退回玩家，该靴牌结束`)
};

export const irr_question_hands = /** @type {(inputs: Irr_Question_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按程序处理后，两手牌和结果是什么？`)
};

export const irr_question_procedure = /** @type {(inputs: Irr_Question_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正确的处理程序是什么？`)
};

export const irr_sit_banker_card = /** @type {(inputs: Irr_Sit_Banker_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点。闲家要补牌，但荷官把下一张牌 ${i?.card} 派给了庄家。${i?.marker}`)
};

export const irr_sit_excess = /** @type {(inputs: Irr_Sit_ExcessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局已完成。荷官之后从牌靴多抽了一张牌；该牌面朝下，无人看过。${i?.marker}`)
};

export const irr_sit_face_up_after = /** @type {(inputs: Irr_Sit_Face_Up_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局派出 ${i?.count} 张牌后，${i?.found}`)
};

export const irr_sit_face_up_after_one = /** @type {(inputs: Irr_Sit_Face_Up_After_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局派出 1 张牌后，${i?.found}`)
};

export const irr_sit_face_up_before = /** @type {(inputs: Irr_Sit_Face_Up_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局派第一张牌之前，${i?.found}`)
};

export const irr_sit_insufficient = /** @type {(inputs: Irr_Sit_InsufficientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡误放，后面只有 ${i?.behind} 张牌。切牌卡已抽出，这手牌派出 ${i?.drawn} 张牌后牌靴已空。`)
};

export const irr_sit_insufficient_one = /** @type {(inputs: Irr_Sit_Insufficient_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡误放，后面只有 1 张牌。切牌卡已抽出，这手牌派出 ${i?.drawn} 张牌后牌靴已空。`)
};

export const irr_sit_last_after = /** @type {(inputs: Irr_Sit_Last_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局刚完。切牌卡在这一局从牌靴出来，之后再抽出了 ${i?.after} 张牌。现在应怎样做？`)
};

export const irr_sit_last_after_one = /** @type {(inputs: Irr_Sit_Last_After_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这一局刚完。切牌卡在这一局从牌靴出来，之后再抽出了 1 张牌。现在应怎样做？`)
};

export const irr_sit_last_reaching = /** @type {(inputs: Irr_Sit_Last_ReachingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`荷官正要抽这一局的${i?.ordinal}时，切牌卡从牌靴出来。现在应怎样做？`)
};

export const irr_sit_last_remain = /** @type {(inputs: Irr_Sit_Last_RemainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局刚完。切牌卡前面还有 ${i?.count} 张牌。现在应怎样做？`)
};

export const irr_sit_last_showing = /** @type {(inputs: Irr_Sit_Last_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这一局刚完，切牌卡正露在牌靴口。现在应怎样做？`)
};

export const irr_sit_order_unknown = /** @type {(inputs: Irr_Sit_Order_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这一局派出 ${i?.after} 张牌（${i?.cards}）后，牌在台面上被碰乱，无人说得出哪张牌派到哪里。`)
};

export const irr_sit_player_card = /** @type {(inputs: Irr_Sit_Player_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家的牌（${i?.player}）已完成，庄家的牌是 ${i?.banker}，但荷官把 ${i?.card} 派给了闲家。${i?.marker}`)
};

export const irr_the_excess_card = /** @type {(inputs: Irr_The_Excess_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多抽的那张牌`)
};

export const irr_winner_banker = /** @type {(inputs: Irr_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const irr_winner_player = /** @type {(inputs: Irr_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲赢`)
};

export const irr_winner_tie = /** @type {(inputs: Irr_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const kind_label_call_hand = /** @type {(inputs: Kind_Label_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌`)
};

export const kind_label_chips = /** @type {(inputs: Kind_Label_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码与找换`)
};

export const kind_label_commission = /** @type {(inputs: Kind_Label_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const kind_label_dealer_check = /** @type {(inputs: Kind_Label_Dealer_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找出荷官的错误`)
};

export const kind_label_irregularity = /** @type {(inputs: Kind_Label_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`异常情况`)
};

export const kind_label_pace_lab = /** @type {(inputs: Kind_Label_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度练习（整局连结算）`)
};

export const kind_label_payout = /** @type {(inputs: Kind_Label_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const kind_label_procedure = /** @type {(inputs: Kind_Label_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台程序`)
};

export const kind_label_result = /** @type {(inputs: Kind_Label_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣布结果`)
};

export const kind_label_settle_table = /** @type {(inputs: Kind_Label_Settle_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算全台`)
};

export const kind_label_third_card = /** @type {(inputs: Kind_Label_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌判定`)
};

export const kind_label_whole_coup = /** @type {(inputs: Kind_Label_Whole_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整局`)
};

export const lang_call = /** @type {(inputs: Lang_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌语言`)
};

export const lang_call_hint = /** @type {(inputs: Lang_Call_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官在本场赌台上报牌、报结果及派彩时所用的语言`)
};

export const lang_done = /** @type {(inputs: Lang_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完成`)
};

export const lang_interface = /** @type {(inputs: Lang_InterfaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`界面语言`)
};

export const lang_interface_hint = /** @type {(inputs: Lang_Interface_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`界面、按钮、题目和反馈`)
};

export const lang_key_hint = /** @type {(inputs: Lang_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言`)
};

export const lang_sample = /** @type {(inputs: Lang_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用此语言报牌：`)
};

export const lang_saved = /** @type {(inputs: Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言设置已保存`)
};

export const lang_station = /** @type {(inputs: Lang_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本机默认`)
};

export const lang_title = /** @type {(inputs: Lang_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`语言`)
};

export const lang_trainee = /** @type {(inputs: Lang_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 的设置`)
};

export const language_name = /** @type {(inputs: Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`简体中文`)
};

export const main_answer_out_of_step = /** @type {(inputs: Main_Answer_Out_Of_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此答案属于 ${i?.item} 第 ${i?.step} 步，但练习节已到 ${i?.currentItem} 第 ${i?.currentStep} 步：答案未记录（是否重复提交？）。`)
};

export const main_assessment_results_later = /** @type {(inputs: Main_Assessment_Results_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核“${i?.title}”仍在进行：结束后才有结果。`)
};

export const main_assessment_still_running = /** @type {(inputs: Main_Assessment_Still_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核“${i?.title}”仍在进行：待其结束后才能重做错题。`)
};

export const main_assign_archived = /** @type {(inputs: Main_Assign_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已归档：请先取消归档。未指派任何练习。`)
};

export const main_assign_assessment = /** @type {(inputs: Main_Assign_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是考核：由导师为指定考生开始（“考核”标签页）。请指派练习题组。`)
};

export const main_assign_no_trainee = /** @type {(inputs: Main_Assign_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有学员“${i?.id}”；未指派任何练习`)
};

export const main_attempt_only = /** @type {(inputs: Main_Attempt_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此节是考核作答：须在考核页面作答、继续和结束。`)
};

export const main_attempt_running = /** @type {(inputs: Main_Attempt_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核进行中：考核结束前不能进行其他操作（离开即以放弃结束）。`)
};

export const main_attempt_still_open = /** @type {(inputs: Main_Attempt_Still_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另一个考核作答仍未关闭：请先继续或关闭，才能开始新的作答。`)
};

export const main_attempts_used = /** @type {(inputs: Main_Attempts_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已用尽“${i?.title}”全部 ${i?.attempts} 次作答机会。`)
};

export const main_attview_abandoned = /** @type {(inputs: Main_Attview_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本次考核在结束前已离开（窗口被关闭、离开或程序停止）。已连同所有已作答的答案记录为放弃。只有导师可以恢复或结束它。`)
};

export const main_attview_closed = /** @type {(inputs: Main_Attview_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师已按当时的状况结束本次应考。`)
};

export const main_attview_finished = /** @type {(inputs: Main_Attview_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核已完成。你的导师持有完整记录。`)
};

export const main_attview_running = /** @type {(inputs: Main_Attview_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核进行中：结束前不会有反馈。离开会使本次应考以放弃记录。`)
};

export const main_attview_timed_out_many = /** @type {(inputs: Main_Attview_Timed_Out_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`时间已到：${i?.count} 个步骤记录为超时。下一题。`)
};

export const main_attview_timed_out_one = /** @type {(inputs: Main_Attview_Timed_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间已到：该步骤记录为超时。下一题。`)
};

export const main_closed_summary_unreadable = /** @type {(inputs: Main_Closed_Summary_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习节“${i?.title}”已关闭，但${i?.error}；其答案已保留。`)
};

export const main_closed_without_summary = /** @type {(inputs: Main_Closed_Without_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error}。此节没有总结，但已关闭，其答案已保留。`)
};

export const main_could_not_write = /** @type {(inputs: Main_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法写入 ${i?.path}（${i?.error}）。`)
};

export const main_delete_blocked_abandoned = /** @type {(inputs: Main_Delete_Blocked_AbandonedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 有考核作答仍未关闭（已放弃）：请待其结束，或在“考核”标签页将其关闭，才能删除。未删除任何数据。`)
};

export const main_delete_blocked_running = /** @type {(inputs: Main_Delete_Blocked_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 有考核作答正在进行：请待其结束，或在“考核”标签页将其关闭，才能删除。未删除任何数据。`)
};

export const main_delete_confirm_name = /** @type {(inputs: Main_Delete_Confirm_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请准确输入学员姓名（“${i?.name}”）以删除；未删除任何数据。`)
};

export const main_delete_passcode_wait = /** @type {(inputs: Main_Delete_Passcode_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码错误次数过多：请在 ${i?.seconds} 秒后再试。未删除任何数据。`)
};

export const main_delete_passcode_wrong = /** @type {(inputs: Main_Delete_Passcode_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是导师密码；未删除任何数据。`)
};

export const main_docnote_revision = /** @type {(inputs: Main_Docnote_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已在培训室中，版本 ${i?.revision}。`)
};

export const main_docnote_saved = /** @type {(inputs: Main_Docnote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存在这台电脑；下次上传时会送往培训室。如其间有另一位导师保存了它，送出后此编辑器会告知。`)
};

export const main_docnote_saved_unreachable = /** @type {(inputs: Main_Docnote_Saved_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存在这台电脑；下次上传时会送往培训室（目前无法连接培训室：${i?.fault}）。如其间有另一位导师保存了它，送出后此编辑器会告知。`)
};

export const main_docnote_station = /** @type {(inputs: Main_Docnote_StationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这台电脑以工作站（“${i?.station}”）身份加入培训室，不可更改培训室的${i?.what}：在此保存的${i?.what}只留在这台电脑，不会与其他工作站共享，而培训室较新的版本会取代这台电脑的副本。如要为整个培训室更改，请在导师工作站（以导师身份加入培训室的电脑）上编辑。`)
};

export const main_docnote_what_assignments = /** @type {(inputs: Main_Docnote_What_AssignmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派`)
};

export const main_docnote_what_drill_sets = /** @type {(inputs: Main_Docnote_What_Drill_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const main_docnote_what_house_rules = /** @type {(inputs: Main_Docnote_What_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const main_due_in_past = /** @type {(inputs: Main_Due_In_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.dueOn} 已经过去（今天是 ${i?.today}）`)
};

export const main_field_problem = /** @type {(inputs: Main_Field_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: ${i?.problem}`)
};

export const main_file_problem = /** @type {(inputs: Main_File_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.problem}`)
};

export const main_identifier_taken = /** @type {(inputs: Main_Identifier_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.identifier}”已属于 ${i?.name}`)
};

export const main_keys_refused = /** @type {(inputs: Main_Keys_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师密码正确，但无法打开导师密钥库：密码记录或密钥库曾在程序以外被更改。导师模式保持锁定。`)
};

export const main_mock_not_assessment = /** @type {(inputs: Main_Mock_Not_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”不是考核题组；请直接练习。`)
};

export const main_name_on_record = /** @type {(inputs: Main_Name_On_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的姓名已记录在考核记录中，只有你的导师可以更改（导师模式 > 学员）。`)
};

export const main_no_assignment = /** @type {(inputs: Main_No_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有指派“${i?.id}”`)
};

export const main_no_attempt = /** @type {(inputs: Main_No_AttemptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有考核作答“${i?.id}”。`)
};

export const main_no_drill_set = /** @type {(inputs: Main_No_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有练习题组“${i?.id}”。`)
};

export const main_no_drill_set_bare = /** @type {(inputs: Main_No_Drill_Set_BareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有练习题组“${i?.id}”`)
};

export const main_no_drill_set_in_library = /** @type {(inputs: Main_No_Drill_Set_In_LibraryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题库中没有练习题组“${i?.id}”`)
};

export const main_no_fresh_seed = /** @type {(inputs: Main_No_Fresh_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法为此作答选出新的种子。`)
};

export const main_no_mistakes = /** @type {(inputs: Main_No_MistakesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习节“${i?.title}”没有错题可重做。`)
};

export const main_no_passcode = /** @type {(inputs: Main_No_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先设置导师密码：导师操作都受其保护。`)
};

export const main_no_practical_part = /** @type {(inputs: Main_No_Practical_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此考核题组没有实操部分。`)
};

export const main_no_profile = /** @type {(inputs: Main_No_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有赌桌设置“${i?.id}”`)
};

export const main_no_session = /** @type {(inputs: Main_No_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有练习节“${i?.id}”。`)
};

export const main_no_such_trainee = /** @type {(inputs: Main_No_Such_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有此学员。`)
};

export const main_no_trainee = /** @type {(inputs: Main_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有学员“${i?.id}”。`)
};

export const main_no_trainee_bare = /** @type {(inputs: Main_No_Trainee_BareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有学员“${i?.id}”`)
};

export const main_not_set_up = /** @type {(inputs: Main_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本程序尚未设置：须由导师先设置（赌场、导师密码和学员），学员端才会开放。`)
};

export const main_nothing_written = /** @type {(inputs: Main_Nothing_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason}未写入任何数据。`)
};

export const main_passcode_common = /** @type {(inputs: Main_Passcode_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是最常见的密码之一，考生会最先尝试；请另选一个`)
};

export const main_passcode_not_changed = /** @type {(inputs: Main_Passcode_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是导师密码；密码未更改。`)
};

export const main_passcode_set_meanwhile = /** @type {(inputs: Main_Passcode_Set_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期间已有人设置导师密码：请用该密码解锁导师模式。`)
};

export const main_passcode_short = /** @type {(inputs: Main_Passcode_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至少须有 ${i?.min} 个字符`)
};

export const main_passcode_wait = /** @type {(inputs: Main_Passcode_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码错误次数过多：请在 ${i?.seconds} 秒后再试。`)
};

export const main_passcode_wrong = /** @type {(inputs: Main_Passcode_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是导师密码。`)
};

export const main_pin_cleared = /** @type {(inputs: Main_Pin_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的 PIN 已在期间被清除。`)
};

export const main_pin_cleared_pick_again = /** @type {(inputs: Main_Pin_Cleared_Pick_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此 PIN 已在期间被清除；请重新选择学员。`)
};

export const main_pin_common = /** @type {(inputs: Main_Pin_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是最常见的 PIN 之一；请另选一个。`)
};

export const main_pin_digits_only = /** @type {(inputs: Main_Pin_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只能使用数字。`)
};

export const main_pin_locked = /** @type {(inputs: Main_Pin_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这些是另一位学员的个人记录，受其 PIN 保护：请在主页选择该学员并输入其 PIN（或解锁导师模式）。`)
};

export const main_pin_needed = /** @type {(inputs: Main_Pin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此学员设有 PIN；请输入。`)
};

export const main_pin_not_changed = /** @type {(inputs: Main_Pin_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是你的 PIN；PIN 未更改。`)
};

export const main_pin_not_signed_in = /** @type {(inputs: Main_Pin_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有在主页登录的学员才能设置自己的 PIN。`)
};

export const main_pin_repeated = /** @type {(inputs: Main_Pin_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重复同一数字是最先会被猜到的组合之一；请另选一个。`)
};

export const main_pin_run = /** @type {(inputs: Main_Pin_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`连续数字（如 123456 或 654321）是最先会被猜到的组合之一；请另选一个。`)
};

export const main_pin_set_meanwhile = /** @type {(inputs: Main_Pin_Set_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`期间已有人设置 PIN；PIN 未更改。`)
};

export const main_pin_too_long = /** @type {(inputs: Main_Pin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多只能有 ${i?.max} 位数字。`)
};

export const main_pin_too_short = /** @type {(inputs: Main_Pin_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至少须有 ${i?.min} 位数字。`)
};

export const main_pin_wait = /** @type {(inputs: Main_Pin_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PIN 错误次数过多：请在 ${i?.seconds} 秒后再试。`)
};

export const main_pin_wrong = /** @type {(inputs: Main_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN 不正确。`)
};

export const main_practice_not_assessment = /** @type {(inputs: Main_Practice_Not_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是练习题组，不是考核`)
};

export const main_recovery_code_shape = /** @type {(inputs: Main_Recovery_Code_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须为恢复码的 20 个字母和数字（4 组，每组 5 个）。`)
};

export const main_replay_cannot_deal = /** @type {(inputs: Main_Replay_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”的错题无法重做：${i?.error}`)
};

export const main_retake_wait = /** @type {(inputs: Main_Retake_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 可于 ${i?.at} 起重考“${i?.title}”（此题组规定两次作答相隔 ${i?.minutes} 分钟）。`)
};

export const main_rnote_cohort_all = /** @type {(inputs: Main_Rnote_Cohort_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员群组涵盖培训室的所有工作站，每次应考及每个答案只计一次。`)
};

export const main_rnote_cohort_all_refused = /** @type {(inputs: Main_Rnote_Cohort_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`学员群组涵盖培训室的所有工作站，每次应考及每个答案只计一次。来自培训室的 ${i?.count} 行数据被拒绝。`)
};

export const main_rnote_cohort_offline = /** @type {(inputs: Main_Rnote_Cohort_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}学员群组是这台电脑所记录的；在能读取培训室之前，其他工作站的练习并未计算在内。`)
};

export const main_rnote_count_failed = /** @type {(inputs: Main_Rnote_Count_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室的答案无法在这台电脑上统计（${i?.detail}）。`)
};

export const main_rnote_dash_all = /** @type {(inputs: Main_Rnote_Dash_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`答案、练习、考核应考、最近活动、技能走势、上场准备度、已标记及到期的个案，以及下方的学员群组，涵盖培训室的所有工作站（除这台电脑外另有 ${i?.count} 个工作站）。`)
};

export const main_rnote_dash_all_refused = /** @type {(inputs: Main_Rnote_Dash_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`答案、练习、考核应考、最近活动、技能走势、上场准备度、已标记及到期的个案，以及下方的学员群组，涵盖培训室的所有工作站（除这台电脑外另有 ${i?.count} 个工作站）。来自培训室的 ${i?.refused} 行数据被拒绝。`)
};

export const main_rnote_dash_offline = /** @type {(inputs: Main_Rnote_Dash_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}这些数字是这台电脑所记录的；在能读取培训室之前，其他工作站的练习并未计算在内。`)
};

export const main_rnote_history_all = /** @type {(inputs: Main_Rnote_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室所有工作站的应考。`)
};

export const main_rnote_history_all_refused = /** @type {(inputs: Main_Rnote_History_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室所有工作站的应考。来自培训室的 ${i?.count} 行数据被拒绝（内容不符应有的格式）。`)
};

export const main_rnote_history_not_configured = /** @type {(inputs: Main_Rnote_History_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑不在培训室中：以下是这台电脑记录的应考。`)
};

export const main_rnote_history_offline = /** @type {(inputs: Main_Rnote_History_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}只列出这台电脑（${i?.station}）记录的应考；在能读取培训室之前，其他工作站的应考并未列出。`)
};

export const main_rnote_progress_here = /** @type {(inputs: Main_Rnote_Progress_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数字涵盖培训室的所有工作站（至今所有练习都记录在这台电脑）。`)
};

export const main_rnote_progress_offline = /** @type {(inputs: Main_Rnote_Progress_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem}这些数字是这台电脑所记录的；在能读取培训室之前，其他工作站的练习并未计算在内。`)
};

export const main_rnote_progress_others = /** @type {(inputs: Main_Rnote_Progress_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`数字涵盖培训室的所有工作站（${i?.count} 节练习记录在其他工作站）。`)
};

export const main_room_connected = /** @type {(inputs: Main_Room_ConnectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已连接：培训室（结构版本 ${i?.version}），共 ${i?.stations} 个工作站。`)
};

export const main_room_enter_password = /** @type {(inputs: Main_Room_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入 IT 人员为此角色提供的密码。`)
};

export const main_room_hba = /** @type {(inputs: Main_Room_HbaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}不允许这台电脑或此角色连接（pg_hba.conf）：请联系 IT 人员。`)
};

export const main_room_login_revoked = /** @type {(inputs: Main_Room_Login_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}已不再允许此角色登录（权限已被撤销）：请 IT 人员重新运行培训室的 init。`)
};

export const main_room_newer_schema = /** @type {(inputs: Main_Room_Newer_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室由较新版本的程序准备（结构版本 ${i?.version}；此版本只认识 ${i?.known}）：请更新这台电脑上的程序。期间这台电脑会独立继续运行。`)
};

export const main_room_no_answer = /** @type {(inputs: Main_Room_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有响应`)
};

export const main_room_no_database = /** @type {(inputs: Main_Room_No_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}没有此名称的数据库：请检查数据库名称（或 IT 人员已将其删除）。`)
};

export const main_room_no_right = /** @type {(inputs: Main_Room_No_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}拒绝：此角色没有权限进行此操作（${i?.text}）。`)
};

export const main_room_no_tls = /** @type {(inputs: Main_Room_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}不接受加密（TLS）连接；请为其关闭 TLS，或请 IT 人员在服务器上启用。`)
};

export const main_room_not_a_room = /** @type {(inputs: Main_Room_Not_A_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该数据库不是培训室：IT 人员须用“npm run room -- init”准备。`)
};

export const main_room_older_schema = /** @type {(inputs: Main_Room_Older_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室的结构版本（${i?.version}）比此程序的（${i?.known}）旧：IT 人员须再次运行“npm run room -- init”。`)
};

export const main_room_other = /** @type {(inputs: Main_Room_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}返回错误：${i?.text}`)
};

export const main_room_refused_row = /** @type {(inputs: Main_Room_Refused_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}拒绝一项记录：${i?.text}`)
};

export const main_room_registers_after_unlock = /** @type {(inputs: Main_Room_Registers_After_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑尚未在培训室登记：在此开启导师模式后，会用其签名密钥登记（数据文件夹中找到的密钥文件不会被轻信）。在此之前，这里的记录会留在这台电脑上。`)
};

export const main_room_role_revoked = /** @type {(inputs: Main_Room_Role_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`角色 ${i?.user} 无法在此培训室记录历史（权限已被撤销）：请 IT 人员重新运行培训室的 init。`)
};

export const main_room_stopped = /** @type {(inputs: Main_Room_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}停止响应：服务器已关闭或重启，或连接中断（${i?.code}）。尚未发送到培训室的记录会留在这台电脑上，待服务器恢复后发送。`)
};

export const main_room_tls_required = /** @type {(inputs: Main_Room_Tls_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}要求加密（TLS）连接：请为培训室开启“要求 TLS”。`)
};

export const main_room_unreachable = /** @type {(inputs: Main_Room_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法连接${i?.where}：服务器没有响应（${i?.code}）。请检查主机名和端口、网线或 Wi-Fi，以及 PostgreSQL 是否正在运行。`)
};

export const main_room_where_database = /** @type {(inputs: Main_Room_Where_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数据库`)
};

export const main_room_where_room = /** @type {(inputs: Main_Room_Where_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室`)
};

export const main_room_wrong_password = /** @type {(inputs: Main_Room_Wrong_PasswordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}拒绝此角色的密码：请检查角色和 IT 人员提供的密码。`)
};

export const main_session_damaged = /** @type {(inputs: Main_Session_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习节“${i?.title}”已损坏：${i?.error}。`)
};

export const main_session_ended = /** @type {(inputs: Main_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习节“${i?.title}”已结束；请开始新的一节。`)
};

export const main_set_cannot_deal = /** @type {(inputs: Main_Set_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习题组“${i?.title}”无法发牌：${i?.error}`)
};

export const main_set_clash_id = /** @type {(inputs: Main_Set_Clash_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：题库已有编号为“${i?.id}”的练习题组。未导入任何数据；如要两者都保留，请以副本再次导入。`)
};

export const main_set_clash_title = /** @type {(inputs: Main_Set_Clash_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：题库已有名为“${i?.title}”的练习题组。未导入任何数据；如要两者都保留，请以副本再次导入。`)
};

export const main_staff_number_other = /** @type {(inputs: Main_Staff_Number_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.staffNumber} 已属于 ${i?.owner}，不是 ${i?.name}`)
};

export const main_trainee_archived_name = /** @type {(inputs: Main_Trainee_Archived_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已归档：只有导师可以更改姓名。`)
};

export const main_trainee_missing = /** @type {(inputs: Main_Trainee_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有学员“${i?.id}”（期间已被删除？）`)
};

export const main_trainer_locked = /** @type {(inputs: Main_Trainer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是导师操作：请先用导师密码解锁导师模式（闲置 10 分钟后会自动锁定）。`)
};

export const main_trust_tampered = /** @type {(inputs: Main_Trust_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`受信任的密钥在程序以外被更改（其封印核对不符）：在导师重新登记之前，不信任任何密钥。`)
};

export const main_trust_unknown = /** @type {(inputs: Main_Trust_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`程序启动后，须先解锁导师模式，才知道这台电脑信任哪些密钥。`)
};

export const main_verify_block_damaged = /** @type {(inputs: Main_Verify_Block_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`签名区块已损坏。`)
};

export const main_verify_block_missing = /** @type {(inputs: Main_Verify_Block_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`签名区块缺失或已损坏。`)
};

export const main_verify_changed = /** @type {(inputs: Main_Verify_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：报告在签名后被更改。`)
};

export const main_verify_empty = /** @type {(inputs: Main_Verify_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件是空的。`)
};

export const main_verify_intact_given = /** @type {(inputs: Main_Verify_Intact_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整，并由指定用于核对的密钥签名。`)
};

export const main_verify_intact_own = /** @type {(inputs: Main_Verify_Intact_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整，并由本系统自己的密钥签名。`)
};

export const main_verify_intact_registered = /** @type {(inputs: Main_Verify_Intact_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`完整，并由已登记的密钥（${i?.label}）签名。`)
};

export const main_verify_intact_stranger = /** @type {(inputs: Main_Verify_Intact_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整，但由一个在此不受信任的密钥签名：陌生人的有效签名不能证明任何事情。`)
};

export const main_verify_json_form = /** @type {(inputs: Main_Verify_Json_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：已签名的记录与写入时的形式不同（有字段被加入、重复或移动）。`)
};

export const main_verify_key_damaged = /** @type {(inputs: Main_Verify_Key_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`签名者的公钥已损坏。`)
};

export const main_verify_line_changed = /** @type {(inputs: Main_Verify_Line_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：签名行被更改。`)
};

export const main_verify_line_damaged = /** @type {(inputs: Main_Verify_Line_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：签名行已损坏。`)
};

export const main_verify_not_json = /** @type {(inputs: Main_Verify_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是有效的 JSON（${i?.detail}）。`)
};

export const main_verify_not_record = /** @type {(inputs: Main_Verify_Not_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是已签名的考核记录（格式必须为“${i?.format}”）。`)
};

export const main_verify_not_report = /** @type {(inputs: Main_Verify_Not_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是报告：应为 PDF 或已签名的 JSON 记录。`)
};

export const main_verify_pdf_unsigned = /** @type {(inputs: Main_Verify_Pdf_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此 PDF 没有报告签名。`)
};

export const main_verify_record_unreadable = /** @type {(inputs: Main_Verify_Record_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取该记录。`)
};

export const main_verify_summary_missing = /** @type {(inputs: Main_Verify_Summary_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：已签名的摘要行缺失。`)
};

export const main_verify_with_problem = /** @type {(inputs: Main_Verify_With_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.outcome}${i?.problem}`)
};

export const mark_amount = /** @type {(inputs: Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额：你说 ${i?.said}，应为 ${i?.amount}`)
};

export const mark_banker_point = /** @type {(inputs: Mark_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家点数：你说 ${i?.said} 点，应为 ${i?.point} 点`)
};

export const mark_chose_key = /** @type {(inputs: Mark_Chose_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你选了 ${i?.said}，答案是 ${i?.key}：${i?.answer}`)
};

export const mark_chose_option = /** @type {(inputs: Mark_Chose_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你选了“${i?.said}”；答案是“${i?.answer}”`)
};

export const mark_natural = /** @type {(inputs: Mark_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌：你说${i?.said}，实际${i?.is}`)
};

export const mark_natural_none = /** @type {(inputs: Mark_Natural_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有例牌`)
};

export const mark_natural_one = /** @type {(inputs: Mark_Natural_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有例牌`)
};

export const mark_not_whole_cents = /** @type {(inputs: Mark_Not_Whole_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}（不是整数分）`)
};

export const mark_player_point = /** @type {(inputs: Mark_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家点数：你说 ${i?.said} 点，应为 ${i?.point} 点`)
};

export const mark_result = /** @type {(inputs: Mark_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`结果：你说${i?.said}，应为${i?.result}`)
};

export const mark_said_draw = /** @type {(inputs: Mark_Said_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你说补牌：${i?.answer}`)
};

export const mark_said_stand = /** @type {(inputs: Mark_Said_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你说不补牌：${i?.answer}`)
};

export const mark_type_amount = /** @type {(inputs: Mark_Type_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金额`)
};

export const mark_type_chips = /** @type {(inputs: Mark_Type_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码盘中的筹码`)
};

export const mark_type_choice = /** @type {(inputs: Mark_Type_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选项`)
};

export const mark_type_draw = /** @type {(inputs: Mark_Type_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌／不补牌判定`)
};

export const mark_type_points = /** @type {(inputs: Mark_Type_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报点数`)
};

export const mark_type_result = /** @type {(inputs: Mark_Type_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const mark_type_settle = /** @type {(inputs: Mark_Type_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全台结算`)
};

export const mark_wrong_type = /** @type {(inputs: Mark_Wrong_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应答${i?.expected}，你答了${i?.got}：${i?.answer}`)
};

export const pdf_assessor = /** @type {(inputs: Pdf_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核员`)
};

export const pdf_assessor_is = /** @type {(inputs: Pdf_Assessor_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核员：${i?.name}。`)
};

export const pdf_attempt = /** @type {(inputs: Pdf_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考次数`)
};

export const pdf_attempt_left = /** @type {(inputs: Pdf_Attempt_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 次（共 ${i?.allowed} 次）；中途离开 ${i?.times} 次，其后续考或被关闭`)
};

export const pdf_attempt_of = /** @type {(inputs: Pdf_Attempt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 次（共 ${i?.allowed} 次）`)
};

export const pdf_candidate = /** @type {(inputs: Pdf_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const pdf_col_accuracy = /** @type {(inputs: Pdf_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const pdf_col_answer = /** @type {(inputs: Pdf_Col_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`回答`)
};

export const pdf_col_answered = /** @type {(inputs: Pdf_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已答`)
};

export const pdf_col_area = /** @type {(inputs: Pdf_Col_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范畴`)
};

export const pdf_col_cards = /** @type {(inputs: Pdf_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌`)
};

export const pdf_col_correct_answer = /** @type {(inputs: Pdf_Col_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正确答案`)
};

export const pdf_col_grade = /** @type {(inputs: Pdf_Col_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评级`)
};

export const pdf_col_median = /** @type {(inputs: Pdf_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位时间`)
};

export const pdf_col_outcome = /** @type {(inputs: Pdf_Col_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const pdf_col_pass_mark = /** @type {(inputs: Pdf_Col_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格线`)
};

export const pdf_col_result = /** @type {(inputs: Pdf_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const pdf_col_result_time = /** @type {(inputs: Pdf_Col_Result_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果、用时`)
};

export const pdf_col_right = /** @type {(inputs: Pdf_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答对`)
};

export const pdf_col_skill = /** @type {(inputs: Pdf_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const pdf_comment = /** @type {(inputs: Pdf_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`评语：${i?.comment}`)
};

export const pdf_countersigned = /** @type {(inputs: Pdf_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由第二考核员 ${i?.name} 于 ${i?.day} ${i?.time} 副署。`)
};

export const pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

export const pdf_date_started = /** @type {(inputs: Pdf_Date_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}（${i?.start} 开始）`)
};

export const pdf_date_started_ended = /** @type {(inputs: Pdf_Date_Started_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day}（${i?.start} 开始，${i?.end} 结束）`)
};

export const pdf_duration = /** @type {(inputs: Pdf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用时`)
};

export const pdf_every_response = /** @type {(inputs: Pdf_Every_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有回答`)
};

export const pdf_footer = /** @type {(inputs: Pdf_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} - ${i?.id} - 第 ${i?.page} 页，共 ${i?.pages} 页`)
};

export const pdf_grade_fail = /** @type {(inputs: Pdf_Grade_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_graded_by = /** @type {(inputs: Pdf_Graded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.assessor} 于 ${i?.day} 评分。评级：${i?.grades}。`)
};

export const pdf_graded_by_against = /** @type {(inputs: Pdf_Graded_By_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`由 ${i?.assessor} 于 ${i?.day} 按 ${i?.standard} 评分。评级：${i?.grades}。`)
};

export const pdf_house = /** @type {(inputs: Pdf_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const pdf_knowledge = /** @type {(inputs: Pdf_KnowledgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识测试`)
};

export const pdf_knowledge_failed = /** @type {(inputs: Pdf_Knowledge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识部分不合格。`)
};

export const pdf_knowledge_passed = /** @type {(inputs: Pdf_Knowledge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识部分合格。`)
};

export const pdf_line_red_line = /** @type {(inputs: Pdf_Line_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线`)
};

export const pdf_line_right = /** @type {(inputs: Pdf_Line_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正确`)
};

export const pdf_line_timed_out = /** @type {(inputs: Pdf_Line_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超时`)
};

export const pdf_line_wrong = /** @type {(inputs: Pdf_Line_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错误`)
};

export const pdf_list_separator = /** @type {(inputs: Pdf_List_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`；`)
};

export const pdf_meta_subject = /** @type {(inputs: Pdf_Meta_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应考编号 ${i?.id}`)
};

export const pdf_meta_title = /** @type {(inputs: Pdf_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核记录：${i?.name}，${i?.title}`)
};

export const pdf_minutes_seconds = /** @type {(inputs: Pdf_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} 分 ${i?.seconds} 秒`)
};

export const pdf_name_note = /** @type {(inputs: Pdf_Name_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考生姓名完整记于已签署的 JSON 记录及 CSV（共 ${i?.count} 个字符）；${i?.mark} 表示本 PDF 字体无法显示的字符。`)
};

export const pdf_no_answer = /** @type {(inputs: Pdf_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（未作答）`)
};

export const pdf_no_red_line_error = /** @type {(inputs: Pdf_No_Red_Line_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有触犯红线。`)
};

export const pdf_no_red_observed = /** @type {(inputs: Pdf_No_Red_ObservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有观察到红线。`)
};

export const pdf_none = /** @type {(inputs: Pdf_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const pdf_not_countersigned = /** @type {(inputs: Pdf_Not_CountersignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未经第二考核员副署。`)
};

export const pdf_outcome_fail = /** @type {(inputs: Pdf_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_outcome_pass = /** @type {(inputs: Pdf_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const pdf_outcome_retake = /** @type {(inputs: Pdf_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此范畴须重考`)
};

export const pdf_overall = /** @type {(inputs: Pdf_OverallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`总计：${i?.items} 题答对 ${i?.correct} 题（${i?.accuracy}）；合格线 ${i?.passMark}。已作答 ${i?.answered} 题；超时 ${i?.timedOut} 题。`)
};

export const pdf_practical = /** @type {(inputs: Pdf_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操台面测试`)
};

export const pdf_practical_failed = /** @type {(inputs: Pdf_Practical_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操部分不合格。`)
};

export const pdf_practical_none = /** @type {(inputs: Pdf_Practical_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本题组没有实操部分。`)
};

export const pdf_practical_not_graded = /** @type {(inputs: Pdf_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未评分。范畴：${i?.areas}。`)
};

export const pdf_practical_passed = /** @type {(inputs: Pdf_Practical_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操部分合格。`)
};

export const pdf_practical_retake = /** @type {(inputs: Pdf_Practical_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操部分未完成：有范畴须重考。`)
};

export const pdf_red_drawing_error = /** @type {(inputs: Pdf_Red_Drawing_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌错误（Tasmania 11）`)
};

export const pdf_red_irregularity = /** @type {(inputs: Pdf_Red_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理异常情况不当（Tasmania 14）`)
};

export const pdf_red_line_at = /** @type {(inputs: Pdf_Red_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`红线：第 ${i?.item} 题（第 ${i?.seq} 个回答）：${i?.label}`)
};

export const pdf_red_lines_for_set = /** @type {(inputs: Pdf_Red_Lines_For_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本题组的红线：${i?.list}。`)
};

export const pdf_red_observed = /** @type {(inputs: Pdf_Red_ObservedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`观察到红线：${i?.label}`)
};

export const pdf_red_observed_area = /** @type {(inputs: Pdf_Red_Observed_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`观察到红线：${i?.label}（${i?.area} 不合格）`)
};

export const pdf_red_observed_practical = /** @type {(inputs: Pdf_Red_Observed_PracticalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`观察到红线：${i?.label}（实操部分不合格）`)
};

export const pdf_red_paying_losing_bet = /** @type {(inputs: Pdf_Red_Paying_Losing_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩给输了的注码`)
};

export const pdf_red_taking_winning_bet = /** @type {(inputs: Pdf_Red_Taking_Winning_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收走赢了的注码`)
};

export const pdf_result = /** @type {(inputs: Pdf_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`结果：${i?.result}`)
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
	return /** @type {LocalizedString} */ (`知识部分已完成；实操尚未评分或有范畴须重考`)
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
	return /** @type {LocalizedString} */ (`考核题组`)
};

export const pdf_set_revision = /** @type {(inputs: Pdf_Set_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}，第 ${i?.revision} 版`)
};

export const pdf_sign_assessor = /** @type {(inputs: Pdf_Sign_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核员：`)
};

export const pdf_sign_candidate = /** @type {(inputs: Pdf_Sign_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生：`)
};

export const pdf_sign_date = /** @type {(inputs: Pdf_Sign_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期：`)
};

export const pdf_sign_manager = /** @type {(inputs: Pdf_Sign_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`博彩经理：`)
};

export const pdf_signatures = /** @type {(inputs: Pdf_SignaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`签署`)
};

export const pdf_sitting_id = /** @type {(inputs: Pdf_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考编号`)
};

export const pdf_skill_fail = /** @type {(inputs: Pdf_Skill_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const pdf_skill_pass = /** @type {(inputs: Pdf_Skill_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const pdf_staff_number = /** @type {(inputs: Pdf_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const pdf_standard_default = /** @type {(inputs: Pdf_Standard_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（内置默认）`)
};

export const pdf_standard_revision = /** @type {(inputs: Pdf_Standard_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（第 ${i?.revision} 版）`)
};

export const pdf_status = /** @type {(inputs: Pdf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`状态`)
};

export const pdf_status_abandoned = /** @type {(inputs: Pdf_Status_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成便离开`)
};

export const pdf_status_closed = /** @type {(inputs: Pdf_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师于完成前关闭`)
};

export const pdf_status_finished = /** @type {(inputs: Pdf_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const pdf_status_running = /** @type {(inputs: Pdf_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`进行中`)
};

export const pdf_title = /** @type {(inputs: Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家乐荷官考核：认证记录`)
};

export const pdf_verification = /** @type {(inputs: Pdf_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证`)
};

export const pdf_verify_english = /** @type {(inputs: Pdf_Verify_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文原文：`)
};

export const pdf_verify_paragraph = /** @type {(inputs: Pdf_Verify_ParagraphInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应考编号 ${i?.id}。本记录由密钥指纹为 ${i?.fingerprint} 的培训系统签署；文件中任何一个字节被更改，验证即会失败。验证方法：在百家乐荷官培训程序中打开「导师模式」，选择「验证报告…」，然后拖入此 PDF（或与其一并保存的报告 .json 文件）。使用导师的命令行（在其源代码文件夹中）：npm run --silent engine -- verify <此文件> --trust ${i?.keyFile}；其中 ${i?.keyFile} 是赌场所记录的该系统公钥，其指纹即上述指纹。从共用电脑数据文件夹复制的密钥不能证明任何事情（退出码 0：完整且由该密钥签署；1：已被更改）。`)
};

export const proc_no_more_bets = /** @type {(inputs: Proc_No_More_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止下注。`)
};

export const proc_pp_only_correct = /** @type {(inputs: Proc_Pp_Only_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照规则派完这一局，然后结算完美对子注`)
};

export const proc_pp_only_question = /** @type {(inputs: Proc_Pp_Only_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`台上唯一的注码是 ${i?.seat} 号位的完美对子注；无人在闲、庄或和下注。荷官应怎样做？`)
};

export const proc_pp_only_working = /** @type {(inputs: Proc_Pp_Only_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人下完美对子注，但闲、庄或和都没有有效注码时，这一局必须按规则派完（15.5）；完美对子注无需主注亦有效（15.4）。`)
};

export const proc_pp_only_wrong_ask_main = /** @type {(inputs: Proc_Pp_Only_Wrong_Ask_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先请玩家在闲或庄加注`)
};

export const proc_pp_only_wrong_return = /** @type {(inputs: Proc_Pp_Only_Wrong_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回完美对子注，不派牌：台面上有主注才派一局`)
};

export const proc_pp_only_wrong_two_cards = /** @type {(inputs: Proc_Pp_Only_Wrong_Two_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每手只派头两张牌，然后结算对子`)
};

export const proc_pp_only_wrong_void = /** @type {(inputs: Proc_Pp_Only_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派头四张牌，然后将这一局作废`)
};

export const setup_house_intro = /** @type {(inputs: Setup_House_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员将在其赌台上练习：赔率表、投注限额、筹码和惯例。所有赌场都会保留在题库中，导师之后可以复制其中一家并修改规则（导师模式 → 赌场规则）。`)
};

export const setup_house_legend = /** @type {(inputs: Setup_House_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场`)
};

export const setup_house_next = /** @type {(inputs: Setup_House_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一步：导师密码`)
};

export const setup_house_title = /** @type {(inputs: Setup_House_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是哪家赌场？`)
};

export const setup_intro = /** @type {(inputs: Setup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由导师一次性设置：赌场、导师密码和学员。完成后学员端才会开放。`)
};

export const setup_step_house = /** @type {(inputs: Setup_Step_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场`)
};

export const setup_step_passcode = /** @type {(inputs: Setup_Step_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师密码`)
};

export const setup_step_recovery = /** @type {(inputs: Setup_Step_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复码`)
};

export const setup_step_trainees = /** @type {(inputs: Setup_Step_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首批学员`)
};

export const setup_title = /** @type {(inputs: Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置百家乐荷官培训`)
};

export const trainer_acknowledge = /** @type {(inputs: Trainer_AcknowledgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知悉`)
};

export const trainer_af_areas = /** @type {(inputs: Trainer_Af_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操范畴（每行一项）`)
};

export const trainer_af_attempts = /** @type {(inputs: Trainer_Af_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可应考次数`)
};

export const trainer_af_legend = /** @type {(inputs: Trainer_Af_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const trainer_af_practical = /** @type {(inputs: Trainer_Af_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操台面测试，由考核员评分`)
};

export const trainer_af_redline_fails = /** @type {(inputs: Trainer_Af_Redline_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`触犯红线即应考不合格，不论分数`)
};

export const trainer_af_redlines = /** @type {(inputs: Trainer_Af_RedlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线错误`)
};

export const trainer_af_wait = /** @type {(inputs: Trainer_Af_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两次应考相隔（分钟）`)
};

export const trainer_and = /** @type {(inputs: Trainer_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`及`)
};

export const trainer_archive = /** @type {(inputs: Trainer_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`归档`)
};

export const trainer_archived = /** @type {(inputs: Trainer_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已归档`)
};

export const trainer_assess_change_passcode = /** @type {(inputs: Trainer_Assess_Change_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改密码`)
};

export const trainer_assess_keys_form = /** @type {(inputs: Trainer_Assess_Keys_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`逐项填写表格`)
};

export const trainer_assess_keys_start = /** @type {(inputs: Trainer_Assess_Keys_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始考核`)
};

export const trainer_assess_title = /** @type {(inputs: Trainer_Assess_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const trainer_assess_verify = /** @type {(inputs: Trainer_Assess_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证报告…`)
};

export const trainer_assign_choose = /** @type {(inputs: Trainer_Assign_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择练习题组…`)
};

export const trainer_assign_choose_error = /** @type {(inputs: Trainer_Assign_Choose_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择要指派的题组。`)
};

export const trainer_assign_done = /** @type {(inputs: Trainer_Assign_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const trainer_assign_due = /** @type {(inputs: Trainer_Assign_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · 限期 ${i?.day}`)
};

export const trainer_assign_due_by = /** @type {(inputs: Trainer_Assign_Due_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限期至此日结束`)
};

export const trainer_assign_nobody_after = /** @type {(inputs: Trainer_Assign_Nobody_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`）或选择一名`)
};

export const trainer_assign_nobody_before = /** @type {(inputs: Trainer_Assign_Nobody_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择任何人：请在名单中勾选学员（`)
};

export const trainer_assign_overdue = /** @type {(inputs: Trainer_Assign_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已逾期`)
};

export const trainer_assign_past = /** @type {(inputs: Trainer_Assign_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限期 ${i?.due} 已过（今天是 ${i?.today}）。`)
};

export const trainer_assign_set = /** @type {(inputs: Trainer_Assign_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const trainer_assign_submit = /** @type {(inputs: Trainer_Assign_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派`)
};

export const trainer_assign_title = /** @type {(inputs: Trainer_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派题组`)
};

export const trainer_assign_to = /** @type {(inputs: Trainer_Assign_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派给：`)
};

export const trainer_assign_to_do = /** @type {(inputs: Trainer_Assign_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待完成`)
};

export const trainer_assign_to_label = /** @type {(inputs: Trainer_Assign_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派给`)
};

export const trainer_assign_to_name = /** @type {(inputs: Trainer_Assign_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`指派给 ${i?.name}`)
};

export const trainer_attempt_abandoned = /** @type {(inputs: Trainer_Attempt_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此次应考已中途放弃`)
};

export const trainer_attempt_abandoned_answers = /** @type {(inputs: Trainer_Attempt_Abandoned_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} 题已作答 ${i?.answered} 题；所有答案均已保留。`)
};

export const trainer_attempt_answered = /** @type {(inputs: Trainer_Attempt_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已答 ${i?.answered} / ${i?.total}`)
};

export const trainer_attempt_close = /** @type {(inputs: Trainer_Attempt_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按现状结束`)
};

export const trainer_attempt_finished = /** @type {(inputs: Trainer_Attempt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核已完成。`)
};

export const trainer_attempt_home = /** @type {(inputs: Trainer_Attempt_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主页`)
};

export const trainer_attempt_leave = /** @type {(inputs: Trainer_Attempt_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开`)
};

export const trainer_attempt_leave_confirm = /** @type {(inputs: Trainer_Attempt_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开考核`)
};

export const trainer_attempt_leave_message = /** @type {(inputs: Trainer_Attempt_Leave_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开即会以"中途放弃"结束此次应考；只有导师可以让你继续。`)
};

export const trainer_attempt_leave_title = /** @type {(inputs: Trainer_Attempt_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开考核？`)
};

export const trainer_attempt_locked = /** @type {(inputs: Trainer_Attempt_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · 已锁定`)
};

export const trainer_attempt_mode = /** @type {(inputs: Trainer_Attempt_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const trainer_attempt_resume = /** @type {(inputs: Trainer_Attempt_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`继续应考`)
};

export const trainer_attempt_sitting_after = /** @type {(inputs: Trainer_Attempt_Sitting_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`。此编号会印在你的证书上。`)
};

export const trainer_attempt_sitting_before = /** @type {(inputs: Trainer_Attempt_Sitting_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的应考编号：`)
};

export const trainer_attempt_stay = /** @type {(inputs: Trainer_Attempt_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留下`)
};

export const trainer_attempt_summary = /** @type {(inputs: Trainer_Attempt_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} 题答对 ${i?.correct} 题。完整记录及实操部分由你的导师保存。`)
};

export const trainer_attempt_who = /** @type {(inputs: Trainer_Attempt_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · ${i?.staff} · 第 ${i?.attempt} 次应考`)
};

export const trainer_audit_about = /** @type {(inputs: Trainer_Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑上每一项导师操作，按次序列出。每一行都与上一行相连，最后一行以只有导师密码才能打开的密钥封存，因此在程序以外更改、删除或加入的任何一行都会在此被发现`)
};

export const trainer_audit_checks = /** @type {(inputs: Trainer_Audit_ChecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`审计记录核对无误：共 ${i?.rows} 行。`)
};

export const trainer_audit_checks_sealed = /** @type {(inputs: Trainer_Audit_Checks_SealedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`审计记录核对无误：共 ${i?.rows} 行，已封存至第 ${i?.sealed} 行。`)
};

export const trainer_audit_col_row = /** @type {(inputs: Trainer_Audit_Col_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`行`)
};

export const trainer_audit_earlier_fault = /** @type {(inputs: Trainer_Audit_Earlier_FaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`于 ${i?.when} 解锁导师模式时发现（第 ${i?.row} 行）：${i?.detail}。`)
};

export const trainer_audit_export = /** @type {(inputs: Trainer_Audit_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 CSV…`)
};

export const trainer_audit_newest = /** @type {(inputs: Trainer_Audit_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最新的在前`)
};

export const trainer_audit_newest_last = /** @type {(inputs: Trainer_Audit_Newest_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最新的在前（最近 ${i?.count} 行）`)
};

export const trainer_audit_saved = /** @type {(inputs: Trainer_Audit_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把 ${i?.rows} 行保存至 ${i?.path}。`)
};

export const trainer_audit_tampered = /** @type {(inputs: Trainer_Audit_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`审计记录曾被篡改：${i?.problem}。`)
};

export const trainer_audit_tampered_row = /** @type {(inputs: Trainer_Audit_Tampered_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`审计记录第 ${i?.row} 行曾被篡改：${i?.problem}。`)
};

export const trainer_audit_title = /** @type {(inputs: Trainer_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审计记录`)
};

export const trainer_back = /** @type {(inputs: Trainer_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回`)
};

export const trainer_cancel = /** @type {(inputs: Trainer_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const trainer_candidate = /** @type {(inputs: Trainer_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const trainer_candidates = /** @type {(inputs: Trainer_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生`)
};

export const trainer_close = /** @type {(inputs: Trainer_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const trainer_close_paren = /** @type {(inputs: Trainer_Close_ParenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`）。`)
};

export const trainer_col_accuracy = /** @type {(inputs: Trainer_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const trainer_col_action = /** @type {(inputs: Trainer_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`操作`)
};

export const trainer_col_attempt = /** @type {(inputs: Trainer_Col_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考次数`)
};

export const trainer_col_detail = /** @type {(inputs: Trainer_Col_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详情`)
};

export const trainer_col_last_active = /** @type {(inputs: Trainer_Col_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近活动`)
};

export const trainer_col_median = /** @type {(inputs: Trainer_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位数`)
};

export const trainer_col_name = /** @type {(inputs: Trainer_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const trainer_col_pass_mark = /** @type {(inputs: Trainer_Col_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格线`)
};

export const trainer_col_result = /** @type {(inputs: Trainer_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const trainer_col_right = /** @type {(inputs: Trainer_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答对`)
};

export const trainer_col_sessions = /** @type {(inputs: Trainer_Col_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习节数`)
};

export const trainer_col_set = /** @type {(inputs: Trainer_Col_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组`)
};

export const trainer_col_sitting = /** @type {(inputs: Trainer_Col_SittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应考编号`)
};

export const trainer_col_skill = /** @type {(inputs: Trainer_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const trainer_col_staff = /** @type {(inputs: Trainer_Col_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const trainer_col_started = /** @type {(inputs: Trainer_Col_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始时间`)
};

export const trainer_col_station = /** @type {(inputs: Trainer_Col_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站`)
};

export const trainer_col_status = /** @type {(inputs: Trainer_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`状态`)
};

export const trainer_col_to_do = /** @type {(inputs: Trainer_Col_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`待完成`)
};

export const trainer_col_when = /** @type {(inputs: Trainer_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`时间`)
};

export const trainer_confirm = /** @type {(inputs: Trainer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认`)
};

export const trainer_delete = /** @type {(inputs: Trainer_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

export const trainer_delete_answers_many = /** @type {(inputs: Trainer_Delete_Answers_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 个答案`)
};

export const trainer_delete_answers_one = /** @type {(inputs: Trainer_Delete_Answers_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 个答案`)
};

export const trainer_delete_assignments_many = /** @type {(inputs: Trainer_Delete_Assignments_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 项指派`)
};

export const trainer_delete_assignments_one = /** @type {(inputs: Trainer_Delete_Assignments_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 项指派`)
};

export const trainer_delete_attempts_many = /** @type {(inputs: Trainer_Delete_Attempts_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 次考核应考`)
};

export const trainer_delete_attempts_one = /** @type {(inputs: Trainer_Delete_Attempts_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 次考核应考`)
};

export const trainer_delete_ellipsis = /** @type {(inputs: Trainer_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除…`)
};

export const trainer_delete_for_good = /** @type {(inputs: Trainer_Delete_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`永久删除`)
};

export const trainer_delete_intro = /** @type {(inputs: Trainer_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这会永久删除 ${i?.name} 及其所有成绩：`)
};

export const trainer_delete_it = /** @type {(inputs: Trainer_Delete_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

export const trainer_delete_outro = /** @type {(inputs: Trainer_Delete_OutroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`，连同其进度。已导出的报告仍可验证。如要保留成绩，请改为归档。`)
};

export const trainer_delete_passcode = /** @type {(inputs: Trainer_Delete_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师密码`)
};

export const trainer_delete_passcode_error = /** @type {(inputs: Trainer_Delete_Passcode_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码：${i?.error}`)
};

export const trainer_delete_sessions_many = /** @type {(inputs: Trainer_Delete_Sessions_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 节练习`)
};

export const trainer_delete_sessions_one = /** @type {(inputs: Trainer_Delete_Sessions_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 节练习`)
};

export const trainer_delete_title = /** @type {(inputs: Trainer_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`删除 ${i?.name}？`)
};

export const trainer_delete_type_name = /** @type {(inputs: Trainer_Delete_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入学员姓名：`)
};

export const trainer_discard = /** @type {(inputs: Trainer_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放弃更改`)
};

export const trainer_duplicate = /** @type {(inputs: Trainer_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制`)
};

export const trainer_edges_about = /** @type {(inputs: Trainer_Edges_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌，计算每一局；庄家注码为 ${i?.stake}。`)
};

export const trainer_edges_bet = /** @type {(inputs: Trainer_Edges_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注`)
};

export const trainer_edges_edge = /** @type {(inputs: Trainer_Edges_EdgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家优势`)
};

export const trainer_edges_label = /** @type {(inputs: Trainer_Edges_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家优势`)
};

export const trainer_edges_pushes = /** @type {(inputs: Trainer_Edges_PushesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`退回：${i?.list}。`)
};

export const trainer_edges_title = /** @type {(inputs: Trainer_Edges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家优势（精确值）`)
};

export const trainer_edges_waiting = /** @type {(inputs: Trainer_Edges_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`须先填妥：${i?.fields}。`)
};

export const trainer_edges_was = /** @type {(inputs: Trainer_Edges_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`原为 ${i?.pct}`)
};

export const trainer_edges_wins = /** @type {(inputs: Trainer_Edges_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`胜率`)
};

export const trainer_edit = /** @type {(inputs: Trainer_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑`)
};

export const trainer_export = /** @type {(inputs: Trainer_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出`)
};

export const trainer_form_name = /** @type {(inputs: Trainer_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const trainer_form_name_empty = /** @type {(inputs: Trainer_Form_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名不可为空。`)
};

export const trainer_form_name_error = /** @type {(inputs: Trainer_Form_Name_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`姓名：${i?.error}`)
};

export const trainer_form_staff = /** @type {(inputs: Trainer_Form_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const trainer_form_staff_error = /** @type {(inputs: Trainer_Form_Staff_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`员工编号${i?.error}。`)
};

export const trainer_form_staff_hint = /** @type {(inputs: Trainer_Form_Staff_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（选填，不可重复）`)
};

export const trainer_history = /** @type {(inputs: Trainer_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记录`)
};

export const trainer_history_elsewhere = /** @type {(inputs: Trainer_History_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室内其他工作站记录的应考，会按培训室所存的结果列出；其记录、回放及签名报告则保存在进行考核的工作站（报告只会由该工作站的密钥签名）。`)
};

export const trainer_history_none = /** @type {(inputs: Trainer_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无应考记录。`)
};

export const trainer_items = /** @type {(inputs: Trainer_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} 题`)
};

export const trainer_keep_editing = /** @type {(inputs: Trainer_Keep_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`继续编辑`)
};

export const trainer_keep_it = /** @type {(inputs: Trainer_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留`)
};

export const trainer_key_export = /** @type {(inputs: Trainer_Key_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出`)
};

export const trainer_key_refresh = /** @type {(inputs: Trainer_Key_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刷新`)
};

export const trainer_keys_about = /** @type {(inputs: Trainer_Keys_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报告在这台电脑上签名。如要验证另一台培训电脑签名的报告，请信任其公钥。`)
};

export const trainer_keys_archive = /** @type {(inputs: Trainer_Keys_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`归档`)
};

export const trainer_keys_change_tab = /** @type {(inputs: Trainer_Keys_Change_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切换标签页`)
};

export const trainer_keys_delete = /** @type {(inputs: Trainer_Keys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除`)
};

export const trainer_keys_duplicate = /** @type {(inputs: Trainer_Keys_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制`)
};

export const trainer_keys_edit = /** @type {(inputs: Trainer_Keys_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑`)
};

export const trainer_keys_export = /** @type {(inputs: Trainer_Keys_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出`)
};

export const trainer_keys_name_it = /** @type {(inputs: Trainer_Keys_Name_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称`)
};

export const trainer_keys_own = /** @type {(inputs: Trainer_Keys_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本机安装`)
};

export const trainer_keys_pem = /** @type {(inputs: Trainer_Keys_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另一台培训电脑的公钥（signing-key.pub）`)
};

export const trainer_keys_rename = /** @type {(inputs: Trainer_Keys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重命名`)
};

export const trainer_keys_select = /** @type {(inputs: Trainer_Keys_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择`)
};

export const trainer_keys_show = /** @type {(inputs: Trainer_Keys_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示签名密钥`)
};

export const trainer_keys_tick = /** @type {(inputs: Trainer_Keys_TickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`勾选以指派`)
};

export const trainer_keys_title = /** @type {(inputs: Trainer_Keys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`签名密钥`)
};

export const trainer_keys_trust = /** @type {(inputs: Trainer_Keys_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`信任此密钥`)
};

export const trainer_keys_trusted = /** @type {(inputs: Trainer_Keys_TrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已信任：${i?.label}`)
};

export const trainer_leave_unsaved_message = /** @type {(inputs: Trainer_Leave_Unsaved_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不保存就离开编辑器？上次保存后所作的更改将会丢失。`)
};

export const trainer_leave_unsaved_title = /** @type {(inputs: Trainer_Leave_Unsaved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不保存并离开编辑器`)
};

export const trainer_leave_without_saving = /** @type {(inputs: Trainer_Leave_Without_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不保存并离开`)
};

export const trainer_ledger_about = /** @type {(inputs: Trainer_Ledger_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重考规则仍会计算记录簿内的每一次应考。每项发现都是"审计"标签页中的一行。`)
};

export const trainer_ledger_changed = /** @type {(inputs: Trainer_Ledger_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核记录曾在程序以外被更改。`)
};

export const trainer_ledger_earlier = /** @type {(inputs: Trainer_Ledger_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`于 ${i?.when} 解锁导师模式时发现：${i?.message}`)
};

export const trainer_ledger_problem = /** @type {(inputs: Trainer_Ledger_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应考记录簿核对不符：${i?.problem}。`)
};

export const trainer_ledger_unchecked = /** @type {(inputs: Trainer_Ledger_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法核对应考记录簿：${i?.error}`)
};

export const trainer_list_comma = /** @type {(inputs: Trainer_List_CommaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`、`)
};

export const trainer_mode_assessment = /** @type {(inputs: Trainer_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const trainer_mode_practice = /** @type {(inputs: Trainer_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const trainer_no_candidates = /** @type {(inputs: Trainer_No_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无考生。`)
};

export const trainer_no_trainees = /** @type {(inputs: Trainer_No_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无学员：请新增一名（`)
};

export const trainer_not_yet = /** @type {(inputs: Trainer_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未`)
};

export const trainer_nothing_assigned = /** @type {(inputs: Trainer_Nothing_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有指派任何练习。`)
};

export const trainer_notice_countersigned = /** @type {(inputs: Trainer_Notice_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`实操评分已由 ${i?.name} 副署。`)
};

export const trainer_notice_passcode_changed = /** @type {(inputs: Trainer_Notice_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已更改导师密码。`)
};

export const trainer_notice_passcode_set = /** @type {(inputs: Trainer_Notice_Passcode_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已设置导师密码。`)
};

export const trainer_notice_practical_saved = /** @type {(inputs: Trainer_Notice_Practical_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存实操评分。`)
};

export const trainer_notice_saved_csv = /** @type {(inputs: Trainer_Notice_Saved_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已将 CSV 保存至 ${i?.path}。CSV 未经签名：请以 PDF 或 JSON 存档作为记录。`)
};

export const trainer_notice_saved_signed = /** @type {(inputs: Trainer_Notice_Saved_SignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已将签名的 ${i?.format} 保存至 ${i?.path}。`)
};

export const trainer_notice_trusted = /** @type {(inputs: Trainer_Notice_TrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已信任 ${i?.label}（${i?.fingerprint}）。`)
};

export const trainer_open = /** @type {(inputs: Trainer_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开`)
};

export const trainer_open_on = /** @type {(inputs: Trainer_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请在 ${i?.station} 打开`)
};

export const trainer_optional = /** @type {(inputs: Trainer_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（选填）`)
};

export const trainer_or = /** @type {(inputs: Trainer_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`或`)
};

export const trainer_outcome_fail = /** @type {(inputs: Trainer_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const trainer_outcome_pass = /** @type {(inputs: Trainer_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const trainer_outcome_retake = /** @type {(inputs: Trainer_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此范畴须重考`)
};

export const trainer_paren_end = /** @type {(inputs: Trainer_Paren_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`）`)
};

export const trainer_pass_again = /** @type {(inputs: Trainer_Pass_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再输入一次`)
};

export const trainer_pass_change_title = /** @type {(inputs: Trainer_Pass_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改导师密码`)
};

export const trainer_pass_current = /** @type {(inputs: Trainer_Pass_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前密码`)
};

export const trainer_pass_differ = /** @type {(inputs: Trainer_Pass_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两次输入的密码不一致。`)
};

export const trainer_pass_mode_title = /** @type {(inputs: Trainer_Pass_Mode_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师模式`)
};

export const trainer_pass_new = /** @type {(inputs: Trainer_Pass_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新密码`)
};

export const trainer_pass_passcode = /** @type {(inputs: Trainer_Pass_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

export const trainer_pass_save = /** @type {(inputs: Trainer_Pass_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存密码`)
};

export const trainer_pass_set_about = /** @type {(inputs: Trainer_Pass_Set_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师操作（考核、所有考生的成绩、报告、导入题组）均受密码保护。请选择至少 8 个字符、并非常见密码的密码。接着会显示一次恢复码：请把它锁在保险箱，忘记密码时这是唯一的补救方法。`)
};

export const trainer_pass_set_title = /** @type {(inputs: Trainer_Pass_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置导师密码`)
};

export const trainer_pass_unlock = /** @type {(inputs: Trainer_Pass_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`解锁`)
};

export const trainer_pass_unlock_about = /** @type {(inputs: Trainer_Pass_Unlock_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入导师密码。闲置 10 分钟后导师模式会自动锁定。`)
};

export const trainer_pin_clear = /** @type {(inputs: Trainer_Pin_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除 PIN`)
};

export const trainer_pin_cleared = /** @type {(inputs: Trainer_Pin_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已清除 ${i?.name} 的 PIN：对方可在主页设置新的 PIN。`)
};

export const trainer_pm_col_mark = /** @type {(inputs: Trainer_Pm_Col_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格线（%）`)
};

export const trainer_pm_col_median = /** @type {(inputs: Trainer_Pm_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位用时目标（秒）`)
};

export const trainer_pm_col_skill = /** @type {(inputs: Trainer_Pm_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const trainer_pm_legend = /** @type {(inputs: Trainer_Pm_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格线`)
};

export const trainer_pm_mark_of = /** @type {(inputs: Trainer_Pm_Mark_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`合格线，${i?.skill}（%）`)
};

export const trainer_pm_median_of = /** @type {(inputs: Trainer_Pm_Median_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`中位用时目标，${i?.skill}（秒）`)
};

export const trainer_pm_none = /** @type {(inputs: Trainer_Pm_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const trainer_pm_overall = /** @type {(inputs: Trainer_Pm_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整体合格线（%）`)
};

export const trainer_practical_against_default = /** @type {(inputs: Trainer_Practical_Against_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`按 ${i?.title}（内置默认）评分`)
};

export const trainer_practical_against_revision = /** @type {(inputs: Trainer_Practical_Against_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`按 ${i?.title} 第 ${i?.revision} 版评分`)
};

export const trainer_practical_choose = /** @type {(inputs: Trainer_Practical_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择评级即可查看标准对该评级的要求。`)
};

export const trainer_practical_comment = /** @type {(inputs: Trainer_Practical_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评语`)
};

export const trainer_practical_confirm = /** @type {(inputs: Trainer_Practical_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本人 ${i?.name} 已观看此场应考，并确认这些评分。`)
};

export const trainer_practical_countersign = /** @type {(inputs: Trainer_Practical_CountersignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`副署`)
};

export const trainer_practical_countersigned = /** @type {(inputs: Trainer_Practical_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已由 ${i?.name} 于 ${i?.when} 副署。`)
};

export const trainer_practical_fails_area = /** @type {(inputs: Trainer_Practical_Fails_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} 不合格`)
};

export const trainer_practical_fails_part = /** @type {(inputs: Trainer_Practical_Fails_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操部分不合格`)
};

export const trainer_practical_grade_of = /** @type {(inputs: Trainer_Practical_Grade_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} 评级`)
};

export const trainer_practical_keys = /** @type {(inputs: Trainer_Practical_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`。按键：在评级上按`)
};

export const trainer_practical_no_red = /** @type {(inputs: Trainer_Practical_No_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标准未为这些范畴列出红线。`)
};

export const trainer_practical_part = /** @type {(inputs: Trainer_Practical_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`实操部分：${i?.outcome}`)
};

export const trainer_practical_reading = /** @type {(inputs: Trainer_Practical_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在读取实操标准…`)
};

export const trainer_practical_red_lines = /** @type {(inputs: Trainer_Practical_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`观察到的红线`)
};

export const trainer_practical_same_assessor = /** @type {(inputs: Trainer_Practical_Same_AssessorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第二考核员必须是 ${i?.assessor} 以外的人。`)
};

export const trainer_practical_save = /** @type {(inputs: Trainer_Practical_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存实操评分`)
};

export const trainer_practical_saved_revision = /** @type {(inputs: Trainer_Practical_Saved_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（已保存的评分采用第 ${i?.revision} 版）`)
};

export const trainer_practical_second = /** @type {(inputs: Trainer_Practical_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第二考核员`)
};

export const trainer_practical_second_about = /** @type {(inputs: Trainer_Practical_Second_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由观看整场应考的第二考核员确认已保存的评分。再次保存评分会清除副署。`)
};

export const trainer_practical_the_second = /** @type {(inputs: Trainer_Practical_The_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第二考核员`)
};

export const trainer_practical_title = /** @type {(inputs: Trainer_Practical_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操台面测试`)
};

export const trainer_preview_answer = /** @type {(inputs: Trainer_Preview_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答案：`)
};

export const trainer_preview_none = /** @type {(inputs: Trainer_Preview_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有题目：请先修正上方标示的字段。`)
};

export const trainer_preview_red_line = /** @type {(inputs: Trainer_Preview_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · 红线`)
};

export const trainer_preview_section = /** @type {(inputs: Trainer_Preview_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 部分`)
};

export const trainer_prof_app_targets = /** @type {(inputs: Trainer_Prof_App_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（程序的目标）`)
};

export const trainer_prof_builtin_group = /** @type {(inputs: Trainer_Prof_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置（只读）`)
};

export const trainer_prof_builtin_no_delete = /** @type {(inputs: Trainer_Prof_Builtin_No_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置设置不可删除。`)
};

export const trainer_prof_close_q = /** @type {(inputs: Trainer_Prof_Close_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不保存更改就关闭？`)
};

export const trainer_prof_commission = /** @type {(inputs: Trainer_Prof_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金 ${i?.pays}:${i?.per}`)
};

export const trainer_prof_copy_saved = /** @type {(inputs: Trainer_Prof_Copy_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已另存副本为"${i?.name}"：请编辑后保存。`)
};

export const trainer_prof_decks = /** @type {(inputs: Trainer_Prof_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌`)
};

export const trainer_prof_delete_q = /** @type {(inputs: Trainer_Prof_Delete_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`删除设置"${i?.id}"？`)
};

export const trainer_prof_delete_title = /** @type {(inputs: Trainer_Prof_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除设置`)
};

export const trainer_prof_deleted = /** @type {(inputs: Trainer_Prof_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已删除"${i?.id}"。`)
};

export const trainer_prof_doing_delete = /** @type {(inputs: Trainer_Prof_Doing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除设置`)
};

export const trainer_prof_doing_duplicate = /** @type {(inputs: Trainer_Prof_Doing_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制设置`)
};

export const trainer_prof_doing_house = /** @type {(inputs: Trainer_Prof_Doing_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取赌场设置`)
};

export const trainer_prof_doing_read = /** @type {(inputs: Trainer_Prof_Doing_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取赌台设置`)
};

export const trainer_prof_doing_set_house = /** @type {(inputs: Trainer_Prof_Doing_Set_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置赌场`)
};

export const trainer_prof_doing_usage = /** @type {(inputs: Trainer_Prof_Doing_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查设置的使用位置`)
};

export const trainer_prof_dup_to_edit = /** @type {(inputs: Trainer_Prof_Dup_To_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制以编辑`)
};

export const trainer_prof_editor_edit = /** @type {(inputs: Trainer_Prof_Editor_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑 ${i?.name}`)
};

export const trainer_prof_editor_new = /** @type {(inputs: Trainer_Prof_Editor_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增设置`)
};

export const trainer_prof_editor_view = /** @type {(inputs: Trainer_Prof_Editor_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（内置，只读）`)
};

export const trainer_prof_floor_back = /** @type {(inputs: Trainer_Prof_Floor_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台准备会改回程序的目标。`)
};

export const trainer_prof_floor_targets = /** @type {(inputs: Trainer_Prof_Floor_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台准备目标：`)
};

export const trainer_prof_house_badge = /** @type {(inputs: Trainer_Prof_House_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场目标`)
};

export const trainer_prof_house_now = /** @type {(inputs: Trainer_Prof_House_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上台准备现采用"${i?.id}"的目标。`)
};

export const trainer_prof_house_now_app = /** @type {(inputs: Trainer_Prof_House_Now_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上台准备现采用"${i?.id}"的目标（它没有自己的目标：采用程序的目标）。`)
};

export const trainer_prof_keys = /** @type {(inputs: Trainer_Prof_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑/↓ 选择 · Enter 打开 · Alt+D 复制 · Del 删除 · Alt+H 设为赌场目标`)
};

export const trainer_prof_list = /** @type {(inputs: Trainer_Prof_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const trainer_prof_many_embed = /** @type {(inputs: Trainer_Prof_Many_EmbedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个已保存的练习题组内含其副本（${i?.titles}）；这些题组会继续使用该副本。`)
};

export const trainer_prof_new = /** @type {(inputs: Trainer_Prof_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增设置`)
};

export const trainer_prof_no_set_embeds = /** @type {(inputs: Trainer_Prof_No_Set_EmbedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有已保存的练习题组内含此设置。`)
};

export const trainer_prof_none = /** @type {(inputs: Trainer_Prof_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无：请复制一个内置设置或新增一个。`)
};

export const trainer_prof_one_embeds = /** @type {(inputs: Trainer_Prof_One_EmbedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 个已保存的练习题组内含其副本（${i?.titles}）；该题组会继续使用该副本。`)
};

export const trainer_prof_own_group = /** @type {(inputs: Trainer_Prof_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的设置`)
};

export const trainer_prof_practice_back = /** @type {(inputs: Trainer_Prof_Practice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习赌台会改回 Tasmania。`)
};

export const trainer_prof_problems_many = /** @type {(inputs: Trainer_Prof_Problems_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存前须修正 ${i?.count} 个字段：${i?.fields}。`)
};

export const trainer_prof_problems_one = /** @type {(inputs: Trainer_Prof_Problems_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存前须修正 1 个字段：${i?.fields}。`)
};

export const trainer_prof_saved = /** @type {(inputs: Trainer_Prof_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存"${i?.name}"。`)
};

export const trainer_prof_six_half = /** @type {(inputs: Trainer_Prof_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`六点赢赔一半`)
};

export const trainer_prof_tie = /** @type {(inputs: Trainer_Prof_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和 ${i?.pays}:${i?.per}`)
};

export const trainer_prof_title = /** @type {(inputs: Trainer_Prof_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const trainer_prof_use_targets = /** @type {(inputs: Trainer_Prof_Use_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`采用其目标`)
};

export const trainer_record_answer = /** @type {(inputs: Trainer_Record_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`作答：${i?.answer}`)
};

export const trainer_record_assessor = /** @type {(inputs: Trainer_Record_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核员`)
};

export const trainer_record_attempt_of = /** @type {(inputs: Trainer_Record_Attempt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.number} 次，共 ${i?.allowed} 次`)
};

export const trainer_record_correct = /** @type {(inputs: Trainer_Record_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正确答案：${i?.answer}`)
};

export const trainer_record_date = /** @type {(inputs: Trainer_Record_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

export const trainer_record_house = /** @type {(inputs: Trainer_Record_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场`)
};

export const trainer_record_knowledge_failed = /** @type {(inputs: Trainer_Record_Knowledge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识测验：不合格`)
};

export const trainer_record_knowledge_line = /** @type {(inputs: Trainer_Record_Knowledge_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} 题答对 ${i?.correct} 题（${i?.accuracy}；合格线 ${i?.mark}）· ${i?.timedOut} 题超时`)
};

export const trainer_record_knowledge_passed = /** @type {(inputs: Trainer_Record_Knowledge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识测验：合格`)
};

export const trainer_record_left = /** @type {(inputs: Trainer_Record_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`离开 ${i?.count} 次`)
};

export const trainer_record_print = /** @type {(inputs: Trainer_Record_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打印此页`)
};

export const trainer_record_red_line = /** @type {(inputs: Trainer_Record_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.item} 题触犯红线：${i?.label}`)
};

export const trainer_record_replay = /** @type {(inputs: Trainer_Record_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`逐题回放`)
};

export const trainer_record_replay_title = /** @type {(inputs: Trainer_Record_Replay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按种子回放`)
};

export const trainer_record_reports = /** @type {(inputs: Trainer_Record_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报告`)
};

export const trainer_record_save_csv = /** @type {(inputs: Trainer_Record_Save_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存 CSV`)
};

export const trainer_record_save_json = /** @type {(inputs: Trainer_Record_Save_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存已签名的 JSON`)
};

export const trainer_record_save_pdf = /** @type {(inputs: Trainer_Record_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存 PDF`)
};

export const trainer_record_seed = /** @type {(inputs: Trainer_Record_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`种子`)
};

export const trainer_record_seeding = /** @type {(inputs: Trainer_Record_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seed}（种子方式 ${i?.seeding}）`)
};

export const trainer_record_set_version = /** @type {(inputs: Trainer_Record_Set_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（第 ${i?.version} 版）`)
};

export const trainer_record_timed_out = /** @type {(inputs: Trainer_Record_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超时`)
};

export const trainer_recover_about = /** @type {(inputs: Trainer_Recover_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入保险箱内的恢复码（4 组，每组 5 个英文字母或数字），并选择新密码。程序会生成新的签名密钥（之前签名的报告仍可验证）及新的恢复码，下次登录时会显示密码曾被恢复。`)
};

export const trainer_recover_code = /** @type {(inputs: Trainer_Recover_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复码`)
};

export const trainer_recover_submit = /** @type {(inputs: Trainer_Recover_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复`)
};

export const trainer_recover_title = /** @type {(inputs: Trainer_Recover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`忘记导师密码？`)
};

export const trainer_recovered_on = /** @type {(inputs: Trainer_Recovered_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`密码已于 ${i?.when} 恢复。`)
};

export const trainer_recovery_code_about = /** @type {(inputs: Trainer_Recovery_Code_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请抄下并锁在保险箱。忘记密码时这是重返导师模式的唯一方法，而且只会显示这一次。`)
};

export const trainer_recovery_code_title = /** @type {(inputs: Trainer_Recovery_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复码`)
};

export const trainer_recovery_kept = /** @type {(inputs: Trainer_Recovery_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已妥善保存`)
};

export const trainer_refresh = /** @type {(inputs: Trainer_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`刷新`)
};

export const trainer_remove = /** @type {(inputs: Trainer_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const trainer_remove_named = /** @type {(inputs: Trainer_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除 ${i?.name}`)
};

export const trainer_rename = /** @type {(inputs: Trainer_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重命名`)
};

export const trainer_replace_it = /** @type {(inputs: Trainer_Replace_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`替换`)
};

export const trainer_result_fail = /** @type {(inputs: Trainer_Result_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const trainer_result_in_progress = /** @type {(inputs: Trainer_Result_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未完成`)
};

export const trainer_result_pass = /** @type {(inputs: Trainer_Result_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const trainer_result_pending = /** @type {(inputs: Trainer_Result_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`知识部分已完成：实操尚未评分`)
};

export const trainer_result_retake = /** @type {(inputs: Trainer_Result_RetakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`知识部分已完成：实操范畴须重考（${i?.areas}）`)
};

export const trainer_room_all_in = /** @type {(inputs: Trainer_Room_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这里记录的一切都已在培训室。`)
};

export const trainer_room_already = /** @type {(inputs: Trainer_Room_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已在培训室`)
};

export const trainer_room_assessment = /** @type {(inputs: Trainer_Room_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（考核）`)
};

export const trainer_room_col_answers = /** @type {(inputs: Trainer_Room_Col_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答案`)
};

export const trainer_room_col_ended = /** @type {(inputs: Trainer_Room_Col_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已结束`)
};

export const trainer_room_col_here = /** @type {(inputs: Trainer_Room_Col_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本机学员`)
};

export const trainer_room_col_in_room = /** @type {(inputs: Trainer_Room_Col_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室内`)
};

export const trainer_room_col_last = /** @type {(inputs: Trainer_Room_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近`)
};

export const trainer_room_col_right = /** @type {(inputs: Trainer_Room_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答对`)
};

export const trainer_room_col_session = /** @type {(inputs: Trainer_Room_Col_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const trainer_room_col_sessions = /** @type {(inputs: Trainer_Room_Col_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习节数`)
};

export const trainer_room_col_staff = /** @type {(inputs: Trainer_Room_Col_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const trainer_room_col_started = /** @type {(inputs: Trainer_Room_Col_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始时间`)
};

export const trainer_room_col_station = /** @type {(inputs: Trainer_Room_Col_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站`)
};

export const trainer_room_col_stations = /** @type {(inputs: Trainer_Room_Col_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站`)
};

export const trainer_room_conflict = /** @type {(inputs: Trainer_Room_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已在培训室保存为第 ${i?.revision} 版。自你打开此${i?.what}以来，另一位导师已在工作站 ${i?.station} ${i?.at}保存第 ${i?.theirs} 版：你的版本保留为最新版本（排在对方之后），没有任何内容被覆盖（对方的版本仍留在培训室的历史记录中）。`)
};

export const trainer_room_conflict_at = /** @type {(inputs: Trainer_Room_Conflict_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`于 ${i?.when} `)
};

export const trainer_room_dashboard = /** @type {(inputs: Trainer_Room_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室总览`)
};

export const trainer_room_database = /** @type {(inputs: Trainer_Room_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数据库`)
};

export const trainer_room_every_trainee = /** @type {(inputs: Trainer_Room_Every_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有学员（培训室内所有工作站）`)
};

export const trainer_room_host = /** @type {(inputs: Trainer_Room_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主机`)
};

export const trainer_room_join = /** @type {(inputs: Trainer_Room_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入培训室`)
};

export const trainer_room_last_push = /** @type {(inputs: Trainer_Room_Last_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上次推送：${i?.when}。`)
};

export const trainer_room_lead = /** @type {(inputs: Trainer_Room_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多台电脑共用培训室 PostgreSQL 数据库内的同一份记录。网络中断时每台电脑仍可独立运行；网络恢复后，其记录会送达培训室。`)
};

export const trainer_room_leave = /** @type {(inputs: Trainer_Room_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开培训室`)
};

export const trainer_room_memory = /** @type {(inputs: Trainer_Room_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑没有可密封密码的密钥环，所以密码只保留至程序关闭为止：重新启动后请再输入。`)
};

export const trainer_room_missing = /** @type {(inputs: Trainer_Room_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读回密码：请再输入并保存。`)
};

export const trainer_room_need_database = /** @type {(inputs: Trainer_Room_Need_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入培训室的数据库名称。`)
};

export const trainer_room_need_host = /** @type {(inputs: Trainer_Room_Need_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入培训室的主机（名称或 IP 地址）。`)
};

export const trainer_room_need_password = /** @type {(inputs: Trainer_Room_Need_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入 IT 人员为此角色提供的密码。`)
};

export const trainer_room_need_port = /** @type {(inputs: Trainer_Room_Need_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`端口须为 1 至 65535 的数字。`)
};

export const trainer_room_need_station = /** @type {(inputs: Trainer_Room_Need_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请为这台电脑设置工作站名称（导师会看到此名称）。`)
};

export const trainer_room_new_trainee = /** @type {(inputs: Trainer_Room_New_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新学员`)
};

export const trainer_room_no_session = /** @type {(inputs: Trainer_Room_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无练习。`)
};

export const trainer_room_none = /** @type {(inputs: Trainer_Room_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无学员在培训室练习。`)
};

export const trainer_room_password = /** @type {(inputs: Trainer_Room_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密码`)
};

export const trainer_room_pc_trainees = /** @type {(inputs: Trainer_Room_Pc_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑的学员在培训室中的对应`)
};

export const trainer_room_pending = /** @type {(inputs: Trainer_Room_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 项记录正等待送达培训室。`)
};

export const trainer_room_port = /** @type {(inputs: Trainer_Room_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`端口`)
};

export const trainer_room_preview = /** @type {(inputs: Trainer_Room_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览将加入的内容`)
};

export const trainer_room_push = /** @type {(inputs: Trainer_Room_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即推送`)
};

export const trainer_room_refused = /** @type {(inputs: Trainer_Room_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室拒收的 ${i?.count} 项记录保留在这台电脑上。`)
};

export const trainer_room_role = /** @type {(inputs: Trainer_Room_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`角色`)
};

export const trainer_room_role_station = /** @type {(inputs: Trainer_Room_Role_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站（bdt_station）`)
};

export const trainer_room_role_trainer = /** @type {(inputs: Trainer_Room_Role_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师（bdt_trainer）`)
};

export const trainer_room_save_reconnect = /** @type {(inputs: Trainer_Room_Save_ReconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存并重新连接`)
};

export const trainer_room_sealed = /** @type {(inputs: Trainer_Room_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已保存（已密封）`)
};

export const trainer_room_sessions_every = /** @type {(inputs: Trainer_Room_Sessions_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室所有工作站的练习`)
};

export const trainer_room_sessions_here = /** @type {(inputs: Trainer_Room_Sessions_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑上的练习`)
};

export const trainer_room_sessions_refused = /** @type {(inputs: Trainer_Room_Sessions_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室有 ${i?.count} 项记录内容不符，已略去。`)
};

export const trainer_room_station = /** @type {(inputs: Trainer_Room_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`工作站名称`)
};

export const trainer_room_test = /** @type {(inputs: Trainer_Room_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`测试连接`)
};

export const trainer_room_this_pc = /** @type {(inputs: Trainer_Room_This_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑在培训室的状况`)
};

export const trainer_room_title = /** @type {(inputs: Trainer_Room_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室`)
};

export const trainer_room_tls = /** @type {(inputs: Trainer_Room_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须使用 TLS（加密连接）`)
};

export const trainer_room_upload_already = /** @type {(inputs: Trainer_Room_Upload_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`；其中 ${i?.count} 节已在培训室，不会重复发送`)
};

export const trainer_room_upload_counts = /** @type {(inputs: Trainer_Room_Upload_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这台电脑记录了 ${i?.sessions} 节练习（${i?.responses} 个答案）、${i?.attempts} 次考核应考及 ${i?.grades} 项实操评分`)
};

export const trainer_room_upload_nothing_deleted = /** @type {(inputs: Trainer_Room_Upload_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`。这台电脑上的数据不会被删除。`)
};

export const trainer_room_uploads = /** @type {(inputs: Trainer_Room_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入时会上传的内容`)
};

export const trainer_save = /** @type {(inputs: Trainer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

export const trainer_se_add_section = /** @type {(inputs: Trainer_Se_Add_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增部分`)
};

export const trainer_se_assessment = /** @type {(inputs: Trainer_Se_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核（完成后才显示结果）`)
};

export const trainer_se_back = /** @type {(inputs: Trainer_Se_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回列表`)
};

export const trainer_se_builtin = /** @type {(inputs: Trainer_Se_BuiltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置题组（只读）`)
};

export const trainer_se_builtin_group = /** @type {(inputs: Trainer_Se_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置`)
};

export const trainer_se_carried = /** @type {(inputs: Trainer_Se_CarriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此题组附带`)
};

export const trainer_se_checking = /** @type {(inputs: Trainer_Se_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查中…`)
};

export const trainer_se_decks = /** @type {(inputs: Trainer_Se_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`副数`)
};

export const trainer_se_decks_hint = /** @type {(inputs: Trainer_Se_Decks_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（留空：采用设置的副数）`)
};

export const trainer_se_description = /** @type {(inputs: Trainer_Se_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`说明`)
};

export const trainer_se_edit = /** @type {(inputs: Trainer_Se_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`编辑练习题组`)
};

export const trainer_se_hard_limit = /** @type {(inputs: Trainer_Se_Hard_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`硬性时限：未能及时作答的步骤当作答错，并直接进入下一题（否则超时的答案会标示为"太慢"）`)
};

export const trainer_se_label = /** @type {(inputs: Trainer_Se_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组编辑器`)
};

export const trainer_se_mode = /** @type {(inputs: Trainer_Se_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`模式`)
};

export const trainer_se_mode_label = /** @type {(inputs: Trainer_Se_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习或考核`)
};

export const trainer_se_new = /** @type {(inputs: Trainer_Se_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增练习题组`)
};

export const trainer_se_new_sample = /** @type {(inputs: Trainer_Se_New_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新样本`)
};

export const trainer_se_no_problems = /** @type {(inputs: Trainer_Se_No_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有发现问题`)
};

export const trainer_se_practice = /** @type {(inputs: Trainer_Se_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习（每答一题即有反馈）`)
};

export const trainer_se_preview = /** @type {(inputs: Trainer_Se_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览`)
};

export const trainer_se_preview_hint = /** @type {(inputs: Trainer_Se_Preview_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（每次都是新样本：`)
};

export const trainer_se_preview_title = /** @type {(inputs: Trainer_Se_Preview_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览`)
};

export const trainer_se_profile = /** @type {(inputs: Trainer_Se_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const trainer_se_read_stacks = /** @type {(inputs: Trainer_Se_Read_StacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读筹码堆：所有部分中台面上每堆筹码下都不写金额（由学员自行点算筹码）`)
};

export const trainer_se_sections = /** @type {(inputs: Trainer_Se_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`部分`)
};

export const trainer_se_stale = /** @type {(inputs: Trainer_Se_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此题组附带的是"${i?.name}"的旧副本：赌场规则其后已更改。`)
};

export const trainer_se_title = /** @type {(inputs: Trainer_Se_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标题`)
};

export const trainer_se_to_fix = /** @type {(inputs: Trainer_Se_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 项待修正`)
};

export const trainer_se_use_current = /** @type {(inputs: Trainer_Se_Use_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`采用现行赌场规则`)
};

export const trainer_se_your_rules = /** @type {(inputs: Trainer_Se_Your_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的赌场规则`)
};

export const trainer_sec_basic = /** @type {(inputs: Trainer_Sec_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`基本`)
};

export const trainer_sec_choose_case = /** @type {(inputs: Trainer_Sec_Choose_CaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择情况…`)
};

export const trainer_sec_difficulty = /** @type {(inputs: Trainer_Sec_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`难度`)
};

export const trainer_sec_down = /** @type {(inputs: Trainer_Sec_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下移`)
};

export const trainer_sec_dropped_many = /** @type {(inputs: Trainer_Sec_Dropped_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.labels} 对"${i?.kind}"没有意义，因此已移除。`)
};

export const trainer_sec_dropped_one = /** @type {(inputs: Trainer_Sec_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.labels} 对"${i?.kind}"没有意义，因此已移除。`)
};

export const trainer_sec_hard = /** @type {(inputs: Trainer_Sec_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`困难`)
};

export const trainer_sec_items = /** @type {(inputs: Trainer_Sec_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题数`)
};

export const trainer_sec_kind = /** @type {(inputs: Trainer_Sec_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习类型`)
};

export const trainer_sec_legend = /** @type {(inputs: Trainer_Sec_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 部分：${i?.kind}`)
};

export const trainer_sec_only = /** @type {(inputs: Trainer_Sec_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只出以下情况的题目…`)
};

export const trainer_sec_remove = /** @type {(inputs: Trainer_Sec_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除此部分`)
};

export const trainer_sec_seconds = /** @type {(inputs: Trainer_Sec_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每题秒数`)
};

export const trainer_sec_standard = /** @type {(inputs: Trainer_Sec_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标准`)
};

export const trainer_sec_target = /** @type {(inputs: Trainer_Sec_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`针对某种情况`)
};

export const trainer_sec_target_hint = /** @type {(inputs: Trainer_Sec_Target_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（会填入下方的条件）`)
};

export const trainer_sec_timed = /** @type {(inputs: Trainer_Sec_TimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限时`)
};

export const trainer_sec_undo = /** @type {(inputs: Trainer_Sec_UndoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`撤销：改回 ${i?.kind}`)
};

export const trainer_sec_untimed = /** @type {(inputs: Trainer_Sec_UntimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限时`)
};

export const trainer_sec_up = /** @type {(inputs: Trainer_Sec_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上移`)
};

export const trainer_seconds = /** @type {(inputs: Trainer_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} 秒`)
};

export const trainer_set_items = /** @type {(inputs: Trainer_Set_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（${i?.items} 题）`)
};

export const trainer_sets_built_in = /** @type {(inputs: Trainer_Sets_Built_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置`)
};

export const trainer_sets_builtin_group = /** @type {(inputs: Trainer_Sets_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置（只读：复制后才可更改）`)
};

export const trainer_sets_clash = /** @type {(inputs: Trainer_Sets_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题库已有名为"${i?.title}"的题组。你作出选择前不会导入任何内容：`)
};

export const trainer_sets_clash_builtin = /** @type {(inputs: Trainer_Sets_Clash_BuiltinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题库已有名为"${i?.title}"的内置题组。你作出选择前不会导入任何内容：`)
};

export const trainer_sets_delete_message = /** @type {(inputs: Trainer_Sets_Delete_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`删除"${i?.title}"？题组会从题库移除；已记录的成绩保留其当时所用的版本（第 ${i?.revision} 版）。`)
};

export const trainer_sets_delete_title = /** @type {(inputs: Trainer_Sets_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除练习题组`)
};

export const trainer_sets_deleted = /** @type {(inputs: Trainer_Sets_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已删除"${i?.title}"。过往成绩保留其当时所用的版本。`)
};

export const trainer_sets_doing_check = /** @type {(inputs: Trainer_Sets_Doing_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查练习题组`)
};

export const trainer_sets_doing_delete = /** @type {(inputs: Trainer_Sets_Doing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除练习题组`)
};

export const trainer_sets_doing_duplicate = /** @type {(inputs: Trainer_Sets_Doing_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制练习题组`)
};

export const trainer_sets_doing_export = /** @type {(inputs: Trainer_Sets_Doing_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出练习题组`)
};

export const trainer_sets_doing_failed = /** @type {(inputs: Trainer_Sets_Doing_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.doing}：${i?.message}`)
};

export const trainer_sets_doing_import = /** @type {(inputs: Trainer_Sets_Doing_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入练习题组`)
};

export const trainer_sets_doing_open = /** @type {(inputs: Trainer_Sets_Doing_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开练习题组`)
};

export const trainer_sets_doing_preview = /** @type {(inputs: Trainer_Sets_Doing_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发牌预览`)
};

export const trainer_sets_doing_read = /** @type {(inputs: Trainer_Sets_Doing_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取练习题组`)
};

export const trainer_sets_doing_read_houses = /** @type {(inputs: Trainer_Sets_Doing_Read_HousesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取赌场规则`)
};

export const trainer_sets_doing_rename = /** @type {(inputs: Trainer_Sets_Doing_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重命名练习题组`)
};

export const trainer_sets_doing_room = /** @type {(inputs: Trainer_Sets_Doing_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取培训室`)
};

export const trainer_sets_doing_save = /** @type {(inputs: Trainer_Sets_Doing_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存练习题组`)
};

export const trainer_sets_duplicated = /** @type {(inputs: Trainer_Sets_DuplicatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已复制为"${i?.title}"。`)
};

export const trainer_sets_exported = /** @type {(inputs: Trainer_Sets_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已将"${i?.title}"导出至 ${i?.path}。`)
};

export const trainer_sets_import = /** @type {(inputs: Trainer_Sets_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入文件…`)
};

export const trainer_sets_imported = /** @type {(inputs: Trainer_Sets_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入"${i?.title}"。`)
};

export const trainer_sets_keep_both = /** @type {(inputs: Trainer_Sets_Keep_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两者都保留（导入为副本）`)
};

export const trainer_sets_keys_on = /** @type {(inputs: Trainer_Sets_Keys_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在题组标题上（`)
};

export const trainer_sets_keys_tab_to = /** @type {(inputs: Trainer_Sets_Keys_Tab_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移至该处）：`)
};

export const trainer_sets_new = /** @type {(inputs: Trainer_Sets_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增题组`)
};

export const trainer_sets_new_title_for = /** @type {(inputs: Trainer_Sets_New_Title_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}"的新标题`)
};

export const trainer_sets_none_builds = /** @type {(inputs: Trainer_Sets_None_BuildsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可新增一个，`)
};

export const trainer_sets_none_duplicates = /** @type {(inputs: Trainer_Sets_None_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在题组上按即可复制。`)
};

export const trainer_sets_none_yet = /** @type {(inputs: Trainer_Sets_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚无：`)
};

export const trainer_sets_not_imported = /** @type {(inputs: Trainer_Sets_Not_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未导入（题库没有任何更改）：`)
};

export const trainer_sets_not_in_room = /** @type {(inputs: Trainer_Sets_Not_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未在培训室`)
};

export const trainer_sets_not_saved = /** @type {(inputs: Trainer_Sets_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未保存：请修正下方标示的字段。`)
};

export const trainer_sets_own = /** @type {(inputs: Trainer_Sets_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的练习题组`)
};

export const trainer_sets_renamed = /** @type {(inputs: Trainer_Sets_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已重命名为"${i?.title}"（第 ${i?.revision} 版）。`)
};

export const trainer_sets_replace = /** @type {(inputs: Trainer_Sets_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`替换…`)
};

export const trainer_sets_replace_message = /** @type {(inputs: Trainer_Sets_Replace_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以 ${i?.file} 中的题组替换"${i?.title}"？其版本号会增加；已记录的成绩保留其当时所用的版本。`)
};

export const trainer_sets_replace_title = /** @type {(inputs: Trainer_Sets_Replace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`替换练习题组`)
};

export const trainer_sets_replaced = /** @type {(inputs: Trainer_Sets_ReplacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已替换"${i?.title}"（现为第 ${i?.revision} 版）。`)
};

export const trainer_sets_revision = /** @type {(inputs: Trainer_Sets_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.revision} 版`)
};

export const trainer_sets_saved = /** @type {(inputs: Trainer_Sets_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存"${i?.title}"（第 ${i?.revision} 版）。`)
};

export const trainer_sets_title = /** @type {(inputs: Trainer_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const trainer_start_about = /** @type {(inputs: Trainer_Start_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题目由本程序选出，考生事先无法看到。考核开始后导师模式即会锁定：请把键盘交给考生。`)
};

export const trainer_start_assessor = /** @type {(inputs: Trainer_Start_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核员`)
};

export const trainer_start_candidate = /** @type {(inputs: Trainer_Start_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考生姓名`)
};

export const trainer_start_choose_set = /** @type {(inputs: Trainer_Start_Choose_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择考核题组…`)
};

export const trainer_start_set = /** @type {(inputs: Trainer_Start_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核题组`)
};

export const trainer_start_set_items = /** @type {(inputs: Trainer_Start_Set_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}（${i?.items} 题）`)
};

export const trainer_start_staff = /** @type {(inputs: Trainer_Start_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const trainer_start_submit = /** @type {(inputs: Trainer_Start_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始考核`)
};

export const trainer_start_title = /** @type {(inputs: Trainer_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始考核`)
};

export const trainer_std_about = /** @type {(inputs: Trainer_Std_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评级 A 即该范畴合格，fail 即不合格；B 和 C 的意思由学校订定。评分时考核员会看到每个评级的准则。`)
};

export const trainer_std_add_area = /** @type {(inputs: Trainer_Std_Add_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增范畴`)
};

export const trainer_std_add_red = /** @type {(inputs: Trainer_Std_Add_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增红线`)
};

export const trainer_std_area_name = /** @type {(inputs: Trainer_Std_Area_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`范畴 ${i?.n} 名称`)
};

export const trainer_std_col_fails = /** @type {(inputs: Trainer_Std_Col_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格范围`)
};

export const trainer_std_col_key = /** @type {(inputs: Trainer_Std_Col_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`代号`)
};

export const trainer_std_col_rule = /** @type {(inputs: Trainer_Std_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则`)
};

export const trainer_std_col_saw = /** @type {(inputs: Trainer_Std_Col_SawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核员所见`)
};

export const trainer_std_criteria = /** @type {(inputs: Trainer_Std_CriteriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area}：${i?.grade} 的准则`)
};

export const trainer_std_default = /** @type {(inputs: Trainer_Std_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内置默认（尚未保存）：保存后成为第 1 版。`)
};

export const trainer_std_field_title = /** @type {(inputs: Trainer_Std_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标题`)
};

export const trainer_std_grade_means = /** @type {(inputs: Trainer_Std_Grade_MeansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area}：${i?.grade} 的意思`)
};

export const trainer_std_red_fails = /** @type {(inputs: Trainer_Std_Red_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`红线 ${i?.n} 不合格范围`)
};

export const trainer_std_red_key = /** @type {(inputs: Trainer_Std_Red_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`红线 ${i?.n} 代号`)
};

export const trainer_std_red_line = /** @type {(inputs: Trainer_Std_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`红线 ${i?.n}`)
};

export const trainer_std_red_lines = /** @type {(inputs: Trainer_Std_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线`)
};

export const trainer_std_red_rule = /** @type {(inputs: Trainer_Std_Red_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`红线 ${i?.n} 规则`)
};

export const trainer_std_remove_red = /** @type {(inputs: Trainer_Std_Remove_RedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除红线 ${i?.n}`)
};

export const trainer_std_revision = /** @type {(inputs: Trainer_Std_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.revision} 版，于 ${i?.when} 保存。`)
};

export const trainer_std_saved = /** @type {(inputs: Trainer_Std_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存为第 ${i?.revision} 版。此后的评分均采用此版本。`)
};

export const trainer_std_the_part = /** @type {(inputs: Trainer_Std_The_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操部分`)
};

export const trainer_std_title = /** @type {(inputs: Trainer_Std_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操标准`)
};

export const trainer_std_undo = /** @type {(inputs: Trainer_Std_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤销所有更改`)
};

export const trainer_ta_added = /** @type {(inputs: Trainer_Ta_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已新增 ${i?.name}。`)
};

export const trainer_ta_archived = /** @type {(inputs: Trainer_Ta_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已归档 ${i?.name}：不再在学员菜单中显示，所有成绩均保留。`)
};

export const trainer_ta_assigned = /** @type {(inputs: Trainer_Ta_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把"${i?.title}"指派给 ${i?.names}。`)
};

export const trainer_ta_assigned_due = /** @type {(inputs: Trainer_Ta_Assigned_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把"${i?.title}"指派给 ${i?.names}，限期 ${i?.due}。`)
};

export const trainer_ta_deleted = /** @type {(inputs: Trainer_Ta_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已删除 ${i?.name}：${i?.sessions} 节练习、${i?.answers} 个答案、${i?.attempts} 次考核应考。`)
};

export const trainer_ta_imported = /** @type {(inputs: Trainer_Ta_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入 ${i?.what}。`)
};

export const trainer_ta_saved = /** @type {(inputs: Trainer_Ta_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存 ${i?.name}。`)
};

export const trainer_ta_unarchived = /** @type {(inputs: Trainer_Ta_UnarchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 已重回学员菜单。`)
};

export const trainer_ta_unassigned = /** @type {(inputs: Trainer_Ta_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已取消指派"${i?.title}"。`)
};

export const trainer_tab_assessments = /** @type {(inputs: Trainer_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const trainer_tab_audit = /** @type {(inputs: Trainer_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审计`)
};

export const trainer_tab_dashboard = /** @type {(inputs: Trainer_Tab_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`总览`)
};

export const trainer_tab_profiles = /** @type {(inputs: Trainer_Tab_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const trainer_tab_room = /** @type {(inputs: Trainer_Tab_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室`)
};

export const trainer_tab_sets = /** @type {(inputs: Trainer_Tab_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const trainer_tab_standard = /** @type {(inputs: Trainer_Tab_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操标准`)
};

export const trainer_tab_trainees = /** @type {(inputs: Trainer_Tab_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const trainer_tabs_label = /** @type {(inputs: Trainer_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师工作区`)
};

export const trainer_tampered = /** @type {(inputs: Trainer_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改`)
};

export const trainer_trainees_add = /** @type {(inputs: Trainer_Trainees_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增学员`)
};

export const trainer_trainees_added = /** @type {(inputs: Trainer_Trainees_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`于 ${i?.day} 加入`)
};

export const trainer_trainees_assigned = /** @type {(inputs: Trainer_Trainees_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已指派的练习`)
};

export const trainer_trainees_edit_title = /** @type {(inputs: Trainer_Trainees_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编辑 ${i?.name}`)
};

export const trainer_trainees_import = /** @type {(inputs: Trainer_Trainees_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入员工名单（CSV）…`)
};

export const trainer_trainees_select_or_add = /** @type {(inputs: Trainer_Trainees_Select_Or_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择一名学员，或新增一名（`)
};

export const trainer_trainees_sessions_many = /** @type {(inputs: Trainer_Trainees_Sessions_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 节练习`)
};

export const trainer_trainees_sessions_one = /** @type {(inputs: Trainer_Trainees_Sessions_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 节练习`)
};

export const trainer_trainees_show_archived = /** @type {(inputs: Trainer_Trainees_Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`显示已归档`)
};

export const trainer_trainees_title = /** @type {(inputs: Trainer_Trainees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
};

export const trainer_unarchive = /** @type {(inputs: Trainer_UnarchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消归档`)
};

export const trainer_unassign = /** @type {(inputs: Trainer_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消指派`)
};

export const trainer_unsaved = /** @type {(inputs: Trainer_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有未保存的更改。`)
};

export const trainer_unsaved_title = /** @type {(inputs: Trainer_Unsaved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有未保存的更改`)
};

export const trainer_verify_drop = /** @type {(inputs: Trainer_Verify_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把报告 PDF 或 JSON 拖放到这里，或按 Enter 选择文件`)
};

export const trainer_verify_signer = /** @type {(inputs: Trainer_Verify_SignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`签名者 ${i?.fingerprint}`)
};

export const trainer_verify_subject = /** @type {(inputs: Trainer_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.candidate}（${i?.staff}）· ${i?.set} · 结果 ${i?.result} · 编号 ${i?.id}`)
};

export const trainer_verify_tampered = /** @type {(inputs: Trainer_Verify_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已被篡改：签名后曾被更改`)
};

export const trainer_verify_title = /** @type {(inputs: Trainer_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证报告`)
};

export const trainer_verify_trusted = /** @type {(inputs: Trainer_Verify_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整，并由已信任的密钥签名`)
};

export const trainer_verify_unreadable = /** @type {(inputs: Trainer_Verify_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取的报告`)
};

export const trainer_verify_untrusted = /** @type {(inputs: Trainer_Verify_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整，但签名者未获本机信任`)
};

export const trainer_view = /** @type {(inputs: Trainer_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看`)
};

export const trainer_what_assignment = /** @type {(inputs: Trainer_What_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派`)
};

export const trainer_what_house_rules = /** @type {(inputs: Trainer_What_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const trainer_what_set = /** @type {(inputs: Trainer_What_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题组`)
};

export const trainer_xapi_field = /** @type {(inputs: Trainer_Xapi_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IRI 基址`)
};

export const trainer_xapi_placeholder = /** @type {(inputs: Trainer_Xapi_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未设置：导出时会使用不指向任何地方的占位地址 ${i?.base}。把语句发送到学习记录库（LRS）之前，请填写贵校自己的地址。`)
};

export const trainer_xapi_saved = /** @type {(inputs: Trainer_Xapi_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`xAPI 语句会导出至 ${i?.base} 之下。`)
};

export const trainer_xapi_title = /** @type {(inputs: Trainer_Xapi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`xAPI IRI 基址`)
};

export const trainer_yes = /** @type {(inputs: Trainer_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是`)
};

export const ui_ans_amount_hint = /** @type {(inputs: Ui_Ans_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入金额（33.25）或用筹码组成（Q W E R … 加入，Shift+键 移除）；然后按 Enter。`)
};

export const ui_ans_backspace = /** @type {(inputs: Ui_Ans_BackspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退格`)
};

export const ui_ans_banker = /** @type {(inputs: Ui_Ans_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄`)
};

export const ui_ans_box_label = /** @type {(inputs: Ui_Ans_Box_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金格，${i?.seat} 号位`)
};

export const ui_ans_call_it = /** @type {(inputs: Ui_Ans_Call_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌`)
};

export const ui_ans_chip_count = /** @type {(inputs: Ui_Ans_Chip_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个筹码`)
};

export const ui_ans_chip_one = /** @type {(inputs: Ui_Ans_Chip_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 个筹码`)
};

export const ui_ans_chips_hint = /** @type {(inputs: Ui_Ans_Chips_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用筹码组成（Q W E R … 加入，Shift+键 移除，Backspace 清空）；然后按 Enter。`)
};

export const ui_ans_give_chips = /** @type {(inputs: Ui_Ans_Give_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`交出筹码`)
};

export const ui_ans_left = /** @type {(inputs: Ui_Ans_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：不动`)
};

export const ui_ans_mark_box = /** @type {(inputs: Ui_Ans_Mark_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记入佣金格`)
};

export const ui_ans_natural_no = /** @type {(inputs: Ui_Ans_Natural_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌：否`)
};

export const ui_ans_natural_yes = /** @type {(inputs: Ui_Ans_Natural_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌：是`)
};

export const ui_ans_nothing_settled = /** @type {(inputs: Ui_Ans_Nothing_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未结算任何注码。`)
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
	return /** @type {LocalizedString} */ (`派彩给 ${i?.bet}`)
};

export const ui_ans_player = /** @type {(inputs: Ui_Ans_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲`)
};

export const ui_ans_points_hint = /** @type {(inputs: Ui_Ans_Points_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先输入闲家点数，再输入庄家点数；如有例牌按 N；然后按 Enter。`)
};

export const ui_ans_settle_action = /** @type {(inputs: Ui_Ans_Settle_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：T 收，L 不动（${i?.word}），P 派彩。`)
};

export const ui_ans_settle_amount = /** @type {(inputs: Ui_Ans_Settle_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩给 ${i?.bet}：输入金额，按 Enter。`)
};

export const ui_ans_settle_area = /** @type {(inputs: Ui_Ans_Settle_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位：按投注区的键（${i?.areas}）。`)
};

export const ui_ans_settle_bet = /** @type {(inputs: Ui_Ans_Settle_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择一注：按座位号（再按投注区键）、方向键，或在赌台上点选。全台结算完毕后按 Enter；Backspace 撤销。`)
};

export const ui_ans_settle_commission = /** @type {(inputs: Ui_Ans_Settle_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} 已派彩 ${i?.amount}：输入要记入佣金格的佣金，按 Enter（Backspace：返回派彩）。`)
};

export const ui_ans_settled_so_far = /** @type {(inputs: Ui_Ans_Settled_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已结算`)
};

export const ui_ans_table_settled = /** @type {(inputs: Ui_Ans_Table_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全台结算完毕`)
};

export const ui_ans_taken = /** @type {(inputs: Ui_Ans_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：已收`)
};

export const ui_ans_undo = /** @type {(inputs: Ui_Ans_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`撤销`)
};

export const ui_app_opening = /** @type {(inputs: Ui_App_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在开台…`)
};

export const ui_area_banker = /** @type {(inputs: Ui_Area_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄`)
};

export const ui_area_banker_pair = /** @type {(inputs: Ui_Area_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄对`)
};

export const ui_area_dragon_banker = /** @type {(inputs: Ui_Area_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝庄`)
};

export const ui_area_dragon_player = /** @type {(inputs: Ui_Area_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝闲`)
};

export const ui_area_perfect_pair_banker = /** @type {(inputs: Ui_Area_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美庄`)
};

export const ui_area_perfect_pair_player = /** @type {(inputs: Ui_Area_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美闲`)
};

export const ui_area_player = /** @type {(inputs: Ui_Area_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲`)
};

export const ui_area_player_pair = /** @type {(inputs: Ui_Area_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲对`)
};

export const ui_area_super_six = /** @type {(inputs: Ui_Area_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超级六`)
};

export const ui_area_tie = /** @type {(inputs: Ui_Area_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

export const ui_area_tie_odds = /** @type {(inputs: Ui_Area_Tie_OddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和 ${i?.odds}`)
};

export const ui_bet_banker = /** @type {(inputs: Ui_Bet_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄`)
};

export const ui_bet_banker_pair = /** @type {(inputs: Ui_Bet_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄对`)
};

export const ui_bet_dragon_banker = /** @type {(inputs: Ui_Bet_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝（庄）`)
};

export const ui_bet_dragon_player = /** @type {(inputs: Ui_Bet_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝（闲）`)
};

export const ui_bet_perfect_pair_banker = /** @type {(inputs: Ui_Bet_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子（庄）`)
};

export const ui_bet_perfect_pair_player = /** @type {(inputs: Ui_Bet_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子（闲）`)
};

export const ui_bet_player = /** @type {(inputs: Ui_Bet_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲`)
};

export const ui_bet_player_pair = /** @type {(inputs: Ui_Bet_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲对`)
};

export const ui_bet_super_six = /** @type {(inputs: Ui_Bet_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超级六`)
};

export const ui_bet_tie = /** @type {(inputs: Ui_Bet_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
};

export const ui_box_label = /** @type {(inputs: Ui_Box_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金格`)
};

export const ui_box_title = /** @type {(inputs: Ui_Box_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位佣金 ${i?.amount}`)
};

export const ui_bridge_missing = /** @type {(inputs: Ui_Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训程序无法连接其主进程（缺少 window.trainer）。请重新启动程序。`)
};

export const ui_bridge_no_answer = /** @type {(inputs: Ui_Bridge_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`主进程没有响应：${i?.error}`)
};

export const ui_bridge_unreadable = /** @type {(inputs: Ui_Bridge_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主进程返回的答复无法读取。`)
};

export const ui_card_excess = /** @type {(inputs: Ui_Card_ExcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多发的牌`)
};

export const ui_card_exposed = /** @type {(inputs: Ui_Card_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`露牌`)
};

export const ui_card_face_down = /** @type {(inputs: Ui_Card_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一张背面朝上的牌`)
};

export const ui_card_flagged = /** @type {(inputs: Ui_Card_FlaggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}，${i?.flag}`)
};

export const ui_card_misdealt = /** @type {(inputs: Ui_Card_MisdealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错发`)
};

export const ui_chart_accuracy = /** @type {(inputs: Ui_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率（%）`)
};

export const ui_chart_median = /** @type {(inputs: Ui_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位用时（秒）`)
};

export const ui_chip_named = /** @type {(inputs: Ui_Chip_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`筹码，${i?.amount}`)
};

export const ui_clause_1 = /** @type {(inputs: Ui_Clause_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台：设七个或九个编号座位，布局上标示本游戏提供的各种投注。`)
};

export const ui_clause_10_1 = /** @type {(inputs: Ui_Clause_10_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头四张牌发出后，荷官报出双方点数；其后按补牌规则发牌。`)
};

export const ui_clause_10_2 = /** @type {(inputs: Ui_Clause_10_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`然后荷官宣布结果。`)
};

export const ui_clause_10_3 = /** @type {(inputs: Ui_Clause_10_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数大小：9 点最大，其次 8 点，依次至 0 点（百家乐）。`)
};

export const ui_clause_11 = /** @type {(inputs: Ui_Clause_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌规则：闲家 0–5 点补牌，6–7 点不补牌；任何一方 8 或 9 点为例牌，双方都不补牌。庄家 0–2 点补牌，3–6 点视乎闲家第三张牌而定；庄家 7 点不补牌。`)
};

export const ui_clause_12 = /** @type {(inputs: Ui_Clause_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩：闲赢赔 1 赔 1；庄赢 20 赔 19；和局 1 赔 8（赌场告示注明时可 1 赔 9）。`)
};

export const ui_clause_12_1 = /** @type {(inputs: Ui_Clause_12_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲注赢，1 赔 1。`)
};

export const ui_clause_12_2 = /** @type {(inputs: Ui_Clause_12_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄注赢，20 赔 19（一赔一减 5% 佣金，从派彩中扣除，或在赌场如此做时记入该座位的佣金格）。`)
};

export const ui_clause_12_3 = /** @type {(inputs: Ui_Clause_12_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和注赢，1 赔 8。`)
};

export const ui_clause_12_4 = /** @type {(inputs: Ui_Clause_12_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在 Federal Baccarat 赌台，庄赢 1 赔 1，惟以六点赢只赔一半。`)
};

export const ui_clause_13 = /** @type {(inputs: Ui_Clause_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat：庄赢 1 赔 1，惟庄以六点赢按 1 赔 1 减 50%；赌台告示须注明玩此游戏。`)
};

export const ui_clause_14 = /** @type {(inputs: Ui_Clause_14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`异常情况：荷官如何处理错发的牌、多发的牌、面朝上的牌，或牌靴中牌不足。`)
};

export const ui_clause_14_1 = /** @type {(inputs: Ui_Clause_14_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错发给闲家的牌，如庄家须补牌则给庄家；否则面朝上放在牌靴口，宣布结果，下一局不设投注，并以该牌作闲家第一张牌开始（除非那是最后一手）。`)
};

export const ui_clause_14_2 = /** @type {(inputs: Ui_Clause_14_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多发但未被看见的牌，只要切牌卡尚未出现，即为下一手的第一张牌；已抽出的牌绝不放回。`)
};

export const ui_clause_14_3 = /** @type {(inputs: Ui_Clause_14_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`头四张牌发出后，发给庄家但本属闲家的牌归闲家，如补牌规则要求，庄家再补牌。`)
};

export const ui_clause_14_4 = /** @type {(inputs: Ui_Clause_14_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在牌靴内发现面朝上的牌，如可按补牌规则使用则照用；否则面朝上放在牌靴口，并按 14.1 处理。`)
};

export const ui_clause_14_5 = /** @type {(inputs: Ui_Clause_14_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡抽出后，如牌靴中的牌不足以完成一手，该手作废。`)
};

export const ui_clause_14_6 = /** @type {(inputs: Ui_Clause_14_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如一局中牌的次序无法确定，该局作废。`)
};

export const ui_clause_15 = /** @type {(inputs: Ui_Clause_15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：押闲家或庄家头两张牌为对子的副注。`)
};

export const ui_clause_15_1 = /** @type {(inputs: Ui_Clause_15_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对子分为混色（一红一黑）、同色（颜色相同、花色不同）或完美（花色相同）而赢；其余皆输。`)
};

export const ui_clause_15_6 = /** @type {(inputs: Ui_Clause_15_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子注在其一方头两张牌为对子时赢，否则输。`)
};

export const ui_clause_15_6b = /** @type {(inputs: Ui_Clause_15_6bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子注在其一方头两张牌不是对子时输。`)
};

export const ui_clause_15_7 = /** @type {(inputs: Ui_Clause_15_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一局完结后，荷官先收走输的完美对子注，再派彩给赢的注。`)
};

export const ui_clause_15_8 = /** @type {(inputs: Ui_Clause_15_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：混色 1 赔 6，同色 1 赔 12，完美 1 赔 25。`)
};

export const ui_clause_16 = /** @type {(inputs: Ui_Clause_16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：百家乐锦标赛的规则（报名、场次、投注、秘密投注、优胜者）。`)
};

export const ui_clause_16_4 = /** @type {(inputs: Ui_Clause_16_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛投注：只用比赛筹码，每局在自己的座位押庄或闲一注（可另押和）。`)
};

export const ui_clause_16_5 = /** @type {(inputs: Ui_Clause_16_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛进行：指示牌、标示谁先下注的标记（每局逆时针移动），注码一经放下不得更改。`)
};

export const ui_clause_16_5_10 = /** @type {(inputs: Ui_Clause_16_5_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`参赛者投注不得超过公布的最高限额，亦不得同时押庄和闲。`)
};

export const ui_clause_16_5_12 = /** @type {(inputs: Ui_Clause_16_5_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`低于公布最低限额的注码，玩家须在该局开始前补足至最低限额。`)
};

export const ui_clause_16_5_13 = /** @type {(inputs: Ui_Clause_16_5_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`高于公布最高限额的注码，只按最高限额派彩或收取。`)
};

export const ui_clause_16_6 = /** @type {(inputs: Ui_Clause_16_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：写在核准表格上并于发牌前交出，开出结果后揭晓。`)
};

export const ui_clause_16_7 = /** @type {(inputs: Ui_Clause_16_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛中的游戏：发牌、咪牌及结算均与主要规则相同。`)
};

export const ui_clause_16_8 = /** @type {(inputs: Ui_Clause_16_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该场次的优胜者：场次结束时筹码最多的玩家。`)
};

export const ui_clause_4 = /** @type {(inputs: Ui_Clause_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四至八副各 52 张的牌，开局前及结束后检查，由牌靴发出；设完美对子时最少六副。`)
};

export const ui_clause_4_1 = /** @type {(inputs: Ui_Clause_4_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四至八副牌，不含鬼牌；设完美对子时最少六副。`)
};

export const ui_clause_5_3 = /** @type {(inputs: Ui_Clause_5_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由就座玩家切牌（先由第一位就座者，再由最高号座位起轮流），切牌卡须离两端各最少十张；如无人愿意，由督察切牌。`)
};

export const ui_clause_5_4 = /** @type {(inputs: Ui_Clause_5_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌放入牌靴前，荷官把切牌卡放在从底部数起第七与第八张牌之间。`)
};

export const ui_clause_5_5 = /** @type {(inputs: Ui_Clause_5_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一新局都以同样方式洗牌、切牌及放切牌卡；切牌先让上一位切牌者左边的玩家。`)
};

export const ui_clause_6_6 = /** @type {(inputs: Ui_Clause_6_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家点数高于闲家时，庄注赢。`)
};

export const ui_clause_6_7 = /** @type {(inputs: Ui_Clause_6_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家点数高于庄家时，闲注赢。`)
};

export const ui_clause_6_8 = /** @type {(inputs: Ui_Clause_6_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数相同：闲注及庄注不输不赢（留在原位），和注赢。`)
};

export const ui_clause_7 = /** @type {(inputs: Ui_Clause_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限额：最低及最高投注额列于赌台告示。`)
};

export const ui_clause_7_1 = /** @type {(inputs: Ui_Clause_7_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低及最高投注额列于赌台告示；除非告示另有说明，投注额毋须为最低额的倍数。`)
};

export const ui_clause_7_3 = /** @type {(inputs: Ui_Clause_7_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不得合并投注以规避最高限额。`)
};

export const ui_clause_7_3b = /** @type {(inputs: Ui_Clause_7_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不得合并投注以规避最高限额。`)
};

export const ui_clause_7_4 = /** @type {(inputs: Ui_Clause_7_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开牌后才发现低于最低限额的注码，照常派彩或收取（见 7.5）；高于最高限额的注码，只按最高限额派彩或收取。`)
};

export const ui_clause_7_5 = /** @type {(inputs: Ui_Clause_7_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须告知低于最低限额注码的投注者，日后再有低于最低限额的注码，无论结果如何都会退回。`)
};

export const ui_clause_8 = /** @type {(inputs: Ui_Clause_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A 作一点，公仔牌作十点，其余按牌面计；一手牌的点数为总和减去十的倍数（0 至 9）。零点称为「百家乐」。`)
};

export const ui_clause_9_1 = /** @type {(inputs: Ui_Clause_9_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴放在荷官左边；每张牌都发到闲家或庄家位置。`)
};

export const ui_clause_9_2 = /** @type {(inputs: Ui_Clause_9_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四张牌面朝上发出：闲、庄、闲、庄。按补牌规则再发的牌亦面朝上。`)
};

export const ui_clause_9_3 = /** @type {(inputs: Ui_Clause_9_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应玩家要求，牌可面朝下发出由玩家咪牌；其后的牌亦然。`)
};

export const ui_clause_9_3b = /** @type {(inputs: Ui_Clause_9_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌时，按补牌规则再发的牌亦面朝下发出。`)
};

export const ui_clause_9_4 = /** @type {(inputs: Ui_Clause_9_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡及其后多一张牌离开牌靴后，不再开新一局（须剩下六张牌）。`)
};

export const ui_clause_in_english = /** @type {(inputs: Ui_Clause_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`英文`)
};

export const ui_close_up = /** @type {(inputs: Ui_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：特写`)
};

export const ui_closed_session = /** @type {(inputs: Ui_Closed_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已结束“${i?.title}”：其答案已保留。`)
};

export const ui_dmg_confirm_title = /** @type {(inputs: Ui_Dmg_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认移除`)
};

export const ui_dmg_drill_set = /** @type {(inputs: Ui_Dmg_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组`)
};

export const ui_dmg_keep_it = /** @type {(inputs: Ui_Dmg_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留`)
};

export const ui_dmg_many = /** @type {(inputs: Ui_Dmg_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训数据中有 ${i?.count} 条记录无法读取。其他一切正常。`)
};

export const ui_dmg_named = /** @type {(inputs: Ui_Dmg_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}“${i?.name}”`)
};

export const ui_dmg_one = /** @type {(inputs: Ui_Dmg_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据中有一条记录无法读取。其他一切正常。`)
};

export const ui_dmg_problem = /** @type {(inputs: Ui_Dmg_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已损坏：${i?.problem}。`)
};

export const ui_dmg_profile = /** @type {(inputs: Ui_Dmg_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const ui_dmg_remove = /** @type {(inputs: Ui_Dmg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除…`)
};

export const ui_dmg_remove_it = /** @type {(inputs: Ui_Dmg_Remove_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const ui_dmg_remove_profile = /** @type {(inputs: Ui_Dmg_Remove_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`永久移除损坏的赌台设置“${i?.name}”？已用它练习的记录会保留答案；使用它的题组需要重新保存此设置。`)
};

export const ui_dmg_remove_set = /** @type {(inputs: Ui_Dmg_Remove_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`永久移除损坏的练习题组“${i?.name}”？已用它练习的记录会保留答案；如要再练习，请重新导入此题组。`)
};

export const ui_dmg_remove_setting = /** @type {(inputs: Ui_Dmg_Remove_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除损坏的设置“${i?.name}”？将改用默认值，其他一概不变。`)
};

export const ui_dmg_session = /** @type {(inputs: Ui_Dmg_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const ui_dmg_setting = /** @type {(inputs: Ui_Dmg_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const ui_dmg_title = /** @type {(inputs: Ui_Dmg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`损坏的记录`)
};

export const ui_do_add_trainee = /** @type {(inputs: Ui_Do_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增学员`)
};

export const ui_do_check_folder = /** @type {(inputs: Ui_Do_Check_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查数据文件夹`)
};

export const ui_do_check_setup = /** @type {(inputs: Ui_Do_Check_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查设置`)
};

export const ui_do_close_session = /** @type {(inputs: Ui_Do_Close_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束练习`)
};

export const ui_do_first_drill = /** @type {(inputs: Ui_Do_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始你的第一个练习`)
};

export const ui_do_fresh = /** @type {(inputs: Ui_Do_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以新的数据文件开始`)
};

export const ui_do_other_folder = /** @type {(inputs: Ui_Do_Other_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开另一个数据文件夹`)
};

export const ui_do_read_assigned = /** @type {(inputs: Ui_Do_Read_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取指派给你的练习`)
};

export const ui_do_read_cohort = /** @type {(inputs: Ui_Do_Read_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取学员组别`)
};

export const ui_do_read_dashboard = /** @type {(inputs: Ui_Do_Read_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取总览`)
};

export const ui_do_read_due = /** @type {(inputs: Ui_Do_Read_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取待练项目`)
};

export const ui_do_read_profiles = /** @type {(inputs: Ui_Do_Read_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取赌台设置`)
};

export const ui_do_read_progress = /** @type {(inputs: Ui_Do_Read_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取你的进度`)
};

export const ui_do_read_set = /** @type {(inputs: Ui_Do_Read_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取练习题组`)
};

export const ui_do_read_sets = /** @type {(inputs: Ui_Do_Read_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取练习题组`)
};

export const ui_do_read_settings = /** @type {(inputs: Ui_Do_Read_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取设置`)
};

export const ui_do_read_signed_in = /** @type {(inputs: Ui_Do_Read_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取登录者`)
};

export const ui_do_read_summary = /** @type {(inputs: Ui_Do_Read_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取总结`)
};

export const ui_do_read_trainees = /** @type {(inputs: Ui_Do_Read_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读取学员`)
};

export const ui_do_remove = /** @type {(inputs: Ui_Do_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除${i?.what}`)
};

export const ui_do_rename = /** @type {(inputs: Ui_Do_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改你的姓名`)
};

export const ui_do_replay = /** @type {(inputs: Ui_Do_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重做错题`)
};

export const ui_do_resume = /** @type {(inputs: Ui_Do_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`继续练习`)
};

export const ui_do_save_settings = /** @type {(inputs: Ui_Do_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存设置`)
};

export const ui_do_sign_in = /** @type {(inputs: Ui_Do_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const ui_do_start_adaptive = /** @type {(inputs: Ui_Do_Start_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始自适应练习`)
};

export const ui_do_start_drill = /** @type {(inputs: Ui_Do_Start_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始练习`)
};

export const ui_do_start_due = /** @type {(inputs: Ui_Do_Start_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始待练项目`)
};

export const ui_do_start_mock = /** @type {(inputs: Ui_Do_Start_MockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始模拟考试`)
};

export const ui_do_start_practise = /** @type {(inputs: Ui_Do_Start_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始练习`)
};

export const ui_do_start_session = /** @type {(inputs: Ui_Do_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始练习`)
};

export const ui_do_unfinished = /** @type {(inputs: Ui_Do_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查找未完成的练习`)
};

export const ui_drill_answered = /** @type {(inputs: Ui_Drill_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已答 ${i?.answered} / ${i?.total}`)
};

export const ui_drill_home = /** @type {(inputs: Ui_Drill_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主页`)
};

export const ui_drill_last_answer = /** @type {(inputs: Ui_Drill_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上一题用时 ${i?.ms} 毫秒`)
};

export const ui_drill_leave = /** @type {(inputs: Ui_Drill_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开（稍后继续）`)
};

export const ui_drill_reading_summary = /** @type {(inputs: Ui_Drill_Reading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习已完成，正在读取总结…`)
};

export const ui_err_did_not_work = /** @type {(inputs: Ui_Err_Did_Not_WorkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.doing}未能完成。`)
};

export const ui_err_dismiss = /** @type {(inputs: Ui_Err_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const ui_fb_answer = /** @type {(inputs: Ui_Fb_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答案`)
};

export const ui_fb_next = /** @type {(inputs: Ui_Fb_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一题`)
};

export const ui_fb_not_quite = /** @type {(inputs: Ui_Fb_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ 不太对`)
};

export const ui_fb_over_limit = /** @type {(inputs: Ui_Fb_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}（超出时限：尚未达到上台水平）`)
};

export const ui_fb_right = /** @type {(inputs: Ui_Fb_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ 正确`)
};

export const ui_fb_rule = /** @type {(inputs: Ui_Fb_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则`)
};

export const ui_fb_see_summary = /** @type {(inputs: Ui_Fb_See_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看总结`)
};

export const ui_fb_timed_out = /** @type {(inputs: Ui_Fb_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ 超时`)
};

export const ui_fb_what_wrong = /** @type {(inputs: Ui_Fb_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错在哪里`)
};

export const ui_fb_working = /** @type {(inputs: Ui_Fb_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`计算过程`)
};

export const ui_felt_banker = /** @type {(inputs: Ui_Felt_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄`)
};

export const ui_felt_commission = /** @type {(inputs: Ui_Felt_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const ui_felt_discard = /** @type {(inputs: Ui_Felt_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`弃牌`)
};

export const ui_felt_player = /** @type {(inputs: Ui_Felt_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲`)
};

export const ui_felt_shoe = /** @type {(inputs: Ui_Felt_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴`)
};

export const ui_hand_banker = /** @type {(inputs: Ui_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家牌`)
};

export const ui_hand_player = /** @type {(inputs: Ui_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家牌`)
};

export const ui_heat_cell = /** @type {(inputs: Ui_Heat_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.row}，${i?.column}：${i?.words}`)
};

export const ui_heat_drill_this = /** @type {(inputs: Ui_Heat_Drill_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}。练习此情况。`)
};

export const ui_heat_none = /** @type {(inputs: Ui_Heat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const ui_heat_not_answered = /** @type {(inputs: Ui_Heat_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答`)
};

export const ui_heat_nothing = /** @type {(inputs: Ui_Heat_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const ui_heat_top_cell = /** @type {(inputs: Ui_Heat_Top_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，闲家第三张牌 ${i?.third}：${i?.words}`)
};

export const ui_heat_top_corner = /** @type {(inputs: Ui_Heat_Top_CornerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄 ╲ 闲第三张`)
};

export const ui_heat_top_label = /** @type {(inputs: Ui_Heat_Top_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌规则：庄家头两张牌点数对闲家第三张牌`)
};

export const ui_heat_top_title = /** @type {(inputs: Ui_Heat_Top_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点对闲家第三张牌 ${i?.third}`)
};

export const ui_heat_words = /** @type {(inputs: Ui_Heat_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 题中答错 ${i?.wrong} 题，太慢 ${i?.slow} 题`)
};

export const ui_heat_words_few = /** @type {(inputs: Ui_Heat_Words_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 题中答错 ${i?.wrong} 题，太慢 ${i?.slow} 题（少于 ${i?.few} 个答案：不足以判断）`)
};

export const ui_key_banker_draws = /** @type {(inputs: Ui_Key_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补牌`)
};

export const ui_key_banker_stands = /** @type {(inputs: Ui_Key_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家不补牌`)
};

export const ui_key_banker_wins = /** @type {(inputs: Ui_Key_Banker_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const ui_key_finish = /** @type {(inputs: Ui_Key_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完成：开启学员端`)
};

export const ui_key_home = /** @type {(inputs: Ui_Key_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`主页`)
};

export const ui_key_import = /** @type {(inputs: Ui_Key_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入员工名单（CSV）…`)
};

export const ui_key_kept = /** @type {(inputs: Ui_Key_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我已妥善保管`)
};

export const ui_key_leave = /** @type {(inputs: Ui_Key_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不动（${i?.word}）`)
};

export const ui_key_notice = /** @type {(inputs: Ui_Key_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场惯例`)
};

export const ui_key_pay = /** @type {(inputs: Ui_Key_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const ui_key_player_draws = /** @type {(inputs: Ui_Key_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家补牌`)
};

export const ui_key_player_stands = /** @type {(inputs: Ui_Key_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家不补牌`)
};

export const ui_key_player_wins = /** @type {(inputs: Ui_Key_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲赢`)
};

export const ui_key_print = /** @type {(inputs: Ui_Key_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打印恢复码`)
};

export const ui_key_replay = /** @type {(inputs: Ui_Key_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重做错题`)
};

export const ui_key_suggested = /** @type {(inputs: Ui_Key_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始建议的练习`)
};

export const ui_key_take = /** @type {(inputs: Ui_Key_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收`)
};

export const ui_key_tie = /** @type {(inputs: Ui_Key_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局`)
};

export const ui_keypad_amount = /** @type {(inputs: Ui_Keypad_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`金额`)
};

export const ui_keypad_answer = /** @type {(inputs: Ui_Keypad_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答`)
};

export const ui_keypad_group = /** @type {(inputs: Ui_Keypad_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}数字键盘`)
};

export const ui_links_dashboard = /** @type {(inputs: Ui_Links_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师总览`)
};

export const ui_links_due = /** @type {(inputs: Ui_Links_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习待练项目`)
};

export const ui_links_due_count = /** @type {(inputs: Ui_Links_Due_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习待练项目（${i?.count}）`)
};

export const ui_links_progress = /** @type {(inputs: Ui_Links_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`我的进度`)
};

export const ui_mode_assessment = /** @type {(inputs: Ui_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const ui_mode_practice = /** @type {(inputs: Ui_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习`)
};

export const ui_nl_banker = /** @type {(inputs: Ui_Nl_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.min} – ${i?.max} · 赔 ${i?.odds}`)
};

export const ui_nl_banker_box = /** @type {(inputs: Ui_Nl_Banker_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.min} – ${i?.max} · 赔 ${i?.odds}（一赔一，${i?.rate} 记入佣金格）`)
};

export const ui_nl_banker_six = /** @type {(inputs: Ui_Nl_Banker_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.min} – ${i?.max} · 赔 1:1，庄以六点赢赔一半`)
};

export const ui_nl_burn = /** @type {(inputs: Ui_Nl_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴烧牌`)
};

export const ui_nl_decks = /** @type {(inputs: Ui_Nl_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌`)
};

export const ui_nl_dragon = /** @type {(inputs: Ui_Nl_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`龙宝 ${i?.range} · 例牌 ${i?.natural}；赢 9 点 ${i?.d9}，8 点 ${i?.d8}，7 点 ${i?.d7}，6 点 ${i?.d6}，5 点 ${i?.d5}，4 点 ${i?.d4}`)
};

export const ui_nl_liability = /** @type {(inputs: Ui_Nl_LiabilityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最高总赔付额 ${i?.amount}`)
};

export const ui_nl_pairs = /** @type {(inputs: Ui_Nl_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲对／庄对 ${i?.range} · 赔 ${i?.odds}`)
};

export const ui_nl_perfect = /** @type {(inputs: Ui_Nl_PerfectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`完美对子 ${i?.range} · 混色 ${i?.mixed}，同色 ${i?.coloured}，完美 ${i?.perfect}`)
};

export const ui_nl_player = /** @type {(inputs: Ui_Nl_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.min} – ${i?.max} · 赔 1:1`)
};

export const ui_nl_squeeze = /** @type {(inputs: Ui_Nl_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准许咪牌`)
};

export const ui_nl_super_six = /** @type {(inputs: Ui_Nl_Super_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`超级六 ${i?.range} · 赔 ${i?.odds}`)
};

export const ui_nl_tie = /** @type {(inputs: Ui_Nl_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和 ${i?.min} – ${i?.max} · 赔 ${i?.odds}`)
};

export const ui_no_practice_set = /** @type {(inputs: Ui_No_Practice_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题库中没有练习题组，请先导入一个。`)
};

export const ui_notice_close = /** @type {(inputs: Ui_Notice_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const ui_notice_conventions = /** @type {(inputs: Ui_Notice_ConventionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场惯例`)
};

export const ui_notice_label = /** @type {(inputs: Ui_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台告示`)
};

export const ui_notice_limits = /** @type {(inputs: Ui_Notice_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`限额及赔率`)
};

export const ui_notice_table = /** @type {(inputs: Ui_Notice_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台 ${i?.id}`)
};

export const ui_old_files_kept = /** @type {(inputs: Ui_Old_Files_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的旧文件已保留于 ${i?.paths}。`)
};

export const ui_pace_above_default = /** @type {(inputs: Ui_Pace_Above_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（达到或高于默认目标 ${i?.target}）`)
};

export const ui_pace_above_house = /** @type {(inputs: Ui_Pace_Above_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（达到或高于赌场目标 ${i?.target}）`)
};

export const ui_pace_accuracy = /** @type {(inputs: Ui_Pace_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const ui_pace_an_hour = /** @type {(inputs: Ui_Pace_An_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`局/小时`)
};

export const ui_pace_below_default = /** @type {(inputs: Ui_Pace_Below_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（低于默认目标 ${i?.target}）`)
};

export const ui_pace_below_house = /** @type {(inputs: Ui_Pace_Below_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（低于赌场目标 ${i?.target}）`)
};

export const ui_pace_correct = /** @type {(inputs: Ui_Pace_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（${i?.coups} 局中答对 ${i?.correct} 局）`)
};

export const ui_pace_coup_one = /** @type {(inputs: Ui_Pace_Coup_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 局`)
};

export const ui_pace_coups = /** @type {(inputs: Ui_Pace_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 局`)
};

export const ui_pace_coups_h = /** @type {(inputs: Ui_Pace_Coups_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`局/小时`)
};

export const ui_pace_lab = /** @type {(inputs: Ui_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度练习`)
};

export const ui_pace_meter_title = /** @type {(inputs: Ui_Pace_Meter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以主进程的时钟计算每小时局数，由发牌至每次作答`)
};

export const ui_pace_minutes = /** @type {(inputs: Ui_Pace_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} 分 ${i?.sec} 秒`)
};

export const ui_pace_no_coup = /** @type {(inputs: Ui_Pace_No_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未完成任何一局`)
};

export const ui_pace_no_run = /** @type {(inputs: Ui_Pace_No_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未进行速度练习。`)
};

export const ui_pace_rate = /** @type {(inputs: Ui_Pace_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时 ${i?.rate} 局`)
};

export const ui_pace_right = /** @type {(inputs: Ui_Pace_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`答对`)
};

export const ui_pace_run_detail = /** @type {(inputs: Ui_Pace_Run_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（目标 ${i?.target}）· ${i?.coups} 局中答对 ${i?.percent}`)
};

export const ui_pace_run_detail_one = /** @type {(inputs: Ui_Pace_Run_Detail_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`（目标 ${i?.target}）· 1 局中答对 ${i?.percent}`)
};

export const ui_pace_target = /** @type {(inputs: Ui_Pace_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目标 ${i?.target}`)
};

export const ui_pace_target_default = /** @type {(inputs: Ui_Pace_Target_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`目标 ${i?.target}（默认）`)
};

export const ui_pace_time = /** @type {(inputs: Ui_Pace_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台时间`)
};

export const ui_pace_time_detail = /** @type {(inputs: Ui_Pace_Time_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}，由程序计算，从每次发牌至每次作答`)
};

export const ui_pace_title = /** @type {(inputs: Ui_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度`)
};

export const ui_pile_close_up = /** @type {(inputs: Ui_Pile_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：筹码特写`)
};

export const ui_prog_accuracy = /** @type {(inputs: Ui_Prog_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const ui_prog_assign = /** @type {(inputs: Ui_Prog_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以弱项建立题组并指派`)
};

export const ui_prog_attempts = /** @type {(inputs: Ui_Prog_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核记录`)
};

export const ui_prog_back = /** @type {(inputs: Ui_Prog_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回`)
};

export const ui_prog_by_session = /** @type {(inputs: Ui_Prog_By_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按练习`)
};

export const ui_prog_by_week = /** @type {(inputs: Ui_Prog_By_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按周`)
};

export const ui_prog_cell_hint = /** @type {(inputs: Ui_Prog_Cell_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点选格子（或用 Tab 移到该格再按 Enter），即可专门练习该情况。`)
};

export const ui_prog_cell_slow = /** @type {(inputs: Ui_Prog_Cell_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每格显示其答案中太慢的数目（“2/9”）。灰色：少于 ${i?.few} 个答案，不足以判断。`)
};

export const ui_prog_cell_wrong = /** @type {(inputs: Ui_Prog_Cell_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每格显示其答案中答错的数目（“2/9”）。灰色：少于 ${i?.few} 个答案，不足以判断。`)
};

export const ui_prog_chart_accuracy = /** @type {(inputs: Ui_Prog_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率对比合格标准`)
};

export const ui_prog_chart_median = /** @type {(inputs: Ui_Prog_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位用时对比目标`)
};

export const ui_prog_colour_by = /** @type {(inputs: Ui_Prog_Colour_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`着色方式`)
};

export const ui_prog_drill = /** @type {(inputs: Ui_Prog_DrillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习：${i?.title}`)
};

export const ui_prog_due_today = /** @type {(inputs: Ui_Prog_Due_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`今日待练（${i?.count}）`)
};

export const ui_prog_errors = /** @type {(inputs: Ui_Prog_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错误`)
};

export const ui_prog_errors_where = /** @type {(inputs: Ui_Prog_Errors_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错误分布`)
};

export const ui_prog_failed = /** @type {(inputs: Ui_Prog_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const ui_prog_floor_ready = /** @type {(inputs: Ui_Prog_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已达上台水平`)
};

export const ui_prog_group_by = /** @type {(inputs: Ui_Prog_Group_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分组方式`)
};

export const ui_prog_held_back = /** @type {(inputs: Ui_Prog_Held_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level}（暂停升级：最近一次考核不合格）`)
};

export const ui_prog_irregularities = /** @type {(inputs: Ui_Prog_IrregularitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按条款的异常情况`)
};

export const ui_prog_kind_case = /** @type {(inputs: Ui_Prog_Kind_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.case}`)
};

export const ui_prog_last_assessment = /** @type {(inputs: Ui_Prog_Last_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近一次考核`)
};

export const ui_prog_later_count = /** @type {(inputs: Ui_Prog_Later_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另有 ${i?.count} 个情况已到期。`)
};

export const ui_prog_later_count_one = /** @type {(inputs: Ui_Prog_Later_Count_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另有 1 个情况已到期。`)
};

export const ui_prog_later_days = /** @type {(inputs: Ui_Prog_Later_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每天最多 ${i?.perDay} 个：会在未来 ${i?.days} 天内出现，最后一天是 ${i?.last}。`)
};

export const ui_prog_later_tomorrow = /** @type {(inputs: Ui_Prog_Later_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每天最多 ${i?.perDay} 个：明天出现。`)
};

export const ui_prog_level = /** @type {(inputs: Ui_Prog_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等级`)
};

export const ui_prog_median = /** @type {(inputs: Ui_Prog_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位数`)
};

export const ui_prog_missed_again = /** @type {(inputs: Ui_Prog_Missed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`屡次答错`)
};

export const ui_prog_missed_title = /** @type {(inputs: Ui_Prog_Missed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`屡次答错（${i?.count}）`)
};

export const ui_prog_misses = /** @type {(inputs: Ui_Prog_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.case} · ${i?.reviews} 次中答错 ${i?.misses} 次`)
};

export const ui_prog_none = /** @type {(inputs: Ui_Prog_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有。`)
};

export const ui_prog_none_yet = /** @type {(inputs: Ui_Prog_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时没有。`)
};

export const ui_prog_not_floor_ready = /** @type {(inputs: Ui_Prog_Not_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未达到上台水平`)
};

export const ui_prog_nothing = /** @type {(inputs: Ui_Prog_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const ui_prog_nothing_due = /** @type {(inputs: Ui_Prog_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今日没有待练项目。`)
};

export const ui_prog_of_item_one = /** @type {(inputs: Ui_Prog_Of_Item_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 题中 ${i?.percent}`)
};

export const ui_prog_of_items = /** @type {(inputs: Ui_Prog_Of_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 题中 ${i?.percent}`)
};

export const ui_prog_over_time = /** @type {(inputs: Ui_Prog_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`历来表现`)
};

export const ui_prog_passed = /** @type {(inputs: Ui_Prog_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const ui_prog_payouts = /** @type {(inputs: Ui_Prog_PayoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按注项及注码的派彩`)
};

export const ui_prog_practise_due = /** @type {(inputs: Ui_Prog_Practise_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习待练项目（${i?.count}）`)
};

export const ui_prog_reading = /** @type {(inputs: Ui_Prog_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在读取进度…`)
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
	return /** @type {LocalizedString} */ (`目标`)
};

export const ui_prog_title = /** @type {(inputs: Ui_Prog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`进度`)
};

export const ui_prog_title_of = /** @type {(inputs: Ui_Prog_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`进度：${i?.name}`)
};

export const ui_prog_top_slow = /** @type {(inputs: Ui_Prog_Top_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌规则（Tasmania 11），太慢／已答`)
};

export const ui_prog_top_wrong = /** @type {(inputs: Ui_Prog_Top_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌规则（Tasmania 11），答错／已答`)
};

export const ui_progress_words = /** @type {(inputs: Ui_Progress_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}：${i?.done}／${i?.total} 题（${i?.percent}）`)
};

export const ui_progress_words_one = /** @type {(inputs: Ui_Progress_Words_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}：${i?.done}／${i?.total} 题（${i?.percent}）`)
};

export const ui_push_word = /** @type {(inputs: Ui_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回`)
};

export const ui_rec_folder = /** @type {(inputs: Ui_Rec_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本程序的数据存放于 ${i?.folder}`)
};

export const ui_rec_intro = /** @type {(inputs: Ui_Rec_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如忘记导师密码，这是重新进入导师模式的唯一方法。请打印或抄下，并放入保险箱。此码只会显示这一次。`)
};

export const ui_rec_sheet_text = /** @type {(inputs: Ui_Rec_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如忘记导师密码：打开程序，选择“导师模式”，再选“忘记密码？”，然后输入此码及新密码。所有学员及成绩都会保留；程序随后会给你一个新的恢复码，取代此码。`)
};

export const ui_rec_sheet_title = /** @type {(inputs: Ui_Rec_Sheet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`百家乐荷官培训：导师密码恢复码`)
};

export const ui_rec_title = /** @type {(inputs: Ui_Rec_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复码`)
};

export const ui_red_line = /** @type {(inputs: Ui_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线错误`)
};

export const ui_removed_damaged = /** @type {(inputs: Ui_Removed_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已移除损坏的记录：${i?.what}。`)
};

export const ui_seat_bet = /** @type {(inputs: Ui_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位 ${i?.bet}`)
};

export const ui_seconds = /** @type {(inputs: Ui_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} 秒`)
};

export const ui_set_back = /** @type {(inputs: Ui_Set_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`返回`)
};

export const ui_set_house_rules = /** @type {(inputs: Ui_Set_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场规则`)
};

export const ui_set_motion = /** @type {(inputs: Ui_Set_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`动画`)
};

export const ui_set_motion_off = /** @type {(inputs: Ui_Set_Motion_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完整动画`)
};

export const ui_set_motion_on = /** @type {(inputs: Ui_Set_Motion_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`减少：牌直接出现，不移动`)
};

export const ui_set_motion_system = /** @type {(inputs: Ui_Set_Motion_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`跟随系统设置`)
};

export const ui_set_profile = /** @type {(inputs: Ui_Set_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const ui_set_sound = /** @type {(inputs: Ui_Set_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`声音`)
};

export const ui_set_speed = /** @type {(inputs: Ui_Set_SpeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`发牌速度：${i?.speed}×`)
};

export const ui_set_title = /** @type {(inputs: Ui_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置`)
};

export const ui_set_volume = /** @type {(inputs: Ui_Set_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`音量：${i?.percent}`)
};

export const ui_setup_added = /** @type {(inputs: Ui_Setup_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已新增 ${i?.name}。`)
};

export const ui_setup_imported = /** @type {(inputs: Ui_Setup_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入：${i?.what}。`)
};

export const ui_st_choose = /** @type {(inputs: Ui_St_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择另一个数据文件夹…`)
};

export const ui_st_could_not_check = /** @type {(inputs: Ui_St_Could_Not_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训程序无法检查其数据文件夹。`)
};

export const ui_st_file = /** @type {(inputs: Ui_St_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件：`)
};

export const ui_st_fresh = /** @type {(inputs: Ui_St_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重新开始`)
};

export const ui_st_retry = /** @type {(inputs: Ui_St_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再试一次`)
};

export const ui_st_title = /** @type {(inputs: Ui_St_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法打开你的培训记录`)
};

export const ui_st_ways_out = /** @type {(inputs: Ui_St_Ways_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择另一个数据文件夹，或以新的数据文件开始。你的旧文件会保留（改名），绝不删除。`)
};

export const ui_staff_added = /** @type {(inputs: Ui_Staff_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从 ${i?.file} 导入 ${i?.count} 名学员`)
};

export const ui_staff_added_one = /** @type {(inputs: Ui_Staff_Added_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从 ${i?.file} 导入 1 名学员`)
};

export const ui_staff_cancel = /** @type {(inputs: Ui_Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const ui_staff_choose_other = /** @type {(inputs: Ui_Staff_Choose_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择另一个文件`)
};

export const ui_staff_fix_first = /** @type {(inputs: Ui_Staff_Fix_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一行都正确后才会导入。请在文件中修正以下各行，然后再次选择该文件：`)
};

export const ui_staff_heading = /** @type {(inputs: Ui_Staff_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.trainees}`)
};

export const ui_staff_heading_fix = /** @type {(inputs: Ui_Staff_Heading_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}：${i?.trainees}，${i?.lines}需要修正`)
};

export const ui_staff_import = /** @type {(inputs: Ui_Staff_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`导入这 ${i?.trainees}`)
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
	return /** @type {LocalizedString} */ (`员工编号`)
};

export const ui_staff_problem = /** @type {(inputs: Ui_Staff_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.line} 行：${i?.message}`)
};

export const ui_staff_trainee_one = /** @type {(inputs: Ui_Staff_Trainee_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 名学员`)
};

export const ui_staff_trainees = /** @type {(inputs: Ui_Staff_TraineesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 名学员`)
};

export const ui_stage_checking = /** @type {(inputs: Ui_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查题组能否发牌`)
};

export const ui_stage_dealing = /** @type {(inputs: Ui_Stage_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发牌`)
};

export const ui_stage_rebuilding = /** @type {(inputs: Ui_Stage_RebuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按种子重新发出此练习`)
};

export const ui_step_dealing = /** @type {(inputs: Ui_Step_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发牌中…`)
};

export const ui_step_item = /** @type {(inputs: Ui_Step_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.index} 题，共 ${i?.total} 题`)
};

export const ui_step_not_recorded = /** @type {(inputs: Ui_Step_Not_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的答案未能记录：${i?.error} 请再试一次。`)
};

export const ui_step_step = /** @type {(inputs: Ui_Step_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.step} 步，共 ${i?.steps} 步`)
};

export const ui_step_time = /** @type {(inputs: Ui_Step_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限时 ${i?.time}`)
};

export const ui_step_time_hard = /** @type {(inputs: Ui_Step_Time_HardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`限时 ${i?.time}（严格限时）`)
};

export const ui_sum_accuracy = /** @type {(inputs: Ui_Sum_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const ui_sum_assessment = /** @type {(inputs: Ui_Sum_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`· 考核`)
};

export const ui_sum_kind_question = /** @type {(inputs: Ui_Sum_Kind_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：${i?.question}`)
};

export const ui_sum_median = /** @type {(inputs: Ui_Sum_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`，每步中位数 ${i?.time}`)
};

export const ui_sum_median_head = /** @type {(inputs: Ui_Sum_Median_HeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`中位数`)
};

export const ui_sum_mistakes = /** @type {(inputs: Ui_Sum_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`错题及更正`)
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
	return /** @type {LocalizedString} */ (`合格标准`)
};

export const ui_sum_passed = /** @type {(inputs: Ui_Sum_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}：合格`)
};

export const ui_sum_result = /** @type {(inputs: Ui_Sum_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结果`)
};

export const ui_sum_right = /** @type {(inputs: Ui_Sum_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} 题中答对 ${i?.correct} 题（${i?.percent}）`)
};

export const ui_sum_skill = /** @type {(inputs: Ui_Sum_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_sum_skills = /** @type {(inputs: Ui_Sum_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
};

export const ui_sum_too_slow = /** @type {(inputs: Ui_Sum_Too_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 题太慢`)
};

export const ui_sum_too_slow_all = /** @type {(inputs: Ui_Sum_Too_Slow_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 题太慢，尚未达到上台水平`)
};

export const ui_tbl_bet_aria = /** @type {(inputs: Ui_Tbl_Bet_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：${i?.amount}${i?.status}`)
};

export const ui_tbl_discard = /** @type {(inputs: Ui_Tbl_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`弃牌盒`)
};

export const ui_tbl_label = /** @type {(inputs: Ui_Tbl_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`百家乐赌台，${i?.seats} 个座位`)
};

export const ui_tbl_pile = /** @type {(inputs: Ui_Tbl_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一叠 ${i?.count} 个筹码`)
};

export const ui_tbl_seat = /** @type {(inputs: Ui_Tbl_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位`)
};

export const ui_tbl_seat_seated = /** @type {(inputs: Ui_Tbl_Seat_SeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位，有玩家就座`)
};

export const ui_tbl_seats = /** @type {(inputs: Ui_Tbl_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座位`)
};

export const ui_tbl_shoe = /** @type {(inputs: Ui_Tbl_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴`)
};

export const ui_tbl_status_left = /** @type {(inputs: Ui_Tbl_Status_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`，不动`)
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
	return /** @type {LocalizedString} */ (`逐一输入学员的姓名及员工编号，或以 CSV 文件导入员工名单（每行一个姓名及员工编号，以逗号或分号分隔，可有或没有标题行）。之后可在导师模式中再新增。`)
};

export const ui_tr_later = /** @type {(inputs: Ui_Tr_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`稍后再新增学员：开启学员端`)
};

export const ui_tr_list = /** @type {(inputs: Ui_Tr_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`学员（${i?.count}）`)
};

export const ui_tr_name = /** @type {(inputs: Ui_Tr_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const ui_tr_number = /** @type {(inputs: Ui_Tr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工编号（选填）`)
};

export const ui_tr_title = /** @type {(inputs: Ui_Tr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`首批学员`)
};

export const ui_tray_add = /** @type {(inputs: Ui_Tray_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`加入一个 ${i?.amount} 筹码`)
};

export const ui_tray_add_key = /** @type {(inputs: Ui_Tray_Add_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`加入一个 ${i?.amount} 筹码（键 ${i?.key}）`)
};

export const ui_tray_clear = /** @type {(inputs: Ui_Tray_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除筹码`)
};

export const ui_tray_label = /** @type {(inputs: Ui_Tray_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码盘`)
};

export const ui_tray_remove = /** @type {(inputs: Ui_Tray_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const ui_tray_remove_aria = /** @type {(inputs: Ui_Tray_Remove_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除一个 ${i?.amount} 筹码`)
};

export const ui_tray_remove_title = /** @type {(inputs: Ui_Tray_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`移除一个（Shift+${i?.key}）`)
};

export const ui_wel_intro = /** @type {(inputs: Ui_Wel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你会像荷官一样主持迷你百家乐：为每手牌报牌、处理补牌及宣布结果，然后结算注码。所有操作都可用键盘完成；每个按钮上都标明了按键。`)
};

export const ui_wel_name = /** @type {(inputs: Ui_Wel_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的姓名`)
};

export const ui_wel_small = /** @type {(inputs: Ui_Wel_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`十局，不计时：约两分钟。之后是主页，有题库和你的进度。`)
};

export const ui_wel_start = /** @type {(inputs: Ui_Wel_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始我的第一个练习`)
};

export const ui_wel_title = /** @type {(inputs: Ui_Wel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欢迎上台`)
};