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
export const bet_name_banker: (inputs: Bet_Name_BankerInputs) => LocalizedString;
export const bet_name_banker_pair: (inputs: Bet_Name_Banker_PairInputs) => LocalizedString;
export const bet_name_dragon_banker: (inputs: Bet_Name_Dragon_BankerInputs) => LocalizedString;
export const bet_name_dragon_player: (inputs: Bet_Name_Dragon_PlayerInputs) => LocalizedString;
export const bet_name_perfect_pair_banker: (inputs: Bet_Name_Perfect_Pair_BankerInputs) => LocalizedString;
export const bet_name_perfect_pair_player: (inputs: Bet_Name_Perfect_Pair_PlayerInputs) => LocalizedString;
export const bet_name_player: (inputs: Bet_Name_PlayerInputs) => LocalizedString;
export const bet_name_player_pair: (inputs: Bet_Name_Player_PairInputs) => LocalizedString;
export const bet_name_super_six: (inputs: Bet_Name_Super_SixInputs) => LocalizedString;
export const bet_name_tie: (inputs: Bet_Name_TieInputs) => LocalizedString;
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
export const case_banker_draws: (inputs: Case_Banker_DrawsInputs) => LocalizedString;
export const case_banker_six: (inputs: Case_Banker_SixInputs) => LocalizedString;
export const case_banker_stands: (inputs: Case_Banker_StandsInputs) => LocalizedString;
export const case_banker_wins_with: (inputs: Case_Banker_Wins_WithInputs) => LocalizedString;
export const case_bet_lose: (inputs: Case_Bet_LoseInputs) => LocalizedString;
export const case_bet_push: (inputs: Case_Bet_PushInputs) => LocalizedString;
export const case_bet_win: (inputs: Case_Bet_WinInputs) => LocalizedString;
export const case_cell_none: (inputs: Case_Cell_NoneInputs) => LocalizedString;
export const case_cell_third: (inputs: Case_Cell_ThirdInputs) => LocalizedString;
export const case_chips_11_plus: (inputs: Case_Chips_11_PlusInputs) => LocalizedString;
export const case_chips_1_5: (inputs: Case_Chips_1_5Inputs) => LocalizedString;
export const case_chips_6_10: (inputs: Case_Chips_6_10Inputs) => LocalizedString;
export const case_colour_down: (inputs: Case_Colour_DownInputs) => LocalizedString;
export const case_colour_up: (inputs: Case_Colour_UpInputs) => LocalizedString;
export const case_colour_up_call: (inputs: Case_Colour_Up_CallInputs) => LocalizedString;
export const case_commission_change: (inputs: Case_Commission_ChangeInputs) => LocalizedString;
export const case_cut_stacks: (inputs: Case_Cut_StacksInputs) => LocalizedString;
export const case_cut_value: (inputs: Case_Cut_ValueInputs) => LocalizedString;
export const case_dealer_clean: (inputs: Case_Dealer_CleanInputs) => LocalizedString;
export const case_dealer_commission: (inputs: Case_Dealer_CommissionInputs) => LocalizedString;
export const case_dealer_draw: (inputs: Case_Dealer_DrawInputs) => LocalizedString;
export const case_dealer_order: (inputs: Case_Dealer_OrderInputs) => LocalizedString;
export const case_dealer_payment: (inputs: Case_Dealer_PaymentInputs) => LocalizedString;
export const case_dragon_by: (inputs: Case_Dragon_ByInputs) => LocalizedString;
export const case_dragon_natural: (inputs: Case_Dragon_NaturalInputs) => LocalizedString;
export const case_irregularity: (inputs: Case_IrregularityInputs) => LocalizedString;
export const case_natural: (inputs: Case_NaturalInputs) => LocalizedString;
export const case_other: (inputs: Case_OtherInputs) => LocalizedString;
export const case_over_ten: (inputs: Case_Over_TenInputs) => LocalizedString;
export const case_pay_at_most: (inputs: Case_Pay_At_MostInputs) => LocalizedString;
export const case_pay_fewest: (inputs: Case_Pay_FewestInputs) => LocalizedString;
export const case_pay_in_chips: (inputs: Case_Pay_In_ChipsInputs) => LocalizedString;
export const case_pay_wager_colours: (inputs: Case_Pay_Wager_ColoursInputs) => LocalizedString;
export const case_player_draws: (inputs: Case_Player_DrawsInputs) => LocalizedString;
export const case_player_stands: (inputs: Case_Player_StandsInputs) => LocalizedString;
export const case_player_wins_with: (inputs: Case_Player_Wins_WithInputs) => LocalizedString;
export const case_points: (inputs: Case_PointsInputs) => LocalizedString;
export const case_pp_coloured: (inputs: Case_Pp_ColouredInputs) => LocalizedString;
export const case_pp_mixed: (inputs: Case_Pp_MixedInputs) => LocalizedString;
export const case_pp_perfect: (inputs: Case_Pp_PerfectInputs) => LocalizedString;
export const case_read_bet: (inputs: Case_Read_BetInputs) => LocalizedString;
export const case_result_banker: (inputs: Case_Result_BankerInputs) => LocalizedString;
export const case_result_player: (inputs: Case_Result_PlayerInputs) => LocalizedString;
export const case_result_tie: (inputs: Case_Result_TieInputs) => LocalizedString;
export const case_ten_or_court: (inputs: Case_Ten_Or_CourtInputs) => LocalizedString;
export const case_three_cards: (inputs: Case_Three_CardsInputs) => LocalizedString;
export const case_tie_at: (inputs: Case_Tie_AtInputs) => LocalizedString;
export const conv_commission_deducted: (inputs: Conv_Commission_DeductedInputs) => LocalizedString;
export const conv_commission_each_mark: (inputs: Conv_Commission_Each_MarkInputs) => LocalizedString;
export const conv_commission_marked: (inputs: Conv_Commission_MarkedInputs) => LocalizedString;
export const conv_commission_total: (inputs: Conv_Commission_TotalInputs) => LocalizedString;
export const conv_competition_no: (inputs: Conv_Competition_NoInputs) => LocalizedString;
export const conv_competition_yes: (inputs: Conv_Competition_YesInputs) => LocalizedString;
export const conv_cut_first_place: (inputs: Conv_Cut_First_PlaceInputs) => LocalizedString;
export const conv_cut_sat_first: (inputs: Conv_Cut_Sat_FirstInputs) => LocalizedString;
export const conv_fraction_down: (inputs: Conv_Fraction_DownInputs) => LocalizedString;
export const conv_fraction_nearest: (inputs: Conv_Fraction_NearestInputs) => LocalizedString;
export const conv_from_highest_seat: (inputs: Conv_From_Highest_SeatInputs) => LocalizedString;
export const conv_from_seat_one: (inputs: Conv_From_Seat_OneInputs) => LocalizedString;
export const conv_losers_first: (inputs: Conv_Losers_FirstInputs) => LocalizedString;
export const conv_main_first: (inputs: Conv_Main_FirstInputs) => LocalizedString;
export const conv_pro_rata: (inputs: Conv_Pro_RataInputs) => LocalizedString;
export const conv_push_word: (inputs: Conv_Push_WordInputs) => LocalizedString;
export const conv_rounding_down_chip: (inputs: Conv_Rounding_Down_ChipInputs) => LocalizedString;
export const conv_rounding_exact: (inputs: Conv_Rounding_ExactInputs) => LocalizedString;
export const conv_rounding_up_chip: (inputs: Conv_Rounding_Up_ChipInputs) => LocalizedString;
export const conv_seat_one_left: (inputs: Conv_Seat_One_LeftInputs) => LocalizedString;
export const conv_seat_one_right: (inputs: Conv_Seat_One_RightInputs) => LocalizedString;
export const drill_sentences: (inputs: Drill_SentencesInputs) => LocalizedString;
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
export const irr_found_behind_marker: (inputs: Irr_Found_Behind_MarkerInputs) => LocalizedString;
export const irr_found_next: (inputs: Irr_Found_NextInputs) => LocalizedString;
export const irr_hands_cards: (inputs: Irr_Hands_CardsInputs) => LocalizedString;
export const irr_hands_result: (inputs: Irr_Hands_ResultInputs) => LocalizedString;
export const irr_hands_void: (inputs: Irr_Hands_VoidInputs) => LocalizedString;
export const irr_hands_void_cards: (inputs: Irr_Hands_Void_CardsInputs) => LocalizedString;
export const irr_marker_after_complete: (inputs: Irr_Marker_After_CompleteInputs) => LocalizedString;
export const irr_marker_at_start: (inputs: Irr_Marker_At_StartInputs) => LocalizedString;
export const irr_marker_during: (inputs: Irr_Marker_DuringInputs) => LocalizedString;
export const irr_marker_just_before: (inputs: Irr_Marker_Just_BeforeInputs) => LocalizedString;
export const irr_marker_not_yet: (inputs: Irr_Marker_Not_YetInputs) => LocalizedString;
export const irr_marker_showing: (inputs: Irr_Marker_ShowingInputs) => LocalizedString;
export const irr_no_cards: (inputs: Irr_No_CardsInputs) => LocalizedString;
export const irr_ordinal_1: (inputs: Irr_Ordinal_1Inputs) => LocalizedString;
export const irr_ordinal_2: (inputs: Irr_Ordinal_2Inputs) => LocalizedString;
export const irr_ordinal_3: (inputs: Irr_Ordinal_3Inputs) => LocalizedString;
export const irr_ordinal_4: (inputs: Irr_Ordinal_4Inputs) => LocalizedString;
export const irr_ordinal_5: (inputs: Irr_Ordinal_5Inputs) => LocalizedString;
export const irr_ordinal_6: (inputs: Irr_Ordinal_6Inputs) => LocalizedString;
export const irr_proc_card_to_banker: (inputs: Irr_Proc_Card_To_BankerInputs) => LocalizedString;
export const irr_proc_deal_normally: (inputs: Irr_Proc_Deal_NormallyInputs) => LocalizedString;
export const irr_proc_first_card_next_hand: (inputs: Irr_Proc_First_Card_Next_HandInputs) => LocalizedString;
export const irr_proc_last_coup: (inputs: Irr_Proc_Last_CoupInputs) => LocalizedString;
export const irr_proc_leave_card: (inputs: Irr_Proc_Leave_CardInputs) => LocalizedString;
export const irr_proc_mouth_of_shoe_non_betting_next: (inputs: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString;
export const irr_proc_mouth_of_shoe_reshuffle: (inputs: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString;
export const irr_proc_move_to_player_banker_draws: (inputs: Irr_Proc_Move_To_Player_Banker_DrawsInputs) => LocalizedString;
export const irr_proc_no_new_coup: (inputs: Irr_Proc_No_New_CoupInputs) => LocalizedString;
export const irr_proc_return_to_shoe: (inputs: Irr_Proc_Return_To_ShoeInputs) => LocalizedString;
export const irr_proc_set_aside: (inputs: Irr_Proc_Set_AsideInputs) => LocalizedString;
export const irr_proc_use_by_table_of_play: (inputs: Irr_Proc_Use_By_Table_Of_PlayInputs) => LocalizedString;
export const irr_proc_void_coup: (inputs: Irr_Proc_Void_CoupInputs) => LocalizedString;
export const irr_proc_void_hand: (inputs: Irr_Proc_Void_HandInputs) => LocalizedString;
export const irr_question_hands: (inputs: Irr_Question_HandsInputs) => LocalizedString;
export const irr_question_procedure: (inputs: Irr_Question_ProcedureInputs) => LocalizedString;
export const irr_sit_banker_card: (inputs: Irr_Sit_Banker_CardInputs) => LocalizedString;
export const irr_sit_excess: (inputs: Irr_Sit_ExcessInputs) => LocalizedString;
export const irr_sit_face_up_after: (inputs: Irr_Sit_Face_Up_AfterInputs) => LocalizedString;
export const irr_sit_face_up_after_one: (inputs: Irr_Sit_Face_Up_After_OneInputs) => LocalizedString;
export const irr_sit_face_up_before: (inputs: Irr_Sit_Face_Up_BeforeInputs) => LocalizedString;
export const irr_sit_insufficient: (inputs: Irr_Sit_InsufficientInputs) => LocalizedString;
export const irr_sit_insufficient_one: (inputs: Irr_Sit_Insufficient_OneInputs) => LocalizedString;
export const irr_sit_last_after: (inputs: Irr_Sit_Last_AfterInputs) => LocalizedString;
export const irr_sit_last_after_one: (inputs: Irr_Sit_Last_After_OneInputs) => LocalizedString;
export const irr_sit_last_reaching: (inputs: Irr_Sit_Last_ReachingInputs) => LocalizedString;
export const irr_sit_last_remain: (inputs: Irr_Sit_Last_RemainInputs) => LocalizedString;
export const irr_sit_last_showing: (inputs: Irr_Sit_Last_ShowingInputs) => LocalizedString;
export const irr_sit_order_unknown: (inputs: Irr_Sit_Order_UnknownInputs) => LocalizedString;
export const irr_sit_player_card: (inputs: Irr_Sit_Player_CardInputs) => LocalizedString;
export const irr_the_excess_card: (inputs: Irr_The_Excess_CardInputs) => LocalizedString;
export const irr_winner_banker: (inputs: Irr_Winner_BankerInputs) => LocalizedString;
export const irr_winner_player: (inputs: Irr_Winner_PlayerInputs) => LocalizedString;
export const irr_winner_tie: (inputs: Irr_Winner_TieInputs) => LocalizedString;
export const kind_label_call_hand: (inputs: Kind_Label_Call_HandInputs) => LocalizedString;
export const kind_label_chips: (inputs: Kind_Label_ChipsInputs) => LocalizedString;
export const kind_label_commission: (inputs: Kind_Label_CommissionInputs) => LocalizedString;
export const kind_label_dealer_check: (inputs: Kind_Label_Dealer_CheckInputs) => LocalizedString;
export const kind_label_irregularity: (inputs: Kind_Label_IrregularityInputs) => LocalizedString;
export const kind_label_pace_lab: (inputs: Kind_Label_Pace_LabInputs) => LocalizedString;
export const kind_label_payout: (inputs: Kind_Label_PayoutInputs) => LocalizedString;
export const kind_label_procedure: (inputs: Kind_Label_ProcedureInputs) => LocalizedString;
export const kind_label_result: (inputs: Kind_Label_ResultInputs) => LocalizedString;
export const kind_label_settle_table: (inputs: Kind_Label_Settle_TableInputs) => LocalizedString;
export const kind_label_third_card: (inputs: Kind_Label_Third_CardInputs) => LocalizedString;
export const kind_label_whole_coup: (inputs: Kind_Label_Whole_CoupInputs) => LocalizedString;
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
export const proc_no_more_bets: (inputs: Proc_No_More_BetsInputs) => LocalizedString;
export const proc_pp_only_correct: (inputs: Proc_Pp_Only_CorrectInputs) => LocalizedString;
export const proc_pp_only_question: (inputs: Proc_Pp_Only_QuestionInputs) => LocalizedString;
export const proc_pp_only_working: (inputs: Proc_Pp_Only_WorkingInputs) => LocalizedString;
export const proc_pp_only_wrong_ask_main: (inputs: Proc_Pp_Only_Wrong_Ask_MainInputs) => LocalizedString;
export const proc_pp_only_wrong_return: (inputs: Proc_Pp_Only_Wrong_ReturnInputs) => LocalizedString;
export const proc_pp_only_wrong_two_cards: (inputs: Proc_Pp_Only_Wrong_Two_CardsInputs) => LocalizedString;
export const proc_pp_only_wrong_void: (inputs: Proc_Pp_Only_Wrong_VoidInputs) => LocalizedString;
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
export type Bet_Name_BankerInputs = {};
export type Bet_Name_Banker_PairInputs = {};
export type Bet_Name_Dragon_BankerInputs = {};
export type Bet_Name_Dragon_PlayerInputs = {};
export type Bet_Name_Perfect_Pair_BankerInputs = {};
export type Bet_Name_Perfect_Pair_PlayerInputs = {};
export type Bet_Name_PlayerInputs = {};
export type Bet_Name_Player_PairInputs = {};
export type Bet_Name_Super_SixInputs = {};
export type Bet_Name_TieInputs = {};
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
export type Case_Banker_DrawsInputs = {
    point: NonNullable<unknown>;
};
export type Case_Banker_SixInputs = {};
export type Case_Banker_StandsInputs = {
    point: NonNullable<unknown>;
};
export type Case_Banker_Wins_WithInputs = {
    point: NonNullable<unknown>;
};
export type Case_Bet_LoseInputs = {
    bet: NonNullable<unknown>;
};
export type Case_Bet_PushInputs = {
    bet: NonNullable<unknown>;
};
export type Case_Bet_WinInputs = {
    bet: NonNullable<unknown>;
};
export type Case_Cell_NoneInputs = {
    banker: NonNullable<unknown>;
};
export type Case_Cell_ThirdInputs = {
    banker: NonNullable<unknown>;
    third: NonNullable<unknown>;
};
export type Case_Chips_11_PlusInputs = {};
export type Case_Chips_1_5Inputs = {};
export type Case_Chips_6_10Inputs = {};
export type Case_Colour_DownInputs = {};
export type Case_Colour_UpInputs = {};
export type Case_Colour_Up_CallInputs = {};
export type Case_Commission_ChangeInputs = {};
export type Case_Cut_StacksInputs = {};
export type Case_Cut_ValueInputs = {};
export type Case_Dealer_CleanInputs = {};
export type Case_Dealer_CommissionInputs = {};
export type Case_Dealer_DrawInputs = {};
export type Case_Dealer_OrderInputs = {};
export type Case_Dealer_PaymentInputs = {};
export type Case_Dragon_ByInputs = {
    margin: NonNullable<unknown>;
};
export type Case_Dragon_NaturalInputs = {};
export type Case_IrregularityInputs = {
    words: NonNullable<unknown>;
};
export type Case_NaturalInputs = {
    point: NonNullable<unknown>;
};
export type Case_OtherInputs = {
    words: NonNullable<unknown>;
};
export type Case_Over_TenInputs = {};
export type Case_Pay_At_MostInputs = {};
export type Case_Pay_FewestInputs = {};
export type Case_Pay_In_ChipsInputs = {};
export type Case_Pay_Wager_ColoursInputs = {};
export type Case_Player_DrawsInputs = {
    point: NonNullable<unknown>;
};
export type Case_Player_StandsInputs = {
    point: NonNullable<unknown>;
};
export type Case_Player_Wins_WithInputs = {
    point: NonNullable<unknown>;
};
export type Case_PointsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Case_Pp_ColouredInputs = {};
export type Case_Pp_MixedInputs = {};
export type Case_Pp_PerfectInputs = {};
export type Case_Read_BetInputs = {};
export type Case_Result_BankerInputs = {};
export type Case_Result_PlayerInputs = {};
export type Case_Result_TieInputs = {};
export type Case_Ten_Or_CourtInputs = {};
export type Case_Three_CardsInputs = {};
export type Case_Tie_AtInputs = {
    point: NonNullable<unknown>;
};
export type Conv_Commission_DeductedInputs = {
    rate: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
};
export type Conv_Commission_Each_MarkInputs = {
    rounding: NonNullable<unknown>;
};
export type Conv_Commission_MarkedInputs = {
    rate: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
};
export type Conv_Commission_TotalInputs = {
    rounding: NonNullable<unknown>;
};
export type Conv_Competition_NoInputs = {};
export type Conv_Competition_YesInputs = {};
export type Conv_Cut_First_PlaceInputs = {};
export type Conv_Cut_Sat_FirstInputs = {};
export type Conv_Fraction_DownInputs = {};
export type Conv_Fraction_NearestInputs = {};
export type Conv_From_Highest_SeatInputs = {};
export type Conv_From_Seat_OneInputs = {};
export type Conv_Losers_FirstInputs = {
    start: NonNullable<unknown>;
};
export type Conv_Main_FirstInputs = {
    start: NonNullable<unknown>;
};
export type Conv_Pro_RataInputs = {
    chip: NonNullable<unknown>;
};
export type Conv_Push_WordInputs = {
    word: NonNullable<unknown>;
};
export type Conv_Rounding_Down_ChipInputs = {
    chip: NonNullable<unknown>;
};
export type Conv_Rounding_ExactInputs = {};
export type Conv_Rounding_Up_ChipInputs = {
    chip: NonNullable<unknown>;
};
export type Conv_Seat_One_LeftInputs = {};
export type Conv_Seat_One_RightInputs = {};
export type Drill_SentencesInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
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
export type Irr_Found_Behind_MarkerInputs = {
    card: NonNullable<unknown>;
};
export type Irr_Found_NextInputs = {
    card: NonNullable<unknown>;
    marker: NonNullable<unknown>;
};
export type Irr_Hands_CardsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Irr_Hands_ResultInputs = {
    cards: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irr_Hands_VoidInputs = {};
export type Irr_Hands_Void_CardsInputs = {
    cards: NonNullable<unknown>;
};
export type Irr_Marker_After_CompleteInputs = {
    next: NonNullable<unknown>;
};
export type Irr_Marker_At_StartInputs = {};
export type Irr_Marker_DuringInputs = {};
export type Irr_Marker_Just_BeforeInputs = {
    next: NonNullable<unknown>;
};
export type Irr_Marker_Not_YetInputs = {};
export type Irr_Marker_ShowingInputs = {};
export type Irr_No_CardsInputs = {};
export type Irr_Ordinal_1Inputs = {};
export type Irr_Ordinal_2Inputs = {};
export type Irr_Ordinal_3Inputs = {};
export type Irr_Ordinal_4Inputs = {};
export type Irr_Ordinal_5Inputs = {};
export type Irr_Ordinal_6Inputs = {};
export type Irr_Proc_Card_To_BankerInputs = {};
export type Irr_Proc_Deal_NormallyInputs = {};
export type Irr_Proc_First_Card_Next_HandInputs = {};
export type Irr_Proc_Last_CoupInputs = {};
export type Irr_Proc_Leave_CardInputs = {};
export type Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs = {};
export type Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs = {};
export type Irr_Proc_Move_To_Player_Banker_DrawsInputs = {};
export type Irr_Proc_No_New_CoupInputs = {};
export type Irr_Proc_Return_To_ShoeInputs = {};
export type Irr_Proc_Set_AsideInputs = {};
export type Irr_Proc_Use_By_Table_Of_PlayInputs = {};
export type Irr_Proc_Void_CoupInputs = {};
export type Irr_Proc_Void_HandInputs = {};
export type Irr_Question_HandsInputs = {};
export type Irr_Question_ProcedureInputs = {};
export type Irr_Sit_Banker_CardInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
    marker: NonNullable<unknown>;
};
export type Irr_Sit_ExcessInputs = {
    marker: NonNullable<unknown>;
};
export type Irr_Sit_Face_Up_AfterInputs = {
    count: NonNullable<unknown>;
    found: NonNullable<unknown>;
};
export type Irr_Sit_Face_Up_After_OneInputs = {
    found: NonNullable<unknown>;
};
export type Irr_Sit_Face_Up_BeforeInputs = {
    found: NonNullable<unknown>;
};
export type Irr_Sit_InsufficientInputs = {
    behind: NonNullable<unknown>;
    drawn: NonNullable<unknown>;
};
export type Irr_Sit_Insufficient_OneInputs = {
    drawn: NonNullable<unknown>;
};
export type Irr_Sit_Last_AfterInputs = {
    after: NonNullable<unknown>;
};
export type Irr_Sit_Last_After_OneInputs = {};
export type Irr_Sit_Last_ReachingInputs = {
    ordinal: NonNullable<unknown>;
};
export type Irr_Sit_Last_RemainInputs = {
    count: NonNullable<unknown>;
};
export type Irr_Sit_Last_ShowingInputs = {};
export type Irr_Sit_Order_UnknownInputs = {
    after: NonNullable<unknown>;
    cards: NonNullable<unknown>;
};
export type Irr_Sit_Player_CardInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
    marker: NonNullable<unknown>;
};
export type Irr_The_Excess_CardInputs = {};
export type Irr_Winner_BankerInputs = {};
export type Irr_Winner_PlayerInputs = {};
export type Irr_Winner_TieInputs = {};
export type Kind_Label_Call_HandInputs = {};
export type Kind_Label_ChipsInputs = {};
export type Kind_Label_CommissionInputs = {};
export type Kind_Label_Dealer_CheckInputs = {};
export type Kind_Label_IrregularityInputs = {};
export type Kind_Label_Pace_LabInputs = {};
export type Kind_Label_PayoutInputs = {};
export type Kind_Label_ProcedureInputs = {};
export type Kind_Label_ResultInputs = {};
export type Kind_Label_Settle_TableInputs = {};
export type Kind_Label_Third_CardInputs = {};
export type Kind_Label_Whole_CoupInputs = {};
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
export type Proc_No_More_BetsInputs = {};
export type Proc_Pp_Only_CorrectInputs = {};
export type Proc_Pp_Only_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Pp_Only_WorkingInputs = {};
export type Proc_Pp_Only_Wrong_Ask_MainInputs = {};
export type Proc_Pp_Only_Wrong_ReturnInputs = {};
export type Proc_Pp_Only_Wrong_Two_CardsInputs = {};
export type Proc_Pp_Only_Wrong_VoidInputs = {};
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
