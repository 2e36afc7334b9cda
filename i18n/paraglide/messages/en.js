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


export const call_banker_draws = /** @type {(inputs: Call_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker draws.`)
};

export const call_banker_natural = /** @type {(inputs: Call_Banker_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker natural ${i?.point}.`)
};

export const call_banker_point = /** @type {(inputs: Call_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.point}.`)
};

export const call_banker_stands = /** @type {(inputs: Call_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker stands.`)
};

export const call_banker_wins = /** @type {(inputs: Call_Banker_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins, ${i?.banker} over ${i?.player}.`)
};

export const call_player_draws = /** @type {(inputs: Call_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player draws.`)
};

export const call_player_natural = /** @type {(inputs: Call_Player_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player natural ${i?.point}.`)
};

export const call_player_point = /** @type {(inputs: Call_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.point}.`)
};

export const call_player_stands = /** @type {(inputs: Call_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player stands.`)
};

export const call_player_wins = /** @type {(inputs: Call_Player_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player wins, ${i?.player} over ${i?.banker}.`)
};

export const call_points = /** @type {(inputs: Call_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}.`)
};

export const call_tie = /** @type {(inputs: Call_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie, ${i?.point}.`)
};

export const dash_active = /** @type {(inputs: Dash_ActiveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} trainees active in the period.`)
};

export const dash_assign_weak = /** @type {(inputs: Dash_Assign_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign weak cases`)
};

export const dash_assigned = /** @type {(inputs: Dash_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assigned “${i?.title}”.`)
};

export const dash_assigned_done = /** @type {(inputs: Dash_Assigned_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.done} of ${i?.total} done`)
};

export const dash_attempts_passed = /** @type {(inputs: Dash_Attempts_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.passed} of ${i?.total} passed`)
};

export const dash_cohort = /** @type {(inputs: Dash_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cohort`)
};

export const dash_col_actions = /** @type {(inputs: Dash_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const dash_col_answered = /** @type {(inputs: Dash_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered`)
};

export const dash_col_assigned = /** @type {(inputs: Dash_Col_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned`)
};

export const dash_col_attempts = /** @type {(inputs: Dash_Col_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts`)
};

export const dash_col_case = /** @type {(inputs: Dash_Col_CaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Case`)
};

export const dash_col_due = /** @type {(inputs: Dash_Col_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due`)
};

export const dash_col_error_rate = /** @type {(inputs: Dash_Col_Error_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error rate`)
};

export const dash_col_flagged = /** @type {(inputs: Dash_Col_FlaggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flagged`)
};

export const dash_col_floor = /** @type {(inputs: Dash_Col_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor`)
};

export const dash_col_last = /** @type {(inputs: Dash_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last activity`)
};

export const dash_col_pass_rate = /** @type {(inputs: Dash_Col_Pass_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass rate`)
};

export const dash_col_set = /** @type {(inputs: Dash_Col_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set`)
};

export const dash_col_skill = /** @type {(inputs: Dash_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const dash_col_skills = /** @type {(inputs: Dash_Col_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

export const dash_col_skills_hint = /** @type {(inputs: Dash_Col_Skills_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(level, accuracy, trend)`)
};

export const dash_col_trainee = /** @type {(inputs: Dash_Col_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainee`)
};

export const dash_col_trainees = /** @type {(inputs: Dash_Col_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees`)
};

export const dash_col_wrong = /** @type {(inputs: Dash_Col_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong`)
};

export const dash_export_csv = /** @type {(inputs: Dash_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV…`)
};

export const dash_export_xapi = /** @type {(inputs: Dash_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export xAPI…`)
};

export const dash_exported_csv = /** @type {(inputs: Dash_Exported_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported ${i?.rows} responses to ${i?.path}.`)
};

export const dash_exported_xapi = /** @type {(inputs: Dash_Exported_XapiInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported ${i?.rows} statements to ${i?.path}.`)
};

export const dash_fail = /** @type {(inputs: Dash_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fail`)
};

export const dash_from = /** @type {(inputs: Dash_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const dash_most_missed = /** @type {(inputs: Dash_Most_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cases most often missed`)
};

export const dash_never = /** @type {(inputs: Dash_NeverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`never`)
};

export const dash_no_attempts = /** @type {(inputs: Dash_No_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No attempts in the period.`)
};

export const dash_no_match = /** @type {(inputs: Dash_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trainee matches.`)
};

export const dash_not_yet = /** @type {(inputs: Dash_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

export const dash_nothing_missed = /** @type {(inputs: Dash_Nothing_MissedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing missed in the period.`)
};

export const dash_open = /** @type {(inputs: Dash_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const dash_pace = /** @type {(inputs: Dash_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pace ${i?.rate}/${i?.target} coups/h`)
};

export const dash_pass = /** @type {(inputs: Dash_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const dash_per_set = /** @type {(inputs: Dash_Per_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass rate per set`)
};

export const dash_per_skill = /** @type {(inputs: Dash_Per_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass rate per skill`)
};

export const dash_ready = /** @type {(inputs: Dash_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ready`)
};

export const dash_room_answers = /** @type {(inputs: Dash_Room_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} answers`)
};

export const dash_room_right = /** @type {(inputs: Dash_Room_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, ${i?.pct} right`)
};

export const dash_to = /** @type {(inputs: Dash_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const home_adaptive = /** @type {(inputs: Home_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adaptive practice`)
};

export const home_add = /** @type {(inputs: Home_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const home_add_trainee = /** @type {(inputs: Home_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a trainee`)
};

export const home_all = /** @type {(inputs: Home_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const home_answered = /** @type {(inputs: Home_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.total} answered`)
};

export const home_assessment_heading = /** @type {(inputs: Home_Assessment_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment (mock exams: practice, never counted as an attempt)`)
};

export const home_assessments = /** @type {(inputs: Home_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments`)
};

export const home_cancel = /** @type {(inputs: Home_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const home_drill_sets = /** @type {(inputs: Home_Drill_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill sets`)
};

export const home_filter_label = /** @type {(inputs: Home_Filter_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the drill sets`)
};

export const home_filter_placeholder = /** @type {(inputs: Home_Filter_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter: a house, a drill, a word…`)
};

export const home_imported = /** @type {(inputs: Home_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`imported`)
};

export const home_items = /** @type {(inputs: Home_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} items`)
};

export const home_mock_exam = /** @type {(inputs: Home_Mock_ExamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mock exam`)
};

export const home_mock_exam_title = /** @type {(inputs: Home_Mock_Exam_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice with this assessment's items: feedback after each answer, never counted as an attempt`)
};

export const home_mode_assessment = /** @type {(inputs: Home_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment`)
};

export const home_mode_practice = /** @type {(inputs: Home_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practice`)
};

export const home_name = /** @type {(inputs: Home_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const home_no_match = /** @type {(inputs: Home_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No drill set matches “${i?.filter}”.`)
};

export const home_no_trainee = /** @type {(inputs: Home_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trainee yet.`)
};

export const home_nothing_answered = /** @type {(inputs: Home_Nothing_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing answered yet.`)
};

export const home_practice = /** @type {(inputs: Home_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice`)
};

export const home_progress = /** @type {(inputs: Home_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const home_resume = /** @type {(inputs: Home_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume`)
};

export const home_settings = /** @type {(inputs: Home_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const home_show = /** @type {(inputs: Home_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const home_staff_number = /** @type {(inputs: Home_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const home_start = /** @type {(inputs: Home_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start practising`)
};

export const home_start_now = /** @type {(inputs: Home_Start_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start practising now`)
};

export const home_start_set = /** @type {(inputs: Home_Start_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const home_starts = /** @type {(inputs: Home_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts “${i?.title}”.`)
};

export const home_starts_new = /** @type {(inputs: Home_Starts_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Starts “${i?.title}” (a trainee is created for you).`)
};

export const home_tagline = /** @type {(inputs: Home_TaglineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls, the third-card rule, payouts, commission and procedures, dealt on a real layout.`)
};

export const home_title = /** @type {(inputs: Home_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baccarat Dealer Trainer`)
};

export const home_trainee = /** @type {(inputs: Home_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainee`)
};

export const home_trainer_mode = /** @type {(inputs: Home_Trainer_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer mode`)
};

export const home_unfinished = /** @type {(inputs: Home_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unfinished sessions`)
};

export const lang_call = /** @type {(inputs: Lang_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call language`)
};

export const lang_call_hint = /** @type {(inputs: Lang_Call_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer's calls, results and payouts, as said at this house's table`)
};

export const lang_done = /** @type {(inputs: Lang_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const lang_interface = /** @type {(inputs: Lang_InterfaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interface language`)
};

export const lang_interface_hint = /** @type {(inputs: Lang_Interface_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screens, buttons, questions and feedback`)
};

export const lang_key_hint = /** @type {(inputs: Lang_Key_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Languages`)
};

export const lang_sample = /** @type {(inputs: Lang_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A call in this language:`)
};

export const lang_saved = /** @type {(inputs: Lang_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Languages saved`)
};

export const lang_station = /** @type {(inputs: Lang_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This station's default`)
};

export const lang_title = /** @type {(inputs: Lang_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Languages`)
};

export const lang_trainee = /** @type {(inputs: Lang_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`For ${i?.name}`)
};

export const language_name = /** @type {(inputs: Language_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English`)
};

export const setup_house_intro = /** @type {(inputs: Setup_House_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees practise at its table: its pay table, limits, chips and conventions. Every house stays in the library, and a trainer can duplicate one and change its rules later (trainer mode, House rules).`)
};

export const setup_house_legend = /** @type {(inputs: Setup_House_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The house`)
};

export const setup_house_next = /** @type {(inputs: Setup_House_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next: the trainer passcode`)
};

export const setup_house_title = /** @type {(inputs: Setup_House_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which house is this?`)
};

export const setup_intro = /** @type {(inputs: Setup_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For the trainer, once: the house, the trainer passcode and the trainees. The trainee side opens when this is done.`)
};

export const setup_step_house = /** @type {(inputs: Setup_Step_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The house`)
};

export const setup_step_passcode = /** @type {(inputs: Setup_Step_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer passcode`)
};

export const setup_step_recovery = /** @type {(inputs: Setup_Step_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code`)
};

export const setup_step_trainees = /** @type {(inputs: Setup_Step_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First trainees`)
};

export const setup_title = /** @type {(inputs: Setup_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up the Baccarat Dealer Trainer`)
};

export const trainer_acknowledge = /** @type {(inputs: Trainer_AcknowledgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acknowledge`)
};

export const trainer_af_areas = /** @type {(inputs: Trainer_Af_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical areas (one per line)`)
};

export const trainer_af_attempts = /** @type {(inputs: Trainer_Af_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts allowed`)
};

export const trainer_af_legend = /** @type {(inputs: Trainer_Af_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment`)
};

export const trainer_af_practical = /** @type {(inputs: Trainer_Af_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A practical table test, graded by the assessor`)
};

export const trainer_af_redline_fails = /** @type {(inputs: Trainer_Af_Redline_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A red-line error fails the attempt whatever the score`)
};

export const trainer_af_redlines = /** @type {(inputs: Trainer_Af_RedlinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red-line errors`)
};

export const trainer_af_wait = /** @type {(inputs: Trainer_Af_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait between attempts (minutes)`)
};

export const trainer_and = /** @type {(inputs: Trainer_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

export const trainer_archive = /** @type {(inputs: Trainer_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive`)
};

export const trainer_archived = /** @type {(inputs: Trainer_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archived`)
};

export const trainer_assess_change_passcode = /** @type {(inputs: Trainer_Assess_Change_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the passcode`)
};

export const trainer_assess_keys_form = /** @type {(inputs: Trainer_Assess_Keys_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`through the form`)
};

export const trainer_assess_keys_start = /** @type {(inputs: Trainer_Assess_Keys_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`starts the assessment`)
};

export const trainer_assess_title = /** @type {(inputs: Trainer_Assess_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments`)
};

export const trainer_assess_verify = /** @type {(inputs: Trainer_Assess_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify a report…`)
};

export const trainer_assign_choose = /** @type {(inputs: Trainer_Assign_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a practice set…`)
};

export const trainer_assign_choose_error = /** @type {(inputs: Trainer_Assign_Choose_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the set to assign.`)
};

export const trainer_assign_done = /** @type {(inputs: Trainer_Assign_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`done`)
};

export const trainer_assign_due = /** @type {(inputs: Trainer_Assign_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · due ${i?.day}`)
};

export const trainer_assign_due_by = /** @type {(inputs: Trainer_Assign_Due_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due by the end of`)
};

export const trainer_assign_nobody_after = /** @type {(inputs: Trainer_Assign_Nobody_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`) or select one`)
};

export const trainer_assign_nobody_before = /** @type {(inputs: Trainer_Assign_Nobody_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nobody chosen: tick trainees in the list (`)
};

export const trainer_assign_overdue = /** @type {(inputs: Trainer_Assign_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`overdue`)
};

export const trainer_assign_past = /** @type {(inputs: Trainer_Assign_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The due date ${i?.due} is in the past (today is ${i?.today}).`)
};

export const trainer_assign_set = /** @type {(inputs: Trainer_Assign_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill set`)
};

export const trainer_assign_submit = /** @type {(inputs: Trainer_Assign_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign`)
};

export const trainer_assign_title = /** @type {(inputs: Trainer_Assign_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign a set`)
};

export const trainer_assign_to = /** @type {(inputs: Trainer_Assign_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To:`)
};

export const trainer_assign_to_do = /** @type {(inputs: Trainer_Assign_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to do`)
};

export const trainer_assign_to_label = /** @type {(inputs: Trainer_Assign_To_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign to`)
};

export const trainer_assign_to_name = /** @type {(inputs: Trainer_Assign_To_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assign to ${i?.name}`)
};

export const trainer_attempt_abandoned = /** @type {(inputs: Trainer_Attempt_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment attempt was abandoned`)
};

export const trainer_attempt_abandoned_answers = /** @type {(inputs: Trainer_Attempt_Abandoned_AnswersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} of ${i?.total} items were answered; every answer is kept.`)
};

export const trainer_attempt_answered = /** @type {(inputs: Trainer_Attempt_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} / ${i?.total} answered`)
};

export const trainer_attempt_close = /** @type {(inputs: Trainer_Attempt_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close it as it stands`)
};

export const trainer_attempt_finished = /** @type {(inputs: Trainer_Attempt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The assessment is finished.`)
};

export const trainer_attempt_home = /** @type {(inputs: Trainer_Attempt_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const trainer_attempt_leave = /** @type {(inputs: Trainer_Attempt_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave`)
};

export const trainer_attempt_leave_confirm = /** @type {(inputs: Trainer_Attempt_Leave_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the assessment`)
};

export const trainer_attempt_leave_message = /** @type {(inputs: Trainer_Attempt_Leave_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leaving ends this attempt as abandoned; only the trainer can resume it.`)
};

export const trainer_attempt_leave_title = /** @type {(inputs: Trainer_Attempt_Leave_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the assessment?`)
};

export const trainer_attempt_locked = /** @type {(inputs: Trainer_Attempt_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · locked`)
};

export const trainer_attempt_mode = /** @type {(inputs: Trainer_Attempt_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment`)
};

export const trainer_attempt_resume = /** @type {(inputs: Trainer_Attempt_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resume the attempt`)
};

export const trainer_attempt_sitting_after = /** @type {(inputs: Trainer_Attempt_Sitting_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. It is printed on your certificate.`)
};

export const trainer_attempt_sitting_before = /** @type {(inputs: Trainer_Attempt_Sitting_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sitting's ID:`)
};

export const trainer_attempt_stay = /** @type {(inputs: Trainer_Attempt_StayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stay`)
};

export const trainer_attempt_summary = /** @type {(inputs: Trainer_Attempt_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.correct} of ${i?.items} items right. Your trainer has the full record and the practical part.`)
};

export const trainer_attempt_who = /** @type {(inputs: Trainer_Attempt_WhoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} · ${i?.staff} · attempt ${i?.attempt}`)
};

export const trainer_audit_about = /** @type {(inputs: Trainer_Audit_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every trainer action on this PC, in order. Each row is chained to the one before it and the last is sealed with a key only the trainer passcode opens, so a row changed, removed or added outside the app is found here`)
};

export const trainer_audit_checks = /** @type {(inputs: Trainer_Audit_ChecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The trail checks: ${i?.rows} rows.`)
};

export const trainer_audit_checks_sealed = /** @type {(inputs: Trainer_Audit_Checks_SealedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The trail checks: ${i?.rows} rows, sealed through row ${i?.sealed}.`)
};

export const trainer_audit_col_row = /** @type {(inputs: Trainer_Audit_Col_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row`)
};

export const trainer_audit_earlier_fault = /** @type {(inputs: Trainer_Audit_Earlier_FaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Found when trainer mode was unlocked on ${i?.when} (row ${i?.row}): ${i?.detail}.`)
};

export const trainer_audit_export = /** @type {(inputs: Trainer_Audit_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV…`)
};

export const trainer_audit_newest = /** @type {(inputs: Trainer_Audit_NewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newest first`)
};

export const trainer_audit_newest_last = /** @type {(inputs: Trainer_Audit_Newest_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Newest first (the last ${i?.count})`)
};

export const trainer_audit_saved = /** @type {(inputs: Trainer_Audit_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.rows} rows to ${i?.path}.`)
};

export const trainer_audit_tampered = /** @type {(inputs: Trainer_Audit_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The trail has been tampered with: ${i?.problem}.`)
};

export const trainer_audit_tampered_row = /** @type {(inputs: Trainer_Audit_Tampered_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The trail has been tampered with at row ${i?.row}: ${i?.problem}.`)
};

export const trainer_audit_title = /** @type {(inputs: Trainer_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit trail`)
};

export const trainer_back = /** @type {(inputs: Trainer_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const trainer_cancel = /** @type {(inputs: Trainer_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const trainer_candidate = /** @type {(inputs: Trainer_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate`)
};

export const trainer_candidates = /** @type {(inputs: Trainer_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidates`)
};

export const trainer_close = /** @type {(inputs: Trainer_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const trainer_close_paren = /** @type {(inputs: Trainer_Close_ParenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`).`)
};

export const trainer_col_accuracy = /** @type {(inputs: Trainer_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const trainer_col_action = /** @type {(inputs: Trainer_Col_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const trainer_col_attempt = /** @type {(inputs: Trainer_Col_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempt`)
};

export const trainer_col_detail = /** @type {(inputs: Trainer_Col_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

export const trainer_col_last_active = /** @type {(inputs: Trainer_Col_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last active`)
};

export const trainer_col_median = /** @type {(inputs: Trainer_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median`)
};

export const trainer_col_name = /** @type {(inputs: Trainer_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const trainer_col_pass_mark = /** @type {(inputs: Trainer_Col_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass mark`)
};

export const trainer_col_result = /** @type {(inputs: Trainer_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const trainer_col_right = /** @type {(inputs: Trainer_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right`)
};

export const trainer_col_sessions = /** @type {(inputs: Trainer_Col_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const trainer_col_set = /** @type {(inputs: Trainer_Col_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set`)
};

export const trainer_col_sitting = /** @type {(inputs: Trainer_Col_SittingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitting ID`)
};

export const trainer_col_skill = /** @type {(inputs: Trainer_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const trainer_col_staff = /** @type {(inputs: Trainer_Col_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff no.`)
};

export const trainer_col_started = /** @type {(inputs: Trainer_Col_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const trainer_col_station = /** @type {(inputs: Trainer_Col_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Station`)
};

export const trainer_col_status = /** @type {(inputs: Trainer_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const trainer_col_to_do = /** @type {(inputs: Trainer_Col_To_DoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To do`)
};

export const trainer_col_when = /** @type {(inputs: Trainer_Col_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const trainer_confirm = /** @type {(inputs: Trainer_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm`)
};

export const trainer_delete = /** @type {(inputs: Trainer_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const trainer_delete_answers_many = /** @type {(inputs: Trainer_Delete_Answers_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} answers`)
};

export const trainer_delete_answers_one = /** @type {(inputs: Trainer_Delete_Answers_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} answer`)
};

export const trainer_delete_assignments_many = /** @type {(inputs: Trainer_Delete_Assignments_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} assignments`)
};

export const trainer_delete_assignments_one = /** @type {(inputs: Trainer_Delete_Assignments_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} assignment`)
};

export const trainer_delete_attempts_many = /** @type {(inputs: Trainer_Delete_Attempts_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} assessment attempts`)
};

export const trainer_delete_attempts_one = /** @type {(inputs: Trainer_Delete_Attempts_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} assessment attempt`)
};

export const trainer_delete_ellipsis = /** @type {(inputs: Trainer_Delete_EllipsisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete…`)
};

export const trainer_delete_for_good = /** @type {(inputs: Trainer_Delete_For_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete for good`)
};

export const trainer_delete_intro = /** @type {(inputs: Trainer_Delete_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This deletes ${i?.name} and every result of theirs for good:`)
};

export const trainer_delete_it = /** @type {(inputs: Trainer_Delete_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete it`)
};

export const trainer_delete_outro = /** @type {(inputs: Trainer_Delete_OutroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, with their progress. Reports already exported stay verifiable. To keep the results, archive instead.`)
};

export const trainer_delete_passcode = /** @type {(inputs: Trainer_Delete_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer passcode`)
};

export const trainer_delete_passcode_error = /** @type {(inputs: Trainer_Delete_Passcode_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passcode: ${i?.error}`)
};

export const trainer_delete_sessions_many = /** @type {(inputs: Trainer_Delete_Sessions_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} sessions`)
};

export const trainer_delete_sessions_one = /** @type {(inputs: Trainer_Delete_Sessions_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} session`)
};

export const trainer_delete_title = /** @type {(inputs: Trainer_Delete_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete ${i?.name}?`)
};

export const trainer_delete_type_name = /** @type {(inputs: Trainer_Delete_Type_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the trainee's name:`)
};

export const trainer_discard = /** @type {(inputs: Trainer_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard changes`)
};

export const trainer_duplicate = /** @type {(inputs: Trainer_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate`)
};

export const trainer_edges_about = /** @type {(inputs: Trainer_Edges_AboutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} decks, every coup counted; Banker at a ${i?.stake} stake.`)
};

export const trainer_edges_bet = /** @type {(inputs: Trainer_Edges_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bet`)
};

export const trainer_edges_edge = /** @type {(inputs: Trainer_Edges_EdgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House edge`)
};

export const trainer_edges_label = /** @type {(inputs: Trainer_Edges_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House edges`)
};

export const trainer_edges_pushes = /** @type {(inputs: Trainer_Edges_PushesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pushes: ${i?.list}.`)
};

export const trainer_edges_title = /** @type {(inputs: Trainer_Edges_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House edge, exactly`)
};

export const trainer_edges_waiting = /** @type {(inputs: Trainer_Edges_WaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The figures wait for: ${i?.fields}.`)
};

export const trainer_edges_was = /** @type {(inputs: Trainer_Edges_WasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`was ${i?.pct}`)
};

export const trainer_edges_wins = /** @type {(inputs: Trainer_Edges_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wins`)
};

export const trainer_edit = /** @type {(inputs: Trainer_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const trainer_export = /** @type {(inputs: Trainer_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

export const trainer_form_name = /** @type {(inputs: Trainer_Form_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const trainer_form_name_empty = /** @type {(inputs: Trainer_Form_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The name must not be empty.`)
};

export const trainer_form_name_error = /** @type {(inputs: Trainer_Form_Name_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Name: ${i?.error}`)
};

export const trainer_form_staff = /** @type {(inputs: Trainer_Form_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const trainer_form_staff_error = /** @type {(inputs: Trainer_Form_Staff_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Staff number ${i?.error}.`)
};

export const trainer_form_staff_hint = /** @type {(inputs: Trainer_Form_Staff_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional, unique)`)
};

export const trainer_history = /** @type {(inputs: Trainer_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const trainer_history_elsewhere = /** @type {(inputs: Trainer_History_ElsewhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An attempt recorded on another station of the training room is listed with its result as the room has it; its record, its replay and its signed report are on the station that ran it (a report is signed only by that station's key).`)
};

export const trainer_history_none = /** @type {(inputs: Trainer_History_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assessment attempt yet.`)
};

export const trainer_items = /** @type {(inputs: Trainer_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.items} items`)
};

export const trainer_keep_editing = /** @type {(inputs: Trainer_Keep_EditingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep editing`)
};

export const trainer_keep_it = /** @type {(inputs: Trainer_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const trainer_key_export = /** @type {(inputs: Trainer_Key_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`export`)
};

export const trainer_key_refresh = /** @type {(inputs: Trainer_Key_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refresh`)
};

export const trainer_keys_about = /** @type {(inputs: Trainer_Keys_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports are signed on this PC. To verify a report signed on another training PC, trust its public key.`)
};

export const trainer_keys_archive = /** @type {(inputs: Trainer_Keys_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`archive`)
};

export const trainer_keys_change_tab = /** @type {(inputs: Trainer_Keys_Change_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change tab`)
};

export const trainer_keys_delete = /** @type {(inputs: Trainer_Keys_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`delete`)
};

export const trainer_keys_duplicate = /** @type {(inputs: Trainer_Keys_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`duplicate`)
};

export const trainer_keys_edit = /** @type {(inputs: Trainer_Keys_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edit`)
};

export const trainer_keys_export = /** @type {(inputs: Trainer_Keys_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`export`)
};

export const trainer_keys_name_it = /** @type {(inputs: Trainer_Keys_Name_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name it`)
};

export const trainer_keys_own = /** @type {(inputs: Trainer_Keys_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This installation`)
};

export const trainer_keys_pem = /** @type {(inputs: Trainer_Keys_PemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another training PC's public key (signing-key.pub)`)
};

export const trainer_keys_rename = /** @type {(inputs: Trainer_Keys_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rename`)
};

export const trainer_keys_select = /** @type {(inputs: Trainer_Keys_SelectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`select`)
};

export const trainer_keys_show = /** @type {(inputs: Trainer_Keys_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show signing keys`)
};

export const trainer_keys_tick = /** @type {(inputs: Trainer_Keys_TickInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tick for an assignment`)
};

export const trainer_keys_title = /** @type {(inputs: Trainer_Keys_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing keys`)
};

export const trainer_keys_trust = /** @type {(inputs: Trainer_Keys_TrustInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trust this key`)
};

export const trainer_keys_trusted = /** @type {(inputs: Trainer_Keys_TrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusted: ${i?.label}`)
};

export const trainer_leave_unsaved_message = /** @type {(inputs: Trainer_Leave_Unsaved_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the editor without saving? The changes made since the last save are lost.`)
};

export const trainer_leave_unsaved_title = /** @type {(inputs: Trainer_Leave_Unsaved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the editor without saving`)
};

export const trainer_leave_without_saving = /** @type {(inputs: Trainer_Leave_Without_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave without saving`)
};

export const trainer_ledger_about = /** @type {(inputs: Trainer_Ledger_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The retake rules still count every attempt the ledger holds. Each finding is a row in the Audit tab.`)
};

export const trainer_ledger_changed = /** @type {(inputs: Trainer_Ledger_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment records have been changed outside the app.`)
};

export const trainer_ledger_earlier = /** @type {(inputs: Trainer_Ledger_EarlierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Found when trainer mode was unlocked on ${i?.when}: ${i?.message}`)
};

export const trainer_ledger_problem = /** @type {(inputs: Trainer_Ledger_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempts ledger does not check: ${i?.problem}.`)
};

export const trainer_ledger_unchecked = /** @type {(inputs: Trainer_Ledger_UncheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempts ledger could not be checked: ${i?.error}`)
};

export const trainer_list_comma = /** @type {(inputs: Trainer_List_CommaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, `)
};

export const trainer_mode_assessment = /** @type {(inputs: Trainer_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment`)
};

export const trainer_mode_practice = /** @type {(inputs: Trainer_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice`)
};

export const trainer_no_candidates = /** @type {(inputs: Trainer_No_CandidatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No candidates yet.`)
};

export const trainer_no_trainees = /** @type {(inputs: Trainer_No_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trainees yet: add one (`)
};

export const trainer_not_yet = /** @type {(inputs: Trainer_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

export const trainer_nothing_assigned = /** @type {(inputs: Trainer_Nothing_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing assigned.`)
};

export const trainer_notice_countersigned = /** @type {(inputs: Trainer_Notice_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practical grades countersigned by ${i?.name}.`)
};

export const trainer_notice_passcode_changed = /** @type {(inputs: Trainer_Notice_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer passcode changed.`)
};

export const trainer_notice_passcode_set = /** @type {(inputs: Trainer_Notice_Passcode_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer passcode set.`)
};

export const trainer_notice_practical_saved = /** @type {(inputs: Trainer_Notice_Practical_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical grades saved.`)
};

export const trainer_notice_saved_csv = /** @type {(inputs: Trainer_Notice_Saved_CsvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved the CSV to ${i?.path}. It is not signed: file the PDF or the JSON as the record.`)
};

export const trainer_notice_saved_signed = /** @type {(inputs: Trainer_Notice_Saved_SignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved the signed ${i?.format} to ${i?.path}.`)
};

export const trainer_notice_trusted = /** @type {(inputs: Trainer_Notice_TrustedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trusted ${i?.label} (${i?.fingerprint}).`)
};

export const trainer_open = /** @type {(inputs: Trainer_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const trainer_open_on = /** @type {(inputs: Trainer_Open_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Open it on ${i?.station}`)
};

export const trainer_optional = /** @type {(inputs: Trainer_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(optional)`)
};

export const trainer_or = /** @type {(inputs: Trainer_OrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`or`)
};

export const trainer_outcome_fail = /** @type {(inputs: Trainer_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fail`)
};

export const trainer_outcome_pass = /** @type {(inputs: Trainer_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const trainer_outcome_retake = /** @type {(inputs: Trainer_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retake this area`)
};

export const trainer_paren_end = /** @type {(inputs: Trainer_Paren_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`)`)
};

export const trainer_pass_again = /** @type {(inputs: Trainer_Pass_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type it again`)
};

export const trainer_pass_change_title = /** @type {(inputs: Trainer_Pass_Change_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the trainer passcode`)
};

export const trainer_pass_current = /** @type {(inputs: Trainer_Pass_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current passcode`)
};

export const trainer_pass_differ = /** @type {(inputs: Trainer_Pass_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The two passcodes differ.`)
};

export const trainer_pass_mode_title = /** @type {(inputs: Trainer_Pass_Mode_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer mode`)
};

export const trainer_pass_new = /** @type {(inputs: Trainer_Pass_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New passcode`)
};

export const trainer_pass_passcode = /** @type {(inputs: Trainer_Pass_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passcode`)
};

export const trainer_pass_save = /** @type {(inputs: Trainer_Pass_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save passcode`)
};

export const trainer_pass_set_about = /** @type {(inputs: Trainer_Pass_Set_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer actions (assessments, every candidate's results, reports, importing sets) are kept behind a passcode. Choose one of at least 8 characters that is not a common password. A recovery code is shown next, once: keep it in the safe, it is the only way back if the passcode is forgotten.`)
};

export const trainer_pass_set_title = /** @type {(inputs: Trainer_Pass_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a trainer passcode`)
};

export const trainer_pass_unlock = /** @type {(inputs: Trainer_Pass_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock`)
};

export const trainer_pass_unlock_about = /** @type {(inputs: Trainer_Pass_Unlock_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the trainer passcode. Trainer mode locks itself after 10 idle minutes.`)
};

export const trainer_pin_clear = /** @type {(inputs: Trainer_Pin_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear PIN`)
};

export const trainer_pin_cleared = /** @type {(inputs: Trainer_Pin_ClearedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}'s PIN is cleared: they can set a new one on their home screen.`)
};

export const trainer_pm_col_mark = /** @type {(inputs: Trainer_Pm_Col_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass mark (%)`)
};

export const trainer_pm_col_median = /** @type {(inputs: Trainer_Pm_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median time target (s)`)
};

export const trainer_pm_col_skill = /** @type {(inputs: Trainer_Pm_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const trainer_pm_legend = /** @type {(inputs: Trainer_Pm_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass marks`)
};

export const trainer_pm_mark_of = /** @type {(inputs: Trainer_Pm_Mark_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass mark, ${i?.skill} (%)`)
};

export const trainer_pm_median_of = /** @type {(inputs: Trainer_Pm_Median_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Median time target, ${i?.skill} (seconds)`)
};

export const trainer_pm_none = /** @type {(inputs: Trainer_Pm_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const trainer_pm_overall = /** @type {(inputs: Trainer_Pm_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall pass mark (%)`)
};

export const trainer_practical_against_default = /** @type {(inputs: Trainer_Practical_Against_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Graded against ${i?.title}, the built-in default`)
};

export const trainer_practical_against_revision = /** @type {(inputs: Trainer_Practical_Against_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Graded against ${i?.title}, revision ${i?.revision}`)
};

export const trainer_practical_choose = /** @type {(inputs: Trainer_Practical_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a grade to see what the standard asks for it.`)
};

export const trainer_practical_comment = /** @type {(inputs: Trainer_Practical_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

export const trainer_practical_confirm = /** @type {(inputs: Trainer_Practical_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`I, ${i?.name}, watched this sitting and confirm these grades.`)
};

export const trainer_practical_countersign = /** @type {(inputs: Trainer_Practical_CountersignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Countersign`)
};

export const trainer_practical_countersigned = /** @type {(inputs: Trainer_Practical_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Countersigned by ${i?.name} on ${i?.when}.`)
};

export const trainer_practical_fails_area = /** @type {(inputs: Trainer_Practical_Fails_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`fails ${i?.area}`)
};

export const trainer_practical_fails_part = /** @type {(inputs: Trainer_Practical_Fails_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fails the practical part`)
};

export const trainer_practical_grade_of = /** @type {(inputs: Trainer_Practical_Grade_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area} grade`)
};

export const trainer_practical_keys = /** @type {(inputs: Trainer_Practical_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Keys: on a grade`)
};

export const trainer_practical_no_red = /** @type {(inputs: Trainer_Practical_No_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standard lists no red line for these areas.`)
};

export const trainer_practical_part = /** @type {(inputs: Trainer_Practical_PartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practical part: ${i?.outcome}`)
};

export const trainer_practical_reading = /** @type {(inputs: Trainer_Practical_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the practical standard…`)
};

export const trainer_practical_red_lines = /** @type {(inputs: Trainer_Practical_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red lines observed`)
};

export const trainer_practical_same_assessor = /** @type {(inputs: Trainer_Practical_Same_AssessorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The second assessor must be someone other than ${i?.assessor}.`)
};

export const trainer_practical_save = /** @type {(inputs: Trainer_Practical_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save the practical grades`)
};

export const trainer_practical_saved_revision = /** @type {(inputs: Trainer_Practical_Saved_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (the saved grades used revision ${i?.revision})`)
};

export const trainer_practical_second = /** @type {(inputs: Trainer_Practical_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second assessor`)
};

export const trainer_practical_second_about = /** @type {(inputs: Trainer_Practical_Second_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A second assessor who watched the sitting confirms the saved grades. Saving the grades again clears the countersign.`)
};

export const trainer_practical_the_second = /** @type {(inputs: Trainer_Practical_The_SecondInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the second assessor`)
};

export const trainer_practical_title = /** @type {(inputs: Trainer_Practical_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical table test`)
};

export const trainer_preview_answer = /** @type {(inputs: Trainer_Preview_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer:`)
};

export const trainer_preview_none = /** @type {(inputs: Trainer_Preview_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items: fix the fields marked above first.`)
};

export const trainer_preview_red_line = /** @type {(inputs: Trainer_Preview_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` · red line`)
};

export const trainer_preview_section = /** @type {(inputs: Trainer_Preview_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.n}`)
};

export const trainer_prof_app_targets = /** @type {(inputs: Trainer_Prof_App_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (the app's targets)`)
};

export const trainer_prof_builtin_group = /** @type {(inputs: Trainer_Prof_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built in (read-only)`)
};

export const trainer_prof_builtin_no_delete = /** @type {(inputs: Trainer_Prof_Builtin_No_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A built-in profile cannot be deleted.`)
};

export const trainer_prof_close_q = /** @type {(inputs: Trainer_Prof_Close_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close without saving your changes?`)
};

export const trainer_prof_commission = /** @type {(inputs: Trainer_Prof_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`commission ${i?.pays}:${i?.per}`)
};

export const trainer_prof_copy_saved = /** @type {(inputs: Trainer_Prof_Copy_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved a copy as "${i?.name}": edit it and save.`)
};

export const trainer_prof_decks = /** @type {(inputs: Trainer_Prof_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} decks`)
};

export const trainer_prof_delete_q = /** @type {(inputs: Trainer_Prof_Delete_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete the profile "${i?.id}"?`)
};

export const trainer_prof_delete_title = /** @type {(inputs: Trainer_Prof_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the profile`)
};

export const trainer_prof_deleted = /** @type {(inputs: Trainer_Prof_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted "${i?.id}".`)
};

export const trainer_prof_doing_delete = /** @type {(inputs: Trainer_Prof_Doing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting the profile`)
};

export const trainer_prof_doing_duplicate = /** @type {(inputs: Trainer_Prof_Doing_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicating the profile`)
};

export const trainer_prof_doing_house = /** @type {(inputs: Trainer_Prof_Doing_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the house setting`)
};

export const trainer_prof_doing_read = /** @type {(inputs: Trainer_Prof_Doing_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the table profiles`)
};

export const trainer_prof_doing_set_house = /** @type {(inputs: Trainer_Prof_Doing_Set_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting the house`)
};

export const trainer_prof_doing_usage = /** @type {(inputs: Trainer_Prof_Doing_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking where the profile is used`)
};

export const trainer_prof_dup_to_edit = /** @type {(inputs: Trainer_Prof_Dup_To_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate to edit`)
};

export const trainer_prof_editor_edit = /** @type {(inputs: Trainer_Prof_Editor_EditInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Editing ${i?.name}`)
};

export const trainer_prof_editor_new = /** @type {(inputs: Trainer_Prof_Editor_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New profile`)
};

export const trainer_prof_editor_view = /** @type {(inputs: Trainer_Prof_Editor_ViewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (built in, read-only)`)
};

export const trainer_prof_floor_back = /** @type {(inputs: Trainer_Prof_Floor_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready goes back to the app's targets.`)
};

export const trainer_prof_floor_targets = /** @type {(inputs: Trainer_Prof_Floor_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready targets:`)
};

export const trainer_prof_house_badge = /** @type {(inputs: Trainer_Prof_House_BadgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`house targets`)
};

export const trainer_prof_house_now = /** @type {(inputs: Trainer_Prof_House_NowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Floor-ready now uses the targets of "${i?.id}".`)
};

export const trainer_prof_house_now_app = /** @type {(inputs: Trainer_Prof_House_Now_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Floor-ready now uses the targets of "${i?.id}" (it has none of its own: the app's).`)
};

export const trainer_prof_keys = /** @type {(inputs: Trainer_Prof_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`↑/↓ choose · Enter open · Alt+D duplicate · Del delete · Alt+H house targets`)
};

export const trainer_prof_list = /** @type {(inputs: Trainer_Prof_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profiles`)
};

export const trainer_prof_many_embed = /** @type {(inputs: Trainer_Prof_Many_EmbedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} saved drill sets embed a copy of it (${i?.titles}); they keep working with that copy.`)
};

export const trainer_prof_new = /** @type {(inputs: Trainer_Prof_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New profile`)
};

export const trainer_prof_no_set_embeds = /** @type {(inputs: Trainer_Prof_No_Set_EmbedsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No saved drill set embeds it.`)
};

export const trainer_prof_none = /** @type {(inputs: Trainer_Prof_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet: duplicate a built-in profile or start a new one.`)
};

export const trainer_prof_one_embeds = /** @type {(inputs: Trainer_Prof_One_EmbedsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 saved drill set embeds a copy of it (${i?.titles}); it keeps working with that copy.`)
};

export const trainer_prof_own_group = /** @type {(inputs: Trainer_Prof_Own_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your profiles`)
};

export const trainer_prof_practice_back = /** @type {(inputs: Trainer_Prof_Practice_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The practice table goes back to Tasmania.`)
};

export const trainer_prof_problems_many = /** @type {(inputs: Trainer_Prof_Problems_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fields need fixing before saving: ${i?.fields}.`)
};

export const trainer_prof_problems_one = /** @type {(inputs: Trainer_Prof_Problems_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 field needs fixing before saving: ${i?.fields}.`)
};

export const trainer_prof_saved = /** @type {(inputs: Trainer_Prof_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved "${i?.name}".`)
};

export const trainer_prof_six_half = /** @type {(inputs: Trainer_Prof_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`six pays half`)
};

export const trainer_prof_tie = /** @type {(inputs: Trainer_Prof_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie ${i?.pays}:${i?.per}`)
};

export const trainer_prof_title = /** @type {(inputs: Trainer_Prof_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules`)
};

export const trainer_prof_use_targets = /** @type {(inputs: Trainer_Prof_Use_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use its targets`)
};

export const trainer_record_answer = /** @type {(inputs: Trainer_Record_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answer: ${i?.answer}`)
};

export const trainer_record_assessor = /** @type {(inputs: Trainer_Record_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessor`)
};

export const trainer_record_attempt_of = /** @type {(inputs: Trainer_Record_Attempt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} of ${i?.allowed}`)
};

export const trainer_record_correct = /** @type {(inputs: Trainer_Record_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Correct: ${i?.answer}`)
};

export const trainer_record_date = /** @type {(inputs: Trainer_Record_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const trainer_record_house = /** @type {(inputs: Trainer_Record_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House`)
};

export const trainer_record_knowledge_failed = /** @type {(inputs: Trainer_Record_Knowledge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge test: failed`)
};

export const trainer_record_knowledge_line = /** @type {(inputs: Trainer_Record_Knowledge_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.correct} of ${i?.items} items right (${i?.accuracy}; pass mark ${i?.mark}) · ${i?.timedOut} timed out`)
};

export const trainer_record_knowledge_passed = /** @type {(inputs: Trainer_Record_Knowledge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge test: passed`)
};

export const trainer_record_left = /** @type {(inputs: Trainer_Record_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`left ${i?.count}×`)
};

export const trainer_record_print = /** @type {(inputs: Trainer_Record_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print this page`)
};

export const trainer_record_red_line = /** @type {(inputs: Trainer_Record_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red line at item ${i?.item}: ${i?.label}`)
};

export const trainer_record_replay = /** @type {(inputs: Trainer_Record_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replay item by item`)
};

export const trainer_record_replay_title = /** @type {(inputs: Trainer_Record_Replay_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replay from the seed`)
};

export const trainer_record_reports = /** @type {(inputs: Trainer_Record_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

export const trainer_record_save_csv = /** @type {(inputs: Trainer_Record_Save_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save CSV`)
};

export const trainer_record_save_json = /** @type {(inputs: Trainer_Record_Save_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save signed JSON`)
};

export const trainer_record_save_pdf = /** @type {(inputs: Trainer_Record_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save PDF`)
};

export const trainer_record_seed = /** @type {(inputs: Trainer_Record_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

export const trainer_record_seeding = /** @type {(inputs: Trainer_Record_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seed} (seeding ${i?.seeding})`)
};

export const trainer_record_set_version = /** @type {(inputs: Trainer_Record_Set_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (version ${i?.version})`)
};

export const trainer_record_timed_out = /** @type {(inputs: Trainer_Record_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timed out`)
};

export const trainer_recover_about = /** @type {(inputs: Trainer_Recover_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the recovery code kept in the safe (4 groups of 5 letters and digits) and choose a new passcode. The app makes a new signing key (reports signed before still verify), gives a new recovery code, and the next sign-in says that the passcode was recovered.`)
};

export const trainer_recover_code = /** @type {(inputs: Trainer_Recover_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code`)
};

export const trainer_recover_submit = /** @type {(inputs: Trainer_Recover_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recover`)
};

export const trainer_recover_title = /** @type {(inputs: Trainer_Recover_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot the trainer passcode?`)
};

export const trainer_recovered_on = /** @type {(inputs: Trainer_Recovered_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The passcode was recovered on ${i?.when}.`)
};

export const trainer_recovery_code_about = /** @type {(inputs: Trainer_Recovery_Code_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write it down and keep it in the safe. It is the only way back into trainer mode if the passcode is forgotten, and it is shown only this once.`)
};

export const trainer_recovery_code_title = /** @type {(inputs: Trainer_Recovery_Code_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recovery code`)
};

export const trainer_recovery_kept = /** @type {(inputs: Trainer_Recovery_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have kept it`)
};

export const trainer_refresh = /** @type {(inputs: Trainer_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh`)
};

export const trainer_remove = /** @type {(inputs: Trainer_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const trainer_remove_named = /** @type {(inputs: Trainer_Remove_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove ${i?.name}`)
};

export const trainer_rename = /** @type {(inputs: Trainer_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const trainer_replace_it = /** @type {(inputs: Trainer_Replace_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace it`)
};

export const trainer_result_fail = /** @type {(inputs: Trainer_Result_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAIL`)
};

export const trainer_result_in_progress = /** @type {(inputs: Trainer_Result_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished`)
};

export const trainer_result_pass = /** @type {(inputs: Trainer_Result_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PASS`)
};

export const trainer_result_pending = /** @type {(inputs: Trainer_Result_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge part done: practical not graded yet`)
};

export const trainer_result_retake = /** @type {(inputs: Trainer_Result_RetakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Knowledge part done: practical area to retake (${i?.areas})`)
};

export const trainer_room_all_in = /** @type {(inputs: Trainer_Room_All_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything recorded here is in the room.`)
};

export const trainer_room_already = /** @type {(inputs: Trainer_Room_AlreadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`already in the room`)
};

export const trainer_room_assessment = /** @type {(inputs: Trainer_Room_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (assessment)`)
};

export const trainer_room_col_answers = /** @type {(inputs: Trainer_Room_Col_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers`)
};

export const trainer_room_col_ended = /** @type {(inputs: Trainer_Room_Col_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

export const trainer_room_col_here = /** @type {(inputs: Trainer_Room_Col_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainee here`)
};

export const trainer_room_col_in_room = /** @type {(inputs: Trainer_Room_Col_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the room`)
};

export const trainer_room_col_last = /** @type {(inputs: Trainer_Room_Col_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last`)
};

export const trainer_room_col_right = /** @type {(inputs: Trainer_Room_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right`)
};

export const trainer_room_col_session = /** @type {(inputs: Trainer_Room_Col_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
};

export const trainer_room_col_sessions = /** @type {(inputs: Trainer_Room_Col_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const trainer_room_col_staff = /** @type {(inputs: Trainer_Room_Col_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const trainer_room_col_started = /** @type {(inputs: Trainer_Room_Col_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const trainer_room_col_station = /** @type {(inputs: Trainer_Room_Col_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Station`)
};

export const trainer_room_col_stations = /** @type {(inputs: Trainer_Room_Col_StationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stations`)
};

export const trainer_room_conflict = /** @type {(inputs: Trainer_Room_ConflictInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as revision ${i?.revision} in the training room. Another trainer saved revision ${i?.theirs} on station ${i?.station}${i?.at} since you opened this ${i?.what}: yours is kept as the newest revision, after theirs, and nothing was overwritten (their revision stays in the room's history).`)
};

export const trainer_room_conflict_at = /** @type {(inputs: Trainer_Room_Conflict_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` at ${i?.when}`)
};

export const trainer_room_dashboard = /** @type {(inputs: Trainer_Room_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Room dashboard`)
};

export const trainer_room_database = /** @type {(inputs: Trainer_Room_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Database`)
};

export const trainer_room_every_trainee = /** @type {(inputs: Trainer_Room_Every_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every trainee, over every station of the room`)
};

export const trainer_room_host = /** @type {(inputs: Trainer_Room_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Host`)
};

export const trainer_room_join = /** @type {(inputs: Trainer_Room_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Join the room`)
};

export const trainer_room_last_push = /** @type {(inputs: Trainer_Room_Last_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Last push: ${i?.when}.`)
};

export const trainer_room_lead = /** @type {(inputs: Trainer_Room_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Several PCs share one record on the room's PostgreSQL database. Each PC keeps working on its own when the network is down; what it records reaches the room when the network returns.`)
};

export const trainer_room_leave = /** @type {(inputs: Trainer_Room_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the room`)
};

export const trainer_room_memory = /** @type {(inputs: Trainer_Room_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer has no keyring to seal the password, so it is kept only until the app closes: enter it again after a restart.`)
};

export const trainer_room_missing = /** @type {(inputs: Trainer_Room_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The password could not be read back: enter it again and save.`)
};

export const trainer_room_need_database = /** @type {(inputs: Trainer_Room_Need_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the room’s database name.`)
};

export const trainer_room_need_host = /** @type {(inputs: Trainer_Room_Need_HostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the room’s host (its name or IP address).`)
};

export const trainer_room_need_password = /** @type {(inputs: Trainer_Room_Need_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password IT gave you for this role.`)
};

export const trainer_room_need_port = /** @type {(inputs: Trainer_Room_Need_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The port is a number from 1 to 65535.`)
};

export const trainer_room_need_station = /** @type {(inputs: Trainer_Room_Need_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give this PC a station name (as trainers will see it).`)
};

export const trainer_room_new_trainee = /** @type {(inputs: Trainer_Room_New_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new trainee`)
};

export const trainer_room_no_session = /** @type {(inputs: Trainer_Room_No_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No session yet.`)
};

export const trainer_room_none = /** @type {(inputs: Trainer_Room_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No trainee has practised in the room yet.`)
};

export const trainer_room_password = /** @type {(inputs: Trainer_Room_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const trainer_room_pc_trainees = /** @type {(inputs: Trainer_Room_Pc_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PC's trainees in the room`)
};

export const trainer_room_pending = /** @type {(inputs: Trainer_Room_PendingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} record(s) waiting to reach the room.`)
};

export const trainer_room_port = /** @type {(inputs: Trainer_Room_PortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Port`)
};

export const trainer_room_preview = /** @type {(inputs: Trainer_Room_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview what joins`)
};

export const trainer_room_push = /** @type {(inputs: Trainer_Room_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push now`)
};

export const trainer_room_refused = /** @type {(inputs: Trainer_Room_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} record(s) refused by the room are kept on this PC.`)
};

export const trainer_room_role = /** @type {(inputs: Trainer_Room_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const trainer_room_role_station = /** @type {(inputs: Trainer_Room_Role_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Station (bdt_station)`)
};

export const trainer_room_role_trainer = /** @type {(inputs: Trainer_Room_Role_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer (bdt_trainer)`)
};

export const trainer_room_save_reconnect = /** @type {(inputs: Trainer_Room_Save_ReconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save and reconnect`)
};

export const trainer_room_sealed = /** @type {(inputs: Trainer_Room_SealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stored (sealed)`)
};

export const trainer_room_sessions_every = /** @type {(inputs: Trainer_Room_Sessions_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions on every station of the training room`)
};

export const trainer_room_sessions_here = /** @type {(inputs: Trainer_Room_Sessions_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions on this PC`)
};

export const trainer_room_sessions_refused = /** @type {(inputs: Trainer_Room_Sessions_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} record(s) from the room were not what they should be and are left out.`)
};

export const trainer_room_station = /** @type {(inputs: Trainer_Room_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Station name`)
};

export const trainer_room_test = /** @type {(inputs: Trainer_Room_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test the connection`)
};

export const trainer_room_this_pc = /** @type {(inputs: Trainer_Room_This_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PC in the room`)
};

export const trainer_room_title = /** @type {(inputs: Trainer_Room_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training room`)
};

export const trainer_room_tls = /** @type {(inputs: Trainer_Room_TlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Require TLS (encrypted connection)`)
};

export const trainer_room_upload_already = /** @type {(inputs: Trainer_Room_Upload_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`; the room has ${i?.count} of those sessions already and they are not sent twice`)
};

export const trainer_room_upload_counts = /** @type {(inputs: Trainer_Room_Upload_CountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sessions} session(s) with ${i?.responses} answer(s), ${i?.attempts} assessment attempt(s) and ${i?.grades} practical grade(s) recorded on this PC`)
};

export const trainer_room_upload_nothing_deleted = /** @type {(inputs: Trainer_Room_Upload_Nothing_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Nothing on this PC is deleted.`)
};

export const trainer_room_uploads = /** @type {(inputs: Trainer_Room_UploadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What joining uploads`)
};

export const trainer_save = /** @type {(inputs: Trainer_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const trainer_se_add_section = /** @type {(inputs: Trainer_Se_Add_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a section`)
};

export const trainer_se_assessment = /** @type {(inputs: Trainer_Se_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment (results at the end)`)
};

export const trainer_se_back = /** @type {(inputs: Trainer_Se_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the list`)
};

export const trainer_se_builtin = /** @type {(inputs: Trainer_Se_BuiltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built-in set (read-only)`)
};

export const trainer_se_builtin_group = /** @type {(inputs: Trainer_Se_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built in`)
};

export const trainer_se_carried = /** @type {(inputs: Trainer_Se_CarriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carried by this set`)
};

export const trainer_se_checking = /** @type {(inputs: Trainer_Se_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking…`)
};

export const trainer_se_decks = /** @type {(inputs: Trainer_Se_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decks`)
};

export const trainer_se_decks_hint = /** @type {(inputs: Trainer_Se_Decks_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(empty: the profile's)`)
};

export const trainer_se_description = /** @type {(inputs: Trainer_Se_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const trainer_se_edit = /** @type {(inputs: Trainer_Se_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit the drill set`)
};

export const trainer_se_hard_limit = /** @type {(inputs: Trainer_Se_Hard_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard time limit: a step not answered in time is wrong and the next item comes (otherwise a late answer is marked "too slow")`)
};

export const trainer_se_label = /** @type {(inputs: Trainer_Se_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill set editor`)
};

export const trainer_se_mode = /** @type {(inputs: Trainer_Se_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode`)
};

export const trainer_se_mode_label = /** @type {(inputs: Trainer_Se_Mode_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice or assessment`)
};

export const trainer_se_new = /** @type {(inputs: Trainer_Se_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New drill set`)
};

export const trainer_se_new_sample = /** @type {(inputs: Trainer_Se_New_SampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New sample`)
};

export const trainer_se_no_problems = /** @type {(inputs: Trainer_Se_No_ProblemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No problems found`)
};

export const trainer_se_practice = /** @type {(inputs: Trainer_Se_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice (feedback after each answer)`)
};

export const trainer_se_preview = /** @type {(inputs: Trainer_Se_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

export const trainer_se_preview_hint = /** @type {(inputs: Trainer_Se_Preview_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(a new sample each time:`)
};

export const trainer_se_preview_title = /** @type {(inputs: Trainer_Se_Preview_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

export const trainer_se_profile = /** @type {(inputs: Trainer_Se_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profile`)
};

export const trainer_se_read_stacks = /** @type {(inputs: Trainer_Se_Read_StacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the stacks: no amount written under any pile on the table, in every section (the trainee counts the chips)`)
};

export const trainer_se_sections = /** @type {(inputs: Trainer_Se_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

export const trainer_se_stale = /** @type {(inputs: Trainer_Se_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This set carries an older copy of “${i?.name}”: the house rules were changed since.`)
};

export const trainer_se_title = /** @type {(inputs: Trainer_Se_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const trainer_se_to_fix = /** @type {(inputs: Trainer_Se_To_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} to fix`)
};

export const trainer_se_use_current = /** @type {(inputs: Trainer_Se_Use_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use the current house rules`)
};

export const trainer_se_your_rules = /** @type {(inputs: Trainer_Se_Your_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your house rules`)
};

export const trainer_sec_basic = /** @type {(inputs: Trainer_Sec_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Basic`)
};

export const trainer_sec_choose_case = /** @type {(inputs: Trainer_Sec_Choose_CaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a case…`)
};

export const trainer_sec_difficulty = /** @type {(inputs: Trainer_Sec_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty`)
};

export const trainer_sec_down = /** @type {(inputs: Trainer_Sec_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move down`)
};

export const trainer_sec_dropped_many = /** @type {(inputs: Trainer_Sec_Dropped_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.labels} mean nothing for ${i?.kind}, so they were taken off.`)
};

export const trainer_sec_dropped_one = /** @type {(inputs: Trainer_Sec_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.labels} means nothing for ${i?.kind}, so it was taken off.`)
};

export const trainer_sec_hard = /** @type {(inputs: Trainer_Sec_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hard`)
};

export const trainer_sec_items = /** @type {(inputs: Trainer_Sec_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const trainer_sec_kind = /** @type {(inputs: Trainer_Sec_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill kind`)
};

export const trainer_sec_legend = /** @type {(inputs: Trainer_Sec_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.n}: ${i?.kind}`)
};

export const trainer_sec_only = /** @type {(inputs: Trainer_Sec_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only items where…`)
};

export const trainer_sec_remove = /** @type {(inputs: Trainer_Sec_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove section`)
};

export const trainer_sec_seconds = /** @type {(inputs: Trainer_Sec_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seconds per item`)
};

export const trainer_sec_standard = /** @type {(inputs: Trainer_Sec_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standard`)
};

export const trainer_sec_target = /** @type {(inputs: Trainer_Sec_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target a case`)
};

export const trainer_sec_target_hint = /** @type {(inputs: Trainer_Sec_Target_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(fills in the constraints below)`)
};

export const trainer_sec_timed = /** @type {(inputs: Trainer_Sec_TimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed`)
};

export const trainer_sec_undo = /** @type {(inputs: Trainer_Sec_UndoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Undo: back to ${i?.kind}`)
};

export const trainer_sec_untimed = /** @type {(inputs: Trainer_Sec_UntimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untimed`)
};

export const trainer_sec_up = /** @type {(inputs: Trainer_Sec_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move up`)
};

export const trainer_seconds = /** @type {(inputs: Trainer_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const trainer_set_items = /** @type {(inputs: Trainer_Set_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.items} items)`)
};

export const trainer_sets_built_in = /** @type {(inputs: Trainer_Sets_Built_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built in`)
};

export const trainer_sets_builtin_group = /** @type {(inputs: Trainer_Sets_Builtin_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built in (read-only: duplicate one to change it)`)
};

export const trainer_sets_clash = /** @type {(inputs: Trainer_Sets_ClashInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The library already has a set called “${i?.title}”. Nothing is imported until you choose:`)
};

export const trainer_sets_clash_builtin = /** @type {(inputs: Trainer_Sets_Clash_BuiltinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The library already has a built-in set called “${i?.title}”. Nothing is imported until you choose:`)
};

export const trainer_sets_delete_message = /** @type {(inputs: Trainer_Sets_Delete_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Delete “${i?.title}”? It leaves the library; results already recorded keep the version they used (revision ${i?.revision}).`)
};

export const trainer_sets_delete_title = /** @type {(inputs: Trainer_Sets_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete the drill set`)
};

export const trainer_sets_deleted = /** @type {(inputs: Trainer_Sets_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted “${i?.title}”. Past results keep the version they used.`)
};

export const trainer_sets_doing_check = /** @type {(inputs: Trainer_Sets_Doing_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the drill set`)
};

export const trainer_sets_doing_delete = /** @type {(inputs: Trainer_Sets_Doing_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deleting the drill set`)
};

export const trainer_sets_doing_duplicate = /** @type {(inputs: Trainer_Sets_Doing_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicating the drill set`)
};

export const trainer_sets_doing_export = /** @type {(inputs: Trainer_Sets_Doing_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporting the drill set`)
};

export const trainer_sets_doing_failed = /** @type {(inputs: Trainer_Sets_Doing_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.doing}: ${i?.message}`)
};

export const trainer_sets_doing_import = /** @type {(inputs: Trainer_Sets_Doing_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importing a drill set`)
};

export const trainer_sets_doing_open = /** @type {(inputs: Trainer_Sets_Doing_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the drill set`)
};

export const trainer_sets_doing_preview = /** @type {(inputs: Trainer_Sets_Doing_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealing a preview`)
};

export const trainer_sets_doing_read = /** @type {(inputs: Trainer_Sets_Doing_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the drill sets`)
};

export const trainer_sets_doing_read_houses = /** @type {(inputs: Trainer_Sets_Doing_Read_HousesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the house rules`)
};

export const trainer_sets_doing_rename = /** @type {(inputs: Trainer_Sets_Doing_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Renaming the drill set`)
};

export const trainer_sets_doing_room = /** @type {(inputs: Trainer_Sets_Doing_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the training room`)
};

export const trainer_sets_doing_save = /** @type {(inputs: Trainer_Sets_Doing_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the drill set`)
};

export const trainer_sets_duplicated = /** @type {(inputs: Trainer_Sets_DuplicatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duplicated as “${i?.title}”.`)
};

export const trainer_sets_exported = /** @type {(inputs: Trainer_Sets_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exported “${i?.title}” to ${i?.path}.`)
};

export const trainer_sets_import = /** @type {(inputs: Trainer_Sets_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a file…`)
};

export const trainer_sets_imported = /** @type {(inputs: Trainer_Sets_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported “${i?.title}”.`)
};

export const trainer_sets_keep_both = /** @type {(inputs: Trainer_Sets_Keep_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep both (import as a copy)`)
};

export const trainer_sets_keys_on = /** @type {(inputs: Trainer_Sets_Keys_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a set's title (`)
};

export const trainer_sets_keys_tab_to = /** @type {(inputs: Trainer_Sets_Keys_Tab_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to it):`)
};

export const trainer_sets_new = /** @type {(inputs: Trainer_Sets_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New set`)
};

export const trainer_sets_new_title_for = /** @type {(inputs: Trainer_Sets_New_Title_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New title for “${i?.title}”`)
};

export const trainer_sets_none_builds = /** @type {(inputs: Trainer_Sets_None_BuildsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`builds one,`)
};

export const trainer_sets_none_duplicates = /** @type {(inputs: Trainer_Sets_None_DuplicatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on a set duplicates it.`)
};

export const trainer_sets_none_yet = /** @type {(inputs: Trainer_Sets_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet:`)
};

export const trainer_sets_not_imported = /** @type {(inputs: Trainer_Sets_Not_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`was not imported (nothing in the library changed):`)
};

export const trainer_sets_not_in_room = /** @type {(inputs: Trainer_Sets_Not_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet in the training room`)
};

export const trainer_sets_not_saved = /** @type {(inputs: Trainer_Sets_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not saved: fix the fields marked below.`)
};

export const trainer_sets_own = /** @type {(inputs: Trainer_Sets_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your drill sets`)
};

export const trainer_sets_renamed = /** @type {(inputs: Trainer_Sets_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renamed to “${i?.title}” (revision ${i?.revision}).`)
};

export const trainer_sets_replace = /** @type {(inputs: Trainer_Sets_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace it…`)
};

export const trainer_sets_replace_message = /** @type {(inputs: Trainer_Sets_Replace_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replace “${i?.title}” with the set in ${i?.file}? Its revision goes up; results already recorded keep the version they used.`)
};

export const trainer_sets_replace_title = /** @type {(inputs: Trainer_Sets_Replace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the drill set`)
};

export const trainer_sets_replaced = /** @type {(inputs: Trainer_Sets_ReplacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replaced “${i?.title}” (now revision ${i?.revision}).`)
};

export const trainer_sets_revision = /** @type {(inputs: Trainer_Sets_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revision ${i?.revision}`)
};

export const trainer_sets_saved = /** @type {(inputs: Trainer_Sets_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved “${i?.title}” (revision ${i?.revision}).`)
};

export const trainer_sets_title = /** @type {(inputs: Trainer_Sets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill sets`)
};

export const trainer_start_about = /** @type {(inputs: Trainer_Start_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The app chooses the items and keeps them from the candidate. Once started, trainer mode locks: hand over the keyboard.`)
};

export const trainer_start_assessor = /** @type {(inputs: Trainer_Start_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessor`)
};

export const trainer_start_candidate = /** @type {(inputs: Trainer_Start_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate's name`)
};

export const trainer_start_choose_set = /** @type {(inputs: Trainer_Start_Choose_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose an assessment set…`)
};

export const trainer_start_set = /** @type {(inputs: Trainer_Start_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment set`)
};

export const trainer_start_set_items = /** @type {(inputs: Trainer_Start_Set_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.items} items)`)
};

export const trainer_start_staff = /** @type {(inputs: Trainer_Start_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const trainer_start_submit = /** @type {(inputs: Trainer_Start_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the assessment`)
};

export const trainer_start_title = /** @type {(inputs: Trainer_Start_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start an assessment`)
};

export const trainer_std_about = /** @type {(inputs: Trainer_Std_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An A passes its area and a fail fails it; the school sets what a B and a C mean. Each grade's criteria are shown to the assessor as they grade.`)
};

export const trainer_std_add_area = /** @type {(inputs: Trainer_Std_Add_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add an area`)
};

export const trainer_std_add_red = /** @type {(inputs: Trainer_Std_Add_RedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a red line`)
};

export const trainer_std_area_name = /** @type {(inputs: Trainer_Std_Area_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Area ${i?.n} name`)
};

export const trainer_std_col_fails = /** @type {(inputs: Trainer_Std_Col_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fails`)
};

export const trainer_std_col_key = /** @type {(inputs: Trainer_Std_Col_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key`)
};

export const trainer_std_col_rule = /** @type {(inputs: Trainer_Std_Col_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

export const trainer_std_col_saw = /** @type {(inputs: Trainer_Std_Col_SawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the assessor saw`)
};

export const trainer_std_criteria = /** @type {(inputs: Trainer_Std_CriteriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area}: criteria for ${i?.grade}`)
};

export const trainer_std_default = /** @type {(inputs: Trainer_Std_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The built-in default (not saved yet): saving makes revision 1.`)
};

export const trainer_std_field_title = /** @type {(inputs: Trainer_Std_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const trainer_std_grade_means = /** @type {(inputs: Trainer_Std_Grade_MeansInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.area}: what a ${i?.grade} means`)
};

export const trainer_std_red_fails = /** @type {(inputs: Trainer_Std_Red_FailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red line ${i?.n} fails`)
};

export const trainer_std_red_key = /** @type {(inputs: Trainer_Std_Red_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red line ${i?.n} key`)
};

export const trainer_std_red_line = /** @type {(inputs: Trainer_Std_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red line ${i?.n}`)
};

export const trainer_std_red_lines = /** @type {(inputs: Trainer_Std_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red lines`)
};

export const trainer_std_red_rule = /** @type {(inputs: Trainer_Std_Red_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red line ${i?.n} rule`)
};

export const trainer_std_remove_red = /** @type {(inputs: Trainer_Std_Remove_RedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove red line ${i?.n}`)
};

export const trainer_std_revision = /** @type {(inputs: Trainer_Std_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revision ${i?.revision}, saved ${i?.when}.`)
};

export const trainer_std_saved = /** @type {(inputs: Trainer_Std_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved as revision ${i?.revision}. Grades given from now on use it.`)
};

export const trainer_std_the_part = /** @type {(inputs: Trainer_Std_The_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the practical part`)
};

export const trainer_std_title = /** @type {(inputs: Trainer_Std_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical standard`)
};

export const trainer_std_undo = /** @type {(inputs: Trainer_Std_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo all changes`)
};

export const trainer_ta_added = /** @type {(inputs: Trainer_Ta_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.name}.`)
};

export const trainer_ta_archived = /** @type {(inputs: Trainer_Ta_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is archived: hidden from the trainee picker, every result kept.`)
};

export const trainer_ta_assigned = /** @type {(inputs: Trainer_Ta_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assigned “${i?.title}” to ${i?.names}.`)
};

export const trainer_ta_assigned_due = /** @type {(inputs: Trainer_Ta_Assigned_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assigned “${i?.title}” to ${i?.names}, due ${i?.due}.`)
};

export const trainer_ta_deleted = /** @type {(inputs: Trainer_Ta_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deleted ${i?.name}: ${i?.sessions} sessions, ${i?.answers} answers, ${i?.attempts} assessment attempts.`)
};

export const trainer_ta_imported = /** @type {(inputs: Trainer_Ta_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.what}.`)
};

export const trainer_ta_saved = /** @type {(inputs: Trainer_Ta_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.name}.`)
};

export const trainer_ta_unarchived = /** @type {(inputs: Trainer_Ta_UnarchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is back in the trainee picker.`)
};

export const trainer_ta_unassigned = /** @type {(inputs: Trainer_Ta_UnassignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unassigned “${i?.title}”.`)
};

export const trainer_tab_assessments = /** @type {(inputs: Trainer_Tab_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessments`)
};

export const trainer_tab_audit = /** @type {(inputs: Trainer_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

export const trainer_tab_dashboard = /** @type {(inputs: Trainer_Tab_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const trainer_tab_profiles = /** @type {(inputs: Trainer_Tab_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules`)
};

export const trainer_tab_room = /** @type {(inputs: Trainer_Tab_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training room`)
};

export const trainer_tab_sets = /** @type {(inputs: Trainer_Tab_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill sets`)
};

export const trainer_tab_standard = /** @type {(inputs: Trainer_Tab_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical standard`)
};

export const trainer_tab_trainees = /** @type {(inputs: Trainer_Tab_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees`)
};

export const trainer_tabs_label = /** @type {(inputs: Trainer_Tabs_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer workspace`)
};

export const trainer_tampered = /** @type {(inputs: Trainer_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tampered`)
};

export const trainer_trainees_add = /** @type {(inputs: Trainer_Trainees_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a trainee`)
};

export const trainer_trainees_added = /** @type {(inputs: Trainer_Trainees_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`added ${i?.day}`)
};

export const trainer_trainees_assigned = /** @type {(inputs: Trainer_Trainees_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned work`)
};

export const trainer_trainees_edit_title = /** @type {(inputs: Trainer_Trainees_Edit_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Edit ${i?.name}`)
};

export const trainer_trainees_import = /** @type {(inputs: Trainer_Trainees_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a staff list (CSV)…`)
};

export const trainer_trainees_select_or_add = /** @type {(inputs: Trainer_Trainees_Select_Or_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a trainee, or add one (`)
};

export const trainer_trainees_sessions_many = /** @type {(inputs: Trainer_Trainees_Sessions_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} sessions`)
};

export const trainer_trainees_sessions_one = /** @type {(inputs: Trainer_Trainees_Sessions_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} session`)
};

export const trainer_trainees_show_archived = /** @type {(inputs: Trainer_Trainees_Show_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show archived`)
};

export const trainer_trainees_title = /** @type {(inputs: Trainer_Trainees_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees`)
};

export const trainer_unarchive = /** @type {(inputs: Trainer_UnarchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unarchive`)
};

export const trainer_unassign = /** @type {(inputs: Trainer_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unassign`)
};

export const trainer_unsaved = /** @type {(inputs: Trainer_UnsavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsaved changes.`)
};

export const trainer_unsaved_title = /** @type {(inputs: Trainer_Unsaved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsaved changes`)
};

export const trainer_verify_drop = /** @type {(inputs: Trainer_Verify_DropInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop a report PDF or JSON here, or press Enter to choose one`)
};

export const trainer_verify_signer = /** @type {(inputs: Trainer_Verify_SignerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Signer ${i?.fingerprint}`)
};

export const trainer_verify_subject = /** @type {(inputs: Trainer_Verify_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.candidate} (${i?.staff}) · ${i?.set} · result ${i?.result} · ID ${i?.id}`)
};

export const trainer_verify_tampered = /** @type {(inputs: Trainer_Verify_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: changed after it was signed`)
};

export const trainer_verify_title = /** @type {(inputs: Trainer_Verify_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify a report`)
};

export const trainer_verify_trusted = /** @type {(inputs: Trainer_Verify_TrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intact and signed by a trusted key`)
};

export const trainer_verify_unreadable = /** @type {(inputs: Trainer_Verify_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a readable report`)
};

export const trainer_verify_untrusted = /** @type {(inputs: Trainer_Verify_UntrustedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intact, but the signer is not trusted here`)
};

export const trainer_view = /** @type {(inputs: Trainer_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View`)
};

export const trainer_what_assignment = /** @type {(inputs: Trainer_What_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assignment`)
};

export const trainer_what_house_rules = /** @type {(inputs: Trainer_What_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`house rules`)
};

export const trainer_what_set = /** @type {(inputs: Trainer_What_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set`)
};

export const trainer_xapi_field = /** @type {(inputs: Trainer_Xapi_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IRI base`)
};

export const trainer_xapi_placeholder = /** @type {(inputs: Trainer_Xapi_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not set: exports use the placeholder ${i?.base}, which resolves nowhere. Give your school's own address before sending statements to a learning record store.`)
};

export const trainer_xapi_saved = /** @type {(inputs: Trainer_Xapi_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`xAPI statements are exported under ${i?.base}.`)
};

export const trainer_xapi_title = /** @type {(inputs: Trainer_Xapi_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`xAPI IRI base`)
};

export const trainer_yes = /** @type {(inputs: Trainer_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};