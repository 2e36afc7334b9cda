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
export const dash_active: (inputs: Dash_ActiveInputs) => LocalizedString;
export const dash_assign_weak: (inputs: Dash_Assign_WeakInputs) => LocalizedString;
export const dash_assigned: (inputs: Dash_AssignedInputs) => LocalizedString;
export const dash_assigned_done: (inputs: Dash_Assigned_DoneInputs) => LocalizedString;
export const dash_attempts_passed: (inputs: Dash_Attempts_PassedInputs) => LocalizedString;
export const dash_cohort: (inputs: Dash_CohortInputs) => LocalizedString;
export const dash_col_actions: (inputs: Dash_Col_ActionsInputs) => LocalizedString;
export const dash_col_answered: (inputs: Dash_Col_AnsweredInputs) => LocalizedString;
export const dash_col_assigned: (inputs: Dash_Col_AssignedInputs) => LocalizedString;
export const dash_col_attempts: (inputs: Dash_Col_AttemptsInputs) => LocalizedString;
export const dash_col_case: (inputs: Dash_Col_CaseInputs) => LocalizedString;
export const dash_col_due: (inputs: Dash_Col_DueInputs) => LocalizedString;
export const dash_col_error_rate: (inputs: Dash_Col_Error_RateInputs) => LocalizedString;
export const dash_col_flagged: (inputs: Dash_Col_FlaggedInputs) => LocalizedString;
export const dash_col_floor: (inputs: Dash_Col_FloorInputs) => LocalizedString;
export const dash_col_last: (inputs: Dash_Col_LastInputs) => LocalizedString;
export const dash_col_pass_rate: (inputs: Dash_Col_Pass_RateInputs) => LocalizedString;
export const dash_col_set: (inputs: Dash_Col_SetInputs) => LocalizedString;
export const dash_col_skill: (inputs: Dash_Col_SkillInputs) => LocalizedString;
export const dash_col_skills: (inputs: Dash_Col_SkillsInputs) => LocalizedString;
export const dash_col_skills_hint: (inputs: Dash_Col_Skills_HintInputs) => LocalizedString;
export const dash_col_trainee: (inputs: Dash_Col_TraineeInputs) => LocalizedString;
export const dash_col_trainees: (inputs: Dash_Col_TraineesInputs) => LocalizedString;
export const dash_col_wrong: (inputs: Dash_Col_WrongInputs) => LocalizedString;
export const dash_export_csv: (inputs: Dash_Export_CsvInputs) => LocalizedString;
export const dash_export_xapi: (inputs: Dash_Export_XapiInputs) => LocalizedString;
export const dash_exported_csv: (inputs: Dash_Exported_CsvInputs) => LocalizedString;
export const dash_exported_xapi: (inputs: Dash_Exported_XapiInputs) => LocalizedString;
export const dash_fail: (inputs: Dash_FailInputs) => LocalizedString;
export const dash_from: (inputs: Dash_FromInputs) => LocalizedString;
export const dash_most_missed: (inputs: Dash_Most_MissedInputs) => LocalizedString;
export const dash_never: (inputs: Dash_NeverInputs) => LocalizedString;
export const dash_no_attempts: (inputs: Dash_No_AttemptsInputs) => LocalizedString;
export const dash_no_match: (inputs: Dash_No_MatchInputs) => LocalizedString;
export const dash_not_yet: (inputs: Dash_Not_YetInputs) => LocalizedString;
export const dash_nothing_missed: (inputs: Dash_Nothing_MissedInputs) => LocalizedString;
export const dash_open: (inputs: Dash_OpenInputs) => LocalizedString;
export const dash_pace: (inputs: Dash_PaceInputs) => LocalizedString;
export const dash_pass: (inputs: Dash_PassInputs) => LocalizedString;
export const dash_per_set: (inputs: Dash_Per_SetInputs) => LocalizedString;
export const dash_per_skill: (inputs: Dash_Per_SkillInputs) => LocalizedString;
export const dash_ready: (inputs: Dash_ReadyInputs) => LocalizedString;
export const dash_room_answers: (inputs: Dash_Room_AnswersInputs) => LocalizedString;
export const dash_room_right: (inputs: Dash_Room_RightInputs) => LocalizedString;
export const dash_to: (inputs: Dash_ToInputs) => LocalizedString;
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
export const trainer_acknowledge: (inputs: Trainer_AcknowledgeInputs) => LocalizedString;
export const trainer_af_areas: (inputs: Trainer_Af_AreasInputs) => LocalizedString;
export const trainer_af_attempts: (inputs: Trainer_Af_AttemptsInputs) => LocalizedString;
export const trainer_af_legend: (inputs: Trainer_Af_LegendInputs) => LocalizedString;
export const trainer_af_practical: (inputs: Trainer_Af_PracticalInputs) => LocalizedString;
export const trainer_af_redline_fails: (inputs: Trainer_Af_Redline_FailsInputs) => LocalizedString;
export const trainer_af_redlines: (inputs: Trainer_Af_RedlinesInputs) => LocalizedString;
export const trainer_af_wait: (inputs: Trainer_Af_WaitInputs) => LocalizedString;
export const trainer_and: (inputs: Trainer_AndInputs) => LocalizedString;
export const trainer_archive: (inputs: Trainer_ArchiveInputs) => LocalizedString;
export const trainer_archived: (inputs: Trainer_ArchivedInputs) => LocalizedString;
export const trainer_assess_change_passcode: (inputs: Trainer_Assess_Change_PasscodeInputs) => LocalizedString;
export const trainer_assess_keys_form: (inputs: Trainer_Assess_Keys_FormInputs) => LocalizedString;
export const trainer_assess_keys_start: (inputs: Trainer_Assess_Keys_StartInputs) => LocalizedString;
export const trainer_assess_title: (inputs: Trainer_Assess_TitleInputs) => LocalizedString;
export const trainer_assess_verify: (inputs: Trainer_Assess_VerifyInputs) => LocalizedString;
export const trainer_assign_choose: (inputs: Trainer_Assign_ChooseInputs) => LocalizedString;
export const trainer_assign_choose_error: (inputs: Trainer_Assign_Choose_ErrorInputs) => LocalizedString;
export const trainer_assign_done: (inputs: Trainer_Assign_DoneInputs) => LocalizedString;
export const trainer_assign_due: (inputs: Trainer_Assign_DueInputs) => LocalizedString;
export const trainer_assign_due_by: (inputs: Trainer_Assign_Due_ByInputs) => LocalizedString;
export const trainer_assign_nobody_after: (inputs: Trainer_Assign_Nobody_AfterInputs) => LocalizedString;
export const trainer_assign_nobody_before: (inputs: Trainer_Assign_Nobody_BeforeInputs) => LocalizedString;
export const trainer_assign_overdue: (inputs: Trainer_Assign_OverdueInputs) => LocalizedString;
export const trainer_assign_past: (inputs: Trainer_Assign_PastInputs) => LocalizedString;
export const trainer_assign_set: (inputs: Trainer_Assign_SetInputs) => LocalizedString;
export const trainer_assign_submit: (inputs: Trainer_Assign_SubmitInputs) => LocalizedString;
export const trainer_assign_title: (inputs: Trainer_Assign_TitleInputs) => LocalizedString;
export const trainer_assign_to: (inputs: Trainer_Assign_ToInputs) => LocalizedString;
export const trainer_assign_to_do: (inputs: Trainer_Assign_To_DoInputs) => LocalizedString;
export const trainer_assign_to_label: (inputs: Trainer_Assign_To_LabelInputs) => LocalizedString;
export const trainer_assign_to_name: (inputs: Trainer_Assign_To_NameInputs) => LocalizedString;
export const trainer_attempt_abandoned: (inputs: Trainer_Attempt_AbandonedInputs) => LocalizedString;
export const trainer_attempt_abandoned_answers: (inputs: Trainer_Attempt_Abandoned_AnswersInputs) => LocalizedString;
export const trainer_attempt_answered: (inputs: Trainer_Attempt_AnsweredInputs) => LocalizedString;
export const trainer_attempt_close: (inputs: Trainer_Attempt_CloseInputs) => LocalizedString;
export const trainer_attempt_finished: (inputs: Trainer_Attempt_FinishedInputs) => LocalizedString;
export const trainer_attempt_home: (inputs: Trainer_Attempt_HomeInputs) => LocalizedString;
export const trainer_attempt_leave: (inputs: Trainer_Attempt_LeaveInputs) => LocalizedString;
export const trainer_attempt_leave_confirm: (inputs: Trainer_Attempt_Leave_ConfirmInputs) => LocalizedString;
export const trainer_attempt_leave_message: (inputs: Trainer_Attempt_Leave_MessageInputs) => LocalizedString;
export const trainer_attempt_leave_title: (inputs: Trainer_Attempt_Leave_TitleInputs) => LocalizedString;
export const trainer_attempt_locked: (inputs: Trainer_Attempt_LockedInputs) => LocalizedString;
export const trainer_attempt_mode: (inputs: Trainer_Attempt_ModeInputs) => LocalizedString;
export const trainer_attempt_resume: (inputs: Trainer_Attempt_ResumeInputs) => LocalizedString;
export const trainer_attempt_sitting_after: (inputs: Trainer_Attempt_Sitting_AfterInputs) => LocalizedString;
export const trainer_attempt_sitting_before: (inputs: Trainer_Attempt_Sitting_BeforeInputs) => LocalizedString;
export const trainer_attempt_stay: (inputs: Trainer_Attempt_StayInputs) => LocalizedString;
export const trainer_attempt_summary: (inputs: Trainer_Attempt_SummaryInputs) => LocalizedString;
export const trainer_attempt_who: (inputs: Trainer_Attempt_WhoInputs) => LocalizedString;
export const trainer_audit_about: (inputs: Trainer_Audit_AboutInputs) => LocalizedString;
export const trainer_audit_checks: (inputs: Trainer_Audit_ChecksInputs) => LocalizedString;
export const trainer_audit_checks_sealed: (inputs: Trainer_Audit_Checks_SealedInputs) => LocalizedString;
export const trainer_audit_col_row: (inputs: Trainer_Audit_Col_RowInputs) => LocalizedString;
export const trainer_audit_earlier_fault: (inputs: Trainer_Audit_Earlier_FaultInputs) => LocalizedString;
export const trainer_audit_export: (inputs: Trainer_Audit_ExportInputs) => LocalizedString;
export const trainer_audit_newest: (inputs: Trainer_Audit_NewestInputs) => LocalizedString;
export const trainer_audit_newest_last: (inputs: Trainer_Audit_Newest_LastInputs) => LocalizedString;
export const trainer_audit_saved: (inputs: Trainer_Audit_SavedInputs) => LocalizedString;
export const trainer_audit_tampered: (inputs: Trainer_Audit_TamperedInputs) => LocalizedString;
export const trainer_audit_tampered_row: (inputs: Trainer_Audit_Tampered_RowInputs) => LocalizedString;
export const trainer_audit_title: (inputs: Trainer_Audit_TitleInputs) => LocalizedString;
export const trainer_back: (inputs: Trainer_BackInputs) => LocalizedString;
export const trainer_cancel: (inputs: Trainer_CancelInputs) => LocalizedString;
export const trainer_candidate: (inputs: Trainer_CandidateInputs) => LocalizedString;
export const trainer_candidates: (inputs: Trainer_CandidatesInputs) => LocalizedString;
export const trainer_close: (inputs: Trainer_CloseInputs) => LocalizedString;
export const trainer_close_paren: (inputs: Trainer_Close_ParenInputs) => LocalizedString;
export const trainer_col_accuracy: (inputs: Trainer_Col_AccuracyInputs) => LocalizedString;
export const trainer_col_action: (inputs: Trainer_Col_ActionInputs) => LocalizedString;
export const trainer_col_attempt: (inputs: Trainer_Col_AttemptInputs) => LocalizedString;
export const trainer_col_detail: (inputs: Trainer_Col_DetailInputs) => LocalizedString;
export const trainer_col_last_active: (inputs: Trainer_Col_Last_ActiveInputs) => LocalizedString;
export const trainer_col_median: (inputs: Trainer_Col_MedianInputs) => LocalizedString;
export const trainer_col_name: (inputs: Trainer_Col_NameInputs) => LocalizedString;
export const trainer_col_pass_mark: (inputs: Trainer_Col_Pass_MarkInputs) => LocalizedString;
export const trainer_col_result: (inputs: Trainer_Col_ResultInputs) => LocalizedString;
export const trainer_col_right: (inputs: Trainer_Col_RightInputs) => LocalizedString;
export const trainer_col_sessions: (inputs: Trainer_Col_SessionsInputs) => LocalizedString;
export const trainer_col_set: (inputs: Trainer_Col_SetInputs) => LocalizedString;
export const trainer_col_sitting: (inputs: Trainer_Col_SittingInputs) => LocalizedString;
export const trainer_col_skill: (inputs: Trainer_Col_SkillInputs) => LocalizedString;
export const trainer_col_staff: (inputs: Trainer_Col_StaffInputs) => LocalizedString;
export const trainer_col_started: (inputs: Trainer_Col_StartedInputs) => LocalizedString;
export const trainer_col_station: (inputs: Trainer_Col_StationInputs) => LocalizedString;
export const trainer_col_status: (inputs: Trainer_Col_StatusInputs) => LocalizedString;
export const trainer_col_to_do: (inputs: Trainer_Col_To_DoInputs) => LocalizedString;
export const trainer_col_when: (inputs: Trainer_Col_WhenInputs) => LocalizedString;
export const trainer_confirm: (inputs: Trainer_ConfirmInputs) => LocalizedString;
export const trainer_delete: (inputs: Trainer_DeleteInputs) => LocalizedString;
export const trainer_delete_answers_many: (inputs: Trainer_Delete_Answers_ManyInputs) => LocalizedString;
export const trainer_delete_answers_one: (inputs: Trainer_Delete_Answers_OneInputs) => LocalizedString;
export const trainer_delete_assignments_many: (inputs: Trainer_Delete_Assignments_ManyInputs) => LocalizedString;
export const trainer_delete_assignments_one: (inputs: Trainer_Delete_Assignments_OneInputs) => LocalizedString;
export const trainer_delete_attempts_many: (inputs: Trainer_Delete_Attempts_ManyInputs) => LocalizedString;
export const trainer_delete_attempts_one: (inputs: Trainer_Delete_Attempts_OneInputs) => LocalizedString;
export const trainer_delete_ellipsis: (inputs: Trainer_Delete_EllipsisInputs) => LocalizedString;
export const trainer_delete_for_good: (inputs: Trainer_Delete_For_GoodInputs) => LocalizedString;
export const trainer_delete_intro: (inputs: Trainer_Delete_IntroInputs) => LocalizedString;
export const trainer_delete_it: (inputs: Trainer_Delete_ItInputs) => LocalizedString;
export const trainer_delete_outro: (inputs: Trainer_Delete_OutroInputs) => LocalizedString;
export const trainer_delete_passcode: (inputs: Trainer_Delete_PasscodeInputs) => LocalizedString;
export const trainer_delete_passcode_error: (inputs: Trainer_Delete_Passcode_ErrorInputs) => LocalizedString;
export const trainer_delete_sessions_many: (inputs: Trainer_Delete_Sessions_ManyInputs) => LocalizedString;
export const trainer_delete_sessions_one: (inputs: Trainer_Delete_Sessions_OneInputs) => LocalizedString;
export const trainer_delete_title: (inputs: Trainer_Delete_TitleInputs) => LocalizedString;
export const trainer_delete_type_name: (inputs: Trainer_Delete_Type_NameInputs) => LocalizedString;
export const trainer_discard: (inputs: Trainer_DiscardInputs) => LocalizedString;
export const trainer_duplicate: (inputs: Trainer_DuplicateInputs) => LocalizedString;
export const trainer_edges_about: (inputs: Trainer_Edges_AboutInputs) => LocalizedString;
export const trainer_edges_bet: (inputs: Trainer_Edges_BetInputs) => LocalizedString;
export const trainer_edges_edge: (inputs: Trainer_Edges_EdgeInputs) => LocalizedString;
export const trainer_edges_label: (inputs: Trainer_Edges_LabelInputs) => LocalizedString;
export const trainer_edges_pushes: (inputs: Trainer_Edges_PushesInputs) => LocalizedString;
export const trainer_edges_title: (inputs: Trainer_Edges_TitleInputs) => LocalizedString;
export const trainer_edges_waiting: (inputs: Trainer_Edges_WaitingInputs) => LocalizedString;
export const trainer_edges_was: (inputs: Trainer_Edges_WasInputs) => LocalizedString;
export const trainer_edges_wins: (inputs: Trainer_Edges_WinsInputs) => LocalizedString;
export const trainer_edit: (inputs: Trainer_EditInputs) => LocalizedString;
export const trainer_export: (inputs: Trainer_ExportInputs) => LocalizedString;
export const trainer_form_name: (inputs: Trainer_Form_NameInputs) => LocalizedString;
export const trainer_form_name_empty: (inputs: Trainer_Form_Name_EmptyInputs) => LocalizedString;
export const trainer_form_name_error: (inputs: Trainer_Form_Name_ErrorInputs) => LocalizedString;
export const trainer_form_staff: (inputs: Trainer_Form_StaffInputs) => LocalizedString;
export const trainer_form_staff_error: (inputs: Trainer_Form_Staff_ErrorInputs) => LocalizedString;
export const trainer_form_staff_hint: (inputs: Trainer_Form_Staff_HintInputs) => LocalizedString;
export const trainer_history: (inputs: Trainer_HistoryInputs) => LocalizedString;
export const trainer_history_elsewhere: (inputs: Trainer_History_ElsewhereInputs) => LocalizedString;
export const trainer_history_none: (inputs: Trainer_History_NoneInputs) => LocalizedString;
export const trainer_items: (inputs: Trainer_ItemsInputs) => LocalizedString;
export const trainer_keep_editing: (inputs: Trainer_Keep_EditingInputs) => LocalizedString;
export const trainer_keep_it: (inputs: Trainer_Keep_ItInputs) => LocalizedString;
export const trainer_key_export: (inputs: Trainer_Key_ExportInputs) => LocalizedString;
export const trainer_key_refresh: (inputs: Trainer_Key_RefreshInputs) => LocalizedString;
export const trainer_keys_about: (inputs: Trainer_Keys_AboutInputs) => LocalizedString;
export const trainer_keys_archive: (inputs: Trainer_Keys_ArchiveInputs) => LocalizedString;
export const trainer_keys_change_tab: (inputs: Trainer_Keys_Change_TabInputs) => LocalizedString;
export const trainer_keys_delete: (inputs: Trainer_Keys_DeleteInputs) => LocalizedString;
export const trainer_keys_duplicate: (inputs: Trainer_Keys_DuplicateInputs) => LocalizedString;
export const trainer_keys_edit: (inputs: Trainer_Keys_EditInputs) => LocalizedString;
export const trainer_keys_export: (inputs: Trainer_Keys_ExportInputs) => LocalizedString;
export const trainer_keys_name_it: (inputs: Trainer_Keys_Name_ItInputs) => LocalizedString;
export const trainer_keys_own: (inputs: Trainer_Keys_OwnInputs) => LocalizedString;
export const trainer_keys_pem: (inputs: Trainer_Keys_PemInputs) => LocalizedString;
export const trainer_keys_rename: (inputs: Trainer_Keys_RenameInputs) => LocalizedString;
export const trainer_keys_select: (inputs: Trainer_Keys_SelectInputs) => LocalizedString;
export const trainer_keys_show: (inputs: Trainer_Keys_ShowInputs) => LocalizedString;
export const trainer_keys_tick: (inputs: Trainer_Keys_TickInputs) => LocalizedString;
export const trainer_keys_title: (inputs: Trainer_Keys_TitleInputs) => LocalizedString;
export const trainer_keys_trust: (inputs: Trainer_Keys_TrustInputs) => LocalizedString;
export const trainer_keys_trusted: (inputs: Trainer_Keys_TrustedInputs) => LocalizedString;
export const trainer_leave_unsaved_message: (inputs: Trainer_Leave_Unsaved_MessageInputs) => LocalizedString;
export const trainer_leave_unsaved_title: (inputs: Trainer_Leave_Unsaved_TitleInputs) => LocalizedString;
export const trainer_leave_without_saving: (inputs: Trainer_Leave_Without_SavingInputs) => LocalizedString;
export const trainer_ledger_about: (inputs: Trainer_Ledger_AboutInputs) => LocalizedString;
export const trainer_ledger_changed: (inputs: Trainer_Ledger_ChangedInputs) => LocalizedString;
export const trainer_ledger_earlier: (inputs: Trainer_Ledger_EarlierInputs) => LocalizedString;
export const trainer_ledger_problem: (inputs: Trainer_Ledger_ProblemInputs) => LocalizedString;
export const trainer_ledger_unchecked: (inputs: Trainer_Ledger_UncheckedInputs) => LocalizedString;
export const trainer_list_comma: (inputs: Trainer_List_CommaInputs) => LocalizedString;
export const trainer_mode_assessment: (inputs: Trainer_Mode_AssessmentInputs) => LocalizedString;
export const trainer_mode_practice: (inputs: Trainer_Mode_PracticeInputs) => LocalizedString;
export const trainer_no_candidates: (inputs: Trainer_No_CandidatesInputs) => LocalizedString;
export const trainer_no_trainees: (inputs: Trainer_No_TraineesInputs) => LocalizedString;
export const trainer_not_yet: (inputs: Trainer_Not_YetInputs) => LocalizedString;
export const trainer_nothing_assigned: (inputs: Trainer_Nothing_AssignedInputs) => LocalizedString;
export const trainer_notice_countersigned: (inputs: Trainer_Notice_CountersignedInputs) => LocalizedString;
export const trainer_notice_passcode_changed: (inputs: Trainer_Notice_Passcode_ChangedInputs) => LocalizedString;
export const trainer_notice_passcode_set: (inputs: Trainer_Notice_Passcode_SetInputs) => LocalizedString;
export const trainer_notice_practical_saved: (inputs: Trainer_Notice_Practical_SavedInputs) => LocalizedString;
export const trainer_notice_saved_csv: (inputs: Trainer_Notice_Saved_CsvInputs) => LocalizedString;
export const trainer_notice_saved_signed: (inputs: Trainer_Notice_Saved_SignedInputs) => LocalizedString;
export const trainer_notice_trusted: (inputs: Trainer_Notice_TrustedInputs) => LocalizedString;
export const trainer_open: (inputs: Trainer_OpenInputs) => LocalizedString;
export const trainer_open_on: (inputs: Trainer_Open_OnInputs) => LocalizedString;
export const trainer_optional: (inputs: Trainer_OptionalInputs) => LocalizedString;
export const trainer_or: (inputs: Trainer_OrInputs) => LocalizedString;
export const trainer_outcome_fail: (inputs: Trainer_Outcome_FailInputs) => LocalizedString;
export const trainer_outcome_pass: (inputs: Trainer_Outcome_PassInputs) => LocalizedString;
export const trainer_outcome_retake: (inputs: Trainer_Outcome_RetakeInputs) => LocalizedString;
export const trainer_paren_end: (inputs: Trainer_Paren_EndInputs) => LocalizedString;
export const trainer_pass_again: (inputs: Trainer_Pass_AgainInputs) => LocalizedString;
export const trainer_pass_change_title: (inputs: Trainer_Pass_Change_TitleInputs) => LocalizedString;
export const trainer_pass_current: (inputs: Trainer_Pass_CurrentInputs) => LocalizedString;
export const trainer_pass_differ: (inputs: Trainer_Pass_DifferInputs) => LocalizedString;
export const trainer_pass_mode_title: (inputs: Trainer_Pass_Mode_TitleInputs) => LocalizedString;
export const trainer_pass_new: (inputs: Trainer_Pass_NewInputs) => LocalizedString;
export const trainer_pass_passcode: (inputs: Trainer_Pass_PasscodeInputs) => LocalizedString;
export const trainer_pass_save: (inputs: Trainer_Pass_SaveInputs) => LocalizedString;
export const trainer_pass_set_about: (inputs: Trainer_Pass_Set_AboutInputs) => LocalizedString;
export const trainer_pass_set_title: (inputs: Trainer_Pass_Set_TitleInputs) => LocalizedString;
export const trainer_pass_unlock: (inputs: Trainer_Pass_UnlockInputs) => LocalizedString;
export const trainer_pass_unlock_about: (inputs: Trainer_Pass_Unlock_AboutInputs) => LocalizedString;
export const trainer_pin_clear: (inputs: Trainer_Pin_ClearInputs) => LocalizedString;
export const trainer_pin_cleared: (inputs: Trainer_Pin_ClearedInputs) => LocalizedString;
export const trainer_pm_col_mark: (inputs: Trainer_Pm_Col_MarkInputs) => LocalizedString;
export const trainer_pm_col_median: (inputs: Trainer_Pm_Col_MedianInputs) => LocalizedString;
export const trainer_pm_col_skill: (inputs: Trainer_Pm_Col_SkillInputs) => LocalizedString;
export const trainer_pm_legend: (inputs: Trainer_Pm_LegendInputs) => LocalizedString;
export const trainer_pm_mark_of: (inputs: Trainer_Pm_Mark_OfInputs) => LocalizedString;
export const trainer_pm_median_of: (inputs: Trainer_Pm_Median_OfInputs) => LocalizedString;
export const trainer_pm_none: (inputs: Trainer_Pm_NoneInputs) => LocalizedString;
export const trainer_pm_overall: (inputs: Trainer_Pm_OverallInputs) => LocalizedString;
export const trainer_practical_against_default: (inputs: Trainer_Practical_Against_DefaultInputs) => LocalizedString;
export const trainer_practical_against_revision: (inputs: Trainer_Practical_Against_RevisionInputs) => LocalizedString;
export const trainer_practical_choose: (inputs: Trainer_Practical_ChooseInputs) => LocalizedString;
export const trainer_practical_comment: (inputs: Trainer_Practical_CommentInputs) => LocalizedString;
export const trainer_practical_confirm: (inputs: Trainer_Practical_ConfirmInputs) => LocalizedString;
export const trainer_practical_countersign: (inputs: Trainer_Practical_CountersignInputs) => LocalizedString;
export const trainer_practical_countersigned: (inputs: Trainer_Practical_CountersignedInputs) => LocalizedString;
export const trainer_practical_fails_area: (inputs: Trainer_Practical_Fails_AreaInputs) => LocalizedString;
export const trainer_practical_fails_part: (inputs: Trainer_Practical_Fails_PartInputs) => LocalizedString;
export const trainer_practical_grade_of: (inputs: Trainer_Practical_Grade_OfInputs) => LocalizedString;
export const trainer_practical_keys: (inputs: Trainer_Practical_KeysInputs) => LocalizedString;
export const trainer_practical_no_red: (inputs: Trainer_Practical_No_RedInputs) => LocalizedString;
export const trainer_practical_part: (inputs: Trainer_Practical_PartInputs) => LocalizedString;
export const trainer_practical_reading: (inputs: Trainer_Practical_ReadingInputs) => LocalizedString;
export const trainer_practical_red_lines: (inputs: Trainer_Practical_Red_LinesInputs) => LocalizedString;
export const trainer_practical_same_assessor: (inputs: Trainer_Practical_Same_AssessorInputs) => LocalizedString;
export const trainer_practical_save: (inputs: Trainer_Practical_SaveInputs) => LocalizedString;
export const trainer_practical_saved_revision: (inputs: Trainer_Practical_Saved_RevisionInputs) => LocalizedString;
export const trainer_practical_second: (inputs: Trainer_Practical_SecondInputs) => LocalizedString;
export const trainer_practical_second_about: (inputs: Trainer_Practical_Second_AboutInputs) => LocalizedString;
export const trainer_practical_the_second: (inputs: Trainer_Practical_The_SecondInputs) => LocalizedString;
export const trainer_practical_title: (inputs: Trainer_Practical_TitleInputs) => LocalizedString;
export const trainer_preview_answer: (inputs: Trainer_Preview_AnswerInputs) => LocalizedString;
export const trainer_preview_none: (inputs: Trainer_Preview_NoneInputs) => LocalizedString;
export const trainer_preview_red_line: (inputs: Trainer_Preview_Red_LineInputs) => LocalizedString;
export const trainer_preview_section: (inputs: Trainer_Preview_SectionInputs) => LocalizedString;
export const trainer_prof_app_targets: (inputs: Trainer_Prof_App_TargetsInputs) => LocalizedString;
export const trainer_prof_builtin_group: (inputs: Trainer_Prof_Builtin_GroupInputs) => LocalizedString;
export const trainer_prof_builtin_no_delete: (inputs: Trainer_Prof_Builtin_No_DeleteInputs) => LocalizedString;
export const trainer_prof_close_q: (inputs: Trainer_Prof_Close_QInputs) => LocalizedString;
export const trainer_prof_commission: (inputs: Trainer_Prof_CommissionInputs) => LocalizedString;
export const trainer_prof_copy_saved: (inputs: Trainer_Prof_Copy_SavedInputs) => LocalizedString;
export const trainer_prof_decks: (inputs: Trainer_Prof_DecksInputs) => LocalizedString;
export const trainer_prof_delete_q: (inputs: Trainer_Prof_Delete_QInputs) => LocalizedString;
export const trainer_prof_delete_title: (inputs: Trainer_Prof_Delete_TitleInputs) => LocalizedString;
export const trainer_prof_deleted: (inputs: Trainer_Prof_DeletedInputs) => LocalizedString;
export const trainer_prof_doing_delete: (inputs: Trainer_Prof_Doing_DeleteInputs) => LocalizedString;
export const trainer_prof_doing_duplicate: (inputs: Trainer_Prof_Doing_DuplicateInputs) => LocalizedString;
export const trainer_prof_doing_house: (inputs: Trainer_Prof_Doing_HouseInputs) => LocalizedString;
export const trainer_prof_doing_read: (inputs: Trainer_Prof_Doing_ReadInputs) => LocalizedString;
export const trainer_prof_doing_set_house: (inputs: Trainer_Prof_Doing_Set_HouseInputs) => LocalizedString;
export const trainer_prof_doing_usage: (inputs: Trainer_Prof_Doing_UsageInputs) => LocalizedString;
export const trainer_prof_dup_to_edit: (inputs: Trainer_Prof_Dup_To_EditInputs) => LocalizedString;
export const trainer_prof_editor_edit: (inputs: Trainer_Prof_Editor_EditInputs) => LocalizedString;
export const trainer_prof_editor_new: (inputs: Trainer_Prof_Editor_NewInputs) => LocalizedString;
export const trainer_prof_editor_view: (inputs: Trainer_Prof_Editor_ViewInputs) => LocalizedString;
export const trainer_prof_floor_back: (inputs: Trainer_Prof_Floor_BackInputs) => LocalizedString;
export const trainer_prof_floor_targets: (inputs: Trainer_Prof_Floor_TargetsInputs) => LocalizedString;
export const trainer_prof_house_badge: (inputs: Trainer_Prof_House_BadgeInputs) => LocalizedString;
export const trainer_prof_house_now: (inputs: Trainer_Prof_House_NowInputs) => LocalizedString;
export const trainer_prof_house_now_app: (inputs: Trainer_Prof_House_Now_AppInputs) => LocalizedString;
export const trainer_prof_keys: (inputs: Trainer_Prof_KeysInputs) => LocalizedString;
export const trainer_prof_list: (inputs: Trainer_Prof_ListInputs) => LocalizedString;
export const trainer_prof_many_embed: (inputs: Trainer_Prof_Many_EmbedInputs) => LocalizedString;
export const trainer_prof_new: (inputs: Trainer_Prof_NewInputs) => LocalizedString;
export const trainer_prof_no_set_embeds: (inputs: Trainer_Prof_No_Set_EmbedsInputs) => LocalizedString;
export const trainer_prof_none: (inputs: Trainer_Prof_NoneInputs) => LocalizedString;
export const trainer_prof_one_embeds: (inputs: Trainer_Prof_One_EmbedsInputs) => LocalizedString;
export const trainer_prof_own_group: (inputs: Trainer_Prof_Own_GroupInputs) => LocalizedString;
export const trainer_prof_practice_back: (inputs: Trainer_Prof_Practice_BackInputs) => LocalizedString;
export const trainer_prof_problems_many: (inputs: Trainer_Prof_Problems_ManyInputs) => LocalizedString;
export const trainer_prof_problems_one: (inputs: Trainer_Prof_Problems_OneInputs) => LocalizedString;
export const trainer_prof_saved: (inputs: Trainer_Prof_SavedInputs) => LocalizedString;
export const trainer_prof_six_half: (inputs: Trainer_Prof_Six_HalfInputs) => LocalizedString;
export const trainer_prof_tie: (inputs: Trainer_Prof_TieInputs) => LocalizedString;
export const trainer_prof_title: (inputs: Trainer_Prof_TitleInputs) => LocalizedString;
export const trainer_prof_use_targets: (inputs: Trainer_Prof_Use_TargetsInputs) => LocalizedString;
export const trainer_record_answer: (inputs: Trainer_Record_AnswerInputs) => LocalizedString;
export const trainer_record_assessor: (inputs: Trainer_Record_AssessorInputs) => LocalizedString;
export const trainer_record_attempt_of: (inputs: Trainer_Record_Attempt_OfInputs) => LocalizedString;
export const trainer_record_correct: (inputs: Trainer_Record_CorrectInputs) => LocalizedString;
export const trainer_record_date: (inputs: Trainer_Record_DateInputs) => LocalizedString;
export const trainer_record_house: (inputs: Trainer_Record_HouseInputs) => LocalizedString;
export const trainer_record_knowledge_failed: (inputs: Trainer_Record_Knowledge_FailedInputs) => LocalizedString;
export const trainer_record_knowledge_line: (inputs: Trainer_Record_Knowledge_LineInputs) => LocalizedString;
export const trainer_record_knowledge_passed: (inputs: Trainer_Record_Knowledge_PassedInputs) => LocalizedString;
export const trainer_record_left: (inputs: Trainer_Record_LeftInputs) => LocalizedString;
export const trainer_record_print: (inputs: Trainer_Record_PrintInputs) => LocalizedString;
export const trainer_record_red_line: (inputs: Trainer_Record_Red_LineInputs) => LocalizedString;
export const trainer_record_replay: (inputs: Trainer_Record_ReplayInputs) => LocalizedString;
export const trainer_record_replay_title: (inputs: Trainer_Record_Replay_TitleInputs) => LocalizedString;
export const trainer_record_reports: (inputs: Trainer_Record_ReportsInputs) => LocalizedString;
export const trainer_record_save_csv: (inputs: Trainer_Record_Save_CsvInputs) => LocalizedString;
export const trainer_record_save_json: (inputs: Trainer_Record_Save_JsonInputs) => LocalizedString;
export const trainer_record_save_pdf: (inputs: Trainer_Record_Save_PdfInputs) => LocalizedString;
export const trainer_record_seed: (inputs: Trainer_Record_SeedInputs) => LocalizedString;
export const trainer_record_seeding: (inputs: Trainer_Record_SeedingInputs) => LocalizedString;
export const trainer_record_set_version: (inputs: Trainer_Record_Set_VersionInputs) => LocalizedString;
export const trainer_record_timed_out: (inputs: Trainer_Record_Timed_OutInputs) => LocalizedString;
export const trainer_recover_about: (inputs: Trainer_Recover_AboutInputs) => LocalizedString;
export const trainer_recover_code: (inputs: Trainer_Recover_CodeInputs) => LocalizedString;
export const trainer_recover_submit: (inputs: Trainer_Recover_SubmitInputs) => LocalizedString;
export const trainer_recover_title: (inputs: Trainer_Recover_TitleInputs) => LocalizedString;
export const trainer_recovered_on: (inputs: Trainer_Recovered_OnInputs) => LocalizedString;
export const trainer_recovery_code_about: (inputs: Trainer_Recovery_Code_AboutInputs) => LocalizedString;
export const trainer_recovery_code_title: (inputs: Trainer_Recovery_Code_TitleInputs) => LocalizedString;
export const trainer_recovery_kept: (inputs: Trainer_Recovery_KeptInputs) => LocalizedString;
export const trainer_refresh: (inputs: Trainer_RefreshInputs) => LocalizedString;
export const trainer_remove: (inputs: Trainer_RemoveInputs) => LocalizedString;
export const trainer_remove_named: (inputs: Trainer_Remove_NamedInputs) => LocalizedString;
export const trainer_rename: (inputs: Trainer_RenameInputs) => LocalizedString;
export const trainer_replace_it: (inputs: Trainer_Replace_ItInputs) => LocalizedString;
export const trainer_result_fail: (inputs: Trainer_Result_FailInputs) => LocalizedString;
export const trainer_result_in_progress: (inputs: Trainer_Result_In_ProgressInputs) => LocalizedString;
export const trainer_result_pass: (inputs: Trainer_Result_PassInputs) => LocalizedString;
export const trainer_result_pending: (inputs: Trainer_Result_PendingInputs) => LocalizedString;
export const trainer_result_retake: (inputs: Trainer_Result_RetakeInputs) => LocalizedString;
export const trainer_room_all_in: (inputs: Trainer_Room_All_InInputs) => LocalizedString;
export const trainer_room_already: (inputs: Trainer_Room_AlreadyInputs) => LocalizedString;
export const trainer_room_assessment: (inputs: Trainer_Room_AssessmentInputs) => LocalizedString;
export const trainer_room_col_answers: (inputs: Trainer_Room_Col_AnswersInputs) => LocalizedString;
export const trainer_room_col_ended: (inputs: Trainer_Room_Col_EndedInputs) => LocalizedString;
export const trainer_room_col_here: (inputs: Trainer_Room_Col_HereInputs) => LocalizedString;
export const trainer_room_col_in_room: (inputs: Trainer_Room_Col_In_RoomInputs) => LocalizedString;
export const trainer_room_col_last: (inputs: Trainer_Room_Col_LastInputs) => LocalizedString;
export const trainer_room_col_right: (inputs: Trainer_Room_Col_RightInputs) => LocalizedString;
export const trainer_room_col_session: (inputs: Trainer_Room_Col_SessionInputs) => LocalizedString;
export const trainer_room_col_sessions: (inputs: Trainer_Room_Col_SessionsInputs) => LocalizedString;
export const trainer_room_col_staff: (inputs: Trainer_Room_Col_StaffInputs) => LocalizedString;
export const trainer_room_col_started: (inputs: Trainer_Room_Col_StartedInputs) => LocalizedString;
export const trainer_room_col_station: (inputs: Trainer_Room_Col_StationInputs) => LocalizedString;
export const trainer_room_col_stations: (inputs: Trainer_Room_Col_StationsInputs) => LocalizedString;
export const trainer_room_conflict: (inputs: Trainer_Room_ConflictInputs) => LocalizedString;
export const trainer_room_conflict_at: (inputs: Trainer_Room_Conflict_AtInputs) => LocalizedString;
export const trainer_room_dashboard: (inputs: Trainer_Room_DashboardInputs) => LocalizedString;
export const trainer_room_database: (inputs: Trainer_Room_DatabaseInputs) => LocalizedString;
export const trainer_room_every_trainee: (inputs: Trainer_Room_Every_TraineeInputs) => LocalizedString;
export const trainer_room_host: (inputs: Trainer_Room_HostInputs) => LocalizedString;
export const trainer_room_join: (inputs: Trainer_Room_JoinInputs) => LocalizedString;
export const trainer_room_last_push: (inputs: Trainer_Room_Last_PushInputs) => LocalizedString;
export const trainer_room_lead: (inputs: Trainer_Room_LeadInputs) => LocalizedString;
export const trainer_room_leave: (inputs: Trainer_Room_LeaveInputs) => LocalizedString;
export const trainer_room_memory: (inputs: Trainer_Room_MemoryInputs) => LocalizedString;
export const trainer_room_missing: (inputs: Trainer_Room_MissingInputs) => LocalizedString;
export const trainer_room_need_database: (inputs: Trainer_Room_Need_DatabaseInputs) => LocalizedString;
export const trainer_room_need_host: (inputs: Trainer_Room_Need_HostInputs) => LocalizedString;
export const trainer_room_need_password: (inputs: Trainer_Room_Need_PasswordInputs) => LocalizedString;
export const trainer_room_need_port: (inputs: Trainer_Room_Need_PortInputs) => LocalizedString;
export const trainer_room_need_station: (inputs: Trainer_Room_Need_StationInputs) => LocalizedString;
export const trainer_room_new_trainee: (inputs: Trainer_Room_New_TraineeInputs) => LocalizedString;
export const trainer_room_no_session: (inputs: Trainer_Room_No_SessionInputs) => LocalizedString;
export const trainer_room_none: (inputs: Trainer_Room_NoneInputs) => LocalizedString;
export const trainer_room_password: (inputs: Trainer_Room_PasswordInputs) => LocalizedString;
export const trainer_room_pc_trainees: (inputs: Trainer_Room_Pc_TraineesInputs) => LocalizedString;
export const trainer_room_pending: (inputs: Trainer_Room_PendingInputs) => LocalizedString;
export const trainer_room_port: (inputs: Trainer_Room_PortInputs) => LocalizedString;
export const trainer_room_preview: (inputs: Trainer_Room_PreviewInputs) => LocalizedString;
export const trainer_room_push: (inputs: Trainer_Room_PushInputs) => LocalizedString;
export const trainer_room_refused: (inputs: Trainer_Room_RefusedInputs) => LocalizedString;
export const trainer_room_role: (inputs: Trainer_Room_RoleInputs) => LocalizedString;
export const trainer_room_role_station: (inputs: Trainer_Room_Role_StationInputs) => LocalizedString;
export const trainer_room_role_trainer: (inputs: Trainer_Room_Role_TrainerInputs) => LocalizedString;
export const trainer_room_save_reconnect: (inputs: Trainer_Room_Save_ReconnectInputs) => LocalizedString;
export const trainer_room_sealed: (inputs: Trainer_Room_SealedInputs) => LocalizedString;
export const trainer_room_sessions_every: (inputs: Trainer_Room_Sessions_EveryInputs) => LocalizedString;
export const trainer_room_sessions_here: (inputs: Trainer_Room_Sessions_HereInputs) => LocalizedString;
export const trainer_room_sessions_refused: (inputs: Trainer_Room_Sessions_RefusedInputs) => LocalizedString;
export const trainer_room_station: (inputs: Trainer_Room_StationInputs) => LocalizedString;
export const trainer_room_test: (inputs: Trainer_Room_TestInputs) => LocalizedString;
export const trainer_room_this_pc: (inputs: Trainer_Room_This_PcInputs) => LocalizedString;
export const trainer_room_title: (inputs: Trainer_Room_TitleInputs) => LocalizedString;
export const trainer_room_tls: (inputs: Trainer_Room_TlsInputs) => LocalizedString;
export const trainer_room_upload_already: (inputs: Trainer_Room_Upload_AlreadyInputs) => LocalizedString;
export const trainer_room_upload_counts: (inputs: Trainer_Room_Upload_CountsInputs) => LocalizedString;
export const trainer_room_upload_nothing_deleted: (inputs: Trainer_Room_Upload_Nothing_DeletedInputs) => LocalizedString;
export const trainer_room_uploads: (inputs: Trainer_Room_UploadsInputs) => LocalizedString;
export const trainer_save: (inputs: Trainer_SaveInputs) => LocalizedString;
export const trainer_se_add_section: (inputs: Trainer_Se_Add_SectionInputs) => LocalizedString;
export const trainer_se_assessment: (inputs: Trainer_Se_AssessmentInputs) => LocalizedString;
export const trainer_se_back: (inputs: Trainer_Se_BackInputs) => LocalizedString;
export const trainer_se_builtin: (inputs: Trainer_Se_BuiltinInputs) => LocalizedString;
export const trainer_se_builtin_group: (inputs: Trainer_Se_Builtin_GroupInputs) => LocalizedString;
export const trainer_se_carried: (inputs: Trainer_Se_CarriedInputs) => LocalizedString;
export const trainer_se_checking: (inputs: Trainer_Se_CheckingInputs) => LocalizedString;
export const trainer_se_decks: (inputs: Trainer_Se_DecksInputs) => LocalizedString;
export const trainer_se_decks_hint: (inputs: Trainer_Se_Decks_HintInputs) => LocalizedString;
export const trainer_se_description: (inputs: Trainer_Se_DescriptionInputs) => LocalizedString;
export const trainer_se_edit: (inputs: Trainer_Se_EditInputs) => LocalizedString;
export const trainer_se_hard_limit: (inputs: Trainer_Se_Hard_LimitInputs) => LocalizedString;
export const trainer_se_label: (inputs: Trainer_Se_LabelInputs) => LocalizedString;
export const trainer_se_mode: (inputs: Trainer_Se_ModeInputs) => LocalizedString;
export const trainer_se_mode_label: (inputs: Trainer_Se_Mode_LabelInputs) => LocalizedString;
export const trainer_se_new: (inputs: Trainer_Se_NewInputs) => LocalizedString;
export const trainer_se_new_sample: (inputs: Trainer_Se_New_SampleInputs) => LocalizedString;
export const trainer_se_no_problems: (inputs: Trainer_Se_No_ProblemsInputs) => LocalizedString;
export const trainer_se_practice: (inputs: Trainer_Se_PracticeInputs) => LocalizedString;
export const trainer_se_preview: (inputs: Trainer_Se_PreviewInputs) => LocalizedString;
export const trainer_se_preview_hint: (inputs: Trainer_Se_Preview_HintInputs) => LocalizedString;
export const trainer_se_preview_title: (inputs: Trainer_Se_Preview_TitleInputs) => LocalizedString;
export const trainer_se_profile: (inputs: Trainer_Se_ProfileInputs) => LocalizedString;
export const trainer_se_read_stacks: (inputs: Trainer_Se_Read_StacksInputs) => LocalizedString;
export const trainer_se_sections: (inputs: Trainer_Se_SectionsInputs) => LocalizedString;
export const trainer_se_stale: (inputs: Trainer_Se_StaleInputs) => LocalizedString;
export const trainer_se_title: (inputs: Trainer_Se_TitleInputs) => LocalizedString;
export const trainer_se_to_fix: (inputs: Trainer_Se_To_FixInputs) => LocalizedString;
export const trainer_se_use_current: (inputs: Trainer_Se_Use_CurrentInputs) => LocalizedString;
export const trainer_se_your_rules: (inputs: Trainer_Se_Your_RulesInputs) => LocalizedString;
export const trainer_sec_basic: (inputs: Trainer_Sec_BasicInputs) => LocalizedString;
export const trainer_sec_choose_case: (inputs: Trainer_Sec_Choose_CaseInputs) => LocalizedString;
export const trainer_sec_difficulty: (inputs: Trainer_Sec_DifficultyInputs) => LocalizedString;
export const trainer_sec_down: (inputs: Trainer_Sec_DownInputs) => LocalizedString;
export const trainer_sec_dropped_many: (inputs: Trainer_Sec_Dropped_ManyInputs) => LocalizedString;
export const trainer_sec_dropped_one: (inputs: Trainer_Sec_Dropped_OneInputs) => LocalizedString;
export const trainer_sec_hard: (inputs: Trainer_Sec_HardInputs) => LocalizedString;
export const trainer_sec_items: (inputs: Trainer_Sec_ItemsInputs) => LocalizedString;
export const trainer_sec_kind: (inputs: Trainer_Sec_KindInputs) => LocalizedString;
export const trainer_sec_legend: (inputs: Trainer_Sec_LegendInputs) => LocalizedString;
export const trainer_sec_only: (inputs: Trainer_Sec_OnlyInputs) => LocalizedString;
export const trainer_sec_remove: (inputs: Trainer_Sec_RemoveInputs) => LocalizedString;
export const trainer_sec_seconds: (inputs: Trainer_Sec_SecondsInputs) => LocalizedString;
export const trainer_sec_standard: (inputs: Trainer_Sec_StandardInputs) => LocalizedString;
export const trainer_sec_target: (inputs: Trainer_Sec_TargetInputs) => LocalizedString;
export const trainer_sec_target_hint: (inputs: Trainer_Sec_Target_HintInputs) => LocalizedString;
export const trainer_sec_timed: (inputs: Trainer_Sec_TimedInputs) => LocalizedString;
export const trainer_sec_undo: (inputs: Trainer_Sec_UndoInputs) => LocalizedString;
export const trainer_sec_untimed: (inputs: Trainer_Sec_UntimedInputs) => LocalizedString;
export const trainer_sec_up: (inputs: Trainer_Sec_UpInputs) => LocalizedString;
export const trainer_seconds: (inputs: Trainer_SecondsInputs) => LocalizedString;
export const trainer_set_items: (inputs: Trainer_Set_ItemsInputs) => LocalizedString;
export const trainer_sets_built_in: (inputs: Trainer_Sets_Built_InInputs) => LocalizedString;
export const trainer_sets_builtin_group: (inputs: Trainer_Sets_Builtin_GroupInputs) => LocalizedString;
export const trainer_sets_clash: (inputs: Trainer_Sets_ClashInputs) => LocalizedString;
export const trainer_sets_clash_builtin: (inputs: Trainer_Sets_Clash_BuiltinInputs) => LocalizedString;
export const trainer_sets_delete_message: (inputs: Trainer_Sets_Delete_MessageInputs) => LocalizedString;
export const trainer_sets_delete_title: (inputs: Trainer_Sets_Delete_TitleInputs) => LocalizedString;
export const trainer_sets_deleted: (inputs: Trainer_Sets_DeletedInputs) => LocalizedString;
export const trainer_sets_doing_check: (inputs: Trainer_Sets_Doing_CheckInputs) => LocalizedString;
export const trainer_sets_doing_delete: (inputs: Trainer_Sets_Doing_DeleteInputs) => LocalizedString;
export const trainer_sets_doing_duplicate: (inputs: Trainer_Sets_Doing_DuplicateInputs) => LocalizedString;
export const trainer_sets_doing_export: (inputs: Trainer_Sets_Doing_ExportInputs) => LocalizedString;
export const trainer_sets_doing_failed: (inputs: Trainer_Sets_Doing_FailedInputs) => LocalizedString;
export const trainer_sets_doing_import: (inputs: Trainer_Sets_Doing_ImportInputs) => LocalizedString;
export const trainer_sets_doing_open: (inputs: Trainer_Sets_Doing_OpenInputs) => LocalizedString;
export const trainer_sets_doing_preview: (inputs: Trainer_Sets_Doing_PreviewInputs) => LocalizedString;
export const trainer_sets_doing_read: (inputs: Trainer_Sets_Doing_ReadInputs) => LocalizedString;
export const trainer_sets_doing_read_houses: (inputs: Trainer_Sets_Doing_Read_HousesInputs) => LocalizedString;
export const trainer_sets_doing_rename: (inputs: Trainer_Sets_Doing_RenameInputs) => LocalizedString;
export const trainer_sets_doing_room: (inputs: Trainer_Sets_Doing_RoomInputs) => LocalizedString;
export const trainer_sets_doing_save: (inputs: Trainer_Sets_Doing_SaveInputs) => LocalizedString;
export const trainer_sets_duplicated: (inputs: Trainer_Sets_DuplicatedInputs) => LocalizedString;
export const trainer_sets_exported: (inputs: Trainer_Sets_ExportedInputs) => LocalizedString;
export const trainer_sets_import: (inputs: Trainer_Sets_ImportInputs) => LocalizedString;
export const trainer_sets_imported: (inputs: Trainer_Sets_ImportedInputs) => LocalizedString;
export const trainer_sets_keep_both: (inputs: Trainer_Sets_Keep_BothInputs) => LocalizedString;
export const trainer_sets_keys_on: (inputs: Trainer_Sets_Keys_OnInputs) => LocalizedString;
export const trainer_sets_keys_tab_to: (inputs: Trainer_Sets_Keys_Tab_ToInputs) => LocalizedString;
export const trainer_sets_new: (inputs: Trainer_Sets_NewInputs) => LocalizedString;
export const trainer_sets_new_title_for: (inputs: Trainer_Sets_New_Title_ForInputs) => LocalizedString;
export const trainer_sets_none_builds: (inputs: Trainer_Sets_None_BuildsInputs) => LocalizedString;
export const trainer_sets_none_duplicates: (inputs: Trainer_Sets_None_DuplicatesInputs) => LocalizedString;
export const trainer_sets_none_yet: (inputs: Trainer_Sets_None_YetInputs) => LocalizedString;
export const trainer_sets_not_imported: (inputs: Trainer_Sets_Not_ImportedInputs) => LocalizedString;
export const trainer_sets_not_in_room: (inputs: Trainer_Sets_Not_In_RoomInputs) => LocalizedString;
export const trainer_sets_not_saved: (inputs: Trainer_Sets_Not_SavedInputs) => LocalizedString;
export const trainer_sets_own: (inputs: Trainer_Sets_OwnInputs) => LocalizedString;
export const trainer_sets_renamed: (inputs: Trainer_Sets_RenamedInputs) => LocalizedString;
export const trainer_sets_replace: (inputs: Trainer_Sets_ReplaceInputs) => LocalizedString;
export const trainer_sets_replace_message: (inputs: Trainer_Sets_Replace_MessageInputs) => LocalizedString;
export const trainer_sets_replace_title: (inputs: Trainer_Sets_Replace_TitleInputs) => LocalizedString;
export const trainer_sets_replaced: (inputs: Trainer_Sets_ReplacedInputs) => LocalizedString;
export const trainer_sets_revision: (inputs: Trainer_Sets_RevisionInputs) => LocalizedString;
export const trainer_sets_saved: (inputs: Trainer_Sets_SavedInputs) => LocalizedString;
export const trainer_sets_title: (inputs: Trainer_Sets_TitleInputs) => LocalizedString;
export const trainer_start_about: (inputs: Trainer_Start_AboutInputs) => LocalizedString;
export const trainer_start_assessor: (inputs: Trainer_Start_AssessorInputs) => LocalizedString;
export const trainer_start_candidate: (inputs: Trainer_Start_CandidateInputs) => LocalizedString;
export const trainer_start_choose_set: (inputs: Trainer_Start_Choose_SetInputs) => LocalizedString;
export const trainer_start_set: (inputs: Trainer_Start_SetInputs) => LocalizedString;
export const trainer_start_set_items: (inputs: Trainer_Start_Set_ItemsInputs) => LocalizedString;
export const trainer_start_staff: (inputs: Trainer_Start_StaffInputs) => LocalizedString;
export const trainer_start_submit: (inputs: Trainer_Start_SubmitInputs) => LocalizedString;
export const trainer_start_title: (inputs: Trainer_Start_TitleInputs) => LocalizedString;
export const trainer_std_about: (inputs: Trainer_Std_AboutInputs) => LocalizedString;
export const trainer_std_add_area: (inputs: Trainer_Std_Add_AreaInputs) => LocalizedString;
export const trainer_std_add_red: (inputs: Trainer_Std_Add_RedInputs) => LocalizedString;
export const trainer_std_area_name: (inputs: Trainer_Std_Area_NameInputs) => LocalizedString;
export const trainer_std_col_fails: (inputs: Trainer_Std_Col_FailsInputs) => LocalizedString;
export const trainer_std_col_key: (inputs: Trainer_Std_Col_KeyInputs) => LocalizedString;
export const trainer_std_col_rule: (inputs: Trainer_Std_Col_RuleInputs) => LocalizedString;
export const trainer_std_col_saw: (inputs: Trainer_Std_Col_SawInputs) => LocalizedString;
export const trainer_std_criteria: (inputs: Trainer_Std_CriteriaInputs) => LocalizedString;
export const trainer_std_default: (inputs: Trainer_Std_DefaultInputs) => LocalizedString;
export const trainer_std_field_title: (inputs: Trainer_Std_Field_TitleInputs) => LocalizedString;
export const trainer_std_grade_means: (inputs: Trainer_Std_Grade_MeansInputs) => LocalizedString;
export const trainer_std_red_fails: (inputs: Trainer_Std_Red_FailsInputs) => LocalizedString;
export const trainer_std_red_key: (inputs: Trainer_Std_Red_KeyInputs) => LocalizedString;
export const trainer_std_red_line: (inputs: Trainer_Std_Red_LineInputs) => LocalizedString;
export const trainer_std_red_lines: (inputs: Trainer_Std_Red_LinesInputs) => LocalizedString;
export const trainer_std_red_rule: (inputs: Trainer_Std_Red_RuleInputs) => LocalizedString;
export const trainer_std_remove_red: (inputs: Trainer_Std_Remove_RedInputs) => LocalizedString;
export const trainer_std_revision: (inputs: Trainer_Std_RevisionInputs) => LocalizedString;
export const trainer_std_saved: (inputs: Trainer_Std_SavedInputs) => LocalizedString;
export const trainer_std_the_part: (inputs: Trainer_Std_The_PartInputs) => LocalizedString;
export const trainer_std_title: (inputs: Trainer_Std_TitleInputs) => LocalizedString;
export const trainer_std_undo: (inputs: Trainer_Std_UndoInputs) => LocalizedString;
export const trainer_ta_added: (inputs: Trainer_Ta_AddedInputs) => LocalizedString;
export const trainer_ta_archived: (inputs: Trainer_Ta_ArchivedInputs) => LocalizedString;
export const trainer_ta_assigned: (inputs: Trainer_Ta_AssignedInputs) => LocalizedString;
export const trainer_ta_assigned_due: (inputs: Trainer_Ta_Assigned_DueInputs) => LocalizedString;
export const trainer_ta_deleted: (inputs: Trainer_Ta_DeletedInputs) => LocalizedString;
export const trainer_ta_imported: (inputs: Trainer_Ta_ImportedInputs) => LocalizedString;
export const trainer_ta_saved: (inputs: Trainer_Ta_SavedInputs) => LocalizedString;
export const trainer_ta_unarchived: (inputs: Trainer_Ta_UnarchivedInputs) => LocalizedString;
export const trainer_ta_unassigned: (inputs: Trainer_Ta_UnassignedInputs) => LocalizedString;
export const trainer_tab_assessments: (inputs: Trainer_Tab_AssessmentsInputs) => LocalizedString;
export const trainer_tab_audit: (inputs: Trainer_Tab_AuditInputs) => LocalizedString;
export const trainer_tab_dashboard: (inputs: Trainer_Tab_DashboardInputs) => LocalizedString;
export const trainer_tab_profiles: (inputs: Trainer_Tab_ProfilesInputs) => LocalizedString;
export const trainer_tab_room: (inputs: Trainer_Tab_RoomInputs) => LocalizedString;
export const trainer_tab_sets: (inputs: Trainer_Tab_SetsInputs) => LocalizedString;
export const trainer_tab_standard: (inputs: Trainer_Tab_StandardInputs) => LocalizedString;
export const trainer_tab_trainees: (inputs: Trainer_Tab_TraineesInputs) => LocalizedString;
export const trainer_tabs_label: (inputs: Trainer_Tabs_LabelInputs) => LocalizedString;
export const trainer_tampered: (inputs: Trainer_TamperedInputs) => LocalizedString;
export const trainer_trainees_add: (inputs: Trainer_Trainees_AddInputs) => LocalizedString;
export const trainer_trainees_added: (inputs: Trainer_Trainees_AddedInputs) => LocalizedString;
export const trainer_trainees_assigned: (inputs: Trainer_Trainees_AssignedInputs) => LocalizedString;
export const trainer_trainees_edit_title: (inputs: Trainer_Trainees_Edit_TitleInputs) => LocalizedString;
export const trainer_trainees_import: (inputs: Trainer_Trainees_ImportInputs) => LocalizedString;
export const trainer_trainees_select_or_add: (inputs: Trainer_Trainees_Select_Or_AddInputs) => LocalizedString;
export const trainer_trainees_sessions_many: (inputs: Trainer_Trainees_Sessions_ManyInputs) => LocalizedString;
export const trainer_trainees_sessions_one: (inputs: Trainer_Trainees_Sessions_OneInputs) => LocalizedString;
export const trainer_trainees_show_archived: (inputs: Trainer_Trainees_Show_ArchivedInputs) => LocalizedString;
export const trainer_trainees_title: (inputs: Trainer_Trainees_TitleInputs) => LocalizedString;
export const trainer_unarchive: (inputs: Trainer_UnarchiveInputs) => LocalizedString;
export const trainer_unassign: (inputs: Trainer_UnassignInputs) => LocalizedString;
export const trainer_unsaved: (inputs: Trainer_UnsavedInputs) => LocalizedString;
export const trainer_unsaved_title: (inputs: Trainer_Unsaved_TitleInputs) => LocalizedString;
export const trainer_verify_drop: (inputs: Trainer_Verify_DropInputs) => LocalizedString;
export const trainer_verify_signer: (inputs: Trainer_Verify_SignerInputs) => LocalizedString;
export const trainer_verify_subject: (inputs: Trainer_Verify_SubjectInputs) => LocalizedString;
export const trainer_verify_tampered: (inputs: Trainer_Verify_TamperedInputs) => LocalizedString;
export const trainer_verify_title: (inputs: Trainer_Verify_TitleInputs) => LocalizedString;
export const trainer_verify_trusted: (inputs: Trainer_Verify_TrustedInputs) => LocalizedString;
export const trainer_verify_unreadable: (inputs: Trainer_Verify_UnreadableInputs) => LocalizedString;
export const trainer_verify_untrusted: (inputs: Trainer_Verify_UntrustedInputs) => LocalizedString;
export const trainer_view: (inputs: Trainer_ViewInputs) => LocalizedString;
export const trainer_what_assignment: (inputs: Trainer_What_AssignmentInputs) => LocalizedString;
export const trainer_what_house_rules: (inputs: Trainer_What_House_RulesInputs) => LocalizedString;
export const trainer_what_set: (inputs: Trainer_What_SetInputs) => LocalizedString;
export const trainer_xapi_field: (inputs: Trainer_Xapi_FieldInputs) => LocalizedString;
export const trainer_xapi_placeholder: (inputs: Trainer_Xapi_PlaceholderInputs) => LocalizedString;
export const trainer_xapi_saved: (inputs: Trainer_Xapi_SavedInputs) => LocalizedString;
export const trainer_xapi_title: (inputs: Trainer_Xapi_TitleInputs) => LocalizedString;
export const trainer_yes: (inputs: Trainer_YesInputs) => LocalizedString;
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
