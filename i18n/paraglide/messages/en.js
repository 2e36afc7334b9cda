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


export const bet_name_banker = /** @type {(inputs: Bet_Name_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker`)
};

export const bet_name_banker_pair = /** @type {(inputs: Bet_Name_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker Pair`)
};

export const bet_name_dragon_banker = /** @type {(inputs: Bet_Name_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus (Banker)`)
};

export const bet_name_dragon_player = /** @type {(inputs: Bet_Name_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus (Player)`)
};

export const bet_name_perfect_pair_banker = /** @type {(inputs: Bet_Name_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs (Banker)`)
};

export const bet_name_perfect_pair_player = /** @type {(inputs: Bet_Name_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs (Player)`)
};

export const bet_name_player = /** @type {(inputs: Bet_Name_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

export const bet_name_player_pair = /** @type {(inputs: Bet_Name_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player Pair`)
};

export const bet_name_super_six = /** @type {(inputs: Bet_Name_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Six`)
};

export const bet_name_tie = /** @type {(inputs: Bet_Name_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

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

export const case_banker_draws = /** @type {(inputs: Case_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.point} draws`)
};

export const case_banker_six = /** @type {(inputs: Case_Banker_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins with six`)
};

export const case_banker_stands = /** @type {(inputs: Case_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.point} stands`)
};

export const case_banker_wins_with = /** @type {(inputs: Case_Banker_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins with ${i?.point}`)
};

export const case_bet_lose = /** @type {(inputs: Case_Bet_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} loses`)
};

export const case_bet_push = /** @type {(inputs: Case_Bet_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} pushes`)
};

export const case_bet_win = /** @type {(inputs: Case_Bet_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} wins`)
};

export const case_cell_none = /** @type {(inputs: Case_Cell_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} v no third card`)
};

export const case_cell_third = /** @type {(inputs: Case_Cell_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} v Player's third card ${i?.third}`)
};

export const case_chips_11_plus = /** @type {(inputs: Case_Chips_11_PlusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: a bet of 11 chips or more`)
};

export const case_chips_1_5 = /** @type {(inputs: Case_Chips_1_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: a bet of 1 to 5 chips`)
};

export const case_chips_6_10 = /** @type {(inputs: Case_Chips_6_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: a bet of 6 to 10 chips`)
};

export const case_colour_down = /** @type {(inputs: Case_Colour_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: colour down (change)`)
};

export const case_colour_up = /** @type {(inputs: Case_Colour_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: colour up`)
};

export const case_colour_up_call = /** @type {(inputs: Case_Colour_Up_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: announce a colour change`)
};

export const case_commission_change = /** @type {(inputs: Case_Commission_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: change for the commission box`)
};

export const case_cut_stacks = /** @type {(inputs: Case_Cut_StacksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: size a column in stacks of 20`)
};

export const case_cut_value = /** @type {(inputs: Case_Cut_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: a column's worth`)
};

export const case_dealer_clean = /** @type {(inputs: Case_Dealer_CleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealer's coup: a clean coup accepted`)
};

export const case_dealer_commission = /** @type {(inputs: Case_Dealer_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealer's coup: a missed commission`)
};

export const case_dealer_draw = /** @type {(inputs: Case_Dealer_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealer's coup: a wrong draw`)
};

export const case_dealer_order = /** @type {(inputs: Case_Dealer_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealer's coup: a wrong order`)
};

export const case_dealer_payment = /** @type {(inputs: Case_Dealer_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealer's coup: a wrong payment`)
};

export const case_dragon_by = /** @type {(inputs: Case_Dragon_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dragon Bonus: win by ${i?.margin}`)
};

export const case_dragon_natural = /** @type {(inputs: Case_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus: natural win`)
};

export const case_irregularity = /** @type {(inputs: Case_IrregularityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Irregularity: ${i?.words}`)
};

export const case_natural = /** @type {(inputs: Case_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A natural ${i?.point}`)
};

export const case_other = /** @type {(inputs: Case_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words}`)
};

export const case_over_ten = /** @type {(inputs: Case_Over_TenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands adding to ten or more`)
};

export const case_pay_at_most = /** @type {(inputs: Case_Pay_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: pay with at most N of a chip`)
};

export const case_pay_fewest = /** @type {(inputs: Case_Pay_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: pay in the fewest chips`)
};

export const case_pay_in_chips = /** @type {(inputs: Case_Pay_In_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: pay from the tray`)
};

export const case_pay_wager_colours = /** @type {(inputs: Case_Pay_Wager_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: pay in the wager's colours`)
};

export const case_player_draws = /** @type {(inputs: Case_Player_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.point} draws`)
};

export const case_player_stands = /** @type {(inputs: Case_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.point} stands`)
};

export const case_player_wins_with = /** @type {(inputs: Case_Player_Wins_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player wins with ${i?.point}`)
};

export const case_points = /** @type {(inputs: Case_PointsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}`)
};

export const case_pp_coloured = /** @type {(inputs: Case_Pp_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs: coloured pair`)
};

export const case_pp_mixed = /** @type {(inputs: Case_Pp_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs: mixed pair`)
};

export const case_pp_perfect = /** @type {(inputs: Case_Pp_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs: perfect pair`)
};

export const case_read_bet = /** @type {(inputs: Case_Read_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips: read the bet`)
};

export const case_result_banker = /** @type {(inputs: Case_Result_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins`)
};

export const case_result_player = /** @type {(inputs: Case_Result_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player wins`)
};

export const case_result_tie = /** @type {(inputs: Case_Result_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const case_ten_or_court = /** @type {(inputs: Case_Ten_Or_CourtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands with a ten or a court card`)
};

export const case_three_cards = /** @type {(inputs: Case_Three_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands of three cards`)
};

export const case_tie_at = /** @type {(inputs: Case_Tie_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie at ${i?.point}`)
};

export const conv_commission_deducted = /** @type {(inputs: Conv_Commission_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker commission ${i?.rate}, deducted at payment, rounded ${i?.rounding}.`)
};

export const conv_commission_each_mark = /** @type {(inputs: Conv_Commission_Each_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`each mark rounded ${i?.rounding}`)
};

export const conv_commission_marked = /** @type {(inputs: Conv_Commission_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker paid even money, ${i?.rate} commission marked to the seat's box (${i?.rounding}), paid by the end of the shoe at the latest.`)
};

export const conv_commission_total = /** @type {(inputs: Conv_Commission_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the total owed rounded ${i?.rounding} when it is collected`)
};

export const conv_competition_no = /** @type {(inputs: Conv_Competition_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No competition play at this table.`)
};

export const conv_competition_yes = /** @type {(inputs: Conv_Competition_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play (Tasmania 16) is offered at this table.`)
};

export const conv_cut_first_place = /** @type {(inputs: Conv_Cut_First_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cut is offered first to the player at the first place, the lowest-numbered occupied seat (Tasmania 5.3), then clockwise.`)
};

export const conv_cut_sat_first = /** @type {(inputs: Conv_Cut_Sat_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cut is offered first to the player who sat down first (Tasmania 5.3), then clockwise.`)
};

export const conv_fraction_down = /** @type {(inputs: Conv_Fraction_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payout is never a fraction of a cent: a fraction is rounded down.`)
};

export const conv_fraction_nearest = /** @type {(inputs: Conv_Fraction_NearestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payout that comes to a fraction of a cent is rounded to the nearest cent, a half cent up.`)
};

export const conv_from_highest_seat = /** @type {(inputs: Conv_From_Highest_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the highest seat`)
};

export const conv_from_seat_one = /** @type {(inputs: Conv_From_Seat_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seat 1`)
};

export const conv_losers_first = /** @type {(inputs: Conv_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every losing bet is taken before any winner is paid: take the losing main bets, then the losing side bets; then pay the winning main bets, then the winning side bets; each round right to left from ${i?.start}.`)
};

export const conv_main_first = /** @type {(inputs: Conv_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The main bets are settled (losers taken, then winners paid) before the side bets: take and pay the main bets, then take and pay the side bets; each round right to left from ${i?.start}.`)
};

export const conv_pro_rata = /** @type {(inputs: Conv_Pro_RataInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wagers over the maximum collective liability are reduced pro rata (Tasmania 7.3b), each rounded down to the ${i?.chip} chip.`)
};

export const conv_push_word = /** @type {(inputs: Conv_Push_WordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`On a tie the Player and Banker bets are a ${i?.word}: they stay in their spots, neither won nor lost.`)
};

export const conv_rounding_down_chip = /** @type {(inputs: Conv_Rounding_Down_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`down to the ${i?.chip} chip`)
};

export const conv_rounding_exact = /** @type {(inputs: Conv_Rounding_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`up to the whole cent`)
};

export const conv_rounding_up_chip = /** @type {(inputs: Conv_Rounding_Up_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`up to the ${i?.chip} chip`)
};

export const conv_seat_one_left = /** @type {(inputs: Conv_Seat_One_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat 1 is at the dealer's left; the seats are numbered towards the dealer's right.`)
};

export const conv_seat_one_right = /** @type {(inputs: Conv_Seat_One_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left.`)
};

export const drill_sentences = /** @type {(inputs: Drill_SentencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} ${i?.rest}`)
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

export const irr_found_behind_marker = /** @type {(inputs: Irr_Found_Behind_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the marker card comes out of the shoe and the card behind it, ${i?.card}, is found face up.`)
};

export const irr_found_next = /** @type {(inputs: Irr_Found_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the next card in the shoe, ${i?.card}, is found face up. ${i?.marker}`)
};

export const irr_hands_cards = /** @type {(inputs: Irr_Hands_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player} — Banker ${i?.banker}`)
};

export const irr_hands_result = /** @type {(inputs: Irr_Hands_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}, ${i?.result}`)
};

export const irr_hands_void = /** @type {(inputs: Irr_Hands_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`void, all wagers returned`)
};

export const irr_hands_void_cards = /** @type {(inputs: Irr_Hands_Void_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.cards}: void, all wagers returned`)
};

export const irr_marker_after_complete = /** @type {(inputs: Irr_Marker_After_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The marker card came out only after this hand was complete, just before ${i?.next}: the hand was not announced as the last hand.`)
};

export const irr_marker_at_start = /** @type {(inputs: Irr_Marker_At_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card was at the mouth of the shoe when this hand began: it was announced as the last hand.`)
};

export const irr_marker_during = /** @type {(inputs: Irr_Marker_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card came out during this hand: it was announced as the last hand.`)
};

export const irr_marker_just_before = /** @type {(inputs: Irr_Marker_Just_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The marker card came out just before ${i?.next}.`)
};

export const irr_marker_not_yet = /** @type {(inputs: Irr_Marker_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card has not appeared.`)
};

export const irr_marker_showing = /** @type {(inputs: Irr_Marker_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card is now showing at the mouth of the shoe.`)
};

export const irr_no_cards = /** @type {(inputs: Irr_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(no cards)`)
};

export const irr_ordinal_1 = /** @type {(inputs: Irr_Ordinal_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first`)
};

export const irr_ordinal_2 = /** @type {(inputs: Irr_Ordinal_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`second`)
};

export const irr_ordinal_3 = /** @type {(inputs: Irr_Ordinal_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`third`)
};

export const irr_ordinal_4 = /** @type {(inputs: Irr_Ordinal_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fourth`)
};

export const irr_ordinal_5 = /** @type {(inputs: Irr_Ordinal_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fifth`)
};

export const irr_ordinal_6 = /** @type {(inputs: Irr_Ordinal_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sixth`)
};

export const irr_proc_card_to_banker = /** @type {(inputs: Irr_Proc_Card_To_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card becomes the Banker's third card`)
};

export const irr_proc_deal_normally = /** @type {(inputs: Irr_Proc_Deal_NormallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the coup as normal`)
};

export const irr_proc_first_card_next_hand = /** @type {(inputs: Irr_Proc_First_Card_Next_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is the Player's first card of the next hand (a normal betting coup)`)
};

export const irr_proc_last_coup = /** @type {(inputs: Irr_Proc_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup is dealt to its end and announced as the last hand of the shoe`)
};

export const irr_proc_leave_card = /** @type {(inputs: Irr_Proc_Leave_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave the card where it was dealt, count the hands as they lie and play the coup on to its end`)
};

export const irr_proc_mouth_of_shoe_non_betting_next = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card face up at the mouth of the shoe, result declared; the next coup is non-betting and starts with it as the Player's first card`)
};

export const irr_proc_mouth_of_shoe_reshuffle = /** @type {(inputs: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card face up at the mouth of the shoe, result declared; no more cards are dealt until the reshuffle`)
};

export const irr_proc_move_to_player_banker_draws = /** @type {(inputs: Irr_Proc_Move_To_Player_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card goes to the Player; the Banker then draws if the table of play says so`)
};

export const irr_proc_no_new_coup = /** @type {(inputs: Irr_Proc_No_New_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new coup is dealt: the shoe is finished and the cards are reshuffled`)
};

export const irr_proc_return_to_shoe = /** @type {(inputs: Irr_Proc_Return_To_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return the card to the shoe and deal it again`)
};

export const irr_proc_set_aside = /** @type {(inputs: Irr_Proc_Set_AsideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is set aside with the discards and not used`)
};

export const irr_proc_use_by_table_of_play = /** @type {(inputs: Irr_Proc_Use_By_Table_Of_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The card is used as the next card, by the table of play`)
};

export const irr_proc_void_coup = /** @type {(inputs: Irr_Proc_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup is void: all wagers are returned and play continues from the next card in the shoe`)
};

export const irr_proc_void_hand = /** @type {(inputs: Irr_Proc_Void_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The hand is void: all wagers are returned to the players and the shoe is finished`)
};

export const irr_question_hands = /** @type {(inputs: Irr_Question_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once the procedure is applied, what are the hands and the result?`)
};

export const irr_question_procedure = /** @type {(inputs: Irr_Question_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What is the correct procedure?`)
};

export const irr_sit_banker_card = /** @type {(inputs: Irr_Sit_Banker_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}. The Player draws, but the dealer dealt the next card, ${i?.card}, to the Banker. ${i?.marker}`)
};

export const irr_sit_excess = /** @type {(inputs: Irr_Sit_ExcessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup is complete. The dealer then drew one more card from the shoe; it is face down and nobody has seen it. ${i?.marker}`)
};

export const irr_sit_face_up_after = /** @type {(inputs: Irr_Sit_Face_Up_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.count} cards of the coup, ${i?.found}`)
};

export const irr_sit_face_up_after_one = /** @type {(inputs: Irr_Sit_Face_Up_After_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After 1 card of the coup, ${i?.found}`)
};

export const irr_sit_face_up_before = /** @type {(inputs: Irr_Sit_Face_Up_BeforeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the first card of the coup is dealt, ${i?.found}`)
};

export const irr_sit_insufficient = /** @type {(inputs: Irr_Sit_InsufficientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The marker card was placed in error with only ${i?.behind} cards behind it. It has been drawn, and after ${i?.drawn} cards of this hand the shoe is empty.`)
};

export const irr_sit_insufficient_one = /** @type {(inputs: Irr_Sit_Insufficient_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The marker card was placed in error with only 1 card behind it. It has been drawn, and after ${i?.drawn} cards of this hand the shoe is empty.`)
};

export const irr_sit_last_after = /** @type {(inputs: Irr_Sit_Last_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup just finished. The marker card came out of the shoe in this coup, and ${i?.after} playing cards were drawn after it. What now?`)
};

export const irr_sit_last_after_one = /** @type {(inputs: Irr_Sit_Last_After_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup just finished. The marker card came out of the shoe in this coup, and 1 playing card was drawn after it. What now?`)
};

export const irr_sit_last_reaching = /** @type {(inputs: Irr_Sit_Last_ReachingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`As the dealer reaches for the ${i?.ordinal} card of this coup, the marker card comes out of the shoe. What now?`)
};

export const irr_sit_last_remain = /** @type {(inputs: Irr_Sit_Last_RemainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup just finished. ${i?.count} cards remain in front of the marker card. What now?`)
};

export const irr_sit_last_showing = /** @type {(inputs: Irr_Sit_Last_ShowingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup just finished and the marker card is showing at the mouth of the shoe. What now?`)
};

export const irr_sit_order_unknown = /** @type {(inputs: Irr_Sit_Order_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.after} cards of the coup were dealt (${i?.cards}), the cards were knocked together on the layout and nobody can say which card was dealt where.`)
};

export const irr_sit_player_card = /** @type {(inputs: Irr_Sit_Player_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Player's hand (${i?.player}) was complete and the Banker's is ${i?.banker}, but the dealer dealt ${i?.card} to the Player. ${i?.marker}`)
};

export const irr_the_excess_card = /** @type {(inputs: Irr_The_Excess_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the excess card`)
};

export const irr_winner_banker = /** @type {(inputs: Irr_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins`)
};

export const irr_winner_player = /** @type {(inputs: Irr_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player wins`)
};

export const irr_winner_tie = /** @type {(inputs: Irr_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const kind_label_call_hand = /** @type {(inputs: Kind_Label_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the hand`)
};

export const kind_label_chips = /** @type {(inputs: Kind_Label_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips and change`)
};

export const kind_label_commission = /** @type {(inputs: Kind_Label_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission`)
};

export const kind_label_dealer_check = /** @type {(inputs: Kind_Label_Dealer_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Catch the dealer's mistake`)
};

export const kind_label_irregularity = /** @type {(inputs: Kind_Label_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregularities`)
};

export const kind_label_pace_lab = /** @type {(inputs: Kind_Label_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace lab (whole coups, settled)`)
};

export const kind_label_payout = /** @type {(inputs: Kind_Label_PayoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payouts`)
};

export const kind_label_procedure = /** @type {(inputs: Kind_Label_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table procedures`)
};

export const kind_label_result = /** @type {(inputs: Kind_Label_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declare the result`)
};

export const kind_label_settle_table = /** @type {(inputs: Kind_Label_Settle_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle the table`)
};

export const kind_label_third_card = /** @type {(inputs: Kind_Label_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Third-card calls`)
};

export const kind_label_whole_coup = /** @type {(inputs: Kind_Label_Whole_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Whole coup`)
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

export const proc_no_more_bets = /** @type {(inputs: Proc_No_More_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more bets.`)
};

export const proc_pp_only_correct = /** @type {(inputs: Proc_Pp_Only_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the coup and complete it by the rules, then settle the Perfect Pairs wagers`)
};

export const proc_pp_only_question = /** @type {(inputs: Proc_Pp_Only_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The only wager on the table is seat ${i?.seat}'s Perfect Pairs wager; nobody has a wager on Player, Banker or Tie. What does the dealer do?`)
};

export const proc_pp_only_working = /** @type {(inputs: Proc_Pp_Only_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where a Perfect Pairs wager is offered but there are no valid wagers on Player, Banker or Tie, the coup must be completed in accordance with the rules (15.5); the Perfect Pairs wager stands without a main wager (15.4).`)
};

export const proc_pp_only_wrong_ask_main = /** @type {(inputs: Proc_Pp_Only_Wrong_Ask_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the player to add a wager on Player or Banker first`)
};

export const proc_pp_only_wrong_return = /** @type {(inputs: Proc_Pp_Only_Wrong_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Return the Perfect Pairs wager and deal nothing: a coup is dealt only when there is a main wager on the layout`)
};

export const proc_pp_only_wrong_two_cards = /** @type {(inputs: Proc_Pp_Only_Wrong_Two_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal only the first two cards of each hand and settle the pairs`)
};

export const proc_pp_only_wrong_void = /** @type {(inputs: Proc_Pp_Only_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the first four cards, then void the coup`)
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