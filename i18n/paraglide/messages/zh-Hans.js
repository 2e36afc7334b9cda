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