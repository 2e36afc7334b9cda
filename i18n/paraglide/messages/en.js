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

export const csv_accuracy = /** @type {(inputs: Csv_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const csv_answer_given = /** @type {(inputs: Csv_Answer_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer given`)
};

export const csv_answered_at = /** @type {(inputs: Csv_Answered_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered at`)
};

export const csv_attempt_id = /** @type {(inputs: Csv_Attempt_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempt id`)
};

export const csv_audit_at = /** @type {(inputs: Csv_Audit_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at`)
};

export const csv_audit_detail = /** @type {(inputs: Csv_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`detail`)
};

export const csv_audit_event = /** @type {(inputs: Csv_Audit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`event`)
};

export const csv_audit_hash = /** @type {(inputs: Csv_Audit_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hash`)
};

export const csv_audit_prev_hash = /** @type {(inputs: Csv_Audit_Prev_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`prev_hash`)
};

export const csv_audit_seq = /** @type {(inputs: Csv_Audit_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seq`)
};

export const csv_candidate = /** @type {(inputs: Csv_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate`)
};

export const csv_cards = /** @type {(inputs: Csv_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards`)
};

export const csv_cases = /** @type {(inputs: Csv_CasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cases`)
};

export const csv_correct_answer = /** @type {(inputs: Csv_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct answer`)
};

export const csv_credit = /** @type {(inputs: Csv_CreditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Credit`)
};

export const csv_ended = /** @type {(inputs: Csv_EndedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ended`)
};

export const csv_finished = /** @type {(inputs: Csv_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finished`)
};

export const csv_item = /** @type {(inputs: Csv_ItemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

export const csv_item_id = /** @type {(inputs: Csv_Item_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item id`)
};

export const csv_order = /** @type {(inputs: Csv_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order answered`)
};

export const csv_passed = /** @type {(inputs: Csv_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passed`)
};

export const csv_practice_or_assessment = /** @type {(inputs: Csv_Practice_Or_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice or assessment`)
};

export const csv_question = /** @type {(inputs: Csv_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Question`)
};

export const csv_red_line = /** @type {(inputs: Csv_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red line`)
};

export const csv_red_line_failures = /** @type {(inputs: Csv_Red_Line_FailuresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red-line failures`)
};

export const csv_response_data = /** @type {(inputs: Csv_Response_DataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response (data)`)
};

export const csv_result = /** @type {(inputs: Csv_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const csv_rule = /** @type {(inputs: Csv_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

export const csv_seed = /** @type {(inputs: Csv_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed`)
};

export const csv_seeding = /** @type {(inputs: Csv_SeedingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seeding`)
};

export const csv_session_id = /** @type {(inputs: Csv_Session_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session id`)
};

export const csv_set = /** @type {(inputs: Csv_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment set`)
};

export const csv_set_id = /** @type {(inputs: Csv_Set_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set id`)
};

export const csv_set_name = /** @type {(inputs: Csv_Set_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set`)
};

export const csv_set_version = /** @type {(inputs: Csv_Set_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set version`)
};

export const csv_sitting_id = /** @type {(inputs: Csv_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitting ID`)
};

export const csv_skill = /** @type {(inputs: Csv_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const csv_staff_number = /** @type {(inputs: Csv_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const csv_started = /** @type {(inputs: Csv_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started`)
};

export const csv_station = /** @type {(inputs: Csv_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Station`)
};

export const csv_step = /** @type {(inputs: Csv_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Step`)
};

export const csv_time_allowed = /** @type {(inputs: Csv_Time_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time allowed (s)`)
};

export const csv_time_taken = /** @type {(inputs: Csv_Time_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time taken (s)`)
};

export const csv_trainee = /** @type {(inputs: Csv_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainee`)
};

export const csv_trainee_id = /** @type {(inputs: Csv_Trainee_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainee id`)
};

export const csv_what_was_wrong = /** @type {(inputs: Csv_What_Was_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What was wrong`)
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

export const pdf_assessor = /** @type {(inputs: Pdf_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessor`)
};

export const pdf_assessor_is = /** @type {(inputs: Pdf_Assessor_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assessor: ${i?.name}.`)
};

export const pdf_attempt = /** @type {(inputs: Pdf_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempt`)
};

export const pdf_attempt_left = /** @type {(inputs: Pdf_Attempt_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} of ${i?.allowed}; left ${i?.times} time(s) and resumed or closed`)
};

export const pdf_attempt_of = /** @type {(inputs: Pdf_Attempt_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.number} of ${i?.allowed}`)
};

export const pdf_candidate = /** @type {(inputs: Pdf_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate`)
};

export const pdf_col_accuracy = /** @type {(inputs: Pdf_Col_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const pdf_col_answer = /** @type {(inputs: Pdf_Col_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

export const pdf_col_answered = /** @type {(inputs: Pdf_Col_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answered`)
};

export const pdf_col_area = /** @type {(inputs: Pdf_Col_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Area`)
};

export const pdf_col_cards = /** @type {(inputs: Pdf_Col_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards`)
};

export const pdf_col_correct_answer = /** @type {(inputs: Pdf_Col_Correct_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct answer`)
};

export const pdf_col_grade = /** @type {(inputs: Pdf_Col_GradeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grade`)
};

export const pdf_col_median = /** @type {(inputs: Pdf_Col_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median`)
};

export const pdf_col_outcome = /** @type {(inputs: Pdf_Col_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome`)
};

export const pdf_col_pass_mark = /** @type {(inputs: Pdf_Col_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass mark`)
};

export const pdf_col_result = /** @type {(inputs: Pdf_Col_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const pdf_col_result_time = /** @type {(inputs: Pdf_Col_Result_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result, time`)
};

export const pdf_col_right = /** @type {(inputs: Pdf_Col_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Right`)
};

export const pdf_col_skill = /** @type {(inputs: Pdf_Col_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const pdf_comment = /** @type {(inputs: Pdf_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comment: ${i?.comment}`)
};

export const pdf_countersigned = /** @type {(inputs: Pdf_CountersignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Countersigned by ${i?.name}, second assessor, on ${i?.day} at ${i?.time}.`)
};

export const pdf_date = /** @type {(inputs: Pdf_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const pdf_date_started = /** @type {(inputs: Pdf_Date_StartedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} (started ${i?.start})`)
};

export const pdf_date_started_ended = /** @type {(inputs: Pdf_Date_Started_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} (started ${i?.start}, ended ${i?.end})`)
};

export const pdf_duration = /** @type {(inputs: Pdf_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duration`)
};

export const pdf_every_response = /** @type {(inputs: Pdf_Every_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every response`)
};

export const pdf_footer = /** @type {(inputs: Pdf_FooterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} - ${i?.id} - page ${i?.page} of ${i?.pages}`)
};

export const pdf_grade_fail = /** @type {(inputs: Pdf_Grade_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fail`)
};

export const pdf_graded_by = /** @type {(inputs: Pdf_Graded_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Graded by ${i?.assessor} on ${i?.day}. Grades: ${i?.grades}.`)
};

export const pdf_graded_by_against = /** @type {(inputs: Pdf_Graded_By_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Graded by ${i?.assessor} on ${i?.day} against ${i?.standard}. Grades: ${i?.grades}.`)
};

export const pdf_house = /** @type {(inputs: Pdf_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules`)
};

export const pdf_knowledge = /** @type {(inputs: Pdf_KnowledgeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge test`)
};

export const pdf_knowledge_failed = /** @type {(inputs: Pdf_Knowledge_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge part FAILED.`)
};

export const pdf_knowledge_passed = /** @type {(inputs: Pdf_Knowledge_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge part PASSED.`)
};

export const pdf_line_red_line = /** @type {(inputs: Pdf_Line_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RED LINE`)
};

export const pdf_line_right = /** @type {(inputs: Pdf_Line_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`right`)
};

export const pdf_line_timed_out = /** @type {(inputs: Pdf_Line_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`timed out`)
};

export const pdf_line_wrong = /** @type {(inputs: Pdf_Line_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wrong`)
};

export const pdf_list_separator = /** @type {(inputs: Pdf_List_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`; `)
};

export const pdf_meta_subject = /** @type {(inputs: Pdf_Meta_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sitting ID ${i?.id}`)
};

export const pdf_meta_title = /** @type {(inputs: Pdf_Meta_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Assessment record: ${i?.name}, ${i?.title}`)
};

export const pdf_minutes_seconds = /** @type {(inputs: Pdf_Minutes_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.minutes} min ${i?.seconds} s`)
};

export const pdf_name_note = /** @type {(inputs: Pdf_Name_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The candidate's name is written in full (${i?.count} characters) in the signed JSON record and the CSV; ${i?.mark} marks characters this PDF's font cannot show.`)
};

export const pdf_no_answer = /** @type {(inputs: Pdf_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no answer)`)
};

export const pdf_no_red_line_error = /** @type {(inputs: Pdf_No_Red_Line_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No red-line error.`)
};

export const pdf_no_red_observed = /** @type {(inputs: Pdf_No_Red_ObservedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No red line observed.`)
};

export const pdf_none = /** @type {(inputs: Pdf_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const pdf_not_countersigned = /** @type {(inputs: Pdf_Not_CountersignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not countersigned by a second assessor.`)
};

export const pdf_outcome_fail = /** @type {(inputs: Pdf_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fail`)
};

export const pdf_outcome_pass = /** @type {(inputs: Pdf_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const pdf_outcome_retake = /** @type {(inputs: Pdf_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retake this area`)
};

export const pdf_overall = /** @type {(inputs: Pdf_OverallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overall: ${i?.correct} of ${i?.items} items right (${i?.accuracy}); pass mark ${i?.passMark}. Answered ${i?.answered}; timed out ${i?.timedOut}.`)
};

export const pdf_practical = /** @type {(inputs: Pdf_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical table test`)
};

export const pdf_practical_failed = /** @type {(inputs: Pdf_Practical_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical part FAILED.`)
};

export const pdf_practical_none = /** @type {(inputs: Pdf_Practical_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This set has no practical part.`)
};

export const pdf_practical_not_graded = /** @type {(inputs: Pdf_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not graded yet. Areas: ${i?.areas}.`)
};

export const pdf_practical_passed = /** @type {(inputs: Pdf_Practical_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical part PASSED.`)
};

export const pdf_practical_retake = /** @type {(inputs: Pdf_Practical_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical part NOT COMPLETE: an area to retake.`)
};

export const pdf_red_drawing_error = /** @type {(inputs: Pdf_Red_Drawing_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing error (Tasmania 11)`)
};

export const pdf_red_irregularity = /** @type {(inputs: Pdf_Red_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregularity mishandled (Tasmania 14)`)
};

export const pdf_red_line_at = /** @type {(inputs: Pdf_Red_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RED LINE at item ${i?.item} (response ${i?.seq}): ${i?.label}`)
};

export const pdf_red_lines_for_set = /** @type {(inputs: Pdf_Red_Lines_For_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Red lines for this set: ${i?.list}.`)
};

export const pdf_red_observed = /** @type {(inputs: Pdf_Red_ObservedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RED LINE observed: ${i?.label}`)
};

export const pdf_red_observed_area = /** @type {(inputs: Pdf_Red_Observed_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RED LINE observed: ${i?.label} (fails ${i?.area})`)
};

export const pdf_red_observed_practical = /** @type {(inputs: Pdf_Red_Observed_PracticalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`RED LINE observed: ${i?.label} (fails the practical part)`)
};

export const pdf_red_paying_losing_bet = /** @type {(inputs: Pdf_Red_Paying_Losing_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid a losing bet`)
};

export const pdf_red_taking_winning_bet = /** @type {(inputs: Pdf_Red_Taking_Winning_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Took a winning bet`)
};

export const pdf_result = /** @type {(inputs: Pdf_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Result: ${i?.result}`)
};

export const pdf_result_fail = /** @type {(inputs: Pdf_Result_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAIL`)
};

export const pdf_result_in_progress = /** @type {(inputs: Pdf_Result_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not finished`)
};

export const pdf_result_pass = /** @type {(inputs: Pdf_Result_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PASS`)
};

export const pdf_result_pending = /** @type {(inputs: Pdf_Result_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Knowledge part done; practical not yet graded or an area to retake`)
};

export const pdf_result_time = /** @type {(inputs: Pdf_Result_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.result}, ${i?.time}`)
};

export const pdf_seal = /** @type {(inputs: Pdf_SealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seal`)
};

export const pdf_seconds = /** @type {(inputs: Pdf_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const pdf_set = /** @type {(inputs: Pdf_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment set`)
};

export const pdf_set_revision = /** @type {(inputs: Pdf_Set_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, revision ${i?.revision}`)
};

export const pdf_sign_assessor = /** @type {(inputs: Pdf_Sign_AssessorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessor:`)
};

export const pdf_sign_candidate = /** @type {(inputs: Pdf_Sign_CandidateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Candidate:`)
};

export const pdf_sign_date = /** @type {(inputs: Pdf_Sign_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date:`)
};

export const pdf_sign_manager = /** @type {(inputs: Pdf_Sign_ManagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming manager:`)
};

export const pdf_signatures = /** @type {(inputs: Pdf_SignaturesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signatures`)
};

export const pdf_sitting_id = /** @type {(inputs: Pdf_Sitting_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sitting ID`)
};

export const pdf_skill_fail = /** @type {(inputs: Pdf_Skill_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FAIL`)
};

export const pdf_skill_pass = /** @type {(inputs: Pdf_Skill_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const pdf_staff_number = /** @type {(inputs: Pdf_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const pdf_standard_default = /** @type {(inputs: Pdf_Standard_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (the built-in default)`)
};

export const pdf_standard_revision = /** @type {(inputs: Pdf_Standard_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (revision ${i?.revision})`)
};

export const pdf_status = /** @type {(inputs: Pdf_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const pdf_status_abandoned = /** @type {(inputs: Pdf_Status_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`left before the end`)
};

export const pdf_status_closed = /** @type {(inputs: Pdf_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed by the trainer before the end`)
};

export const pdf_status_finished = /** @type {(inputs: Pdf_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`finished`)
};

export const pdf_status_running = /** @type {(inputs: Pdf_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`running`)
};

export const pdf_title = /** @type {(inputs: Pdf_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baccarat dealer assessment: certification record`)
};

export const pdf_verification = /** @type {(inputs: Pdf_VerificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verification`)
};

export const pdf_verify_english = /** @type {(inputs: Pdf_Verify_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The same in English:`)
};

export const pdf_verify_paragraph = /** @type {(inputs: Pdf_Verify_ParagraphInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sitting ID ${i?.id}. This record was signed by the training installation whose key fingerprint is ${i?.fingerprint}; any change to any byte of the file makes the check fail. To check it: in Baccarat Dealer Trainer, open Trainer mode, choose "Verify a report…" and drop in this PDF (or the report's .json file saved with it). With the trainer's command line (in its source folder): npm run --silent engine -- verify <this file> --trust ${i?.keyFile}, where ${i?.keyFile} is the installation's public key as the casino recorded it, its fingerprint the one above; a copy taken from a shared PC's data folder proves nothing (exit 0: intact and signed by that key; 1: changed).`)
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