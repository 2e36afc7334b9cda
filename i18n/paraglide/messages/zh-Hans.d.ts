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
export const csv_accuracy: (inputs: Csv_AccuracyInputs) => LocalizedString;
export const csv_answer_given: (inputs: Csv_Answer_GivenInputs) => LocalizedString;
export const csv_answered_at: (inputs: Csv_Answered_AtInputs) => LocalizedString;
export const csv_attempt_id: (inputs: Csv_Attempt_IdInputs) => LocalizedString;
export const csv_audit_at: (inputs: Csv_Audit_AtInputs) => LocalizedString;
export const csv_audit_detail: (inputs: Csv_Audit_DetailInputs) => LocalizedString;
export const csv_audit_event: (inputs: Csv_Audit_EventInputs) => LocalizedString;
export const csv_audit_hash: (inputs: Csv_Audit_HashInputs) => LocalizedString;
export const csv_audit_prev_hash: (inputs: Csv_Audit_Prev_HashInputs) => LocalizedString;
export const csv_audit_seq: (inputs: Csv_Audit_SeqInputs) => LocalizedString;
export const csv_candidate: (inputs: Csv_CandidateInputs) => LocalizedString;
export const csv_cards: (inputs: Csv_CardsInputs) => LocalizedString;
export const csv_cases: (inputs: Csv_CasesInputs) => LocalizedString;
export const csv_correct_answer: (inputs: Csv_Correct_AnswerInputs) => LocalizedString;
export const csv_credit: (inputs: Csv_CreditInputs) => LocalizedString;
export const csv_ended: (inputs: Csv_EndedInputs) => LocalizedString;
export const csv_finished: (inputs: Csv_FinishedInputs) => LocalizedString;
export const csv_item: (inputs: Csv_ItemInputs) => LocalizedString;
export const csv_item_id: (inputs: Csv_Item_IdInputs) => LocalizedString;
export const csv_order: (inputs: Csv_OrderInputs) => LocalizedString;
export const csv_passed: (inputs: Csv_PassedInputs) => LocalizedString;
export const csv_practice_or_assessment: (inputs: Csv_Practice_Or_AssessmentInputs) => LocalizedString;
export const csv_question: (inputs: Csv_QuestionInputs) => LocalizedString;
export const csv_red_line: (inputs: Csv_Red_LineInputs) => LocalizedString;
export const csv_red_line_failures: (inputs: Csv_Red_Line_FailuresInputs) => LocalizedString;
export const csv_response_data: (inputs: Csv_Response_DataInputs) => LocalizedString;
export const csv_result: (inputs: Csv_ResultInputs) => LocalizedString;
export const csv_rule: (inputs: Csv_RuleInputs) => LocalizedString;
export const csv_seed: (inputs: Csv_SeedInputs) => LocalizedString;
export const csv_seeding: (inputs: Csv_SeedingInputs) => LocalizedString;
export const csv_session_id: (inputs: Csv_Session_IdInputs) => LocalizedString;
export const csv_set: (inputs: Csv_SetInputs) => LocalizedString;
export const csv_set_id: (inputs: Csv_Set_IdInputs) => LocalizedString;
export const csv_set_name: (inputs: Csv_Set_NameInputs) => LocalizedString;
export const csv_set_version: (inputs: Csv_Set_VersionInputs) => LocalizedString;
export const csv_sitting_id: (inputs: Csv_Sitting_IdInputs) => LocalizedString;
export const csv_skill: (inputs: Csv_SkillInputs) => LocalizedString;
export const csv_staff_number: (inputs: Csv_Staff_NumberInputs) => LocalizedString;
export const csv_started: (inputs: Csv_StartedInputs) => LocalizedString;
export const csv_station: (inputs: Csv_StationInputs) => LocalizedString;
export const csv_step: (inputs: Csv_StepInputs) => LocalizedString;
export const csv_time_allowed: (inputs: Csv_Time_AllowedInputs) => LocalizedString;
export const csv_time_taken: (inputs: Csv_Time_TakenInputs) => LocalizedString;
export const csv_trainee: (inputs: Csv_TraineeInputs) => LocalizedString;
export const csv_trainee_id: (inputs: Csv_Trainee_IdInputs) => LocalizedString;
export const csv_what_was_wrong: (inputs: Csv_What_Was_WrongInputs) => LocalizedString;
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
export const pdf_assessor: (inputs: Pdf_AssessorInputs) => LocalizedString;
export const pdf_assessor_is: (inputs: Pdf_Assessor_IsInputs) => LocalizedString;
export const pdf_attempt: (inputs: Pdf_AttemptInputs) => LocalizedString;
export const pdf_attempt_left: (inputs: Pdf_Attempt_LeftInputs) => LocalizedString;
export const pdf_attempt_of: (inputs: Pdf_Attempt_OfInputs) => LocalizedString;
export const pdf_candidate: (inputs: Pdf_CandidateInputs) => LocalizedString;
export const pdf_col_accuracy: (inputs: Pdf_Col_AccuracyInputs) => LocalizedString;
export const pdf_col_answer: (inputs: Pdf_Col_AnswerInputs) => LocalizedString;
export const pdf_col_answered: (inputs: Pdf_Col_AnsweredInputs) => LocalizedString;
export const pdf_col_area: (inputs: Pdf_Col_AreaInputs) => LocalizedString;
export const pdf_col_cards: (inputs: Pdf_Col_CardsInputs) => LocalizedString;
export const pdf_col_correct_answer: (inputs: Pdf_Col_Correct_AnswerInputs) => LocalizedString;
export const pdf_col_grade: (inputs: Pdf_Col_GradeInputs) => LocalizedString;
export const pdf_col_median: (inputs: Pdf_Col_MedianInputs) => LocalizedString;
export const pdf_col_outcome: (inputs: Pdf_Col_OutcomeInputs) => LocalizedString;
export const pdf_col_pass_mark: (inputs: Pdf_Col_Pass_MarkInputs) => LocalizedString;
export const pdf_col_result: (inputs: Pdf_Col_ResultInputs) => LocalizedString;
export const pdf_col_result_time: (inputs: Pdf_Col_Result_TimeInputs) => LocalizedString;
export const pdf_col_right: (inputs: Pdf_Col_RightInputs) => LocalizedString;
export const pdf_col_skill: (inputs: Pdf_Col_SkillInputs) => LocalizedString;
export const pdf_comment: (inputs: Pdf_CommentInputs) => LocalizedString;
export const pdf_countersigned: (inputs: Pdf_CountersignedInputs) => LocalizedString;
export const pdf_date: (inputs: Pdf_DateInputs) => LocalizedString;
export const pdf_date_started: (inputs: Pdf_Date_StartedInputs) => LocalizedString;
export const pdf_date_started_ended: (inputs: Pdf_Date_Started_EndedInputs) => LocalizedString;
export const pdf_duration: (inputs: Pdf_DurationInputs) => LocalizedString;
export const pdf_every_response: (inputs: Pdf_Every_ResponseInputs) => LocalizedString;
export const pdf_footer: (inputs: Pdf_FooterInputs) => LocalizedString;
export const pdf_grade_fail: (inputs: Pdf_Grade_FailInputs) => LocalizedString;
export const pdf_graded_by: (inputs: Pdf_Graded_ByInputs) => LocalizedString;
export const pdf_graded_by_against: (inputs: Pdf_Graded_By_AgainstInputs) => LocalizedString;
export const pdf_house: (inputs: Pdf_HouseInputs) => LocalizedString;
export const pdf_knowledge: (inputs: Pdf_KnowledgeInputs) => LocalizedString;
export const pdf_knowledge_failed: (inputs: Pdf_Knowledge_FailedInputs) => LocalizedString;
export const pdf_knowledge_passed: (inputs: Pdf_Knowledge_PassedInputs) => LocalizedString;
export const pdf_line_red_line: (inputs: Pdf_Line_Red_LineInputs) => LocalizedString;
export const pdf_line_right: (inputs: Pdf_Line_RightInputs) => LocalizedString;
export const pdf_line_timed_out: (inputs: Pdf_Line_Timed_OutInputs) => LocalizedString;
export const pdf_line_wrong: (inputs: Pdf_Line_WrongInputs) => LocalizedString;
export const pdf_list_separator: (inputs: Pdf_List_SeparatorInputs) => LocalizedString;
export const pdf_meta_subject: (inputs: Pdf_Meta_SubjectInputs) => LocalizedString;
export const pdf_meta_title: (inputs: Pdf_Meta_TitleInputs) => LocalizedString;
export const pdf_minutes_seconds: (inputs: Pdf_Minutes_SecondsInputs) => LocalizedString;
export const pdf_name_note: (inputs: Pdf_Name_NoteInputs) => LocalizedString;
export const pdf_no_answer: (inputs: Pdf_No_AnswerInputs) => LocalizedString;
export const pdf_no_red_line_error: (inputs: Pdf_No_Red_Line_ErrorInputs) => LocalizedString;
export const pdf_no_red_observed: (inputs: Pdf_No_Red_ObservedInputs) => LocalizedString;
export const pdf_none: (inputs: Pdf_NoneInputs) => LocalizedString;
export const pdf_not_countersigned: (inputs: Pdf_Not_CountersignedInputs) => LocalizedString;
export const pdf_outcome_fail: (inputs: Pdf_Outcome_FailInputs) => LocalizedString;
export const pdf_outcome_pass: (inputs: Pdf_Outcome_PassInputs) => LocalizedString;
export const pdf_outcome_retake: (inputs: Pdf_Outcome_RetakeInputs) => LocalizedString;
export const pdf_overall: (inputs: Pdf_OverallInputs) => LocalizedString;
export const pdf_practical: (inputs: Pdf_PracticalInputs) => LocalizedString;
export const pdf_practical_failed: (inputs: Pdf_Practical_FailedInputs) => LocalizedString;
export const pdf_practical_none: (inputs: Pdf_Practical_NoneInputs) => LocalizedString;
export const pdf_practical_not_graded: (inputs: Pdf_Practical_Not_GradedInputs) => LocalizedString;
export const pdf_practical_passed: (inputs: Pdf_Practical_PassedInputs) => LocalizedString;
export const pdf_practical_retake: (inputs: Pdf_Practical_RetakeInputs) => LocalizedString;
export const pdf_red_drawing_error: (inputs: Pdf_Red_Drawing_ErrorInputs) => LocalizedString;
export const pdf_red_irregularity: (inputs: Pdf_Red_IrregularityInputs) => LocalizedString;
export const pdf_red_line_at: (inputs: Pdf_Red_Line_AtInputs) => LocalizedString;
export const pdf_red_lines_for_set: (inputs: Pdf_Red_Lines_For_SetInputs) => LocalizedString;
export const pdf_red_observed: (inputs: Pdf_Red_ObservedInputs) => LocalizedString;
export const pdf_red_observed_area: (inputs: Pdf_Red_Observed_AreaInputs) => LocalizedString;
export const pdf_red_observed_practical: (inputs: Pdf_Red_Observed_PracticalInputs) => LocalizedString;
export const pdf_red_paying_losing_bet: (inputs: Pdf_Red_Paying_Losing_BetInputs) => LocalizedString;
export const pdf_red_taking_winning_bet: (inputs: Pdf_Red_Taking_Winning_BetInputs) => LocalizedString;
export const pdf_result: (inputs: Pdf_ResultInputs) => LocalizedString;
export const pdf_result_fail: (inputs: Pdf_Result_FailInputs) => LocalizedString;
export const pdf_result_in_progress: (inputs: Pdf_Result_In_ProgressInputs) => LocalizedString;
export const pdf_result_pass: (inputs: Pdf_Result_PassInputs) => LocalizedString;
export const pdf_result_pending: (inputs: Pdf_Result_PendingInputs) => LocalizedString;
export const pdf_result_time: (inputs: Pdf_Result_TimeInputs) => LocalizedString;
export const pdf_seal: (inputs: Pdf_SealInputs) => LocalizedString;
export const pdf_seconds: (inputs: Pdf_SecondsInputs) => LocalizedString;
export const pdf_set: (inputs: Pdf_SetInputs) => LocalizedString;
export const pdf_set_revision: (inputs: Pdf_Set_RevisionInputs) => LocalizedString;
export const pdf_sign_assessor: (inputs: Pdf_Sign_AssessorInputs) => LocalizedString;
export const pdf_sign_candidate: (inputs: Pdf_Sign_CandidateInputs) => LocalizedString;
export const pdf_sign_date: (inputs: Pdf_Sign_DateInputs) => LocalizedString;
export const pdf_sign_manager: (inputs: Pdf_Sign_ManagerInputs) => LocalizedString;
export const pdf_signatures: (inputs: Pdf_SignaturesInputs) => LocalizedString;
export const pdf_sitting_id: (inputs: Pdf_Sitting_IdInputs) => LocalizedString;
export const pdf_skill_fail: (inputs: Pdf_Skill_FailInputs) => LocalizedString;
export const pdf_skill_pass: (inputs: Pdf_Skill_PassInputs) => LocalizedString;
export const pdf_staff_number: (inputs: Pdf_Staff_NumberInputs) => LocalizedString;
export const pdf_standard_default: (inputs: Pdf_Standard_DefaultInputs) => LocalizedString;
export const pdf_standard_revision: (inputs: Pdf_Standard_RevisionInputs) => LocalizedString;
export const pdf_status: (inputs: Pdf_StatusInputs) => LocalizedString;
export const pdf_status_abandoned: (inputs: Pdf_Status_AbandonedInputs) => LocalizedString;
export const pdf_status_closed: (inputs: Pdf_Status_ClosedInputs) => LocalizedString;
export const pdf_status_finished: (inputs: Pdf_Status_FinishedInputs) => LocalizedString;
export const pdf_status_running: (inputs: Pdf_Status_RunningInputs) => LocalizedString;
export const pdf_title: (inputs: Pdf_TitleInputs) => LocalizedString;
export const pdf_verification: (inputs: Pdf_VerificationInputs) => LocalizedString;
export const pdf_verify_english: (inputs: Pdf_Verify_EnglishInputs) => LocalizedString;
export const pdf_verify_paragraph: (inputs: Pdf_Verify_ParagraphInputs) => LocalizedString;
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
export type Csv_AccuracyInputs = {};
export type Csv_Answer_GivenInputs = {};
export type Csv_Answered_AtInputs = {};
export type Csv_Attempt_IdInputs = {};
export type Csv_Audit_AtInputs = {};
export type Csv_Audit_DetailInputs = {};
export type Csv_Audit_EventInputs = {};
export type Csv_Audit_HashInputs = {};
export type Csv_Audit_Prev_HashInputs = {};
export type Csv_Audit_SeqInputs = {};
export type Csv_CandidateInputs = {};
export type Csv_CardsInputs = {};
export type Csv_CasesInputs = {};
export type Csv_Correct_AnswerInputs = {};
export type Csv_CreditInputs = {};
export type Csv_EndedInputs = {};
export type Csv_FinishedInputs = {};
export type Csv_ItemInputs = {};
export type Csv_Item_IdInputs = {};
export type Csv_OrderInputs = {};
export type Csv_PassedInputs = {};
export type Csv_Practice_Or_AssessmentInputs = {};
export type Csv_QuestionInputs = {};
export type Csv_Red_LineInputs = {};
export type Csv_Red_Line_FailuresInputs = {};
export type Csv_Response_DataInputs = {};
export type Csv_ResultInputs = {};
export type Csv_RuleInputs = {};
export type Csv_SeedInputs = {};
export type Csv_SeedingInputs = {};
export type Csv_Session_IdInputs = {};
export type Csv_SetInputs = {};
export type Csv_Set_IdInputs = {};
export type Csv_Set_NameInputs = {};
export type Csv_Set_VersionInputs = {};
export type Csv_Sitting_IdInputs = {};
export type Csv_SkillInputs = {};
export type Csv_Staff_NumberInputs = {};
export type Csv_StartedInputs = {};
export type Csv_StationInputs = {};
export type Csv_StepInputs = {};
export type Csv_Time_AllowedInputs = {};
export type Csv_Time_TakenInputs = {};
export type Csv_TraineeInputs = {};
export type Csv_Trainee_IdInputs = {};
export type Csv_What_Was_WrongInputs = {};
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
export type Pdf_AssessorInputs = {};
export type Pdf_Assessor_IsInputs = {
    name: NonNullable<unknown>;
};
export type Pdf_AttemptInputs = {};
export type Pdf_Attempt_LeftInputs = {
    number: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
    times: NonNullable<unknown>;
};
export type Pdf_Attempt_OfInputs = {
    number: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Pdf_CandidateInputs = {};
export type Pdf_Col_AccuracyInputs = {};
export type Pdf_Col_AnswerInputs = {};
export type Pdf_Col_AnsweredInputs = {};
export type Pdf_Col_AreaInputs = {};
export type Pdf_Col_CardsInputs = {};
export type Pdf_Col_Correct_AnswerInputs = {};
export type Pdf_Col_GradeInputs = {};
export type Pdf_Col_MedianInputs = {};
export type Pdf_Col_OutcomeInputs = {};
export type Pdf_Col_Pass_MarkInputs = {};
export type Pdf_Col_ResultInputs = {};
export type Pdf_Col_Result_TimeInputs = {};
export type Pdf_Col_RightInputs = {};
export type Pdf_Col_SkillInputs = {};
export type Pdf_CommentInputs = {
    comment: NonNullable<unknown>;
};
export type Pdf_CountersignedInputs = {
    name: NonNullable<unknown>;
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Pdf_DateInputs = {};
export type Pdf_Date_StartedInputs = {
    day: NonNullable<unknown>;
    start: NonNullable<unknown>;
};
export type Pdf_Date_Started_EndedInputs = {
    day: NonNullable<unknown>;
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Pdf_DurationInputs = {};
export type Pdf_Every_ResponseInputs = {};
export type Pdf_FooterInputs = {
    name: NonNullable<unknown>;
    id: NonNullable<unknown>;
    page: NonNullable<unknown>;
    pages: NonNullable<unknown>;
};
export type Pdf_Grade_FailInputs = {};
export type Pdf_Graded_ByInputs = {
    assessor: NonNullable<unknown>;
    day: NonNullable<unknown>;
    grades: NonNullable<unknown>;
};
export type Pdf_Graded_By_AgainstInputs = {
    assessor: NonNullable<unknown>;
    day: NonNullable<unknown>;
    standard: NonNullable<unknown>;
    grades: NonNullable<unknown>;
};
export type Pdf_HouseInputs = {};
export type Pdf_KnowledgeInputs = {};
export type Pdf_Knowledge_FailedInputs = {};
export type Pdf_Knowledge_PassedInputs = {};
export type Pdf_Line_Red_LineInputs = {};
export type Pdf_Line_RightInputs = {};
export type Pdf_Line_Timed_OutInputs = {};
export type Pdf_Line_WrongInputs = {};
export type Pdf_List_SeparatorInputs = {};
export type Pdf_Meta_SubjectInputs = {
    id: NonNullable<unknown>;
};
export type Pdf_Meta_TitleInputs = {
    name: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Pdf_Minutes_SecondsInputs = {
    minutes: NonNullable<unknown>;
    seconds: NonNullable<unknown>;
};
export type Pdf_Name_NoteInputs = {
    count: NonNullable<unknown>;
    mark: NonNullable<unknown>;
};
export type Pdf_No_AnswerInputs = {};
export type Pdf_No_Red_Line_ErrorInputs = {};
export type Pdf_No_Red_ObservedInputs = {};
export type Pdf_NoneInputs = {};
export type Pdf_Not_CountersignedInputs = {};
export type Pdf_Outcome_FailInputs = {};
export type Pdf_Outcome_PassInputs = {};
export type Pdf_Outcome_RetakeInputs = {};
export type Pdf_OverallInputs = {
    correct: NonNullable<unknown>;
    items: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    passMark: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    timedOut: NonNullable<unknown>;
};
export type Pdf_PracticalInputs = {};
export type Pdf_Practical_FailedInputs = {};
export type Pdf_Practical_NoneInputs = {};
export type Pdf_Practical_Not_GradedInputs = {
    areas: NonNullable<unknown>;
};
export type Pdf_Practical_PassedInputs = {};
export type Pdf_Practical_RetakeInputs = {};
export type Pdf_Red_Drawing_ErrorInputs = {};
export type Pdf_Red_IrregularityInputs = {};
export type Pdf_Red_Line_AtInputs = {
    item: NonNullable<unknown>;
    seq: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Pdf_Red_Lines_For_SetInputs = {
    list: NonNullable<unknown>;
};
export type Pdf_Red_ObservedInputs = {
    label: NonNullable<unknown>;
};
export type Pdf_Red_Observed_AreaInputs = {
    label: NonNullable<unknown>;
    area: NonNullable<unknown>;
};
export type Pdf_Red_Observed_PracticalInputs = {
    label: NonNullable<unknown>;
};
export type Pdf_Red_Paying_Losing_BetInputs = {};
export type Pdf_Red_Taking_Winning_BetInputs = {};
export type Pdf_ResultInputs = {
    result: NonNullable<unknown>;
};
export type Pdf_Result_FailInputs = {};
export type Pdf_Result_In_ProgressInputs = {};
export type Pdf_Result_PassInputs = {};
export type Pdf_Result_PendingInputs = {};
export type Pdf_Result_TimeInputs = {
    result: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Pdf_SealInputs = {};
export type Pdf_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Pdf_SetInputs = {};
export type Pdf_Set_RevisionInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Pdf_Sign_AssessorInputs = {};
export type Pdf_Sign_CandidateInputs = {};
export type Pdf_Sign_DateInputs = {};
export type Pdf_Sign_ManagerInputs = {};
export type Pdf_SignaturesInputs = {};
export type Pdf_Sitting_IdInputs = {};
export type Pdf_Skill_FailInputs = {};
export type Pdf_Skill_PassInputs = {};
export type Pdf_Staff_NumberInputs = {};
export type Pdf_Standard_DefaultInputs = {
    title: NonNullable<unknown>;
};
export type Pdf_Standard_RevisionInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Pdf_StatusInputs = {};
export type Pdf_Status_AbandonedInputs = {};
export type Pdf_Status_ClosedInputs = {};
export type Pdf_Status_FinishedInputs = {};
export type Pdf_Status_RunningInputs = {};
export type Pdf_TitleInputs = {};
export type Pdf_VerificationInputs = {};
export type Pdf_Verify_EnglishInputs = {};
export type Pdf_Verify_ParagraphInputs = {
    id: NonNullable<unknown>;
    fingerprint: NonNullable<unknown>;
    keyFile: NonNullable<unknown>;
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
