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
* | "{count} trainees active in the period." |
*
* @param {Dash_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_active = /** @type {((inputs: Dash_ActiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ActiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_active(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_active(inputs)
	return __en.dash_active(inputs)
});
/**
* | output |
* | --- |
* | "Assign weak cases" |
*
* @param {Dash_Assign_WeakInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assign_weak = /** @type {((inputs?: Dash_Assign_WeakInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Assign_WeakInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_assign_weak(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_assign_weak(inputs)
	return __en.dash_assign_weak(inputs)
});
/**
* | output |
* | --- |
* | "Assigned “{title}”." |
*
* @param {Dash_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned = /** @type {((inputs: Dash_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_assigned(inputs)
	return __en.dash_assigned(inputs)
});
/**
* | output |
* | --- |
* | "{done} of {total} done" |
*
* @param {Dash_Assigned_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned_done = /** @type {((inputs: Dash_Assigned_DoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Assigned_DoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_assigned_done(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_assigned_done(inputs)
	return __en.dash_assigned_done(inputs)
});
/**
* | output |
* | --- |
* | "{passed} of {total} passed" |
*
* @param {Dash_Attempts_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_attempts_passed = /** @type {((inputs: Dash_Attempts_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Attempts_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_attempts_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_attempts_passed(inputs)
	return __en.dash_attempts_passed(inputs)
});
/**
* | output |
* | --- |
* | "Cohort" |
*
* @param {Dash_CohortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_cohort = /** @type {((inputs?: Dash_CohortInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_CohortInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_cohort(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_cohort(inputs)
	return __en.dash_cohort(inputs)
});
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Dash_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_actions = /** @type {((inputs?: Dash_Col_ActionsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_ActionsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_actions(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_actions(inputs)
	return __en.dash_col_actions(inputs)
});
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Dash_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_answered = /** @type {((inputs?: Dash_Col_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_answered(inputs)
	return __en.dash_col_answered(inputs)
});
/**
* | output |
* | --- |
* | "Assigned" |
*
* @param {Dash_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_assigned = /** @type {((inputs?: Dash_Col_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_assigned(inputs)
	return __en.dash_col_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Dash_Col_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_attempts = /** @type {((inputs?: Dash_Col_AttemptsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_AttemptsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_attempts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_attempts(inputs)
	return __en.dash_col_attempts(inputs)
});
/**
* | output |
* | --- |
* | "Case" |
*
* @param {Dash_Col_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_case = /** @type {((inputs?: Dash_Col_CaseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_CaseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_case(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_case(inputs)
	return __en.dash_col_case(inputs)
});
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Dash_Col_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_due = /** @type {((inputs?: Dash_Col_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_due(inputs)
	return __en.dash_col_due(inputs)
});
/**
* | output |
* | --- |
* | "Error rate" |
*
* @param {Dash_Col_Error_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_error_rate = /** @type {((inputs?: Dash_Col_Error_RateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Error_RateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_error_rate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_error_rate(inputs)
	return __en.dash_col_error_rate(inputs)
});
/**
* | output |
* | --- |
* | "Flagged" |
*
* @param {Dash_Col_FlaggedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_flagged = /** @type {((inputs?: Dash_Col_FlaggedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_FlaggedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_flagged(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_flagged(inputs)
	return __en.dash_col_flagged(inputs)
});
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Dash_Col_FloorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_floor = /** @type {((inputs?: Dash_Col_FloorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_FloorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_floor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_floor(inputs)
	return __en.dash_col_floor(inputs)
});
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Dash_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_last = /** @type {((inputs?: Dash_Col_LastInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_LastInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_last(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_last(inputs)
	return __en.dash_col_last(inputs)
});
/**
* | output |
* | --- |
* | "Pass rate" |
*
* @param {Dash_Col_Pass_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_pass_rate = /** @type {((inputs?: Dash_Col_Pass_RateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Pass_RateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_pass_rate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_pass_rate(inputs)
	return __en.dash_col_pass_rate(inputs)
});
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Dash_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_set = /** @type {((inputs?: Dash_Col_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_set(inputs)
	return __en.dash_col_set(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Dash_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skill = /** @type {((inputs?: Dash_Col_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_skill(inputs)
	return __en.dash_col_skill(inputs)
});
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Dash_Col_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills = /** @type {((inputs?: Dash_Col_SkillsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_SkillsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_skills(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_skills(inputs)
	return __en.dash_col_skills(inputs)
});
/**
* | output |
* | --- |
* | "(level, accuracy, trend)" |
*
* @param {Dash_Col_Skills_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills_hint = /** @type {((inputs?: Dash_Col_Skills_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_Skills_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_skills_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_skills_hint(inputs)
	return __en.dash_col_skills_hint(inputs)
});
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Dash_Col_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainee = /** @type {((inputs?: Dash_Col_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_trainee(inputs)
	return __en.dash_col_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Dash_Col_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainees = /** @type {((inputs?: Dash_Col_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_trainees(inputs)
	return __en.dash_col_trainees(inputs)
});
/**
* | output |
* | --- |
* | "Wrong" |
*
* @param {Dash_Col_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_wrong = /** @type {((inputs?: Dash_Col_WrongInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Col_WrongInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_col_wrong(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_col_wrong(inputs)
	return __en.dash_col_wrong(inputs)
});
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Dash_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_csv = /** @type {((inputs?: Dash_Export_CsvInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Export_CsvInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_export_csv(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_export_csv(inputs)
	return __en.dash_export_csv(inputs)
});
/**
* | output |
* | --- |
* | "Export xAPI…" |
*
* @param {Dash_Export_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_xapi = /** @type {((inputs?: Dash_Export_XapiInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Export_XapiInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_export_xapi(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_export_xapi(inputs)
	return __en.dash_export_xapi(inputs)
});
/**
* | output |
* | --- |
* | "Exported {rows} responses to {path}." |
*
* @param {Dash_Exported_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_csv = /** @type {((inputs: Dash_Exported_CsvInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Exported_CsvInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_exported_csv(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_exported_csv(inputs)
	return __en.dash_exported_csv(inputs)
});
/**
* | output |
* | --- |
* | "Exported {rows} statements to {path}." |
*
* @param {Dash_Exported_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_xapi = /** @type {((inputs: Dash_Exported_XapiInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Exported_XapiInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_exported_xapi(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_exported_xapi(inputs)
	return __en.dash_exported_xapi(inputs)
});
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Dash_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_fail = /** @type {((inputs?: Dash_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_fail(inputs)
	return __en.dash_fail(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Dash_FromInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_from = /** @type {((inputs?: Dash_FromInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_FromInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_from(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_from(inputs)
	return __en.dash_from(inputs)
});
/**
* | output |
* | --- |
* | "Cases most often missed" |
*
* @param {Dash_Most_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_most_missed = /** @type {((inputs?: Dash_Most_MissedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Most_MissedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_most_missed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_most_missed(inputs)
	return __en.dash_most_missed(inputs)
});
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dash_NeverInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_never = /** @type {((inputs?: Dash_NeverInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_NeverInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_never(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_never(inputs)
	return __en.dash_never(inputs)
});
/**
* | output |
* | --- |
* | "No attempts in the period." |
*
* @param {Dash_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_attempts = /** @type {((inputs?: Dash_No_AttemptsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_AttemptsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_no_attempts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_no_attempts(inputs)
	return __en.dash_no_attempts(inputs)
});
/**
* | output |
* | --- |
* | "No trainee matches." |
*
* @param {Dash_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_match = /** @type {((inputs?: Dash_No_MatchInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_No_MatchInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_no_match(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_no_match(inputs)
	return __en.dash_no_match(inputs)
});
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Dash_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_not_yet = /** @type {((inputs?: Dash_Not_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Not_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_not_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_not_yet(inputs)
	return __en.dash_not_yet(inputs)
});
/**
* | output |
* | --- |
* | "Nothing missed in the period." |
*
* @param {Dash_Nothing_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_nothing_missed = /** @type {((inputs?: Dash_Nothing_MissedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Nothing_MissedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_nothing_missed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_nothing_missed(inputs)
	return __en.dash_nothing_missed(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Dash_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_open = /** @type {((inputs?: Dash_OpenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_OpenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_open(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_open(inputs)
	return __en.dash_open(inputs)
});
/**
* | output |
* | --- |
* | "pace {rate}/{target} coups/h" |
*
* @param {Dash_PaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pace = /** @type {((inputs: Dash_PaceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PaceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_pace(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_pace(inputs)
	return __en.dash_pace(inputs)
});
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Dash_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pass = /** @type {((inputs?: Dash_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_pass(inputs)
	return __en.dash_pass(inputs)
});
/**
* | output |
* | --- |
* | "Pass rate per set" |
*
* @param {Dash_Per_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_set = /** @type {((inputs?: Dash_Per_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Per_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_per_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_per_set(inputs)
	return __en.dash_per_set(inputs)
});
/**
* | output |
* | --- |
* | "Pass rate per skill" |
*
* @param {Dash_Per_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_skill = /** @type {((inputs?: Dash_Per_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Per_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_per_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_per_skill(inputs)
	return __en.dash_per_skill(inputs)
});
/**
* | output |
* | --- |
* | "ready" |
*
* @param {Dash_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_ready = /** @type {((inputs?: Dash_ReadyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ReadyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_ready(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_ready(inputs)
	return __en.dash_ready(inputs)
});
/**
* | output |
* | --- |
* | "{count} answers" |
*
* @param {Dash_Room_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_answers = /** @type {((inputs: Dash_Room_AnswersInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Room_AnswersInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_room_answers(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_room_answers(inputs)
	return __en.dash_room_answers(inputs)
});
/**
* | output |
* | --- |
* | ", {pct} right" |
*
* @param {Dash_Room_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_right = /** @type {((inputs: Dash_Room_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_Room_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_room_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_room_right(inputs)
	return __en.dash_room_right(inputs)
});
/**
* | output |
* | --- |
* | "To" |
*
* @param {Dash_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_to = /** @type {((inputs?: Dash_ToInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dash_ToInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.dash_to(inputs)
	if (locale === "zh-Hans") return __zh_hans1.dash_to(inputs)
	return __en.dash_to(inputs)
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
* | "Acknowledge" |
*
* @param {Trainer_AcknowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_acknowledge = /** @type {((inputs?: Trainer_AcknowledgeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_AcknowledgeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_acknowledge(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_acknowledge(inputs)
	return __en.trainer_acknowledge(inputs)
});
/**
* | output |
* | --- |
* | "Practical areas (one per line)" |
*
* @param {Trainer_Af_AreasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_areas = /** @type {((inputs?: Trainer_Af_AreasInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_AreasInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_areas(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_areas(inputs)
	return __en.trainer_af_areas(inputs)
});
/**
* | output |
* | --- |
* | "Attempts allowed" |
*
* @param {Trainer_Af_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_attempts = /** @type {((inputs?: Trainer_Af_AttemptsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_AttemptsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_attempts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_attempts(inputs)
	return __en.trainer_af_attempts(inputs)
});
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Af_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_legend = /** @type {((inputs?: Trainer_Af_LegendInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_LegendInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_legend(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_legend(inputs)
	return __en.trainer_af_legend(inputs)
});
/**
* | output |
* | --- |
* | "A practical table test, graded by the assessor" |
*
* @param {Trainer_Af_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_practical = /** @type {((inputs?: Trainer_Af_PracticalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_PracticalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_practical(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_practical(inputs)
	return __en.trainer_af_practical(inputs)
});
/**
* | output |
* | --- |
* | "A red-line error fails the attempt whatever the score" |
*
* @param {Trainer_Af_Redline_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redline_fails = /** @type {((inputs?: Trainer_Af_Redline_FailsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_Redline_FailsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_redline_fails(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_redline_fails(inputs)
	return __en.trainer_af_redline_fails(inputs)
});
/**
* | output |
* | --- |
* | "Red-line errors" |
*
* @param {Trainer_Af_RedlinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redlines = /** @type {((inputs?: Trainer_Af_RedlinesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_RedlinesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_redlines(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_redlines(inputs)
	return __en.trainer_af_redlines(inputs)
});
/**
* | output |
* | --- |
* | "Wait between attempts (minutes)" |
*
* @param {Trainer_Af_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_wait = /** @type {((inputs?: Trainer_Af_WaitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Af_WaitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_af_wait(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_af_wait(inputs)
	return __en.trainer_af_wait(inputs)
});
/**
* | output |
* | --- |
* | "and" |
*
* @param {Trainer_AndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_and = /** @type {((inputs?: Trainer_AndInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_AndInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_and(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_and(inputs)
	return __en.trainer_and(inputs)
});
/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Trainer_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archive = /** @type {((inputs?: Trainer_ArchiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ArchiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_archive(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_archive(inputs)
	return __en.trainer_archive(inputs)
});
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Trainer_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archived = /** @type {((inputs?: Trainer_ArchivedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ArchivedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_archived(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_archived(inputs)
	return __en.trainer_archived(inputs)
});
/**
* | output |
* | --- |
* | "Change the passcode" |
*
* @param {Trainer_Assess_Change_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_change_passcode = /** @type {((inputs?: Trainer_Assess_Change_PasscodeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assess_Change_PasscodeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assess_change_passcode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assess_change_passcode(inputs)
	return __en.trainer_assess_change_passcode(inputs)
});
/**
* | output |
* | --- |
* | "through the form" |
*
* @param {Trainer_Assess_Keys_FormInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_form = /** @type {((inputs?: Trainer_Assess_Keys_FormInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assess_Keys_FormInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assess_keys_form(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assess_keys_form(inputs)
	return __en.trainer_assess_keys_form(inputs)
});
/**
* | output |
* | --- |
* | "starts the assessment" |
*
* @param {Trainer_Assess_Keys_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_start = /** @type {((inputs?: Trainer_Assess_Keys_StartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assess_Keys_StartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assess_keys_start(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assess_keys_start(inputs)
	return __en.trainer_assess_keys_start(inputs)
});
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Assess_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_title = /** @type {((inputs?: Trainer_Assess_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assess_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assess_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assess_title(inputs)
	return __en.trainer_assess_title(inputs)
});
/**
* | output |
* | --- |
* | "Verify a report…" |
*
* @param {Trainer_Assess_VerifyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_verify = /** @type {((inputs?: Trainer_Assess_VerifyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assess_VerifyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assess_verify(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assess_verify(inputs)
	return __en.trainer_assess_verify(inputs)
});
/**
* | output |
* | --- |
* | "Choose a practice set…" |
*
* @param {Trainer_Assign_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose = /** @type {((inputs?: Trainer_Assign_ChooseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_ChooseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_choose(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_choose(inputs)
	return __en.trainer_assign_choose(inputs)
});
/**
* | output |
* | --- |
* | "Choose the set to assign." |
*
* @param {Trainer_Assign_Choose_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose_error = /** @type {((inputs?: Trainer_Assign_Choose_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_Choose_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_choose_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_choose_error(inputs)
	return __en.trainer_assign_choose_error(inputs)
});
/**
* | output |
* | --- |
* | "done" |
*
* @param {Trainer_Assign_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_done = /** @type {((inputs?: Trainer_Assign_DoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_DoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_done(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_done(inputs)
	return __en.trainer_assign_done(inputs)
});
/**
* | output |
* | --- |
* | "· due {day}" |
*
* @param {Trainer_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due = /** @type {((inputs: Trainer_Assign_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_due(inputs)
	return __en.trainer_assign_due(inputs)
});
/**
* | output |
* | --- |
* | "Due by the end of" |
*
* @param {Trainer_Assign_Due_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due_by = /** @type {((inputs?: Trainer_Assign_Due_ByInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_Due_ByInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_due_by(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_due_by(inputs)
	return __en.trainer_assign_due_by(inputs)
});
/**
* | output |
* | --- |
* | ") or select one" |
*
* @param {Trainer_Assign_Nobody_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_after = /** @type {((inputs?: Trainer_Assign_Nobody_AfterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_Nobody_AfterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_nobody_after(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_nobody_after(inputs)
	return __en.trainer_assign_nobody_after(inputs)
});
/**
* | output |
* | --- |
* | "nobody chosen: tick trainees in the list (" |
*
* @param {Trainer_Assign_Nobody_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_before = /** @type {((inputs?: Trainer_Assign_Nobody_BeforeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_Nobody_BeforeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_nobody_before(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_nobody_before(inputs)
	return __en.trainer_assign_nobody_before(inputs)
});
/**
* | output |
* | --- |
* | "overdue" |
*
* @param {Trainer_Assign_OverdueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_overdue = /** @type {((inputs?: Trainer_Assign_OverdueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_OverdueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_overdue(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_overdue(inputs)
	return __en.trainer_assign_overdue(inputs)
});
/**
* | output |
* | --- |
* | "The due date {due} is in the past (today is {today})." |
*
* @param {Trainer_Assign_PastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_past = /** @type {((inputs: Trainer_Assign_PastInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_PastInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_past(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_past(inputs)
	return __en.trainer_assign_past(inputs)
});
/**
* | output |
* | --- |
* | "Drill set" |
*
* @param {Trainer_Assign_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_set = /** @type {((inputs?: Trainer_Assign_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_set(inputs)
	return __en.trainer_assign_set(inputs)
});
/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Trainer_Assign_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_submit = /** @type {((inputs?: Trainer_Assign_SubmitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_SubmitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_submit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_submit(inputs)
	return __en.trainer_assign_submit(inputs)
});
/**
* | output |
* | --- |
* | "Assign a set" |
*
* @param {Trainer_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_title = /** @type {((inputs?: Trainer_Assign_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_title(inputs)
	return __en.trainer_assign_title(inputs)
});
/**
* | output |
* | --- |
* | "To:" |
*
* @param {Trainer_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to = /** @type {((inputs?: Trainer_Assign_ToInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_ToInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_to(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_to(inputs)
	return __en.trainer_assign_to(inputs)
});
/**
* | output |
* | --- |
* | "to do" |
*
* @param {Trainer_Assign_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_do = /** @type {((inputs?: Trainer_Assign_To_DoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_To_DoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_to_do(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_to_do(inputs)
	return __en.trainer_assign_to_do(inputs)
});
/**
* | output |
* | --- |
* | "Assign to" |
*
* @param {Trainer_Assign_To_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_label = /** @type {((inputs?: Trainer_Assign_To_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_To_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_to_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_to_label(inputs)
	return __en.trainer_assign_to_label(inputs)
});
/**
* | output |
* | --- |
* | "Assign to {name}" |
*
* @param {Trainer_Assign_To_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_name = /** @type {((inputs: Trainer_Assign_To_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Assign_To_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_assign_to_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_assign_to_name(inputs)
	return __en.trainer_assign_to_name(inputs)
});
/**
* | output |
* | --- |
* | "This assessment attempt was abandoned" |
*
* @param {Trainer_Attempt_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned = /** @type {((inputs?: Trainer_Attempt_AbandonedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_AbandonedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_abandoned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_abandoned(inputs)
	return __en.trainer_attempt_abandoned(inputs)
});
/**
* | output |
* | --- |
* | "{answered} of {total} items were answered; every answer is kept." |
*
* @param {Trainer_Attempt_Abandoned_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned_answers = /** @type {((inputs: Trainer_Attempt_Abandoned_AnswersInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Abandoned_AnswersInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_abandoned_answers(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_abandoned_answers(inputs)
	return __en.trainer_attempt_abandoned_answers(inputs)
});
/**
* | output |
* | --- |
* | "{answered} / {total} answered" |
*
* @param {Trainer_Attempt_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_answered = /** @type {((inputs: Trainer_Attempt_AnsweredInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_AnsweredInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_answered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_answered(inputs)
	return __en.trainer_attempt_answered(inputs)
});
/**
* | output |
* | --- |
* | "Close it as it stands" |
*
* @param {Trainer_Attempt_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_close = /** @type {((inputs?: Trainer_Attempt_CloseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_CloseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_close(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_close(inputs)
	return __en.trainer_attempt_close(inputs)
});
/**
* | output |
* | --- |
* | "The assessment is finished." |
*
* @param {Trainer_Attempt_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_finished = /** @type {((inputs?: Trainer_Attempt_FinishedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_FinishedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_finished(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_finished(inputs)
	return __en.trainer_attempt_finished(inputs)
});
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Trainer_Attempt_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_home = /** @type {((inputs?: Trainer_Attempt_HomeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_HomeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_home(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_home(inputs)
	return __en.trainer_attempt_home(inputs)
});
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Trainer_Attempt_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave = /** @type {((inputs?: Trainer_Attempt_LeaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_LeaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_leave(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_leave(inputs)
	return __en.trainer_attempt_leave(inputs)
});
/**
* | output |
* | --- |
* | "Leave the assessment" |
*
* @param {Trainer_Attempt_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_confirm = /** @type {((inputs?: Trainer_Attempt_Leave_ConfirmInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Leave_ConfirmInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_leave_confirm(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_leave_confirm(inputs)
	return __en.trainer_attempt_leave_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Leaving ends this attempt as abandoned; only the trainer can resume it." |
*
* @param {Trainer_Attempt_Leave_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_message = /** @type {((inputs?: Trainer_Attempt_Leave_MessageInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Leave_MessageInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_leave_message(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_leave_message(inputs)
	return __en.trainer_attempt_leave_message(inputs)
});
/**
* | output |
* | --- |
* | "Leave the assessment?" |
*
* @param {Trainer_Attempt_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_title = /** @type {((inputs?: Trainer_Attempt_Leave_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Leave_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_leave_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_leave_title(inputs)
	return __en.trainer_attempt_leave_title(inputs)
});
/**
* | output |
* | --- |
* | "· locked" |
*
* @param {Trainer_Attempt_LockedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_locked = /** @type {((inputs?: Trainer_Attempt_LockedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_LockedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_locked(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_locked(inputs)
	return __en.trainer_attempt_locked(inputs)
});
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Trainer_Attempt_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_mode = /** @type {((inputs?: Trainer_Attempt_ModeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_ModeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_mode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_mode(inputs)
	return __en.trainer_attempt_mode(inputs)
});
/**
* | output |
* | --- |
* | "Resume the attempt" |
*
* @param {Trainer_Attempt_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_resume = /** @type {((inputs?: Trainer_Attempt_ResumeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_ResumeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_resume(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_resume(inputs)
	return __en.trainer_attempt_resume(inputs)
});
/**
* | output |
* | --- |
* | ". It is printed on your certificate." |
*
* @param {Trainer_Attempt_Sitting_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_after = /** @type {((inputs?: Trainer_Attempt_Sitting_AfterInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Sitting_AfterInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_sitting_after(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_sitting_after(inputs)
	return __en.trainer_attempt_sitting_after(inputs)
});
/**
* | output |
* | --- |
* | "Your sitting's ID:" |
*
* @param {Trainer_Attempt_Sitting_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_before = /** @type {((inputs?: Trainer_Attempt_Sitting_BeforeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_Sitting_BeforeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_sitting_before(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_sitting_before(inputs)
	return __en.trainer_attempt_sitting_before(inputs)
});
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Trainer_Attempt_StayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_stay = /** @type {((inputs?: Trainer_Attempt_StayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_StayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_stay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_stay(inputs)
	return __en.trainer_attempt_stay(inputs)
});
/**
* | output |
* | --- |
* | "{correct} of {items} items right. Your trainer has the full record and the practical part." |
*
* @param {Trainer_Attempt_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_summary = /** @type {((inputs: Trainer_Attempt_SummaryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_SummaryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_summary(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_summary(inputs)
	return __en.trainer_attempt_summary(inputs)
});
/**
* | output |
* | --- |
* | "{name} · {staff} · attempt {attempt}" |
*
* @param {Trainer_Attempt_WhoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_who = /** @type {((inputs: Trainer_Attempt_WhoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Attempt_WhoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_attempt_who(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_attempt_who(inputs)
	return __en.trainer_attempt_who(inputs)
});
/**
* | output |
* | --- |
* | "Every trainer action on this PC, in order. Each row is chained to the one before it and the last is sealed with a key only the trainer passcode opens, so a r..." |
*
* @param {Trainer_Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_about = /** @type {((inputs?: Trainer_Audit_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_about(inputs)
	return __en.trainer_audit_about(inputs)
});
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows." |
*
* @param {Trainer_Audit_ChecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks = /** @type {((inputs: Trainer_Audit_ChecksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_ChecksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_checks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_checks(inputs)
	return __en.trainer_audit_checks(inputs)
});
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows, sealed through row {sealed}." |
*
* @param {Trainer_Audit_Checks_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks_sealed = /** @type {((inputs: Trainer_Audit_Checks_SealedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_Checks_SealedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_checks_sealed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_checks_sealed(inputs)
	return __en.trainer_audit_checks_sealed(inputs)
});
/**
* | output |
* | --- |
* | "Row" |
*
* @param {Trainer_Audit_Col_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_col_row = /** @type {((inputs?: Trainer_Audit_Col_RowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_Col_RowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_col_row(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_col_row(inputs)
	return __en.trainer_audit_col_row(inputs)
});
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when} (row {row}): {detail}." |
*
* @param {Trainer_Audit_Earlier_FaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_earlier_fault = /** @type {((inputs: Trainer_Audit_Earlier_FaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_Earlier_FaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_earlier_fault(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_earlier_fault(inputs)
	return __en.trainer_audit_earlier_fault(inputs)
});
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Trainer_Audit_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_export = /** @type {((inputs?: Trainer_Audit_ExportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_ExportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_export(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_export(inputs)
	return __en.trainer_audit_export(inputs)
});
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trainer_Audit_NewestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest = /** @type {((inputs?: Trainer_Audit_NewestInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_NewestInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_newest(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_newest(inputs)
	return __en.trainer_audit_newest(inputs)
});
/**
* | output |
* | --- |
* | "Newest first (the last {count})" |
*
* @param {Trainer_Audit_Newest_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest_last = /** @type {((inputs: Trainer_Audit_Newest_LastInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_Newest_LastInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_newest_last(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_newest_last(inputs)
	return __en.trainer_audit_newest_last(inputs)
});
/**
* | output |
* | --- |
* | "Saved {rows} rows to {path}." |
*
* @param {Trainer_Audit_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_saved = /** @type {((inputs: Trainer_Audit_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_saved(inputs)
	return __en.trainer_audit_saved(inputs)
});
/**
* | output |
* | --- |
* | "The trail has been tampered with: {problem}." |
*
* @param {Trainer_Audit_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered = /** @type {((inputs: Trainer_Audit_TamperedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_TamperedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_tampered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_tampered(inputs)
	return __en.trainer_audit_tampered(inputs)
});
/**
* | output |
* | --- |
* | "The trail has been tampered with at row {row}: {problem}." |
*
* @param {Trainer_Audit_Tampered_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered_row = /** @type {((inputs: Trainer_Audit_Tampered_RowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_Tampered_RowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_tampered_row(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_tampered_row(inputs)
	return __en.trainer_audit_tampered_row(inputs)
});
/**
* | output |
* | --- |
* | "Audit trail" |
*
* @param {Trainer_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_title = /** @type {((inputs?: Trainer_Audit_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Audit_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_audit_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_audit_title(inputs)
	return __en.trainer_audit_title(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Trainer_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_back = /** @type {((inputs?: Trainer_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_back(inputs)
	return __en.trainer_back(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trainer_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_cancel = /** @type {((inputs?: Trainer_CancelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_CancelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_cancel(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_cancel(inputs)
	return __en.trainer_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Trainer_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidate = /** @type {((inputs?: Trainer_CandidateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_CandidateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_candidate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_candidate(inputs)
	return __en.trainer_candidate(inputs)
});
/**
* | output |
* | --- |
* | "Candidates" |
*
* @param {Trainer_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidates = /** @type {((inputs?: Trainer_CandidatesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_CandidatesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_candidates(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_candidates(inputs)
	return __en.trainer_candidates(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Trainer_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close = /** @type {((inputs?: Trainer_CloseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_CloseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_close(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_close(inputs)
	return __en.trainer_close(inputs)
});
/**
* | output |
* | --- |
* | ")." |
*
* @param {Trainer_Close_ParenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close_paren = /** @type {((inputs?: Trainer_Close_ParenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Close_ParenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_close_paren(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_close_paren(inputs)
	return __en.trainer_close_paren(inputs)
});
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Trainer_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_accuracy = /** @type {((inputs?: Trainer_Col_AccuracyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_AccuracyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_accuracy(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_accuracy(inputs)
	return __en.trainer_col_accuracy(inputs)
});
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Trainer_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_action = /** @type {((inputs?: Trainer_Col_ActionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_ActionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_action(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_action(inputs)
	return __en.trainer_col_action(inputs)
});
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Trainer_Col_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_attempt = /** @type {((inputs?: Trainer_Col_AttemptInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_AttemptInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_attempt(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_attempt(inputs)
	return __en.trainer_col_attempt(inputs)
});
/**
* | output |
* | --- |
* | "Detail" |
*
* @param {Trainer_Col_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_detail = /** @type {((inputs?: Trainer_Col_DetailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_DetailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_detail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_detail(inputs)
	return __en.trainer_col_detail(inputs)
});
/**
* | output |
* | --- |
* | "Last active" |
*
* @param {Trainer_Col_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_last_active = /** @type {((inputs?: Trainer_Col_Last_ActiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_Last_ActiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_last_active(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_last_active(inputs)
	return __en.trainer_col_last_active(inputs)
});
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Trainer_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_median = /** @type {((inputs?: Trainer_Col_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_median(inputs)
	return __en.trainer_col_median(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Col_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_name = /** @type {((inputs?: Trainer_Col_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_name(inputs)
	return __en.trainer_col_name(inputs)
});
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Trainer_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_pass_mark = /** @type {((inputs?: Trainer_Col_Pass_MarkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_Pass_MarkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_pass_mark(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_pass_mark(inputs)
	return __en.trainer_col_pass_mark(inputs)
});
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Trainer_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_result = /** @type {((inputs?: Trainer_Col_ResultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_ResultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_result(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_result(inputs)
	return __en.trainer_col_result(inputs)
});
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_right = /** @type {((inputs?: Trainer_Col_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_right(inputs)
	return __en.trainer_col_right(inputs)
});
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sessions = /** @type {((inputs?: Trainer_Col_SessionsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_SessionsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_sessions(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_sessions(inputs)
	return __en.trainer_col_sessions(inputs)
});
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Trainer_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_set = /** @type {((inputs?: Trainer_Col_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_set(inputs)
	return __en.trainer_col_set(inputs)
});
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Trainer_Col_SittingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sitting = /** @type {((inputs?: Trainer_Col_SittingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_SittingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_sitting(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_sitting(inputs)
	return __en.trainer_col_sitting(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_skill = /** @type {((inputs?: Trainer_Col_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_skill(inputs)
	return __en.trainer_col_skill(inputs)
});
/**
* | output |
* | --- |
* | "Staff no." |
*
* @param {Trainer_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_staff = /** @type {((inputs?: Trainer_Col_StaffInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_StaffInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_staff(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_staff(inputs)
	return __en.trainer_col_staff(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_started = /** @type {((inputs?: Trainer_Col_StartedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_StartedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_started(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_started(inputs)
	return __en.trainer_col_started(inputs)
});
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_station = /** @type {((inputs?: Trainer_Col_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_station(inputs)
	return __en.trainer_col_station(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trainer_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_status = /** @type {((inputs?: Trainer_Col_StatusInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_StatusInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_status(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_status(inputs)
	return __en.trainer_col_status(inputs)
});
/**
* | output |
* | --- |
* | "To do" |
*
* @param {Trainer_Col_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_to_do = /** @type {((inputs?: Trainer_Col_To_DoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_To_DoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_to_do(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_to_do(inputs)
	return __en.trainer_col_to_do(inputs)
});
/**
* | output |
* | --- |
* | "When" |
*
* @param {Trainer_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_when = /** @type {((inputs?: Trainer_Col_WhenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Col_WhenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_col_when(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_col_when(inputs)
	return __en.trainer_col_when(inputs)
});
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Trainer_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_confirm = /** @type {((inputs?: Trainer_ConfirmInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ConfirmInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_confirm(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_confirm(inputs)
	return __en.trainer_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Trainer_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete = /** @type {((inputs?: Trainer_DeleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_DeleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete(inputs)
	return __en.trainer_delete(inputs)
});
/**
* | output |
* | --- |
* | "{n} answers" |
*
* @param {Trainer_Delete_Answers_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_many = /** @type {((inputs: Trainer_Delete_Answers_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Answers_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_answers_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_answers_many(inputs)
	return __en.trainer_delete_answers_many(inputs)
});
/**
* | output |
* | --- |
* | "{n} answer" |
*
* @param {Trainer_Delete_Answers_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_one = /** @type {((inputs: Trainer_Delete_Answers_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Answers_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_answers_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_answers_one(inputs)
	return __en.trainer_delete_answers_one(inputs)
});
/**
* | output |
* | --- |
* | "{n} assignments" |
*
* @param {Trainer_Delete_Assignments_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_many = /** @type {((inputs: Trainer_Delete_Assignments_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Assignments_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_assignments_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_assignments_many(inputs)
	return __en.trainer_delete_assignments_many(inputs)
});
/**
* | output |
* | --- |
* | "{n} assignment" |
*
* @param {Trainer_Delete_Assignments_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_one = /** @type {((inputs: Trainer_Delete_Assignments_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Assignments_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_assignments_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_assignments_one(inputs)
	return __en.trainer_delete_assignments_one(inputs)
});
/**
* | output |
* | --- |
* | "{n} assessment attempts" |
*
* @param {Trainer_Delete_Attempts_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_many = /** @type {((inputs: Trainer_Delete_Attempts_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Attempts_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_attempts_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_attempts_many(inputs)
	return __en.trainer_delete_attempts_many(inputs)
});
/**
* | output |
* | --- |
* | "{n} assessment attempt" |
*
* @param {Trainer_Delete_Attempts_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_one = /** @type {((inputs: Trainer_Delete_Attempts_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Attempts_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_attempts_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_attempts_one(inputs)
	return __en.trainer_delete_attempts_one(inputs)
});
/**
* | output |
* | --- |
* | "Delete…" |
*
* @param {Trainer_Delete_EllipsisInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_ellipsis = /** @type {((inputs?: Trainer_Delete_EllipsisInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_EllipsisInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_ellipsis(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_ellipsis(inputs)
	return __en.trainer_delete_ellipsis(inputs)
});
/**
* | output |
* | --- |
* | "Delete for good" |
*
* @param {Trainer_Delete_For_GoodInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_for_good = /** @type {((inputs?: Trainer_Delete_For_GoodInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_For_GoodInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_for_good(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_for_good(inputs)
	return __en.trainer_delete_for_good(inputs)
});
/**
* | output |
* | --- |
* | "This deletes {name} and every result of theirs for good:" |
*
* @param {Trainer_Delete_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_intro = /** @type {((inputs: Trainer_Delete_IntroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_IntroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_intro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_intro(inputs)
	return __en.trainer_delete_intro(inputs)
});
/**
* | output |
* | --- |
* | "Delete it" |
*
* @param {Trainer_Delete_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_it = /** @type {((inputs?: Trainer_Delete_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_it(inputs)
	return __en.trainer_delete_it(inputs)
});
/**
* | output |
* | --- |
* | ", with their progress. Reports already exported stay verifiable. To keep the results, archive instead." |
*
* @param {Trainer_Delete_OutroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_outro = /** @type {((inputs?: Trainer_Delete_OutroInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_OutroInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_outro(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_outro(inputs)
	return __en.trainer_delete_outro(inputs)
});
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Trainer_Delete_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode = /** @type {((inputs?: Trainer_Delete_PasscodeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_PasscodeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_passcode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_passcode(inputs)
	return __en.trainer_delete_passcode(inputs)
});
/**
* | output |
* | --- |
* | "Passcode: {error}" |
*
* @param {Trainer_Delete_Passcode_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode_error = /** @type {((inputs: Trainer_Delete_Passcode_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Passcode_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_passcode_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_passcode_error(inputs)
	return __en.trainer_delete_passcode_error(inputs)
});
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Delete_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_many = /** @type {((inputs: Trainer_Delete_Sessions_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Sessions_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_sessions_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_sessions_many(inputs)
	return __en.trainer_delete_sessions_many(inputs)
});
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Delete_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_one = /** @type {((inputs: Trainer_Delete_Sessions_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Sessions_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_sessions_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_sessions_one(inputs)
	return __en.trainer_delete_sessions_one(inputs)
});
/**
* | output |
* | --- |
* | "Delete {name}?" |
*
* @param {Trainer_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_title = /** @type {((inputs: Trainer_Delete_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_title(inputs)
	return __en.trainer_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Type the trainee's name:" |
*
* @param {Trainer_Delete_Type_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_type_name = /** @type {((inputs?: Trainer_Delete_Type_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Delete_Type_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_delete_type_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_delete_type_name(inputs)
	return __en.trainer_delete_type_name(inputs)
});
/**
* | output |
* | --- |
* | "Discard changes" |
*
* @param {Trainer_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_discard = /** @type {((inputs?: Trainer_DiscardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_DiscardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_discard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_discard(inputs)
	return __en.trainer_discard(inputs)
});
/**
* | output |
* | --- |
* | "Duplicate" |
*
* @param {Trainer_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_duplicate = /** @type {((inputs?: Trainer_DuplicateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_DuplicateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_duplicate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_duplicate(inputs)
	return __en.trainer_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "{decks} decks, every coup counted; Banker at a {stake} stake." |
*
* @param {Trainer_Edges_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_about = /** @type {((inputs: Trainer_Edges_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_about(inputs)
	return __en.trainer_edges_about(inputs)
});
/**
* | output |
* | --- |
* | "Bet" |
*
* @param {Trainer_Edges_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_bet = /** @type {((inputs?: Trainer_Edges_BetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_BetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_bet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_bet(inputs)
	return __en.trainer_edges_bet(inputs)
});
/**
* | output |
* | --- |
* | "House edge" |
*
* @param {Trainer_Edges_EdgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_edge = /** @type {((inputs?: Trainer_Edges_EdgeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_EdgeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_edge(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_edge(inputs)
	return __en.trainer_edges_edge(inputs)
});
/**
* | output |
* | --- |
* | "House edges" |
*
* @param {Trainer_Edges_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_label = /** @type {((inputs?: Trainer_Edges_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_label(inputs)
	return __en.trainer_edges_label(inputs)
});
/**
* | output |
* | --- |
* | "Pushes: {list}." |
*
* @param {Trainer_Edges_PushesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_pushes = /** @type {((inputs: Trainer_Edges_PushesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_PushesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_pushes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_pushes(inputs)
	return __en.trainer_edges_pushes(inputs)
});
/**
* | output |
* | --- |
* | "House edge, exactly" |
*
* @param {Trainer_Edges_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_title = /** @type {((inputs?: Trainer_Edges_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_title(inputs)
	return __en.trainer_edges_title(inputs)
});
/**
* | output |
* | --- |
* | "The figures wait for: {fields}." |
*
* @param {Trainer_Edges_WaitingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_waiting = /** @type {((inputs: Trainer_Edges_WaitingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_WaitingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_waiting(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_waiting(inputs)
	return __en.trainer_edges_waiting(inputs)
});
/**
* | output |
* | --- |
* | "was {pct}" |
*
* @param {Trainer_Edges_WasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_was = /** @type {((inputs: Trainer_Edges_WasInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_WasInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_was(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_was(inputs)
	return __en.trainer_edges_was(inputs)
});
/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Trainer_Edges_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_wins = /** @type {((inputs?: Trainer_Edges_WinsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Edges_WinsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edges_wins(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edges_wins(inputs)
	return __en.trainer_edges_wins(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Trainer_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edit = /** @type {((inputs?: Trainer_EditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_EditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_edit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_edit(inputs)
	return __en.trainer_edit(inputs)
});
/**
* | output |
* | --- |
* | "Export" |
*
* @param {Trainer_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_export = /** @type {((inputs?: Trainer_ExportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ExportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_export(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_export(inputs)
	return __en.trainer_export(inputs)
});
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Form_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name = /** @type {((inputs?: Trainer_Form_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_name(inputs)
	return __en.trainer_form_name(inputs)
});
/**
* | output |
* | --- |
* | "The name must not be empty." |
*
* @param {Trainer_Form_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_empty = /** @type {((inputs?: Trainer_Form_Name_EmptyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_Name_EmptyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_name_empty(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_name_empty(inputs)
	return __en.trainer_form_name_empty(inputs)
});
/**
* | output |
* | --- |
* | "Name: {error}" |
*
* @param {Trainer_Form_Name_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_error = /** @type {((inputs: Trainer_Form_Name_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_Name_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_name_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_name_error(inputs)
	return __en.trainer_form_name_error(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Form_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff = /** @type {((inputs?: Trainer_Form_StaffInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_StaffInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_staff(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_staff(inputs)
	return __en.trainer_form_staff(inputs)
});
/**
* | output |
* | --- |
* | "Staff number {error}." |
*
* @param {Trainer_Form_Staff_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_error = /** @type {((inputs: Trainer_Form_Staff_ErrorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_Staff_ErrorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_staff_error(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_staff_error(inputs)
	return __en.trainer_form_staff_error(inputs)
});
/**
* | output |
* | --- |
* | "(optional, unique)" |
*
* @param {Trainer_Form_Staff_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_hint = /** @type {((inputs?: Trainer_Form_Staff_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Form_Staff_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_form_staff_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_form_staff_hint(inputs)
	return __en.trainer_form_staff_hint(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trainer_HistoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history = /** @type {((inputs?: Trainer_HistoryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_HistoryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_history(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_history(inputs)
	return __en.trainer_history(inputs)
});
/**
* | output |
* | --- |
* | "An attempt recorded on another station of the training room is listed with its result as the room has it; its record, its replay and its signed report are on..." |
*
* @param {Trainer_History_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_elsewhere = /** @type {((inputs?: Trainer_History_ElsewhereInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_History_ElsewhereInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_history_elsewhere(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_history_elsewhere(inputs)
	return __en.trainer_history_elsewhere(inputs)
});
/**
* | output |
* | --- |
* | "No assessment attempt yet." |
*
* @param {Trainer_History_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_none = /** @type {((inputs?: Trainer_History_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_History_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_history_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_history_none(inputs)
	return __en.trainer_history_none(inputs)
});
/**
* | output |
* | --- |
* | "{items} items" |
*
* @param {Trainer_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_items = /** @type {((inputs: Trainer_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_items(inputs)
	return __en.trainer_items(inputs)
});
/**
* | output |
* | --- |
* | "Keep editing" |
*
* @param {Trainer_Keep_EditingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_editing = /** @type {((inputs?: Trainer_Keep_EditingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keep_EditingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keep_editing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keep_editing(inputs)
	return __en.trainer_keep_editing(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Trainer_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_it = /** @type {((inputs?: Trainer_Keep_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keep_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keep_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keep_it(inputs)
	return __en.trainer_keep_it(inputs)
});
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Key_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_export = /** @type {((inputs?: Trainer_Key_ExportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Key_ExportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_key_export(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_key_export(inputs)
	return __en.trainer_key_export(inputs)
});
/**
* | output |
* | --- |
* | "refresh" |
*
* @param {Trainer_Key_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_refresh = /** @type {((inputs?: Trainer_Key_RefreshInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Key_RefreshInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_key_refresh(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_key_refresh(inputs)
	return __en.trainer_key_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Reports are signed on this PC. To verify a report signed on another training PC, trust its public key." |
*
* @param {Trainer_Keys_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_about = /** @type {((inputs?: Trainer_Keys_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_about(inputs)
	return __en.trainer_keys_about(inputs)
});
/**
* | output |
* | --- |
* | "archive" |
*
* @param {Trainer_Keys_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_archive = /** @type {((inputs?: Trainer_Keys_ArchiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_ArchiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_archive(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_archive(inputs)
	return __en.trainer_keys_archive(inputs)
});
/**
* | output |
* | --- |
* | "change tab" |
*
* @param {Trainer_Keys_Change_TabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_change_tab = /** @type {((inputs?: Trainer_Keys_Change_TabInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_Change_TabInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_change_tab(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_change_tab(inputs)
	return __en.trainer_keys_change_tab(inputs)
});
/**
* | output |
* | --- |
* | "delete" |
*
* @param {Trainer_Keys_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_delete = /** @type {((inputs?: Trainer_Keys_DeleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_DeleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_delete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_delete(inputs)
	return __en.trainer_keys_delete(inputs)
});
/**
* | output |
* | --- |
* | "duplicate" |
*
* @param {Trainer_Keys_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_duplicate = /** @type {((inputs?: Trainer_Keys_DuplicateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_DuplicateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_duplicate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_duplicate(inputs)
	return __en.trainer_keys_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "edit" |
*
* @param {Trainer_Keys_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_edit = /** @type {((inputs?: Trainer_Keys_EditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_EditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_edit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_edit(inputs)
	return __en.trainer_keys_edit(inputs)
});
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Keys_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_export = /** @type {((inputs?: Trainer_Keys_ExportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_ExportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_export(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_export(inputs)
	return __en.trainer_keys_export(inputs)
});
/**
* | output |
* | --- |
* | "Name it" |
*
* @param {Trainer_Keys_Name_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_name_it = /** @type {((inputs?: Trainer_Keys_Name_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_Name_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_name_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_name_it(inputs)
	return __en.trainer_keys_name_it(inputs)
});
/**
* | output |
* | --- |
* | "This installation" |
*
* @param {Trainer_Keys_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_own = /** @type {((inputs?: Trainer_Keys_OwnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_OwnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_own(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_own(inputs)
	return __en.trainer_keys_own(inputs)
});
/**
* | output |
* | --- |
* | "Another training PC's public key (signing-key.pub)" |
*
* @param {Trainer_Keys_PemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_pem = /** @type {((inputs?: Trainer_Keys_PemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_PemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_pem(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_pem(inputs)
	return __en.trainer_keys_pem(inputs)
});
/**
* | output |
* | --- |
* | "rename" |
*
* @param {Trainer_Keys_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_rename = /** @type {((inputs?: Trainer_Keys_RenameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_RenameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_rename(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_rename(inputs)
	return __en.trainer_keys_rename(inputs)
});
/**
* | output |
* | --- |
* | "select" |
*
* @param {Trainer_Keys_SelectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_select = /** @type {((inputs?: Trainer_Keys_SelectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_SelectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_select(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_select(inputs)
	return __en.trainer_keys_select(inputs)
});
/**
* | output |
* | --- |
* | "Show signing keys" |
*
* @param {Trainer_Keys_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_show = /** @type {((inputs?: Trainer_Keys_ShowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_ShowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_show(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_show(inputs)
	return __en.trainer_keys_show(inputs)
});
/**
* | output |
* | --- |
* | "tick for an assignment" |
*
* @param {Trainer_Keys_TickInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_tick = /** @type {((inputs?: Trainer_Keys_TickInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_TickInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_tick(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_tick(inputs)
	return __en.trainer_keys_tick(inputs)
});
/**
* | output |
* | --- |
* | "Signing keys" |
*
* @param {Trainer_Keys_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_title = /** @type {((inputs?: Trainer_Keys_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_title(inputs)
	return __en.trainer_keys_title(inputs)
});
/**
* | output |
* | --- |
* | "Trust this key" |
*
* @param {Trainer_Keys_TrustInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trust = /** @type {((inputs?: Trainer_Keys_TrustInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_TrustInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_trust(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_trust(inputs)
	return __en.trainer_keys_trust(inputs)
});
/**
* | output |
* | --- |
* | "Trusted: {label}" |
*
* @param {Trainer_Keys_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trusted = /** @type {((inputs: Trainer_Keys_TrustedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Keys_TrustedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_keys_trusted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_keys_trusted(inputs)
	return __en.trainer_keys_trusted(inputs)
});
/**
* | output |
* | --- |
* | "Leave the editor without saving? The changes made since the last save are lost." |
*
* @param {Trainer_Leave_Unsaved_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_message = /** @type {((inputs?: Trainer_Leave_Unsaved_MessageInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Leave_Unsaved_MessageInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_leave_unsaved_message(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_leave_unsaved_message(inputs)
	return __en.trainer_leave_unsaved_message(inputs)
});
/**
* | output |
* | --- |
* | "Leave the editor without saving" |
*
* @param {Trainer_Leave_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_title = /** @type {((inputs?: Trainer_Leave_Unsaved_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Leave_Unsaved_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_leave_unsaved_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_leave_unsaved_title(inputs)
	return __en.trainer_leave_unsaved_title(inputs)
});
/**
* | output |
* | --- |
* | "Leave without saving" |
*
* @param {Trainer_Leave_Without_SavingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_without_saving = /** @type {((inputs?: Trainer_Leave_Without_SavingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Leave_Without_SavingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_leave_without_saving(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_leave_without_saving(inputs)
	return __en.trainer_leave_without_saving(inputs)
});
/**
* | output |
* | --- |
* | "The retake rules still count every attempt the ledger holds. Each finding is a row in the Audit tab." |
*
* @param {Trainer_Ledger_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_about = /** @type {((inputs?: Trainer_Ledger_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ledger_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ledger_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ledger_about(inputs)
	return __en.trainer_ledger_about(inputs)
});
/**
* | output |
* | --- |
* | "Assessment records have been changed outside the app." |
*
* @param {Trainer_Ledger_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_changed = /** @type {((inputs?: Trainer_Ledger_ChangedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ledger_ChangedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ledger_changed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ledger_changed(inputs)
	return __en.trainer_ledger_changed(inputs)
});
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when}: {message}" |
*
* @param {Trainer_Ledger_EarlierInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_earlier = /** @type {((inputs: Trainer_Ledger_EarlierInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ledger_EarlierInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ledger_earlier(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ledger_earlier(inputs)
	return __en.trainer_ledger_earlier(inputs)
});
/**
* | output |
* | --- |
* | "The attempts ledger does not check: {problem}." |
*
* @param {Trainer_Ledger_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_problem = /** @type {((inputs: Trainer_Ledger_ProblemInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ledger_ProblemInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ledger_problem(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ledger_problem(inputs)
	return __en.trainer_ledger_problem(inputs)
});
/**
* | output |
* | --- |
* | "The attempts ledger could not be checked: {error}" |
*
* @param {Trainer_Ledger_UncheckedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_unchecked = /** @type {((inputs: Trainer_Ledger_UncheckedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ledger_UncheckedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ledger_unchecked(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ledger_unchecked(inputs)
	return __en.trainer_ledger_unchecked(inputs)
});
/**
* | output |
* | --- |
* | "," |
*
* @param {Trainer_List_CommaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_list_comma = /** @type {((inputs?: Trainer_List_CommaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_List_CommaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_list_comma(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_list_comma(inputs)
	return __en.trainer_list_comma(inputs)
});
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_assessment = /** @type {((inputs?: Trainer_Mode_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Mode_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_mode_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_mode_assessment(inputs)
	return __en.trainer_mode_assessment(inputs)
});
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Trainer_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_practice = /** @type {((inputs?: Trainer_Mode_PracticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Mode_PracticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_mode_practice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_mode_practice(inputs)
	return __en.trainer_mode_practice(inputs)
});
/**
* | output |
* | --- |
* | "No candidates yet." |
*
* @param {Trainer_No_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_candidates = /** @type {((inputs?: Trainer_No_CandidatesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_No_CandidatesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_no_candidates(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_no_candidates(inputs)
	return __en.trainer_no_candidates(inputs)
});
/**
* | output |
* | --- |
* | "No trainees yet: add one (" |
*
* @param {Trainer_No_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_trainees = /** @type {((inputs?: Trainer_No_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_No_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_no_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_no_trainees(inputs)
	return __en.trainer_no_trainees(inputs)
});
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Trainer_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_not_yet = /** @type {((inputs?: Trainer_Not_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Not_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_not_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_not_yet(inputs)
	return __en.trainer_not_yet(inputs)
});
/**
* | output |
* | --- |
* | "Nothing assigned." |
*
* @param {Trainer_Nothing_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_nothing_assigned = /** @type {((inputs?: Trainer_Nothing_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Nothing_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_nothing_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_nothing_assigned(inputs)
	return __en.trainer_nothing_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Practical grades countersigned by {name}." |
*
* @param {Trainer_Notice_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_countersigned = /** @type {((inputs: Trainer_Notice_CountersignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_CountersignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_countersigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_countersigned(inputs)
	return __en.trainer_notice_countersigned(inputs)
});
/**
* | output |
* | --- |
* | "Trainer passcode changed." |
*
* @param {Trainer_Notice_Passcode_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_changed = /** @type {((inputs?: Trainer_Notice_Passcode_ChangedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_Passcode_ChangedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_passcode_changed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_passcode_changed(inputs)
	return __en.trainer_notice_passcode_changed(inputs)
});
/**
* | output |
* | --- |
* | "Trainer passcode set." |
*
* @param {Trainer_Notice_Passcode_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_set = /** @type {((inputs?: Trainer_Notice_Passcode_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_Passcode_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_passcode_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_passcode_set(inputs)
	return __en.trainer_notice_passcode_set(inputs)
});
/**
* | output |
* | --- |
* | "Practical grades saved." |
*
* @param {Trainer_Notice_Practical_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_practical_saved = /** @type {((inputs?: Trainer_Notice_Practical_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_Practical_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_practical_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_practical_saved(inputs)
	return __en.trainer_notice_practical_saved(inputs)
});
/**
* | output |
* | --- |
* | "Saved the CSV to {path}. It is not signed: file the PDF or the JSON as the record." |
*
* @param {Trainer_Notice_Saved_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_csv = /** @type {((inputs: Trainer_Notice_Saved_CsvInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_Saved_CsvInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_saved_csv(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_saved_csv(inputs)
	return __en.trainer_notice_saved_csv(inputs)
});
/**
* | output |
* | --- |
* | "Saved the signed {format} to {path}." |
*
* @param {Trainer_Notice_Saved_SignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_signed = /** @type {((inputs: Trainer_Notice_Saved_SignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_Saved_SignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_saved_signed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_saved_signed(inputs)
	return __en.trainer_notice_saved_signed(inputs)
});
/**
* | output |
* | --- |
* | "Trusted {label} ({fingerprint})." |
*
* @param {Trainer_Notice_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_trusted = /** @type {((inputs: Trainer_Notice_TrustedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Notice_TrustedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_notice_trusted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_notice_trusted(inputs)
	return __en.trainer_notice_trusted(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Trainer_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open = /** @type {((inputs?: Trainer_OpenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_OpenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_open(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_open(inputs)
	return __en.trainer_open(inputs)
});
/**
* | output |
* | --- |
* | "Open it on {station}" |
*
* @param {Trainer_Open_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open_on = /** @type {((inputs: Trainer_Open_OnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Open_OnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_open_on(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_open_on(inputs)
	return __en.trainer_open_on(inputs)
});
/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Trainer_OptionalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_optional = /** @type {((inputs?: Trainer_OptionalInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_OptionalInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_optional(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_optional(inputs)
	return __en.trainer_optional(inputs)
});
/**
* | output |
* | --- |
* | "or" |
*
* @param {Trainer_OrInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_or = /** @type {((inputs?: Trainer_OrInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_OrInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_or(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_or(inputs)
	return __en.trainer_or(inputs)
});
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Trainer_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_fail = /** @type {((inputs?: Trainer_Outcome_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Outcome_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_outcome_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_outcome_fail(inputs)
	return __en.trainer_outcome_fail(inputs)
});
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Trainer_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_pass = /** @type {((inputs?: Trainer_Outcome_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Outcome_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_outcome_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_outcome_pass(inputs)
	return __en.trainer_outcome_pass(inputs)
});
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Trainer_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_retake = /** @type {((inputs?: Trainer_Outcome_RetakeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Outcome_RetakeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_outcome_retake(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_outcome_retake(inputs)
	return __en.trainer_outcome_retake(inputs)
});
/**
* | output |
* | --- |
* | ")" |
*
* @param {Trainer_Paren_EndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_paren_end = /** @type {((inputs?: Trainer_Paren_EndInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Paren_EndInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_paren_end(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_paren_end(inputs)
	return __en.trainer_paren_end(inputs)
});
/**
* | output |
* | --- |
* | "Type it again" |
*
* @param {Trainer_Pass_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_again = /** @type {((inputs?: Trainer_Pass_AgainInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_AgainInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_again(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_again(inputs)
	return __en.trainer_pass_again(inputs)
});
/**
* | output |
* | --- |
* | "Change the trainer passcode" |
*
* @param {Trainer_Pass_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_change_title = /** @type {((inputs?: Trainer_Pass_Change_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_Change_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_change_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_change_title(inputs)
	return __en.trainer_pass_change_title(inputs)
});
/**
* | output |
* | --- |
* | "Current passcode" |
*
* @param {Trainer_Pass_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_current = /** @type {((inputs?: Trainer_Pass_CurrentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_CurrentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_current(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_current(inputs)
	return __en.trainer_pass_current(inputs)
});
/**
* | output |
* | --- |
* | "The two passcodes differ." |
*
* @param {Trainer_Pass_DifferInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_differ = /** @type {((inputs?: Trainer_Pass_DifferInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_DifferInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_differ(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_differ(inputs)
	return __en.trainer_pass_differ(inputs)
});
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Trainer_Pass_Mode_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_mode_title = /** @type {((inputs?: Trainer_Pass_Mode_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_Mode_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_mode_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_mode_title(inputs)
	return __en.trainer_pass_mode_title(inputs)
});
/**
* | output |
* | --- |
* | "New passcode" |
*
* @param {Trainer_Pass_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_new = /** @type {((inputs?: Trainer_Pass_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_new(inputs)
	return __en.trainer_pass_new(inputs)
});
/**
* | output |
* | --- |
* | "Passcode" |
*
* @param {Trainer_Pass_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_passcode = /** @type {((inputs?: Trainer_Pass_PasscodeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_PasscodeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_passcode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_passcode(inputs)
	return __en.trainer_pass_passcode(inputs)
});
/**
* | output |
* | --- |
* | "Save passcode" |
*
* @param {Trainer_Pass_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_save = /** @type {((inputs?: Trainer_Pass_SaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_SaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_save(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_save(inputs)
	return __en.trainer_pass_save(inputs)
});
/**
* | output |
* | --- |
* | "Trainer actions (assessments, every candidate's results, reports, importing sets) are kept behind a passcode. Choose one of at least 8 characters that is not..." |
*
* @param {Trainer_Pass_Set_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_about = /** @type {((inputs?: Trainer_Pass_Set_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_Set_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_set_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_set_about(inputs)
	return __en.trainer_pass_set_about(inputs)
});
/**
* | output |
* | --- |
* | "Set a trainer passcode" |
*
* @param {Trainer_Pass_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_title = /** @type {((inputs?: Trainer_Pass_Set_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_Set_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_set_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_set_title(inputs)
	return __en.trainer_pass_set_title(inputs)
});
/**
* | output |
* | --- |
* | "Unlock" |
*
* @param {Trainer_Pass_UnlockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock = /** @type {((inputs?: Trainer_Pass_UnlockInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_UnlockInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_unlock(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_unlock(inputs)
	return __en.trainer_pass_unlock(inputs)
});
/**
* | output |
* | --- |
* | "Enter the trainer passcode. Trainer mode locks itself after 10 idle minutes." |
*
* @param {Trainer_Pass_Unlock_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock_about = /** @type {((inputs?: Trainer_Pass_Unlock_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pass_Unlock_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pass_unlock_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pass_unlock_about(inputs)
	return __en.trainer_pass_unlock_about(inputs)
});
/**
* | output |
* | --- |
* | "Clear PIN" |
*
* @param {Trainer_Pin_ClearInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_clear = /** @type {((inputs?: Trainer_Pin_ClearInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pin_ClearInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pin_clear(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pin_clear(inputs)
	return __en.trainer_pin_clear(inputs)
});
/**
* | output |
* | --- |
* | "{name}'s PIN is cleared: they can set a new one on their home screen." |
*
* @param {Trainer_Pin_ClearedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_cleared = /** @type {((inputs: Trainer_Pin_ClearedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pin_ClearedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pin_cleared(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pin_cleared(inputs)
	return __en.trainer_pin_cleared(inputs)
});
/**
* | output |
* | --- |
* | "Pass mark (%)" |
*
* @param {Trainer_Pm_Col_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_mark = /** @type {((inputs?: Trainer_Pm_Col_MarkInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_Col_MarkInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_col_mark(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_col_mark(inputs)
	return __en.trainer_pm_col_mark(inputs)
});
/**
* | output |
* | --- |
* | "Median time target (s)" |
*
* @param {Trainer_Pm_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_median = /** @type {((inputs?: Trainer_Pm_Col_MedianInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_Col_MedianInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_col_median(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_col_median(inputs)
	return __en.trainer_pm_col_median(inputs)
});
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Pm_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_skill = /** @type {((inputs?: Trainer_Pm_Col_SkillInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_Col_SkillInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_col_skill(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_col_skill(inputs)
	return __en.trainer_pm_col_skill(inputs)
});
/**
* | output |
* | --- |
* | "Pass marks" |
*
* @param {Trainer_Pm_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_legend = /** @type {((inputs?: Trainer_Pm_LegendInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_LegendInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_legend(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_legend(inputs)
	return __en.trainer_pm_legend(inputs)
});
/**
* | output |
* | --- |
* | "Pass mark, {skill} (%)" |
*
* @param {Trainer_Pm_Mark_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_mark_of = /** @type {((inputs: Trainer_Pm_Mark_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_Mark_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_mark_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_mark_of(inputs)
	return __en.trainer_pm_mark_of(inputs)
});
/**
* | output |
* | --- |
* | "Median time target, {skill} (seconds)" |
*
* @param {Trainer_Pm_Median_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_median_of = /** @type {((inputs: Trainer_Pm_Median_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_Median_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_median_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_median_of(inputs)
	return __en.trainer_pm_median_of(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Trainer_Pm_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_none = /** @type {((inputs?: Trainer_Pm_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_none(inputs)
	return __en.trainer_pm_none(inputs)
});
/**
* | output |
* | --- |
* | "Overall pass mark (%)" |
*
* @param {Trainer_Pm_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_overall = /** @type {((inputs?: Trainer_Pm_OverallInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Pm_OverallInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_pm_overall(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_pm_overall(inputs)
	return __en.trainer_pm_overall(inputs)
});
/**
* | output |
* | --- |
* | "Graded against {title}, the built-in default" |
*
* @param {Trainer_Practical_Against_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_default = /** @type {((inputs: Trainer_Practical_Against_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Against_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_against_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_against_default(inputs)
	return __en.trainer_practical_against_default(inputs)
});
/**
* | output |
* | --- |
* | "Graded against {title}, revision {revision}" |
*
* @param {Trainer_Practical_Against_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_revision = /** @type {((inputs: Trainer_Practical_Against_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Against_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_against_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_against_revision(inputs)
	return __en.trainer_practical_against_revision(inputs)
});
/**
* | output |
* | --- |
* | "Choose a grade to see what the standard asks for it." |
*
* @param {Trainer_Practical_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_choose = /** @type {((inputs?: Trainer_Practical_ChooseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_ChooseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_choose(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_choose(inputs)
	return __en.trainer_practical_choose(inputs)
});
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Trainer_Practical_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_comment = /** @type {((inputs?: Trainer_Practical_CommentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_CommentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_comment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_comment(inputs)
	return __en.trainer_practical_comment(inputs)
});
/**
* | output |
* | --- |
* | "I, {name}, watched this sitting and confirm these grades." |
*
* @param {Trainer_Practical_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_confirm = /** @type {((inputs: Trainer_Practical_ConfirmInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_ConfirmInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_confirm(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_confirm(inputs)
	return __en.trainer_practical_confirm(inputs)
});
/**
* | output |
* | --- |
* | "Countersign" |
*
* @param {Trainer_Practical_CountersignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersign = /** @type {((inputs?: Trainer_Practical_CountersignInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_CountersignInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_countersign(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_countersign(inputs)
	return __en.trainer_practical_countersign(inputs)
});
/**
* | output |
* | --- |
* | "Countersigned by {name} on {when}." |
*
* @param {Trainer_Practical_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersigned = /** @type {((inputs: Trainer_Practical_CountersignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_CountersignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_countersigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_countersigned(inputs)
	return __en.trainer_practical_countersigned(inputs)
});
/**
* | output |
* | --- |
* | "fails {area}" |
*
* @param {Trainer_Practical_Fails_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_area = /** @type {((inputs: Trainer_Practical_Fails_AreaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Fails_AreaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_fails_area(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_fails_area(inputs)
	return __en.trainer_practical_fails_area(inputs)
});
/**
* | output |
* | --- |
* | "fails the practical part" |
*
* @param {Trainer_Practical_Fails_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_part = /** @type {((inputs?: Trainer_Practical_Fails_PartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Fails_PartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_fails_part(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_fails_part(inputs)
	return __en.trainer_practical_fails_part(inputs)
});
/**
* | output |
* | --- |
* | "{area} grade" |
*
* @param {Trainer_Practical_Grade_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_grade_of = /** @type {((inputs: Trainer_Practical_Grade_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Grade_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_grade_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_grade_of(inputs)
	return __en.trainer_practical_grade_of(inputs)
});
/**
* | output |
* | --- |
* | ". Keys: on a grade" |
*
* @param {Trainer_Practical_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_keys = /** @type {((inputs?: Trainer_Practical_KeysInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_KeysInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_keys(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_keys(inputs)
	return __en.trainer_practical_keys(inputs)
});
/**
* | output |
* | --- |
* | "The standard lists no red line for these areas." |
*
* @param {Trainer_Practical_No_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_no_red = /** @type {((inputs?: Trainer_Practical_No_RedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_No_RedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_no_red(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_no_red(inputs)
	return __en.trainer_practical_no_red(inputs)
});
/**
* | output |
* | --- |
* | "Practical part: {outcome}" |
*
* @param {Trainer_Practical_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_part = /** @type {((inputs: Trainer_Practical_PartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_PartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_part(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_part(inputs)
	return __en.trainer_practical_part(inputs)
});
/**
* | output |
* | --- |
* | "Reading the practical standard…" |
*
* @param {Trainer_Practical_ReadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_reading = /** @type {((inputs?: Trainer_Practical_ReadingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_ReadingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_reading(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_reading(inputs)
	return __en.trainer_practical_reading(inputs)
});
/**
* | output |
* | --- |
* | "Red lines observed" |
*
* @param {Trainer_Practical_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_red_lines = /** @type {((inputs?: Trainer_Practical_Red_LinesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Red_LinesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_red_lines(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_red_lines(inputs)
	return __en.trainer_practical_red_lines(inputs)
});
/**
* | output |
* | --- |
* | "The second assessor must be someone other than {assessor}." |
*
* @param {Trainer_Practical_Same_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_same_assessor = /** @type {((inputs: Trainer_Practical_Same_AssessorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Same_AssessorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_same_assessor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_same_assessor(inputs)
	return __en.trainer_practical_same_assessor(inputs)
});
/**
* | output |
* | --- |
* | "Save the practical grades" |
*
* @param {Trainer_Practical_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_save = /** @type {((inputs?: Trainer_Practical_SaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_SaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_save(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_save(inputs)
	return __en.trainer_practical_save(inputs)
});
/**
* | output |
* | --- |
* | "(the saved grades used revision {revision})" |
*
* @param {Trainer_Practical_Saved_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_saved_revision = /** @type {((inputs: Trainer_Practical_Saved_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Saved_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_saved_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_saved_revision(inputs)
	return __en.trainer_practical_saved_revision(inputs)
});
/**
* | output |
* | --- |
* | "Second assessor" |
*
* @param {Trainer_Practical_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second = /** @type {((inputs?: Trainer_Practical_SecondInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_SecondInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_second(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_second(inputs)
	return __en.trainer_practical_second(inputs)
});
/**
* | output |
* | --- |
* | "A second assessor who watched the sitting confirms the saved grades. Saving the grades again clears the countersign." |
*
* @param {Trainer_Practical_Second_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second_about = /** @type {((inputs?: Trainer_Practical_Second_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_Second_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_second_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_second_about(inputs)
	return __en.trainer_practical_second_about(inputs)
});
/**
* | output |
* | --- |
* | "the second assessor" |
*
* @param {Trainer_Practical_The_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_the_second = /** @type {((inputs?: Trainer_Practical_The_SecondInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_The_SecondInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_the_second(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_the_second(inputs)
	return __en.trainer_practical_the_second(inputs)
});
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Trainer_Practical_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_title = /** @type {((inputs?: Trainer_Practical_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Practical_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_practical_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_practical_title(inputs)
	return __en.trainer_practical_title(inputs)
});
/**
* | output |
* | --- |
* | "Answer:" |
*
* @param {Trainer_Preview_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_answer = /** @type {((inputs?: Trainer_Preview_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Preview_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_preview_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_preview_answer(inputs)
	return __en.trainer_preview_answer(inputs)
});
/**
* | output |
* | --- |
* | "No items: fix the fields marked above first." |
*
* @param {Trainer_Preview_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_none = /** @type {((inputs?: Trainer_Preview_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Preview_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_preview_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_preview_none(inputs)
	return __en.trainer_preview_none(inputs)
});
/**
* | output |
* | --- |
* | "· red line" |
*
* @param {Trainer_Preview_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_red_line = /** @type {((inputs?: Trainer_Preview_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Preview_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_preview_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_preview_red_line(inputs)
	return __en.trainer_preview_red_line(inputs)
});
/**
* | output |
* | --- |
* | "Section {n}" |
*
* @param {Trainer_Preview_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_section = /** @type {((inputs: Trainer_Preview_SectionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Preview_SectionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_preview_section(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_preview_section(inputs)
	return __en.trainer_preview_section(inputs)
});
/**
* | output |
* | --- |
* | "(the app's targets)" |
*
* @param {Trainer_Prof_App_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_app_targets = /** @type {((inputs?: Trainer_Prof_App_TargetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_App_TargetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_app_targets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_app_targets(inputs)
	return __en.trainer_prof_app_targets(inputs)
});
/**
* | output |
* | --- |
* | "Built in (read-only)" |
*
* @param {Trainer_Prof_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_group = /** @type {((inputs?: Trainer_Prof_Builtin_GroupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Builtin_GroupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_builtin_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_builtin_group(inputs)
	return __en.trainer_prof_builtin_group(inputs)
});
/**
* | output |
* | --- |
* | "A built-in profile cannot be deleted." |
*
* @param {Trainer_Prof_Builtin_No_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_no_delete = /** @type {((inputs?: Trainer_Prof_Builtin_No_DeleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Builtin_No_DeleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_builtin_no_delete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_builtin_no_delete(inputs)
	return __en.trainer_prof_builtin_no_delete(inputs)
});
/**
* | output |
* | --- |
* | "Close without saving your changes?" |
*
* @param {Trainer_Prof_Close_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_close_q = /** @type {((inputs?: Trainer_Prof_Close_QInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Close_QInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_close_q(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_close_q(inputs)
	return __en.trainer_prof_close_q(inputs)
});
/**
* | output |
* | --- |
* | "commission {pays}:{per}" |
*
* @param {Trainer_Prof_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_commission = /** @type {((inputs: Trainer_Prof_CommissionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_CommissionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_commission(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_commission(inputs)
	return __en.trainer_prof_commission(inputs)
});
/**
* | output |
* | --- |
* | "Saved a copy as \"{name}\": edit it and save." |
*
* @param {Trainer_Prof_Copy_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_copy_saved = /** @type {((inputs: Trainer_Prof_Copy_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Copy_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_copy_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_copy_saved(inputs)
	return __en.trainer_prof_copy_saved(inputs)
});
/**
* | output |
* | --- |
* | "{decks} decks" |
*
* @param {Trainer_Prof_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_decks = /** @type {((inputs: Trainer_Prof_DecksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_DecksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_decks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_decks(inputs)
	return __en.trainer_prof_decks(inputs)
});
/**
* | output |
* | --- |
* | "Delete the profile \"{id}\"?" |
*
* @param {Trainer_Prof_Delete_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_q = /** @type {((inputs: Trainer_Prof_Delete_QInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Delete_QInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_delete_q(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_delete_q(inputs)
	return __en.trainer_prof_delete_q(inputs)
});
/**
* | output |
* | --- |
* | "Delete the profile" |
*
* @param {Trainer_Prof_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_title = /** @type {((inputs?: Trainer_Prof_Delete_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Delete_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_delete_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_delete_title(inputs)
	return __en.trainer_prof_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Deleted \"{id}\"." |
*
* @param {Trainer_Prof_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_deleted = /** @type {((inputs: Trainer_Prof_DeletedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_DeletedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_deleted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_deleted(inputs)
	return __en.trainer_prof_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Deleting the profile" |
*
* @param {Trainer_Prof_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_delete = /** @type {((inputs?: Trainer_Prof_Doing_DeleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_DeleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_delete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_delete(inputs)
	return __en.trainer_prof_doing_delete(inputs)
});
/**
* | output |
* | --- |
* | "Duplicating the profile" |
*
* @param {Trainer_Prof_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_duplicate = /** @type {((inputs?: Trainer_Prof_Doing_DuplicateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_DuplicateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_duplicate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_duplicate(inputs)
	return __en.trainer_prof_doing_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "Reading the house setting" |
*
* @param {Trainer_Prof_Doing_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_house = /** @type {((inputs?: Trainer_Prof_Doing_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_house(inputs)
	return __en.trainer_prof_doing_house(inputs)
});
/**
* | output |
* | --- |
* | "Reading the table profiles" |
*
* @param {Trainer_Prof_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_read = /** @type {((inputs?: Trainer_Prof_Doing_ReadInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_ReadInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_read(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_read(inputs)
	return __en.trainer_prof_doing_read(inputs)
});
/**
* | output |
* | --- |
* | "Setting the house" |
*
* @param {Trainer_Prof_Doing_Set_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_set_house = /** @type {((inputs?: Trainer_Prof_Doing_Set_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_Set_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_set_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_set_house(inputs)
	return __en.trainer_prof_doing_set_house(inputs)
});
/**
* | output |
* | --- |
* | "Checking where the profile is used" |
*
* @param {Trainer_Prof_Doing_UsageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_usage = /** @type {((inputs?: Trainer_Prof_Doing_UsageInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Doing_UsageInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_doing_usage(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_doing_usage(inputs)
	return __en.trainer_prof_doing_usage(inputs)
});
/**
* | output |
* | --- |
* | "Duplicate to edit" |
*
* @param {Trainer_Prof_Dup_To_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_dup_to_edit = /** @type {((inputs?: Trainer_Prof_Dup_To_EditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Dup_To_EditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_dup_to_edit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_dup_to_edit(inputs)
	return __en.trainer_prof_dup_to_edit(inputs)
});
/**
* | output |
* | --- |
* | "Editing {name}" |
*
* @param {Trainer_Prof_Editor_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_edit = /** @type {((inputs: Trainer_Prof_Editor_EditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Editor_EditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_editor_edit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_editor_edit(inputs)
	return __en.trainer_prof_editor_edit(inputs)
});
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_Editor_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_new = /** @type {((inputs?: Trainer_Prof_Editor_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Editor_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_editor_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_editor_new(inputs)
	return __en.trainer_prof_editor_new(inputs)
});
/**
* | output |
* | --- |
* | "{name} (built in, read-only)" |
*
* @param {Trainer_Prof_Editor_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_view = /** @type {((inputs: Trainer_Prof_Editor_ViewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Editor_ViewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_editor_view(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_editor_view(inputs)
	return __en.trainer_prof_editor_view(inputs)
});
/**
* | output |
* | --- |
* | "Floor-ready goes back to the app's targets." |
*
* @param {Trainer_Prof_Floor_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_back = /** @type {((inputs?: Trainer_Prof_Floor_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Floor_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_floor_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_floor_back(inputs)
	return __en.trainer_prof_floor_back(inputs)
});
/**
* | output |
* | --- |
* | "Floor-ready targets:" |
*
* @param {Trainer_Prof_Floor_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_targets = /** @type {((inputs?: Trainer_Prof_Floor_TargetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Floor_TargetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_floor_targets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_floor_targets(inputs)
	return __en.trainer_prof_floor_targets(inputs)
});
/**
* | output |
* | --- |
* | "house targets" |
*
* @param {Trainer_Prof_House_BadgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_badge = /** @type {((inputs?: Trainer_Prof_House_BadgeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_House_BadgeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_house_badge(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_house_badge(inputs)
	return __en.trainer_prof_house_badge(inputs)
});
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\"." |
*
* @param {Trainer_Prof_House_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now = /** @type {((inputs: Trainer_Prof_House_NowInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_House_NowInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_house_now(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_house_now(inputs)
	return __en.trainer_prof_house_now(inputs)
});
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\" (it has none of its own: the app's)." |
*
* @param {Trainer_Prof_House_Now_AppInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now_app = /** @type {((inputs: Trainer_Prof_House_Now_AppInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_House_Now_AppInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_house_now_app(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_house_now_app(inputs)
	return __en.trainer_prof_house_now_app(inputs)
});
/**
* | output |
* | --- |
* | "↑/↓ choose · Enter open · Alt+D duplicate · Del delete · Alt+H house targets" |
*
* @param {Trainer_Prof_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_keys = /** @type {((inputs?: Trainer_Prof_KeysInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_KeysInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_keys(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_keys(inputs)
	return __en.trainer_prof_keys(inputs)
});
/**
* | output |
* | --- |
* | "Table profiles" |
*
* @param {Trainer_Prof_ListInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_list = /** @type {((inputs?: Trainer_Prof_ListInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_ListInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_list(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_list(inputs)
	return __en.trainer_prof_list(inputs)
});
/**
* | output |
* | --- |
* | "{count} saved drill sets embed a copy of it ({titles}); they keep working with that copy." |
*
* @param {Trainer_Prof_Many_EmbedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_many_embed = /** @type {((inputs: Trainer_Prof_Many_EmbedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Many_EmbedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_many_embed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_many_embed(inputs)
	return __en.trainer_prof_many_embed(inputs)
});
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_new = /** @type {((inputs?: Trainer_Prof_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_new(inputs)
	return __en.trainer_prof_new(inputs)
});
/**
* | output |
* | --- |
* | "No saved drill set embeds it." |
*
* @param {Trainer_Prof_No_Set_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_no_set_embeds = /** @type {((inputs?: Trainer_Prof_No_Set_EmbedsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_No_Set_EmbedsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_no_set_embeds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_no_set_embeds(inputs)
	return __en.trainer_prof_no_set_embeds(inputs)
});
/**
* | output |
* | --- |
* | "None yet: duplicate a built-in profile or start a new one." |
*
* @param {Trainer_Prof_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_none = /** @type {((inputs?: Trainer_Prof_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_none(inputs)
	return __en.trainer_prof_none(inputs)
});
/**
* | output |
* | --- |
* | "1 saved drill set embeds a copy of it ({titles}); it keeps working with that copy." |
*
* @param {Trainer_Prof_One_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_one_embeds = /** @type {((inputs: Trainer_Prof_One_EmbedsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_One_EmbedsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_one_embeds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_one_embeds(inputs)
	return __en.trainer_prof_one_embeds(inputs)
});
/**
* | output |
* | --- |
* | "Your profiles" |
*
* @param {Trainer_Prof_Own_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_own_group = /** @type {((inputs?: Trainer_Prof_Own_GroupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Own_GroupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_own_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_own_group(inputs)
	return __en.trainer_prof_own_group(inputs)
});
/**
* | output |
* | --- |
* | "The practice table goes back to Tasmania." |
*
* @param {Trainer_Prof_Practice_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_practice_back = /** @type {((inputs?: Trainer_Prof_Practice_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Practice_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_practice_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_practice_back(inputs)
	return __en.trainer_prof_practice_back(inputs)
});
/**
* | output |
* | --- |
* | "{count} fields need fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_many = /** @type {((inputs: Trainer_Prof_Problems_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Problems_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_problems_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_problems_many(inputs)
	return __en.trainer_prof_problems_many(inputs)
});
/**
* | output |
* | --- |
* | "1 field needs fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_one = /** @type {((inputs: Trainer_Prof_Problems_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Problems_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_problems_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_problems_one(inputs)
	return __en.trainer_prof_problems_one(inputs)
});
/**
* | output |
* | --- |
* | "Saved \"{name}\"." |
*
* @param {Trainer_Prof_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_saved = /** @type {((inputs: Trainer_Prof_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_saved(inputs)
	return __en.trainer_prof_saved(inputs)
});
/**
* | output |
* | --- |
* | "six pays half" |
*
* @param {Trainer_Prof_Six_HalfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_six_half = /** @type {((inputs?: Trainer_Prof_Six_HalfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Six_HalfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_six_half(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_six_half(inputs)
	return __en.trainer_prof_six_half(inputs)
});
/**
* | output |
* | --- |
* | "Tie {pays}:{per}" |
*
* @param {Trainer_Prof_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_tie = /** @type {((inputs: Trainer_Prof_TieInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_TieInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_tie(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_tie(inputs)
	return __en.trainer_prof_tie(inputs)
});
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Prof_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_title = /** @type {((inputs?: Trainer_Prof_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_title(inputs)
	return __en.trainer_prof_title(inputs)
});
/**
* | output |
* | --- |
* | "Use its targets" |
*
* @param {Trainer_Prof_Use_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_use_targets = /** @type {((inputs?: Trainer_Prof_Use_TargetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Prof_Use_TargetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_prof_use_targets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_prof_use_targets(inputs)
	return __en.trainer_prof_use_targets(inputs)
});
/**
* | output |
* | --- |
* | "Answer: {answer}" |
*
* @param {Trainer_Record_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_answer = /** @type {((inputs: Trainer_Record_AnswerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_AnswerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_answer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_answer(inputs)
	return __en.trainer_record_answer(inputs)
});
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Record_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_assessor = /** @type {((inputs?: Trainer_Record_AssessorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_AssessorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_assessor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_assessor(inputs)
	return __en.trainer_record_assessor(inputs)
});
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Trainer_Record_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_attempt_of = /** @type {((inputs: Trainer_Record_Attempt_OfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Attempt_OfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_attempt_of(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_attempt_of(inputs)
	return __en.trainer_record_attempt_of(inputs)
});
/**
* | output |
* | --- |
* | "Correct: {answer}" |
*
* @param {Trainer_Record_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_correct = /** @type {((inputs: Trainer_Record_CorrectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_CorrectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_correct(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_correct(inputs)
	return __en.trainer_record_correct(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Trainer_Record_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_date = /** @type {((inputs?: Trainer_Record_DateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_DateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_date(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_date(inputs)
	return __en.trainer_record_date(inputs)
});
/**
* | output |
* | --- |
* | "House" |
*
* @param {Trainer_Record_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_house = /** @type {((inputs?: Trainer_Record_HouseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_HouseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_house(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_house(inputs)
	return __en.trainer_record_house(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge test: failed" |
*
* @param {Trainer_Record_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_failed = /** @type {((inputs?: Trainer_Record_Knowledge_FailedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Knowledge_FailedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_knowledge_failed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_knowledge_failed(inputs)
	return __en.trainer_record_knowledge_failed(inputs)
});
/**
* | output |
* | --- |
* | "{correct} of {items} items right ({accuracy}; pass mark {mark}) · {timedOut} timed out" |
*
* @param {Trainer_Record_Knowledge_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_line = /** @type {((inputs: Trainer_Record_Knowledge_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Knowledge_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_knowledge_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_knowledge_line(inputs)
	return __en.trainer_record_knowledge_line(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge test: passed" |
*
* @param {Trainer_Record_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_passed = /** @type {((inputs?: Trainer_Record_Knowledge_PassedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Knowledge_PassedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_knowledge_passed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_knowledge_passed(inputs)
	return __en.trainer_record_knowledge_passed(inputs)
});
/**
* | output |
* | --- |
* | "left {count}×" |
*
* @param {Trainer_Record_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_left = /** @type {((inputs: Trainer_Record_LeftInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_LeftInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_left(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_left(inputs)
	return __en.trainer_record_left(inputs)
});
/**
* | output |
* | --- |
* | "Print this page" |
*
* @param {Trainer_Record_PrintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_print = /** @type {((inputs?: Trainer_Record_PrintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_PrintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_print(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_print(inputs)
	return __en.trainer_record_print(inputs)
});
/**
* | output |
* | --- |
* | "Red line at item {item}: {label}" |
*
* @param {Trainer_Record_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_red_line = /** @type {((inputs: Trainer_Record_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_red_line(inputs)
	return __en.trainer_record_red_line(inputs)
});
/**
* | output |
* | --- |
* | "Replay item by item" |
*
* @param {Trainer_Record_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay = /** @type {((inputs?: Trainer_Record_ReplayInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_ReplayInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_replay(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_replay(inputs)
	return __en.trainer_record_replay(inputs)
});
/**
* | output |
* | --- |
* | "Replay from the seed" |
*
* @param {Trainer_Record_Replay_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay_title = /** @type {((inputs?: Trainer_Record_Replay_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Replay_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_replay_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_replay_title(inputs)
	return __en.trainer_record_replay_title(inputs)
});
/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Trainer_Record_ReportsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_reports = /** @type {((inputs?: Trainer_Record_ReportsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_ReportsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_reports(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_reports(inputs)
	return __en.trainer_record_reports(inputs)
});
/**
* | output |
* | --- |
* | "Save CSV" |
*
* @param {Trainer_Record_Save_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_csv = /** @type {((inputs?: Trainer_Record_Save_CsvInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Save_CsvInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_save_csv(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_save_csv(inputs)
	return __en.trainer_record_save_csv(inputs)
});
/**
* | output |
* | --- |
* | "Save signed JSON" |
*
* @param {Trainer_Record_Save_JsonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_json = /** @type {((inputs?: Trainer_Record_Save_JsonInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Save_JsonInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_save_json(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_save_json(inputs)
	return __en.trainer_record_save_json(inputs)
});
/**
* | output |
* | --- |
* | "Save PDF" |
*
* @param {Trainer_Record_Save_PdfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_pdf = /** @type {((inputs?: Trainer_Record_Save_PdfInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Save_PdfInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_save_pdf(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_save_pdf(inputs)
	return __en.trainer_record_save_pdf(inputs)
});
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Trainer_Record_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seed = /** @type {((inputs?: Trainer_Record_SeedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_SeedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_seed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_seed(inputs)
	return __en.trainer_record_seed(inputs)
});
/**
* | output |
* | --- |
* | "{seed} (seeding {seeding})" |
*
* @param {Trainer_Record_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seeding = /** @type {((inputs: Trainer_Record_SeedingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_SeedingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_seeding(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_seeding(inputs)
	return __en.trainer_record_seeding(inputs)
});
/**
* | output |
* | --- |
* | "{title} (version {version})" |
*
* @param {Trainer_Record_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_set_version = /** @type {((inputs: Trainer_Record_Set_VersionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Set_VersionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_set_version(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_set_version(inputs)
	return __en.trainer_record_set_version(inputs)
});
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Trainer_Record_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_timed_out = /** @type {((inputs?: Trainer_Record_Timed_OutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Record_Timed_OutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_record_timed_out(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_record_timed_out(inputs)
	return __en.trainer_record_timed_out(inputs)
});
/**
* | output |
* | --- |
* | "Enter the recovery code kept in the safe (4 groups of 5 letters and digits) and choose a new passcode. The app makes a new signing key (reports signed before..." |
*
* @param {Trainer_Recover_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_about = /** @type {((inputs?: Trainer_Recover_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recover_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recover_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recover_about(inputs)
	return __en.trainer_recover_about(inputs)
});
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Trainer_Recover_CodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_code = /** @type {((inputs?: Trainer_Recover_CodeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recover_CodeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recover_code(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recover_code(inputs)
	return __en.trainer_recover_code(inputs)
});
/**
* | output |
* | --- |
* | "Recover" |
*
* @param {Trainer_Recover_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_submit = /** @type {((inputs?: Trainer_Recover_SubmitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recover_SubmitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recover_submit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recover_submit(inputs)
	return __en.trainer_recover_submit(inputs)
});
/**
* | output |
* | --- |
* | "Forgot the trainer passcode?" |
*
* @param {Trainer_Recover_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_title = /** @type {((inputs?: Trainer_Recover_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recover_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recover_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recover_title(inputs)
	return __en.trainer_recover_title(inputs)
});
/**
* | output |
* | --- |
* | "The passcode was recovered on {when}." |
*
* @param {Trainer_Recovered_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovered_on = /** @type {((inputs: Trainer_Recovered_OnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recovered_OnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recovered_on(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recovered_on(inputs)
	return __en.trainer_recovered_on(inputs)
});
/**
* | output |
* | --- |
* | "Write it down and keep it in the safe. It is the only way back into trainer mode if the passcode is forgotten, and it is shown only this once." |
*
* @param {Trainer_Recovery_Code_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_about = /** @type {((inputs?: Trainer_Recovery_Code_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recovery_Code_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recovery_code_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recovery_code_about(inputs)
	return __en.trainer_recovery_code_about(inputs)
});
/**
* | output |
* | --- |
* | "The recovery code" |
*
* @param {Trainer_Recovery_Code_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_title = /** @type {((inputs?: Trainer_Recovery_Code_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recovery_Code_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recovery_code_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recovery_code_title(inputs)
	return __en.trainer_recovery_code_title(inputs)
});
/**
* | output |
* | --- |
* | "I have kept it" |
*
* @param {Trainer_Recovery_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_kept = /** @type {((inputs?: Trainer_Recovery_KeptInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Recovery_KeptInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_recovery_kept(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_recovery_kept(inputs)
	return __en.trainer_recovery_kept(inputs)
});
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trainer_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_refresh = /** @type {((inputs?: Trainer_RefreshInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_RefreshInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_refresh(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_refresh(inputs)
	return __en.trainer_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Trainer_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove = /** @type {((inputs?: Trainer_RemoveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_RemoveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_remove(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_remove(inputs)
	return __en.trainer_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Trainer_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove_named = /** @type {((inputs: Trainer_Remove_NamedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Remove_NamedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_remove_named(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_remove_named(inputs)
	return __en.trainer_remove_named(inputs)
});
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Trainer_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_rename = /** @type {((inputs?: Trainer_RenameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_RenameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_rename(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_rename(inputs)
	return __en.trainer_rename(inputs)
});
/**
* | output |
* | --- |
* | "Replace it" |
*
* @param {Trainer_Replace_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_replace_it = /** @type {((inputs?: Trainer_Replace_ItInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Replace_ItInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_replace_it(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_replace_it(inputs)
	return __en.trainer_replace_it(inputs)
});
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Trainer_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_fail = /** @type {((inputs?: Trainer_Result_FailInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Result_FailInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_result_fail(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_result_fail(inputs)
	return __en.trainer_result_fail(inputs)
});
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Trainer_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_in_progress = /** @type {((inputs?: Trainer_Result_In_ProgressInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Result_In_ProgressInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_result_in_progress(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_result_in_progress(inputs)
	return __en.trainer_result_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Trainer_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pass = /** @type {((inputs?: Trainer_Result_PassInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Result_PassInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_result_pass(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_result_pass(inputs)
	return __en.trainer_result_pass(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge part done: practical not graded yet" |
*
* @param {Trainer_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pending = /** @type {((inputs?: Trainer_Result_PendingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Result_PendingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_result_pending(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_result_pending(inputs)
	return __en.trainer_result_pending(inputs)
});
/**
* | output |
* | --- |
* | "Knowledge part done: practical area to retake ({areas})" |
*
* @param {Trainer_Result_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_retake = /** @type {((inputs: Trainer_Result_RetakeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Result_RetakeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_result_retake(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_result_retake(inputs)
	return __en.trainer_result_retake(inputs)
});
/**
* | output |
* | --- |
* | "Everything recorded here is in the room." |
*
* @param {Trainer_Room_All_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_all_in = /** @type {((inputs?: Trainer_Room_All_InInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_All_InInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_all_in(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_all_in(inputs)
	return __en.trainer_room_all_in(inputs)
});
/**
* | output |
* | --- |
* | "already in the room" |
*
* @param {Trainer_Room_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_already = /** @type {((inputs?: Trainer_Room_AlreadyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_AlreadyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_already(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_already(inputs)
	return __en.trainer_room_already(inputs)
});
/**
* | output |
* | --- |
* | "(assessment)" |
*
* @param {Trainer_Room_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_assessment = /** @type {((inputs?: Trainer_Room_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_assessment(inputs)
	return __en.trainer_room_assessment(inputs)
});
/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Trainer_Room_Col_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_answers = /** @type {((inputs?: Trainer_Room_Col_AnswersInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_AnswersInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_answers(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_answers(inputs)
	return __en.trainer_room_col_answers(inputs)
});
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Trainer_Room_Col_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_ended = /** @type {((inputs?: Trainer_Room_Col_EndedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_EndedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_ended(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_ended(inputs)
	return __en.trainer_room_col_ended(inputs)
});
/**
* | output |
* | --- |
* | "Trainee here" |
*
* @param {Trainer_Room_Col_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_here = /** @type {((inputs?: Trainer_Room_Col_HereInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_HereInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_here(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_here(inputs)
	return __en.trainer_room_col_here(inputs)
});
/**
* | output |
* | --- |
* | "In the room" |
*
* @param {Trainer_Room_Col_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_in_room = /** @type {((inputs?: Trainer_Room_Col_In_RoomInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_In_RoomInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_in_room(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_in_room(inputs)
	return __en.trainer_room_col_in_room(inputs)
});
/**
* | output |
* | --- |
* | "Last" |
*
* @param {Trainer_Room_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_last = /** @type {((inputs?: Trainer_Room_Col_LastInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_LastInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_last(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_last(inputs)
	return __en.trainer_room_col_last(inputs)
});
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Room_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_right = /** @type {((inputs?: Trainer_Room_Col_RightInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_RightInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_right(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_right(inputs)
	return __en.trainer_room_col_right(inputs)
});
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Trainer_Room_Col_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_session = /** @type {((inputs?: Trainer_Room_Col_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_session(inputs)
	return __en.trainer_room_col_session(inputs)
});
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Room_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_sessions = /** @type {((inputs?: Trainer_Room_Col_SessionsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_SessionsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_sessions(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_sessions(inputs)
	return __en.trainer_room_col_sessions(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Room_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_staff = /** @type {((inputs?: Trainer_Room_Col_StaffInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_StaffInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_staff(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_staff(inputs)
	return __en.trainer_room_col_staff(inputs)
});
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Room_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_started = /** @type {((inputs?: Trainer_Room_Col_StartedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_StartedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_started(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_started(inputs)
	return __en.trainer_room_col_started(inputs)
});
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Room_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_station = /** @type {((inputs?: Trainer_Room_Col_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_station(inputs)
	return __en.trainer_room_col_station(inputs)
});
/**
* | output |
* | --- |
* | "Stations" |
*
* @param {Trainer_Room_Col_StationsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_stations = /** @type {((inputs?: Trainer_Room_Col_StationsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Col_StationsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_col_stations(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_col_stations(inputs)
	return __en.trainer_room_col_stations(inputs)
});
/**
* | output |
* | --- |
* | "Saved as revision {revision} in the training room. Another trainer saved revision {theirs} on station {station}{at} since you opened this {what}: yours is ke..." |
*
* @param {Trainer_Room_ConflictInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict = /** @type {((inputs: Trainer_Room_ConflictInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_ConflictInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_conflict(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_conflict(inputs)
	return __en.trainer_room_conflict(inputs)
});
/**
* | output |
* | --- |
* | "at {when}" |
*
* @param {Trainer_Room_Conflict_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict_at = /** @type {((inputs: Trainer_Room_Conflict_AtInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Conflict_AtInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_conflict_at(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_conflict_at(inputs)
	return __en.trainer_room_conflict_at(inputs)
});
/**
* | output |
* | --- |
* | "Room dashboard" |
*
* @param {Trainer_Room_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_dashboard = /** @type {((inputs?: Trainer_Room_DashboardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_DashboardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_dashboard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_dashboard(inputs)
	return __en.trainer_room_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Database" |
*
* @param {Trainer_Room_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_database = /** @type {((inputs?: Trainer_Room_DatabaseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_DatabaseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_database(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_database(inputs)
	return __en.trainer_room_database(inputs)
});
/**
* | output |
* | --- |
* | "Every trainee, over every station of the room" |
*
* @param {Trainer_Room_Every_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_every_trainee = /** @type {((inputs?: Trainer_Room_Every_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Every_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_every_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_every_trainee(inputs)
	return __en.trainer_room_every_trainee(inputs)
});
/**
* | output |
* | --- |
* | "Host" |
*
* @param {Trainer_Room_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_host = /** @type {((inputs?: Trainer_Room_HostInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_HostInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_host(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_host(inputs)
	return __en.trainer_room_host(inputs)
});
/**
* | output |
* | --- |
* | "Join the room" |
*
* @param {Trainer_Room_JoinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_join = /** @type {((inputs?: Trainer_Room_JoinInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_JoinInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_join(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_join(inputs)
	return __en.trainer_room_join(inputs)
});
/**
* | output |
* | --- |
* | "Last push: {when}." |
*
* @param {Trainer_Room_Last_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_last_push = /** @type {((inputs: Trainer_Room_Last_PushInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Last_PushInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_last_push(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_last_push(inputs)
	return __en.trainer_room_last_push(inputs)
});
/**
* | output |
* | --- |
* | "Several PCs share one record on the room's PostgreSQL database. Each PC keeps working on its own when the network is down; what it records reaches the room w..." |
*
* @param {Trainer_Room_LeadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_lead = /** @type {((inputs?: Trainer_Room_LeadInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_LeadInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_lead(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_lead(inputs)
	return __en.trainer_room_lead(inputs)
});
/**
* | output |
* | --- |
* | "Leave the room" |
*
* @param {Trainer_Room_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_leave = /** @type {((inputs?: Trainer_Room_LeaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_LeaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_leave(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_leave(inputs)
	return __en.trainer_room_leave(inputs)
});
/**
* | output |
* | --- |
* | "This computer has no keyring to seal the password, so it is kept only until the app closes: enter it again after a restart." |
*
* @param {Trainer_Room_MemoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_memory = /** @type {((inputs?: Trainer_Room_MemoryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_MemoryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_memory(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_memory(inputs)
	return __en.trainer_room_memory(inputs)
});
/**
* | output |
* | --- |
* | "The password could not be read back: enter it again and save." |
*
* @param {Trainer_Room_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_missing = /** @type {((inputs?: Trainer_Room_MissingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_MissingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_missing(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_missing(inputs)
	return __en.trainer_room_missing(inputs)
});
/**
* | output |
* | --- |
* | "Enter the room’s database name." |
*
* @param {Trainer_Room_Need_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_database = /** @type {((inputs?: Trainer_Room_Need_DatabaseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Need_DatabaseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_need_database(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_need_database(inputs)
	return __en.trainer_room_need_database(inputs)
});
/**
* | output |
* | --- |
* | "Enter the room’s host (its name or IP address)." |
*
* @param {Trainer_Room_Need_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_host = /** @type {((inputs?: Trainer_Room_Need_HostInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Need_HostInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_need_host(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_need_host(inputs)
	return __en.trainer_room_need_host(inputs)
});
/**
* | output |
* | --- |
* | "Enter the password IT gave you for this role." |
*
* @param {Trainer_Room_Need_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_password = /** @type {((inputs?: Trainer_Room_Need_PasswordInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Need_PasswordInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_need_password(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_need_password(inputs)
	return __en.trainer_room_need_password(inputs)
});
/**
* | output |
* | --- |
* | "The port is a number from 1 to 65535." |
*
* @param {Trainer_Room_Need_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_port = /** @type {((inputs?: Trainer_Room_Need_PortInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Need_PortInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_need_port(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_need_port(inputs)
	return __en.trainer_room_need_port(inputs)
});
/**
* | output |
* | --- |
* | "Give this PC a station name (as trainers will see it)." |
*
* @param {Trainer_Room_Need_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_station = /** @type {((inputs?: Trainer_Room_Need_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Need_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_need_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_need_station(inputs)
	return __en.trainer_room_need_station(inputs)
});
/**
* | output |
* | --- |
* | "new trainee" |
*
* @param {Trainer_Room_New_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_new_trainee = /** @type {((inputs?: Trainer_Room_New_TraineeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_New_TraineeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_new_trainee(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_new_trainee(inputs)
	return __en.trainer_room_new_trainee(inputs)
});
/**
* | output |
* | --- |
* | "No session yet." |
*
* @param {Trainer_Room_No_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_no_session = /** @type {((inputs?: Trainer_Room_No_SessionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_No_SessionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_no_session(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_no_session(inputs)
	return __en.trainer_room_no_session(inputs)
});
/**
* | output |
* | --- |
* | "No trainee has practised in the room yet." |
*
* @param {Trainer_Room_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_none = /** @type {((inputs?: Trainer_Room_NoneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_NoneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_none(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_none(inputs)
	return __en.trainer_room_none(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Trainer_Room_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_password = /** @type {((inputs?: Trainer_Room_PasswordInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_PasswordInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_password(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_password(inputs)
	return __en.trainer_room_password(inputs)
});
/**
* | output |
* | --- |
* | "This PC's trainees in the room" |
*
* @param {Trainer_Room_Pc_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pc_trainees = /** @type {((inputs?: Trainer_Room_Pc_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Pc_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_pc_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_pc_trainees(inputs)
	return __en.trainer_room_pc_trainees(inputs)
});
/**
* | output |
* | --- |
* | "{count} record(s) waiting to reach the room." |
*
* @param {Trainer_Room_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pending = /** @type {((inputs: Trainer_Room_PendingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_PendingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_pending(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_pending(inputs)
	return __en.trainer_room_pending(inputs)
});
/**
* | output |
* | --- |
* | "Port" |
*
* @param {Trainer_Room_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_port = /** @type {((inputs?: Trainer_Room_PortInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_PortInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_port(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_port(inputs)
	return __en.trainer_room_port(inputs)
});
/**
* | output |
* | --- |
* | "Preview what joins" |
*
* @param {Trainer_Room_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_preview = /** @type {((inputs?: Trainer_Room_PreviewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_PreviewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_preview(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_preview(inputs)
	return __en.trainer_room_preview(inputs)
});
/**
* | output |
* | --- |
* | "Push now" |
*
* @param {Trainer_Room_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_push = /** @type {((inputs?: Trainer_Room_PushInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_PushInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_push(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_push(inputs)
	return __en.trainer_room_push(inputs)
});
/**
* | output |
* | --- |
* | "{count} record(s) refused by the room are kept on this PC." |
*
* @param {Trainer_Room_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_refused = /** @type {((inputs: Trainer_Room_RefusedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_RefusedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_refused(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_refused(inputs)
	return __en.trainer_room_refused(inputs)
});
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trainer_Room_RoleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role = /** @type {((inputs?: Trainer_Room_RoleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_RoleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_role(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_role(inputs)
	return __en.trainer_room_role(inputs)
});
/**
* | output |
* | --- |
* | "Station (bdt_station)" |
*
* @param {Trainer_Room_Role_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_station = /** @type {((inputs?: Trainer_Room_Role_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Role_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_role_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_role_station(inputs)
	return __en.trainer_room_role_station(inputs)
});
/**
* | output |
* | --- |
* | "Trainer (bdt_trainer)" |
*
* @param {Trainer_Room_Role_TrainerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_trainer = /** @type {((inputs?: Trainer_Room_Role_TrainerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Role_TrainerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_role_trainer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_role_trainer(inputs)
	return __en.trainer_room_role_trainer(inputs)
});
/**
* | output |
* | --- |
* | "Save and reconnect" |
*
* @param {Trainer_Room_Save_ReconnectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_save_reconnect = /** @type {((inputs?: Trainer_Room_Save_ReconnectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Save_ReconnectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_save_reconnect(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_save_reconnect(inputs)
	return __en.trainer_room_save_reconnect(inputs)
});
/**
* | output |
* | --- |
* | "stored (sealed)" |
*
* @param {Trainer_Room_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sealed = /** @type {((inputs?: Trainer_Room_SealedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_SealedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_sealed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_sealed(inputs)
	return __en.trainer_room_sealed(inputs)
});
/**
* | output |
* | --- |
* | "Sessions on every station of the training room" |
*
* @param {Trainer_Room_Sessions_EveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_every = /** @type {((inputs?: Trainer_Room_Sessions_EveryInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Sessions_EveryInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_sessions_every(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_sessions_every(inputs)
	return __en.trainer_room_sessions_every(inputs)
});
/**
* | output |
* | --- |
* | "Sessions on this PC" |
*
* @param {Trainer_Room_Sessions_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_here = /** @type {((inputs?: Trainer_Room_Sessions_HereInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Sessions_HereInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_sessions_here(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_sessions_here(inputs)
	return __en.trainer_room_sessions_here(inputs)
});
/**
* | output |
* | --- |
* | "{count} record(s) from the room were not what they should be and are left out." |
*
* @param {Trainer_Room_Sessions_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_refused = /** @type {((inputs: Trainer_Room_Sessions_RefusedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Sessions_RefusedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_sessions_refused(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_sessions_refused(inputs)
	return __en.trainer_room_sessions_refused(inputs)
});
/**
* | output |
* | --- |
* | "Station name" |
*
* @param {Trainer_Room_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_station = /** @type {((inputs?: Trainer_Room_StationInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_StationInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_station(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_station(inputs)
	return __en.trainer_room_station(inputs)
});
/**
* | output |
* | --- |
* | "Test the connection" |
*
* @param {Trainer_Room_TestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_test = /** @type {((inputs?: Trainer_Room_TestInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_TestInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_test(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_test(inputs)
	return __en.trainer_room_test(inputs)
});
/**
* | output |
* | --- |
* | "This PC in the room" |
*
* @param {Trainer_Room_This_PcInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_this_pc = /** @type {((inputs?: Trainer_Room_This_PcInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_This_PcInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_this_pc(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_this_pc(inputs)
	return __en.trainer_room_this_pc(inputs)
});
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Room_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_title = /** @type {((inputs?: Trainer_Room_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_title(inputs)
	return __en.trainer_room_title(inputs)
});
/**
* | output |
* | --- |
* | "Require TLS (encrypted connection)" |
*
* @param {Trainer_Room_TlsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_tls = /** @type {((inputs?: Trainer_Room_TlsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_TlsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_tls(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_tls(inputs)
	return __en.trainer_room_tls(inputs)
});
/**
* | output |
* | --- |
* | "; the room has {count} of those sessions already and they are not sent twice" |
*
* @param {Trainer_Room_Upload_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_already = /** @type {((inputs: Trainer_Room_Upload_AlreadyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Upload_AlreadyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_upload_already(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_upload_already(inputs)
	return __en.trainer_room_upload_already(inputs)
});
/**
* | output |
* | --- |
* | "{sessions} session(s) with {responses} answer(s), {attempts} assessment attempt(s) and {grades} practical grade(s) recorded on this PC" |
*
* @param {Trainer_Room_Upload_CountsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_counts = /** @type {((inputs: Trainer_Room_Upload_CountsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Upload_CountsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_upload_counts(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_upload_counts(inputs)
	return __en.trainer_room_upload_counts(inputs)
});
/**
* | output |
* | --- |
* | ". Nothing on this PC is deleted." |
*
* @param {Trainer_Room_Upload_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_nothing_deleted = /** @type {((inputs?: Trainer_Room_Upload_Nothing_DeletedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_Upload_Nothing_DeletedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_upload_nothing_deleted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_upload_nothing_deleted(inputs)
	return __en.trainer_room_upload_nothing_deleted(inputs)
});
/**
* | output |
* | --- |
* | "What joining uploads" |
*
* @param {Trainer_Room_UploadsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_uploads = /** @type {((inputs?: Trainer_Room_UploadsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Room_UploadsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_room_uploads(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_room_uploads(inputs)
	return __en.trainer_room_uploads(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Trainer_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_save = /** @type {((inputs?: Trainer_SaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_SaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_save(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_save(inputs)
	return __en.trainer_save(inputs)
});
/**
* | output |
* | --- |
* | "Add a section" |
*
* @param {Trainer_Se_Add_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_add_section = /** @type {((inputs?: Trainer_Se_Add_SectionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Add_SectionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_add_section(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_add_section(inputs)
	return __en.trainer_se_add_section(inputs)
});
/**
* | output |
* | --- |
* | "Assessment (results at the end)" |
*
* @param {Trainer_Se_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_assessment = /** @type {((inputs?: Trainer_Se_AssessmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_AssessmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_assessment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_assessment(inputs)
	return __en.trainer_se_assessment(inputs)
});
/**
* | output |
* | --- |
* | "Back to the list" |
*
* @param {Trainer_Se_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_back = /** @type {((inputs?: Trainer_Se_BackInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_BackInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_back(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_back(inputs)
	return __en.trainer_se_back(inputs)
});
/**
* | output |
* | --- |
* | "Built-in set (read-only)" |
*
* @param {Trainer_Se_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin = /** @type {((inputs?: Trainer_Se_BuiltinInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_BuiltinInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_builtin(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_builtin(inputs)
	return __en.trainer_se_builtin(inputs)
});
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Se_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin_group = /** @type {((inputs?: Trainer_Se_Builtin_GroupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Builtin_GroupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_builtin_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_builtin_group(inputs)
	return __en.trainer_se_builtin_group(inputs)
});
/**
* | output |
* | --- |
* | "Carried by this set" |
*
* @param {Trainer_Se_CarriedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_carried = /** @type {((inputs?: Trainer_Se_CarriedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_CarriedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_carried(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_carried(inputs)
	return __en.trainer_se_carried(inputs)
});
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Trainer_Se_CheckingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_checking = /** @type {((inputs?: Trainer_Se_CheckingInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_CheckingInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_checking(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_checking(inputs)
	return __en.trainer_se_checking(inputs)
});
/**
* | output |
* | --- |
* | "Decks" |
*
* @param {Trainer_Se_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks = /** @type {((inputs?: Trainer_Se_DecksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_DecksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_decks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_decks(inputs)
	return __en.trainer_se_decks(inputs)
});
/**
* | output |
* | --- |
* | "(empty: the profile's)" |
*
* @param {Trainer_Se_Decks_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks_hint = /** @type {((inputs?: Trainer_Se_Decks_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Decks_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_decks_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_decks_hint(inputs)
	return __en.trainer_se_decks_hint(inputs)
});
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Trainer_Se_DescriptionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_description = /** @type {((inputs?: Trainer_Se_DescriptionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_DescriptionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_description(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_description(inputs)
	return __en.trainer_se_description(inputs)
});
/**
* | output |
* | --- |
* | "Edit the drill set" |
*
* @param {Trainer_Se_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_edit = /** @type {((inputs?: Trainer_Se_EditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_EditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_edit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_edit(inputs)
	return __en.trainer_se_edit(inputs)
});
/**
* | output |
* | --- |
* | "Hard time limit: a step not answered in time is wrong and the next item comes (otherwise a late answer is marked \"too slow\")" |
*
* @param {Trainer_Se_Hard_LimitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_hard_limit = /** @type {((inputs?: Trainer_Se_Hard_LimitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Hard_LimitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_hard_limit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_hard_limit(inputs)
	return __en.trainer_se_hard_limit(inputs)
});
/**
* | output |
* | --- |
* | "Drill set editor" |
*
* @param {Trainer_Se_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_label = /** @type {((inputs?: Trainer_Se_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_label(inputs)
	return __en.trainer_se_label(inputs)
});
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Trainer_Se_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode = /** @type {((inputs?: Trainer_Se_ModeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_ModeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_mode(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_mode(inputs)
	return __en.trainer_se_mode(inputs)
});
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Trainer_Se_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode_label = /** @type {((inputs?: Trainer_Se_Mode_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Mode_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_mode_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_mode_label(inputs)
	return __en.trainer_se_mode_label(inputs)
});
/**
* | output |
* | --- |
* | "New drill set" |
*
* @param {Trainer_Se_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new = /** @type {((inputs?: Trainer_Se_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_new(inputs)
	return __en.trainer_se_new(inputs)
});
/**
* | output |
* | --- |
* | "New sample" |
*
* @param {Trainer_Se_New_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new_sample = /** @type {((inputs?: Trainer_Se_New_SampleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_New_SampleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_new_sample(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_new_sample(inputs)
	return __en.trainer_se_new_sample(inputs)
});
/**
* | output |
* | --- |
* | "No problems found" |
*
* @param {Trainer_Se_No_ProblemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_no_problems = /** @type {((inputs?: Trainer_Se_No_ProblemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_No_ProblemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_no_problems(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_no_problems(inputs)
	return __en.trainer_se_no_problems(inputs)
});
/**
* | output |
* | --- |
* | "Practice (feedback after each answer)" |
*
* @param {Trainer_Se_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_practice = /** @type {((inputs?: Trainer_Se_PracticeInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_PracticeInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_practice(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_practice(inputs)
	return __en.trainer_se_practice(inputs)
});
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview = /** @type {((inputs?: Trainer_Se_PreviewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_PreviewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_preview(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_preview(inputs)
	return __en.trainer_se_preview(inputs)
});
/**
* | output |
* | --- |
* | "(a new sample each time:" |
*
* @param {Trainer_Se_Preview_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_hint = /** @type {((inputs?: Trainer_Se_Preview_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Preview_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_preview_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_preview_hint(inputs)
	return __en.trainer_se_preview_hint(inputs)
});
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_title = /** @type {((inputs?: Trainer_Se_Preview_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Preview_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_preview_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_preview_title(inputs)
	return __en.trainer_se_preview_title(inputs)
});
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Trainer_Se_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_profile = /** @type {((inputs?: Trainer_Se_ProfileInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_ProfileInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_profile(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_profile(inputs)
	return __en.trainer_se_profile(inputs)
});
/**
* | output |
* | --- |
* | "Read the stacks: no amount written under any pile on the table, in every section (the trainee counts the chips)" |
*
* @param {Trainer_Se_Read_StacksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_read_stacks = /** @type {((inputs?: Trainer_Se_Read_StacksInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Read_StacksInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_read_stacks(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_read_stacks(inputs)
	return __en.trainer_se_read_stacks(inputs)
});
/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Trainer_Se_SectionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_sections = /** @type {((inputs?: Trainer_Se_SectionsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_SectionsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_sections(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_sections(inputs)
	return __en.trainer_se_sections(inputs)
});
/**
* | output |
* | --- |
* | "This set carries an older copy of “{name}”: the house rules were changed since." |
*
* @param {Trainer_Se_StaleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_stale = /** @type {((inputs: Trainer_Se_StaleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_StaleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_stale(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_stale(inputs)
	return __en.trainer_se_stale(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Se_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_title = /** @type {((inputs?: Trainer_Se_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_title(inputs)
	return __en.trainer_se_title(inputs)
});
/**
* | output |
* | --- |
* | "{count} to fix" |
*
* @param {Trainer_Se_To_FixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_to_fix = /** @type {((inputs: Trainer_Se_To_FixInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_To_FixInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_to_fix(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_to_fix(inputs)
	return __en.trainer_se_to_fix(inputs)
});
/**
* | output |
* | --- |
* | "Use the current house rules" |
*
* @param {Trainer_Se_Use_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_use_current = /** @type {((inputs?: Trainer_Se_Use_CurrentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Use_CurrentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_use_current(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_use_current(inputs)
	return __en.trainer_se_use_current(inputs)
});
/**
* | output |
* | --- |
* | "Your house rules" |
*
* @param {Trainer_Se_Your_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_your_rules = /** @type {((inputs?: Trainer_Se_Your_RulesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Se_Your_RulesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_se_your_rules(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_se_your_rules(inputs)
	return __en.trainer_se_your_rules(inputs)
});
/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Trainer_Sec_BasicInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_basic = /** @type {((inputs?: Trainer_Sec_BasicInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_BasicInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_basic(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_basic(inputs)
	return __en.trainer_sec_basic(inputs)
});
/**
* | output |
* | --- |
* | "Choose a case…" |
*
* @param {Trainer_Sec_Choose_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_choose_case = /** @type {((inputs?: Trainer_Sec_Choose_CaseInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_Choose_CaseInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_choose_case(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_choose_case(inputs)
	return __en.trainer_sec_choose_case(inputs)
});
/**
* | output |
* | --- |
* | "Difficulty" |
*
* @param {Trainer_Sec_DifficultyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_difficulty = /** @type {((inputs?: Trainer_Sec_DifficultyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_DifficultyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_difficulty(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_difficulty(inputs)
	return __en.trainer_sec_difficulty(inputs)
});
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Trainer_Sec_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_down = /** @type {((inputs?: Trainer_Sec_DownInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_DownInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_down(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_down(inputs)
	return __en.trainer_sec_down(inputs)
});
/**
* | output |
* | --- |
* | "{labels} mean nothing for {kind}, so they were taken off." |
*
* @param {Trainer_Sec_Dropped_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_many = /** @type {((inputs: Trainer_Sec_Dropped_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_Dropped_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_dropped_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_dropped_many(inputs)
	return __en.trainer_sec_dropped_many(inputs)
});
/**
* | output |
* | --- |
* | "{labels} means nothing for {kind}, so it was taken off." |
*
* @param {Trainer_Sec_Dropped_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_one = /** @type {((inputs: Trainer_Sec_Dropped_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_Dropped_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_dropped_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_dropped_one(inputs)
	return __en.trainer_sec_dropped_one(inputs)
});
/**
* | output |
* | --- |
* | "Hard" |
*
* @param {Trainer_Sec_HardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_hard = /** @type {((inputs?: Trainer_Sec_HardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_HardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_hard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_hard(inputs)
	return __en.trainer_sec_hard(inputs)
});
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Trainer_Sec_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_items = /** @type {((inputs?: Trainer_Sec_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_items(inputs)
	return __en.trainer_sec_items(inputs)
});
/**
* | output |
* | --- |
* | "Drill kind" |
*
* @param {Trainer_Sec_KindInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_kind = /** @type {((inputs?: Trainer_Sec_KindInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_KindInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_kind(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_kind(inputs)
	return __en.trainer_sec_kind(inputs)
});
/**
* | output |
* | --- |
* | "Section {n}: {kind}" |
*
* @param {Trainer_Sec_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_legend = /** @type {((inputs: Trainer_Sec_LegendInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_LegendInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_legend(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_legend(inputs)
	return __en.trainer_sec_legend(inputs)
});
/**
* | output |
* | --- |
* | "Only items where…" |
*
* @param {Trainer_Sec_OnlyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_only = /** @type {((inputs?: Trainer_Sec_OnlyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_OnlyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_only(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_only(inputs)
	return __en.trainer_sec_only(inputs)
});
/**
* | output |
* | --- |
* | "Remove section" |
*
* @param {Trainer_Sec_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_remove = /** @type {((inputs?: Trainer_Sec_RemoveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_RemoveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_remove(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_remove(inputs)
	return __en.trainer_sec_remove(inputs)
});
/**
* | output |
* | --- |
* | "Seconds per item" |
*
* @param {Trainer_Sec_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_seconds = /** @type {((inputs?: Trainer_Sec_SecondsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_SecondsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_seconds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_seconds(inputs)
	return __en.trainer_sec_seconds(inputs)
});
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Trainer_Sec_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_standard = /** @type {((inputs?: Trainer_Sec_StandardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_StandardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_standard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_standard(inputs)
	return __en.trainer_sec_standard(inputs)
});
/**
* | output |
* | --- |
* | "Target a case" |
*
* @param {Trainer_Sec_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target = /** @type {((inputs?: Trainer_Sec_TargetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_TargetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_target(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_target(inputs)
	return __en.trainer_sec_target(inputs)
});
/**
* | output |
* | --- |
* | "(fills in the constraints below)" |
*
* @param {Trainer_Sec_Target_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target_hint = /** @type {((inputs?: Trainer_Sec_Target_HintInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_Target_HintInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_target_hint(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_target_hint(inputs)
	return __en.trainer_sec_target_hint(inputs)
});
/**
* | output |
* | --- |
* | "Timed" |
*
* @param {Trainer_Sec_TimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_timed = /** @type {((inputs?: Trainer_Sec_TimedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_TimedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_timed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_timed(inputs)
	return __en.trainer_sec_timed(inputs)
});
/**
* | output |
* | --- |
* | "Undo: back to {kind}" |
*
* @param {Trainer_Sec_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_undo = /** @type {((inputs: Trainer_Sec_UndoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_UndoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_undo(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_undo(inputs)
	return __en.trainer_sec_undo(inputs)
});
/**
* | output |
* | --- |
* | "Untimed" |
*
* @param {Trainer_Sec_UntimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_untimed = /** @type {((inputs?: Trainer_Sec_UntimedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_UntimedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_untimed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_untimed(inputs)
	return __en.trainer_sec_untimed(inputs)
});
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Trainer_Sec_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_up = /** @type {((inputs?: Trainer_Sec_UpInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sec_UpInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sec_up(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sec_up(inputs)
	return __en.trainer_sec_up(inputs)
});
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Trainer_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_seconds = /** @type {((inputs: Trainer_SecondsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_SecondsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_seconds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_seconds(inputs)
	return __en.trainer_seconds(inputs)
});
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_set_items = /** @type {((inputs: Trainer_Set_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Set_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_set_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_set_items(inputs)
	return __en.trainer_set_items(inputs)
});
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Sets_Built_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_built_in = /** @type {((inputs?: Trainer_Sets_Built_InInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Built_InInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_built_in(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_built_in(inputs)
	return __en.trainer_sets_built_in(inputs)
});
/**
* | output |
* | --- |
* | "Built in (read-only: duplicate one to change it)" |
*
* @param {Trainer_Sets_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_builtin_group = /** @type {((inputs?: Trainer_Sets_Builtin_GroupInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Builtin_GroupInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_builtin_group(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_builtin_group(inputs)
	return __en.trainer_sets_builtin_group(inputs)
});
/**
* | output |
* | --- |
* | "The library already has a set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_ClashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash = /** @type {((inputs: Trainer_Sets_ClashInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ClashInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_clash(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_clash(inputs)
	return __en.trainer_sets_clash(inputs)
});
/**
* | output |
* | --- |
* | "The library already has a built-in set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_Clash_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash_builtin = /** @type {((inputs: Trainer_Sets_Clash_BuiltinInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Clash_BuiltinInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_clash_builtin(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_clash_builtin(inputs)
	return __en.trainer_sets_clash_builtin(inputs)
});
/**
* | output |
* | --- |
* | "Delete “{title}”? It leaves the library; results already recorded keep the version they used (revision {revision})." |
*
* @param {Trainer_Sets_Delete_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_message = /** @type {((inputs: Trainer_Sets_Delete_MessageInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Delete_MessageInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_delete_message(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_delete_message(inputs)
	return __en.trainer_sets_delete_message(inputs)
});
/**
* | output |
* | --- |
* | "Delete the drill set" |
*
* @param {Trainer_Sets_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_title = /** @type {((inputs?: Trainer_Sets_Delete_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Delete_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_delete_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_delete_title(inputs)
	return __en.trainer_sets_delete_title(inputs)
});
/**
* | output |
* | --- |
* | "Deleted “{title}”. Past results keep the version they used." |
*
* @param {Trainer_Sets_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_deleted = /** @type {((inputs: Trainer_Sets_DeletedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_DeletedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_deleted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_deleted(inputs)
	return __en.trainer_sets_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Checking the drill set" |
*
* @param {Trainer_Sets_Doing_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_check = /** @type {((inputs?: Trainer_Sets_Doing_CheckInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_CheckInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_check(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_check(inputs)
	return __en.trainer_sets_doing_check(inputs)
});
/**
* | output |
* | --- |
* | "Deleting the drill set" |
*
* @param {Trainer_Sets_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_delete = /** @type {((inputs?: Trainer_Sets_Doing_DeleteInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_DeleteInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_delete(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_delete(inputs)
	return __en.trainer_sets_doing_delete(inputs)
});
/**
* | output |
* | --- |
* | "Duplicating the drill set" |
*
* @param {Trainer_Sets_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_duplicate = /** @type {((inputs?: Trainer_Sets_Doing_DuplicateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_DuplicateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_duplicate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_duplicate(inputs)
	return __en.trainer_sets_doing_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "Exporting the drill set" |
*
* @param {Trainer_Sets_Doing_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_export = /** @type {((inputs?: Trainer_Sets_Doing_ExportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_ExportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_export(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_export(inputs)
	return __en.trainer_sets_doing_export(inputs)
});
/**
* | output |
* | --- |
* | "{doing}: {message}" |
*
* @param {Trainer_Sets_Doing_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_failed = /** @type {((inputs: Trainer_Sets_Doing_FailedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_FailedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_failed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_failed(inputs)
	return __en.trainer_sets_doing_failed(inputs)
});
/**
* | output |
* | --- |
* | "Importing a drill set" |
*
* @param {Trainer_Sets_Doing_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_import = /** @type {((inputs?: Trainer_Sets_Doing_ImportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_ImportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_import(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_import(inputs)
	return __en.trainer_sets_doing_import(inputs)
});
/**
* | output |
* | --- |
* | "Opening the drill set" |
*
* @param {Trainer_Sets_Doing_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_open = /** @type {((inputs?: Trainer_Sets_Doing_OpenInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_OpenInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_open(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_open(inputs)
	return __en.trainer_sets_doing_open(inputs)
});
/**
* | output |
* | --- |
* | "Dealing a preview" |
*
* @param {Trainer_Sets_Doing_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_preview = /** @type {((inputs?: Trainer_Sets_Doing_PreviewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_PreviewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_preview(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_preview(inputs)
	return __en.trainer_sets_doing_preview(inputs)
});
/**
* | output |
* | --- |
* | "Reading the drill sets" |
*
* @param {Trainer_Sets_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read = /** @type {((inputs?: Trainer_Sets_Doing_ReadInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_ReadInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_read(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_read(inputs)
	return __en.trainer_sets_doing_read(inputs)
});
/**
* | output |
* | --- |
* | "Reading the house rules" |
*
* @param {Trainer_Sets_Doing_Read_HousesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read_houses = /** @type {((inputs?: Trainer_Sets_Doing_Read_HousesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_Read_HousesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_read_houses(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_read_houses(inputs)
	return __en.trainer_sets_doing_read_houses(inputs)
});
/**
* | output |
* | --- |
* | "Renaming the drill set" |
*
* @param {Trainer_Sets_Doing_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_rename = /** @type {((inputs?: Trainer_Sets_Doing_RenameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_RenameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_rename(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_rename(inputs)
	return __en.trainer_sets_doing_rename(inputs)
});
/**
* | output |
* | --- |
* | "Reading the training room" |
*
* @param {Trainer_Sets_Doing_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_room = /** @type {((inputs?: Trainer_Sets_Doing_RoomInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_RoomInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_room(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_room(inputs)
	return __en.trainer_sets_doing_room(inputs)
});
/**
* | output |
* | --- |
* | "Saving the drill set" |
*
* @param {Trainer_Sets_Doing_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_save = /** @type {((inputs?: Trainer_Sets_Doing_SaveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Doing_SaveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_doing_save(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_doing_save(inputs)
	return __en.trainer_sets_doing_save(inputs)
});
/**
* | output |
* | --- |
* | "Duplicated as “{title}”." |
*
* @param {Trainer_Sets_DuplicatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_duplicated = /** @type {((inputs: Trainer_Sets_DuplicatedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_DuplicatedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_duplicated(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_duplicated(inputs)
	return __en.trainer_sets_duplicated(inputs)
});
/**
* | output |
* | --- |
* | "Exported “{title}” to {path}." |
*
* @param {Trainer_Sets_ExportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_exported = /** @type {((inputs: Trainer_Sets_ExportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ExportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_exported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_exported(inputs)
	return __en.trainer_sets_exported(inputs)
});
/**
* | output |
* | --- |
* | "Import a file…" |
*
* @param {Trainer_Sets_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_import = /** @type {((inputs?: Trainer_Sets_ImportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ImportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_import(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_import(inputs)
	return __en.trainer_sets_import(inputs)
});
/**
* | output |
* | --- |
* | "Imported “{title}”." |
*
* @param {Trainer_Sets_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_imported = /** @type {((inputs: Trainer_Sets_ImportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ImportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_imported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_imported(inputs)
	return __en.trainer_sets_imported(inputs)
});
/**
* | output |
* | --- |
* | "Keep both (import as a copy)" |
*
* @param {Trainer_Sets_Keep_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keep_both = /** @type {((inputs?: Trainer_Sets_Keep_BothInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Keep_BothInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_keep_both(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_keep_both(inputs)
	return __en.trainer_sets_keep_both(inputs)
});
/**
* | output |
* | --- |
* | "On a set's title (" |
*
* @param {Trainer_Sets_Keys_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_on = /** @type {((inputs?: Trainer_Sets_Keys_OnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Keys_OnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_keys_on(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_keys_on(inputs)
	return __en.trainer_sets_keys_on(inputs)
});
/**
* | output |
* | --- |
* | "to it):" |
*
* @param {Trainer_Sets_Keys_Tab_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_tab_to = /** @type {((inputs?: Trainer_Sets_Keys_Tab_ToInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Keys_Tab_ToInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_keys_tab_to(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_keys_tab_to(inputs)
	return __en.trainer_sets_keys_tab_to(inputs)
});
/**
* | output |
* | --- |
* | "New set" |
*
* @param {Trainer_Sets_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new = /** @type {((inputs?: Trainer_Sets_NewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_NewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_new(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_new(inputs)
	return __en.trainer_sets_new(inputs)
});
/**
* | output |
* | --- |
* | "New title for “{title}”" |
*
* @param {Trainer_Sets_New_Title_ForInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new_title_for = /** @type {((inputs: Trainer_Sets_New_Title_ForInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_New_Title_ForInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_new_title_for(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_new_title_for(inputs)
	return __en.trainer_sets_new_title_for(inputs)
});
/**
* | output |
* | --- |
* | "builds one," |
*
* @param {Trainer_Sets_None_BuildsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_builds = /** @type {((inputs?: Trainer_Sets_None_BuildsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_None_BuildsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_none_builds(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_none_builds(inputs)
	return __en.trainer_sets_none_builds(inputs)
});
/**
* | output |
* | --- |
* | "on a set duplicates it." |
*
* @param {Trainer_Sets_None_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_duplicates = /** @type {((inputs?: Trainer_Sets_None_DuplicatesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_None_DuplicatesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_none_duplicates(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_none_duplicates(inputs)
	return __en.trainer_sets_none_duplicates(inputs)
});
/**
* | output |
* | --- |
* | "None yet:" |
*
* @param {Trainer_Sets_None_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_yet = /** @type {((inputs?: Trainer_Sets_None_YetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_None_YetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_none_yet(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_none_yet(inputs)
	return __en.trainer_sets_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "was not imported (nothing in the library changed):" |
*
* @param {Trainer_Sets_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_imported = /** @type {((inputs?: Trainer_Sets_Not_ImportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Not_ImportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_not_imported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_not_imported(inputs)
	return __en.trainer_sets_not_imported(inputs)
});
/**
* | output |
* | --- |
* | "Not yet in the training room" |
*
* @param {Trainer_Sets_Not_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_in_room = /** @type {((inputs?: Trainer_Sets_Not_In_RoomInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Not_In_RoomInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_not_in_room(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_not_in_room(inputs)
	return __en.trainer_sets_not_in_room(inputs)
});
/**
* | output |
* | --- |
* | "Not saved: fix the fields marked below." |
*
* @param {Trainer_Sets_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_saved = /** @type {((inputs?: Trainer_Sets_Not_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Not_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_not_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_not_saved(inputs)
	return __en.trainer_sets_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Your drill sets" |
*
* @param {Trainer_Sets_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_own = /** @type {((inputs?: Trainer_Sets_OwnInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_OwnInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_own(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_own(inputs)
	return __en.trainer_sets_own(inputs)
});
/**
* | output |
* | --- |
* | "Renamed to “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_RenamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_renamed = /** @type {((inputs: Trainer_Sets_RenamedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_RenamedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_renamed(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_renamed(inputs)
	return __en.trainer_sets_renamed(inputs)
});
/**
* | output |
* | --- |
* | "Replace it…" |
*
* @param {Trainer_Sets_ReplaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace = /** @type {((inputs?: Trainer_Sets_ReplaceInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ReplaceInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_replace(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_replace(inputs)
	return __en.trainer_sets_replace(inputs)
});
/**
* | output |
* | --- |
* | "Replace “{title}” with the set in {file}? Its revision goes up; results already recorded keep the version they used." |
*
* @param {Trainer_Sets_Replace_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_message = /** @type {((inputs: Trainer_Sets_Replace_MessageInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Replace_MessageInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_replace_message(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_replace_message(inputs)
	return __en.trainer_sets_replace_message(inputs)
});
/**
* | output |
* | --- |
* | "Replace the drill set" |
*
* @param {Trainer_Sets_Replace_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_title = /** @type {((inputs?: Trainer_Sets_Replace_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_Replace_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_replace_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_replace_title(inputs)
	return __en.trainer_sets_replace_title(inputs)
});
/**
* | output |
* | --- |
* | "Replaced “{title}” (now revision {revision})." |
*
* @param {Trainer_Sets_ReplacedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replaced = /** @type {((inputs: Trainer_Sets_ReplacedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_ReplacedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_replaced(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_replaced(inputs)
	return __en.trainer_sets_replaced(inputs)
});
/**
* | output |
* | --- |
* | "Revision {revision}" |
*
* @param {Trainer_Sets_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_revision = /** @type {((inputs: Trainer_Sets_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_revision(inputs)
	return __en.trainer_sets_revision(inputs)
});
/**
* | output |
* | --- |
* | "Saved “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_saved = /** @type {((inputs: Trainer_Sets_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_saved(inputs)
	return __en.trainer_sets_saved(inputs)
});
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Sets_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_title = /** @type {((inputs?: Trainer_Sets_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Sets_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_sets_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_sets_title(inputs)
	return __en.trainer_sets_title(inputs)
});
/**
* | output |
* | --- |
* | "The app chooses the items and keeps them from the candidate. Once started, trainer mode locks: hand over the keyboard." |
*
* @param {Trainer_Start_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_about = /** @type {((inputs?: Trainer_Start_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_about(inputs)
	return __en.trainer_start_about(inputs)
});
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Start_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_assessor = /** @type {((inputs?: Trainer_Start_AssessorInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_AssessorInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_assessor(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_assessor(inputs)
	return __en.trainer_start_assessor(inputs)
});
/**
* | output |
* | --- |
* | "Candidate's name" |
*
* @param {Trainer_Start_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_candidate = /** @type {((inputs?: Trainer_Start_CandidateInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_CandidateInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_candidate(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_candidate(inputs)
	return __en.trainer_start_candidate(inputs)
});
/**
* | output |
* | --- |
* | "Choose an assessment set…" |
*
* @param {Trainer_Start_Choose_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_choose_set = /** @type {((inputs?: Trainer_Start_Choose_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_Choose_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_choose_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_choose_set(inputs)
	return __en.trainer_start_choose_set(inputs)
});
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Trainer_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set = /** @type {((inputs?: Trainer_Start_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_set(inputs)
	return __en.trainer_start_set(inputs)
});
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Start_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set_items = /** @type {((inputs: Trainer_Start_Set_ItemsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_Set_ItemsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_set_items(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_set_items(inputs)
	return __en.trainer_start_set_items(inputs)
});
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Start_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_staff = /** @type {((inputs?: Trainer_Start_StaffInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_StaffInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_staff(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_staff(inputs)
	return __en.trainer_start_staff(inputs)
});
/**
* | output |
* | --- |
* | "Start the assessment" |
*
* @param {Trainer_Start_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_submit = /** @type {((inputs?: Trainer_Start_SubmitInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_SubmitInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_submit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_submit(inputs)
	return __en.trainer_start_submit(inputs)
});
/**
* | output |
* | --- |
* | "Start an assessment" |
*
* @param {Trainer_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_title = /** @type {((inputs?: Trainer_Start_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Start_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_start_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_start_title(inputs)
	return __en.trainer_start_title(inputs)
});
/**
* | output |
* | --- |
* | "An A passes its area and a fail fails it; the school sets what a B and a C mean. Each grade's criteria are shown to the assessor as they grade." |
*
* @param {Trainer_Std_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_about = /** @type {((inputs?: Trainer_Std_AboutInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_AboutInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_about(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_about(inputs)
	return __en.trainer_std_about(inputs)
});
/**
* | output |
* | --- |
* | "Add an area" |
*
* @param {Trainer_Std_Add_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_area = /** @type {((inputs?: Trainer_Std_Add_AreaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Add_AreaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_add_area(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_add_area(inputs)
	return __en.trainer_std_add_area(inputs)
});
/**
* | output |
* | --- |
* | "Add a red line" |
*
* @param {Trainer_Std_Add_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_red = /** @type {((inputs?: Trainer_Std_Add_RedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Add_RedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_add_red(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_add_red(inputs)
	return __en.trainer_std_add_red(inputs)
});
/**
* | output |
* | --- |
* | "Area {n} name" |
*
* @param {Trainer_Std_Area_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_area_name = /** @type {((inputs: Trainer_Std_Area_NameInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Area_NameInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_area_name(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_area_name(inputs)
	return __en.trainer_std_area_name(inputs)
});
/**
* | output |
* | --- |
* | "Fails" |
*
* @param {Trainer_Std_Col_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_fails = /** @type {((inputs?: Trainer_Std_Col_FailsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Col_FailsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_col_fails(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_col_fails(inputs)
	return __en.trainer_std_col_fails(inputs)
});
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Trainer_Std_Col_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_key = /** @type {((inputs?: Trainer_Std_Col_KeyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Col_KeyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_col_key(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_col_key(inputs)
	return __en.trainer_std_col_key(inputs)
});
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Trainer_Std_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_rule = /** @type {((inputs?: Trainer_Std_Col_RuleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Col_RuleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_col_rule(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_col_rule(inputs)
	return __en.trainer_std_col_rule(inputs)
});
/**
* | output |
* | --- |
* | "What the assessor saw" |
*
* @param {Trainer_Std_Col_SawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_saw = /** @type {((inputs?: Trainer_Std_Col_SawInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Col_SawInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_col_saw(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_col_saw(inputs)
	return __en.trainer_std_col_saw(inputs)
});
/**
* | output |
* | --- |
* | "{area}: criteria for {grade}" |
*
* @param {Trainer_Std_CriteriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_criteria = /** @type {((inputs: Trainer_Std_CriteriaInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_CriteriaInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_criteria(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_criteria(inputs)
	return __en.trainer_std_criteria(inputs)
});
/**
* | output |
* | --- |
* | "The built-in default (not saved yet): saving makes revision 1." |
*
* @param {Trainer_Std_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_default = /** @type {((inputs?: Trainer_Std_DefaultInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_DefaultInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_default(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_default(inputs)
	return __en.trainer_std_default(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Std_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_field_title = /** @type {((inputs?: Trainer_Std_Field_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Field_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_field_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_field_title(inputs)
	return __en.trainer_std_field_title(inputs)
});
/**
* | output |
* | --- |
* | "{area}: what a {grade} means" |
*
* @param {Trainer_Std_Grade_MeansInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_grade_means = /** @type {((inputs: Trainer_Std_Grade_MeansInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Grade_MeansInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_grade_means(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_grade_means(inputs)
	return __en.trainer_std_grade_means(inputs)
});
/**
* | output |
* | --- |
* | "Red line {n} fails" |
*
* @param {Trainer_Std_Red_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_fails = /** @type {((inputs: Trainer_Std_Red_FailsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Red_FailsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_red_fails(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_red_fails(inputs)
	return __en.trainer_std_red_fails(inputs)
});
/**
* | output |
* | --- |
* | "Red line {n} key" |
*
* @param {Trainer_Std_Red_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_key = /** @type {((inputs: Trainer_Std_Red_KeyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Red_KeyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_red_key(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_red_key(inputs)
	return __en.trainer_std_red_key(inputs)
});
/**
* | output |
* | --- |
* | "Red line {n}" |
*
* @param {Trainer_Std_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_line = /** @type {((inputs: Trainer_Std_Red_LineInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Red_LineInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_red_line(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_red_line(inputs)
	return __en.trainer_std_red_line(inputs)
});
/**
* | output |
* | --- |
* | "Red lines" |
*
* @param {Trainer_Std_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_lines = /** @type {((inputs?: Trainer_Std_Red_LinesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Red_LinesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_red_lines(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_red_lines(inputs)
	return __en.trainer_std_red_lines(inputs)
});
/**
* | output |
* | --- |
* | "Red line {n} rule" |
*
* @param {Trainer_Std_Red_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_rule = /** @type {((inputs: Trainer_Std_Red_RuleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Red_RuleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_red_rule(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_red_rule(inputs)
	return __en.trainer_std_red_rule(inputs)
});
/**
* | output |
* | --- |
* | "Remove red line {n}" |
*
* @param {Trainer_Std_Remove_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_remove_red = /** @type {((inputs: Trainer_Std_Remove_RedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_Remove_RedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_remove_red(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_remove_red(inputs)
	return __en.trainer_std_remove_red(inputs)
});
/**
* | output |
* | --- |
* | "Revision {revision}, saved {when}." |
*
* @param {Trainer_Std_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_revision = /** @type {((inputs: Trainer_Std_RevisionInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_RevisionInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_revision(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_revision(inputs)
	return __en.trainer_std_revision(inputs)
});
/**
* | output |
* | --- |
* | "Saved as revision {revision}. Grades given from now on use it." |
*
* @param {Trainer_Std_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_saved = /** @type {((inputs: Trainer_Std_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_saved(inputs)
	return __en.trainer_std_saved(inputs)
});
/**
* | output |
* | --- |
* | "the practical part" |
*
* @param {Trainer_Std_The_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_the_part = /** @type {((inputs?: Trainer_Std_The_PartInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_The_PartInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_the_part(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_the_part(inputs)
	return __en.trainer_std_the_part(inputs)
});
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Std_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_title = /** @type {((inputs?: Trainer_Std_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_title(inputs)
	return __en.trainer_std_title(inputs)
});
/**
* | output |
* | --- |
* | "Undo all changes" |
*
* @param {Trainer_Std_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_undo = /** @type {((inputs?: Trainer_Std_UndoInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Std_UndoInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_std_undo(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_std_undo(inputs)
	return __en.trainer_std_undo(inputs)
});
/**
* | output |
* | --- |
* | "Added {name}." |
*
* @param {Trainer_Ta_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_added = /** @type {((inputs: Trainer_Ta_AddedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_AddedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_added(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_added(inputs)
	return __en.trainer_ta_added(inputs)
});
/**
* | output |
* | --- |
* | "{name} is archived: hidden from the trainee picker, every result kept." |
*
* @param {Trainer_Ta_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_archived = /** @type {((inputs: Trainer_Ta_ArchivedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_ArchivedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_archived(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_archived(inputs)
	return __en.trainer_ta_archived(inputs)
});
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}." |
*
* @param {Trainer_Ta_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned = /** @type {((inputs: Trainer_Ta_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_assigned(inputs)
	return __en.trainer_ta_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}, due {due}." |
*
* @param {Trainer_Ta_Assigned_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned_due = /** @type {((inputs: Trainer_Ta_Assigned_DueInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_Assigned_DueInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_assigned_due(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_assigned_due(inputs)
	return __en.trainer_ta_assigned_due(inputs)
});
/**
* | output |
* | --- |
* | "Deleted {name}: {sessions} sessions, {answers} answers, {attempts} assessment attempts." |
*
* @param {Trainer_Ta_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_deleted = /** @type {((inputs: Trainer_Ta_DeletedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_DeletedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_deleted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_deleted(inputs)
	return __en.trainer_ta_deleted(inputs)
});
/**
* | output |
* | --- |
* | "Imported {what}." |
*
* @param {Trainer_Ta_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_imported = /** @type {((inputs: Trainer_Ta_ImportedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_ImportedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_imported(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_imported(inputs)
	return __en.trainer_ta_imported(inputs)
});
/**
* | output |
* | --- |
* | "Saved {name}." |
*
* @param {Trainer_Ta_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_saved = /** @type {((inputs: Trainer_Ta_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_saved(inputs)
	return __en.trainer_ta_saved(inputs)
});
/**
* | output |
* | --- |
* | "{name} is back in the trainee picker." |
*
* @param {Trainer_Ta_UnarchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unarchived = /** @type {((inputs: Trainer_Ta_UnarchivedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_UnarchivedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_unarchived(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_unarchived(inputs)
	return __en.trainer_ta_unarchived(inputs)
});
/**
* | output |
* | --- |
* | "Unassigned “{title}”." |
*
* @param {Trainer_Ta_UnassignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unassigned = /** @type {((inputs: Trainer_Ta_UnassignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Ta_UnassignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_ta_unassigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_ta_unassigned(inputs)
	return __en.trainer_ta_unassigned(inputs)
});
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Tab_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_assessments = /** @type {((inputs?: Trainer_Tab_AssessmentsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_AssessmentsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_assessments(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_assessments(inputs)
	return __en.trainer_tab_assessments(inputs)
});
/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Trainer_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_audit = /** @type {((inputs?: Trainer_Tab_AuditInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_AuditInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_audit(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_audit(inputs)
	return __en.trainer_tab_audit(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Trainer_Tab_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_dashboard = /** @type {((inputs?: Trainer_Tab_DashboardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_DashboardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_dashboard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_dashboard(inputs)
	return __en.trainer_tab_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Tab_ProfilesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_profiles = /** @type {((inputs?: Trainer_Tab_ProfilesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_ProfilesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_profiles(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_profiles(inputs)
	return __en.trainer_tab_profiles(inputs)
});
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Tab_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_room = /** @type {((inputs?: Trainer_Tab_RoomInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_RoomInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_room(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_room(inputs)
	return __en.trainer_tab_room(inputs)
});
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Tab_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_sets = /** @type {((inputs?: Trainer_Tab_SetsInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_SetsInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_sets(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_sets(inputs)
	return __en.trainer_tab_sets(inputs)
});
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Tab_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_standard = /** @type {((inputs?: Trainer_Tab_StandardInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_StandardInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_standard(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_standard(inputs)
	return __en.trainer_tab_standard(inputs)
});
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Tab_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_trainees = /** @type {((inputs?: Trainer_Tab_TraineesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tab_TraineesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tab_trainees(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tab_trainees(inputs)
	return __en.trainer_tab_trainees(inputs)
});
/**
* | output |
* | --- |
* | "Trainer workspace" |
*
* @param {Trainer_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tabs_label = /** @type {((inputs?: Trainer_Tabs_LabelInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Tabs_LabelInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tabs_label(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tabs_label(inputs)
	return __en.trainer_tabs_label(inputs)
});
/**
* | output |
* | --- |
* | "Tampered" |
*
* @param {Trainer_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tampered = /** @type {((inputs?: Trainer_TamperedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_TamperedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_tampered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_tampered(inputs)
	return __en.trainer_tampered(inputs)
});
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Trainer_Trainees_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_add = /** @type {((inputs?: Trainer_Trainees_AddInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_AddInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_add(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_add(inputs)
	return __en.trainer_trainees_add(inputs)
});
/**
* | output |
* | --- |
* | "added {day}" |
*
* @param {Trainer_Trainees_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_added = /** @type {((inputs: Trainer_Trainees_AddedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_AddedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_added(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_added(inputs)
	return __en.trainer_trainees_added(inputs)
});
/**
* | output |
* | --- |
* | "Assigned work" |
*
* @param {Trainer_Trainees_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_assigned = /** @type {((inputs?: Trainer_Trainees_AssignedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_AssignedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_assigned(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_assigned(inputs)
	return __en.trainer_trainees_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Trainer_Trainees_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_edit_title = /** @type {((inputs: Trainer_Trainees_Edit_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_Edit_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_edit_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_edit_title(inputs)
	return __en.trainer_trainees_edit_title(inputs)
});
/**
* | output |
* | --- |
* | "Import a staff list (CSV)…" |
*
* @param {Trainer_Trainees_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_import = /** @type {((inputs?: Trainer_Trainees_ImportInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_ImportInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_import(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_import(inputs)
	return __en.trainer_trainees_import(inputs)
});
/**
* | output |
* | --- |
* | "Select a trainee, or add one (" |
*
* @param {Trainer_Trainees_Select_Or_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_select_or_add = /** @type {((inputs?: Trainer_Trainees_Select_Or_AddInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_Select_Or_AddInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_select_or_add(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_select_or_add(inputs)
	return __en.trainer_trainees_select_or_add(inputs)
});
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Trainees_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_many = /** @type {((inputs: Trainer_Trainees_Sessions_ManyInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_Sessions_ManyInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_sessions_many(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_sessions_many(inputs)
	return __en.trainer_trainees_sessions_many(inputs)
});
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Trainees_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_one = /** @type {((inputs: Trainer_Trainees_Sessions_OneInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_Sessions_OneInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_sessions_one(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_sessions_one(inputs)
	return __en.trainer_trainees_sessions_one(inputs)
});
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Trainer_Trainees_Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_show_archived = /** @type {((inputs?: Trainer_Trainees_Show_ArchivedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_Show_ArchivedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_show_archived(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_show_archived(inputs)
	return __en.trainer_trainees_show_archived(inputs)
});
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Trainees_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_title = /** @type {((inputs?: Trainer_Trainees_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Trainees_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_trainees_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_trainees_title(inputs)
	return __en.trainer_trainees_title(inputs)
});
/**
* | output |
* | --- |
* | "Unarchive" |
*
* @param {Trainer_UnarchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unarchive = /** @type {((inputs?: Trainer_UnarchiveInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_UnarchiveInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_unarchive(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_unarchive(inputs)
	return __en.trainer_unarchive(inputs)
});
/**
* | output |
* | --- |
* | "Unassign" |
*
* @param {Trainer_UnassignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unassign = /** @type {((inputs?: Trainer_UnassignInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_UnassignInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_unassign(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_unassign(inputs)
	return __en.trainer_unassign(inputs)
});
/**
* | output |
* | --- |
* | "Unsaved changes." |
*
* @param {Trainer_UnsavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved = /** @type {((inputs?: Trainer_UnsavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_UnsavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_unsaved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_unsaved(inputs)
	return __en.trainer_unsaved(inputs)
});
/**
* | output |
* | --- |
* | "Unsaved changes" |
*
* @param {Trainer_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved_title = /** @type {((inputs?: Trainer_Unsaved_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Unsaved_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_unsaved_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_unsaved_title(inputs)
	return __en.trainer_unsaved_title(inputs)
});
/**
* | output |
* | --- |
* | "Drop a report PDF or JSON here, or press Enter to choose one" |
*
* @param {Trainer_Verify_DropInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_drop = /** @type {((inputs?: Trainer_Verify_DropInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_DropInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_drop(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_drop(inputs)
	return __en.trainer_verify_drop(inputs)
});
/**
* | output |
* | --- |
* | "Signer {fingerprint}" |
*
* @param {Trainer_Verify_SignerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_signer = /** @type {((inputs: Trainer_Verify_SignerInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_SignerInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_signer(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_signer(inputs)
	return __en.trainer_verify_signer(inputs)
});
/**
* | output |
* | --- |
* | "{candidate} ({staff}) · {set} · result {result} · ID {id}" |
*
* @param {Trainer_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_subject = /** @type {((inputs: Trainer_Verify_SubjectInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_SubjectInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_subject(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_subject(inputs)
	return __en.trainer_verify_subject(inputs)
});
/**
* | output |
* | --- |
* | "TAMPERED: changed after it was signed" |
*
* @param {Trainer_Verify_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_tampered = /** @type {((inputs?: Trainer_Verify_TamperedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_TamperedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_tampered(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_tampered(inputs)
	return __en.trainer_verify_tampered(inputs)
});
/**
* | output |
* | --- |
* | "Verify a report" |
*
* @param {Trainer_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_title = /** @type {((inputs?: Trainer_Verify_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_title(inputs)
	return __en.trainer_verify_title(inputs)
});
/**
* | output |
* | --- |
* | "Intact and signed by a trusted key" |
*
* @param {Trainer_Verify_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_trusted = /** @type {((inputs?: Trainer_Verify_TrustedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_TrustedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_trusted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_trusted(inputs)
	return __en.trainer_verify_trusted(inputs)
});
/**
* | output |
* | --- |
* | "Not a readable report" |
*
* @param {Trainer_Verify_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_unreadable = /** @type {((inputs?: Trainer_Verify_UnreadableInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_UnreadableInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_unreadable(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_unreadable(inputs)
	return __en.trainer_verify_unreadable(inputs)
});
/**
* | output |
* | --- |
* | "Intact, but the signer is not trusted here" |
*
* @param {Trainer_Verify_UntrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_untrusted = /** @type {((inputs?: Trainer_Verify_UntrustedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Verify_UntrustedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_verify_untrusted(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_verify_untrusted(inputs)
	return __en.trainer_verify_untrusted(inputs)
});
/**
* | output |
* | --- |
* | "View" |
*
* @param {Trainer_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_view = /** @type {((inputs?: Trainer_ViewInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_ViewInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_view(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_view(inputs)
	return __en.trainer_view(inputs)
});
/**
* | output |
* | --- |
* | "assignment" |
*
* @param {Trainer_What_AssignmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_assignment = /** @type {((inputs?: Trainer_What_AssignmentInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_What_AssignmentInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_what_assignment(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_what_assignment(inputs)
	return __en.trainer_what_assignment(inputs)
});
/**
* | output |
* | --- |
* | "house rules" |
*
* @param {Trainer_What_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_house_rules = /** @type {((inputs?: Trainer_What_House_RulesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_What_House_RulesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_what_house_rules(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_what_house_rules(inputs)
	return __en.trainer_what_house_rules(inputs)
});
/**
* | output |
* | --- |
* | "set" |
*
* @param {Trainer_What_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_set = /** @type {((inputs?: Trainer_What_SetInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_What_SetInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_what_set(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_what_set(inputs)
	return __en.trainer_what_set(inputs)
});
/**
* | output |
* | --- |
* | "IRI base" |
*
* @param {Trainer_Xapi_FieldInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_field = /** @type {((inputs?: Trainer_Xapi_FieldInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Xapi_FieldInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_xapi_field(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_xapi_field(inputs)
	return __en.trainer_xapi_field(inputs)
});
/**
* | output |
* | --- |
* | "Not set: exports use the placeholder {base}, which resolves nowhere. Give your school's own address before sending statements to a learning record store." |
*
* @param {Trainer_Xapi_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_placeholder = /** @type {((inputs: Trainer_Xapi_PlaceholderInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Xapi_PlaceholderInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_xapi_placeholder(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_xapi_placeholder(inputs)
	return __en.trainer_xapi_placeholder(inputs)
});
/**
* | output |
* | --- |
* | "xAPI statements are exported under {base}." |
*
* @param {Trainer_Xapi_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_saved = /** @type {((inputs: Trainer_Xapi_SavedInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Xapi_SavedInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_xapi_saved(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_xapi_saved(inputs)
	return __en.trainer_xapi_saved(inputs)
});
/**
* | output |
* | --- |
* | "xAPI IRI base" |
*
* @param {Trainer_Xapi_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_title = /** @type {((inputs?: Trainer_Xapi_TitleInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_Xapi_TitleInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_xapi_title(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_xapi_title(inputs)
	return __en.trainer_xapi_title(inputs)
});
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Trainer_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_yes = /** @type {((inputs?: Trainer_YesInputs, options?: { locale?: "en" | "zh-Hant" | "zh-Hans" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Trainer_YesInputs, { locale?: "en" | "zh-Hant" | "zh-Hans" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "zh-Hant") return __zh_hant1.trainer_yes(inputs)
	if (locale === "zh-Hans") return __zh_hans1.trainer_yes(inputs)
	return __en.trainer_yes(inputs)
});