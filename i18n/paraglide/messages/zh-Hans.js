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