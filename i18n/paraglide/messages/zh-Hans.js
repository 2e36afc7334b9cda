/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Adaptive_DescriptionInputs */
/** @typedef {{}} Adaptive_Replay_DescriptionInputs */
/** @typedef {{ title: NonNullable<unknown> }} Adaptive_Replay_TitleInputs */
/** @typedef {{}} Adaptive_TitleInputs */
/** @typedef {{}} Audition_NearlyInputs */
/** @typedef {{}} Audition_Not_YetInputs */
/** @typedef {{}} Audition_ReadyInputs */
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
/** @typedef {{ skill: NonNullable<unknown> }} Builtin_Dash_SkillInputs */
/** @typedef {{}} Builtin_Desc_AssessmentInputs */
/** @typedef {{}} Builtin_Desc_Assessment_BoxInputs */
/** @typedef {{ ready: NonNullable<unknown>, nearly: NonNullable<unknown> }} Builtin_Desc_AuditionInputs */
/** @typedef {{}} Builtin_Desc_Coup_CallsInputs */
/** @typedef {{}} Builtin_Desc_First_DrillInputs */
/** @typedef {{}} Builtin_Desc_Nine_SeatsInputs */
/** @typedef {{ target: NonNullable<unknown> }} Builtin_Desc_Pace_LabInputs */
/** @typedef {{}} Builtin_Desc_Procedures_DeltinInputs */
/** @typedef {{}} Builtin_Desc_Procedures_DragonInputs */
/** @typedef {{}} Builtin_Desc_Procedures_FederalInputs */
/** @typedef {{}} Builtin_Desc_Procedures_GuideInputs */
/** @typedef {{}} Builtin_Desc_Procedures_TasmaniaInputs */
/** @typedef {{}} Builtin_Desc_SettlementInputs */
/** @typedef {{}} Builtin_Desc_Settlement_BoxInputs */
/** @typedef {{}} Builtin_Desc_Settlement_CommissionInputs */
/** @typedef {{}} Builtin_House_Casino_GuideInputs */
/** @typedef {{}} Builtin_House_DeltinInputs */
/** @typedef {{}} Builtin_House_DragonInputs */
/** @typedef {{}} Builtin_House_FederalInputs */
/** @typedef {{}} Builtin_House_TasmaniaInputs */
/** @typedef {{ title: NonNullable<unknown> }} Builtin_Mock_TitleInputs */
/** @typedef {{}} Builtin_Profile_Casino_Guide_DescriptionInputs */
/** @typedef {{}} Builtin_Profile_Deltin_DescriptionInputs */
/** @typedef {{}} Builtin_Profile_Deltin_NameInputs */
/** @typedef {{}} Builtin_Profile_Dragon_DescriptionInputs */
/** @typedef {{}} Builtin_Profile_Tasmania_NameInputs */
/** @typedef {{}} Builtin_Set_AssessmentInputs */
/** @typedef {{}} Builtin_Set_AuditionInputs */
/** @typedef {{}} Builtin_Set_Commission_BoxInputs */
/** @typedef {{}} Builtin_Set_Coup_CallsInputs */
/** @typedef {{}} Builtin_Set_First_DrillInputs */
/** @typedef {{}} Builtin_Set_Nine_SeatsInputs */
/** @typedef {{}} Builtin_Set_Pace_LabInputs */
/** @typedef {{}} Builtin_Set_ProceduresInputs */
/** @typedef {{}} Builtin_Set_SettlementInputs */
/** @typedef {{ house: NonNullable<unknown>, what: NonNullable<unknown> }} Builtin_Set_TitleInputs */
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
/** @typedef {{}} Case24_Area_CardsInputs */
/** @typedef {{}} Case24_Area_CompetitionInputs */
/** @typedef {{}} Case24_Area_Competition_SessionInputs */
/** @typedef {{}} Case24_Area_CutInputs */
/** @typedef {{}} Case24_Area_LimitsInputs */
/** @typedef {{}} Case24_Area_Secret_WagersInputs */
/** @typedef {{}} Case24_Area_Side_BetsInputs */
/** @typedef {{}} Case24_Area_SqueezeInputs */
/** @typedef {{}} Case24_Area_WagersInputs */
/** @typedef {{ label: NonNullable<unknown>, variant: NonNullable<unknown> }} Case24_Irr_VariantInputs */
/** @typedef {{}} Case24_Tag_BurnInputs */
/** @typedef {{}} Case24_Tag_Cards_ReplacedInputs */
/** @typedef {{}} Case24_Tag_Commission_BoxInputs */
/** @typedef {{}} Case24_Tag_Commission_ExactInputs */
/** @typedef {{}} Case24_Tag_Commission_OwedInputs */
/** @typedef {{}} Case24_Tag_Commission_SingleInputs */
/** @typedef {{}} Case24_Tag_Commission_UpInputs */
/** @typedef {{}} Case24_Tag_Comp_AbsentInputs */
/** @typedef {{}} Case24_Tag_Comp_Absent_CashInputs */
/** @typedef {{}} Case24_Tag_Comp_All_EliminatedInputs */
/** @typedef {{}} Case24_Tag_Comp_Cards_DealerInputs */
/** @typedef {{}} Case24_Tag_Comp_Cards_EqualInputs */
/** @typedef {{}} Case24_Tag_Comp_Cards_HighestInputs */
/** @typedef {{}} Case24_Tag_Comp_Cards_Not_ExposedInputs */
/** @typedef {{}} Case24_Tag_Comp_Cards_Wrong_PlayerInputs */
/** @typedef {{}} Case24_Tag_Comp_Chips_ConcealedInputs */
/** @typedef {{}} Case24_Tag_Comp_Chips_In_ViewInputs */
/** @typedef {{}} Case24_Tag_Comp_EliminatedInputs */
/** @typedef {{}} Case24_Tag_Comp_Eliminated_LiveInputs */
/** @typedef {{}} Case24_Tag_Comp_IndicatorInputs */
/** @typedef {{}} Case24_Tag_Comp_LateInputs */
/** @typedef {{}} Case24_Tag_Comp_Late_CashInputs */
/** @typedef {{}} Case24_Tag_Comp_No_AlterInputs */
/** @typedef {{}} Case24_Tag_Comp_Out_Of_SequenceInputs */
/** @typedef {{}} Case24_Tag_Comp_Play_OffInputs */
/** @typedef {{}} Case24_Tag_Comp_Shared_PrizeInputs */
/** @typedef {{}} Case24_Tag_Comp_Tie_ChangeInputs */
/** @typedef {{}} Case24_Tag_Comp_Top_UpInputs */
/** @typedef {{}} Case24_Tag_Comp_Wager_TimeInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_BothInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_OkInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_OverInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_PositionInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_Tie_OnlyInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_UnderInputs */
/** @typedef {{}} Case24_Tag_Comp_Wagers_UnitsInputs */
/** @typedef {{}} Case24_Tag_Comp_WinnerInputs */
/** @typedef {{}} Case24_Tag_Comp_Winner_LevelInputs */
/** @typedef {{}} Case24_Tag_Cut_InvalidInputs */
/** @typedef {{}} Case24_Tag_Cut_Offer_FirstInputs */
/** @typedef {{}} Case24_Tag_Cut_Offer_NextInputs */
/** @typedef {{}} Case24_Tag_Cut_ValidInputs */
/** @typedef {{}} Case24_Tag_Deltin_Tie_ChangeInputs */
/** @typedef {{}} Case24_Tag_Dragon_No_MainInputs */
/** @typedef {{}} Case24_Tag_Dragon_With_MainInputs */
/** @typedef {{}} Case24_Tag_Federal_NoticeInputs */
/** @typedef {{}} Case24_Tag_Late_Wager_BeforeInputs */
/** @typedef {{}} Case24_Tag_Late_Wager_IncreaseInputs */
/** @typedef {{}} Case24_Tag_Late_Wager_MakeInputs */
/** @typedef {{}} Case24_Tag_Late_Wager_WithdrawInputs */
/** @typedef {{}} Case24_Tag_Limit_Change_ConsentInputs */
/** @typedef {{}} Case24_Tag_Limit_Change_NoticeInputs */
/** @typedef {{}} Case24_Tag_Limit_MultiplesInputs */
/** @typedef {{}} Case24_Tag_Limit_Multiples_NoticeInputs */
/** @typedef {{}} Case24_Tag_Limit_OverInputs */
/** @typedef {{}} Case24_Tag_Limit_Pro_RataInputs */
/** @typedef {{}} Case24_Tag_Limit_Under_FirstInputs */
/** @typedef {{}} Case24_Tag_Limit_Under_ReturnedInputs */
/** @typedef {{}} Case24_Tag_MarkerInputs */
/** @typedef {{}} Case24_Tag_No_TouchInputs */
/** @typedef {{}} Case24_Tag_Partnership_OverInputs */
/** @typedef {{}} Case24_Tag_Partnership_WithinInputs */
/** @typedef {{}} Case24_Tag_Pp_Only_CoupInputs */
/** @typedef {{}} Case24_Tag_Pp_Wager_FineInputs */
/** @typedef {{}} Case24_Tag_Pp_Wager_LateInputs */
/** @typedef {{}} Case24_Tag_Pp_Wager_No_MainInputs */
/** @typedef {{}} Case24_Tag_Pp_Wager_OverInputs */
/** @typedef {{}} Case24_Tag_Pp_Wager_UnderInputs */
/** @typedef {{}} Case24_Tag_Puck_MoveInputs */
/** @typedef {{}} Case24_Tag_Puck_StartInputs */
/** @typedef {{}} Case24_Tag_Secret_AnnounceInputs */
/** @typedef {{}} Case24_Tag_Secret_ChipsInputs */
/** @typedef {{}} Case24_Tag_Secret_Count_TieInputs */
/** @typedef {{}} Case24_Tag_Secret_ExamineInputs */
/** @typedef {{}} Case24_Tag_Secret_FinalInputs */
/** @typedef {{}} Case24_Tag_Secret_FormInputs */
/** @typedef {{}} Case24_Tag_Secret_Hand_OverInputs */
/** @typedef {{}} Case24_Tag_Secret_NoneInputs */
/** @typedef {{}} Case24_Tag_Secret_OverInputs */
/** @typedef {{}} Case24_Tag_Secret_Request_In_TimeInputs */
/** @typedef {{}} Case24_Tag_Secret_Request_LateInputs */
/** @typedef {{}} Case24_Tag_Secret_TotalInputs */
/** @typedef {{}} Case24_Tag_Secret_UnderInputs */
/** @typedef {{}} Case24_Tag_Settle_BankerInputs */
/** @typedef {{}} Case24_Tag_Settle_Commission_BoxInputs */
/** @typedef {{}} Case24_Tag_Settle_PlayerInputs */
/** @typedef {{}} Case24_Tag_Settle_Side_BetsInputs */
/** @typedef {{}} Case24_Tag_Settle_TableInputs */
/** @typedef {{}} Case24_Tag_Settle_TieInputs */
/** @typedef {{}} Case24_Tag_Squeeze_DiscsInputs */
/** @typedef {{}} Case24_Tag_Squeeze_EqualInputs */
/** @typedef {{}} Case24_Tag_Squeeze_HighestInputs */
/** @typedef {{}} Case24_Tag_Squeeze_InformedInputs */
/** @typedef {{}} Case24_Tag_Squeeze_NobodyInputs */
/** @typedef {{}} Case24_Tag_Squeeze_One_SetInputs */
/** @typedef {{}} Case24_Tag_Squeeze_RefusedInputs */
/** @typedef {{}} Case24_Tag_Squeeze_StandingInputs */
/** @typedef {{}} Case24_Tag_Standing_AllowedInputs */
/** @typedef {{}} Case24_Tag_Standing_Too_ManyInputs */
/** @typedef {{}} Case24_Tag_Wager_CashInputs */
/** @typedef {{}} Case24_Tag_Wager_ChipsInputs */
/** @typedef {{}} Case24_Topic_Absent_PlayerInputs */
/** @typedef {{}} Case24_Topic_All_EliminatedInputs */
/** @typedef {{}} Case24_Topic_BurnInputs */
/** @typedef {{}} Case24_Topic_Cards_ReplacedInputs */
/** @typedef {{}} Case24_Topic_Chips_In_ViewInputs */
/** @typedef {{}} Case24_Topic_Chips_OnlyInputs */
/** @typedef {{}} Case24_Topic_Comp_CardsInputs */
/** @typedef {{}} Case24_Topic_Comp_Cards_IrregularInputs */
/** @typedef {{}} Case24_Topic_Cut_OfferInputs */
/** @typedef {{}} Case24_Topic_Cut_ValidInputs */
/** @typedef {{}} Case24_Topic_Deltin_TieInputs */
/** @typedef {{}} Case24_Topic_Dragon_MainInputs */
/** @typedef {{}} Case24_Topic_EliminatedInputs */
/** @typedef {{}} Case24_Topic_Federal_NoticeInputs */
/** @typedef {{}} Case24_Topic_IndicatorInputs */
/** @typedef {{}} Case24_Topic_Late_PlayerInputs */
/** @typedef {{}} Case24_Topic_Limit_ChangeInputs */
/** @typedef {{}} Case24_Topic_MarkerInputs */
/** @typedef {{}} Case24_Topic_MultiplesInputs */
/** @typedef {{}} Case24_Topic_No_More_BetsInputs */
/** @typedef {{}} Case24_Topic_No_TouchInputs */
/** @typedef {{}} Case24_Topic_Over_MaximumInputs */
/** @typedef {{}} Case24_Topic_PartnershipInputs */
/** @typedef {{}} Case24_Topic_Play_OffInputs */
/** @typedef {{}} Case24_Topic_Pp_Only_CoupInputs */
/** @typedef {{}} Case24_Topic_Pp_WagerInputs */
/** @typedef {{}} Case24_Topic_Pro_RataInputs */
/** @typedef {{}} Case24_Topic_PuckInputs */
/** @typedef {{}} Case24_Topic_Seat_WagersInputs */
/** @typedef {{}} Case24_Topic_Secret_CountInputs */
/** @typedef {{}} Case24_Topic_Secret_ProcedureInputs */
/** @typedef {{}} Case24_Topic_Secret_WagerInputs */
/** @typedef {{}} Case24_Topic_Session_WinnerInputs */
/** @typedef {{}} Case24_Topic_Shared_PrizeInputs */
/** @typedef {{}} Case24_Topic_SqueezeInputs */
/** @typedef {{}} Case24_Topic_Squeeze_DiscsInputs */
/** @typedef {{}} Case24_Topic_Squeeze_InformedInputs */
/** @typedef {{}} Case24_Topic_Squeeze_One_SetInputs */
/** @typedef {{}} Case24_Topic_Squeeze_StandingInputs */
/** @typedef {{}} Case24_Topic_Standing_PlayersInputs */
/** @typedef {{}} Case24_Topic_Tie_ChangeInputs */
/** @typedef {{}} Case24_Topic_Top_UpInputs */
/** @typedef {{}} Case24_Topic_Under_MinimumInputs */
/** @typedef {{}} Case24_Topic_Wager_TimeInputs */
/** @typedef {{}} Case24_Variant_HandsInputs */
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
/** @typedef {{}} Chips_Colour_Up_CallInputs */
/** @typedef {{}} Chips_Colour_Up_Call_AnswerInputs */
/** @typedef {{ count: NonNullable<unknown>, chip: NonNullable<unknown> }} Chips_Count_OfInputs */
/** @typedef {{}} Chips_Field_Hide_AmountsInputs */
/** @typedef {{}} Chips_Field_Hide_Amounts_HelpInputs */
/** @typedef {{}} Chips_Field_TopicsInputs */
/** @typedef {{}} Chips_Label_ChangeInputs */
/** @typedef {{}} Chips_Label_ExchangeInputs */
/** @typedef {{}} Chips_Label_PaymentInputs */
/** @typedef {{}} Chips_Label_The_BetInputs */
/** @typedef {{}} Chips_Label_WorthInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Chips_ListInputs */
/** @typedef {{ total: NonNullable<unknown>, chips: NonNullable<unknown>, amount: NonNullable<unknown> }} Chips_Mark_AmountInputs */
/** @typedef {{ asked: NonNullable<unknown>, given: NonNullable<unknown> }} Chips_Mark_Not_AskedInputs */
/** @typedef {{ sign: NonNullable<unknown>, symbol: NonNullable<unknown>, whole: NonNullable<unknown>, fraction: NonNullable<unknown> }} Chips_MoneyInputs */
/** @typedef {{}} Chips_NoneInputs */
/** @typedef {{}} Chips_Opt_Count_Into_TrayInputs */
/** @typedef {{}} Chips_Opt_Exchange_At_OnceInputs */
/** @typedef {{}} Chips_Opt_Send_To_CashierInputs */
/** @typedef {{ paid: NonNullable<unknown>, amount: NonNullable<unknown> }} Chips_Pay_Amount_WrongInputs */
/** @typedef {{ chip: NonNullable<unknown> }} Chips_Pay_No_Such_ChipInputs */
/** @typedef {{ colours: NonNullable<unknown>, paid: NonNullable<unknown> }} Chips_Pay_Not_ColoursInputs */
/** @typedef {{ count: NonNullable<unknown>, fewest: NonNullable<unknown>, chips: NonNullable<unknown> }} Chips_Pay_Not_FewestInputs */
/** @typedef {{ count: NonNullable<unknown>, chip: NonNullable<unknown>, max: NonNullable<unknown> }} Chips_Pay_Over_CapInputs */
/** @typedef {{ max: NonNullable<unknown> }} Chips_Pays_At_MostInputs */
/** @typedef {{}} Chips_Pays_FewestInputs */
/** @typedef {{}} Chips_Pays_Wager_ColoursInputs */
/** @typedef {{ seat: NonNullable<unknown>, chip: NonNullable<unknown>, into: NonNullable<unknown> }} Chips_Q_Colour_DownInputs */
/** @typedef {{ seat: NonNullable<unknown>, total: NonNullable<unknown> }} Chips_Q_Colour_UpInputs */
/** @typedef {{ seat: NonNullable<unknown>, chips: NonNullable<unknown> }} Chips_Q_Colour_Up_FirstInputs */
/** @typedef {{ seat: NonNullable<unknown>, owed: NonNullable<unknown>, count: NonNullable<unknown>, chip: NonNullable<unknown> }} Chips_Q_Commission_ChipsInputs */
/** @typedef {{ seat: NonNullable<unknown>, owed: NonNullable<unknown>, chip: NonNullable<unknown> }} Chips_Q_Commission_One_ChipInputs */
/** @typedef {{ count: NonNullable<unknown>, chip: NonNullable<unknown>, full: NonNullable<unknown> }} Chips_Q_CutInputs */
/** @typedef {{ count: NonNullable<unknown>, chip: NonNullable<unknown> }} Chips_Q_Cut_ValueInputs */
/** @typedef {{ payment: NonNullable<unknown>, seat: NonNullable<unknown> }} Chips_Q_PayInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Chips_Q_Read_BetInputs */
/** @typedef {{ stacks: NonNullable<unknown>, full: NonNullable<unknown>, rest: NonNullable<unknown> }} Chips_Stacks_ManyInputs */
/** @typedef {{ stacks: NonNullable<unknown>, full: NonNullable<unknown>, rest: NonNullable<unknown> }} Chips_Stacks_OneInputs */
/** @typedef {{}} Chips_Topic_Colour_DownInputs */
/** @typedef {{}} Chips_Topic_Colour_UpInputs */
/** @typedef {{}} Chips_Topic_CommissionInputs */
/** @typedef {{}} Chips_Topic_CutInputs */
/** @typedef {{}} Chips_Topic_PayInputs */
/** @typedef {{}} Chips_Topic_Read_BetInputs */
/** @typedef {{ chip: NonNullable<unknown>, into: NonNullable<unknown>, change: NonNullable<unknown> }} Chips_W_Colour_DownInputs */
/** @typedef {{ chips: NonNullable<unknown>, total: NonNullable<unknown>, up: NonNullable<unknown> }} Chips_W_Colour_UpInputs */
/** @typedef {{}} Chips_W_Colour_Up_FirstInputs */
/** @typedef {{ chip: NonNullable<unknown>, owed: NonNullable<unknown>, change: NonNullable<unknown>, chips: NonNullable<unknown> }} Chips_W_CommissionInputs */
/** @typedef {{ count: NonNullable<unknown>, stacks: NonNullable<unknown>, full: NonNullable<unknown>, rest: NonNullable<unknown> }} Chips_W_CutInputs */
/** @typedef {{ stacks: NonNullable<unknown>, full: NonNullable<unknown>, chip: NonNullable<unknown>, stacksValue: NonNullable<unknown>, rest: NonNullable<unknown>, restValue: NonNullable<unknown>, total: NonNullable<unknown> }} Chips_W_Cut_ValueInputs */
/** @typedef {{ amount: NonNullable<unknown>, chips: NonNullable<unknown> }} Chips_W_PayInputs */
/** @typedef {{ chips: NonNullable<unknown>, amount: NonNullable<unknown> }} Chips_W_Read_BetInputs */
/** @typedef {{}} Cite_Casino_Banker_Wins_CommissionInputs */
/** @typedef {{}} Cite_Casino_Closest_WinsInputs */
/** @typedef {{}} Cite_Casino_Main_PushInputs */
/** @typedef {{}} Cite_Casino_Paid_EvenInputs */
/** @typedef {{}} Cite_Casino_Tie_LosesInputs */
/** @typedef {{}} Cite_Casino_Tie_WinsInputs */
/** @typedef {{}} Cite_Chip_HandlingInputs */
/** @typedef {{}} Cite_Commission_BoxInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Cite_Deltin_Banker_PairInputs */
/** @typedef {{}} Cite_Deltin_Banker_Wins_EvenInputs */
/** @typedef {{}} Cite_Deltin_Banker_Wins_Six_HalfInputs */
/** @typedef {{}} Cite_Deltin_Higher_WinsInputs */
/** @typedef {{}} Cite_Deltin_Main_PushInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Cite_Deltin_Player_PairInputs */
/** @typedef {{}} Cite_Deltin_Player_WinsInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Cite_Deltin_Super_SixInputs */
/** @typedef {{}} Cite_Deltin_Tie_LosesInputs */
/** @typedef {{}} Cite_Deltin_Tie_WinsInputs */
/** @typedef {{}} Cite_Dragon_Banker_Wins_CommissionInputs */
/** @typedef {{}} Cite_Dragon_Closest_WinsInputs */
/** @typedef {{}} Cite_Dragon_GuideInputs */
/** @typedef {{}} Cite_Dragon_Main_PushInputs */
/** @typedef {{}} Cite_Dragon_Pay_TableInputs */
/** @typedef {{}} Cite_Dragon_Player_WinsInputs */
/** @typedef {{}} Cite_Dragon_Tie_LosesInputs */
/** @typedef {{}} Cite_Dragon_Tie_WinsInputs */
/** @typedef {{ house: NonNullable<unknown>, pays: NonNullable<unknown>, per: NonNullable<unknown> }} Cite_House_BankerInputs */
/** @typedef {{ order: NonNullable<unknown> }} Cite_House_OrderInputs */
/** @typedef {{ start: NonNullable<unknown> }} Cite_House_Order_Losers_FirstInputs */
/** @typedef {{ start: NonNullable<unknown> }} Cite_House_Order_Main_FirstInputs */
/** @typedef {{}} Cite_House_Practice_All_RefusedInputs */
/** @typedef {{}} Cite_House_Practice_No_WagerInputs */
/** @typedef {{}} Cite_House_ProcedureInputs */
/** @typedef {{}} Cite_House_Settlement_OrderInputs */
/** @typedef {{ house: NonNullable<unknown>, pays: NonNullable<unknown>, per: NonNullable<unknown> }} Cite_House_TieInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, odds: NonNullable<unknown>, max: NonNullable<unknown> }} Cli24_Bet_Amount_Too_LargeInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Cli24_Bet_Amount_WholeInputs */
/** @typedef {{ n: NonNullable<unknown>, problem: NonNullable<unknown> }} Cli24_Bet_NInputs */
/** @typedef {{ bet: NonNullable<unknown>, house: NonNullable<unknown>, bets: NonNullable<unknown> }} Cli24_Bet_Not_OfferedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli24_Bet_Unknown_NameInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Cli24_Bets_JsonInputs */
/** @typedef {{ example: NonNullable<unknown>, issues: NonNullable<unknown> }} Cli24_Bets_ShapeInputs */
/** @typedef {{ n: NonNullable<unknown>, problem: NonNullable<unknown> }} Cli24_Card_NInputs */
/** @typedef {{ n: NonNullable<unknown>, text: NonNullable<unknown> }} Cli24_Card_N_Not_CardInputs */
/** @typedef {{}} Cli24_Cards_RequiredInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Cli24_Db_UnreadableInputs */
/** @typedef {{ problem: NonNullable<unknown>, id: NonNullable<unknown> }} Cli24_Decks_ProfileInputs */
/** @typedef {{ value: NonNullable<unknown> }} Cli24_Decks_WholeInputs */
/** @typedef {{ code: NonNullable<unknown> }} Cli24_File_Cannot_OpenInputs */
/** @typedef {{ code: NonNullable<unknown> }} Cli24_File_Cannot_ReadInputs */
/** @typedef {{}} Cli24_File_Kind_DeviceInputs */
/** @typedef {{}} Cli24_File_Kind_FolderInputs */
/** @typedef {{}} Cli24_File_Kind_OtherInputs */
/** @typedef {{}} Cli24_File_Kind_PipeInputs */
/** @typedef {{}} Cli24_File_Kind_SocketInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Cli24_File_Not_A_FileInputs */
/** @typedef {{ max: NonNullable<unknown> }} Cli24_File_OverInputs */
/** @typedef {{ size: NonNullable<unknown>, max: NonNullable<unknown> }} Cli24_File_SizeInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli24_Flag_RequiredInputs */
/** @typedef {{}} Cli24_Help_AnalyzeInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli24_Help_Clause_EndInputs */
/** @typedef {{}} Cli24_Help_CoupInputs */
/** @typedef {{}} Cli24_Help_DrillsInputs */
/** @typedef {{ list: NonNullable<unknown> }} Cli24_Help_LangInputs */
/** @typedef {{ what: NonNullable<unknown>, flags: NonNullable<unknown> }} Cli24_Help_LineInputs */
/** @typedef {{}} Cli24_Help_ProfilesInputs */
/** @typedef {{}} Cli24_Help_ScoreInputs */
/** @typedef {{}} Cli24_Help_SimulateInputs */
/** @typedef {{ command: NonNullable<unknown> }} Cli24_Help_UsageInputs */
/** @typedef {{}} Cli24_Help_VerifyInputs */
/** @typedef {{}} Cli24_Help_Verify_ExitInputs */
/** @typedef {{}} Cli24_Help_Verify_Trust_1Inputs */
/** @typedef {{}} Cli24_Help_Verify_Trust_2Inputs */
/** @typedef {{}} Cli24_Json_Cut_ShortInputs */
/** @typedef {{}} Cli24_Json_EmptyInputs */
/** @typedef {{ line: NonNullable<unknown>, column: NonNullable<unknown> }} Cli24_Json_Fault_AtInputs */
/** @typedef {{ what: NonNullable<unknown> }} Cli24_Json_InvalidInputs */
/** @typedef {{}} Cli24_Json_Not_TextInputs */
/** @typedef {{ type: NonNullable<unknown> }} Cli24_Key_Not_Ed25519Inputs */
/** @typedef {{ detail: NonNullable<unknown> }} Cli24_Key_Not_PemInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli24_Needs_ValueInputs */
/** @typedef {{ path: NonNullable<unknown> }} Cli24_No_DatabaseInputs */
/** @typedef {{ path: NonNullable<unknown> }} Cli24_No_Key_StoreInputs */
/** @typedef {{ args: NonNullable<unknown> }} Cli24_No_OptionsInputs */
/** @typedef {{ path: NonNullable<unknown> }} Cli24_No_Trust_ListInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli24_Not_A_CardInputs */
/** @typedef {{ given: NonNullable<unknown> }} Cli24_Not_Enough_CardsInputs */
/** @typedef {{ path: NonNullable<unknown> }} Cli24_Older_DatabaseInputs */
/** @typedef {{ usage: NonNullable<unknown> }} Cli24_One_ReportInputs */
/** @typedef {{ arg: NonNullable<unknown> }} Cli24_Passcode_ArgvInputs */
/** @typedef {{}} Cli24_Passcode_InterruptedInputs */
/** @typedef {{}} Cli24_Passcode_NoneInputs */
/** @typedef {{}} Cli24_Passcode_PromptInputs */
/** @typedef {{ max: NonNullable<unknown> }} Cli24_Passcode_Too_LongInputs */
/** @typedef {{}} Cli24_Pem_UnreadableInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Cli24_Profile_FileInputs */
/** @typedef {{ ids: NonNullable<unknown> }} Cli24_Profile_RequiredInputs */
/** @typedef {{ step: NonNullable<unknown>, item: NonNullable<unknown> }} Cli24_Responses_GapInputs */
/** @typedef {{ step: NonNullable<unknown>, item: NonNullable<unknown> }} Cli24_Responses_No_StepInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Cli24_Responses_ReadInputs */
/** @typedef {{}} Cli24_Responses_RequiredInputs */
/** @typedef {{ step: NonNullable<unknown>, item: NonNullable<unknown> }} Cli24_Responses_TwiceInputs */
/** @typedef {{}} Cli24_Seed_RequiredInputs */
/** @typedef {{ list: NonNullable<unknown>, value: NonNullable<unknown> }} Cli24_SeedingInputs */
/** @typedef {{}} Cli24_Spec_RequiredInputs */
/** @typedef {{ value: NonNullable<unknown> }} Cli24_Stake_WholeInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Cli24_Trust_HowInputs */
/** @typedef {{ fingerprint: NonNullable<unknown> }} Cli24_Trust_How_PasscodeInputs */
/** @typedef {{ arg: NonNullable<unknown> }} Cli24_Unexpected_ArgumentInputs */
/** @typedef {{ name: NonNullable<unknown> }} Cli24_Unknown_CommandInputs */
/** @typedef {{ name: NonNullable<unknown>, options: NonNullable<unknown> }} Cli24_Unknown_OptionInputs */
/** @typedef {{ value: NonNullable<unknown>, ids: NonNullable<unknown> }} Cli24_Unknown_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown>, value: NonNullable<unknown> }} Cli24_Whole_NumberInputs */
/** @typedef {{}} Cli24_Wrong_PasscodeInputs */
/** @typedef {{}} Cli_Db_Unreadable_WordsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commission_AmountInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Commission_CommaInputs */
/** @typedef {{}} Commission_LabelInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Label_BoxInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Label_OwesInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Label_Seat_PaysInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Commission_ListInputs */
/** @typedef {{}} Commission_New_ShoeInputs */
/** @typedef {{ rate: NonNullable<unknown>, stake: NonNullable<unknown>, commission: NonNullable<unknown> }} Commission_OfInputs */
/** @typedef {{ workings: NonNullable<unknown>, marks: NonNullable<unknown>, owed: NonNullable<unknown> }} Commission_Owed_MarksInputs */
/** @typedef {{ stakes: NonNullable<unknown>, total: NonNullable<unknown>, rate: NonNullable<unknown>, rounding: NonNullable<unknown>, owed: NonNullable<unknown> }} Commission_Owed_TotalInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Commission_PlusInputs */
/** @typedef {{ coup: NonNullable<unknown>, count: NonNullable<unknown>, seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Commission_Q_CoupInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Q_Last_CoupInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Q_LeavingInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Commission_Q_Shoe_FinishedInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown> }} Commission_Q_Single_BoxInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown> }} Commission_Q_Single_DeductedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Commission_Raw_FractionInputs */
/** @typedef {{ rate: NonNullable<unknown>, stake: NonNullable<unknown>, raw: NonNullable<unknown>, rounding: NonNullable<unknown>, commission: NonNullable<unknown> }} Commission_RoundedInputs */
/** @typedef {{ rate: NonNullable<unknown>, stake: NonNullable<unknown>, raw: NonNullable<unknown>, rounding: NonNullable<unknown>, commission: NonNullable<unknown> }} Commission_Rounded_MarkInputs */
/** @typedef {{ seat: NonNullable<unknown>, wins: NonNullable<unknown> }} Commission_Situation_OwedInputs */
/** @typedef {{ rate: NonNullable<unknown>, stake: NonNullable<unknown>, raw: NonNullable<unknown>, rounding: NonNullable<unknown> }} Commission_TotalInputs */
/** @typedef {{ rate: NonNullable<unknown>, stake: NonNullable<unknown>, raw: NonNullable<unknown>, mark: NonNullable<unknown>, rounding: NonNullable<unknown> }} Commission_Total_MarkedInputs */
/** @typedef {{ total: NonNullable<unknown> }} Commission_W_Box_Banker_LostInputs */
/** @typedef {{ total: NonNullable<unknown> }} Commission_W_Box_PlayerInputs */
/** @typedef {{ working: NonNullable<unknown>, before: NonNullable<unknown>, commission: NonNullable<unknown>, total: NonNullable<unknown> }} Commission_W_Box_WinInputs */
/** @typedef {{ working: NonNullable<unknown> }} Commission_W_Owed_LeavingInputs */
/** @typedef {{ working: NonNullable<unknown> }} Commission_W_Owed_ShoeInputs */
/** @typedef {{ working: NonNullable<unknown>, seat: NonNullable<unknown>, owed: NonNullable<unknown> }} Commission_W_Shoe_EndInputs */
/** @typedef {{}} Constraint_Banker_PointInputs */
/** @typedef {{}} Constraint_Banker_Third_CardInputs */
/** @typedef {{}} Constraint_Commission_BoxInputs */
/** @typedef {{}} Constraint_Commission_CoupsInputs */
/** @typedef {{}} Constraint_Commission_ModeInputs */
/** @typedef {{}} Constraint_Commission_OwedInputs */
/** @typedef {{}} Constraint_Commission_SingleInputs */
/** @typedef {{}} Constraint_Final_Point_HelpInputs */
/** @typedef {{}} Constraint_NaturalInputs */
/** @typedef {{}} Constraint_Odd_StakesInputs */
/** @typedef {{}} Constraint_Odd_Stakes_HelpInputs */
/** @typedef {{}} Constraint_Payout_BetsInputs */
/** @typedef {{}} Constraint_Payout_Bets_HelpInputs */
/** @typedef {{}} Constraint_Payout_DetailInputs */
/** @typedef {{}} Constraint_Payout_Detail_HelpInputs */
/** @typedef {{}} Constraint_Payout_LosesInputs */
/** @typedef {{}} Constraint_Payout_OutcomeInputs */
/** @typedef {{}} Constraint_Payout_PushInputs */
/** @typedef {{}} Constraint_Payout_StakeInputs */
/** @typedef {{}} Constraint_Payout_Stake_HelpInputs */
/** @typedef {{}} Constraint_Payout_WinsInputs */
/** @typedef {{}} Constraint_Player_PointInputs */
/** @typedef {{}} Constraint_Player_Third_CardInputs */
/** @typedef {{}} Constraint_Settle_SeatsInputs */
/** @typedef {{}} Constraint_Settle_Side_BetsInputs */
/** @typedef {{}} Constraint_Who_WinsInputs */
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
/** @typedef {{ option: NonNullable<unknown> }} Dealercheck_AnswerInputs */
/** @typedef {{}} Dealercheck_CleanInputs */
/** @typedef {{}} Dealercheck_Field_MistakesInputs */
/** @typedef {{}} Dealercheck_Field_PercentInputs */
/** @typedef {{}} Dealercheck_Field_Percent_HelpInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Dealercheck_LeftInputs */
/** @typedef {{}} Dealercheck_Mistake_CommissionInputs */
/** @typedef {{}} Dealercheck_Mistake_Commission_ShortInputs */
/** @typedef {{}} Dealercheck_Mistake_DrawInputs */
/** @typedef {{}} Dealercheck_Mistake_Draw_ShortInputs */
/** @typedef {{}} Dealercheck_Mistake_OrderInputs */
/** @typedef {{}} Dealercheck_Mistake_Order_ShortInputs */
/** @typedef {{}} Dealercheck_Mistake_PaymentInputs */
/** @typedef {{}} Dealercheck_Mistake_Payment_ShortInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Dealercheck_PaidInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown> }} Dealercheck_Paid_MarkedInputs */
/** @typedef {{ steps: NonNullable<unknown> }} Dealercheck_QInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Dealercheck_Seat_BetInputs */
/** @typedef {{ n: NonNullable<unknown>, what: NonNullable<unknown> }} Dealercheck_StepInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Dealercheck_StepsInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Dealercheck_TookInputs */
/** @typedef {{ point: NonNullable<unknown> }} Dealercheck_W_Banker_None_DrawInputs */
/** @typedef {{ point: NonNullable<unknown> }} Dealercheck_W_Banker_None_StandInputs */
/** @typedef {{ point: NonNullable<unknown>, card: NonNullable<unknown> }} Dealercheck_W_Banker_Third_DrawInputs */
/** @typedef {{ point: NonNullable<unknown>, card: NonNullable<unknown> }} Dealercheck_W_Banker_Third_StandInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Dealercheck_W_CleanInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Dealercheck_W_NaturalInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Dealercheck_W_OrderInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, paid: NonNullable<unknown> }} Dealercheck_W_PaidInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown>, paid: NonNullable<unknown>, paidCommission: NonNullable<unknown> }} Dealercheck_W_Paid_Both_BoxInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown>, paid: NonNullable<unknown> }} Dealercheck_W_Paid_BoxInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, paid: NonNullable<unknown>, paidCommission: NonNullable<unknown> }} Dealercheck_W_Paid_Wrong_BoxInputs */
/** @typedef {{ point: NonNullable<unknown> }} Dealercheck_W_Player_StoodInputs */
/** @typedef {{}} Dialog_Choose_Data_FolderInputs */
/** @typedef {{}} Dialog_Export_AuditInputs */
/** @typedef {{}} Dialog_Export_Drill_SetInputs */
/** @typedef {{}} Dialog_Filter_Drill_SetInputs */
/** @typedef {{}} Dialog_Filter_Pdf_ReportInputs */
/** @typedef {{}} Dialog_Filter_Responses_CsvInputs */
/** @typedef {{}} Dialog_Filter_Signed_RecordInputs */
/** @typedef {{}} Dialog_Filter_StaffInputs */
/** @typedef {{}} Dialog_Import_Drill_SetInputs */
/** @typedef {{}} Dialog_Import_StaffInputs */
/** @typedef {{ format: NonNullable<unknown> }} Dialog_Save_ReportInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Drill_SentencesInputs */
/** @typedef {{ file: NonNullable<unknown>, folder: NonNullable<unknown> }} Edge24_Export_In_Data_FolderInputs */
/** @typedef {{ file: NonNullable<unknown> }} Edge24_Export_Not_Drill_SetInputs */
/** @typedef {{ file: NonNullable<unknown> }} Edge24_Export_Not_FileInputs */
/** @typedef {{ bet: NonNullable<unknown>, pct: NonNullable<unknown>, usual: NonNullable<unknown> }} Edge24_FarInputs */
/** @typedef {{ bet: NonNullable<unknown>, pct: NonNullable<unknown> }} Edge24_NegativeInputs */
/** @typedef {{}} Edge24_Usual_BankerInputs */
/** @typedef {{}} Edge24_Usual_Dragon_BankerInputs */
/** @typedef {{}} Edge24_Usual_Dragon_PlayerInputs */
/** @typedef {{}} Edge24_Usual_PairInputs */
/** @typedef {{}} Edge24_Usual_Perfect_PairsInputs */
/** @typedef {{}} Edge24_Usual_PlayerInputs */
/** @typedef {{}} Edge24_Usual_Super_SixInputs */
/** @typedef {{}} Edge24_Usual_TieInputs */
/** @typedef {{}} Eng24c_Detail_Coloured_PairInputs */
/** @typedef {{}} Eng24c_Detail_Mixed_PairInputs */
/** @typedef {{}} Eng24c_Detail_No_PairInputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_2Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_3Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_4Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_5Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_6Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_7Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_8Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_9Inputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_AInputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_JInputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_KInputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_QInputs */
/** @typedef {{}} Eng24c_Detail_Pair_Of_TInputs */
/** @typedef {{}} Eng24c_Detail_Perfect_PairInputs */
/** @typedef {{ problems: NonNullable<unknown> }} Eng24c_Invalid_Drill_SetInputs */
/** @typedef {{}} Eng24c_Room_Refused_Bad_ValueInputs */
/** @typedef {{}} Eng24c_Room_Refused_CheckInputs */
/** @typedef {{}} Eng24c_Room_Refused_DuplicateInputs */
/** @typedef {{}} Eng24c_Room_Refused_EmptyInputs */
/** @typedef {{}} Eng24c_Room_Refused_MissingInputs */
/** @typedef {{}} Eng24c_Room_Refused_No_RightInputs */
/** @typedef {{ code: NonNullable<unknown> }} Eng24c_Room_Refused_OtherInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Least_CoupsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Least_MsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_AreasInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_BandsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_CharsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_CoupsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_Ms_10_MinInputs */
/** @typedef {{ n: NonNullable<unknown> }} Eng24c_Spec_At_Most_SectionsInputs */
/** @typedef {{}} Eng24c_Spec_At_Most_YearInputs */
/** @typedef {{}} Eng24c_Spec_Audition_PaceInputs */
/** @typedef {{ value: NonNullable<unknown> }} Eng24c_Spec_Be_QuotedInputs */
/** @typedef {{}} Eng24c_Spec_Coups_NumberInputs */
/** @typedef {{}} Eng24c_Spec_DifficultyInputs */
/** @typedef {{}} Eng24c_Spec_From_0_To_1Inputs */
/** @typedef {{}} Eng24c_Spec_ModeInputs */
/** @typedef {{}} Eng24c_Spec_Ms_Or_NullInputs */
/** @typedef {{}} Eng24c_Spec_Needs_AreaInputs */
/** @typedef {{}} Eng24c_Spec_Needs_BandInputs */
/** @typedef {{}} Eng24c_Spec_Needs_SectionInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Eng24c_Spec_No_Section_DrillsInputs */
/** @typedef {{}} Eng24c_Spec_Not_NegativeInputs */
/** @typedef {{}} Eng24c_Spec_NumberInputs */
/** @typedef {{}} Eng24c_Spec_ObjectInputs */
/** @typedef {{ values: NonNullable<unknown> }} Eng24c_Spec_One_OfInputs */
/** @typedef {{ version: NonNullable<unknown> }} Eng24c_Spec_Only_VersionInputs */
/** @typedef {{}} Eng24c_Spec_PositiveInputs */
/** @typedef {{}} Eng24c_Spec_Profile_KindInputs */
/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown> }} Eng24c_Spec_Too_Many_ItemsInputs */
/** @typedef {{}} Eng24c_Spec_True_FalseInputs */
/** @typedef {{ id: NonNullable<unknown>, ids: NonNullable<unknown> }} Eng24c_Spec_Unknown_ProfileInputs */
/** @typedef {{}} Eng24c_Spec_WholeInputs */
/** @typedef {{}} Eng24c_Spec_Whole_MinutesInputs */
/** @typedef {{}} Eng24c_Spec_Whole_MsInputs */
/** @typedef {{ skill: NonNullable<unknown>, median: NonNullable<unknown>, target: NonNullable<unknown> }} Eng_Session_Skill_SlowInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Eng_Settle_Box_DetailInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Err_Attempt_Cannot_ReplayInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Err_Attempt_Could_Not_WriteInputs */
/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Attempt_DamagedInputs */
/** @typedef {{}} Err_Attempt_Export_RunningInputs */
/** @typedef {{}} Err_Attempt_FinishedInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Err_Attempt_Not_ResumableInputs */
/** @typedef {{ item: NonNullable<unknown>, step: NonNullable<unknown>, currentItem: NonNullable<unknown>, currentStep: NonNullable<unknown> }} Err_Attempt_Out_Of_StepInputs */
/** @typedef {{ step: NonNullable<unknown> }} Err_Attempt_Replay_No_StepInputs */
/** @typedef {{ status: NonNullable<unknown> }} Err_Attempt_Resume_Abandoned_OnlyInputs */
/** @typedef {{}} Err_Attempt_Status_AbandonedInputs */
/** @typedef {{}} Err_Attempt_Status_ClosedInputs */
/** @typedef {{}} Err_Attempt_Status_FinishedInputs */
/** @typedef {{}} Err_Attempt_Status_RunningInputs */
/** @typedef {{ seeding: NonNullable<unknown> }} Err_Attempt_Unknown_SeedingInputs */
/** @typedef {{ attempt: NonNullable<unknown>, removed: NonNullable<unknown>, had: NonNullable<unknown> }} Err_Audit_Answers_RemovedInputs */
/** @typedef {{ name: NonNullable<unknown>, staffNumber: NonNullable<unknown>, when: NonNullable<unknown>, setTitle: NonNullable<unknown>, attempt: NonNullable<unknown> }} Err_Audit_Attempt_NamedInputs */
/** @typedef {{ attempt: NonNullable<unknown> }} Err_Audit_Attempt_RemovedInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Err_Audit_Could_Not_WriteInputs */
/** @typedef {{ attempt: NonNullable<unknown>, status: NonNullable<unknown> }} Err_Audit_End_CutInputs */
/** @typedef {{ attempt: NonNullable<unknown>, status: NonNullable<unknown>, when: NonNullable<unknown> }} Err_Audit_End_Cut_OnInputs */
/** @typedef {{ attempt: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Audit_End_TamperedInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Audit_Not_DoneInputs */
/** @typedef {{ when: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Audit_Removed_With_LedgerInputs */
/** @typedef {{ attempt: NonNullable<unknown>, ended: NonNullable<unknown>, now: NonNullable<unknown> }} Err_Audit_Status_ChangedInputs */
/** @typedef {{}} Err_Engine_App_ClosingInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Engine_FailedInputs */
/** @typedef {{}} Err_Engine_No_MistakesInputs */
/** @typedef {{}} Err_Engine_Not_RebuiltInputs */
/** @typedef {{}} Err_Engine_Time_Ran_OutInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Err_Engine_Too_RareInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Err_Ipc_No_RuleInputs */
/** @typedef {{}} Err_Ipc_RefusedInputs */
/** @typedef {{ channel: NonNullable<unknown> }} Err_Ipc_UnknownInputs */
/** @typedef {{ channel: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Ipc_Went_WrongInputs */
/** @typedef {{ id: NonNullable<unknown>, error: NonNullable<unknown> }} Err_Practical_Attempt_DamagedInputs */
/** @typedef {{ revision: NonNullable<unknown>, error: NonNullable<unknown> }} Err_Practical_DamagedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Practical_Not_GradedInputs */
/** @typedef {{ from: NonNullable<unknown>, current: NonNullable<unknown> }} Err_Practical_Revision_StaleInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_Builtin_FixedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_Builtin_IdInputs */
/** @typedef {{ languages: NonNullable<unknown> }} Err_Profile_Call_LanguageInputs */
/** @typedef {{}} Err_Profile_Chips_OrderInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Err_Profile_Commission_EvenInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_Copy_Id_TakenInputs */
/** @typedef {{ decks: NonNullable<unknown> }} Err_Profile_Decks_PairsInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, decks: NonNullable<unknown> }} Err_Profile_Decks_RangeInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_Id_SavedInputs */
/** @typedef {{}} Err_Profile_Id_ShapeInputs */
/** @typedef {{ problems: NonNullable<unknown> }} Err_Profile_InvalidInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Err_Profile_JoinInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_Keeps_IdInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown> }} Err_Profile_Min_Above_MaxInputs */
/** @typedef {{ id: NonNullable<unknown> }} Err_Profile_No_SavedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Err_Profile_Pace_MaxInputs */
/** @typedef {{ min: NonNullable<unknown> }} Err_Profile_Pace_MinInputs */
/** @typedef {{}} Err_Profile_Pace_WholeInputs */
/** @typedef {{}} Err_Profile_Pairs_BothInputs */
/** @typedef {{}} Err_Profile_Push_LettersInputs */
/** @typedef {{ max: NonNullable<unknown> }} Err_Profile_Push_LongInputs */
/** @typedef {{}} Err_Profile_Push_WordInputs */
/** @typedef {{}} Err_Profile_Round_OnInputs */
/** @typedef {{}} Err_Profile_Skill_OnceInputs */
/** @typedef {{}} Err_Progress_Asked_TwiceInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Err_Progress_Could_Not_WriteInputs */
/** @typedef {{}} Err_Progress_Due_Not_DrillableInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Err_Progress_From_After_ToInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Progress_No_ThreadInputs */
/** @typedef {{ name: NonNullable<unknown> }} Err_Progress_No_Weak_CasesInputs */
/** @typedef {{}} Err_Progress_None_DrillableInputs */
/** @typedef {{}} Err_Progress_Nothing_DueInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Progress_Thread_FailedInputs */
/** @typedef {{}} Err_Progress_Thread_OddInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Progress_Thread_SendInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Err_Progress_Thread_SlowInputs */
/** @typedef {{ code: NonNullable<unknown> }} Err_Progress_Thread_StoppedInputs */
/** @typedef {{}} Err_Progress_Thread_UnreadableInputs */
/** @typedef {{}} Err_Room_Db_Not_OpenInputs */
/** @typedef {{}} Err_Room_Db_Not_Open_JoinInputs */
/** @typedef {{}} Err_Room_Enter_PasswordInputs */
/** @typedef {{}} Err_Room_Not_In_RoomInputs */
/** @typedef {{}} Err_Room_Unreadable_HereInputs */
/** @typedef {{}} Err_Seal_Key_UnreadableInputs */
/** @typedef {{}} Err_Seal_Seed_ChangedInputs */
/** @typedef {{}} Err_Seal_Seed_MismatchInputs */
/** @typedef {{}} Err_Seal_Seed_UnreadableInputs */
/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Seal_TamperedInputs */
/** @typedef {{}} Err_Seal_Trainer_OpensInputs */
/** @typedef {{}} Err_Seal_Unlock_FirstInputs */
/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Sess_Cannot_ReplayInputs */
/** @typedef {{ title: NonNullable<unknown>, id: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Sess_DamagedInputs */
/** @typedef {{}} Err_Sess_Folder_ChangedInputs */
/** @typedef {{ id: NonNullable<unknown>, seeding: NonNullable<unknown> }} Err_Sess_Unknown_SeedingInputs */
/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Sess_UnreadableInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Err_Staff_JoinInputs */
/** @typedef {{ line: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Staff_LineInputs */
/** @typedef {{}} Err_Staff_Name_EmptyInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Err_Staff_Name_LongInputs */
/** @typedef {{ name: NonNullable<unknown>, line: NonNullable<unknown> }} Err_Staff_Name_TwiceInputs */
/** @typedef {{}} Err_Staff_No_TraineeInputs */
/** @typedef {{}} Err_Staff_Not_Utf8Inputs */
/** @typedef {{ lines: NonNullable<unknown> }} Err_Staff_Nothing_ImportedInputs */
/** @typedef {{ length: NonNullable<unknown>, max: NonNullable<unknown> }} Err_Staff_Number_LongInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Err_Staff_Number_TakenInputs */
/** @typedef {{ identifier: NonNullable<unknown>, line: NonNullable<unknown> }} Err_Staff_Number_TwiceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Err_Staff_Too_Many_FieldsInputs */
/** @typedef {{}} Err_Staff_UnclosedInputs */
/** @typedef {{}} Err_Storage_ClosedInputs */
/** @typedef {{ what: NonNullable<unknown> }} Err_Storage_Damaged_JsonInputs */
/** @typedef {{}} Err_Storage_Deleted_While_RunningInputs */
/** @typedef {{}} Err_Storage_Disk_FullInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Storage_Dmg_Drill_SetInputs */
/** @typedef {{}} Err_Storage_Dmg_Invalid_ProfileInputs */
/** @typedef {{}} Err_Storage_Dmg_Invalid_SetInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Storage_Dmg_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Storage_Dmg_SessionInputs */
/** @typedef {{}} Err_Storage_Dmg_Session_AnswerInputs */
/** @typedef {{}} Err_Storage_Dmg_Session_SpecInputs */
/** @typedef {{}} Err_Storage_Dmg_Session_SummaryInputs */
/** @typedef {{ name: NonNullable<unknown>, problem: NonNullable<unknown> }} Err_Storage_Dmg_SettingInputs */
/** @typedef {{}} Err_Storage_Dmg_Setting_DefaultInputs */
/** @typedef {{}} Err_Storage_Dmg_UnreadableInputs */
/** @typedef {{ dir: NonNullable<unknown> }} Err_Storage_Folder_MissingInputs */
/** @typedef {{}} Err_Storage_In_Use_WriteInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Storage_Move_AsideInputs */
/** @typedef {{ version: NonNullable<unknown>, known: NonNullable<unknown> }} Err_Storage_Newer_AppInputs */
/** @typedef {{ from: NonNullable<unknown>, known: NonNullable<unknown> }} Err_Storage_Newer_SchemaInputs */
/** @typedef {{ kind: NonNullable<unknown>, id: NonNullable<unknown> }} Err_Storage_No_DamagedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Err_Storage_Not_AvailableInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Err_Storage_Not_SavedInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Storage_Open_CorruptInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Storage_Open_LockedInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Storage_Open_MissingInputs */
/** @typedef {{ what: NonNullable<unknown>, wayOut: NonNullable<unknown> }} Err_Storage_Open_StatusInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Storage_Open_UnknownInputs */
/** @typedef {{ path: NonNullable<unknown>, detail: NonNullable<unknown> }} Err_Storage_Open_UnwritableInputs */
/** @typedef {{}} Err_Storage_VanishedInputs */
/** @typedef {{}} Err_Storage_Way_OutInputs */
/** @typedef {{}} Err_Storage_WorkingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Builtin_ChangedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Builtin_DeletedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Builtin_RenamedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Builtin_ReplaceInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Err_Studio_Cannot_ImportInputs */
/** @typedef {{ title: NonNullable<unknown>, revision: NonNullable<unknown> }} Err_Studio_Changed_ElsewhereInputs */
/** @typedef {{}} Err_Studio_File_Cut_ShortInputs */
/** @typedef {{}} Err_Studio_File_EmptyInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Studio_File_Not_JsonInputs */
/** @typedef {{ error: NonNullable<unknown> }} Err_Studio_File_OtherInputs */
/** @typedef {{ size: NonNullable<unknown>, max: NonNullable<unknown> }} Err_Studio_File_Over_SizeInputs */
/** @typedef {{ size: NonNullable<unknown>, max: NonNullable<unknown> }} Err_Studio_File_SizeInputs */
/** @typedef {{}} Err_Studio_Import_GoneInputs */
/** @typedef {{}} Err_Studio_Not_Read_BackInputs */
/** @typedef {{}} Err_Studio_Replace_GoneInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Title_TakenInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Title_Taken_FieldInputs */
/** @typedef {{ title: NonNullable<unknown> }} Err_Studio_Title_Taken_KeepInputs */
/** @typedef {{ dataDir: NonNullable<unknown> }} Err_Trainer_No_RecoveryInputs */
/** @typedef {{}} Err_Trainer_Opens_OnlyInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Err_Trainer_Recovery_WaitInputs */
/** @typedef {{}} Err_Trainer_Seal_Wont_OpenInputs */
/** @typedef {{}} Err_Trainer_Sign_Needs_TrainerInputs */
/** @typedef {{}} Err_Trainer_Signing_Key_Wont_OpenInputs */
/** @typedef {{}} Err_Trainer_Trust_LockedInputs */
/** @typedef {{}} Err_Trainer_Wrong_RecoveryInputs */
/** @typedef {{}} Heatmap_Targeted_DescriptionInputs */
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
/** @typedef {{ name: NonNullable<unknown>, identifier: NonNullable<unknown> }} Home_Trainee_OptionInputs */
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
/** @typedef {{ rule: NonNullable<unknown>, point: NonNullable<unknown>, cards: NonNullable<unknown>, card: NonNullable<unknown>, why: NonNullable<unknown>, mouth: NonNullable<unknown> }} Irreg_141_MouthInputs */
/** @typedef {{ rule: NonNullable<unknown>, point: NonNullable<unknown>, cards: NonNullable<unknown>, card: NonNullable<unknown>, why: NonNullable<unknown> }} Irreg_141_To_BankerInputs */
/** @typedef {{ rule: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_142_First_CardInputs */
/** @typedef {{ rule: NonNullable<unknown>, when: NonNullable<unknown>, then: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_142_Set_AsideInputs */
/** @typedef {{}} Irreg_142_Then_NoneInputs */
/** @typedef {{}} Irreg_142_Then_One_MoreInputs */
/** @typedef {{}} Irreg_142_When_After_CompleteInputs */
/** @typedef {{}} Irreg_142_When_At_StartInputs */
/** @typedef {{}} Irreg_142_When_DuringInputs */
/** @typedef {{}} Irreg_142_When_ExposedInputs */
/** @typedef {{ card: NonNullable<unknown>, why: NonNullable<unknown> }} Irreg_143_Banker_DrawsInputs */
/** @typedef {{ why: NonNullable<unknown> }} Irreg_143_Banker_StandsInputs */
/** @typedef {{ rule: NonNullable<unknown>, point: NonNullable<unknown>, card: NonNullable<unknown>, banker: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_143_MovedInputs */
/** @typedef {{ rule: NonNullable<unknown>, point: NonNullable<unknown>, card: NonNullable<unknown> }} Irreg_143_ProcedureInputs */
/** @typedef {{ rule: NonNullable<unknown>, why: NonNullable<unknown>, mouth: NonNullable<unknown> }} Irreg_144_CompleteInputs */
/** @typedef {{ rule: NonNullable<unknown>, card: NonNullable<unknown>, place: NonNullable<unknown> }} Irreg_144_UsedInputs */
/** @typedef {{ rule: NonNullable<unknown>, count: NonNullable<unknown> }} Irreg_145_VoidInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Irreg_145_Void_OneInputs */
/** @typedef {{}} Irreg_146_Next_DealInputs */
/** @typedef {{}} Irreg_146_Next_NoneInputs */
/** @typedef {{ rule: NonNullable<unknown>, count: NonNullable<unknown>, next: NonNullable<unknown> }} Irreg_146_VoidInputs */
/** @typedef {{ rule: NonNullable<unknown>, next: NonNullable<unknown> }} Irreg_146_Void_OneInputs */
/** @typedef {{ rule: NonNullable<unknown>, when: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_94_LastInputs */
/** @typedef {{ rule: NonNullable<unknown>, count: NonNullable<unknown> }} Irreg_94_No_NewInputs */
/** @typedef {{ rule: NonNullable<unknown> }} Irreg_94_No_New_OneInputs */
/** @typedef {{ rule: NonNullable<unknown>, count: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_94_NormalInputs */
/** @typedef {{ ordinal: NonNullable<unknown> }} Irreg_94_When_AfterInputs */
/** @typedef {{}} Irreg_94_When_ExposedInputs */
/** @typedef {{}} Irreg_Field_IrregularityInputs */
/** @typedef {{}} Irreg_Field_VariantInputs */
/** @typedef {{}} Irreg_Field_Variant_HelpInputs */
/** @typedef {{}} Irreg_Label_Banker_Card_For_PlayerInputs */
/** @typedef {{}} Irreg_Label_Excess_CardInputs */
/** @typedef {{}} Irreg_Label_Face_Up_In_ShoeInputs */
/** @typedef {{}} Irreg_Label_Insufficient_CardsInputs */
/** @typedef {{}} Irreg_Label_Last_CoupInputs */
/** @typedef {{}} Irreg_Label_Order_UnknownInputs */
/** @typedef {{}} Irreg_Label_Player_Card_In_ErrorInputs */
/** @typedef {{ card: NonNullable<unknown> }} Irreg_Mouth_After_MarkerInputs */
/** @typedef {{ card: NonNullable<unknown> }} Irreg_Mouth_Last_At_StartInputs */
/** @typedef {{ card: NonNullable<unknown> }} Irreg_Mouth_Last_DuringInputs */
/** @typedef {{ card: NonNullable<unknown> }} Irreg_Mouth_Non_BettingInputs */
/** @typedef {{}} Irreg_Place_Banker_1Inputs */
/** @typedef {{}} Irreg_Place_Banker_2Inputs */
/** @typedef {{}} Irreg_Place_Banker_3Inputs */
/** @typedef {{}} Irreg_Place_NoneInputs */
/** @typedef {{}} Irreg_Place_Player_1Inputs */
/** @typedef {{}} Irreg_Place_Player_2Inputs */
/** @typedef {{}} Irreg_Place_Player_3Inputs */
/** @typedef {{ banker: NonNullable<unknown>, player: NonNullable<unknown> }} Irreg_Result_BankerInputs */
/** @typedef {{}} Irreg_Result_NoneInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Irreg_Result_PlayerInputs */
/** @typedef {{ point: NonNullable<unknown> }} Irreg_Result_TieInputs */
/** @typedef {{}} Irreg_Variant_Banker_DrawsInputs */
/** @typedef {{}} Irreg_Variant_Banker_StandsInputs */
/** @typedef {{}} Irreg_Variant_Card_To_BankerInputs */
/** @typedef {{}} Irreg_Variant_Deal_NormallyInputs */
/** @typedef {{}} Irreg_Variant_First_Card_Next_HandInputs */
/** @typedef {{}} Irreg_Variant_Initial_DealInputs */
/** @typedef {{}} Irreg_Variant_Last_CoupInputs */
/** @typedef {{}} Irreg_Variant_Mouth_Of_Shoe_Non_Betting_NextInputs */
/** @typedef {{}} Irreg_Variant_Mouth_Of_Shoe_ReshuffleInputs */
/** @typedef {{}} Irreg_Variant_No_New_CoupInputs */
/** @typedef {{}} Irreg_Variant_Set_AsideInputs */
/** @typedef {{}} Irreg_Variant_Third_CardInputs */
/** @typedef {{}} Irreg_Variant_Use_By_Table_Of_PlayInputs */
/** @typedef {{}} Irreg_Variant_Void_CoupInputs */
/** @typedef {{ banker: NonNullable<unknown>, card: NonNullable<unknown> }} Irreg_Why_Draws_AgainstInputs */
/** @typedef {{ banker: NonNullable<unknown> }} Irreg_Why_Draws_Player_StandsInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Irreg_Why_NaturalInputs */
/** @typedef {{ banker: NonNullable<unknown>, card: NonNullable<unknown> }} Irreg_Why_Stands_AgainstInputs */
/** @typedef {{ banker: NonNullable<unknown> }} Irreg_Why_Stands_Player_StandsInputs */
/** @typedef {{ procedure: NonNullable<unknown>, result: NonNullable<unknown> }} Irreg_With_ResultInputs */
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
/** @typedef {{}} Kindfail_A_Banker_WinInputs */
/** @typedef {{}} Kindfail_A_Third_CardInputs */
/** @typedef {{ value: NonNullable<unknown> }} Kindfail_Bad_DifficultyInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Kindfail_Bet_LoseInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Kindfail_Bet_Not_WinningInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Kindfail_Bet_PushInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Kindfail_Bet_WinInputs */
/** @typedef {{ bets: NonNullable<unknown>, house: NonNullable<unknown>, offered: NonNullable<unknown> }} Kindfail_Bets_Not_OfferedInputs */
/** @typedef {{ house: NonNullable<unknown> }} Kindfail_Chips_CommissionInputs */
/** @typedef {{ house: NonNullable<unknown>, count: NonNullable<unknown> }} Kindfail_Chips_FewInputs */
/** @typedef {{ mode: NonNullable<unknown>, house: NonNullable<unknown> }} Kindfail_Commission_ModeInputs */
/** @typedef {{ house: NonNullable<unknown> }} Kindfail_Commission_NoneInputs */
/** @typedef {{ name: NonNullable<unknown>, value: NonNullable<unknown> }} Kindfail_ConstraintInputs */
/** @typedef {{ example: NonNullable<unknown> }} Kindfail_Detail_Needs_BetsInputs */
/** @typedef {{}} Kindfail_Difficulty_BasicInputs */
/** @typedef {{}} Kindfail_Difficulty_HardInputs */
/** @typedef {{}} Kindfail_Difficulty_StandardInputs */
/** @typedef {{}} Kindfail_InvalidInputs */
/** @typedef {{ kind: NonNullable<unknown>, variant: NonNullable<unknown>, shoes: NonNullable<unknown> }} Kindfail_Irr_Not_FoundInputs */
/** @typedef {{ variant: NonNullable<unknown>, kind: NonNullable<unknown>, variants: NonNullable<unknown> }} Kindfail_Irr_Not_VariantInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Kindfail_ListInputs */
/** @typedef {{ house: NonNullable<unknown> }} Kindfail_No_Commission_MistakeInputs */
/** @typedef {{}} Kindfail_No_ConstraintInputs */
/** @typedef {{ what: NonNullable<unknown>, attempts: NonNullable<unknown> }} Kindfail_No_CoupInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Kindfail_No_GeneratorInputs */
/** @typedef {{}} Kindfail_Not_A_TieInputs */
/** @typedef {{}} Kindfail_Range_OrderInputs */
/** @typedef {{ seats: NonNullable<unknown>, house: NonNullable<unknown>, count: NonNullable<unknown> }} Kindfail_SeatsInputs */
/** @typedef {{ n: NonNullable<unknown>, kind: NonNullable<unknown>, problem: NonNullable<unknown> }} Kindfail_SectionInputs */
/** @typedef {{ bet: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown>, house: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown>, unit: NonNullable<unknown> }} Kindfail_StakeInputs */
/** @typedef {{}} Kindfail_Stake_Range_OrderInputs */
/** @typedef {{}} Kindfail_Topic_Not_In_AreaInputs */
/** @typedef {{ id: NonNullable<unknown> }} Kindfail_Unknown_ProfileInputs */
/** @typedef {{}} Kindfail_Variant_Needs_IrregularityInputs */
/** @typedef {{}} Kindfail_Variant_Not_OutcomeInputs */
/** @typedef {{ what: NonNullable<unknown>, detail: NonNullable<unknown> }} Kindfail_With_DetailInputs */
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
/** @typedef {{}} Left_Attempt_Binding_ChangedInputs */
/** @typedef {{}} Left_Attempt_Key_Not_OpenInputs */
/** @typedef {{}} Left_Attempt_Seed_MismatchInputs */
/** @typedef {{}} Left_Attempt_Seed_RemovedInputs */
/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Left_Attempt_TamperedInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Left_Audition_AndInputs */
/** @typedef {{ rate: NonNullable<unknown>, accuracy: NonNullable<unknown> }} Left_Audition_MeasuredInputs */
/** @typedef {{ measured: NonNullable<unknown>, band: NonNullable<unknown>, rate: NonNullable<unknown>, accuracy: NonNullable<unknown> }} Left_Audition_MeetsInputs */
/** @typedef {{ measured: NonNullable<unknown> }} Left_Audition_No_BandInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown>, why: NonNullable<unknown> }} Left_Audition_ReasonInputs */
/** @typedef {{ accuracy: NonNullable<unknown>, band: NonNullable<unknown>, min: NonNullable<unknown> }} Left_Audition_Short_AccuracyInputs */
/** @typedef {{ rate: NonNullable<unknown>, band: NonNullable<unknown>, min: NonNullable<unknown> }} Left_Audition_Short_RateInputs */
/** @typedef {{ band: NonNullable<unknown>, where: NonNullable<unknown> }} Left_Audition_TopInputs */
/** @typedef {{ file: NonNullable<unknown>, folder: NonNullable<unknown> }} Left_Data_Folder_TargetInputs */
/** @typedef {{}} Left_Dialog_Export_CsvInputs */
/** @typedef {{}} Left_Dialog_Export_XapiInputs */
/** @typedef {{}} Left_Dialog_Filter_CsvInputs */
/** @typedef {{}} Left_Dialog_Filter_XapiInputs */
/** @typedef {{ count: NonNullable<unknown> }} Left_Export_Room_RefusedInputs */
/** @typedef {{ why: NonNullable<unknown> }} Left_Export_Room_UnreadInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Left_Export_Two_WarningsInputs */
/** @typedef {{}} Left_Form_Amount_EmptyInputs */
/** @typedef {{ value: NonNullable<unknown> }} Left_Form_At_LeastInputs */
/** @typedef {{ value: NonNullable<unknown> }} Left_Form_At_MostInputs */
/** @typedef {{}} Left_Form_Choose_OptionInputs */
/** @typedef {{}} Left_Form_CommissionInputs */
/** @typedef {{}} Left_Form_Currency_CodeInputs */
/** @typedef {{}} Left_Form_Fill_InInputs */
/** @typedef {{}} Left_Form_Fill_NumberInputs */
/** @typedef {{ max: NonNullable<unknown> }} Left_Form_List_MaxInputs */
/** @typedef {{ min: NonNullable<unknown> }} Left_Form_List_MinInputs */
/** @typedef {{ max: NonNullable<unknown> }} Left_Form_Max_CharsInputs */
/** @typedef {{}} Left_Form_Min_Above_MaxInputs */
/** @typedef {{ min: NonNullable<unknown> }} Left_Form_Min_CharsInputs */
/** @typedef {{ value: NonNullable<unknown> }} Left_Form_More_ThanInputs */
/** @typedef {{ text: NonNullable<unknown> }} Left_Form_Not_AmountInputs */
/** @typedef {{ text: NonNullable<unknown> }} Left_Form_Not_TimeInputs */
/** @typedef {{ text: NonNullable<unknown> }} Left_Form_Not_Whole_NumberInputs */
/** @typedef {{}} Left_Form_One_ChipInputs */
/** @typedef {{ n: NonNullable<unknown> }} Left_Form_PercentInputs */
/** @typedef {{}} Left_Form_SeatsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Left_Form_SecondsInputs */
/** @typedef {{}} Left_Form_Time_EmptyInputs */
/** @typedef {{}} Left_Form_Whole_Number_EmptyInputs */
/** @typedef {{ problem: NonNullable<unknown> }} Left_Ledger_Does_Not_CheckInputs */
/** @typedef {{}} Left_Ledger_Head_FailsInputs */
/** @typedef {{}} Left_Ledger_Head_MissingInputs */
/** @typedef {{ row: NonNullable<unknown> }} Left_Ledger_Row_ChangedInputs */
/** @typedef {{ row: NonNullable<unknown> }} Left_Ledger_Row_CutInputs */
/** @typedef {{ row: NonNullable<unknown> }} Left_Ledger_Row_MissingInputs */
/** @typedef {{ row: NonNullable<unknown> }} Left_Ledger_Row_Not_HeadInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Left_Ledger_Rows_CutInputs */
/** @typedef {{ area: NonNullable<unknown> }} Left_Practical_Graded_TwiceInputs */
/** @typedef {{ area: NonNullable<unknown>, areas: NonNullable<unknown> }} Left_Practical_Not_An_AreaInputs */
/** @typedef {{ area: NonNullable<unknown> }} Left_Practical_Not_GradedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Left_Practical_Not_Red_LineInputs */
/** @typedef {{ id: NonNullable<unknown>, area: NonNullable<unknown> }} Left_Practical_Red_Line_AreaInputs */
/** @typedef {{ id: NonNullable<unknown> }} Left_Practical_Red_Line_TwiceInputs */
/** @typedef {{ assessor: NonNullable<unknown> }} Left_Practical_Same_AssessorInputs */
/** @typedef {{ title: NonNullable<unknown> }} Left_Room_Doc_AssignmentInputs */
/** @typedef {{ title: NonNullable<unknown> }} Left_Room_Doc_ProfileInputs */
/** @typedef {{ title: NonNullable<unknown> }} Left_Room_Doc_RemovalInputs */
/** @typedef {{ title: NonNullable<unknown> }} Left_Room_Doc_Removal_AssignmentInputs */
/** @typedef {{ title: NonNullable<unknown> }} Left_Room_Doc_SetInputs */
/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Left_Room_Not_Sent_BadInputs */
/** @typedef {{ what: NonNullable<unknown>, why: NonNullable<unknown> }} Left_Room_Not_Sent_RefusedInputs */
/** @typedef {{ what: NonNullable<unknown>, theirs: NonNullable<unknown>, revision: NonNullable<unknown> }} Left_Room_Removed_StaleInputs */
/** @typedef {{ what: NonNullable<unknown>, revision: NonNullable<unknown>, theirs: NonNullable<unknown> }} Left_Room_StaleInputs */
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
/** @typedef {{ count: NonNullable<unknown>, after: NonNullable<unknown> }} Main_Chain_AddedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Chain_Answer_EditedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Chain_Answer_MissingInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Main_Chain_Answers_MissingInputs */
/** @typedef {{ before: NonNullable<unknown>, n: NonNullable<unknown> }} Main_Chain_Edited_Or_RemovedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Chain_Last_MissingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Main_Chain_Last_N_MissingInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Chain_ReorderedInputs */
/** @typedef {{}} Main_Chain_RewrittenInputs */
/** @typedef {{}} Main_Chain_Seal_FailsInputs */
/** @typedef {{}} Main_Chain_Seal_RemovedInputs */
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
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Main_Join_SemicolonInputs */
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
/** @typedef {{ recorded: NonNullable<unknown>, now: NonNullable<unknown> }} Main_Recovery_Moved_BackInputs */
/** @typedef {{ at: NonNullable<unknown> }} Main_Recovery_RemovedInputs */
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
/** @typedef {{ id: NonNullable<unknown> }} Main_Room_Assignment_No_TraineeInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Room_Builtin_ProfileInputs */
/** @typedef {{ version: NonNullable<unknown>, stations: NonNullable<unknown> }} Main_Room_ConnectedInputs */
/** @typedef {{}} Main_Room_Enter_PasswordInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_HbaInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_Login_RevokedInputs */
/** @typedef {{ version: NonNullable<unknown>, known: NonNullable<unknown> }} Main_Room_Newer_SchemaInputs */
/** @typedef {{}} Main_Room_No_AnswerInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_No_DatabaseInputs */
/** @typedef {{}} Main_Room_No_RevisionInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_No_RightInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_No_TlsInputs */
/** @typedef {{}} Main_Room_Not_A_RoomInputs */
/** @typedef {{}} Main_Room_Not_Wrapped_KeyInputs */
/** @typedef {{ version: NonNullable<unknown>, known: NonNullable<unknown> }} Main_Room_Older_SchemaInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_OtherInputs */
/** @typedef {{ issues: NonNullable<unknown> }} Main_Room_Passcode_RefusedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Room_Profile_Other_IdInputs */
/** @typedef {{ error: NonNullable<unknown> }} Main_Room_Push_Thread_FailedInputs */
/** @typedef {{ where: NonNullable<unknown>, text: NonNullable<unknown> }} Main_Room_Refused_RowInputs */
/** @typedef {{}} Main_Room_Registers_After_UnlockInputs */
/** @typedef {{ user: NonNullable<unknown> }} Main_Room_Role_RevokedInputs */
/** @typedef {{ table: NonNullable<unknown>, id: NonNullable<unknown>, issues: NonNullable<unknown> }} Main_Room_Row_RefusedInputs */
/** @typedef {{ where: NonNullable<unknown>, code: NonNullable<unknown> }} Main_Room_StoppedInputs */
/** @typedef {{ where: NonNullable<unknown> }} Main_Room_Tls_RequiredInputs */
/** @typedef {{}} Main_Room_Try_No_TraineeInputs */
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
/** @typedef {{ field: NonNullable<unknown>, sealed: NonNullable<unknown>, now: NonNullable<unknown> }} Main_State_Changed_FromInputs */
/** @typedef {{}} Main_State_Field_AbandonmentsInputs */
/** @typedef {{}} Main_State_Field_Active_MsInputs */
/** @typedef {{}} Main_State_Field_ClosedInputs */
/** @typedef {{}} Main_State_Field_Ended_AtInputs */
/** @typedef {{}} Main_State_Field_Finished_AtInputs */
/** @typedef {{}} Main_State_Field_GradesInputs */
/** @typedef {{}} Main_State_Field_StatusInputs */
/** @typedef {{}} Main_State_Field_Step_StartedInputs */
/** @typedef {{}} Main_State_Field_Step_UsedInputs */
/** @typedef {{}} Main_State_Field_SummaryInputs */
/** @typedef {{ status: NonNullable<unknown> }} Main_State_Recovery_Not_RunningInputs */
/** @typedef {{}} Main_State_Row_RemovedInputs */
/** @typedef {{}} Main_State_Seal_FailsInputs */
/** @typedef {{}} Main_State_UnreadableInputs */
/** @typedef {{}} Main_State_Value_NoneInputs */
/** @typedef {{}} Main_State_Value_OtherInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Was_AddedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Was_ChangedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Was_RemovedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Were_AddedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Were_ChangedInputs */
/** @typedef {{ field: NonNullable<unknown> }} Main_State_Were_RemovedInputs */
/** @typedef {{}} Main_This_PcInputs */
/** @typedef {{ name: NonNullable<unknown> }} Main_Trainee_Archived_NameInputs */
/** @typedef {{ id: NonNullable<unknown> }} Main_Trainee_MissingInputs */
/** @typedef {{}} Main_Trainer_LockedInputs */
/** @typedef {{}} Main_Trust_TamperedInputs */
/** @typedef {{}} Main_Trust_UnknownInputs */
/** @typedef {{}} Main_Unsealed_List_ChangedInputs */
/** @typedef {{}} Main_Unsealed_LockedInputs */
/** @typedef {{}} Main_Unsealed_Seal_RemovedInputs */
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
/** @typedef {{ base: NonNullable<unknown> }} Main_Xapi_PlaceholderInputs */
/** @typedef {{ options: NonNullable<unknown> }} Main_Zod_DiscriminatorInputs */
/** @typedef {{ text: NonNullable<unknown> }} Main_Zod_Ends_WithInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Zod_ExactlyInputs */
/** @typedef {{ value: NonNullable<unknown> }} Main_Zod_Expected_ValueInputs */
/** @typedef {{}} Main_Zod_Format_Base64Inputs */
/** @typedef {{}} Main_Zod_Format_CurrencyInputs */
/** @typedef {{}} Main_Zod_Format_DateInputs */
/** @typedef {{}} Main_Zod_Format_DatetimeInputs */
/** @typedef {{}} Main_Zod_Format_DurationInputs */
/** @typedef {{}} Main_Zod_Format_EmailInputs */
/** @typedef {{}} Main_Zod_Format_Ipv4Inputs */
/** @typedef {{}} Main_Zod_Format_Ipv6Inputs */
/** @typedef {{}} Main_Zod_Format_JsonInputs */
/** @typedef {{}} Main_Zod_Format_TimeInputs */
/** @typedef {{ text: NonNullable<unknown> }} Main_Zod_IncludesInputs */
/** @typedef {{ format: NonNullable<unknown> }} Main_Zod_Invalid_FormatInputs */
/** @typedef {{}} Main_Zod_Invalid_InputInputs */
/** @typedef {{ expected: NonNullable<unknown>, received: NonNullable<unknown> }} Main_Zod_Invalid_TypeInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Main_Zod_Key_InInputs */
/** @typedef {{}} Main_Zod_Many_MatchedInputs */
/** @typedef {{ n: NonNullable<unknown> }} Main_Zod_Multiple_OfInputs */
/** @typedef {{ values: NonNullable<unknown> }} Main_Zod_One_OfInputs */
/** @typedef {{ pattern: NonNullable<unknown> }} Main_Zod_PatternInputs */
/** @typedef {{ text: NonNullable<unknown> }} Main_Zod_Starts_WithInputs */
/** @typedef {{ origin: NonNullable<unknown>, bound: NonNullable<unknown> }} Main_Zod_Too_Big_BeInputs */
/** @typedef {{ origin: NonNullable<unknown>, bound: NonNullable<unknown>, unit: NonNullable<unknown> }} Main_Zod_Too_Big_HaveInputs */
/** @typedef {{ origin: NonNullable<unknown>, bound: NonNullable<unknown> }} Main_Zod_Too_Small_BeInputs */
/** @typedef {{ origin: NonNullable<unknown>, bound: NonNullable<unknown>, unit: NonNullable<unknown> }} Main_Zod_Too_Small_HaveInputs */
/** @typedef {{}} Main_Zod_Type_ArrayInputs */
/** @typedef {{}} Main_Zod_Type_BigintInputs */
/** @typedef {{}} Main_Zod_Type_BooleanInputs */
/** @typedef {{}} Main_Zod_Type_DateInputs */
/** @typedef {{}} Main_Zod_Type_IntInputs */
/** @typedef {{}} Main_Zod_Type_MapInputs */
/** @typedef {{}} Main_Zod_Type_NullInputs */
/** @typedef {{}} Main_Zod_Type_NumberInputs */
/** @typedef {{}} Main_Zod_Type_ObjectInputs */
/** @typedef {{}} Main_Zod_Type_SetInputs */
/** @typedef {{}} Main_Zod_Type_StringInputs */
/** @typedef {{}} Main_Zod_Type_UndefinedInputs */
/** @typedef {{}} Main_Zod_Type_ValueInputs */
/** @typedef {{}} Main_Zod_Unit_BytesInputs */
/** @typedef {{}} Main_Zod_Unit_CharactersInputs */
/** @typedef {{}} Main_Zod_Unit_EntriesInputs */
/** @typedef {{}} Main_Zod_Unit_ItemsInputs */
/** @typedef {{ keys: NonNullable<unknown> }} Main_Zod_Unknown_KeyInputs */
/** @typedef {{ keys: NonNullable<unknown> }} Main_Zod_Unknown_KeysInputs */
/** @typedef {{ origin: NonNullable<unknown> }} Main_Zod_Value_InInputs */
/** @typedef {{ said: NonNullable<unknown>, amount: NonNullable<unknown> }} Mark_AmountInputs */
/** @typedef {{ said: NonNullable<unknown>, point: NonNullable<unknown> }} Mark_Banker_PointInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Mark_Bet_At_SeatInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Mark_Bet_ListInputs */
/** @typedef {{ said: NonNullable<unknown>, key: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Chose_KeyInputs */
/** @typedef {{ said: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Chose_OptionInputs */
/** @typedef {{ said: NonNullable<unknown>, is: NonNullable<unknown> }} Mark_NaturalInputs */
/** @typedef {{}} Mark_Natural_NoneInputs */
/** @typedef {{}} Mark_Natural_OneInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mark_Not_Whole_CentsInputs */
/** @typedef {{ bet: NonNullable<unknown>, before: NonNullable<unknown> }} Mark_Order_Losers_FirstInputs */
/** @typedef {{ bet: NonNullable<unknown>, before: NonNullable<unknown> }} Mark_Order_Main_FirstInputs */
/** @typedef {{ wanted: NonNullable<unknown>, given: NonNullable<unknown> }} Mark_Order_PayInputs */
/** @typedef {{ said: NonNullable<unknown>, point: NonNullable<unknown> }} Mark_Player_PointInputs */
/** @typedef {{ said: NonNullable<unknown>, result: NonNullable<unknown> }} Mark_ResultInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Mark_Said_DrawInputs */
/** @typedef {{ answer: NonNullable<unknown> }} Mark_Said_StandInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, marked: NonNullable<unknown> }} Mark_Settle_BoxInputs */
/** @typedef {{ bet: NonNullable<unknown>, should: NonNullable<unknown> }} Mark_Settle_MissingInputs */
/** @typedef {{ bet: NonNullable<unknown>, marked: NonNullable<unknown> }} Mark_Settle_No_BoxInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Mark_Settle_No_Such_BetInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Mark_Settle_TwiceInputs */
/** @typedef {{ bet: NonNullable<unknown>, what: NonNullable<unknown>, should: NonNullable<unknown> }} Mark_Settle_WrongInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mark_Should_PayInputs */
/** @typedef {{ amount: NonNullable<unknown>, box: NonNullable<unknown> }} Mark_Should_Pay_BoxInputs */
/** @typedef {{ word: NonNullable<unknown> }} Mark_Should_PushInputs */
/** @typedef {{}} Mark_Should_TakeInputs */
/** @typedef {{}} Mark_Type_AmountInputs */
/** @typedef {{}} Mark_Type_ChipsInputs */
/** @typedef {{}} Mark_Type_ChoiceInputs */
/** @typedef {{}} Mark_Type_DrawInputs */
/** @typedef {{}} Mark_Type_PointsInputs */
/** @typedef {{}} Mark_Type_ResultInputs */
/** @typedef {{}} Mark_Type_SettleInputs */
/** @typedef {{ expected: NonNullable<unknown>, got: NonNullable<unknown>, answer: NonNullable<unknown> }} Mark_Wrong_TypeInputs */
/** @typedef {{}} Mark_You_LeftInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Mark_You_PaidInputs */
/** @typedef {{}} Mark_You_TookInputs */
/** @typedef {{}} Mastery_Level_LearningInputs */
/** @typedef {{}} Mastery_Level_MasteredInputs */
/** @typedef {{}} Mastery_Level_NewInputs */
/** @typedef {{}} Mastery_Level_PractisedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Money_AmountInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Money_SumInputs */
/** @typedef {{}} Pace_Field_SeatsInputs */
/** @typedef {{}} Pace_Field_Side_BetsInputs */
/** @typedef {{ target: NonNullable<unknown> }} Pace_Lab_No_CoupsInputs */
/** @typedef {{ rate: NonNullable<unknown>, target: NonNullable<unknown>, share: NonNullable<unknown> }} Pace_Lab_Rate_DefaultInputs */
/** @typedef {{ rate: NonNullable<unknown>, target: NonNullable<unknown>, share: NonNullable<unknown> }} Pace_Lab_Rate_HouseInputs */
/** @typedef {{ pace: NonNullable<unknown>, accuracy: NonNullable<unknown>, correct: NonNullable<unknown>, coups: NonNullable<unknown> }} Pace_Lab_Result_ManyInputs */
/** @typedef {{ pace: NonNullable<unknown>, accuracy: NonNullable<unknown>, correct: NonNullable<unknown>, coups: NonNullable<unknown> }} Pace_Lab_Result_OneInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Pace_SecondsInputs */
/** @typedef {{ time: NonNullable<unknown>, limit: NonNullable<unknown> }} Pace_Too_SlowInputs */
/** @typedef {{ time: NonNullable<unknown> }} Pace_Too_Slow_No_LimitInputs */
/** @typedef {{}} Passcode_CommonInputs */
/** @typedef {{ min: NonNullable<unknown> }} Passcode_ShortInputs */
/** @typedef {{}} Payout_A_BetInputs */
/** @typedef {{}} Payout_Amount_LabelInputs */
/** @typedef {{}} Payout_Ans_ColouredInputs */
/** @typedef {{ margin: NonNullable<unknown>, odds: NonNullable<unknown> }} Payout_Ans_Dragon_ByInputs */
/** @typedef {{ detail: NonNullable<unknown> }} Payout_Ans_Dragon_LoseInputs */
/** @typedef {{ odds: NonNullable<unknown> }} Payout_Ans_Dragon_NaturalInputs */
/** @typedef {{ word: NonNullable<unknown> }} Payout_Ans_Dragon_TieInputs */
/** @typedef {{}} Payout_Ans_MixedInputs */
/** @typedef {{}} Payout_Ans_No_PairInputs */
/** @typedef {{}} Payout_Ans_PerfectInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Payout_Answer_AmountInputs */
/** @typedef {{}} Payout_Answer_LoseInputs */
/** @typedef {{ word: NonNullable<unknown> }} Payout_Answer_PushInputs */
/** @typedef {{}} Payout_Dragon_Banker_WinsInputs */
/** @typedef {{}} Payout_Dragon_Natural_TieInputs */
/** @typedef {{}} Payout_Dragon_Natural_WinInputs */
/** @typedef {{}} Payout_Dragon_Non_Natural_TieInputs */
/** @typedef {{}} Payout_Dragon_Player_WinsInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Payout_Dragon_UnderInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Payout_Dragon_Win_ByInputs */
/** @typedef {{}} Payout_Opt_ColouredInputs */
/** @typedef {{}} Payout_Opt_LosesInputs */
/** @typedef {{}} Payout_Opt_MixedInputs */
/** @typedef {{ word: NonNullable<unknown> }} Payout_Opt_Natural_TieInputs */
/** @typedef {{}} Payout_Opt_Natural_WinInputs */
/** @typedef {{}} Payout_Opt_No_PairInputs */
/** @typedef {{}} Payout_Opt_PerfectInputs */
/** @typedef {{ margin: NonNullable<unknown> }} Payout_Opt_Win_ByInputs */
/** @typedef {{}} Payout_Pair_ColouredInputs */
/** @typedef {{}} Payout_Pair_MixedInputs */
/** @typedef {{}} Payout_Pair_NotInputs */
/** @typedef {{}} Payout_Pair_PerfectInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Payout_Q_DragonInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Payout_Q_Pair_BankerInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Payout_Q_Pair_PlayerInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown>, word: NonNullable<unknown> }} Payout_Q_PayInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown>, detail: NonNullable<unknown>, word: NonNullable<unknown> }} Payout_W_DragonInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown>, detail: NonNullable<unknown>, word: NonNullable<unknown> }} Payout_W_Dragon_NaturalInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown>, why: NonNullable<unknown> }} Payout_W_Pair_BankerInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown>, why: NonNullable<unknown> }} Payout_W_Pair_PlayerInputs */
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
/** @typedef {{ rule: NonNullable<unknown> }} Pin_Change_AskInputs */
/** @typedef {{}} Pin_Rule_CommonInputs */
/** @typedef {{}} Pin_Rule_Digits_OnlyInputs */
/** @typedef {{}} Pin_Rule_RepeatedInputs */
/** @typedef {{}} Pin_Rule_RunInputs */
/** @typedef {{ max: NonNullable<unknown> }} Pin_Rule_Too_LongInputs */
/** @typedef {{ min: NonNullable<unknown> }} Pin_Rule_Too_ShortInputs */
/** @typedef {{}} Policy_Area_CallsInputs */
/** @typedef {{}} Policy_Area_ChipsInputs */
/** @typedef {{}} Policy_Area_PaceInputs */
/** @typedef {{}} Policy_Area_ProtectionInputs */
/** @typedef {{}} Policy_Area_SettlementInputs */
/** @typedef {{}} Policy_Area_ShuffleInputs */
/** @typedef {{}} Policy_By_Trainer_OnlyInputs */
/** @typedef {{}} Practical_Calls_AInputs */
/** @typedef {{}} Practical_Calls_BInputs */
/** @typedef {{}} Practical_Calls_CInputs */
/** @typedef {{}} Practical_Calls_FailInputs */
/** @typedef {{}} Practical_Chips_AInputs */
/** @typedef {{}} Practical_Chips_BInputs */
/** @typedef {{}} Practical_Chips_CInputs */
/** @typedef {{}} Practical_Chips_FailInputs */
/** @typedef {{}} Practical_Default_TitleInputs */
/** @typedef {{}} Practical_No_CriteriaInputs */
/** @typedef {{}} Practical_Pace_AInputs */
/** @typedef {{}} Practical_Pace_BInputs */
/** @typedef {{}} Practical_Pace_CInputs */
/** @typedef {{}} Practical_Pace_FailInputs */
/** @typedef {{}} Practical_Protection_AInputs */
/** @typedef {{}} Practical_Protection_BInputs */
/** @typedef {{}} Practical_Protection_CInputs */
/** @typedef {{}} Practical_Protection_FailInputs */
/** @typedef {{}} Practical_Red_Card_ReturnedInputs */
/** @typedef {{}} Practical_Red_Chips_UnattendedInputs */
/** @typedef {{}} Practical_Red_Cut_ShortInputs */
/** @typedef {{}} Practical_Red_Drawing_ErrorInputs */
/** @typedef {{}} Practical_Red_Exposed_CardInputs */
/** @typedef {{}} Practical_Red_Late_BetInputs */
/** @typedef {{}} Practical_Red_Paid_Before_TakingInputs */
/** @typedef {{}} Practical_Settlement_AInputs */
/** @typedef {{}} Practical_Settlement_BInputs */
/** @typedef {{}} Practical_Settlement_CInputs */
/** @typedef {{}} Practical_Settlement_FailInputs */
/** @typedef {{}} Practical_Shuffle_AInputs */
/** @typedef {{}} Practical_Shuffle_BInputs */
/** @typedef {{}} Practical_Shuffle_CInputs */
/** @typedef {{}} Practical_Shuffle_FailInputs */
/** @typedef {{}} Proc_Cards_Asks_HoldInputs */
/** @typedef {{}} Proc_Cards_Asks_ReachInputs */
/** @typedef {{}} Proc_Cards_Asks_ThirdInputs */
/** @typedef {{}} Proc_Cards_During_ShoeInputs */
/** @typedef {{}} Proc_Cards_How_Picked_UpInputs */
/** @typedef {{}} Proc_Cards_How_SqueezedInputs */
/** @typedef {{}} Proc_Cards_How_TouchedInputs */
/** @typedef {{}} Proc_Cards_Mini_SituationInputs */
/** @typedef {{}} Proc_Cards_No_Touch_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown>, asks: NonNullable<unknown> }} Proc_Cards_No_Touch_QuestionInputs */
/** @typedef {{}} Proc_Cards_No_Touch_WorkingInputs */
/** @typedef {{}} Proc_Cards_No_Touch_Wrong_AnnouncedInputs */
/** @typedef {{}} Proc_Cards_No_Touch_Wrong_HighestInputs */
/** @typedef {{}} Proc_Cards_No_Touch_Wrong_InspectorInputs */
/** @typedef {{}} Proc_Cards_No_Touch_Wrong_TableInputs */
/** @typedef {{}} Proc_Cards_Replaced_CorrectInputs */
/** @typedef {{ how: NonNullable<unknown> }} Proc_Cards_Replaced_QuestionInputs */
/** @typedef {{}} Proc_Cards_Replaced_WorkingInputs */
/** @typedef {{}} Proc_Cards_Replaced_Wrong_MouthInputs */
/** @typedef {{}} Proc_Cards_Replaced_Wrong_NothingInputs */
/** @typedef {{}} Proc_Cards_Replaced_Wrong_OneInputs */
/** @typedef {{}} Proc_Cards_Replaced_Wrong_ReshuffleInputs */
/** @typedef {{}} Proc_Comp_A_WagerInputs */
/** @typedef {{}} Proc_Comp_Absent_Cash_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Comp_Absent_Cash_QuestionInputs */
/** @typedef {{}} Proc_Comp_Absent_Cash_Wrong_KeepsInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Absent_Cash_Wrong_No_LimitInputs */
/** @typedef {{}} Proc_Comp_Absent_Cash_Wrong_Sits_OutInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Absent_Cash_Wrong_ThreeInputs */
/** @typedef {{ min: NonNullable<unknown>, hands: NonNullable<unknown>, total: NonNullable<unknown> }} Proc_Comp_Absent_DeductedInputs */
/** @typedef {{}} Proc_Comp_Absent_No_SubstituteInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown>, hands: NonNullable<unknown> }} Proc_Comp_Absent_QuestionInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Comp_Absent_Question_OneInputs */
/** @typedef {{}} Proc_Comp_Absent_SubstituteInputs */
/** @typedef {{}} Proc_Comp_All_CorrectInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_All_QuestionInputs */
/** @typedef {{}} Proc_Comp_All_WorkingInputs */
/** @typedef {{}} Proc_Comp_All_Wrong_KeepsInputs */
/** @typedef {{}} Proc_Comp_All_Wrong_LastInputs */
/** @typedef {{}} Proc_Comp_All_Wrong_No_WinnerInputs */
/** @typedef {{}} Proc_Comp_All_Wrong_ReplayedInputs */
/** @typedef {{}} Proc_Comp_Alter_Out_Of_SequenceInputs */
/** @typedef {{}} Proc_Comp_Alter_PlacedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Proc_Comp_Alter_TieInputs */
/** @typedef {{ label: NonNullable<unknown> }} Proc_Comp_Alter_Tie_RemoveInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Proc_Comp_AndInputs */
/** @typedef {{}} Proc_Comp_Anticlockwise_LeftInputs */
/** @typedef {{}} Proc_Comp_Anticlockwise_RightInputs */
/** @typedef {{ rank: NonNullable<unknown>, suit: NonNullable<unknown> }} Proc_Comp_Card_NameInputs */
/** @typedef {{ seat: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Comp_Cards_EqualInputs */
/** @typedef {{ seat: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Comp_Cards_HighestInputs */
/** @typedef {{ label: NonNullable<unknown> }} Proc_Comp_Cards_NobodyInputs */
/** @typedef {{ seats: NonNullable<unknown>, puck: NonNullable<unknown>, order: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Comp_Cards_QuestionInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Proc_Comp_CommaInputs */
/** @typedef {{}} Proc_Comp_Concealed_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Comp_Concealed_QuestionInputs */
/** @typedef {{}} Proc_Comp_Concealed_WorkingInputs */
/** @typedef {{}} Proc_Comp_Concealed_Wrong_BackInputs */
/** @typedef {{}} Proc_Comp_Concealed_Wrong_ForfeitedInputs */
/** @typedef {{}} Proc_Comp_Concealed_Wrong_MinimumInputs */
/** @typedef {{}} Proc_Comp_Concealed_Wrong_WarnedInputs */
/** @typedef {{}} Proc_Comp_Dealer_TurnsInputs */
/** @typedef {{}} Proc_Comp_Deducted_LabelInputs */
/** @typedef {{}} Proc_Comp_Each_LabelInputs */
/** @typedef {{}} Proc_Comp_Elim_KeepsInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown>, value: NonNullable<unknown> }} Proc_Comp_Elim_Live_QuestionInputs */
/** @typedef {{}} Proc_Comp_Elim_Live_WorkingInputs */
/** @typedef {{}} Proc_Comp_Elim_OperatorInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown>, value: NonNullable<unknown> }} Proc_Comp_Elim_QuestionInputs */
/** @typedef {{}} Proc_Comp_Elim_WorkingInputs */
/** @typedef {{}} Proc_Comp_Elim_Wrong_Take_OverInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Elim_Wrong_Top_UpInputs */
/** @typedef {{ value: NonNullable<unknown> }} Proc_Comp_Elim_Wrong_Wager_LeftInputs */
/** @typedef {{ text: NonNullable<unknown> }} Proc_Comp_Full_StopInputs */
/** @typedef {{}} Proc_Comp_In_View_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown>, where: NonNullable<unknown> }} Proc_Comp_In_View_QuestionInputs */
/** @typedef {{}} Proc_Comp_In_View_WorkingInputs */
/** @typedef {{}} Proc_Comp_In_View_Wrong_ColourInputs */
/** @typedef {{}} Proc_Comp_In_View_Wrong_DealerInputs */
/** @typedef {{}} Proc_Comp_In_View_Wrong_DeclareInputs */
/** @typedef {{}} Proc_Comp_In_View_Wrong_WageredInputs */
/** @typedef {{}} Proc_Comp_Indicator_CorrectInputs */
/** @typedef {{}} Proc_Comp_Indicator_QuestionInputs */
/** @typedef {{}} Proc_Comp_Indicator_WorkingInputs */
/** @typedef {{}} Proc_Comp_Indicator_Wrong_LastInputs */
/** @typedef {{}} Proc_Comp_Indicator_Wrong_Next_CardInputs */
/** @typedef {{}} Proc_Comp_Indicator_Wrong_One_MoreInputs */
/** @typedef {{}} Proc_Comp_Indicator_Wrong_VoidInputs */
/** @typedef {{}} Proc_Comp_Late_CancelInputs */
/** @typedef {{}} Proc_Comp_Late_CancelledInputs */
/** @typedef {{}} Proc_Comp_Late_CashInputs */
/** @typedef {{}} Proc_Comp_Late_Cash_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Comp_Late_Cash_QuestionInputs */
/** @typedef {{}} Proc_Comp_Late_Cash_SeatInputs */
/** @typedef {{}} Proc_Comp_Late_Cash_Wrong_FourthInputs */
/** @typedef {{}} Proc_Comp_Late_Cash_Wrong_HeldInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Late_Cash_Wrong_ThreeInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Late_Cash_Wrong_UntilInputs */
/** @typedef {{ coups: NonNullable<unknown> }} Proc_Comp_Late_CoupsInputs */
/** @typedef {{}} Proc_Comp_Late_Deal_NextInputs */
/** @typedef {{ min: NonNullable<unknown>, coups: NonNullable<unknown>, total: NonNullable<unknown> }} Proc_Comp_Late_DeductedInputs */
/** @typedef {{}} Proc_Comp_Late_Give_AwayInputs */
/** @typedef {{}} Proc_Comp_Late_One_CoupInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown>, coups: NonNullable<unknown> }} Proc_Comp_Late_QuestionInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Comp_Late_Question_OneInputs */
/** @typedef {{}} Proc_Comp_Late_Seat_QuestionInputs */
/** @typedef {{}} Proc_Comp_Late_StopInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, rmin: NonNullable<unknown>, rmax: NonNullable<unknown> }} Proc_Comp_Limits_Next_QuestionInputs */
/** @typedef {{ rmin: NonNullable<unknown> }} Proc_Comp_Limits_Next_WorkingInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, rmin: NonNullable<unknown>, rmax: NonNullable<unknown> }} Proc_Comp_Limits_This_QuestionInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Limits_This_WorkingInputs */
/** @typedef {{}} Proc_Comp_Minimum_LabelInputs */
/** @typedef {{}} Proc_Comp_Not_Exposed_CorrectInputs */
/** @typedef {{ a: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Comp_Not_Exposed_QuestionInputs */
/** @typedef {{}} Proc_Comp_Not_Exposed_WorkingInputs */
/** @typedef {{}} Proc_Comp_Not_Exposed_Wrong_InspectorInputs */
/** @typedef {{ label: NonNullable<unknown> }} Proc_Comp_Not_Exposed_Wrong_NextInputs */
/** @typedef {{}} Proc_Comp_Not_Exposed_Wrong_VoidInputs */
/** @typedef {{}} Proc_Comp_Not_Exposed_Wrong_WaitInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Comp_NumberInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Comp_Ordinal_NdInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Comp_Ordinal_RdInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Comp_Ordinal_StInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Comp_Ordinal_ThInputs */
/** @typedef {{ amount: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Comp_Placed_AmountInputs */
/** @typedef {{ label: NonNullable<unknown> }} Proc_Comp_Placed_WagerInputs */
/** @typedef {{}} Proc_Comp_Play_Off_OptionInputs */
/** @typedef {{ card: NonNullable<unknown> }} Proc_Comp_Play_Off_QuestionInputs */
/** @typedef {{}} Proc_Comp_Play_Off_SituationInputs */
/** @typedef {{ card: NonNullable<unknown>, n: NonNullable<unknown> }} Proc_Comp_Play_Off_WorkingInputs */
/** @typedef {{}} Proc_Comp_Position_OkInputs */
/** @typedef {{ seat: NonNullable<unknown>, area: NonNullable<unknown> }} Proc_Comp_Position_WrongInputs */
/** @typedef {{ place: NonNullable<unknown>, amount: NonNullable<unknown> }} Proc_Comp_PrizeInputs */
/** @typedef {{ section: NonNullable<unknown>, reason: NonNullable<unknown> }} Proc_Comp_ProblemInputs */
/** @typedef {{}} Proc_Comp_Problem_BothInputs */
/** @typedef {{}} Proc_Comp_Problem_No_MainInputs */
/** @typedef {{ amount: NonNullable<unknown>, label: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Comp_Problem_OverInputs */
/** @typedef {{ amount: NonNullable<unknown>, label: NonNullable<unknown>, min: NonNullable<unknown> }} Proc_Comp_Problem_UnderInputs */
/** @typedef {{ amount: NonNullable<unknown>, label: NonNullable<unknown>, unit: NonNullable<unknown> }} Proc_Comp_Problem_UnitsInputs */
/** @typedef {{}} Proc_Comp_Puck_HighestInputs */
/** @typedef {{}} Proc_Comp_Puck_LowestInputs */
/** @typedef {{ numbering: NonNullable<unknown>, seats: NonNullable<unknown>, from: NonNullable<unknown> }} Proc_Comp_Puck_Move_QuestionInputs */
/** @typedef {{ direction: NonNullable<unknown>, order: NonNullable<unknown> }} Proc_Comp_Puck_Move_WorkingInputs */
/** @typedef {{ numbering: NonNullable<unknown>, seats: NonNullable<unknown> }} Proc_Comp_Puck_Start_QuestionInputs */
/** @typedef {{ where: NonNullable<unknown>, order: NonNullable<unknown> }} Proc_Comp_Puck_Start_WorkingInputs */
/** @typedef {{}} Proc_Comp_Rank_2Inputs */
/** @typedef {{}} Proc_Comp_Rank_3Inputs */
/** @typedef {{}} Proc_Comp_Rank_4Inputs */
/** @typedef {{}} Proc_Comp_Rank_5Inputs */
/** @typedef {{}} Proc_Comp_Rank_6Inputs */
/** @typedef {{}} Proc_Comp_Rank_7Inputs */
/** @typedef {{}} Proc_Comp_Rank_8Inputs */
/** @typedef {{}} Proc_Comp_Rank_9Inputs */
/** @typedef {{}} Proc_Comp_Rank_A1Inputs */
/** @typedef {{}} Proc_Comp_Rank_J1Inputs */
/** @typedef {{}} Proc_Comp_Rank_K1Inputs */
/** @typedef {{}} Proc_Comp_Rank_Q1Inputs */
/** @typedef {{}} Proc_Comp_Rank_T1Inputs */
/** @typedef {{ seat: NonNullable<unknown>, amount: NonNullable<unknown> }} Proc_Comp_Seat_ChipsInputs */
/** @typedef {{}} Proc_Comp_Seat_Wagers_OkInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, unit: NonNullable<unknown>, seat: NonNullable<unknown>, placed: NonNullable<unknown>, where: NonNullable<unknown> }} Proc_Comp_Seat_Wagers_QuestionInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Proc_Comp_SemicolonInputs */
/** @typedef {{}} Proc_Comp_Settled_FullInputs */
/** @typedef {{ max: NonNullable<unknown> }} Proc_Comp_Settled_OverInputs */
/** @typedef {{ places: NonNullable<unknown> }} Proc_Comp_Shared_Question_ThreeInputs */
/** @typedef {{ places: NonNullable<unknown> }} Proc_Comp_Shared_Question_TwoInputs */
/** @typedef {{ sum: NonNullable<unknown>, total: NonNullable<unknown>, n: NonNullable<unknown>, each: NonNullable<unknown> }} Proc_Comp_Shared_WorkingInputs */
/** @typedef {{}} Proc_Comp_SituationInputs */
/** @typedef {{}} Proc_Comp_Situation_Face_DownInputs */
/** @typedef {{}} Proc_Comp_Suit_CInputs */
/** @typedef {{}} Proc_Comp_Suit_DInputs */
/** @typedef {{}} Proc_Comp_Suit_HInputs */
/** @typedef {{}} Proc_Comp_Suit_SInputs */
/** @typedef {{ seat: NonNullable<unknown>, wager: NonNullable<unknown>, label: NonNullable<unknown>, wish: NonNullable<unknown> }} Proc_Comp_Tie_After_QuestionInputs */
/** @typedef {{ puck: NonNullable<unknown>, seat: NonNullable<unknown>, put: NonNullable<unknown>, label: NonNullable<unknown>, wish: NonNullable<unknown> }} Proc_Comp_Tie_Out_Of_Sequence_QuestionInputs */
/** @typedef {{ seat: NonNullable<unknown>, put: NonNullable<unknown>, label: NonNullable<unknown>, wish: NonNullable<unknown> }} Proc_Comp_Tie_Placed_QuestionInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Time_CorrectInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Comp_Time_QuestionInputs */
/** @typedef {{}} Proc_Comp_Time_WorkingInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Comp_Time_Wrong_DeductedInputs */
/** @typedef {{}} Proc_Comp_Time_Wrong_EliminatedInputs */
/** @typedef {{}} Proc_Comp_Time_Wrong_RepeatedInputs */
/** @typedef {{}} Proc_Comp_Time_Wrong_Sit_OutInputs */
/** @typedef {{}} Proc_Comp_Time_Wrong_WaitsInputs */
/** @typedef {{ add: NonNullable<unknown>, wager: NonNullable<unknown> }} Proc_Comp_Top_Up_AddInputs */
/** @typedef {{}} Proc_Comp_Top_Up_LabelInputs */
/** @typedef {{}} Proc_Comp_Top_Up_NoneInputs */
/** @typedef {{}} Proc_Comp_Top_Up_PileInputs */
/** @typedef {{ min: NonNullable<unknown>, seat: NonNullable<unknown>, wager: NonNullable<unknown> }} Proc_Comp_Top_Up_QuestionInputs */
/** @typedef {{ min: NonNullable<unknown>, amount: NonNullable<unknown>, add: NonNullable<unknown>, reason: NonNullable<unknown> }} Proc_Comp_Top_Up_WorkingInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Comp_Wager_AmountInputs */
/** @typedef {{}} Proc_Comp_Wager_WordInputs */
/** @typedef {{}} Proc_Comp_Where_HandInputs */
/** @typedef {{}} Proc_Comp_Where_HandbagInputs */
/** @typedef {{}} Proc_Comp_Where_LapInputs */
/** @typedef {{}} Proc_Comp_Where_OwnInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Comp_Where_SeatInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Comp_WinnerInputs */
/** @typedef {{ seats: NonNullable<unknown>, last: NonNullable<unknown> }} Proc_Comp_Winner_LevelInputs */
/** @typedef {{ list: NonNullable<unknown> }} Proc_Comp_Winner_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Comp_Wish_IncreaseInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Comp_Wish_ReduceInputs */
/** @typedef {{}} Proc_Comp_Wish_WithdrawInputs */
/** @typedef {{}} Proc_Comp_Wrong_Player_CorrectInputs */
/** @typedef {{ a: NonNullable<unknown>, label: NonNullable<unknown>, b: NonNullable<unknown> }} Proc_Comp_Wrong_Player_QuestionInputs */
/** @typedef {{}} Proc_Comp_Wrong_Player_WorkingInputs */
/** @typedef {{}} Proc_Comp_Wrong_Player_Wrong_New_HandInputs */
/** @typedef {{ b: NonNullable<unknown>, a: NonNullable<unknown> }} Proc_Comp_Wrong_Player_Wrong_Take_BackInputs */
/** @typedef {{}} Proc_Comp_Wrong_Player_Wrong_Void_CoupInputs */
/** @typedef {{}} Proc_Comp_Wrong_Player_Wrong_Void_HandInputs */
/** @typedef {{ why: NonNullable<unknown> }} Proc_Kind_Choose_AreaInputs */
/** @typedef {{ why: NonNullable<unknown> }} Proc_Kind_Choose_TopicInputs */
/** @typedef {{}} Proc_Kind_Field_AreaInputs */
/** @typedef {{}} Proc_Kind_Field_TopicInputs */
/** @typedef {{}} Proc_Kind_Field_Topic_HelpInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_BurnInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_Casino_GuideInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_CompetitionInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_DeltinInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_DragonInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_Perfect_PairsInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_No_SqueezeInputs */
/** @typedef {{ house: NonNullable<unknown> }} Proc_Kind_Not_FederalInputs */
/** @typedef {{}} Proc_Limits_A_BetInputs */
/** @typedef {{}} Proc_Limits_Between_CoupsInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, max: NonNullable<unknown>, excess: NonNullable<unknown> }} Proc_Limits_CapInputs */
/** @typedef {{}} Proc_Limits_Change_ConsentInputs */
/** @typedef {{}} Proc_Limits_Change_No_NoticeInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Proc_Limits_Change_NoticeInputs */
/** @typedef {{ min: NonNullable<unknown>, minutes: NonNullable<unknown> }} Proc_Limits_Change_Notice_LineInputs */
/** @typedef {{ min: NonNullable<unknown>, newMin: NonNullable<unknown>, why: NonNullable<unknown> }} Proc_Limits_Change_QuestionInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Proc_Limits_Change_ShortInputs */
/** @typedef {{}} Proc_Limits_Change_Why_ConsentInputs */
/** @typedef {{}} Proc_Limits_Change_Why_No_NoticeInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Proc_Limits_Change_Why_NoticeInputs */
/** @typedef {{ convention: NonNullable<unknown> }} Proc_Limits_ConventionInputs */
/** @typedef {{}} Proc_Limits_History_FirstInputs */
/** @typedef {{}} Proc_Limits_History_WarnedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Limits_MultipleInputs */
/** @typedef {{}} Proc_Limits_Multiples_NoticeInputs */
/** @typedef {{}} Proc_Limits_Multiples_Notice_LineInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, notice: NonNullable<unknown>, seat: NonNullable<unknown>, stake: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Limits_Multiples_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Limits_Need_NotInputs */
/** @typedef {{ min: NonNullable<unknown>, amount: NonNullable<unknown> }} Proc_Limits_Not_MultipleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Limits_Not_ReducedInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Limits_OkInputs */
/** @typedef {{ amount: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Limits_OutsideInputs */
/** @typedef {{ first: NonNullable<unknown>, a: NonNullable<unknown>, second: NonNullable<unknown>, b: NonNullable<unknown> }} Proc_Limits_Partnership_AmountsInputs */
/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Limits_Partnership_OverInputs */
/** @typedef {{ max: NonNullable<unknown>, a: NonNullable<unknown>, b: NonNullable<unknown>, wagers: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Limits_Partnership_QuestionInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown> }} Proc_Limits_Partnership_StacksInputs */
/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Limits_Partnership_WithinInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Limits_Pay_LabelInputs */
/** @typedef {{ convention: NonNullable<unknown>, label: NonNullable<unknown>, seat: NonNullable<unknown>, stake: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown>, history: NonNullable<unknown> }} Proc_Limits_Pay_QuestionInputs */
/** @typedef {{ decision: NonNullable<unknown> }} Proc_Limits_Pay_WorkingInputs */
/** @typedef {{ decision: NonNullable<unknown>, settlement: NonNullable<unknown> }} Proc_Limits_Pay_Working_SettledInputs */
/** @typedef {{}} Proc_Limits_Place_Your_BetsInputs */
/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Limits_Pro_Rata_NoneInputs */
/** @typedef {{ total: NonNullable<unknown>, max: NonNullable<unknown>, to: NonNullable<unknown>, reduced: NonNullable<unknown> }} Proc_Limits_Pro_Rata_OverInputs */
/** @typedef {{ limit: NonNullable<unknown>, label: NonNullable<unknown>, total: NonNullable<unknown>, chip: NonNullable<unknown>, seat: NonNullable<unknown>, amount: NonNullable<unknown> }} Proc_Limits_Pro_Rata_QuestionInputs */
/** @typedef {{ limit: NonNullable<unknown>, label: NonNullable<unknown>, chip: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Limits_Pro_Rata_Stacks_QuestionInputs */
/** @typedef {{ explanation: NonNullable<unknown>, working: NonNullable<unknown> }} Proc_Limits_Pro_Rata_WorkingInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, min: NonNullable<unknown> }} Proc_Limits_ReturnInputs */
/** @typedef {{ amount: NonNullable<unknown>, max: NonNullable<unknown>, total: NonNullable<unknown>, reduced: NonNullable<unknown> }} Proc_Limits_Share_ExactInputs */
/** @typedef {{ amount: NonNullable<unknown>, max: NonNullable<unknown>, total: NonNullable<unknown>, share: NonNullable<unknown>, to: NonNullable<unknown>, reduced: NonNullable<unknown> }} Proc_Limits_Share_FractionInputs */
/** @typedef {{ amount: NonNullable<unknown>, max: NonNullable<unknown>, total: NonNullable<unknown>, share: NonNullable<unknown>, to: NonNullable<unknown>, reduced: NonNullable<unknown> }} Proc_Limits_Share_RoundedInputs */
/** @typedef {{}} Proc_Limits_To_CentInputs */
/** @typedef {{ chip: NonNullable<unknown> }} Proc_Limits_To_ChipInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Limits_Wager_LabelInputs */
/** @typedef {{ label: NonNullable<unknown>, amount: NonNullable<unknown>, min: NonNullable<unknown> }} Proc_Limits_WarnInputs */
/** @typedef {{}} Proc_No_More_BetsInputs */
/** @typedef {{}} Proc_Pp_Only_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Pp_Only_QuestionInputs */
/** @typedef {{}} Proc_Pp_Only_WorkingInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_Ask_MainInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_ReturnInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_Two_CardsInputs */
/** @typedef {{}} Proc_Pp_Only_Wrong_VoidInputs */
/** @typedef {{}} Proc_Secret_After_QuestionInputs */
/** @typedef {{ amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Secret_Also_ChipsInputs */
/** @typedef {{}} Proc_Secret_Announce_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Secret_Announce_QuestionInputs */
/** @typedef {{}} Proc_Secret_Announce_WorkingInputs */
/** @typedef {{}} Proc_Secret_Announce_Wrong_EndInputs */
/** @typedef {{}} Proc_Secret_Announce_Wrong_PlayerInputs */
/** @typedef {{}} Proc_Secret_Announce_Wrong_QuietlyInputs */
/** @typedef {{}} Proc_Secret_Announce_Wrong_Read_OutInputs */
/** @typedef {{}} Proc_Secret_Complies_QuestionInputs */
/** @typedef {{ allowed: NonNullable<unknown>, seat: NonNullable<unknown>, made: NonNullable<unknown>, tied: NonNullable<unknown> }} Proc_Secret_Count_QuestionInputs */
/** @typedef {{ allowed: NonNullable<unknown>, used: NonNullable<unknown>, left: NonNullable<unknown> }} Proc_Secret_Count_WorkingInputs */
/** @typedef {{}} Proc_Secret_Examine_CorrectInputs */
/** @typedef {{}} Proc_Secret_Examine_In_TimeInputs */
/** @typedef {{}} Proc_Secret_Examine_QuestionInputs */
/** @typedef {{}} Proc_Secret_Examine_Too_LateInputs */
/** @typedef {{}} Proc_Secret_Examine_WorkingInputs */
/** @typedef {{}} Proc_Secret_Examine_Wrong_DealerInputs */
/** @typedef {{}} Proc_Secret_Examine_Wrong_DirectorInputs */
/** @typedef {{}} Proc_Secret_Examine_Wrong_NobodyInputs */
/** @typedef {{}} Proc_Secret_Examine_Wrong_PlayersInputs */
/** @typedef {{}} Proc_Secret_Final_CorrectInputs */
/** @typedef {{}} Proc_Secret_Final_QuestionInputs */
/** @typedef {{}} Proc_Secret_Final_WorkingInputs */
/** @typedef {{}} Proc_Secret_Final_Wrong_Face_UpInputs */
/** @typedef {{}} Proc_Secret_Final_Wrong_Highest_OnlyInputs */
/** @typedef {{}} Proc_Secret_Final_Wrong_RevealInputs */
/** @typedef {{}} Proc_Secret_Final_Wrong_TurnsInputs */
/** @typedef {{ amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Secret_FormInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Secret_Form_BlankInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Secret_Hand_Over_QuestionInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_WorkingInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_Wrong_AloudInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_Wrong_BackInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_Wrong_ChipsInputs */
/** @typedef {{}} Proc_Secret_Hand_Over_Wrong_KeepInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Secret_Made_ManyInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Secret_Made_OneInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Secret_No_WagerInputs */
/** @typedef {{}} Proc_Secret_ReferredInputs */
/** @typedef {{ seat: NonNullable<unknown>, cards: NonNullable<unknown> }} Proc_Secret_Request_CardsInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Secret_Request_FirstInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Secret_Request_NoneInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Secret_SettledInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, seat: NonNullable<unknown>, held: NonNullable<unknown>, form: NonNullable<unknown> }} Proc_Secret_SituationInputs */
/** @typedef {{}} Proc_Secret_Situation_RulesInputs */
/** @typedef {{}} Proc_Secret_Tied_AllInputs */
/** @typedef {{}} Proc_Secret_Tied_ItInputs */
/** @typedef {{}} Proc_Secret_Tied_OneInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Secret_Tied_SomeInputs */
/** @typedef {{ max: NonNullable<unknown> }} Proc_Secret_Verdict_Above_MaxInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Secret_Verdict_Below_MinInputs */
/** @typedef {{}} Proc_Secret_Verdict_Both_AreasInputs */
/** @typedef {{ held: NonNullable<unknown> }} Proc_Secret_Verdict_Deemed_ChipsInputs */
/** @typedef {{ max: NonNullable<unknown> }} Proc_Secret_Verdict_Deemed_MaxInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Secret_Verdict_Deemed_MinInputs */
/** @typedef {{ held: NonNullable<unknown>, min: NonNullable<unknown> }} Proc_Secret_Verdict_EliminatedInputs */
/** @typedef {{}} Proc_Secret_Verdict_Form_Amount_BreachInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Secret_Verdict_Form_Amount_ReasonInputs */
/** @typedef {{}} Proc_Secret_Verdict_Form_Type_BreachInputs */
/** @typedef {{ min: NonNullable<unknown> }} Proc_Secret_Verdict_Form_Type_ReasonInputs */
/** @typedef {{ written: NonNullable<unknown>, what: NonNullable<unknown> }} Proc_Secret_Verdict_IsInputs */
/** @typedef {{ held: NonNullable<unknown> }} Proc_Secret_Verdict_Over_ChipsInputs */
/** @typedef {{ why: NonNullable<unknown> }} Proc_Secret_Verdict_ReferInputs */
/** @typedef {{ within: NonNullable<unknown> }} Proc_Secret_Verdict_StandsInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Proc_Secret_Verdict_ThenInputs */
/** @typedef {{ written: NonNullable<unknown>, chip: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Secret_Verdict_Total_BreachInputs */
/** @typedef {{ written: NonNullable<unknown>, breaches: NonNullable<unknown>, chip: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Secret_Verdict_Total_Breach_BrokenInputs */
/** @typedef {{ written: NonNullable<unknown>, chip: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Secret_Verdict_Total_WhyInputs */
/** @typedef {{ written: NonNullable<unknown>, deemed: NonNullable<unknown>, chip: NonNullable<unknown>, max: NonNullable<unknown> }} Proc_Secret_Verdict_Total_Why_DeemedInputs */
/** @typedef {{ written: NonNullable<unknown> }} Proc_Secret_Verdict_WithinInputs */
/** @typedef {{ written: NonNullable<unknown> }} Proc_Secret_Verdict_Within_ChipsInputs */
/** @typedef {{ amount: NonNullable<unknown>, label: NonNullable<unknown> }} Proc_Secret_Verdict_WrittenInputs */
/** @typedef {{ card: NonNullable<unknown> }} Proc_Shuffle_Burn_QuestionInputs */
/** @typedef {{ card: NonNullable<unknown>, count: NonNullable<unknown>, with: NonNullable<unknown> }} Proc_Shuffle_Burn_WorkingInputs */
/** @typedef {{ rank: NonNullable<unknown>, suit: NonNullable<unknown> }} Proc_Shuffle_CardInputs */
/** @typedef {{ min: NonNullable<unknown>, at: NonNullable<unknown>, back: NonNullable<unknown>, total: NonNullable<unknown> }} Proc_Shuffle_Cut_Invalid_WorkingInputs */
/** @typedef {{ at: NonNullable<unknown>, total: NonNullable<unknown>, back: NonNullable<unknown> }} Proc_Shuffle_Cut_QuestionInputs */
/** @typedef {{ at: NonNullable<unknown>, back: NonNullable<unknown> }} Proc_Shuffle_Cut_Valid_WorkingInputs */
/** @typedef {{ seats: NonNullable<unknown> }} Proc_Shuffle_Decline_ManyInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_Decline_OneInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_History_FirstInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_History_PreviousInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_History_Previous_LeftInputs */
/** @typedef {{}} Proc_Shuffle_InspectorInputs */
/** @typedef {{}} Proc_Shuffle_Inspector_CutsInputs */
/** @typedef {{}} Proc_Shuffle_Left_LeftInputs */
/** @typedef {{}} Proc_Shuffle_Left_RightInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown> }} Proc_Shuffle_Marker_BetweenInputs */
/** @typedef {{}} Proc_Shuffle_Marker_QuestionInputs */
/** @typedef {{}} Proc_Shuffle_Marker_WorkingInputs */
/** @typedef {{}} Proc_Shuffle_Marker_Wrong_CutInputs */
/** @typedef {{}} Proc_Shuffle_Marker_Wrong_TenInputs */
/** @typedef {{}} Proc_Shuffle_Marker_Wrong_Two_DecksInputs */
/** @typedef {{}} Proc_Shuffle_Name_InspectorInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_Name_SeatInputs */
/** @typedef {{}} Proc_Shuffle_New_ShoeInputs */
/** @typedef {{}} Proc_Shuffle_New_Shoe_OfferedInputs */
/** @typedef {{}} Proc_Shuffle_Numbering_LeftInputs */
/** @typedef {{}} Proc_Shuffle_Numbering_RightInputs */
/** @typedef {{ seats: NonNullable<unknown> }} Proc_Shuffle_OccupiedInputs */
/** @typedef {{ who: NonNullable<unknown>, numbering: NonNullable<unknown>, names: NonNullable<unknown> }} Proc_Shuffle_Offer_FirstInputs */
/** @typedef {{ previous: NonNullable<unknown>, numbering: NonNullable<unknown>, left: NonNullable<unknown>, names: NonNullable<unknown> }} Proc_Shuffle_Offer_NextInputs */
/** @typedef {{ decks: NonNullable<unknown> }} Proc_Shuffle_OfferedInputs */
/** @typedef {{}} Proc_Shuffle_Rank_2Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_3Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_4Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_5Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_6Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_7Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_8Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_9Inputs */
/** @typedef {{}} Proc_Shuffle_Rank_AInputs */
/** @typedef {{}} Proc_Shuffle_Rank_JInputs */
/** @typedef {{}} Proc_Shuffle_Rank_KInputs */
/** @typedef {{}} Proc_Shuffle_Rank_QInputs */
/** @typedef {{}} Proc_Shuffle_Rank_TInputs */
/** @typedef {{}} Proc_Shuffle_Rule_BurnInputs */
/** @typedef {{ decks: NonNullable<unknown> }} Proc_Shuffle_SquaredInputs */
/** @typedef {{}} Proc_Shuffle_Suit_CInputs */
/** @typedef {{}} Proc_Shuffle_Suit_DInputs */
/** @typedef {{}} Proc_Shuffle_Suit_HInputs */
/** @typedef {{}} Proc_Shuffle_Suit_SInputs */
/** @typedef {{}} Proc_Shuffle_Who_CutsInputs */
/** @typedef {{}} Proc_Shuffle_Who_Cuts_NextInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_Who_First_PlaceInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Shuffle_Who_Sat_FirstInputs */
/** @typedef {{}} Proc_Side_A_BetInputs */
/** @typedef {{ cards: NonNullable<unknown> }} Proc_Side_After_CardsInputs */
/** @typedef {{}} Proc_Side_After_First_CardInputs */
/** @typedef {{}} Proc_Side_Before_First_CardInputs */
/** @typedef {{}} Proc_Side_Dragon_No_MainInputs */
/** @typedef {{}} Proc_Side_Dragon_OkInputs */
/** @typedef {{ seat: NonNullable<unknown>, has: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Side_Dragon_QuestionInputs */
/** @typedef {{}} Proc_Side_Has_NothingInputs */
/** @typedef {{ stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Side_Has_WagerInputs */
/** @typedef {{}} Proc_Side_Main_BankerInputs */
/** @typedef {{}} Proc_Side_No_MainInputs */
/** @typedef {{}} Proc_Side_Place_Your_BetsInputs */
/** @typedef {{}} Proc_Side_Pp_LateInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, amount: NonNullable<unknown> }} Proc_Side_Pp_LimitsInputs */
/** @typedef {{}} Proc_Side_Pp_No_MainInputs */
/** @typedef {{}} Proc_Side_Pp_OkInputs */
/** @typedef {{ min: NonNullable<unknown>, max: NonNullable<unknown>, moment: NonNullable<unknown>, seat: NonNullable<unknown>, amount: NonNullable<unknown>, bet: NonNullable<unknown>, main: NonNullable<unknown> }} Proc_Side_Pp_QuestionInputs */
/** @typedef {{}} Proc_Squeeze_Dealer_TurnsInputs */
/** @typedef {{}} Proc_Squeeze_Dealt_DownInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_DiscInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_Discs_QuestionInputs */
/** @typedef {{}} Proc_Squeeze_Discs_WorkingInputs */
/** @typedef {{}} Proc_Squeeze_Discs_Wrong_CompetitionInputs */
/** @typedef {{}} Proc_Squeeze_Discs_Wrong_LimitsInputs */
/** @typedef {{}} Proc_Squeeze_Discs_Wrong_Marker_CardInputs */
/** @typedef {{}} Proc_Squeeze_Discs_Wrong_PuckInputs */
/** @typedef {{}} Proc_Squeeze_Face_DownInputs */
/** @typedef {{}} Proc_Squeeze_GameInputs */
/** @typedef {{}} Proc_Squeeze_Informed_CorrectInputs */
/** @typedef {{}} Proc_Squeeze_Informed_QuestionInputs */
/** @typedef {{}} Proc_Squeeze_Informed_WorkingInputs */
/** @typedef {{}} Proc_Squeeze_Informed_Wrong_DirectorInputs */
/** @typedef {{}} Proc_Squeeze_Informed_Wrong_InspectorInputs */
/** @typedef {{}} Proc_Squeeze_Informed_Wrong_NobodyInputs */
/** @typedef {{}} Proc_Squeeze_Informed_Wrong_PlayersInputs */
/** @typedef {{}} Proc_Squeeze_Informed_Wrong_SurveillanceInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_Nobody_WorkingInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Squeeze_One_Set_QuestionInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_WorkingInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_Wrong_Banker_OnlyInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_Wrong_BothInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_Wrong_ChooseInputs */
/** @typedef {{}} Proc_Squeeze_One_Set_Wrong_NeitherInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_RefusesInputs */
/** @typedef {{}} Proc_Squeeze_Rule_NobodyInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Squeeze_Standing_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_Standing_QuestionInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_Standing_WorkingInputs */
/** @typedef {{}} Proc_Squeeze_Standing_Wrong_NextInputs */
/** @typedef {{}} Proc_Squeeze_Standing_Wrong_One_EachInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Squeeze_Standing_Wrong_StandingInputs */
/** @typedef {{}} Proc_Squeeze_Tie_LowestInputs */
/** @typedef {{}} Proc_Squeeze_Tie_SequenceInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_Who_PassedInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_Why_All_RefusedInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_Why_HighestInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown>, tie: NonNullable<unknown> }} Proc_Squeeze_Why_Highest_TieInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Squeeze_Why_NobodyInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_Why_Refused_ManyInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, bet: NonNullable<unknown>, tie: NonNullable<unknown> }} Proc_Squeeze_Why_Refused_Many_TieInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Squeeze_Why_Refused_OneInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, bet: NonNullable<unknown>, tie: NonNullable<unknown> }} Proc_Squeeze_Why_Refused_One_TieInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Proc_Tools_AmountInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Proc_Tools_ListInputs */
/** @typedef {{}} Proc_Tools_NoInputs */
/** @typedef {{ n: NonNullable<unknown> }} Proc_Tools_NumberInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Tools_SeatInputs */
/** @typedef {{}} Proc_Tools_YesInputs */
/** @typedef {{}} Proc_Wagers_A_BetInputs */
/** @typedef {{ seat: NonNullable<unknown>, amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Cash_QuestionInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Chips_QuestionInputs */
/** @typedef {{}} Proc_Wagers_Deltin_CorrectInputs */
/** @typedef {{ seat: NonNullable<unknown>, stake: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Deltin_QuestionInputs */
/** @typedef {{}} Proc_Wagers_Deltin_WorkingInputs */
/** @typedef {{}} Proc_Wagers_Deltin_Wrong_IncreaseInputs */
/** @typedef {{}} Proc_Wagers_Deltin_Wrong_NothingInputs */
/** @typedef {{}} Proc_Wagers_Deltin_Wrong_ReturnedInputs */
/** @typedef {{}} Proc_Wagers_Deltin_Wrong_Take_DownInputs */
/** @typedef {{}} Proc_Wagers_Deltin_Wrong_Tie_AreaInputs */
/** @typedef {{}} Proc_Wagers_Federal_CorrectInputs */
/** @typedef {{}} Proc_Wagers_Federal_QuestionInputs */
/** @typedef {{}} Proc_Wagers_Federal_SituationInputs */
/** @typedef {{}} Proc_Wagers_Federal_WorkingInputs */
/** @typedef {{}} Proc_Wagers_Federal_Wrong_AnnounceInputs */
/** @typedef {{}} Proc_Wagers_Federal_Wrong_ConsentInputs */
/** @typedef {{}} Proc_Wagers_Federal_Wrong_LiabilityInputs */
/** @typedef {{}} Proc_Wagers_Federal_Wrong_LimitsInputs */
/** @typedef {{}} Proc_Wagers_Federal_Wrong_MarkerInputs */
/** @typedef {{ cards: NonNullable<unknown> }} Proc_Wagers_Moment_CardsInputs */
/** @typedef {{}} Proc_Wagers_Moment_FirstInputs */
/** @typedef {{}} Proc_Wagers_Moment_NoneInputs */
/** @typedef {{}} Proc_Wagers_Place_BetsInputs */
/** @typedef {{}} Proc_Wagers_Reason_CashInputs */
/** @typedef {{}} Proc_Wagers_Reason_ChipsInputs */
/** @typedef {{}} Proc_Wagers_Reason_Closed_IncreaseInputs */
/** @typedef {{}} Proc_Wagers_Reason_Closed_MakeInputs */
/** @typedef {{}} Proc_Wagers_Reason_Closed_WithdrawInputs */
/** @typedef {{}} Proc_Wagers_Reason_Open_IncreaseInputs */
/** @typedef {{}} Proc_Wagers_Reason_Open_MakeInputs */
/** @typedef {{}} Proc_Wagers_Reason_Open_WithdrawInputs */
/** @typedef {{ max: NonNullable<unknown> }} Proc_Wagers_Reason_Standing_OkInputs */
/** @typedef {{ max: NonNullable<unknown>, count: NonNullable<unknown> }} Proc_Wagers_Reason_Standing_OverInputs */
/** @typedef {{}} Proc_Wagers_Rule_DeltinInputs */
/** @typedef {{ count: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Wagers_Standing_ManyInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Proc_Wagers_Standing_OneInputs */
/** @typedef {{ count: NonNullable<unknown>, seat: NonNullable<unknown> }} Proc_Wagers_Standing_TwoInputs */
/** @typedef {{}} Proc_Wagers_TieInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Wagers_Want_IncreaseInputs */
/** @typedef {{ amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Want_Increase_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Want_MakeInputs */
/** @typedef {{ bet: NonNullable<unknown> }} Proc_Wagers_Want_WithdrawInputs */
/** @typedef {{ amount: NonNullable<unknown>, bet: NonNullable<unknown> }} Proc_Wagers_Want_Withdraw_AmountInputs */
/** @typedef {{ seat: NonNullable<unknown>, wants: NonNullable<unknown> }} Proc_Wagers_WantsInputs */
/** @typedef {{}} Profile_Casino_Guide_NameInputs */
/** @typedef {{}} Profile_Casino_Guide_SourceInputs */
/** @typedef {{}} Profile_Deltin_SourceInputs */
/** @typedef {{}} Profile_Dragon_NameInputs */
/** @typedef {{}} Profile_Dragon_SourceInputs */
/** @typedef {{}} Profile_Federal_DescriptionInputs */
/** @typedef {{}} Profile_Federal_NameInputs */
/** @typedef {{}} Profile_Tasmania_DescriptionInputs */
/** @typedef {{}} Push_Word_CapitalisedInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Record_CardsInputs */
/** @typedef {{}} Record_DrawInputs */
/** @typedef {{}} Record_Face_DownInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Record_HandsInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Record_Hands_NaturalInputs */
/** @typedef {{}} Record_No_CardsInputs */
/** @typedef {{}} Record_Nothing_SettledInputs */
/** @typedef {{ key: NonNullable<unknown> }} Record_OptionInputs */
/** @typedef {{ item: NonNullable<unknown>, label: NonNullable<unknown> }} Record_Red_Line_AtInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Record_Seat_BetInputs */
/** @typedef {{ action: NonNullable<unknown>, bet: NonNullable<unknown> }} Record_SettleInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Record_Settle_ListInputs */
/** @typedef {{ action: NonNullable<unknown>, bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Record_Settle_PayInputs */
/** @typedef {{}} Record_StandInputs */
/** @typedef {{ env: NonNullable<unknown>, min: NonNullable<unknown> }} Room_Cli_Env_ShortInputs */
/** @typedef {{ env: NonNullable<unknown>, role: NonNullable<unknown> }} Room_Cli_Env_UnsetInputs */
/** @typedef {{}} Room_Cli_Help_HelpInputs */
/** @typedef {{}} Room_Cli_Help_InitInputs */
/** @typedef {{}} Room_Cli_Help_StatusInputs */
/** @typedef {{}} Room_Cli_Help_TitleInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Room_Cli_MigratedInputs */
/** @typedef {{ version: NonNullable<unknown>, what: NonNullable<unknown>, first: NonNullable<unknown>, second: NonNullable<unknown> }} Room_Cli_ReadyInputs */
/** @typedef {{ command: NonNullable<unknown> }} Room_Cli_UnknownInputs */
/** @typedef {{}} Room_Cli_Up_To_DateInputs */
/** @typedef {{ example: NonNullable<unknown> }} Room_Cli_Url_MissingInputs */
/** @typedef {{}} Room_Cli_Url_No_DbInputs */
/** @typedef {{ example: NonNullable<unknown> }} Room_Cli_Url_Not_UrlInputs */
/** @typedef {{ scheme: NonNullable<unknown> }} Room_Cli_Url_SchemeInputs */
/** @typedef {{ answered: NonNullable<unknown>, items: NonNullable<unknown> }} Session_Not_FinishedInputs */
/** @typedef {{}} Session_Nothing_WeakInputs */
/** @typedef {{ accuracy: NonNullable<unknown>, passMark: NonNullable<unknown> }} Session_Overall_BelowInputs */
/** @typedef {{ skills: NonNullable<unknown> }} Session_PractiseInputs */
/** @typedef {{ skills: NonNullable<unknown>, cases: NonNullable<unknown> }} Session_Practise_CasesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Session_Red_Line_ManyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Session_Red_Line_OneInputs */
/** @typedef {{ skill: NonNullable<unknown>, accuracy: NonNullable<unknown>, passMark: NonNullable<unknown> }} Session_Skill_BelowInputs */
/** @typedef {{ skill: NonNullable<unknown>, median: NonNullable<unknown>, target: NonNullable<unknown> }} Session_Skill_SlowInputs */
/** @typedef {{}} Session_Timed_OutInputs */
/** @typedef {{ seconds: NonNullable<unknown> }} Session_Timed_Out_WithinInputs */
/** @typedef {{ first: NonNullable<unknown>, second: NonNullable<unknown> }} Session_Two_SkillsInputs */
/** @typedef {{ list: NonNullable<unknown>, word: NonNullable<unknown> }} Settle_Ans_LeaveInputs */
/** @typedef {{}} Settle_Ans_Nothing_PayInputs */
/** @typedef {{}} Settle_Ans_Nothing_TakeInputs */
/** @typedef {{ list: NonNullable<unknown> }} Settle_Ans_PayInputs */
/** @typedef {{ list: NonNullable<unknown> }} Settle_Ans_TakeInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown> }} Settle_BoxInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, payout: NonNullable<unknown>, rate: NonNullable<unknown>, commission: NonNullable<unknown> }} Settle_DeductedInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, working: NonNullable<unknown>, commission: NonNullable<unknown>, payout: NonNullable<unknown> }} Settle_Deducted_RoundedInputs */
/** @typedef {{}} Settle_Fraction_DownInputs */
/** @typedef {{}} Settle_Fraction_Half_UpInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Settle_ListInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Settle_List_SemicolonInputs */
/** @typedef {{ why: NonNullable<unknown>, bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Settle_LoseInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown> }} Settle_Not_Pair_BankerInputs */
/** @typedef {{ a: NonNullable<unknown>, b: NonNullable<unknown> }} Settle_Not_Pair_PlayerInputs */
/** @typedef {{ pays: NonNullable<unknown>, per: NonNullable<unknown> }} Settle_OddsInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown> }} Settle_Pay_ItemInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown> }} Settle_Pay_Item_BoxInputs */
/** @typedef {{ result: NonNullable<unknown>, bet: NonNullable<unknown>, amount: NonNullable<unknown>, word: NonNullable<unknown> }} Settle_PushInputs */
/** @typedef {{}} Settle_Q_TableInputs */
/** @typedef {{ banker: NonNullable<unknown>, player: NonNullable<unknown> }} Settle_Result_Banker_WinsInputs */
/** @typedef {{ player: NonNullable<unknown>, banker: NonNullable<unknown> }} Settle_Result_Player_WinsInputs */
/** @typedef {{ point: NonNullable<unknown> }} Settle_Result_TieInputs */
/** @typedef {{ seat: NonNullable<unknown>, bet: NonNullable<unknown> }} Settle_Seat_BetInputs */
/** @typedef {{ amount: NonNullable<unknown>, payout: NonNullable<unknown> }} Settle_Six_HalfInputs */
/** @typedef {{ amount: NonNullable<unknown>, payout: NonNullable<unknown>, fraction: NonNullable<unknown> }} Settle_Six_Half_OddInputs */
/** @typedef {{ bet: NonNullable<unknown>, working: NonNullable<unknown> }} Settle_W_BetInputs */
/** @typedef {{ bet: NonNullable<unknown>, amount: NonNullable<unknown>, commission: NonNullable<unknown>, working: NonNullable<unknown> }} Settle_W_BoxInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, payout: NonNullable<unknown> }} Settle_Win_OfInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, payout: NonNullable<unknown>, fraction: NonNullable<unknown> }} Settle_Win_Of_FractionInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, payout: NonNullable<unknown> }} Settle_Win_OnInputs */
/** @typedef {{ odds: NonNullable<unknown>, amount: NonNullable<unknown>, payout: NonNullable<unknown>, fraction: NonNullable<unknown> }} Settle_Win_On_FractionInputs */
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
/** @typedef {{}} Spec_Assessment_AttemptsInputs */
/** @typedef {{}} Spec_Assessment_Red_LinesInputs */
/** @typedef {{}} Spec_Assessment_WaitInputs */
/** @typedef {{ n: NonNullable<unknown> }} Spec_At_LeastInputs */
/** @typedef {{ n: NonNullable<unknown> }} Spec_At_MostInputs */
/** @typedef {{}} Spec_AuditionInputs */
/** @typedef {{ n: NonNullable<unknown> }} Spec_Audition_BandInputs */
/** @typedef {{}} Spec_Audition_BelowInputs */
/** @typedef {{}} Spec_Band_LabelInputs */
/** @typedef {{}} Spec_Band_Min_AccuracyInputs */
/** @typedef {{}} Spec_Band_Min_CoupsInputs */
/** @typedef {{ error: NonNullable<unknown> }} Spec_Cannot_DealInputs */
/** @typedef {{}} Spec_Choose_OneInputs */
/** @typedef {{ key: NonNullable<unknown> }} Spec_Constraint_NamedInputs */
/** @typedef {{}} Spec_Detail_Needs_BetsInputs */
/** @typedef {{ section: NonNullable<unknown>, label: NonNullable<unknown> }} Spec_Field_OfInputs */
/** @typedef {{ label: NonNullable<unknown>, message: NonNullable<unknown> }} Spec_LabelledInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Spec_ListInputs */
/** @typedef {{}} Spec_Low_HighInputs */
/** @typedef {{}} Spec_Median_PositiveInputs */
/** @typedef {{ name: NonNullable<unknown> }} Spec_Median_TargetInputs */
/** @typedef {{}} Spec_MissingInputs */
/** @typedef {{ expected: NonNullable<unknown> }} Spec_Must_BeInputs */
/** @typedef {{}} Spec_Needs_Pass_MarkInputs */
/** @typedef {{ version: NonNullable<unknown>, current: NonNullable<unknown> }} Spec_Newer_VersionInputs */
/** @typedef {{}} Spec_Not_ChoiceInputs */
/** @typedef {{ error: NonNullable<unknown> }} Spec_Not_DealtInputs */
/** @typedef {{ format: NonNullable<unknown> }} Spec_Not_Drill_Set_FormatInputs */
/** @typedef {{}} Spec_Not_EmptyInputs */
/** @typedef {{}} Spec_Not_ObjectInputs */
/** @typedef {{}} Spec_Not_ValidInputs */
/** @typedef {{}} Spec_Overall_PassInputs */
/** @typedef {{ name: NonNullable<unknown> }} Spec_Pass_Mark_OfInputs */
/** @typedef {{}} Spec_PercentInputs */
/** @typedef {{}} Spec_Practical_AreasInputs */
/** @typedef {{ n: NonNullable<unknown> }} Spec_SectionInputs */
/** @typedef {{}} Spec_Section_ConstraintsInputs */
/** @typedef {{}} Spec_Section_CountInputs */
/** @typedef {{}} Spec_Section_DifficultyInputs */
/** @typedef {{}} Spec_Section_KindInputs */
/** @typedef {{}} Spec_Section_TimeInputs */
/** @typedef {{}} Spec_Time_MaxInputs */
/** @typedef {{}} Spec_Time_MinInputs */
/** @typedef {{}} Spec_Time_TypeInputs */
/** @typedef {{}} Spec_Too_RareInputs */
/** @typedef {{}} Spec_Top_AssessmentInputs */
/** @typedef {{}} Spec_Top_DecksInputs */
/** @typedef {{}} Spec_Top_DescriptionInputs */
/** @typedef {{}} Spec_Top_FormatInputs */
/** @typedef {{}} Spec_Top_ModeInputs */
/** @typedef {{}} Spec_Top_Pass_MarksInputs */
/** @typedef {{}} Spec_Top_ProfileInputs */
/** @typedef {{}} Spec_Top_Red_LineInputs */
/** @typedef {{}} Spec_Top_SectionsInputs */
/** @typedef {{}} Spec_Top_TitleInputs */
/** @typedef {{}} Spec_Top_VersionInputs */
/** @typedef {{}} Spec_Type_ArrayInputs */
/** @typedef {{}} Spec_Type_BooleanInputs */
/** @typedef {{}} Spec_Type_IntInputs */
/** @typedef {{}} Spec_Type_NumberInputs */
/** @typedef {{}} Spec_Type_ObjectInputs */
/** @typedef {{}} Spec_Type_StringInputs */
/** @typedef {{ known: NonNullable<unknown> }} Spec_Unknown_KindInputs */
/** @typedef {{ known: NonNullable<unknown> }} Spec_Unknown_Red_LineInputs */
/** @typedef {{ keys: NonNullable<unknown> }} Spec_UnrecognizedInputs */
/** @typedef {{ version: NonNullable<unknown> }} Spec_Version_MustInputs */
/** @typedef {{ hand: NonNullable<unknown> }} Squeeze_All_RefusedInputs */
/** @typedef {{ hand: NonNullable<unknown> }} Squeeze_All_Refused_SentenceInputs */
/** @typedef {{ explanation: NonNullable<unknown>, tie: NonNullable<unknown> }} Squeeze_EqualInputs */
/** @typedef {{ seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_HighestInputs */
/** @typedef {{ seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_Highest_SentenceInputs */
/** @typedef {{ hand: NonNullable<unknown> }} Squeeze_NobodyInputs */
/** @typedef {{ hand: NonNullable<unknown> }} Squeeze_Nobody_SentenceInputs */
/** @typedef {{ explanation: NonNullable<unknown> }} Squeeze_Note_BankerInputs */
/** @typedef {{ seat: NonNullable<unknown> }} Squeeze_Note_Both_HandsInputs */
/** @typedef {{ explanation: NonNullable<unknown> }} Squeeze_Note_PlayerInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_Refused_ManyInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_Refused_Many_SentenceInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_Refused_OneInputs */
/** @typedef {{ refused: NonNullable<unknown>, seat: NonNullable<unknown>, hand: NonNullable<unknown> }} Squeeze_Refused_One_SentenceInputs */
/** @typedef {{ clause: NonNullable<unknown> }} Squeeze_SentenceInputs */
/** @typedef {{}} Squeeze_Tie_Betting_SequenceInputs */
/** @typedef {{}} Squeeze_Tie_Lowest_SeatInputs */
/** @typedef {{}} Std24_A_PassesInputs */
/** @typedef {{}} Std24_Area_Or_PracticalInputs */
/** @typedef {{ name: NonNullable<unknown> }} Std24_Area_TwiceInputs */
/** @typedef {{ n: NonNullable<unknown> }} Std24_At_Most_Red_LinesInputs */
/** @typedef {{}} Std24_Fail_Grade_FailsInputs */
/** @typedef {{}} Std24_Id_FormInputs */
/** @typedef {{ id: NonNullable<unknown> }} Std24_Id_TwiceInputs */
/** @typedef {{}} Std24_Leave_Area_OutInputs */
/** @typedef {{}} Std24_Name_The_AreaInputs */
/** @typedef {{ area: NonNullable<unknown> }} Std24_Not_An_AreaInputs */
/** @typedef {{}} Std24_Not_StandardInputs */
/** @typedef {{ grade: NonNullable<unknown>, outcome: NonNullable<unknown> }} Std24_Not_WorseInputs */
/** @typedef {{}} Std24_Outcome_FailInputs */
/** @typedef {{}} Std24_Outcome_PassInputs */
/** @typedef {{}} Std24_Outcome_RetakeInputs */
/** @typedef {{}} Std24_Pass_Retake_FailInputs */
/** @typedef {{ problems: NonNullable<unknown> }} Std24_Refused_StandardInputs */
/** @typedef {{ fact: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Always_Banker_DrawsInputs */
/** @typedef {{ fact: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Always_Banker_StandsInputs */
/** @typedef {{ fact: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Always_Player_DrawsInputs */
/** @typedef {{ fact: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Always_Player_StandsInputs */
/** @typedef {{ fact: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Cannot_DealInputs */
/** @typedef {{ facts: NonNullable<unknown>, last: NonNullable<unknown>, level: NonNullable<unknown> }} Thirdcard_Cannot_TogetherInputs */
/** @typedef {{}} Thirdcard_Fact_Banker_DrawsInputs */
/** @typedef {{ range: NonNullable<unknown> }} Thirdcard_Fact_Banker_PointInputs */
/** @typedef {{}} Thirdcard_Fact_Banker_StandsInputs */
/** @typedef {{}} Thirdcard_Fact_NaturalInputs */
/** @typedef {{}} Thirdcard_Fact_No_NaturalInputs */
/** @typedef {{}} Thirdcard_Fact_Player_DrawsInputs */
/** @typedef {{ range: NonNullable<unknown> }} Thirdcard_Fact_Player_PointInputs */
/** @typedef {{}} Thirdcard_Fact_Player_StandsInputs */
/** @typedef {{ range: NonNullable<unknown> }} Thirdcard_Fact_Third_ValueInputs */
/** @typedef {{}} Thirdcard_Field_Banker_DrawsInputs */
/** @typedef {{}} Thirdcard_Field_Banker_PointInputs */
/** @typedef {{}} Thirdcard_Field_NaturalInputs */
/** @typedef {{}} Thirdcard_Field_Player_DrawsInputs */
/** @typedef {{}} Thirdcard_Field_Player_PointInputs */
/** @typedef {{}} Thirdcard_Field_Third_ValueInputs */
/** @typedef {{}} Thirdcard_Field_Third_Value_HelpInputs */
/** @typedef {{}} Thirdcard_Level_HardInputs */
/** @typedef {{}} Thirdcard_Level_StandardInputs */
/** @typedef {{ first: NonNullable<unknown>, rest: NonNullable<unknown> }} Thirdcard_ListInputs */
/** @typedef {{ level: NonNullable<unknown> }} Thirdcard_None_TogetherInputs */
/** @typedef {{}} Tour_Band_Not_RecordedInputs */
/** @typedef {{ kind: NonNullable<unknown>, accuracy: NonNullable<unknown>, target: NonNullable<unknown> }} Tour_Floor_AccuracyInputs */
/** @typedef {{ kind: NonNullable<unknown>, answered: NonNullable<unknown>, needed: NonNullable<unknown> }} Tour_Floor_FewInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Tour_Floor_Last_FailedInputs */
/** @typedef {{ kind: NonNullable<unknown>, median: NonNullable<unknown>, target: NonNullable<unknown> }} Tour_Floor_MedianInputs */
/** @typedef {{}} Tour_Verify_ChooseInputs */
/** @typedef {{}} Tour_Verify_NoneInputs */
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
/** @typedef {{}} Ui24r_Audit_Assessment_CloseInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_ClosedInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_Countersign_PracticalInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_ExportInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_Grade_PracticalInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_HistoryInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_RecordInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_ReplayInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_ResumeInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_ResumedInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_StartInputs */
/** @typedef {{}} Ui24r_Audit_Assessment_StartedInputs */
/** @typedef {{}} Ui24r_Audit_Assignments_AssignInputs */
/** @typedef {{}} Ui24r_Audit_Assignments_ListInputs */
/** @typedef {{}} Ui24r_Audit_Assignments_UnassignInputs */
/** @typedef {{}} Ui24r_Audit_Attempt_Ledger_FaultInputs */
/** @typedef {{}} Ui24r_Audit_Attempt_Ledger_StartedInputs */
/** @typedef {{}} Ui24r_Audit_Audit_AttemptsInputs */
/** @typedef {{}} Ui24r_Audit_Audit_Check_FailedInputs */
/** @typedef {{}} Ui24r_Audit_Audit_Export_CsvInputs */
/** @typedef {{}} Ui24r_Audit_Audit_TrailInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_Assign_Weak_CasesInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_CohortInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_Export_CsvInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_Export_XapiInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_TraineeInputs */
/** @typedef {{}} Ui24r_Audit_Dashboard_TraineesInputs */
/** @typedef {{}} Ui24r_Audit_Drill_Sets_Export_FileInputs */
/** @typedef {{}} Ui24r_Audit_Drill_Sets_Import_FileInputs */
/** @typedef {{}} Ui24r_Audit_Key_Store_CreatedInputs */
/** @typedef {{}} Ui24r_Audit_Key_Store_RefusedInputs */
/** @typedef {{}} Ui24r_Audit_Key_Store_ReplacedInputs */
/** @typedef {{}} Ui24r_Audit_Key_Store_RewrappedInputs */
/** @typedef {{}} Ui24r_Audit_Languages_Set_DefaultInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_ChangedInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_Kept_On_This_StationInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_RecoveredInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_ResetInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_Reset_RefusedInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_SetInputs */
/** @typedef {{}} Ui24r_Audit_Passcode_Taken_From_RoomInputs */
/** @typedef {{}} Ui24r_Audit_Practical_CountersignedInputs */
/** @typedef {{}} Ui24r_Audit_Practical_GradedInputs */
/** @typedef {{}} Ui24r_Audit_Practical_Save_StandardInputs */
/** @typedef {{}} Ui24r_Audit_Practical_StandardInputs */
/** @typedef {{}} Ui24r_Audit_Practical_Standard_SavedInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_DeleteInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_DuplicateInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_SaveInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_Set_HouseInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_UpdateInputs */
/** @typedef {{}} Ui24r_Audit_Profiles_UsageInputs */
/** @typedef {{}} Ui24r_Audit_Recovery_AcknowledgedInputs */
/** @typedef {{}} Ui24r_Audit_Recovery_Code_IssuedInputs */
/** @typedef {{}} Ui24r_Audit_Recovery_RefusedInputs */
/** @typedef {{}} Ui24r_Audit_Report_ExportedInputs */
/** @typedef {{}} Ui24r_Audit_Reports_Trust_KeyInputs */
/** @typedef {{}} Ui24r_Audit_Room_DashboardInputs */
/** @typedef {{}} Ui24r_Audit_Room_Document_NoteInputs */
/** @typedef {{}} Ui24r_Audit_Room_JoinInputs */
/** @typedef {{}} Ui24r_Audit_Room_LeaveInputs */
/** @typedef {{}} Ui24r_Audit_Room_Passcode_ChangedInputs */
/** @typedef {{}} Ui24r_Audit_Room_Passcode_RefusedInputs */
/** @typedef {{}} Ui24r_Audit_Room_PreviewInputs */
/** @typedef {{}} Ui24r_Audit_Room_Push_NowInputs */
/** @typedef {{}} Ui24r_Audit_Room_StatusInputs */
/** @typedef {{}} Ui24r_Audit_Room_TestInputs */
/** @typedef {{}} Ui24r_Audit_Room_Trainee_HistoryInputs */
/** @typedef {{}} Ui24r_Audit_Seal_Key_CreatedInputs */
/** @typedef {{}} Ui24r_Audit_Seal_Key_ReplacedInputs */
/** @typedef {{}} Ui24r_Audit_Signing_Key_CreatedInputs */
/** @typedef {{}} Ui24r_Audit_Signing_Key_WrappedInputs */
/** @typedef {{}} Ui24r_Audit_Storage_Remove_DamagedInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_CheckInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_DeleteInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_DuplicateInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_Export_FileInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_GetInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_Import_FileInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_ListInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_PreviewInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_RenameInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_Resolve_ImportInputs */
/** @typedef {{}} Ui24r_Audit_Studio_Sets_SaveInputs */
/** @typedef {{}} Ui24r_Audit_Trainee_DeletedInputs */
/** @typedef {{}} Ui24r_Audit_Trainee_Pin_ClearInputs */
/** @typedef {{}} Ui24r_Audit_Trainee_Pin_ClearedInputs */
/** @typedef {{}} Ui24r_Audit_Trainee_Pin_Cleared_In_RoomInputs */
/** @typedef {{}} Ui24r_Audit_Trainee_Pin_Taken_From_RoomInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_ArchiveInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_CreateInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_DeleteInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_Delete_PlanInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_Import_ListInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_ManageInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_Preview_CsvInputs */
/** @typedef {{}} Ui24r_Audit_Trainees_UpdateInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_Acknowledge_RecoveryInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_LockedInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_Recovery_CodeInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_Recovery_NoticeInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_Settings_GetInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_Settings_SetInputs */
/** @typedef {{}} Ui24r_Audit_Trainer_UnlockedInputs */
/** @typedef {{}} Ui24r_Audit_Trusted_Key_AddedInputs */
/** @typedef {{}} Ui24r_Audit_Trusted_Keys_TamperedInputs */
/** @typedef {{ action: NonNullable<unknown> }} Ui24r_Audit_UnknownInputs */
/** @typedef {{}} Ui24r_Audit_Unlock_RefusedInputs */
/** @typedef {{}} Ui24r_Day_HintInputs */
/** @typedef {{}} Ui24r_Day_PlaceholderInputs */
/** @typedef {{}} Ui24r_House_Nine_Seats_DescriptionInputs */
/** @typedef {{}} Ui24r_House_Nine_Seats_NameInputs */
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
/** @typedef {{}} Ui_Dash_FindInputs */
/** @typedef {{}} Ui_Dash_Find_PlaceholderInputs */
/** @typedef {{}} Ui_Dash_Nothing_AnsweredInputs */
/** @typedef {{}} Ui_Dash_ReadingInputs */
/** @typedef {{}} Ui_Dash_Ready_OnlyInputs */
/** @typedef {{}} Ui_Dash_Sort_AttemptsInputs */
/** @typedef {{}} Ui_Dash_Sort_ByInputs */
/** @typedef {{}} Ui_Dash_Sort_FlaggedInputs */
/** @typedef {{}} Ui_Dash_Sort_FloorInputs */
/** @typedef {{}} Ui_Dash_Sort_LastInputs */
/** @typedef {{}} Ui_Dash_Sort_NameInputs */
/** @typedef {{}} Ui_Dash_TitleInputs */
/** @typedef {{}} Ui_Dash_TraineesInputs */
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
/** @typedef {{ time: NonNullable<unknown> }} Ui_Drill_Last_AnswerInputs */
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
/** @typedef {{}} Ui_Home_Assigned_AgainInputs */
/** @typedef {{}} Ui_Home_Assigned_All_DoneInputs */
/** @typedef {{}} Ui_Home_Assigned_DoneInputs */
/** @typedef {{ day: NonNullable<unknown> }} Ui_Home_Assigned_Done_DueInputs */
/** @typedef {{ day: NonNullable<unknown> }} Ui_Home_Assigned_DueInputs */
/** @typedef {{}} Ui_Home_Assigned_GoneInputs */
/** @typedef {{}} Ui_Home_Assigned_No_DueInputs */
/** @typedef {{ day: NonNullable<unknown> }} Ui_Home_Assigned_OverdueInputs */
/** @typedef {{}} Ui_Home_Assigned_StartInputs */
/** @typedef {{}} Ui_Home_Assigned_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Ui_Home_Assigned_To_DoInputs */
/** @typedef {{}} Ui_Home_CancelInputs */
/** @typedef {{}} Ui_Home_Close_AskInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ui_Home_Close_ConfirmInputs */
/** @typedef {{}} Ui_Home_Close_Confirm_TitleInputs */
/** @typedef {{}} Ui_Home_Close_ItInputs */
/** @typedef {{}} Ui_Home_Keep_OpenInputs */
/** @typedef {{}} Ui_Home_PinInputs */
/** @typedef {{}} Ui_Home_Pin_ChangeInputs */
/** @typedef {{}} Ui_Home_Pin_ChangedInputs */
/** @typedef {{}} Ui_Home_Pin_CurrentInputs */
/** @typedef {{}} Ui_Home_Pin_ForgottenInputs */
/** @typedef {{}} Ui_Home_Pin_LockedInputs */
/** @typedef {{}} Ui_Home_Pin_NewInputs */
/** @typedef {{}} Ui_Home_Pin_SetInputs */
/** @typedef {{}} Ui_Home_Pin_Set_OneInputs */
/** @typedef {{}} Ui_Home_Pin_TitleInputs */
/** @typedef {{}} Ui_Home_RenameInputs */
/** @typedef {{}} Ui_Home_Rename_LabelInputs */
/** @typedef {{}} Ui_Home_Rename_TitleInputs */
/** @typedef {{}} Ui_Home_SaveInputs */
/** @typedef {{}} Ui_Home_Sign_InInputs */
/** @typedef {{}} Ui_Home_Your_NameInputs */
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
/** @typedef {{}} Ui_Profile_Banker_CommissionInputs */
/** @typedef {{}} Ui_Profile_Banker_PaysInputs */
/** @typedef {{}} Ui_Profile_Banker_Six_HalfInputs */
/** @typedef {{}} Ui_Profile_Banker_TieInputs */
/** @typedef {{}} Ui_Profile_Bet_UnitInputs */
/** @typedef {{}} Ui_Profile_Bet_Unit_HintInputs */
/** @typedef {{}} Ui_Profile_BurnInputs */
/** @typedef {{}} Ui_Profile_Chip_At_MostInputs */
/** @typedef {{}} Ui_Profile_Chip_ColoursInputs */
/** @typedef {{}} Ui_Profile_Chip_FewestInputs */
/** @typedef {{}} Ui_Profile_Chip_MaxInputs */
/** @typedef {{}} Ui_Profile_Chip_Max_HintInputs */
/** @typedef {{}} Ui_Profile_Chip_PaymentInputs */
/** @typedef {{}} Ui_Profile_ChipsInputs */
/** @typedef {{}} Ui_Profile_Chips_HintInputs */
/** @typedef {{}} Ui_Profile_CollectionInputs */
/** @typedef {{}} Ui_Profile_Collection_BoxInputs */
/** @typedef {{}} Ui_Profile_Collection_DeductedInputs */
/** @typedef {{}} Ui_Profile_Coloured_PairInputs */
/** @typedef {{}} Ui_Profile_Commission_OddsInputs */
/** @typedef {{}} Ui_Profile_CompetitionInputs */
/** @typedef {{}} Ui_Profile_Competition_UnitInputs */
/** @typedef {{}} Ui_Profile_ConventionsInputs */
/** @typedef {{}} Ui_Profile_CurrencyInputs */
/** @typedef {{}} Ui_Profile_Currency_HintInputs */
/** @typedef {{}} Ui_Profile_Currency_SymbolInputs */
/** @typedef {{}} Ui_Profile_Currency_WordInputs */
/** @typedef {{}} Ui_Profile_Cut_FirstInputs */
/** @typedef {{}} Ui_Profile_Cut_First_PlaceInputs */
/** @typedef {{}} Ui_Profile_Cut_Sat_FirstInputs */
/** @typedef {{}} Ui_Profile_DecksInputs */
/** @typedef {{}} Ui_Profile_Decks_HintInputs */
/** @typedef {{}} Ui_Profile_DescriptionInputs */
/** @typedef {{}} Ui_Profile_DragonInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Profile_Dragon_MarginInputs */
/** @typedef {{}} Ui_Profile_Dragon_NaturalInputs */
/** @typedef {{}} Ui_Profile_Field_Banker_OddsInputs */
/** @typedef {{}} Ui_Profile_Field_ChipsInputs */
/** @typedef {{}} Ui_Profile_Field_Currency_CodeInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Profile_Field_Dragon_MarginInputs */
/** @typedef {{}} Ui_Profile_Field_Dragon_NaturalInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Profile_Field_ForInputs */
/** @typedef {{}} Ui_Profile_Field_LiabilityInputs */
/** @typedef {{}} Ui_Profile_Field_Min_AnsweredInputs */
/** @typedef {{}} Ui_Profile_Field_Pairs_OddsInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Profile_Field_PaysInputs */
/** @typedef {{}} Ui_Profile_Field_Pp_ColouredInputs */
/** @typedef {{}} Ui_Profile_Field_Pp_MixedInputs */
/** @typedef {{}} Ui_Profile_Field_Pp_PerfectInputs */
/** @typedef {{}} Ui_Profile_Field_Round_OnInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Profile_Field_Skill_AccuracyInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Profile_Field_Skill_PaceInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Profile_Field_Skill_TargetInputs */
/** @typedef {{}} Ui_Profile_Field_Super_Six_OddsInputs */
/** @typedef {{}} Ui_Profile_Field_Tie_OddsInputs */
/** @typedef {{}} Ui_Profile_FormInputs */
/** @typedef {{}} Ui_Profile_FractionalInputs */
/** @typedef {{}} Ui_Profile_Fractional_DownInputs */
/** @typedef {{}} Ui_Profile_Fractional_Half_UpInputs */
/** @typedef {{}} Ui_Profile_IdInputs */
/** @typedef {{}} Ui_Profile_Id_HintInputs */
/** @typedef {{}} Ui_Profile_IndicatorInputs */
/** @typedef {{}} Ui_Profile_LiabilityInputs */
/** @typedef {{}} Ui_Profile_Liability_HintInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Ui_Profile_LimitsInputs */
/** @typedef {{}} Ui_Profile_MainInputs */
/** @typedef {{ bets: NonNullable<unknown> }} Ui_Profile_MaximumInputs */
/** @typedef {{}} Ui_Profile_Min_AnsweredInputs */
/** @typedef {{ bets: NonNullable<unknown> }} Ui_Profile_MinimumInputs */
/** @typedef {{}} Ui_Profile_Mixed_PairInputs */
/** @typedef {{}} Ui_Profile_NameInputs */
/** @typedef {{}} Ui_Profile_PaceInputs */
/** @typedef {{ mini: NonNullable<unknown>, midi: NonNullable<unknown> }} Ui_Profile_Pace_HintInputs */
/** @typedef {{}} Ui_Profile_PairInputs */
/** @typedef {{}} Ui_Profile_PairsInputs */
/** @typedef {{}} Ui_Profile_Perfect_PairInputs */
/** @typedef {{}} Ui_Profile_Perfect_PairsInputs */
/** @typedef {{}} Ui_Profile_Push_WordInputs */
/** @typedef {{}} Ui_Profile_Push_Word_HintInputs */
/** @typedef {{}} Ui_Profile_Round_OnInputs */
/** @typedef {{}} Ui_Profile_Round_On_MarkInputs */
/** @typedef {{}} Ui_Profile_Round_On_TotalInputs */
/** @typedef {{}} Ui_Profile_RoundingInputs */
/** @typedef {{}} Ui_Profile_Rounding_DownInputs */
/** @typedef {{}} Ui_Profile_Rounding_ExactInputs */
/** @typedef {{}} Ui_Profile_Rounding_UpInputs */
/** @typedef {{}} Ui_Profile_Seat_OneInputs */
/** @typedef {{}} Ui_Profile_Seat_One_LeftInputs */
/** @typedef {{}} Ui_Profile_Seat_One_RightInputs */
/** @typedef {{}} Ui_Profile_SeatsInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Profile_Seats_NInputs */
/** @typedef {{}} Ui_Profile_Secret_WagersInputs */
/** @typedef {{}} Ui_Profile_Secret_Wagers_HintInputs */
/** @typedef {{}} Ui_Profile_SettlementInputs */
/** @typedef {{}} Ui_Profile_Settlement_LosersInputs */
/** @typedef {{}} Ui_Profile_Settlement_MainInputs */
/** @typedef {{}} Ui_Profile_Side_BetsInputs */
/** @typedef {{}} Ui_Profile_SourceInputs */
/** @typedef {{}} Ui_Profile_Source_HintInputs */
/** @typedef {{}} Ui_Profile_SqueezeInputs */
/** @typedef {{}} Ui_Profile_Super_SixInputs */
/** @typedef {{}} Ui_Profile_Super_Six_OddsInputs */
/** @typedef {{}} Ui_Profile_TableInputs */
/** @typedef {{}} Ui_Profile_TargetsInputs */
/** @typedef {{}} Ui_Profile_Targets_OnInputs */
/** @typedef {{}} Ui_Profile_TieInputs */
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
/** @typedef {{}} Ui_Prog_Clause_Column_AllInputs */
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
/** @typedef {{}} Ui_Studio_AuditionInputs */
/** @typedef {{}} Ui_Studio_Audition_OnInputs */
/** @typedef {{}} Ui_Studio_Band_AddInputs */
/** @typedef {{}} Ui_Studio_Band_BelowInputs */
/** @typedef {{}} Ui_Studio_Band_ColInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Studio_Band_CoupsInputs */
/** @typedef {{}} Ui_Studio_Band_Coups_ColInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Studio_Band_NameInputs */
/** @typedef {{ n: NonNullable<unknown> }} Ui_Studio_Band_PctInputs */
/** @typedef {{}} Ui_Studio_Band_Pct_ColInputs */
/** @typedef {{}} Ui_Studio_Band_RemoveInputs */
/** @typedef {{}} Ui_Studio_C_AnyInputs */
/** @typedef {{}} Ui_Studio_C_EitherInputs */
/** @typedef {{}} Ui_Studio_C_ExactlyInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Studio_C_HighestInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Studio_C_LowestInputs */
/** @typedef {{}} Ui_Studio_C_NoInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Studio_C_Point_ModeInputs */
/** @typedef {{}} Ui_Studio_C_RangeInputs */
/** @typedef {{}} Ui_Studio_C_YesInputs */
/** @typedef {{}} Ui_Studio_Odds_PaysInputs */
/** @typedef {{ error: NonNullable<unknown> }} Ui_Studio_Odds_Pays_ErrorInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Studio_Odds_Pays_LabelInputs */
/** @typedef {{}} Ui_Studio_Odds_ToInputs */
/** @typedef {{ error: NonNullable<unknown> }} Ui_Studio_Odds_To_ErrorInputs */
/** @typedef {{ label: NonNullable<unknown> }} Ui_Studio_Odds_To_LabelInputs */
/** @typedef {{}} Ui_Studio_Targets_AccuracyInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Studio_Targets_Accuracy_OfInputs */
/** @typedef {{}} Ui_Studio_Targets_PaceInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Studio_Targets_Pace_OfInputs */
/** @typedef {{}} Ui_Studio_Targets_RequiredInputs */
/** @typedef {{ skill: NonNullable<unknown> }} Ui_Studio_Targets_Required_OfInputs */
/** @typedef {{}} Ui_Studio_Targets_SecondsInputs */
/** @typedef {{}} Ui_Studio_Targets_SkillInputs */
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
/** @typedef {{}} Ui_Trainer_Change_PasscodeInputs */
/** @typedef {{}} Ui_Trainer_ForgotInputs */
/** @typedef {{}} Ui_Trainer_LockInputs */
/** @typedef {{}} Ui_Trainer_TitleInputs */
/** @typedef {{}} Ui_Trainer_VerifyInputs */
/** @typedef {{ why: NonNullable<unknown> }} Ui_Trainer_Weak_PasscodeInputs */
/** @typedef {{}} Ui_Trainer_Xapi_PlaceholderInputs */
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


export const adaptive_description = /** @type {(inputs: Adaptive_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`根据你最近的作答编排：多练你答错或答得慢的题目。`)
};

export const adaptive_replay_description = /** @type {(inputs: Adaptive_Replay_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把答错的情况以新的牌局再练，不计时，直到全部答对。`)
};

export const adaptive_replay_title = /** @type {(inputs: Adaptive_Replay_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`重做：${i?.title}`)
};

export const adaptive_title = /** @type {(inputs: Adaptive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自适应练习`)
};

export const audition_nearly = /** @type {(inputs: Audition_NearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接近达标`)
};

export const audition_not_yet = /** @type {(inputs: Audition_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未达标`)
};

export const audition_ready = /** @type {(inputs: Audition_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已达标`)
};

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

export const builtin_dash_skill = /** @type {(inputs: Builtin_Dash_SkillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：`)
};

export const builtin_desc_assessment = /** @type {(inputs: Builtin_Desc_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核：此赌台的每项技能，完成后才给反馈。总分 85% 并达到各技能的合格分即合格；补牌错误或向输的注码派彩即时不合格。`)
};

export const builtin_desc_assessment_box = /** @type {(inputs: Builtin_Desc_Assessment_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核：此赌台的每项技能，包括佣金格，完成后才给反馈。总分 85% 并达到各技能的合格分即合格；补牌错误或向输的注码派彩即时不合格。`)
};

export const builtin_desc_audition = /** @type {(inputs: Builtin_Desc_AuditionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在此赌台试镜：完整派牌、报牌和结算 20 局；结果是按每小时局数和准确率一并评定的水平等级（每小时 ${i?.ready} 局及 95% 为已达标，${i?.nearly} 局及 90% 为接近达标，否则为未达标）。`)
};

export const builtin_desc_coup_calls = /** @type {(inputs: Builtin_Desc_Coup_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：报牌、补牌判定（Tasmania 11）、结果及荷官报牌，以及逐步完成整局。`)
};

export const builtin_desc_first_drill = /** @type {(inputs: Builtin_Desc_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`简短的入门引导，不计时：报牌、补牌判定（Tasmania 11）和结果，并显示按键。`)
};

export const builtin_desc_nine_seats = /** @type {(inputs: Builtin_Desc_Nine_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：按荷官次序结算九个座位的赌台（先收输的注码，再由右至左派彩给赢的，主注先于旁注），连同相关的佣金和派彩。`)
};

export const builtin_desc_pace_lab = /** @type {(inputs: Builtin_Desc_Pace_LabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习：此赌台的整局，每局由头到尾派牌、报牌和结算（Tasmania 9.2、10、11；按赌场次序结算整台），以每小时局数计时，对照赌场目标 ${i?.target} 局，并列出准确率。`)
};

export const builtin_desc_procedures_deltin = /** @type {(inputs: Builtin_Desc_Procedures_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：异常情况（Tasmania 14.1–14.6、9.4）和赌台程序：洗牌和切牌、纸牌（迷你百家乐：客人从不触碰纸牌）、投注及和局后更改注码（Deltin 指南）、注额（7）。`)
};

export const builtin_desc_procedures_dragon = /** @type {(inputs: Builtin_Desc_Procedures_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：异常情况（Tasmania 14.1–14.6、9.4）和赌台程序：洗牌和切牌、纸牌（4.4）、龙宝的主注、咪牌、注额（7）。`)
};

export const builtin_desc_procedures_federal = /** @type {(inputs: Builtin_Desc_Procedures_FederalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：异常情况（Tasmania 14.1–14.6、9.4）和赌台程序：洗牌和切牌、纸牌（4.4）、投注（6）和 Federal 告示（13）、咪牌、注额（7）、比赛玩法。`)
};

export const builtin_desc_procedures_guide = /** @type {(inputs: Builtin_Desc_Procedures_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：异常情况（Tasmania 14.1–14.6、9.4）和赌台程序（洗牌、切牌和烧牌、注额）。`)
};

export const builtin_desc_procedures_tasmania = /** @type {(inputs: Builtin_Desc_Procedures_TasmaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：异常情况（Tasmania 14.1–14.6、9.4）和赌台程序：洗牌和切牌、纸牌（4.4）、投注（6）、完美对子投注（15.2–15.5）、咪牌、注额（7），以及比赛玩法（16）：投注、秘密投注和赛节。`)
};

export const builtin_desc_settlement = /** @type {(inputs: Builtin_Desc_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：此赌台每种投注的派彩，以及按荷官次序结算整台（先收输的注码，再派彩给赢的）；还有筹码本身：读注、从筹码盘派彩、换码和找零、分叠；以及找出另一位荷官的错误。`)
};

export const builtin_desc_settlement_box = /** @type {(inputs: Builtin_Desc_Settlement_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：派彩、记入座位佣金格的 5% 佣金（单次赢注、整个牌靴累计的佣金格，以及座位离开或牌靴完结时所欠的佣金），以及连同佣金格记录结算整台；还有筹码本身：读注、从筹码盘派彩、换码和找零、分叠；以及找出另一位荷官的错误。`)
};

export const builtin_desc_settlement_commission = /** @type {(inputs: Builtin_Desc_Settlement_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习：此赌台每种投注的派彩、佣金，以及按荷官次序结算整台（先收输的注码，再派彩给赢的）；还有筹码本身：读注、从筹码盘派彩、换码和找零、分叠；以及找出另一位荷官的错误。`)
};

export const builtin_house_casino_guide = /** @type {(inputs: Builtin_House_Casino_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南迷你百家乐`)
};

export const builtin_house_deltin = /** @type {(inputs: Builtin_House_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin`)
};

export const builtin_house_dragon = /** @type {(inputs: Builtin_House_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐`)
};

export const builtin_house_federal = /** @type {(inputs: Builtin_House_FederalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚 Federal 百家乐`)
};

export const builtin_house_tasmania = /** @type {(inputs: Builtin_House_TasmaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚`)
};

export const builtin_mock_title = /** @type {(inputs: Builtin_Mock_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`模拟考试：${i?.title}`)
};

export const builtin_profile_casino_guide_description = /** @type {(inputs: Builtin_Profile_Casino_Guide_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迷你百家乐，八副牌，七个座位：闲 1 赔 1，和 1 赔 8，庄 1 赔 1，5% 佣金记入该座位的佣金格，最迟于牌靴完结时支付。`)
};

export const builtin_profile_deltin_description = /** @type {(inputs: Builtin_Profile_Deltin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄 1 赔 1，但庄以六点赢只赔一半；和 1 赔 8；闲对／庄对 1 赔 11；超级六 1 赔 12。`)
};

export const builtin_profile_deltin_name = /** @type {(inputs: Builtin_Profile_Deltin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin（庄六点赢赔一半，对子，超级六）`)
};

export const builtin_profile_dragon_description = /** @type {(inputs: Builtin_Profile_Dragon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设龙宝旁注的中型／迷你百家乐；庄赢 1 赔 1，派彩时扣 5% 佣金。`)
};

export const builtin_profile_tasmania_name = /** @type {(inputs: Builtin_Profile_Tasmania_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚（佣金 20 赔 19，完美对子）`)
};

export const builtin_set_assessment = /** @type {(inputs: Builtin_Set_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官考核`)
};

export const builtin_set_audition = /** @type {(inputs: Builtin_Set_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试镜（速度与准确度）`)
};

export const builtin_set_commission_box = /** @type {(inputs: Builtin_Set_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金格与结算`)
};

export const builtin_set_coup_calls = /** @type {(inputs: Builtin_Set_Coup_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每局报牌`)
};

export const builtin_set_first_drill = /** @type {(inputs: Builtin_Set_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一个练习：按键`)
};

export const builtin_set_nine_seats = /** @type {(inputs: Builtin_Set_Nine_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚九个座位：结算满台`)
};

export const builtin_set_pace_lab = /** @type {(inputs: Builtin_Set_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度练习`)
};

export const builtin_set_procedures = /** @type {(inputs: Builtin_Set_ProceduresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`异常情况与赌台程序`)
};

export const builtin_set_settlement = /** @type {(inputs: Builtin_Set_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩与结算`)
};

export const builtin_set_title = /** @type {(inputs: Builtin_Set_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house}：${i?.what}`)
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

export const case24_area_cards = /** @type {(inputs: Case24_Area_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`纸牌`)
};

export const case24_area_competition = /** @type {(inputs: Case24_Area_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛`)
};

export const case24_area_competition_session = /** @type {(inputs: Case24_Area_Competition_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛赛事`)
};

export const case24_area_cut = /** @type {(inputs: Case24_Area_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌`)
};

export const case24_area_limits = /** @type {(inputs: Case24_Area_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额`)
};

export const case24_area_secret_wagers = /** @type {(inputs: Case24_Area_Secret_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注`)
};

export const case24_area_side_bets = /** @type {(inputs: Case24_Area_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旁注`)
};

export const case24_area_squeeze = /** @type {(inputs: Case24_Area_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌`)
};

export const case24_area_wagers = /** @type {(inputs: Case24_Area_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注`)
};

export const case24_irr_variant = /** @type {(inputs: Case24_Irr_VariantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.variant}`)
};

export const case24_tag_burn = /** @type {(inputs: Case24_Tag_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴开局烧牌`)
};

export const case24_tag_cards_replaced = /** @type {(inputs: Case24_Tag_Cards_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更换纸牌`)
};

export const case24_tag_commission_box = /** @type {(inputs: Case24_Tag_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收入佣金格`)
};

export const case24_tag_commission_exact = /** @type {(inputs: Case24_Tag_Commission_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确金额`)
};

export const case24_tag_commission_owed = /** @type {(inputs: Case24_Tag_Commission_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`欠佣稍后收取`)
};

export const case24_tag_commission_single = /** @type {(inputs: Case24_Tag_Commission_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`单注庄赢`)
};

export const case24_tag_commission_up = /** @type {(inputs: Case24_Tag_Commission_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向上取整`)
};

export const case24_tag_comp_absent = /** @type {(inputs: Case24_Tag_Comp_AbsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：玩家缺席`)
};

export const case24_tag_comp_absent_cash = /** @type {(inputs: Case24_Tag_Comp_Absent_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：缺席玩家的现金`)
};

export const case24_tag_comp_all_eliminated = /** @type {(inputs: Case24_Tag_Comp_All_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：所有玩家被淘汰`)
};

export const case24_tag_comp_cards_dealer = /** @type {(inputs: Case24_Tag_Comp_Cards_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：荷官的牌`)
};

export const case24_tag_comp_cards_equal = /** @type {(inputs: Case24_Tag_Comp_Cards_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：牌面相同`)
};

export const case24_tag_comp_cards_highest = /** @type {(inputs: Case24_Tag_Comp_Cards_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：最大的牌`)
};

export const case24_tag_comp_cards_not_exposed = /** @type {(inputs: Case24_Tag_Comp_Cards_Not_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：牌未翻开`)
};

export const case24_tag_comp_cards_wrong_player = /** @type {(inputs: Case24_Tag_Comp_Cards_Wrong_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：牌发错玩家`)
};

export const case24_tag_comp_chips_concealed = /** @type {(inputs: Case24_Tag_Comp_Chips_ConcealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：筹码被遮盖`)
};

export const case24_tag_comp_chips_in_view = /** @type {(inputs: Case24_Tag_Comp_Chips_In_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：筹码须在视线范围内`)
};

export const case24_tag_comp_eliminated = /** @type {(inputs: Case24_Tag_Comp_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：玩家被淘汰`)
};

export const case24_tag_comp_eliminated_live = /** @type {(inputs: Case24_Tag_Comp_Eliminated_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：玩家在牌局中被淘汰`)
};

export const case24_tag_comp_indicator = /** @type {(inputs: Case24_Tag_Comp_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：指示牌`)
};

export const case24_tag_comp_late = /** @type {(inputs: Case24_Tag_Comp_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：玩家迟到`)
};

export const case24_tag_comp_late_cash = /** @type {(inputs: Case24_Tag_Comp_Late_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：迟到玩家以现金入场`)
};

export const case24_tag_comp_no_alter = /** @type {(inputs: Case24_Tag_Comp_No_AlterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：不得更改投注`)
};

export const case24_tag_comp_out_of_sequence = /** @type {(inputs: Case24_Tag_Comp_Out_Of_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：发牌次序错误`)
};

export const case24_tag_comp_play_off = /** @type {(inputs: Case24_Tag_Comp_Play_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：加赛`)
};

export const case24_tag_comp_shared_prize = /** @type {(inputs: Case24_Tag_Comp_Shared_PrizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：平分奖金`)
};

export const case24_tag_comp_tie_change = /** @type {(inputs: Case24_Tag_Comp_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：和局后更改投注`)
};

export const case24_tag_comp_top_up = /** @type {(inputs: Case24_Tag_Comp_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：补充筹码`)
};

export const case24_tag_comp_wager_time = /** @type {(inputs: Case24_Tag_Comp_Wager_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：投注时间`)
};

export const case24_tag_comp_wagers_both = /** @type {(inputs: Case24_Tag_Comp_Wagers_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：同时投注闲和庄`)
};

export const case24_tag_comp_wagers_ok = /** @type {(inputs: Case24_Tag_Comp_Wagers_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：投注符合规定`)
};

export const case24_tag_comp_wagers_over = /** @type {(inputs: Case24_Tag_Comp_Wagers_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：投注超过上限`)
};

export const case24_tag_comp_wagers_position = /** @type {(inputs: Case24_Tag_Comp_Wagers_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：投注位置`)
};

export const case24_tag_comp_wagers_tie_only = /** @type {(inputs: Case24_Tag_Comp_Wagers_Tie_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：只投注和`)
};

export const case24_tag_comp_wagers_under = /** @type {(inputs: Case24_Tag_Comp_Wagers_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：投注低于下限`)
};

export const case24_tag_comp_wagers_units = /** @type {(inputs: Case24_Tag_Comp_Wagers_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：以整单位投注`)
};

export const case24_tag_comp_winner = /** @type {(inputs: Case24_Tag_Comp_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：胜出者`)
};

export const case24_tag_comp_winner_level = /** @type {(inputs: Case24_Tag_Comp_Winner_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛：胜出者筹码相同`)
};

export const case24_tag_cut_invalid = /** @type {(inputs: Case24_Tag_Cut_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌：切牌无效`)
};

export const case24_tag_cut_offer_first = /** @type {(inputs: Case24_Tag_Cut_Offer_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌：请第一位玩家切牌`)
};

export const case24_tag_cut_offer_next = /** @type {(inputs: Case24_Tag_Cut_Offer_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌：请下一位玩家切牌`)
};

export const case24_tag_cut_valid = /** @type {(inputs: Case24_Tag_Cut_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌：切牌有效`)
};

export const case24_tag_deltin_tie_change = /** @type {(inputs: Case24_Tag_Deltin_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局后更改投注（Deltin 规则）`)
};

export const case24_tag_dragon_no_main = /** @type {(inputs: Case24_Tag_Dragon_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝无主注`)
};

export const case24_tag_dragon_with_main = /** @type {(inputs: Case24_Tag_Dragon_With_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝连主注`)
};

export const case24_tag_federal_notice = /** @type {(inputs: Case24_Tag_Federal_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal 赌场告示`)
};

export const case24_tag_late_wager_before = /** @type {(inputs: Case24_Tag_Late_Wager_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迟投注：首张牌发出前下注`)
};

export const case24_tag_late_wager_increase = /** @type {(inputs: Case24_Tag_Late_Wager_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迟投注：加注`)
};

export const case24_tag_late_wager_make = /** @type {(inputs: Case24_Tag_Late_Wager_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迟投注：下注`)
};

export const case24_tag_late_wager_withdraw = /** @type {(inputs: Case24_Tag_Late_Wager_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迟投注：撤回投注`)
};

export const case24_tag_limit_change_consent = /** @type {(inputs: Case24_Tag_Limit_Change_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：经玩家同意更改`)
};

export const case24_tag_limit_change_notice = /** @type {(inputs: Case24_Tag_Limit_Change_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：预先通知更改`)
};

export const case24_tag_limit_multiples = /** @type {(inputs: Case24_Tag_Limit_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：投注倍数`)
};

export const case24_tag_limit_multiples_notice = /** @type {(inputs: Case24_Tag_Limit_Multiples_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：投注倍数告示`)
};

export const case24_tag_limit_over = /** @type {(inputs: Case24_Tag_Limit_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：投注超过上限`)
};

export const case24_tag_limit_pro_rata = /** @type {(inputs: Case24_Tag_Limit_Pro_RataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：按比例派彩`)
};

export const case24_tag_limit_under_first = /** @type {(inputs: Case24_Tag_Limit_Under_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：首张牌前投注低于下限`)
};

export const case24_tag_limit_under_returned = /** @type {(inputs: Case24_Tag_Limit_Under_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台限额：退回低于下限的投注`)
};

export const case24_tag_marker = /** @type {(inputs: Case24_Tag_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放置切牌卡`)
};

export const case24_tag_no_touch = /** @type {(inputs: Case24_Tag_No_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不得触碰纸牌`)
};

export const case24_tag_partnership_over = /** @type {(inputs: Case24_Tag_Partnership_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合伙投注超过上限`)
};

export const case24_tag_partnership_within = /** @type {(inputs: Case24_Tag_Partnership_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合伙投注在限额内`)
};

export const case24_tag_pp_only_coup = /** @type {(inputs: Case24_Tag_Pp_Only_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有完美对子投注的一局`)
};

export const case24_tag_pp_wager_fine = /** @type {(inputs: Case24_Tag_Pp_Wager_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注符合规定`)
};

export const case24_tag_pp_wager_late = /** @type {(inputs: Case24_Tag_Pp_Wager_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注过迟`)
};

export const case24_tag_pp_wager_no_main = /** @type {(inputs: Case24_Tag_Pp_Wager_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注无主注`)
};

export const case24_tag_pp_wager_over = /** @type {(inputs: Case24_Tag_Pp_Wager_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注超过上限`)
};

export const case24_tag_pp_wager_under = /** @type {(inputs: Case24_Tag_Pp_Wager_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注低于下限`)
};

export const case24_tag_puck_move = /** @type {(inputs: Case24_Tag_Puck_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移动先注标记`)
};

export const case24_tag_puck_start = /** @type {(inputs: Case24_Tag_Puck_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先注标记的起始位置`)
};

export const case24_tag_secret_announce = /** @type {(inputs: Case24_Tag_Secret_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：宣布`)
};

export const case24_tag_secret_chips = /** @type {(inputs: Case24_Tag_Secret_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：筹码`)
};

export const case24_tag_secret_count_tie = /** @type {(inputs: Case24_Tag_Secret_Count_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：筹码数相同`)
};

export const case24_tag_secret_examine = /** @type {(inputs: Case24_Tag_Secret_ExamineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：检查`)
};

export const case24_tag_secret_final = /** @type {(inputs: Case24_Tag_Secret_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：最后一局`)
};

export const case24_tag_secret_form = /** @type {(inputs: Case24_Tag_Secret_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：投注单`)
};

export const case24_tag_secret_hand_over = /** @type {(inputs: Case24_Tag_Secret_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：交出`)
};

export const case24_tag_secret_none = /** @type {(inputs: Case24_Tag_Secret_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：没有投注`)
};

export const case24_tag_secret_over = /** @type {(inputs: Case24_Tag_Secret_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：超过上限`)
};

export const case24_tag_secret_request_in_time = /** @type {(inputs: Case24_Tag_Secret_Request_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：及时提出`)
};

export const case24_tag_secret_request_late = /** @type {(inputs: Case24_Tag_Secret_Request_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：提出过迟`)
};

export const case24_tag_secret_total = /** @type {(inputs: Case24_Tag_Secret_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：总额`)
};

export const case24_tag_secret_under = /** @type {(inputs: Case24_Tag_Secret_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注：低于下限`)
};

export const case24_tag_settle_banker = /** @type {(inputs: Case24_Tag_Settle_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算庄赢的一局`)
};

export const case24_tag_settle_commission_box = /** @type {(inputs: Case24_Tag_Settle_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`连佣金格结算`)
};

export const case24_tag_settle_player = /** @type {(inputs: Case24_Tag_Settle_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算闲赢的一局`)
};

export const case24_tag_settle_side_bets = /** @type {(inputs: Case24_Tag_Settle_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有旁注的赌台`)
};

export const case24_tag_settle_table = /** @type {(inputs: Case24_Tag_Settle_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算全台`)
};

export const case24_tag_settle_tie = /** @type {(inputs: Case24_Tag_Settle_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算和局`)
};

export const case24_tag_squeeze_discs = /** @type {(inputs: Case24_Tag_Squeeze_DiscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：圆牌`)
};

export const case24_tag_squeeze_equal = /** @type {(inputs: Case24_Tag_Squeeze_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：投注相同`)
};

export const case24_tag_squeeze_highest = /** @type {(inputs: Case24_Tag_Squeeze_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：最高投注`)
};

export const case24_tag_squeeze_informed = /** @type {(inputs: Case24_Tag_Squeeze_InformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：通知玩家`)
};

export const case24_tag_squeeze_nobody = /** @type {(inputs: Case24_Tag_Squeeze_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：无人咪牌`)
};

export const case24_tag_squeeze_one_set = /** @type {(inputs: Case24_Tag_Squeeze_One_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：一组牌`)
};

export const case24_tag_squeeze_refused = /** @type {(inputs: Case24_Tag_Squeeze_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：拒绝咪牌`)
};

export const case24_tag_squeeze_standing = /** @type {(inputs: Case24_Tag_Squeeze_StandingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌：站立玩家`)
};

export const case24_tag_standing_allowed = /** @type {(inputs: Case24_Tag_Standing_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`容许站立玩家`)
};

export const case24_tag_standing_too_many = /** @type {(inputs: Case24_Tag_Standing_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`站立玩家过多`)
};

export const case24_tag_wager_cash = /** @type {(inputs: Case24_Tag_Wager_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以现金投注`)
};

export const case24_tag_wager_chips = /** @type {(inputs: Case24_Tag_Wager_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以筹码投注`)
};

export const case24_topic_absent_player = /** @type {(inputs: Case24_Topic_Absent_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`缺席玩家`)
};

export const case24_topic_all_eliminated = /** @type {(inputs: Case24_Topic_All_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`所有玩家被淘汰`)
};

export const case24_topic_burn = /** @type {(inputs: Case24_Topic_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`烧牌`)
};

export const case24_topic_cards_replaced = /** @type {(inputs: Case24_Topic_Cards_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更换纸牌`)
};

export const case24_topic_chips_in_view = /** @type {(inputs: Case24_Topic_Chips_In_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码须在视线范围内`)
};

export const case24_topic_chips_only = /** @type {(inputs: Case24_Topic_Chips_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只收筹码`)
};

export const case24_topic_comp_cards = /** @type {(inputs: Case24_Topic_Comp_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛的牌`)
};

export const case24_topic_comp_cards_irregular = /** @type {(inputs: Case24_Topic_Comp_Cards_IrregularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛中的异常牌`)
};

export const case24_topic_cut_offer = /** @type {(inputs: Case24_Topic_Cut_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请玩家切牌`)
};

export const case24_topic_cut_valid = /** @type {(inputs: Case24_Topic_Cut_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有效切牌`)
};

export const case24_topic_deltin_tie = /** @type {(inputs: Case24_Topic_Deltin_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 的和局`)
};

export const case24_topic_dragon_main = /** @type {(inputs: Case24_Topic_Dragon_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝与主注`)
};

export const case24_topic_eliminated = /** @type {(inputs: Case24_Topic_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`被淘汰的玩家`)
};

export const case24_topic_federal_notice = /** @type {(inputs: Case24_Topic_Federal_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal 告示`)
};

export const case24_topic_indicator = /** @type {(inputs: Case24_Topic_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指示牌`)
};

export const case24_topic_late_player = /** @type {(inputs: Case24_Topic_Late_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迟到玩家`)
};

export const case24_topic_limit_change = /** @type {(inputs: Case24_Topic_Limit_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改限额`)
};

export const case24_topic_marker = /** @type {(inputs: Case24_Topic_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡`)
};

export const case24_topic_multiples = /** @type {(inputs: Case24_Topic_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注倍数`)
};

export const case24_topic_no_more_bets = /** @type {(inputs: Case24_Topic_No_More_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止投注`)
};

export const case24_topic_no_touch = /** @type {(inputs: Case24_Topic_No_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不得触碰纸牌`)
};

export const case24_topic_over_maximum = /** @type {(inputs: Case24_Topic_Over_MaximumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超过上限`)
};

export const case24_topic_partnership = /** @type {(inputs: Case24_Topic_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合伙投注`)
};

export const case24_topic_play_off = /** @type {(inputs: Case24_Topic_Play_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加赛`)
};

export const case24_topic_pp_only_coup = /** @type {(inputs: Case24_Topic_Pp_Only_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有完美对子投注的一局`)
};

export const case24_topic_pp_wager = /** @type {(inputs: Case24_Topic_Pp_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子投注`)
};

export const case24_topic_pro_rata = /** @type {(inputs: Case24_Topic_Pro_RataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按比例派彩`)
};

export const case24_topic_puck = /** @type {(inputs: Case24_Topic_PuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先注标记`)
};

export const case24_topic_seat_wagers = /** @type {(inputs: Case24_Topic_Seat_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按座位投注`)
};

export const case24_topic_secret_count = /** @type {(inputs: Case24_Topic_Secret_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点算筹码`)
};

export const case24_topic_secret_procedure = /** @type {(inputs: Case24_Topic_Secret_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注的程序`)
};

export const case24_topic_secret_wager = /** @type {(inputs: Case24_Topic_Secret_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注`)
};

export const case24_topic_session_winner = /** @type {(inputs: Case24_Topic_Session_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赛事胜出者`)
};

export const case24_topic_shared_prize = /** @type {(inputs: Case24_Topic_Shared_PrizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`平分奖金`)
};

export const case24_topic_squeeze = /** @type {(inputs: Case24_Topic_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谁咪牌`)
};

export const case24_topic_squeeze_discs = /** @type {(inputs: Case24_Topic_Squeeze_DiscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌圆牌`)
};

export const case24_topic_squeeze_informed = /** @type {(inputs: Case24_Topic_Squeeze_InformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`通知玩家`)
};

export const case24_topic_squeeze_one_set = /** @type {(inputs: Case24_Topic_Squeeze_One_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一组牌`)
};

export const case24_topic_squeeze_standing = /** @type {(inputs: Case24_Topic_Squeeze_StandingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`站立玩家咪牌`)
};

export const case24_topic_standing_players = /** @type {(inputs: Case24_Topic_Standing_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`站立玩家`)
};

export const case24_topic_tie_change = /** @type {(inputs: Case24_Topic_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局后更改`)
};

export const case24_topic_top_up = /** @type {(inputs: Case24_Topic_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补充筹码`)
};

export const case24_topic_under_minimum = /** @type {(inputs: Case24_Topic_Under_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`低于下限`)
};

export const case24_topic_wager_time = /** @type {(inputs: Case24_Topic_Wager_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注时间`)
};

export const case24_variant_hands = /** @type {(inputs: Case24_Variant_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重整牌局`)
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

export const chips_colour_up_call = /** @type {(inputs: Chips_Colour_Up_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣布“换码”并示意主管，然后才兑换`)
};

export const chips_colour_up_call_answer = /** @type {(inputs: Chips_Colour_Up_Call_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`宣布“换码”并示意主管，然后才兑换。`)
};

export const chips_count_of = /** @type {(inputs: Chips_Count_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} × ${i?.chip}`)
};

export const chips_field_hide_amounts = /** @type {(inputs: Chips_Field_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读出筹码堆`)
};

export const chips_field_hide_amounts_help = /** @type {(inputs: Chips_Field_Hide_Amounts_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是：任何一堆筹码旁都不写金额；由学员读出筹码`)
};

export const chips_field_topics = /** @type {(inputs: Chips_Field_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码技巧`)
};

export const chips_label_change = /** @type {(inputs: Chips_Label_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`找零`)
};

export const chips_label_exchange = /** @type {(inputs: Chips_Label_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`兑换`)
};

export const chips_label_payment = /** @type {(inputs: Chips_Label_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const chips_label_the_bet = /** @type {(inputs: Chips_Label_The_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码`)
};

export const chips_label_worth = /** @type {(inputs: Chips_Label_WorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`价值`)
};

export const chips_list = /** @type {(inputs: Chips_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const chips_mark_amount = /** @type {(inputs: Chips_Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额：你的筹码共 ${i?.total}（${i?.chips}）；应为 ${i?.amount}`)
};

export const chips_mark_not_asked = /** @type {(inputs: Chips_Mark_Not_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额正确，但要求的筹码是 ${i?.asked}；你给了 ${i?.given}`)
};

export const chips_money = /** @type {(inputs: Chips_MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sign}${i?.symbol}${i?.whole}.${i?.fraction}`)
};

export const chips_none = /** @type {(inputs: Chips_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有筹码`)
};

export const chips_opt_count_into_tray = /** @type {(inputs: Chips_Opt_Count_Into_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先把筹码点入筹码盘，然后才宣布换码`)
};

export const chips_opt_exchange_at_once = /** @type {(inputs: Chips_Opt_Exchange_At_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即兑换，不用宣布：玩家在等筹码`)
};

export const chips_opt_send_to_cashier = /** @type {(inputs: Chips_Opt_Send_To_CashierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`示意主管，并请玩家到兑换处兑换`)
};

export const chips_pay_amount_wrong = /** @type {(inputs: Chips_Pay_Amount_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩是 ${i?.paid}；应为 ${i?.amount}。`)
};

export const chips_pay_no_such_chip = /** @type {(inputs: Chips_Pay_No_Such_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本赌场没有 ${i?.chip} 的筹码。`)
};

export const chips_pay_not_colours = /** @type {(inputs: Chips_Pay_Not_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额正确，但本赌场以注码本身面值的筹码派彩：${i?.colours}，而不是 ${i?.paid}。`)
};

export const chips_pay_not_fewest = /** @type {(inputs: Chips_Pay_Not_FewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额正确，但用了 ${i?.count} 枚筹码：本赌场以最少的筹码派彩，即 ${i?.fewest} 枚（${i?.chips}）。`)
};

export const chips_pay_over_cap = /** @type {(inputs: Chips_Pay_Over_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额正确，但用了 ${i?.count} × ${i?.chip}：本赌场同一面值的筹码不多于 ${i?.max} 枚。`)
};

export const chips_pays_at_most = /** @type {(inputs: Chips_Pays_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本赌场以最少的筹码派彩，同一面值的筹码不多于 ${i?.max} 枚。`)
};

export const chips_pays_fewest = /** @type {(inputs: Chips_Pays_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本赌场以最少的筹码派彩。`)
};

export const chips_pays_wager_colours = /** @type {(inputs: Chips_Pays_Wager_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本赌场尽量以注码本身面值的筹码派彩。`)
};

export const chips_q_colour_down = /** @type {(inputs: Chips_Q_Colour_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位给你一枚 ${i?.chip} 的筹码，要求换成 ${i?.into} 的筹码。请找零。`)
};

export const chips_q_colour_up = /** @type {(inputs: Chips_Q_Colour_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为 ${i?.seat} 号位换大面值：以最少的大面值筹码给出同样的 ${i?.total}。`)
};

export const chips_q_colour_up_first = /** @type {(inputs: Chips_Q_Colour_Up_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的玩家带着 ${i?.chips} 准备离开，要求换大面值。你首先要做什么？`)
};

export const chips_q_commission_chips = /** @type {(inputs: Chips_Q_Commission_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这靴牌已完。${i?.seat} 号位的佣金格记有 ${i?.owed}，玩家用 ${i?.count} × ${i?.chip} 的筹码支付。请找零。`)
};

export const chips_q_commission_one_chip = /** @type {(inputs: Chips_Q_Commission_One_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这靴牌已完。${i?.seat} 号位的佣金格记有 ${i?.owed}，玩家用一枚 ${i?.chip} 的筹码支付。请找零。`)
};

export const chips_q_cut = /** @type {(inputs: Chips_Q_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你把一柱 ${i?.count} × ${i?.chip} 的筹码按每叠 ${i?.full} 枚分叠。共有几叠，余下几枚？`)
};

export const chips_q_cut_value = /** @type {(inputs: Chips_Q_Cut_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这柱 ${i?.count} × ${i?.chip} 的筹码值多少？`)
};

export const chips_q_pay = /** @type {(inputs: Chips_Q_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲赢，1 赔 1。${i?.payment}请从筹码盘向 ${i?.seat} 号位的闲家注派彩。`)
};

export const chips_q_read_bet = /** @type {(inputs: Chips_Q_Read_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`读出注码：${i?.seat} 号位的${i?.bet}投注区上有多少？`)
};

export const chips_stacks_many = /** @type {(inputs: Chips_Stacks_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} 叠（每叠 ${i?.full} 枚），余 ${i?.rest} 枚`)
};

export const chips_stacks_one = /** @type {(inputs: Chips_Stacks_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} 叠（每叠 ${i?.full} 枚），余 ${i?.rest} 枚`)
};

export const chips_topic_colour_down = /** @type {(inputs: Chips_Topic_Colour_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`换小面值（找零）`)
};

export const chips_topic_colour_up = /** @type {(inputs: Chips_Topic_Colour_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`换大面值`)
};

export const chips_topic_commission = /** @type {(inputs: Chips_Topic_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以找零支付佣金格（设佣金格的赌台）`)
};

export const chips_topic_cut = /** @type {(inputs: Chips_Topic_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`分叠与点算`)
};

export const chips_topic_pay = /** @type {(inputs: Chips_Topic_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以筹码派彩`)
};

export const chips_topic_read_bet = /** @type {(inputs: Chips_Topic_Read_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`读出注码`)
};

export const chips_w_colour_down = /** @type {(inputs: Chips_W_Colour_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chip} 换成 ${i?.into} 的筹码：${i?.change}`)
};

export const chips_w_colour_up = /** @type {(inputs: Chips_W_Colour_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chips} 共 ${i?.total}；以最少的筹码：${i?.up}`)
};

export const chips_w_colour_up_first = /** @type {(inputs: Chips_W_Colour_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`兑换前先宣布换码并示意主管，让监控镜头和现场主管看到筹码价值易手。`)
};

export const chips_w_commission = /** @type {(inputs: Chips_W_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chip} 减去欠下的 ${i?.owed} 是 ${i?.change}：${i?.chips}`)
};

export const chips_w_cut = /** @type {(inputs: Chips_W_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} = ${i?.stacks} × ${i?.full} + ${i?.rest}`)
};

export const chips_w_cut_value = /** @type {(inputs: Chips_W_Cut_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} 叠 ${i?.full} × ${i?.chip} = ${i?.stacksValue}，加 ${i?.rest} × ${i?.chip} = ${i?.restValue}：${i?.total}`)
};

export const chips_w_pay = /** @type {(inputs: Chips_W_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注码 ${i?.amount}，1 赔 1：派 ${i?.amount}，即 ${i?.chips}`)
};

export const chips_w_read_bet = /** @type {(inputs: Chips_W_Read_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chips} 共 ${i?.amount}`)
};

export const cite_casino_banker_wins_commission = /** @type {(inputs: Cite_Casino_Banker_Wins_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：赢注 1 赔 1，庄赢扣 5% 佣金`)
};

export const cite_casino_closest_wins = /** @type {(inputs: Cite_Casino_Closest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：最接近 9 点的一方赢`)
};

export const cite_casino_main_push = /** @type {(inputs: Cite_Casino_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：和局时闲注和庄注不输不赢`)
};

export const cite_casino_paid_even = /** @type {(inputs: Cite_Casino_Paid_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：赢注 1 赔 1`)
};

export const cite_casino_tie_loses = /** @type {(inputs: Cite_Casino_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：双方点数相同为和局`)
};

export const cite_casino_tie_wins = /** @type {(inputs: Cite_Casino_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：和注 1 赔 8`)
};

export const cite_chip_handling = /** @type {(inputs: Cite_Chip_HandlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派牌指南：筹码处理`)
};

export const cite_commission_box = /** @type {(inputs: Cite_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南：佣金最迟在每靴牌结束时缴付`)
};

export const cite_deltin_banker_pair = /** @type {(inputs: Cite_Deltin_Banker_PairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin 指南：庄对 ${i?.per} 赔 ${i?.pays}`)
};

export const cite_deltin_banker_wins_even = /** @type {(inputs: Cite_Deltin_Banker_Wins_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：庄赢，1 赔 1`)
};

export const cite_deltin_banker_wins_six_half = /** @type {(inputs: Cite_Deltin_Banker_Wins_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：庄家以 6 点赢，只赔一半`)
};

export const cite_deltin_higher_wins = /** @type {(inputs: Cite_Deltin_Higher_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：点数较高的一方赢`)
};

export const cite_deltin_main_push = /** @type {(inputs: Cite_Deltin_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：和局时闲注和庄注不输不赢，留在原位（下一局前可更改）`)
};

export const cite_deltin_player_pair = /** @type {(inputs: Cite_Deltin_Player_PairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin 指南：闲对 ${i?.per} 赔 ${i?.pays}`)
};

export const cite_deltin_player_wins = /** @type {(inputs: Cite_Deltin_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：闲赢，1 赔 1`)
};

export const cite_deltin_super_six = /** @type {(inputs: Cite_Deltin_Super_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin 指南：超级六 ${i?.per} 赔 ${i?.pays}`)
};

export const cite_deltin_tie_loses = /** @type {(inputs: Cite_Deltin_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：双方点数相同为和局`)
};

export const cite_deltin_tie_wins = /** @type {(inputs: Cite_Deltin_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指南：和注 1 赔 8`)
};

export const cite_dragon_banker_wins_commission = /** @type {(inputs: Cite_Dragon_Banker_Wins_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：庄赢，1 赔 1，扣 5% 佣金`)
};

export const cite_dragon_closest_wins = /** @type {(inputs: Cite_Dragon_Closest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：最接近九点的一方赢`)
};

export const cite_dragon_guide = /** @type {(inputs: Cite_Dragon_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南`)
};

export const cite_dragon_main_push = /** @type {(inputs: Cite_Dragon_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：和局时闲注和庄注退回`)
};

export const cite_dragon_pay_table = /** @type {(inputs: Cite_Dragon_Pay_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：龙宝赔率表`)
};

export const cite_dragon_player_wins = /** @type {(inputs: Cite_Dragon_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：闲赢，1 赔 1`)
};

export const cite_dragon_tie_loses = /** @type {(inputs: Cite_Dragon_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：双方点数相同为和局`)
};

export const cite_dragon_tie_wins = /** @type {(inputs: Cite_Dragon_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南：和注 1 赔 8`)
};

export const cite_house_banker = /** @type {(inputs: Cite_House_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 赌场赔率表：庄赢 ${i?.per} 赔 ${i?.pays}`)
};

export const cite_house_order = /** @type {(inputs: Cite_House_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌场派牌程序（${i?.order}）`)
};

export const cite_house_order_losers_first = /** @type {(inputs: Cite_House_Order_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先收齐所有输的注码，才派彩给赢家：先收输的主注，再收输的旁注；然后派彩给赢的主注，再派彩给赢的旁注；每一轮都由${i?.start}起从右至左`)
};

export const cite_house_order_main_first = /** @type {(inputs: Cite_House_Order_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`先结算主注（先收输的，再派彩给赢的），后结算旁注：先收、派主注，再收、派旁注；每一轮都由${i?.start}起从右至左`)
};

export const cite_house_practice_all_refused = /** @type {(inputs: Cite_House_Practice_All_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania 9.3b；各座位均拒绝时的赌场惯例（参照 Tasmania 16.7.4）`)
};

export const cite_house_practice_no_wager = /** @type {(inputs: Cite_House_Practice_No_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场惯例（参照 Tasmania 16.7.5）`)
};

export const cite_house_procedure = /** @type {(inputs: Cite_House_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场派牌程序`)
};

export const cite_house_settlement_order = /** @type {(inputs: Cite_House_Settlement_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场派牌程序（本赌场的结算次序，见赌台告示的“赌场惯例”）`)
};

export const cite_house_tie = /** @type {(inputs: Cite_House_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 赌场赔率表：和注 ${i?.per} 赔 ${i?.pays}`)
};

export const cli24_bet_amount_too_large = /** @type {(inputs: Cli24_Bet_Amount_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}的金额 ${i?.amount} 分太大：按 ${i?.odds} 派彩会超过 ${i?.max} 分，即引擎能准确计算的上限`)
};

export const cli24_bet_amount_whole = /** @type {(inputs: Cli24_Bet_Amount_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}的金额必须是以分为单位的正整数，而不是 ${i?.amount}`)
};

export const cli24_bet_n = /** @type {(inputs: Cli24_Bet_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 注：${i?.problem}`)
};

export const cli24_bet_not_offered = /** @type {(inputs: Cli24_Bet_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house}不设${i?.bet}（可下的注：${i?.bets}）`)
};

export const cli24_bet_unknown_name = /** @type {(inputs: Cli24_Bet_Unknown_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”`)
};

export const cli24_bets_json = /** @type {(inputs: Cli24_Bets_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--bets 不是有效的 JSON：${i?.detail}`)
};

export const cli24_bets_shape = /** @type {(inputs: Cli24_Bets_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--bets 必须是像 ${i?.example} 这样的列表（金额以分为单位）：${i?.issues}`)
};

export const cli24_card_n = /** @type {(inputs: Cli24_Card_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 张牌：${i?.problem}`)
};

export const cli24_card_n_not_card = /** @type {(inputs: Cli24_Card_N_Not_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 张牌（“${i?.text}”）不是一张牌`)
};

export const cli24_cards_required = /** @type {(inputs: Cli24_Cards_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须提供 --cards，例如 --cards 9h,Kd,3c,5s`)
};

export const cli24_db_unreadable = /** @type {(inputs: Cli24_Db_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法读取 ${i?.path}：${i?.detail}`)
};

export const cli24_decks_profile = /** @type {(inputs: Cli24_Decks_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--decks：${i?.problem}（赌台设置 ${i?.id}）`)
};

export const cli24_decks_whole = /** @type {(inputs: Cli24_Decks_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--decks 必须是整数副牌（Tasmania 4.1：4 至 8 副），而不是“${i?.value}”`)
};

export const cli24_file_cannot_open = /** @type {(inputs: Cli24_File_Cannot_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法打开（${i?.code}）`)
};

export const cli24_file_cannot_read = /** @type {(inputs: Cli24_File_Cannot_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法读取（${i?.code}）`)
};

export const cli24_file_kind_device = /** @type {(inputs: Cli24_File_Kind_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是设备`)
};

export const cli24_file_kind_folder = /** @type {(inputs: Cli24_File_Kind_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是文件夹`)
};

export const cli24_file_kind_other = /** @type {(inputs: Cli24_File_Kind_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是普通文件`)
};

export const cli24_file_kind_pipe = /** @type {(inputs: Cli24_File_Kind_PipeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是管道`)
};

export const cli24_file_kind_socket = /** @type {(inputs: Cli24_File_Kind_SocketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是套接字`)
};

export const cli24_file_not_a_file = /** @type {(inputs: Cli24_File_Not_A_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}，不是文件`)
};

export const cli24_file_over = /** @type {(inputs: Cli24_File_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件超过 ${i?.max} 字节；上限为 ${i?.max}`)
};

export const cli24_file_size = /** @type {(inputs: Cli24_File_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件有 ${i?.size} 字节；上限为 ${i?.max}`)
};

export const cli24_flag_required = /** @type {(inputs: Cli24_Flag_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须提供 --${i?.name}`)
};

export const cli24_help_analyze = /** @type {(inputs: Cli24_Help_AnalyzeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每种投注的精确概率及庄家优势`)
};

export const cli24_help_clause_end = /** @type {(inputs: Cli24_Help_Clause_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.text}；`)
};

export const cli24_help_coup = /** @type {(inputs: Cli24_Help_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以指定的牌发一局`)
};

export const cli24_help_drills = /** @type {(inputs: Cli24_Help_DrillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`生成一个练习题组`)
};

export const cli24_help_lang = /** @type {(inputs: Cli24_Help_LangInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`适用于任何命令：L 为 ${i?.list}；文字及拒绝信息以该语言显示，JSON 数据不变`)
};

export const cli24_help_line = /** @type {(inputs: Cli24_Help_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}：${i?.flags}`)
};

export const cli24_help_profiles = /** @type {(inputs: Cli24_Help_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列出内置的赌台设置 [--lang L]`)
};

export const cli24_help_score = /** @type {(inputs: Cli24_Help_ScoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`为一个作答文件评分`)
};

export const cli24_help_simulate = /** @type {(inputs: Cli24_Help_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实际发完整副牌靴并报告各结果的频率`)
};

export const cli24_help_usage = /** @type {(inputs: Cli24_Help_UsageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用法：${i?.command}`)
};

export const cli24_help_verify = /** @type {(inputs: Cli24_Help_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`核对一份已签署的考核报告（PDF 或 JSON）`)
};

export const cli24_help_verify_exit = /** @type {(inputs: Cli24_Help_Verify_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退出码 0 完整且受信任，3 完整但不受信任，1 遭篡改，2 无法读取或输入有误`)
};

export const cli24_help_verify_trust_1 = /** @type {(inputs: Cli24_Help_Verify_Trust_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只凭 --trust 密钥（赌场记录的密钥）信任，或在 stdin 提供导师密码时，`)
};

export const cli24_help_verify_trust_2 = /** @type {(inputs: Cli24_Help_Verify_Trust_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`凭本程序密封的信任列表；磁盘上找到的密钥文件本身不获信任。`)
};

export const cli24_json_cut_short = /** @type {(inputs: Cli24_Json_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内容不完整`)
};

export const cli24_json_empty = /** @type {(inputs: Cli24_Json_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件是空的`)
};

export const cli24_json_fault_at = /** @type {(inputs: Cli24_Json_Fault_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`错误在第 ${i?.line} 行第 ${i?.column} 列`)
};

export const cli24_json_invalid = /** @type {(inputs: Cli24_Json_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是有效的 JSON（${i?.what}）`)
};

export const cli24_json_not_text = /** @type {(inputs: Cli24_Json_Not_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内容不是 JSON 文本`)
};

export const cli24_key_not_ed25519 = /** @type {(inputs: Cli24_Key_Not_Ed25519Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是 Ed25519 密钥（${i?.type}）`)
};

export const cli24_key_not_pem = /** @type {(inputs: Cli24_Key_Not_PemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是 PEM 格式的公钥（${i?.detail}）`)
};

export const cli24_needs_value = /** @type {(inputs: Cli24_Needs_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.name} 需要一个值`)
};

export const cli24_no_database = /** @type {(inputs: Cli24_No_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} 没有导师数据库：请用 --data-dir 指定程序存放数据的文件夹。`)
};

export const cli24_no_key_store = /** @type {(inputs: Cli24_No_Key_StoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} 尚未有导师密钥库：请先在程序中解锁一次导师模式，再重新核对。`)
};

export const cli24_no_options = /** @type {(inputs: Cli24_No_OptionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不接受任何选项，却收到“${i?.args}”`)
};

export const cli24_no_trust_list = /** @type {(inputs: Cli24_No_Trust_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} 尚未有信任列表：请先在程序中解锁一次导师模式，再重新核对。`)
};

export const cli24_not_a_card = /** @type {(inputs: Cli24_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”不是一张牌：请先写牌面（A 2-9 T J Q K），再写花色（s h d c），例如 9h 或 Td`)
};

export const cli24_not_enough_cards = /** @type {(inputs: Cli24_Not_Enough_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`牌不够：只给了 ${i?.given} 张，这一局需要更多（一局用 4 至 6 张牌）`)
};

export const cli24_older_database = /** @type {(inputs: Cli24_Older_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.path} 来自旧版程序：请先打开一次程序，并解锁导师模式。`)
};

export const cli24_one_report = /** @type {(inputs: Cli24_One_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请只提供一个报告文件：${i?.usage}`)
};

export const cli24_passcode_argv = /** @type {(inputs: Cli24_Passcode_ArgvInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.arg}：密码只从标准输入读取（--passcode-stdin），绝不从命令行参数读取`)
};

export const cli24_passcode_interrupted = /** @type {(inputs: Cli24_Passcode_InterruptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有输入密码（已中断）`)
};

export const cli24_passcode_none = /** @type {(inputs: Cli24_Passcode_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标准输入中没有密码`)
};

export const cli24_passcode_prompt = /** @type {(inputs: Cli24_Passcode_PromptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师密码：`)
};

export const cli24_passcode_too_long = /** @type {(inputs: Cli24_Passcode_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`标准输入中的密码超过 ${i?.max} 字节`)
};

export const cli24_pem_unreadable = /** @type {(inputs: Cli24_Pem_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`内容无法读作密钥`)
};

export const cli24_profile_file = /** @type {(inputs: Cli24_Profile_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台设置文件 ${i?.path}：${i?.error}`)
};

export const cli24_profile_required = /** @type {(inputs: Cli24_Profile_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须提供 --profile（可选：${i?.ids}）`)
};

export const cli24_responses_gap = /** @type {(inputs: Cli24_Responses_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题目“${i?.item}”的第 ${i?.step} 步未作答，但之后的步骤已作答`)
};

export const cli24_responses_no_step = /** @type {(inputs: Cli24_Responses_No_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这个练习题组和种子没有题目“${i?.item}”的第 ${i?.step} 步`)
};

export const cli24_responses_read = /** @type {(inputs: Cli24_Responses_ReadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法读取 --responses ${i?.path}：${i?.error}`)
};

export const cli24_responses_required = /** @type {(inputs: Cli24_Responses_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须提供 --responses FILE`)
};

export const cli24_responses_twice = /** @type {(inputs: Cli24_Responses_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题目“${i?.item}”的第 ${i?.step} 步答了两次`)
};

export const cli24_seed_required = /** @type {(inputs: Cli24_Seed_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须提供 --seed S`)
};

export const cli24_seeding = /** @type {(inputs: Cli24_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--seeding 必须是 ${i?.list} 其中之一，而不是 ${i?.value}`)
};

export const cli24_spec_required = /** @type {(inputs: Cli24_Spec_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须提供 --spec FILE`)
};

export const cli24_stake_whole = /** @type {(inputs: Cli24_Stake_WholeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--stake 必须是以分为单位的正整数（庄家注码），而不是“${i?.value}”`)
};

export const cli24_trust_how = /** @type {(inputs: Cli24_Trust_HowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`签名者的密钥指纹是 ${i?.fingerprint}。若要信任它，请用赌场自己记录了指纹的公钥核对报告：verify FILE --trust KEY.pub；或用导师密码，以制作报告那台电脑的信任列表核对：verify FILE --passcode-stdin（会询问密码，或从标准输入读取）。在数据文件夹中找到的密钥文件不能证明任何事情。`)
};

export const cli24_trust_how_passcode = /** @type {(inputs: Cli24_Trust_How_PasscodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`签名者的密钥指纹是 ${i?.fingerprint}。若要信任它，请用赌场自己记录了指纹的公钥核对报告：verify FILE --trust KEY.pub。它不在这台电脑的信任列表中。`)
};

export const cli24_unexpected_argument = /** @type {(inputs: Cli24_Unexpected_ArgumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`多余的参数“${i?.arg}”`)
};

export const cli24_unknown_command = /** @type {(inputs: Cli24_Unknown_CommandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的命令“${i?.name}”`)
};

export const cli24_unknown_option = /** @type {(inputs: Cli24_Unknown_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的选项 --${i?.name}（可用的选项：${i?.options}）`)
};

export const cli24_unknown_profile = /** @type {(inputs: Cli24_Unknown_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的赌台设置“${i?.value}”（可选：${i?.ids}，或赌台设置 .json 文件的路径）`)
};

export const cli24_whole_number = /** @type {(inputs: Cli24_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--${i?.name} 必须是 ${i?.min} 至 ${i?.max} 的整数，而不是“${i?.value}”`)
};

export const cli24_wrong_passcode = /** @type {(inputs: Cli24_Wrong_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是导师密码（与程序中一样计为一次错误尝试；连续错误 5 次后，每次尝试都要等候）。`)
};

export const cli_db_unreadable_words = /** @type {(inputs: Cli_Db_Unreadable_WordsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个文件不是本程序能读取的数据库`)
};

export const commission_amount = /** @type {(inputs: Commission_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const commission_comma = /** @type {(inputs: Commission_CommaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const commission_label = /** @type {(inputs: Commission_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const commission_label_box = /** @type {(inputs: Commission_Label_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位佣金格`)
};

export const commission_label_owes = /** @type {(inputs: Commission_Label_OwesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位欠`)
};

export const commission_label_seat_pays = /** @type {(inputs: Commission_Label_Seat_PaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位缴付`)
};

export const commission_list = /** @type {(inputs: Commission_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const commission_new_shoe = /** @type {(inputs: Commission_New_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新一靴牌。`)
};

export const commission_of = /** @type {(inputs: Commission_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} 的 ${i?.rate} 为 ${i?.commission}`)
};

export const commission_owed_marks = /** @type {(inputs: Commission_Owed_MarksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.workings}。合计 ${i?.marks} = ${i?.owed}`)
};

export const commission_owed_total = /** @type {(inputs: Commission_Owed_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家赢注码 ${i?.stakes} = ${i?.total}；${i?.total} 的 ${i?.rate}，按总额${i?.rounding}（本赌场规则），为 ${i?.owed}`)
};

export const commission_plus = /** @type {(inputs: Commission_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} + ${i?.rest}`)
};

export const commission_q_coup = /** @type {(inputs: Commission_Q_CoupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.coup} 局（共 ${i?.count} 局）。${i?.seat} 号位在${i?.bet}下注 ${i?.stake}。${i?.seat} 号位的佣金格现在是多少？`)
};

export const commission_q_last_coup = /** @type {(inputs: Commission_Q_Last_CoupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这是本靴牌的最后一局。${i?.seat} 号位欠多少佣金？`)
};

export const commission_q_leaving = /** @type {(inputs: Commission_Q_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的玩家要离台。该座位欠多少佣金？`)
};

export const commission_q_shoe_finished = /** @type {(inputs: Commission_Q_Shoe_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此靴牌已完：切牌卡及其后的一张牌已被抽出（Tasmania 9.4）。${i?.seat} 号位要为其佣金格缴付多少？`)
};

export const commission_q_single_box = /** @type {(inputs: Commission_Q_Single_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢。${i?.seat} 号位在庄下注 ${i?.stake}。佣金是多少（记入佣金格）？`)
};

export const commission_q_single_deducted = /** @type {(inputs: Commission_Q_Single_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢。${i?.seat} 号位在庄下注 ${i?.stake}。佣金是多少（从派彩中扣除）？`)
};

export const commission_raw_fraction = /** @type {(inputs: Commission_Raw_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 又不足一分的零头`)
};

export const commission_rounded = /** @type {(inputs: Commission_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} 的 ${i?.rate} 为 ${i?.raw}；本赌场将佣金${i?.rounding}：${i?.commission}`)
};

export const commission_rounded_mark = /** @type {(inputs: Commission_Rounded_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} 的 ${i?.rate} 为 ${i?.raw}；本赌场将每次记数${i?.rounding}：${i?.commission}`)
};

export const commission_situation_owed = /** @type {(inputs: Commission_Situation_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位本靴牌赢出的庄注：${i?.wins}（最后一注在本局）。每次赢时佣金已记入佣金格，尚未收取。`)
};

export const commission_total = /** @type {(inputs: Commission_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} 的 ${i?.rate} 为 ${i?.raw}（本赌场在收取时将欠款总额${i?.rounding}，而非每次记数）`)
};

export const commission_total_marked = /** @type {(inputs: Commission_Total_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stake} 的 ${i?.rate} 为 ${i?.raw}，记为 ${i?.mark}（本赌场在收取时将欠款总额${i?.rounding}，而非每次记数）`)
};

export const commission_w_box_banker_lost = /** @type {(inputs: Commission_W_Box_Banker_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄注没有赢：佣金格维持 ${i?.total}`)
};

export const commission_w_box_player = /** @type {(inputs: Commission_W_Box_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲注不收佣金：佣金格维持 ${i?.total}`)
};

export const commission_w_box_win = /** @type {(inputs: Commission_W_Box_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢：${i?.working}；${i?.before} + ${i?.commission} = ${i?.total}`)
};

export const commission_w_owed_leaving = /** @type {(inputs: Commission_W_Owed_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.working}，于玩家离座时收取。`)
};

export const commission_w_owed_shoe = /** @type {(inputs: Commission_W_Owed_ShoeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.working}，于靴牌结束时收取。`)
};

export const commission_w_shoe_end = /** @type {(inputs: Commission_W_Shoe_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金最迟在每靴牌结束时缴付：${i?.working}；${i?.seat} 号位缴付 ${i?.owed}，佣金格在新一靴牌开始时清空。`)
};

export const constraint_banker_point = /** @type {(inputs: Constraint_Banker_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家点数`)
};

export const constraint_banker_third_card = /** @type {(inputs: Constraint_Banker_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补第三张牌`)
};

export const constraint_commission_box = /** @type {(inputs: Constraint_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多局的佣金格`)
};

export const constraint_commission_coups = /** @type {(inputs: Constraint_Commission_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金格中的局数（或所欠的庄家赢注数）`)
};

export const constraint_commission_mode = /** @type {(inputs: Constraint_Commission_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金`)
};

export const constraint_commission_owed = /** @type {(inputs: Constraint_Commission_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一位玩家多次赢出所欠佣金`)
};

export const constraint_commission_single = /** @type {(inputs: Constraint_Commission_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注赢出的庄家注`)
};

export const constraint_final_point_help = /** @type {(inputs: Constraint_Final_Point_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后点数，一个数值或一个范围`)
};

export const constraint_natural = /** @type {(inputs: Constraint_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌 8 点或 9 点`)
};

export const constraint_odd_stakes = /** @type {(inputs: Constraint_Odd_StakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`零碎注码`)
};

export const constraint_odd_stakes_help = /** @type {(inputs: Constraint_Odd_Stakes_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是：筹码能组成的任何金额，如练习佣金进位时；否则为整数注码`)
};

export const constraint_payout_bets = /** @type {(inputs: Constraint_Payout_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注于`)
};

export const constraint_payout_bets_help = /** @type {(inputs: Constraint_Payout_Bets_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只限这些投注（赌台设置须提供）`)
};

export const constraint_payout_detail = /** @type {(inputs: Constraint_Payout_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算细节`)
};

export const constraint_payout_detail_help = /** @type {(inputs: Constraint_Payout_Detail_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例如“coloured pair”或“win by 9”（以英文输入）；须先选择投注`)
};

export const constraint_payout_loses = /** @type {(inputs: Constraint_Payout_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输`)
};

export const constraint_payout_outcome = /** @type {(inputs: Constraint_Payout_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该注`)
};

export const constraint_payout_push = /** @type {(inputs: Constraint_Payout_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回（不输不赢）`)
};

export const constraint_payout_stake = /** @type {(inputs: Constraint_Payout_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码由／至`)
};

export const constraint_payout_stake_help = /** @type {(inputs: Constraint_Payout_Stake_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只限此范围内、且在赌台限额之内的注码`)
};

export const constraint_payout_wins = /** @type {(inputs: Constraint_Payout_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赢`)
};

export const constraint_player_point = /** @type {(inputs: Constraint_Player_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家点数`)
};

export const constraint_player_third_card = /** @type {(inputs: Constraint_Player_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家补第三张牌`)
};

export const constraint_settle_seats = /** @type {(inputs: Constraint_Settle_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有投注的座位`)
};

export const constraint_settle_side_bets = /** @type {(inputs: Constraint_Settle_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台面上的附加投注`)
};

export const constraint_who_wins = /** @type {(inputs: Constraint_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`谁赢`)
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
	return /** @type {LocalizedString} */ (`注码总额超过最高总赔付额时，按比例扣减（Tasmania 7.3b），每注向下调整至 ${i?.chip} 筹码的倍数。`)
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
	return /** @type {LocalizedString} */ (`时间（at）`)
};

export const csv_audit_detail = /** @type {(inputs: Csv_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`详情（detail）`)
};

export const csv_audit_event = /** @type {(inputs: Csv_Audit_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`事件（event）`)
};

export const csv_audit_hash = /** @type {(inputs: Csv_Audit_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`哈希（hash）`)
};

export const csv_audit_prev_hash = /** @type {(inputs: Csv_Audit_Prev_HashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上一哈希（prev_hash）`)
};

export const csv_audit_seq = /** @type {(inputs: Csv_Audit_SeqInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`序号（seq）`)
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
	return /** @type {LocalizedString} */ (`已指派“${i?.title}”。`)
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
	return /** @type {LocalizedString} */ (`速度：每小时 ${i?.rate}/${i?.target} 局`)
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

export const dealercheck_answer = /** @type {(inputs: Dealercheck_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option}。`)
};

export const dealercheck_clean = /** @type {(inputs: Dealercheck_CleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有错：这局的派牌和结算都正确`)
};

export const dealercheck_field_mistakes = /** @type {(inputs: Dealercheck_Field_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要加入的错误`)
};

export const dealercheck_field_percent = /** @type {(inputs: Dealercheck_Field_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有错误的局数（%）`)
};

export const dealercheck_field_percent_help = /** @type {(inputs: Dealercheck_Field_Percent_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`默认 50：约一半的局有一个错误，其余没有错`)
};

export const dealercheck_left = /** @type {(inputs: Dealercheck_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} 不动`)
};

export const dealercheck_mistake_commission = /** @type {(inputs: Dealercheck_Mistake_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`漏收佣金：庄赢的注码派彩时没有扣佣金`)
};

export const dealercheck_mistake_commission_short = /** @type {(inputs: Dealercheck_Mistake_Commission_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`漏收佣金`)
};

export const dealercheck_mistake_draw = /** @type {(inputs: Dealercheck_Mistake_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌错误：有一家违反规则补牌或不补牌`)
};

export const dealercheck_mistake_draw_short = /** @type {(inputs: Dealercheck_Mistake_Draw_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌错误`)
};

export const dealercheck_mistake_order = /** @type {(inputs: Dealercheck_Mistake_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次序错误：未收输注便先向赢注派彩`)
};

export const dealercheck_mistake_order_short = /** @type {(inputs: Dealercheck_Mistake_Order_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`次序错误`)
};

export const dealercheck_mistake_payment = /** @type {(inputs: Dealercheck_Mistake_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩错误：有赢注按错误赔率派彩`)
};

export const dealercheck_mistake_payment_short = /** @type {(inputs: Dealercheck_Mistake_Payment_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩错误`)
};

export const dealercheck_paid = /** @type {(inputs: Dealercheck_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向 ${i?.bet} 派彩 ${i?.amount}`)
};

export const dealercheck_paid_marked = /** @type {(inputs: Dealercheck_Paid_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`向 ${i?.bet} 派彩 ${i?.amount}，并在佣金格记下 ${i?.commission}`)
};

export const dealercheck_q = /** @type {(inputs: Dealercheck_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另一位荷官派了这局牌，并按以下次序结算：${i?.steps}。这样对吗？`)
};

export const dealercheck_seat_bet = /** @type {(inputs: Dealercheck_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位${i?.bet}`)
};

export const dealercheck_step = /** @type {(inputs: Dealercheck_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}. ${i?.what}`)
};

export const dealercheck_steps = /** @type {(inputs: Dealercheck_StepsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const dealercheck_took = /** @type {(inputs: Dealercheck_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收了 ${i?.bet}`)
};

export const dealercheck_w_banker_none_draw = /** @type {(inputs: Dealercheck_W_Banker_None_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家 ${i?.point} 点（闲家不补牌）必须补牌（Tasmania 11）；荷官却让它不补牌。`)
};

export const dealercheck_w_banker_none_stand = /** @type {(inputs: Dealercheck_W_Banker_None_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家 ${i?.point} 点（闲家不补牌）必须不补牌（Tasmania 11）；荷官却让它补牌。`)
};

export const dealercheck_w_banker_third_draw = /** @type {(inputs: Dealercheck_W_Banker_Third_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家 ${i?.point} 点，闲家第三张牌 ${i?.card} 点，庄家必须补牌（Tasmania 11）；荷官却让它不补牌。`)
};

export const dealercheck_w_banker_third_stand = /** @type {(inputs: Dealercheck_W_Banker_Third_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家 ${i?.point} 点，闲家第三张牌 ${i?.card} 点，庄家必须不补牌（Tasmania 11）；荷官却让它补牌。`)
};

export const dealercheck_w_clean = /** @type {(inputs: Dealercheck_W_CleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点：两家都按补牌规则补牌或不补牌，每注都按其赔率结算，并先收输注后派赢注。`)
};

export const dealercheck_w_natural = /** @type {(inputs: Dealercheck_W_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有例牌（闲 ${i?.player} 点，庄 ${i?.banker} 点），这局即告结束：两家都不补牌（Tasmania 10.2, 11）。`)
};

export const dealercheck_w_order = /** @type {(inputs: Dealercheck_W_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`荷官未收齐所有输注便先向 ${i?.bet} 派彩；本赌场先收输注。`)
};

export const dealercheck_w_paid = /** @type {(inputs: Dealercheck_W_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}应派彩 ${i?.amount}；荷官派了 ${i?.paid}。`)
};

export const dealercheck_w_paid_both_box = /** @type {(inputs: Dealercheck_W_Paid_Both_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}应派彩 ${i?.amount}，并在佣金格记下 ${i?.commission}；荷官派了 ${i?.paid}，并在佣金格记下 ${i?.paidCommission}。`)
};

export const dealercheck_w_paid_box = /** @type {(inputs: Dealercheck_W_Paid_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}应派彩 ${i?.amount}，并在佣金格记下 ${i?.commission}；荷官派了 ${i?.paid}。`)
};

export const dealercheck_w_paid_wrong_box = /** @type {(inputs: Dealercheck_W_Paid_Wrong_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}应派彩 ${i?.amount}；荷官派了 ${i?.paid}，并在佣金格记下 ${i?.paidCommission}。`)
};

export const dealercheck_w_player_stood = /** @type {(inputs: Dealercheck_W_Player_StoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家 ${i?.point} 点必须补第三张牌（Tasmania 11）；荷官却让它不补牌。`)
};

export const dialog_choose_data_folder = /** @type {(inputs: Dialog_Choose_Data_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择存放培训数据的文件夹`)
};

export const dialog_export_audit = /** @type {(inputs: Dialog_Export_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出导师操作记录（CSV）`)
};

export const dialog_export_drill_set = /** @type {(inputs: Dialog_Export_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出练习题组`)
};

export const dialog_filter_drill_set = /** @type {(inputs: Dialog_Filter_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组（JSON）`)
};

export const dialog_filter_pdf_report = /** @type {(inputs: Dialog_Filter_Pdf_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF 报告`)
};

export const dialog_filter_responses_csv = /** @type {(inputs: Dialog_Filter_Responses_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答记录（CSV）`)
};

export const dialog_filter_signed_record = /** @type {(inputs: Dialog_Filter_Signed_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已签署记录（JSON）`)
};

export const dialog_filter_staff = /** @type {(inputs: Dialog_Filter_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`员工名单（CSV）`)
};

export const dialog_import_drill_set = /** @type {(inputs: Dialog_Import_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入练习题组`)
};

export const dialog_import_staff = /** @type {(inputs: Dialog_Import_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入员工名单`)
};

export const dialog_save_report = /** @type {(inputs: Dialog_Save_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存 ${i?.format} 报告`)
};

export const drill_sentences = /** @type {(inputs: Drill_SentencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}${i?.rest}`)
};

export const edge24_export_in_data_folder = /** @type {(inputs: Edge24_Export_In_Data_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} 位于培训数据文件夹（${i?.folder}）内；请将练习题组导出到另一个文件夹。`)
};

export const edge24_export_not_drill_set = /** @type {(inputs: Edge24_Export_Not_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} 已存在，但不是练习题组，所以没有替换它；请另选名称。`)
};

export const edge24_export_not_file = /** @type {(inputs: Edge24_Export_Not_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} 已存在，但不是文件。`)
};

export const edge24_far = /** @type {(inputs: Edge24_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：庄家优势为 ${i?.pct}，与一般水平（${i?.usual}）相差甚远。请检查赔率表是否输错。`)
};

export const edge24_negative = /** @type {(inputs: Edge24_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：赌场每注亏损 ${i?.pct}，长远而言玩家会赢钱。请检查赔率表是否输错。`)
};

export const edge24_usual_banker = /** @type {(inputs: Edge24_Usual_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`20 赔 19 时约为 1.1%、六点赢赔一半时约为 1.5%`)
};

export const edge24_usual_dragon_banker = /** @type {(inputs: Edge24_Usual_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`约 9.4%`)
};

export const edge24_usual_dragon_player = /** @type {(inputs: Edge24_Usual_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`约 2.7%`)
};

export const edge24_usual_pair = /** @type {(inputs: Edge24_Usual_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 赔 11 时约为 10.4%`)
};

export const edge24_usual_perfect_pairs = /** @type {(inputs: Edge24_Usual_Perfect_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`约 4%（1 赔 6、1 赔 12 及 1 赔 25）`)
};

export const edge24_usual_player = /** @type {(inputs: Edge24_Usual_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`约 1.2%`)
};

export const edge24_usual_super_six = /** @type {(inputs: Edge24_Usual_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 赔 12 时约为 30%`)
};

export const edge24_usual_tie = /** @type {(inputs: Edge24_Usual_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 赔 8 时为 14.4%、1 赔 9 时为 4.8%`)
};

export const eng24c_detail_coloured_pair = /** @type {(inputs: Eng24c_Detail_Coloured_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同色对子`)
};

export const eng24c_detail_mixed_pair = /** @type {(inputs: Eng24c_Detail_Mixed_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混色对子`)
};

export const eng24c_detail_no_pair = /** @type {(inputs: Eng24c_Detail_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有对子`)
};

export const eng24c_detail_pair_of_2 = /** @type {(inputs: Eng24c_Detail_Pair_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2 对子`)
};

export const eng24c_detail_pair_of_3 = /** @type {(inputs: Eng24c_Detail_Pair_Of_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 对子`)
};

export const eng24c_detail_pair_of_4 = /** @type {(inputs: Eng24c_Detail_Pair_Of_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 对子`)
};

export const eng24c_detail_pair_of_5 = /** @type {(inputs: Eng24c_Detail_Pair_Of_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5 对子`)
};

export const eng24c_detail_pair_of_6 = /** @type {(inputs: Eng24c_Detail_Pair_Of_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6 对子`)
};

export const eng24c_detail_pair_of_7 = /** @type {(inputs: Eng24c_Detail_Pair_Of_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 对子`)
};

export const eng24c_detail_pair_of_8 = /** @type {(inputs: Eng24c_Detail_Pair_Of_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8 对子`)
};

export const eng24c_detail_pair_of_9 = /** @type {(inputs: Eng24c_Detail_Pair_Of_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9 对子`)
};

export const eng24c_detail_pair_of_a = /** @type {(inputs: Eng24c_Detail_Pair_Of_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A 对子`)
};

export const eng24c_detail_pair_of_j = /** @type {(inputs: Eng24c_Detail_Pair_Of_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J 对子`)
};

export const eng24c_detail_pair_of_k = /** @type {(inputs: Eng24c_Detail_Pair_Of_KInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K 对子`)
};

export const eng24c_detail_pair_of_q = /** @type {(inputs: Eng24c_Detail_Pair_Of_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Q 对子`)
};

export const eng24c_detail_pair_of_t = /** @type {(inputs: Eng24c_Detail_Pair_Of_TInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10 对子`)
};

export const eng24c_detail_perfect_pair = /** @type {(inputs: Eng24c_Detail_Perfect_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同花对子`)
};

export const eng24c_invalid_drill_set = /** @type {(inputs: Eng24c_Invalid_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习题组无效：${i?.problems}`)
};

export const eng24c_room_refused_bad_value = /** @type {(inputs: Eng24c_Room_Refused_Bad_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有数值无法存入培训室`)
};

export const eng24c_room_refused_check = /** @type {(inputs: Eng24c_Room_Refused_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有数值超出培训室接受的范围`)
};

export const eng24c_room_refused_duplicate = /** @type {(inputs: Eng24c_Room_Refused_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室已经有这一项`)
};

export const eng24c_room_refused_empty = /** @type {(inputs: Eng24c_Room_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`缺少培训室需要的数值`)
};

export const eng24c_room_refused_missing = /** @type {(inputs: Eng24c_Room_Refused_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它所指的学员或练习题组不在培训室`)
};

export const eng24c_room_refused_no_right = /** @type {(inputs: Eng24c_Room_Refused_No_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本工作站的培训室账户无权保存`)
};

export const eng24c_room_refused_other = /** @type {(inputs: Eng24c_Room_Refused_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室拒绝接收（数据库代码 ${i?.code}）`)
};

export const eng24c_spec_at_least_coups = /** @type {(inputs: Eng24c_Spec_At_Least_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最少每小时 ${i?.n} 局`)
};

export const eng24c_spec_at_least_ms = /** @type {(inputs: Eng24c_Spec_At_Least_MsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最少为 ${i?.n} 毫秒`)
};

export const eng24c_spec_at_most_areas = /** @type {(inputs: Eng24c_Spec_At_Most_AreasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.n} 个范畴`)
};

export const eng24c_spec_at_most_bands = /** @type {(inputs: Eng24c_Spec_At_Most_BandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.n} 个级别`)
};

export const eng24c_spec_at_most_chars = /** @type {(inputs: Eng24c_Spec_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.n} 个字符`)
};

export const eng24c_spec_at_most_coups = /** @type {(inputs: Eng24c_Spec_At_Most_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多每小时 ${i?.n} 局`)
};

export const eng24c_spec_at_most_ms_10_min = /** @type {(inputs: Eng24c_Spec_At_Most_Ms_10_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多为 ${i?.n} 毫秒（10 分钟）`)
};

export const eng24c_spec_at_most_sections = /** @type {(inputs: Eng24c_Spec_At_Most_SectionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.n} 个部分`)
};

export const eng24c_spec_at_most_year = /** @type {(inputs: Eng24c_Spec_At_Most_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最多一年（525600）`)
};

export const eng24c_spec_audition_pace = /** @type {(inputs: Eng24c_Spec_Audition_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试镜按速度练习评级：请加入一个 pace-lab 部分`)
};

export const eng24c_spec_be_quoted = /** @type {(inputs: Eng24c_Spec_Be_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须是“${i?.value}”`)
};

export const eng24c_spec_coups_number = /** @type {(inputs: Eng24c_Spec_Coups_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是每小时局数`)
};

export const eng24c_spec_difficulty = /** @type {(inputs: Eng24c_Spec_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是 basic、standard 或 hard`)
};

export const eng24c_spec_from_0_to_1 = /** @type {(inputs: Eng24c_Spec_From_0_To_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须在 0 至 1 之间`)
};

export const eng24c_spec_mode = /** @type {(inputs: Eng24c_Spec_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是 practice（练习）或 assessment（考核）`)
};

export const eng24c_spec_ms_or_null = /** @type {(inputs: Eng24c_Spec_Ms_Or_NullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是毫秒数或 null`)
};

export const eng24c_spec_needs_area = /** @type {(inputs: Eng24c_Spec_Needs_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少要有一个范畴`)
};

export const eng24c_spec_needs_band = /** @type {(inputs: Eng24c_Spec_Needs_BandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少要有一个级别`)
};

export const eng24c_spec_needs_section = /** @type {(inputs: Eng24c_Spec_Needs_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少要有一个部分`)
};

export const eng24c_spec_no_section_drills = /** @type {(inputs: Eng24c_Spec_No_Section_DrillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有部分练习 ${i?.kind}`)
};

export const eng24c_spec_not_negative = /** @type {(inputs: Eng24c_Spec_Not_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不可为负数`)
};

export const eng24c_spec_number = /** @type {(inputs: Eng24c_Spec_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是数字`)
};

export const eng24c_spec_object = /** @type {(inputs: Eng24c_Spec_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是对象`)
};

export const eng24c_spec_one_of = /** @type {(inputs: Eng24c_Spec_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须是 ${i?.values} 其中之一`)
};

export const eng24c_spec_only_version = /** @type {(inputs: Eng24c_Spec_Only_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须是 ${i?.version}（目前唯一的版本）`)
};

export const eng24c_spec_positive = /** @type {(inputs: Eng24c_Spec_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须大于 0`)
};

export const eng24c_spec_profile_kind = /** @type {(inputs: Eng24c_Spec_Profile_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是内置赌台设置的 id 或赌台设置对象`)
};

export const eng24c_spec_too_many_items = /** @type {(inputs: Eng24c_Spec_Too_Many_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`合共 ${i?.total} 题；最多 ${i?.max} 题`)
};

export const eng24c_spec_true_false = /** @type {(inputs: Eng24c_Spec_True_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是 true 或 false`)
};

export const eng24c_spec_unknown_profile = /** @type {(inputs: Eng24c_Spec_Unknown_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的赌台设置“${i?.id}”（内置：${i?.ids}）`)
};

export const eng24c_spec_whole = /** @type {(inputs: Eng24c_Spec_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是整数`)
};

export const eng24c_spec_whole_minutes = /** @type {(inputs: Eng24c_Spec_Whole_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是整数分钟`)
};

export const eng24c_spec_whole_ms = /** @type {(inputs: Eng24c_Spec_Whole_MsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是整数毫秒`)
};

export const eng_session_skill_slow = /** @type {(inputs: Eng_Session_Skill_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：中位时间 ${i?.median}，慢于 ${i?.target}`)
};

export const eng_settle_box_detail = /** @type {(inputs: Eng_Settle_Box_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 佣金记入佣金格`)
};

export const err_attempt_cannot_replay = /** @type {(inputs: Err_Attempt_Cannot_ReplayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法用种子重放此作答：${i?.problem}`)
};

export const err_attempt_could_not_write = /** @type {(inputs: Err_Attempt_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法写入 ${i?.path}：${i?.error}`)
};

export const err_attempt_damaged = /** @type {(inputs: Err_Attempt_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存的考核作答 ${i?.id} 已损坏：${i?.problem}`)
};

export const err_attempt_export_running = /** @type {(inputs: Err_Attempt_Export_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作答仍在进行中：请在结束后再导出。`)
};

export const err_attempt_finished = /** @type {(inputs: Err_Attempt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此作答已完成：没有题目可答。`)
};

export const err_attempt_not_resumable = /** @type {(inputs: Err_Attempt_Not_ResumableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} 此作答无法继续；请关闭它。`)
};

export const err_attempt_out_of_step = /** @type {(inputs: Err_Attempt_Out_Of_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此答案属于 ${i?.item} 第 ${i?.step} 步，但作答已到 ${i?.currentItem} 第 ${i?.currentStep} 步：答案未记录。`)
};

export const err_attempt_replay_no_step = /** @type {(inputs: Err_Attempt_Replay_No_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此作答的重放没有第 ${i?.step} 步。`)
};

export const err_attempt_resume_abandoned_only = /** @type {(inputs: Err_Attempt_Resume_Abandoned_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`只有已放弃的作答才可继续；此作答${i?.status}。`)
};

export const err_attempt_status_abandoned = /** @type {(inputs: Err_Attempt_Status_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已放弃`)
};

export const err_attempt_status_closed = /** @type {(inputs: Err_Attempt_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已关闭`)
};

export const err_attempt_status_finished = /** @type {(inputs: Err_Attempt_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const err_attempt_status_running = /** @type {(inputs: Err_Attempt_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`进行中`)
};

export const err_attempt_unknown_seeding = /** @type {(inputs: Err_Attempt_Unknown_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此作答以种子方式 ${i?.seeding} 发牌，这个版本的程序不认识此方式。`)
};

export const err_audit_answers_removed = /** @type {(inputs: Err_Audit_Answers_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt}：其 ${i?.had} 个答案中有 ${i?.removed} 个已从记录中删除。`)
};

export const err_audit_attempt_named = /** @type {(inputs: Err_Audit_Attempt_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（${i?.staffNumber}）于 ${i?.when} 作答“${i?.setTitle}”的一次考核（第 ${i?.attempt} 次）`)
};

export const err_audit_attempt_removed = /** @type {(inputs: Err_Audit_Attempt_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt}已从记录中删除。`)
};

export const err_audit_could_not_write = /** @type {(inputs: Err_Audit_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法写入 ${i?.path}（${i?.error}）；该处没有写入任何内容。`)
};

export const err_audit_end_cut = /** @type {(inputs: Err_Audit_End_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`按其密封记录，${i?.attempt}以“${i?.status}”结束，但其结束行已从应考记录簿中删除。`)
};

export const err_audit_end_cut_on = /** @type {(inputs: Err_Audit_End_Cut_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`按其密封记录，${i?.attempt}于 ${i?.when} 以“${i?.status}”结束，但其结束行已从应考记录簿中删除。`)
};

export const err_audit_end_tampered = /** @type {(inputs: Err_Audit_End_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt}在应考记录簿中没有结束行，而其记录曾被篡改：${i?.problem}。`)
};

export const err_audit_not_done = /** @type {(inputs: Err_Audit_Not_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未完成：无法写入导师审计记录（${i?.error}）。`)
};

export const err_audit_removed_with_ledger = /** @type {(inputs: Err_Audit_Removed_With_LedgerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`于 ${i?.when} 开始的一次考核（${i?.detail}）已从记录及应考记录簿中删除。`)
};

export const err_audit_status_changed = /** @type {(inputs: Err_Audit_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt}结束时为“${i?.ended}”，但记录现在显示“${i?.now}”。`)
};

export const err_engine_app_closing = /** @type {(inputs: Err_Engine_App_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应用程序正在关闭`)
};

export const err_engine_failed = /** @type {(inputs: Err_Engine_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`发牌失败：${i?.error}`)
};

export const err_engine_no_mistakes = /** @type {(inputs: Err_Engine_No_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有错误可以重做`)
};

export const err_engine_not_rebuilt = /** @type {(inputs: Err_Engine_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法重建`)
};

export const err_engine_time_ran_out = /** @type {(inputs: Err_Engine_Time_Ran_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发牌时间已用完`)
};

export const err_engine_too_rare = /** @type {(inputs: Err_Engine_Too_RareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法在 ${i?.seconds} 秒内发完：某项限制条件太罕见，无法练习`)
};

export const err_ipc_no_rule = /** @type {(inputs: Err_Ipc_No_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已拒绝：${i?.channel} 没有访问规则。`)
};

export const err_ipc_refused = /** @type {(inputs: Err_Ipc_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已拒绝：此请求并非来自本应用程序自己的页面。`)
};

export const err_ipc_unknown = /** @type {(inputs: Err_Ipc_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的请求“${i?.channel}”。`)
};

export const err_ipc_went_wrong = /** @type {(inputs: Err_Ipc_Went_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.channel} 出错：${i?.detail}`)
};

export const err_practical_attempt_damaged = /** @type {(inputs: Err_Practical_Attempt_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存的考核作答 ${i?.id} 已损坏：${i?.error}`)
};

export const err_practical_damaged = /** @type {(inputs: Err_Practical_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`实操标准第 ${i?.revision} 版已损坏：${i?.error}`)
};

export const err_practical_not_graded = /** @type {(inputs: Err_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核作答“${i?.id}”的实操部分尚未评分：没有可副署的内容。`)
};

export const err_practical_revision_stale = /** @type {(inputs: Err_Practical_Revision_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此标准是从第 ${i?.from} 版开始编辑，但其后已保存第 ${i?.current} 版；请重新打开并再作更改`)
};

export const err_profile_builtin_fixed = /** @type {(inputs: Err_Profile_Builtin_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”是内置赌台设置：不可更改或删除；请复制一份作为你自己的设置`)
};

export const err_profile_builtin_id = /** @type {(inputs: Err_Profile_Builtin_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”是内置赌台设置；请为你的设置另取编号`)
};

export const err_profile_call_language = /** @type {(inputs: Err_Profile_Call_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`须为以下其中之一：${i?.languages}`)
};

export const err_profile_chips_order = /** @type {(inputs: Err_Profile_Chips_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码面额须由小至大排列，不可重复`)
};

export const err_profile_commission_even = /** @type {(inputs: Err_Profile_Commission_EvenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金规则的赔率低于一赔一（Tasmania 12.2：19:20），而非 ${i?.pays}:${i?.per}`)
};

export const err_profile_copy_id_taken = /** @type {(inputs: Err_Profile_Copy_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`编号为“${i?.id}”的赌台设置已存在；请为副本另取编号`)
};

export const err_profile_decks_pairs = /** @type {(inputs: Err_Profile_Decks_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 4.1：设有完美对子时须用至少六副牌，而非 ${i?.decks} 副`)
};

export const err_profile_decks_range = /** @type {(inputs: Err_Profile_Decks_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 4.1：牌靴装 ${i?.min} 至 ${i?.max} 副牌，而非 ${i?.decks} 副`)
};

export const err_profile_id_saved = /** @type {(inputs: Err_Profile_Id_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存编号为“${i?.id}”的赌台设置；请为这个设置另取编号`)
};

export const err_profile_id_shape = /** @type {(inputs: Err_Profile_Id_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请用小写英文字母、数字及连字符（最多 48 个字符）`)
};

export const err_profile_invalid = /** @type {(inputs: Err_Profile_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台设置无效：${i?.problems}`)
};

export const err_profile_join = /** @type {(inputs: Err_Profile_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const err_profile_keeps_id = /** @type {(inputs: Err_Profile_Keeps_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存的赌台设置保留其编号（“${i?.id}”）；如要另一个编号，请复制它`)
};

export const err_profile_min_above_max = /** @type {(inputs: Err_Profile_Min_Above_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最低 ${i?.min} 高于最高 ${i?.max}`)
};

export const err_profile_no_saved = /** @type {(inputs: Err_Profile_No_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有已保存的赌台设置“${i?.id}”`)
};

export const err_profile_pace_max = /** @type {(inputs: Err_Profile_Pace_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`须最多每小时 ${i?.max} 局`)
};

export const err_profile_pace_min = /** @type {(inputs: Err_Profile_Pace_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`须至少每小时 ${i?.min} 局`)
};

export const err_profile_pace_whole = /** @type {(inputs: Err_Profile_Pace_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须为每小时的整数局数`)
};

export const err_profile_pairs_both = /** @type {(inputs: Err_Profile_Pairs_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台只可设完美对子或闲对／庄对其中之一，不可两者都设（两者共用对子投注区）`)
};

export const err_profile_push_letters = /** @type {(inputs: Err_Profile_Push_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须为小写英文字母，例如 "push" 或 "stand-off"（词与词之间以空格、连字符或撇号连接）`)
};

export const err_profile_push_long = /** @type {(inputs: Err_Profile_Push_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.max} 个字符`)
};

export const err_profile_push_word = /** @type {(inputs: Err_Profile_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须为一个英文词，例如 "push" 或 "stand-off"`)
};

export const err_profile_round_on = /** @type {(inputs: Err_Profile_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩时扣除的佣金按每次派彩进位（"mark"）；"total" 须以佣金格收取`)
};

export const err_profile_skill_once = /** @type {(inputs: Err_Profile_Skill_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每项技能只可列出一次`)
};

export const err_progress_asked_twice = /** @type {(inputs: Err_Progress_Asked_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`计算线程重复索取了答案`)
};

export const err_progress_could_not_write = /** @type {(inputs: Err_Progress_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法写入 ${i?.path}（${i?.error}）；该处没有写入任何内容。`)
};

export const err_progress_due_not_drillable = /** @type {(inputs: Err_Progress_Due_Not_DrillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天到期的情况不能单独练习。`)
};

export const err_progress_from_after_to = /** @type {(inputs: Err_Progress_From_After_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`开始日期 ${i?.from} 晚于结束日期 ${i?.to}`)
};

export const err_progress_no_thread = /** @type {(inputs: Err_Progress_No_ThreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法启动计算线程：${i?.error}`)
};

export const err_progress_no_weak_cases = /** @type {(inputs: Err_Progress_No_Weak_CasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} 暂时没有可组成练习题组的薄弱情况。`)
};

export const err_progress_none_drillable = /** @type {(inputs: Err_Progress_None_DrillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这些情况都不能单独练习。`)
};

export const err_progress_nothing_due = /** @type {(inputs: Err_Progress_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`今天没有到期要复习的情况：做得好。`)
};

export const err_progress_thread_failed = /** @type {(inputs: Err_Progress_Thread_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`计算线程出错：${i?.error}`)
};

export const err_progress_thread_odd = /** @type {(inputs: Err_Progress_Thread_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`计算线程回复了不应有的内容`)
};

export const err_progress_thread_send = /** @type {(inputs: Err_Progress_Thread_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法把答案发送到计算线程：${i?.error}`)
};

export const err_progress_thread_slow = /** @type {(inputs: Err_Progress_Thread_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`用时超过 ${i?.seconds} 秒`)
};

export const err_progress_thread_stopped = /** @type {(inputs: Err_Progress_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`计算线程已停止（退出代码 ${i?.code}）`)
};

export const err_progress_thread_unreadable = /** @type {(inputs: Err_Progress_Thread_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取计算线程的回复`)
};

export const err_room_db_not_open = /** @type {(inputs: Err_Room_Db_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据库未打开。`)
};

export const err_room_db_not_open_join = /** @type {(inputs: Err_Room_Db_Not_Open_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据库未打开，因此这台电脑现在无法加入培训室。`)
};

export const err_room_enter_password = /** @type {(inputs: Err_Room_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请输入 IT 人员为此角色提供的密码。`)
};

export const err_room_not_in_room = /** @type {(inputs: Err_Room_Not_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑不在培训室中。`)
};

export const err_room_unreadable_here = /** @type {(inputs: Err_Room_Unreadable_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑无法读取它`)
};

export const err_seal_key_unreadable = /** @type {(inputs: Err_Seal_Key_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其密封的密钥无法读取。`)
};

export const err_seal_seed_changed = /** @type {(inputs: Err_Seal_Seed_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其密封的种子已被更改。`)
};

export const err_seal_seed_mismatch = /** @type {(inputs: Err_Seal_Seed_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其种子与开始时承诺的不符。`)
};

export const err_seal_seed_unreadable = /** @type {(inputs: Err_Seal_Seed_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其密封的种子无法读取。`)
};

export const err_seal_tampered = /** @type {(inputs: Err_Seal_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已密封的作答 ${i?.id} 曾被篡改：${i?.problem}`)
};

export const err_seal_trainer_opens = /** @type {(inputs: Err_Seal_Trainer_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此作答在进行期间已密封：只有导师可以打开（请解锁导师模式，然后继续作答）。`)
};

export const err_seal_unlock_first = /** @type {(inputs: Err_Seal_Unlock_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请先解锁导师模式：作答以导师的密钥密封。`)
};

export const err_sess_cannot_replay = /** @type {(inputs: Err_Sess_Cannot_ReplayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法重放保存的练习节 ${i?.id}：${i?.problem}`)
};

export const err_sess_damaged = /** @type {(inputs: Err_Sess_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`保存的练习节“${i?.title}”（${i?.id}）已损坏：${i?.problem}`)
};

export const err_sess_folder_changed = /** @type {(inputs: Err_Sess_Folder_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据文件夹在此期间已更换；请再试一次。`)
};

export const err_sess_unknown_seeding = /** @type {(inputs: Err_Sess_Unknown_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法重放保存的练习节 ${i?.id}：它以种子方式 ${i?.seeding} 发牌，这个版本的程序不认识此方式`)
};

export const err_sess_unreadable = /** @type {(inputs: Err_Sess_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法读取保存的练习节 ${i?.id}：${i?.problem}`)
};

export const err_staff_join = /** @type {(inputs: Err_Staff_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const err_staff_line = /** @type {(inputs: Err_Staff_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.line} 行：${i?.problem}`)
};

export const err_staff_name_empty = /** @type {(inputs: Err_Staff_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名是空的`)
};

export const err_staff_name_long = /** @type {(inputs: Err_Staff_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`姓名有 ${i?.length} 个字符；最多 ${i?.max} 个`)
};

export const err_staff_name_twice = /** @type {(inputs: Err_Staff_Name_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.name}”亦在第 ${i?.line} 行，而两者都没有员工编号`)
};

export const err_staff_no_trainee = /** @type {(inputs: Err_Staff_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件中没有学员（每行一个姓名及员工编号）`)
};

export const err_staff_not_utf8 = /** @type {(inputs: Err_Staff_Not_Utf8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件不是 UTF-8 文本：请在电子表格中另存为“CSV UTF-8（逗号分隔）”，然后再次选择`)
};

export const err_staff_nothing_imported = /** @type {(inputs: Err_Staff_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未导入任何数据：${i?.lines}。`)
};

export const err_staff_number_long = /** @type {(inputs: Err_Staff_Number_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`员工编号有 ${i?.length} 个字符；最多 ${i?.max} 个`)
};

export const err_staff_number_taken = /** @type {(inputs: Err_Staff_Number_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`员工编号${i?.problem}`)
};

export const err_staff_number_twice = /** @type {(inputs: Err_Staff_Number_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`员工编号“${i?.identifier}”亦在第 ${i?.line} 行`)
};

export const err_staff_too_many_fields = /** @type {(inputs: Err_Staff_Too_Many_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个栏位；只应有姓名及员工编号`)
};

export const err_staff_unclosed = /** @type {(inputs: Err_Staff_UnclosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有以引号括住的栏位未闭合（缺少一个 "）`)
};

export const err_storage_closed = /** @type {(inputs: Err_Storage_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数据存储已关闭`)
};

export const err_storage_damaged_json = /** @type {(inputs: Err_Storage_Damaged_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}已损坏，无法读取`)
};

export const err_storage_deleted_while_running = /** @type {(inputs: Err_Storage_Deleted_While_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应用程序运行期间，它被删除或移走了（由另一个程序、同步工具或某人），因此无法再保存任何内容。如可以，请把它放回原处并重新启动`)
};

export const err_storage_disk_full = /** @type {(inputs: Err_Storage_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`磁盘已满，因此此项未保存。之前保存的一切都会保留。请释放一些磁盘空间，然后再试。`)
};

export const err_storage_dmg_drill_set = /** @type {(inputs: Err_Storage_Dmg_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习题组“${i?.name}”已损坏：${i?.problem}。可以将其移除。`)
};

export const err_storage_dmg_invalid_profile = /** @type {(inputs: Err_Storage_Dmg_Invalid_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它已不是有效的赌台设置`)
};

export const err_storage_dmg_invalid_set = /** @type {(inputs: Err_Storage_Dmg_Invalid_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它已不是有效的练习题组`)
};

export const err_storage_dmg_profile = /** @type {(inputs: Err_Storage_Dmg_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台设置“${i?.name}”已损坏：${i?.problem}。可以将其移除。`)
};

export const err_storage_dmg_session = /** @type {(inputs: Err_Storage_Dmg_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习节“${i?.name}”已损坏：${i?.problem}。关闭它即可保留其答案，并从列表中移除。`)
};

export const err_storage_dmg_session_answer = /** @type {(inputs: Err_Storage_Dmg_Session_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有一个答案无法读取`)
};

export const err_storage_dmg_session_spec = /** @type {(inputs: Err_Storage_Dmg_Session_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其练习题组无法读取`)
};

export const err_storage_dmg_session_summary = /** @type {(inputs: Err_Storage_Dmg_Session_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其总结无法读取`)
};

export const err_storage_dmg_setting = /** @type {(inputs: Err_Storage_Dmg_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`设置“${i?.name}”已损坏：${i?.problem}。`)
};

export const err_storage_dmg_setting_default = /** @type {(inputs: Err_Storage_Dmg_Setting_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取（改用默认值）`)
};

export const err_storage_dmg_unreadable = /** @type {(inputs: Err_Storage_Dmg_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无法读取`)
};

export const err_storage_folder_missing = /** @type {(inputs: Err_Storage_Folder_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`为培训数据选择的文件夹 ${i?.dir} 不在：如果它在外接磁盘上，请连接磁盘并重新启动`)
};

export const err_storage_in_use_write = /** @type {(inputs: Err_Storage_In_Use_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据库正被另一个程序使用，因此此项未保存。之前保存的一切都会保留。请关闭该程序，然后再试。`)
};

export const err_storage_move_aside = /** @type {(inputs: Err_Storage_Move_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法把旧数据库移到一旁（${i?.error}）；没有作出任何更改。`)
};

export const err_storage_newer_app = /** @type {(inputs: Err_Storage_Newer_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`它由较新版本的应用程序写入（结构版本 ${i?.version}；本程序只认识 ${i?.known}）；请更新应用程序`)
};

export const err_storage_newer_schema = /** @type {(inputs: Err_Storage_Newer_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此数据库由较新版本的应用程序写入（结构版本 ${i?.from}，本程序只认识 ${i?.known}）`)
};

export const err_storage_no_damaged = /** @type {(inputs: Err_Storage_No_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有已损坏的项目“${i?.id}”（${i?.kind}）；没有移除任何项目。`)
};

export const err_storage_not_available = /** @type {(inputs: Err_Storage_Not_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训数据无法使用：${i?.why}`)
};

export const err_storage_not_saved = /** @type {(inputs: Err_Storage_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此项未保存。${i?.problem}`)
};

export const err_storage_open_corrupt = /** @type {(inputs: Err_Storage_Open_CorruptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训数据库 ${i?.path} 已损坏，无法读取（${i?.detail}）。`)
};

export const err_storage_open_locked = /** @type {(inputs: Err_Storage_Open_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训数据库 ${i?.path} 正被另一个程序使用（${i?.detail}）。请关闭该程序并重新启动，或者：`)
};

export const err_storage_open_missing = /** @type {(inputs: Err_Storage_Open_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训数据库 ${i?.path} 已不在：${i?.detail}。`)
};

export const err_storage_open_status = /** @type {(inputs: Err_Storage_Open_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}${i?.wayOut}`)
};

export const err_storage_open_unknown = /** @type {(inputs: Err_Storage_Open_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法打开培训数据库 ${i?.path}（${i?.detail}）。`)
};

export const err_storage_open_unwritable = /** @type {(inputs: Err_Storage_Open_UnwritableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法写入培训数据文件夹 ${i?.path}（${i?.detail}）。`)
};

export const err_storage_vanished = /** @type {(inputs: Err_Storage_VanishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`此文件夹原有一个培训数据库，现在已不在（被删除或移走）。如可以，请把它放回原处并重新启动`)
};

export const err_storage_way_out = /** @type {(inputs: Err_Storage_Way_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有删除任何内容。请为培训数据选择另一个文件夹，或重新开始：旧文件会以日期重新命名，保留在新文件旁边。`)
};

export const err_storage_working = /** @type {(inputs: Err_Storage_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训数据库运作正常，因此保持原状；“重新开始”只适用于无法打开的数据库。`)
};

export const err_studio_builtin_changed = /** @type {(inputs: Err_Studio_Builtin_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是内置题组，不可更改；请复制一份，再更改副本。`)
};

export const err_studio_builtin_deleted = /** @type {(inputs: Err_Studio_Builtin_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是内置题组，不可删除；请复制一份，再更改副本。`)
};

export const err_studio_builtin_renamed = /** @type {(inputs: Err_Studio_Builtin_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是内置题组，不可重命名；请复制一份，再更改副本。`)
};

export const err_studio_builtin_replace = /** @type {(inputs: Err_Studio_Builtin_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”是内置题组，不可替换；请改为两者都保留。`)
};

export const err_studio_cannot_import = /** @type {(inputs: Err_Studio_Cannot_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此文件无法导入：${i?.problem}`)
};

export const err_studio_changed_elsewhere = /** @type {(inputs: Err_Studio_Changed_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`自你打开“${i?.title}”以来，它已在别处被更改（现为第 ${i?.revision} 版）；未保存任何内容。请再次打开以编辑最新版本。`)
};

export const err_studio_file_cut_short = /** @type {(inputs: Err_Studio_File_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件不完整（在中途结束）：不是完整的练习题组`)
};

export const err_studio_file_empty = /** @type {(inputs: Err_Studio_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件是空的`)
};

export const err_studio_file_not_json = /** @type {(inputs: Err_Studio_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这不是练习题组文件：${i?.error}`)
};

export const err_studio_file_other = /** @type {(inputs: Err_Studio_File_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件：${i?.error}`)
};

export const err_studio_file_over_size = /** @type {(inputs: Err_Studio_File_Over_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件超过 ${i?.size}；练习题组文件最大为 ${i?.max}`)
};

export const err_studio_file_size = /** @type {(inputs: Err_Studio_File_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文件大小为 ${i?.size}；练习题组文件最大为 ${i?.max}`)
};

export const err_studio_import_gone = /** @type {(inputs: Err_Studio_Import_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该导入已不再等待处理；请再次导入文件。`)
};

export const err_studio_not_read_back = /** @type {(inputs: Err_Studio_Not_Read_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习题组已导入，但无法读回。`)
};

export const err_studio_replace_gone = /** @type {(inputs: Err_Studio_Replace_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要替换的题组已不存在；请再次导入文件。`)
};

export const err_studio_title_taken = /** @type {(inputs: Err_Studio_Title_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另一个练习题组已名为“${i?.title}”；请选择其他名称。`)
};

export const err_studio_title_taken_field = /** @type {(inputs: Err_Studio_Title_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另一个练习题组已名为“${i?.title}”；请选择其他名称`)
};

export const err_studio_title_taken_keep = /** @type {(inputs: Err_Studio_Title_Taken_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另一个练习题组已名为“${i?.title}”；请改为两者都保留。`)
};

export const err_trainer_no_recovery = /** @type {(inputs: Err_Trainer_No_RecoveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这台电脑上尚未有恢复码（密码是在有恢复码之前设置的，而导师模式此后未曾解锁）。如要清除密码：关闭程序，在其数据文件夹 ${i?.dataDir} 内放入一个名为 RESET-TRAINER-PASSCODE 的空白文件，然后再次启动。所有成绩都会保留，重置也会写入审计记录。`)
};

export const err_trainer_opens_only = /** @type {(inputs: Err_Trainer_Opens_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有导师可以打开：请先解锁导师模式。`)
};

export const err_trainer_recovery_wait = /** @type {(inputs: Err_Trainer_Recovery_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`错误次数过多：请在 ${i?.seconds} 秒后再试。`)
};

export const err_trainer_seal_wont_open = /** @type {(inputs: Err_Trainer_Seal_Wont_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密封的数据无法用导师密钥打开（数据曾被更改，或并非为此密钥而设）。`)
};

export const err_trainer_sign_needs_trainer = /** @type {(inputs: Err_Trainer_Sign_Needs_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报告只会在导师模式下签名：请用导师密码解锁，然后再导出。`)
};

export const err_trainer_signing_key_wont_open = /** @type {(inputs: Err_Trainer_Signing_Key_Wont_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师密钥库中的签名密钥无法打开（曾在程序以外被更改）。`)
};

export const err_trainer_trust_locked = /** @type {(inputs: Err_Trainer_Trust_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有在导师模式下才可信任密钥：请先解锁。`)
};

export const err_trainer_wrong_recovery = /** @type {(inputs: Err_Trainer_Wrong_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是恢复码；没有任何更改。`)
};

export const heatmap_targeted_description = /** @type {(inputs: Heatmap_Targeted_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`根据进度页上的情况编排：每一题都属于其中之一。`)
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

export const home_trainee_option = /** @type {(inputs: Home_Trainee_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}（${i?.identifier}）`)
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

export const irreg_141_mouth = /** @type {(inputs: Irreg_141_MouthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：闲家的牌已在 ${i?.point} 点完成（${i?.cards}），所以 ${i?.card} 是错发给闲家的。庄家不须补牌：${i?.why}。${i?.mouth}`)
};

export const irreg_141_to_banker = /** @type {(inputs: Irreg_141_To_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：闲家的牌已在 ${i?.point} 点完成（${i?.cards}），所以 ${i?.card} 是错发给闲家的。${i?.why}，所以该张牌成为庄家的第三张牌。`)
};

export const irreg_142_first_card = /** @type {(inputs: Irreg_142_First_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：多发而未公开的牌保持面朝下，作为下一局闲家的第一张牌；切牌卡未曾露出或抽出。结果不变：${i?.result}。`)
};

export const irreg_142_set_aside = /** @type {(inputs: Irreg_142_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：只有在切牌卡未在牌靴中露出或抽出时，多发的牌才可作为下一局的第一张牌；这里${i?.when}。所以该张牌不能使用，而牌一经抽出便不会放回牌靴，所以放入弃牌。${i?.then}结果不变：${i?.result}。`)
};

export const irreg_142_then_none = /** @type {(inputs: Irreg_142_Then_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡及其后的一张牌都已抽出，所以不再开新一局（Tasmania 9.4）。`)
};

export const irreg_142_then_one_more = /** @type {(inputs: Irreg_142_Then_One_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡已露出，但其后尚未抽出任何牌，所以从牌靴再派一局，即最后一局（Tasmania 9.4）。`)
};

export const irreg_142_when_after_complete = /** @type {(inputs: Irreg_142_When_After_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡在这一局完成后、多发的牌之前出现，所以已被抽出（这手牌并未宣布为最后一局）`)
};

export const irreg_142_when_at_start = /** @type {(inputs: Irreg_142_When_At_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌开始时切牌卡已在牌靴口，所以已被抽出，这手牌已宣布为最后一局`)
};

export const irreg_142_when_during = /** @type {(inputs: Irreg_142_When_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡在这手牌进行中出现，所以已被抽出，这手牌已宣布为最后一局`)
};

export const irreg_142_when_exposed = /** @type {(inputs: Irreg_142_When_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡现正露在牌靴口，就在多发的牌后面`)
};

export const irreg_143_banker_draws = /** @type {(inputs: Irreg_143_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家随后补牌 ${i?.card}：${i?.why}`)
};

export const irreg_143_banker_stands = /** @type {(inputs: Irreg_143_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家不补牌：${i?.why}`)
};

export const irreg_143_moved = /** @type {(inputs: Irreg_143_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：闲 ${i?.point} 点须补牌，所以错发给庄家的 ${i?.card} 拨给闲家，作为闲家的第三张牌；${i?.banker}。结果：${i?.result}。`)
};

export const irreg_143_procedure = /** @type {(inputs: Irreg_143_ProcedureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：闲 ${i?.point} 点须补牌，所以错发给庄家的 ${i?.card} 拨给闲家，作为闲家的第三张牌；庄家再按补牌规则决定是否补牌（Tasmania 11）。`)
};

export const irreg_144_complete = /** @type {(inputs: Irreg_144_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：这一局已完成（${i?.why}），所以发现面朝上的牌不能用于这一局，按 14.1 的程序处理（14.4）。${i?.mouth}`)
};

export const irreg_144_used = /** @type {(inputs: Irreg_144_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：在牌靴中发现面朝上的牌按补牌规则使用：${i?.card} 是下一张需要的牌，所以派作${i?.place}。`)
};

export const irreg_145_void = /** @type {(inputs: Irreg_145_VoidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：切牌卡已抽出，牌靴在派出 ${i?.count} 张牌后用完，这手牌尚未完成，所以作废：所有注码退回，重新洗牌开新一靴。`)
};

export const irreg_145_void_one = /** @type {(inputs: Irreg_145_Void_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：切牌卡已抽出，牌靴在派出 1 张牌后用完，这手牌尚未完成，所以作废：所有注码退回，重新洗牌开新一靴。`)
};

export const irreg_146_next_deal = /** @type {(inputs: Irreg_146_Next_DealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一局由牌靴中下一张牌开始派。`)
};

export const irreg_146_next_none = /** @type {(inputs: Irreg_146_Next_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再开新一局（Tasmania 9.4）。`)
};

export const irreg_146_void = /** @type {(inputs: Irreg_146_VoidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：已派出的 ${i?.count} 张牌无法确定正确次序，所以这一局作废，所有注码退回。抽出的牌放入弃牌，绝不放回牌靴（14.2）；${i?.next}`)
};

export const irreg_146_void_one = /** @type {(inputs: Irreg_146_Void_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：已派出的 1 张牌无法确定正确次序，所以这一局作废，所有注码退回。抽出的牌放入弃牌，绝不放回牌靴（14.2）；${i?.next}`)
};

export const irreg_94_last = /** @type {(inputs: Irreg_94_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：${i?.when}；切牌卡放到一旁，这一局派完并宣布为最后一局（${i?.result}）。之后切牌卡和至少一张牌都已抽出，所以不再开新一局。`)
};

export const irreg_94_no_new = /** @type {(inputs: Irreg_94_No_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：切牌卡及其后一张牌抽出后，不再开始派新一局；切牌卡已抽出，其后还抽出了 ${i?.count} 张牌，所以该靴牌结束，重新洗牌。`)
};

export const irreg_94_no_new_one = /** @type {(inputs: Irreg_94_No_New_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：切牌卡及其后一张牌抽出后，不再开始派新一局；切牌卡已抽出，其后还抽出了 1 张牌，所以该靴牌结束，重新洗牌。`)
};

export const irreg_94_normal = /** @type {(inputs: Irreg_94_NormalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}：切牌卡不会在这一局出现（其前面还有 ${i?.count} 张牌），所以这一局照常派：${i?.result}。`)
};

export const irreg_94_when_after = /** @type {(inputs: Irreg_94_When_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌卡在这一局的${i?.ordinal}之后出现`)
};

export const irreg_94_when_exposed = /** @type {(inputs: Irreg_94_When_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这一局开始前切牌卡已露在牌靴口`)
};

export const irreg_field_irregularity = /** @type {(inputs: Irreg_Field_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`异常情况`)
};

export const irreg_field_variant = /** @type {(inputs: Irreg_Field_VariantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理结果`)
};

export const irreg_field_variant_help = /** @type {(inputs: Irreg_Field_Variant_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须先选择异常情况`)
};

export const irreg_label_banker_card_for_player = /** @type {(inputs: Irreg_Label_Banker_Card_For_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家的第三张牌错发给庄家（14.3）`)
};

export const irreg_label_excess_card = /** @type {(inputs: Irreg_Label_Excess_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`多发了一张牌（14.2）`)
};

export const irreg_label_face_up_in_shoe = /** @type {(inputs: Irreg_Label_Face_Up_In_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴中露牌（14.4）`)
};

export const irreg_label_insufficient_cards = /** @type {(inputs: Irreg_Label_Insufficient_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌不够派完这一局（14.5）`)
};

export const irreg_label_last_coup = /** @type {(inputs: Irreg_Label_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该靴牌的最后一局（9.4）`)
};

export const irreg_label_order_unknown = /** @type {(inputs: Irreg_Label_Order_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌的次序无法确定（14.6）`)
};

export const irreg_label_player_card_in_error = /** @type {(inputs: Irreg_Label_Player_Card_In_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家的牌已完成仍错发一张牌给闲家（14.1）`)
};

export const irreg_mouth_after_marker = /** @type {(inputs: Irreg_Mouth_After_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} 面朝上放在牌靴口，宣布结果。这手牌并未宣布为最后一局：切牌卡在这手牌完成后才出现，而 ${i?.card} 是在切牌卡之后从牌靴抽出的。按 14.1，${i?.card} 会成为不设投注的一局中闲家的第一张牌，但那一局将是在切牌卡和一张牌都已抽出后才开始派牌，这是 Tasmania 9.4 所禁止的：重新洗牌前不再派牌。`)
};

export const irreg_mouth_last_at_start = /** @type {(inputs: Irreg_Mouth_Last_At_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} 面朝上放在牌靴口，宣布结果。这手牌已宣布为最后一局（这手牌开始时切牌卡已在牌靴口），所以按 14.1，重新洗牌前不再派牌。`)
};

export const irreg_mouth_last_during = /** @type {(inputs: Irreg_Mouth_Last_DuringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} 面朝上放在牌靴口，宣布结果。这手牌已宣布为最后一局（切牌卡在这手牌进行中出现），所以按 14.1，重新洗牌前不再派牌。`)
};

export const irreg_mouth_non_betting = /** @type {(inputs: Irreg_Mouth_Non_BettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} 面朝上放在牌靴口，宣布结果。所有注码撤回；下一局是不设投注的一局，须派完，${i?.card} 是闲家的第一张牌。`)
};

export const irreg_place_banker_1 = /** @type {(inputs: Irreg_Place_Banker_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家的第一张牌`)
};

export const irreg_place_banker_2 = /** @type {(inputs: Irreg_Place_Banker_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家的第二张牌`)
};

export const irreg_place_banker_3 = /** @type {(inputs: Irreg_Place_Banker_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家的第三张牌`)
};

export const irreg_place_none = /** @type {(inputs: Irreg_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是这一局的牌`)
};

export const irreg_place_player_1 = /** @type {(inputs: Irreg_Place_Player_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家的第一张牌`)
};

export const irreg_place_player_2 = /** @type {(inputs: Irreg_Place_Player_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家的第二张牌`)
};

export const irreg_place_player_3 = /** @type {(inputs: Irreg_Place_Player_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家的第三张牌`)
};

export const irreg_result_banker = /** @type {(inputs: Irreg_Result_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢，${i?.banker} 点胜 ${i?.player} 点`)
};

export const irreg_result_none = /** @type {(inputs: Irreg_Result_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有结果`)
};

export const irreg_result_player = /** @type {(inputs: Irreg_Result_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲赢，${i?.player} 点胜 ${i?.banker} 点`)
};

export const irreg_result_tie = /** @type {(inputs: Irreg_Result_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局，${i?.point} 点`)
};

export const irreg_variant_banker_draws = /** @type {(inputs: Irreg_Variant_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补牌`)
};

export const irreg_variant_banker_stands = /** @type {(inputs: Irreg_Variant_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家不补牌`)
};

export const irreg_variant_card_to_banker = /** @type {(inputs: Irreg_Variant_Card_To_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该张牌给庄家`)
};

export const irreg_variant_deal_normally = /** @type {(inputs: Irreg_Variant_Deal_NormallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`照常派牌`)
};

export const irreg_variant_first_card_next_hand = /** @type {(inputs: Irreg_Variant_First_Card_Next_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`作为下一局的第一张牌`)
};

export const irreg_variant_initial_deal = /** @type {(inputs: Irreg_Variant_Initial_DealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派首四张牌时用完`)
};

export const irreg_variant_last_coup = /** @type {(inputs: Irreg_Variant_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后一局`)
};

export const irreg_variant_mouth_of_shoe_non_betting_next = /** @type {(inputs: Irreg_Variant_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放在牌靴口，下一局不设投注`)
};

export const irreg_variant_mouth_of_shoe_reshuffle = /** @type {(inputs: Irreg_Variant_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放在牌靴口，重新洗牌`)
};

export const irreg_variant_no_new_coup = /** @type {(inputs: Irreg_Variant_No_New_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不再开新一局`)
};

export const irreg_variant_set_aside = /** @type {(inputs: Irreg_Variant_Set_AsideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放入弃牌`)
};

export const irreg_variant_third_card = /** @type {(inputs: Irreg_Variant_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补第三张牌时用完`)
};

export const irreg_variant_use_by_table_of_play = /** @type {(inputs: Irreg_Variant_Use_By_Table_Of_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按补牌规则使用`)
};

export const irreg_variant_void_coup = /** @type {(inputs: Irreg_Variant_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该局作废`)
};

export const irreg_why_draws_against = /** @type {(inputs: Irreg_Why_Draws_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，对闲家第三张牌 ${i?.card} 须补牌（Tasmania 11）`)
};

export const irreg_why_draws_player_stands = /** @type {(inputs: Irreg_Why_Draws_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，闲家不补牌，庄家须补牌（Tasmania 11）`)
};

export const irreg_why_natural = /** @type {(inputs: Irreg_Why_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有例牌（闲 ${i?.player} 点，庄 ${i?.banker} 点），双方都不补牌`)
};

export const irreg_why_stands_against = /** @type {(inputs: Irreg_Why_Stands_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，对闲家第三张牌 ${i?.card} 不补牌（Tasmania 11）`)
};

export const irreg_why_stands_player_stands = /** @type {(inputs: Irreg_Why_Stands_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄 ${i?.banker} 点，闲家不补牌，庄家亦不补牌（Tasmania 11）`)
};

export const irreg_with_result = /** @type {(inputs: Irreg_With_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.procedure}结果：${i?.result}。`)
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

export const kindfail_a_banker_win = /** @type {(inputs: Kindfail_A_Banker_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const kindfail_a_third_card = /** @type {(inputs: Kindfail_A_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有补牌`)
};

export const kindfail_bad_difficulty = /** @type {(inputs: Kindfail_Bad_DifficultyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.value}”不是 basic、standard 或 hard`)
};

export const kindfail_bet_lose = /** @type {(inputs: Kindfail_Bet_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}输`)
};

export const kindfail_bet_not_winning = /** @type {(inputs: Kindfail_Bet_Not_WinningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}不赢`)
};

export const kindfail_bet_push = /** @type {(inputs: Kindfail_Bet_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}退回`)
};

export const kindfail_bet_win = /** @type {(inputs: Kindfail_Bet_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}赢`)
};

export const kindfail_bets_not_offered = /** @type {(inputs: Kindfail_Bets_Not_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不设${i?.bets}（可选投注：${i?.offered}）`)
};

export const kindfail_chips_commission = /** @type {(inputs: Kindfail_Chips_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金题目需要在佣金格记佣金的赌台；${i?.house} 不是`)
};

export const kindfail_chips_few = /** @type {(inputs: Kindfail_Chips_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`筹码练习至少需要两种筹码面额；${i?.house} 只有 ${i?.count} 种`)
};

export const kindfail_commission_mode = /** @type {(inputs: Kindfail_Commission_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`模式“${i?.mode}”需要佣金格；${i?.house} 派彩时直接扣除佣金（请选“一注赢出的庄家注”）`)
};

export const kindfail_commission_none = /** @type {(inputs: Kindfail_Commission_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`佣金练习需要收佣金的赌台；${i?.house} 庄赢 1 赔 1（六点赢赔一半）`)
};

export const kindfail_constraint = /** @type {(inputs: Kindfail_ConstraintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ${i?.value}`)
};

export const kindfail_detail_needs_bets = /** @type {(inputs: Kindfail_Detail_Needs_BetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`指定细节时须同时指定适用的投注，例如 ${i?.example}`)
};

export const kindfail_difficulty_basic = /** @type {(inputs: Kindfail_Difficulty_BasicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`基本难度`)
};

export const kindfail_difficulty_hard = /** @type {(inputs: Kindfail_Difficulty_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`困难难度`)
};

export const kindfail_difficulty_standard = /** @type {(inputs: Kindfail_Difficulty_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标准难度`)
};

export const kindfail_invalid = /** @type {(inputs: Kindfail_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无效`)
};

export const kindfail_irr_not_found = /** @type {(inputs: Kindfail_Irr_Not_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在 ${i?.shoes} 个牌靴中找不到 ${i?.kind} 处理结果为“${i?.variant}”的情况`)
};

export const kindfail_irr_not_variant = /** @type {(inputs: Kindfail_Irr_Not_VariantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.variant}”不是 ${i?.kind} 的处理结果：请用 ${i?.variants} 其中之一`)
};

export const kindfail_list = /** @type {(inputs: Kindfail_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const kindfail_no_commission_mistake = /** @type {(inputs: Kindfail_No_Commission_MistakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不收佣金，所以不能加入“漏收佣金”错误`)
};

export const kindfail_no_constraint = /** @type {(inputs: Kindfail_No_ConstraintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有条件`)
};

export const kindfail_no_coup = /** @type {(inputs: Kindfail_No_CoupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派了 ${i?.attempts} 局都没有符合“${i?.what}”的一局：这个条件不可能成立或太罕见`)
};

export const kindfail_no_generator = /** @type {(inputs: Kindfail_No_GeneratorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有为练习类型“${i?.kind}”登记的出题程序`)
};

export const kindfail_not_a_tie = /** @type {(inputs: Kindfail_Not_A_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是和局的一局`)
};

export const kindfail_range_order = /** @type {(inputs: Kindfail_Range_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`范围写作 [低, 高]，低不可大于高`)
};

export const kindfail_seats = /** @type {(inputs: Kindfail_SeatsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`有投注的座位 ${i?.seats} 个，但 ${i?.house} 只有 ${i?.count} 个座位`)
};

export const kindfail_section = /** @type {(inputs: Kindfail_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sections.${i?.n}（${i?.kind}）：${i?.problem}`)
};

export const kindfail_stake = /** @type {(inputs: Kindfail_StakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 没有 ${i?.from} 至 ${i?.to} 之间的${i?.bet}注码（其注额为 ${i?.min} 至 ${i?.max}，以 ${i?.unit} 为单位）`)
};

export const kindfail_stake_range_order = /** @type {(inputs: Kindfail_Stake_Range_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码范围由最低至最高（最低 ≤ 最高）`)
};

export const kindfail_topic_not_in_area = /** @type {(inputs: Kindfail_Topic_Not_In_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个题目不在该规则范围内`)
};

export const kindfail_unknown_profile = /** @type {(inputs: Kindfail_Unknown_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的赌台设置“${i?.id}”`)
};

export const kindfail_variant_needs_irregularity = /** @type {(inputs: Kindfail_Variant_Needs_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指定处理结果时须同时指定异常情况`)
};

export const kindfail_variant_not_outcome = /** @type {(inputs: Kindfail_Variant_Not_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这个处理结果不属于该异常情况`)
};

export const kindfail_with_detail = /** @type {(inputs: Kindfail_With_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}（${i?.detail}）`)
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

export const left_attempt_binding_changed = /** @type {(inputs: Left_Attempt_Binding_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其题组、赌台设置、考核规则、考生或考核员与开始时不同（曾被更改）`)
};

export const left_attempt_key_not_open = /** @type {(inputs: Left_Attempt_Key_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存的密钥无法打开（曾被更改）`)
};

export const left_attempt_seed_mismatch = /** @type {(inputs: Left_Attempt_Seed_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其种子与开始时承诺的不符`)
};

export const left_attempt_seed_removed = /** @type {(inputs: Left_Attempt_Seed_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其种子承诺已被移除`)
};

export const left_attempt_tampered = /** @type {(inputs: Left_Attempt_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`考核应考 ${i?.id} 的记录已被篡改：${i?.problem}。它不能显示为结果，也不能签名或导出。`)
};

export const left_audition_and = /** @type {(inputs: Left_Audition_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}，而且${i?.rest}`)
};

export const left_audition_measured = /** @type {(inputs: Left_Audition_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时 ${i?.rate} 局，准确率 ${i?.accuracy}%`)
};

export const left_audition_meets = /** @type {(inputs: Left_Audition_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measured}，达到“${i?.band}”的每小时 ${i?.rate} 局及 ${i?.accuracy}%`)
};

export const left_audition_no_band = /** @type {(inputs: Left_Audition_No_BandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measured}，未达任何等级`)
};

export const left_audition_reason = /** @type {(inputs: Left_Audition_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}：${i?.where}；${i?.why}。`)
};

export const left_audition_short_accuracy = /** @type {(inputs: Left_Audition_Short_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`准确率 ${i?.accuracy}%，低于“${i?.band}”的 ${i?.min}%`)
};

export const left_audition_short_rate = /** @type {(inputs: Left_Audition_Short_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时 ${i?.rate} 局，低于“${i?.band}”的 ${i?.min} 局`)
};

export const left_audition_top = /** @type {(inputs: Left_Audition_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}：${i?.where}。`)
};

export const left_data_folder_target = /** @type {(inputs: Left_Data_Folder_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} 位于培训数据文件夹（${i?.folder}）内：请保存到另一个文件夹。没有写入任何内容。`)
};

export const left_dialog_export_csv = /** @type {(inputs: Left_Dialog_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出作答及应考（CSV）`)
};

export const left_dialog_export_xapi = /** @type {(inputs: Left_Dialog_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 xAPI 语句`)
};

export const left_dialog_filter_csv = /** @type {(inputs: Left_Dialog_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV 文件`)
};

export const left_dialog_filter_xapi = /** @type {(inputs: Left_Dialog_Filter_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`xAPI 语句（JSON）`)
};

export const left_export_room_refused = /** @type {(inputs: Left_Export_Room_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室有 ${i?.count} 条记录内容不符，已略去。`)
};

export const left_export_room_unread = /** @type {(inputs: Left_Export_Room_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}此导出只包含这台电脑的记录；其他工作站的数据缺失。`)
};

export const left_export_two_warnings = /** @type {(inputs: Left_Export_Two_WarningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}${i?.rest}`)
};

export const left_form_amount_empty = /** @type {(inputs: Left_Form_Amount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写金额，例如 25 或 0.25`)
};

export const left_form_at_least = /** @type {(inputs: Left_Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须至少为 ${i?.value}`)
};

export const left_form_at_most = /** @type {(inputs: Left_Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须最多为 ${i?.value}`)
};

export const left_form_choose_option = /** @type {(inputs: Left_Form_Choose_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请选择其中一个选项`)
};

export const left_form_commission = /** @type {(inputs: Left_Form_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收取佣金的赔付少于 1 赔 1（Tasmania 12.2：20 赔 19）：“赔”必须小于“比”`)
};

export const left_form_currency_code = /** @type {(inputs: Left_Form_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请使用货币的三个大写字母，例如 AUD`)
};

export const left_form_fill_in = /** @type {(inputs: Left_Form_Fill_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写`)
};

export const left_form_fill_number = /** @type {(inputs: Left_Form_Fill_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写数字`)
};

export const left_form_list_max = /** @type {(inputs: Left_Form_List_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请列出最多 ${i?.max} 项`)
};

export const left_form_list_min = /** @type {(inputs: Left_Form_List_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请列出至少 ${i?.min} 项`)
};

export const left_form_max_chars = /** @type {(inputs: Left_Form_Max_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请使用最多 ${i?.max} 个字符`)
};

export const left_form_min_above_max = /** @type {(inputs: Left_Form_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低额高于最高额`)
};

export const left_form_min_chars = /** @type {(inputs: Left_Form_Min_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`请使用至少 ${i?.min} 个字符`)
};

export const left_form_more_than = /** @type {(inputs: Left_Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须大于 ${i?.value}`)
};

export const left_form_not_amount = /** @type {(inputs: Left_Form_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”不是金额：请以元及分填写，例如 25 或 0.25`)
};

export const left_form_not_time = /** @type {(inputs: Left_Form_Not_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”不是以秒计的时间，例如 2.5`)
};

export const left_form_not_whole_number = /** @type {(inputs: Left_Form_Not_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}”不是整数`)
};

export const left_form_one_chip = /** @type {(inputs: Left_Form_One_ChipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请列出至少一种筹码，例如 1, 5, 25`)
};

export const left_form_percent = /** @type {(inputs: Left_Form_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}%`)
};

export const left_form_seats = /** @type {(inputs: Left_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一张赌台有 7 或 9 个座位（Tasmania 1）`)
};

export const left_form_seconds = /** @type {(inputs: Left_Form_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 秒`)
};

export const left_form_time_empty = /** @type {(inputs: Left_Form_Time_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请以秒填写时间，例如 2.5`)
};

export const left_form_whole_number_empty = /** @type {(inputs: Left_Form_Whole_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请填写（整数）`)
};

export const left_ledger_does_not_check = /** @type {(inputs: Left_Ledger_Does_Not_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`应考记录簿核对不符：${i?.problem}。`)
};

export const left_ledger_head_fails = /** @type {(inputs: Left_Ledger_Head_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记录簿经认证的结尾核对不符（记录簿曾被改写）`)
};

export const left_ledger_head_missing = /** @type {(inputs: Left_Ledger_Head_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记录簿经认证的结尾不见了（曾被移除）`)
};

export const left_ledger_row_changed = /** @type {(inputs: Left_Ledger_Row_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录簿第 ${i?.row} 行曾被更改或替换`)
};

export const left_ledger_row_cut = /** @type {(inputs: Left_Ledger_Row_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录簿第 ${i?.row} 行从结尾被截去`)
};

export const left_ledger_row_missing = /** @type {(inputs: Left_Ledger_Row_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录簿第 ${i?.row} 行不见了（某次应考的行被删除）`)
};

export const left_ledger_row_not_head = /** @type {(inputs: Left_Ledger_Row_Not_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录簿第 ${i?.row} 行不是经认证的那一行`)
};

export const left_ledger_rows_cut = /** @type {(inputs: Left_Ledger_Rows_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录簿第 ${i?.from} 至 ${i?.to} 行从结尾被截去`)
};

export const left_practical_graded_twice = /** @type {(inputs: Left_Practical_Graded_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.area}”被评分两次`)
};

export const left_practical_not_an_area = /** @type {(inputs: Left_Practical_Not_An_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.area}”不是此题组的范畴（${i?.areas}）`)
};

export const left_practical_not_graded = /** @type {(inputs: Left_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.area}”尚未评分`)
};

export const left_practical_not_red_line = /** @type {(inputs: Left_Practical_Not_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”不是实操标准中的红线`)
};

export const left_practical_red_line_area = /** @type {(inputs: Left_Practical_Red_Line_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”会令范畴“${i?.area}”不合格，但此次应考不评核该范畴`)
};

export const left_practical_red_line_twice = /** @type {(inputs: Left_Practical_Red_Line_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”列出了两次`)
};

export const left_practical_same_assessor = /** @type {(inputs: Left_Practical_Same_AssessorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`副署的考核员必须是 ${i?.assessor} 以外的人，因为实操部分由 ${i?.assessor} 评分`)
};

export const left_room_doc_assignment = /** @type {(inputs: Left_Room_Doc_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”的指派`)
};

export const left_room_doc_profile = /** @type {(inputs: Left_Room_Doc_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌场设置“${i?.title}”`)
};

export const left_room_doc_removal = /** @type {(inputs: Left_Room_Doc_RemovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”的移除`)
};

export const left_room_doc_removal_assignment = /** @type {(inputs: Left_Room_Doc_Removal_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”指派的移除`)
};

export const left_room_doc_set = /** @type {(inputs: Left_Room_Doc_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”`)
};

export const left_room_not_sent_bad = /** @type {(inputs: Left_Room_Not_Sent_BadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}没有发送到培训室：${i?.why}。`)
};

export const left_room_not_sent_refused = /** @type {(inputs: Left_Room_Not_Sent_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what}没有发送：培训室拒绝接收（${i?.why}）。`)
};

export const left_room_removed_stale = /** @type {(inputs: Left_Room_Removed_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`另一位导师在培训室保存${i?.what}（第 ${i?.theirs} 版）后，它在此被移除：它也已从培训室移除（第 ${i?.revision} 版；对方的版本保留在培训室的历史中）。`)
};

export const left_room_stale = /** @type {(inputs: Left_Room_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你在此编辑期间，另一位导师已在培训室保存了${i?.what}：你的保存保留为第 ${i?.revision} 版，排在对方之后（对方的是第 ${i?.theirs} 版；没有任何内容被覆盖）。`)
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

export const main_chain_added = /** @type {(inputs: Main_Chain_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.after} 个答案之后被加入了 ${i?.count} 个答案`)
};

export const main_chain_answer_edited = /** @type {(inputs: Main_Chain_Answer_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 个答案被修改了`)
};

export const main_chain_answer_missing = /** @type {(inputs: Main_Chain_Answer_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 个答案丢失了`)
};

export const main_chain_answers_missing = /** @type {(inputs: Main_Chain_Answers_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.from} 至 ${i?.to} 个答案丢失了`)
};

export const main_chain_edited_or_removed = /** @type {(inputs: Main_Chain_Edited_Or_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.before} 个答案被修改了，或第 ${i?.n} 个答案之前有答案被移除`)
};

export const main_chain_last_missing = /** @type {(inputs: Main_Chain_Last_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 个答案（最后一个）丢失了`)
};

export const main_chain_last_n_missing = /** @type {(inputs: Main_Chain_Last_N_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最后 ${i?.count} 个答案丢失了`)
};

export const main_chain_reordered = /** @type {(inputs: Main_Chain_ReorderedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`答案的次序被调动了（第 ${i?.n} 个答案不在作答时的位置）`)
};

export const main_chain_rewritten = /** @type {(inputs: Main_Chain_RewrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其答案曾被改写`)
};

export const main_chain_seal_fails = /** @type {(inputs: Main_Chain_Seal_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存核对不符（其答案或答案数目曾被改写）`)
};

export const main_chain_seal_removed = /** @type {(inputs: Main_Chain_Seal_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存（答案数目及最后一环）已被移除`)
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

export const main_join_semicolon = /** @type {(inputs: Main_Join_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
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
	return /** @type {LocalizedString} */ (`没有赌台设置“${i?.id}”`)
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

export const main_recovery_moved_back = /** @type {(inputs: Main_Recovery_Moved_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`其崩溃后重新启动的时间被调早了（记录时：${i?.recorded}，现在：${i?.now}）`)
};

export const main_recovery_removed = /** @type {(inputs: Main_Recovery_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`其崩溃后重新启动的记录（${i?.at}）已被移除`)
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

export const main_room_assignment_no_trainee = /** @type {(inputs: Main_Room_Assignment_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这台电脑上没有学员是培训室的“${i?.id}”`)
};

export const main_room_builtin_profile = /** @type {(inputs: Main_Room_Builtin_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.id}”是本程序的内置赌台设置`)
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

export const main_room_no_revision = /** @type {(inputs: Main_Room_No_RevisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室没有返回版本`)
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

export const main_room_not_wrapped_key = /** @type {(inputs: Main_Room_Not_Wrapped_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rk_wrap：不是已封装的密钥`)
};

export const main_room_older_schema = /** @type {(inputs: Main_Room_Older_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室的结构版本（${i?.version}）比此程序的（${i?.known}）旧：IT 人员须再次运行“npm run room -- init”。`)
};

export const main_room_other = /** @type {(inputs: Main_Room_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}返回错误：${i?.text}`)
};

export const main_room_passcode_refused = /** @type {(inputs: Main_Room_Passcode_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`room.trainer_passcodes 的最新数据行被拒绝：${i?.issues}`)
};

export const main_room_profile_other_id = /** @type {(inputs: Main_Room_Profile_Other_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`里面的赌台设置是“${i?.id}”，不是这一行的 ID`)
};

export const main_room_push_thread_failed = /** @type {(inputs: Main_Room_Push_Thread_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此电脑向培训室的传送意外停止（${i?.error}）；它会自行重新开始，等待中的记录不会丢失。`)
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

export const main_room_row_refused = /** @type {(inputs: Main_Room_Row_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`room.${i?.table} 的数据行 ${i?.id} 被拒绝：${i?.issues}`)
};

export const main_room_stopped = /** @type {(inputs: Main_Room_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}停止响应：服务器已关闭或重启，或连接中断（${i?.code}）。尚未发送到培训室的记录会留在这台电脑上，待服务器恢复后发送。`)
};

export const main_room_tls_required = /** @type {(inputs: Main_Room_Tls_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where}要求加密（TLS）连接：请为培训室开启“要求 TLS”。`)
};

export const main_room_try_no_trainee = /** @type {(inputs: Main_Room_Try_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一次 PIN 尝试没有指明学员`)
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

export const main_state_changed_from = /** @type {(inputs: Main_State_Changed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被更改了（封存时：${i?.sealed}，现在：${i?.now}）`)
};

export const main_state_field_abandonments = /** @type {(inputs: Main_State_Field_AbandonmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其中途离开的次数（放弃次数）`)
};

export const main_state_field_active_ms = /** @type {(inputs: Main_State_Field_Active_MsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其时长`)
};

export const main_state_field_closed = /** @type {(inputs: Main_State_Field_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师是否已将其关闭`)
};

export const main_state_field_ended_at = /** @type {(inputs: Main_State_Field_Ended_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其结束时间`)
};

export const main_state_field_finished_at = /** @type {(inputs: Main_State_Field_Finished_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其完成时间`)
};

export const main_state_field_grades = /** @type {(inputs: Main_State_Field_GradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其实务评分或副署`)
};

export const main_state_field_status = /** @type {(inputs: Main_State_Field_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其状态`)
};

export const main_state_field_step_started = /** @type {(inputs: Main_State_Field_Step_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其画面上该步骤所保存的开始时间（步骤计时）`)
};

export const main_state_field_step_used = /** @type {(inputs: Main_State_Field_Step_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其画面上该步骤已用的时间（步骤计时）`)
};

export const main_state_field_summary = /** @type {(inputs: Main_State_Field_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其总结`)
};

export const main_state_recovery_not_running = /** @type {(inputs: Main_State_Recovery_Not_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`记录显示它在崩溃后曾重新启动，但当时它是${i?.status}，并非进行中（记录曾被更改）`)
};

export const main_state_row_removed = /** @type {(inputs: Main_State_Row_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其应考行已被移除`)
};

export const main_state_seal_fails = /** @type {(inputs: Main_State_Seal_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存核对不符（其答案、答案数目或状态曾被改写）`)
};

export const main_state_unreadable = /** @type {(inputs: Main_State_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存的状态无法读取`)
};

export const main_state_value_none = /** @type {(inputs: Main_State_Value_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`无`)
};

export const main_state_value_other = /** @type {(inputs: Main_State_Value_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另一个`)
};

export const main_state_was_added = /** @type {(inputs: Main_State_Was_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被加入了`)
};

export const main_state_was_changed = /** @type {(inputs: Main_State_Was_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被更改了`)
};

export const main_state_was_removed = /** @type {(inputs: Main_State_Was_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被移除了`)
};

export const main_state_were_added = /** @type {(inputs: Main_State_Were_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被加入了`)
};

export const main_state_were_changed = /** @type {(inputs: Main_State_Were_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被更改了`)
};

export const main_state_were_removed = /** @type {(inputs: Main_State_Were_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}被移除了`)
};

export const main_this_pc = /** @type {(inputs: Main_This_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这台电脑`)
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

export const main_unsealed_list_changed = /** @type {(inputs: Main_Unsealed_List_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封存功能推出前保存的应考清单曾被更改`)
};

export const main_unsealed_locked = /** @type {(inputs: Main_Unsealed_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有导师可以核对：请解锁导师模式`)
};

export const main_unsealed_seal_removed = /** @type {(inputs: Main_Unsealed_Seal_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其封存已被移除（它不是封存功能推出前保存的应考之一）`)
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

export const main_xapi_placeholder = /** @type {(inputs: Main_Xapi_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这些陈述的 ID 位于预留地址 ${i?.base} 之下，该地址并不存在：发送到学习记录库之前，请先在导师仪表板设置学校自己的 IRI 基址（xAPI IRI 基址）。`)
};

export const main_zod_discriminator = /** @type {(inputs: Main_Zod_DiscriminatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`类别值无效。应为 ${i?.options}`)
};

export const main_zod_ends_with = /** @type {(inputs: Main_Zod_Ends_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文字无效：须以“${i?.text}”结尾`)
};

export const main_zod_exactly = /** @type {(inputs: Main_Zod_ExactlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正好 ${i?.n}`)
};

export const main_zod_expected_value = /** @type {(inputs: Main_Zod_Expected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`输入无效：应为 ${i?.value}`)
};

export const main_zod_format_base64 = /** @type {(inputs: Main_Zod_Format_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base64 编码的文字`)
};

export const main_zod_format_currency = /** @type {(inputs: Main_Zod_Format_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`货币代码`)
};

export const main_zod_format_date = /** @type {(inputs: Main_Zod_Format_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO 日期`)
};

export const main_zod_format_datetime = /** @type {(inputs: Main_Zod_Format_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO 日期时间`)
};

export const main_zod_format_duration = /** @type {(inputs: Main_Zod_Format_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO 时段`)
};

export const main_zod_format_email = /** @type {(inputs: Main_Zod_Format_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`电子邮件地址`)
};

export const main_zod_format_ipv4 = /** @type {(inputs: Main_Zod_Format_Ipv4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IPv4 地址`)
};

export const main_zod_format_ipv6 = /** @type {(inputs: Main_Zod_Format_Ipv6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IPv6 地址`)
};

export const main_zod_format_json = /** @type {(inputs: Main_Zod_Format_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON 文字`)
};

export const main_zod_format_time = /** @type {(inputs: Main_Zod_Format_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO 时间`)
};

export const main_zod_includes = /** @type {(inputs: Main_Zod_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文字无效：须包含“${i?.text}”`)
};

export const main_zod_invalid_format = /** @type {(inputs: Main_Zod_Invalid_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.format}无效`)
};

export const main_zod_invalid_input = /** @type {(inputs: Main_Zod_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入无效`)
};

export const main_zod_invalid_type = /** @type {(inputs: Main_Zod_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`输入无效：应为${i?.expected}，收到的是${i?.received}`)
};

export const main_zod_key_in = /** @type {(inputs: Main_Zod_Key_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin}中有无效的键`)
};

export const main_zod_many_matched = /** @type {(inputs: Main_Zod_Many_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入无效：符合多于一个选项`)
};

export const main_zod_multiple_of = /** @type {(inputs: Main_Zod_Multiple_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`数字无效：须为 ${i?.n} 的倍数`)
};

export const main_zod_one_of = /** @type {(inputs: Main_Zod_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`选项无效：应为 ${i?.values} 其中之一`)
};

export const main_zod_pattern = /** @type {(inputs: Main_Zod_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文字无效：须符合格式 ${i?.pattern}`)
};

export const main_zod_starts_with = /** @type {(inputs: Main_Zod_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`文字无效：须以“${i?.text}”开头`)
};

export const main_zod_too_big_be = /** @type {(inputs: Main_Zod_Too_Big_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`过大：${i?.origin}应为 ${i?.bound}`)
};

export const main_zod_too_big_have = /** @type {(inputs: Main_Zod_Too_Big_HaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`过大：${i?.origin}应有 ${i?.bound} ${i?.unit}`)
};

export const main_zod_too_small_be = /** @type {(inputs: Main_Zod_Too_Small_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`过小：${i?.origin}应为 ${i?.bound}`)
};

export const main_zod_too_small_have = /** @type {(inputs: Main_Zod_Too_Small_HaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`过小：${i?.origin}应有 ${i?.bound} ${i?.unit}`)
};

export const main_zod_type_array = /** @type {(inputs: Main_Zod_Type_ArrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`列表`)
};

export const main_zod_type_bigint = /** @type {(inputs: Main_Zod_Type_BigintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大整数`)
};

export const main_zod_type_boolean = /** @type {(inputs: Main_Zod_Type_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是非值`)
};

export const main_zod_type_date = /** @type {(inputs: Main_Zod_Type_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期`)
};

export const main_zod_type_int = /** @type {(inputs: Main_Zod_Type_IntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整数`)
};

export const main_zod_type_map = /** @type {(inputs: Main_Zod_Type_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`映射表`)
};

export const main_zod_type_null = /** @type {(inputs: Main_Zod_Type_NullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`空值`)
};

export const main_zod_type_number = /** @type {(inputs: Main_Zod_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数字`)
};

export const main_zod_type_object = /** @type {(inputs: Main_Zod_Type_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对象`)
};

export const main_zod_type_set = /** @type {(inputs: Main_Zod_Type_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`集合`)
};

export const main_zod_type_string = /** @type {(inputs: Main_Zod_Type_StringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文字`)
};

export const main_zod_type_undefined = /** @type {(inputs: Main_Zod_Type_UndefinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未定义`)
};

export const main_zod_type_value = /** @type {(inputs: Main_Zod_Type_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`值`)
};

export const main_zod_unit_bytes = /** @type {(inputs: Main_Zod_Unit_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`字节`)
};

export const main_zod_unit_characters = /** @type {(inputs: Main_Zod_Unit_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个字符`)
};

export const main_zod_unit_entries = /** @type {(inputs: Main_Zod_Unit_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`个条目`)
};

export const main_zod_unit_items = /** @type {(inputs: Main_Zod_Unit_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`项`)
};

export const main_zod_unknown_key = /** @type {(inputs: Main_Zod_Unknown_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法识别的字段：${i?.keys}`)
};

export const main_zod_unknown_keys = /** @type {(inputs: Main_Zod_Unknown_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法识别的字段：${i?.keys}`)
};

export const main_zod_value_in = /** @type {(inputs: Main_Zod_Value_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.origin}中有无效的值`)
};

export const mark_amount = /** @type {(inputs: Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`金额：你说 ${i?.said}，应为 ${i?.amount}`)
};

export const mark_banker_point = /** @type {(inputs: Mark_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家点数：你说 ${i?.said} 点，应为 ${i?.point} 点`)
};

export const mark_bet_at_seat = /** @type {(inputs: Mark_Bet_At_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位 ${i?.bet}`)
};

export const mark_bet_list = /** @type {(inputs: Mark_Bet_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
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
	return /** @type {LocalizedString} */ (`${i?.amount}（不是整分）`)
};

export const mark_order_losers_first = /** @type {(inputs: Mark_Order_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`次序：先收齐所有输注，才派彩给任何赢注（你派彩 ${i?.before} 之后才收 ${i?.bet}）`)
};

export const mark_order_main_first = /** @type {(inputs: Mark_Order_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`次序：本场先结算主注（先收输注，再派彩），然后才结算旁注（你在 ${i?.before} 之后才结算 ${i?.bet}）`)
};

export const mark_order_pay = /** @type {(inputs: Mark_Order_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`次序：按 ${i?.wanted} 的次序派彩（你派彩的次序是 ${i?.given}）`)
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

export const mark_settle_box = /** @type {(inputs: Mark_Settle_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：佣金格应记 ${i?.amount}，你记了 ${i?.marked}`)
};

export const mark_settle_missing = /** @type {(inputs: Mark_Settle_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：未结算；应该${i?.should}`)
};

export const mark_settle_no_box = /** @type {(inputs: Mark_Settle_No_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：佣金格不用记任何数，你记了 ${i?.marked}`)
};

export const mark_settle_no_such_bet = /** @type {(inputs: Mark_Settle_No_Such_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：台面上没有这个注`)
};

export const mark_settle_twice = /** @type {(inputs: Mark_Settle_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：结算了不止一次`)
};

export const mark_settle_wrong = /** @type {(inputs: Mark_Settle_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：${i?.what}；应该${i?.should}`)
};

export const mark_should_pay = /** @type {(inputs: Mark_Should_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩 ${i?.amount}`)
};

export const mark_should_pay_box = /** @type {(inputs: Mark_Should_Pay_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩 ${i?.amount}，并在佣金格记 ${i?.box}`)
};

export const mark_should_push = /** @type {(inputs: Mark_Should_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不动（${i?.word}）`)
};

export const mark_should_take = /** @type {(inputs: Mark_Should_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收（输注）`)
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

export const mark_you_left = /** @type {(inputs: Mark_You_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你没有动它`)
};

export const mark_you_paid = /** @type {(inputs: Mark_You_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你派彩 ${i?.amount}`)
};

export const mark_you_took = /** @type {(inputs: Mark_You_TookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你收了`)
};

export const mastery_level_learning = /** @type {(inputs: Mastery_Level_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学习中`)
};

export const mastery_level_mastered = /** @type {(inputs: Mastery_Level_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`精通`)
};

export const mastery_level_new = /** @type {(inputs: Mastery_Level_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新手`)
};

export const mastery_level_practised = /** @type {(inputs: Mastery_Level_PractisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`熟练`)
};

export const money_amount = /** @type {(inputs: Money_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const money_sum = /** @type {(inputs: Money_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} + ${i?.rest}`)
};

export const pace_field_seats = /** @type {(inputs: Pace_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有注码的座位`)
};

export const pace_field_side_bets = /** @type {(inputs: Pace_Field_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台面设旁注`)
};

export const pace_lab_no_coups = /** @type {(inputs: Pace_Lab_No_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚未完成任何一局（目标每小时 ${i?.target} 局）`)
};

export const pace_lab_rate_default = /** @type {(inputs: Pace_Lab_Rate_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时 ${i?.rate} 局，默认目标为 ${i?.target} 局（达 ${i?.share}%）`)
};

export const pace_lab_rate_house = /** @type {(inputs: Pace_Lab_Rate_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时 ${i?.rate} 局，赌场目标为 ${i?.target} 局（达 ${i?.share}%）`)
};

export const pace_lab_result_many = /** @type {(inputs: Pace_Lab_Result_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pace}；准确率 ${i?.accuracy}（${i?.coups} 局中 ${i?.correct} 局正确）`)
};

export const pace_lab_result_one = /** @type {(inputs: Pace_Lab_Result_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pace}；准确率 ${i?.accuracy}（${i?.coups} 局中 ${i?.correct} 局正确）`)
};

export const pace_seconds = /** @type {(inputs: Pace_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} 秒`)
};

export const pace_too_slow = /** @type {(inputs: Pace_Too_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正确，但太慢：${i?.time}（限时 ${i?.limit}）`)
};

export const pace_too_slow_no_limit = /** @type {(inputs: Pace_Too_Slow_No_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`正确，但太慢：${i?.time}`)
};

export const passcode_common = /** @type {(inputs: Passcode_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`它是最常见的密码之一，考生会最先尝试`)
};

export const passcode_short = /** @type {(inputs: Passcode_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`它少于 ${i?.min} 个字符`)
};

export const payout_a_bet = /** @type {(inputs: Payout_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注`)
};

export const payout_amount_label = /** @type {(inputs: Payout_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩`)
};

export const payout_ans_coloured = /** @type {(inputs: Payout_Ans_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同色对子。`)
};

export const payout_ans_dragon_by = /** @type {(inputs: Payout_Ans_Dragon_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赢 ${i?.margin} 点：派彩 ${i?.odds}。`)
};

export const payout_ans_dragon_lose = /** @type {(inputs: Payout_Ans_Dragon_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`输（${i?.detail}）。`)
};

export const payout_ans_dragon_natural = /** @type {(inputs: Payout_Ans_Dragon_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌胜：派彩 ${i?.odds}。`)
};

export const payout_ans_dragon_tie = /** @type {(inputs: Payout_Ans_Dragon_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`例牌和局：“${i?.word}”。`)
};

export const payout_ans_mixed = /** @type {(inputs: Payout_Ans_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混色对子。`)
};

export const payout_ans_no_pair = /** @type {(inputs: Payout_Ans_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有对子。`)
};

export const payout_ans_perfect = /** @type {(inputs: Payout_Ans_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同花对子。`)
};

export const payout_answer_amount = /** @type {(inputs: Payout_Answer_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const payout_answer_lose = /** @type {(inputs: Payout_Answer_LoseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不派彩：此注输（收取注码）。`)
};

export const payout_answer_push = /** @type {(inputs: Payout_Answer_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不派彩：“${i?.word}”（注码留在原位）。`)
};

export const payout_dragon_banker_wins = /** @type {(inputs: Payout_Dragon_Banker_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄赢`)
};

export const payout_dragon_natural_tie = /** @type {(inputs: Payout_Dragon_Natural_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌和局`)
};

export const payout_dragon_natural_win = /** @type {(inputs: Payout_Dragon_Natural_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌胜`)
};

export const payout_dragon_non_natural_tie = /** @type {(inputs: Payout_Dragon_Non_Natural_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`非例牌和局`)
};

export const payout_dragon_player_wins = /** @type {(inputs: Payout_Dragon_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲赢`)
};

export const payout_dragon_under = /** @type {(inputs: Payout_Dragon_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赢 ${i?.margin} 点（不足 4 点）`)
};

export const payout_dragon_win_by = /** @type {(inputs: Payout_Dragon_Win_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赢 ${i?.margin} 点`)
};

export const payout_opt_coloured = /** @type {(inputs: Payout_Opt_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同色对子`)
};

export const payout_opt_loses = /** @type {(inputs: Payout_Opt_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输`)
};

export const payout_opt_mixed = /** @type {(inputs: Payout_Opt_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混色对子`)
};

export const payout_opt_natural_tie = /** @type {(inputs: Payout_Opt_Natural_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.word}”（例牌和局）`)
};

export const payout_opt_natural_win = /** @type {(inputs: Payout_Opt_Natural_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌胜`)
};

export const payout_opt_no_pair = /** @type {(inputs: Payout_Opt_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有对子`)
};

export const payout_opt_perfect = /** @type {(inputs: Payout_Opt_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同花对子`)
};

export const payout_opt_win_by = /** @type {(inputs: Payout_Opt_Win_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`非例牌赢 ${i?.margin} 点`)
};

export const payout_pair_coloured = /** @type {(inputs: Payout_Pair_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数相同，两种不同花色但颜色相同：同色对子`)
};

export const payout_pair_mixed = /** @type {(inputs: Payout_Pair_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数相同，一红一黑：混色对子`)
};

export const payout_pair_not = /** @type {(inputs: Payout_Pair_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数不同，不是对子：此注输`)
};

export const payout_pair_perfect = /** @type {(inputs: Payout_Pair_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数相同且花色相同：同花对子`)
};

export const payout_q_dragon = /** @type {(inputs: Payout_Q_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}下注 ${i?.stake}。这注龙宝结果如何？`)
};

export const payout_q_pair_banker = /** @type {(inputs: Payout_Q_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}下注 ${i?.stake}。庄家首两张牌是哪种对子（如有）？`)
};

export const payout_q_pair_player = /** @type {(inputs: Payout_Q_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}下注 ${i?.stake}。闲家首两张牌是哪种对子（如有）？`)
};

export const payout_q_pay = /** @type {(inputs: Payout_Q_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}下注 ${i?.stake}。不计注码本身，应派彩多少？（此注输，或为“${i?.word}”而注码留在原位，则填 0）`)
};

export const payout_w_dragon = /** @type {(inputs: Payout_W_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点：${i?.detail}。非例牌赢按赢的点数派彩（4 点或以上），例牌胜 1 赔 1，例牌和局为“${i?.word}”。`)
};

export const payout_w_dragon_natural = /** @type {(inputs: Payout_W_Dragon_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player} 点，庄 ${i?.banker} 点（例牌）：${i?.detail}。非例牌赢按赢的点数派彩（4 点或以上），例牌胜 1 赔 1，例牌和局为“${i?.word}”。`)
};

export const payout_w_pair_banker = /** @type {(inputs: Payout_W_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家首两张牌 ${i?.a} ${i?.b}：${i?.why}。`)
};

export const payout_w_pair_player = /** @type {(inputs: Payout_W_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家首两张牌 ${i?.a} ${i?.b}：${i?.why}。`)
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
	return /** @type {LocalizedString} */ (`观察到红线：${i?.label}（${i?.area}不合格）`)
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
	return /** @type {LocalizedString} */ (`应考编号 ${i?.id}。本记录由密钥指纹为 ${i?.fingerprint} 的培训系统签署；文件中任何一个字节被更改，验证即会失败。验证方法：在百家乐荷官培训程序中打开“导师模式”，选择“验证报告…”，然后拖入此 PDF（或与其一并保存的报告 .json 文件）。使用导师的命令行（在其源代码文件夹中）：npm run --silent engine -- verify <此文件> --trust ${i?.keyFile}；其中 ${i?.keyFile} 是赌场所记录的该系统公钥，其指纹即上述指纹。从共用电脑数据文件夹复制的密钥不能证明任何事情（退出码 0：完整且由该密钥签署；1：已被更改）。`)
};

export const pin_change_ask = /** @type {(inputs: Pin_Change_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`你的 PIN 仍可使用，但已不符合规则（${i?.rule}）：请设置新的 PIN（F3）。`)
};

export const pin_rule_common = /** @type {(inputs: Pin_Rule_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是最常见的 PIN 之一`)
};

export const pin_rule_digits_only = /** @type {(inputs: Pin_Rule_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只能使用数字`)
};

export const pin_rule_repeated = /** @type {(inputs: Pin_Rule_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重复同一数字是最先会被猜到的组合之一`)
};

export const pin_rule_run = /** @type {(inputs: Pin_Rule_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`连续数字（如 123456 或 654321）是最先会被猜到的组合之一`)
};

export const pin_rule_too_long = /** @type {(inputs: Pin_Rule_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多只能有 ${i?.max} 位数字`)
};

export const pin_rule_too_short = /** @type {(inputs: Pin_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至少须有 ${i?.min} 位数字`)
};

export const policy_area_calls = /** @type {(inputs: Policy_Area_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌`)
};

export const policy_area_chips = /** @type {(inputs: Policy_Area_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码处理`)
};

export const policy_area_pace = /** @type {(inputs: Policy_Area_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派牌节奏`)
};

export const policy_area_protection = /** @type {(inputs: Policy_Area_ProtectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌局保安`)
};

export const policy_area_settlement = /** @type {(inputs: Policy_Area_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算`)
};

export const policy_area_shuffle = /** @type {(inputs: Policy_Area_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`洗牌与切牌`)
};

export const policy_by_trainer_only = /** @type {(inputs: Policy_By_Trainer_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核由导师为指定的考生开始（导师模式 → 考核）。你可以改为以模拟考试方式做这个题组：它属于练习，永远不计作一次考核。`)
};

export const practical_calls_a = /** @type {(inputs: Practical_Calls_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每手牌都按本场的格式及次序报牌（10.1、10.2）：先闲后庄，每次补牌都宣布，结果连点数一并报出（“庄赢，7 点胜 5 点”）；用语中立，声音清晰。`)
};

export const practical_calls_b = /** @type {(inputs: Practical_Calls_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每次报牌都正确，偶有用词或次序失误但即时更正。`)
};

export const practical_calls_c = /** @type {(inputs: Practical_Calls_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报牌内容正确，但用词或次序前后不一，或漏报一次后才补报。`)
};

export const practical_calls_fail = /** @type {(inputs: Practical_Calls_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`报错点数、报错补牌或报错结果。`)
};

export const practical_chips_a = /** @type {(inputs: Practical_Chips_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码每叠 20 个，派彩时切开摊平让镜头及客人都能点算，并用本场的颜色；换色前先宣布并示意主管。`)
};

export const practical_chips_b = /** @type {(inputs: Practical_Chips_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正确且可点算，但切码或叠码稍慢或不整齐。`)
};

export const practical_chips_c = /** @type {(inputs: Practical_Chips_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩正确但没有摊开供点算，或违反本场偏好而混用颜色。`)
};

export const practical_chips_fail = /** @type {(inputs: Practical_Chips_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码点算错误而没有更正，或换色、找换前没有宣布。`)
};

export const practical_default_title = /** @type {(inputs: Practical_Default_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迷你百家乐荷官：台面实操测试`)
};

export const practical_no_criteria = /** @type {(inputs: Practical_No_CriteriaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标准中没有这个范畴的评分准则。`)
};

export const practical_pace_a = /** @type {(inputs: Practical_Pace_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整靴牌保持本场的稳定节奏：宣布“停止下注”，按闲、庄、闲、庄派出四张牌（9.2），补第三张牌时毫不停顿（11），结算及清台无需等待。`)
};

export const practical_pace_b = /** @type {(inputs: Practical_Pace_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`节奏稳定，偶有停下思考，但客人几乎察觉不到。`)
};

export const practical_pace_c = /** @type {(inputs: Practical_Pace_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有时明显太慢或太急（庄家 3 至 6 点补牌时停顿、结算仓促而出错），但牌局仍然正确。`)
};

export const practical_pace_fail = /** @type {(inputs: Practical_Pace_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`慢得令牌局停滞，或急得影响次序或准确。`)
};

export const practical_protection_a = /** @type {(inputs: Practical_Protection_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台、离台及触碰筹码后都清手；留意注码（第一张牌后拒绝迟下的注，6.3；台面不可放现金，6.1）；遇到异常情况即停止并请督察（14）；从不把牌放回牌靴（14.2）。`)
};

export const practical_protection_b = /** @type {(inputs: Practical_Protection_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保安大致妥当，有一次忘记清手或没有留意台面，但没有影响。`)
};

export const practical_protection_c = /** @type {(inputs: Practical_Protection_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数次疏忽可被人利用（几乎接受迟下的注、没有清手）。`)
};

export const practical_protection_fail = /** @type {(inputs: Practical_Protection_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接受迟下的注、遇到异常情况时自行处理而不按 14 条，或台面无人看守。`)
};

export const practical_red_card_returned = /** @type {(inputs: Practical_Red_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把已抽出的牌放回牌靴`)
};

export const practical_red_chips_unattended = /** @type {(inputs: Practical_Red_Chips_UnattendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码或找换备用金无人看守`)
};

export const practical_red_cut_short = /** @type {(inputs: Practical_Red_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接受距一端少于十张的切牌`)
};

export const practical_red_drawing_error = /** @type {(inputs: Practical_Red_Drawing_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`违反补牌规则补牌或不补牌`)
};

export const practical_red_exposed_card = /** @type {(inputs: Practical_Red_Exposed_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`洗牌或派牌时露出牌`)
};

export const practical_red_late_bet = /** @type {(inputs: Practical_Red_Late_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一张牌派出后仍接受下注`)
};

export const practical_red_paid_before_taking = /** @type {(inputs: Practical_Red_Paid_Before_TakingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未收输注便先派彩`)
};

export const practical_settlement_a = /** @type {(inputs: Practical_Settlement_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按本场次序先收输注再派彩；每次派彩都按本场赔率正确（12.1 至 12.4，旁注按其条文），佣金正确；和局时闲注及庄注退回（6.8）。`)
};

export const practical_settlement_b = /** @type {(inputs: Practical_Settlement_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每次派彩都正确，但有一次次序失误或需要重新点算。`)
};

export const practical_settlement_c = /** @type {(inputs: Practical_Settlement_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最终派彩正确，但有一次要考官指出后才更正。`)
};

export const practical_settlement_fail = /** @type {(inputs: Practical_Settlement_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩错误而没有更正，或收走赢注、派彩给输注。`)
};

export const practical_shuffle_a = /** @type {(inputs: Practical_Shuffle_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查牌并按花色摊开（Tasmania 4.2），牌面朝下洗牌而不露出任何一张（5.1）；按次序请客人切牌（5.3、5.5），切位距离任何一端至少十张；切牌卡放在由后数第 7 与第 8 张之间（5.4）；动作流畅，无需提示。`)
};

export const practical_shuffle_b = /** @type {(inputs: Practical_Shuffle_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一步都正确且按次序，但有迟疑或需考官提示一次。`)
};

export const practical_shuffle_c = /** @type {(inputs: Practical_Shuffle_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一步都有做，但有一步需要更正（切牌次序错误、切牌卡放了两次），或处理牌时不整齐。`)
};

export const practical_shuffle_fail = /** @type {(inputs: Practical_Shuffle_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`漏做或做错一步而没有更正：没有检查牌、接受少于十张的切牌、切牌卡放错位置、洗牌时露出牌。`)
};

export const proc_cards_asks_hold = /** @type {(inputs: Proc_Cards_Asks_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要求拿着派给闲家的牌`)
};

export const proc_cards_asks_reach = /** @type {(inputs: Proc_Cards_Asks_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`伸手去拿庄家的牌来看`)
};

export const proc_cards_asks_third = /** @type {(inputs: Proc_Cards_Asks_ThirdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`要求翻开闲家的第三张牌`)
};

export const proc_cards_during_shoe = /** @type {(inputs: Proc_Cards_During_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴进行中。`)
};

export const proc_cards_how_picked_up = /** @type {(inputs: Proc_Cards_How_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有玩家从台面拿起一张牌来看`)
};

export const proc_cards_how_squeezed = /** @type {(inputs: Proc_Cards_How_SqueezedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家在这靴牌中咪过牌（Tasmania 9.3）`)
};

export const proc_cards_how_touched = /** @type {(inputs: Proc_Cards_How_TouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官补牌时有玩家碰了一张牌`)
};

export const proc_cards_mini_situation = /** @type {(inputs: Proc_Cards_Mini_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`迷你百家乐：牌面朝上派出。`)
};

export const proc_cards_no_touch_correct = /** @type {(inputs: Proc_Cards_No_Touch_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不可以：玩家不得触碰、拿走或改动任何牌；牌由荷官处理`)
};

export const proc_cards_no_touch_question = /** @type {(inputs: Proc_Cards_No_Touch_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`迷你百家乐，牌面朝上派出（不咪牌）。${i?.seat} 号位的玩家${i?.asks}。玩家可以这样做吗？`)
};

export const proc_cards_no_touch_working = /** @type {(inputs: Proc_Cards_No_Touch_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在迷你百家乐，玩家不得触碰、拿走或改动游戏中使用的任何牌（赌场指引）；牌面朝上派出的牌由荷官处理（Tasmania 9.2），玩家只在咪牌游戏中才可碰牌（9.3b）。`)
};

export const proc_cards_no_touch_wrong_announced = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以，在宣布结果之后`)
};

export const proc_cards_no_touch_wrong_highest = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以，只要玩家在该手牌的注码最高，并随即把牌交回荷官`)
};

export const proc_cards_no_touch_wrong_inspector = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须经督察准许才可以`)
};

export const proc_cards_no_touch_wrong_table = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以，只要牌留在台上`)
};

export const proc_cards_replaced_correct = /** @type {(inputs: Proc_Cards_Replaced_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该靴牌的所有牌都要更换`)
};

export const proc_cards_replaced_question = /** @type {(inputs: Proc_Cards_Replaced_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.how}。这靴牌的牌会怎样处理？`)
};

export const proc_cards_replaced_working = /** @type {(inputs: Proc_Cards_Replaced_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌靴进行中若有玩家拿过牌，该靴牌的所有牌都要更换。`)
};

export const proc_cards_replaced_wrong_mouth = /** @type {(inputs: Proc_Cards_Replaced_Wrong_MouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把被拿过的牌面朝上放在牌靴口`)
};

export const proc_cards_replaced_wrong_nothing = /** @type {(inputs: Proc_Cards_Replaced_Wrong_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不用处理：照常在游戏结束时检查牌`)
};

export const proc_cards_replaced_wrong_one = /** @type {(inputs: Proc_Cards_Replaced_Wrong_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只更换被拿过的那张牌`)
};

export const proc_cards_replaced_wrong_reshuffle = /** @type {(inputs: Proc_Cards_Replaced_Wrong_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即时重新洗牌，牌靴重新开始`)
};

export const proc_comp_a_wager = /** @type {(inputs: Proc_Comp_A_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注`)
};

export const proc_comp_absent_cash_correct = /** @type {(inputs: Proc_Comp_Absent_Cash_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家必须为离席期间指定替代者，否则丧失资格`)
};

export const proc_comp_absent_cash_question = /** @type {(inputs: Proc_Comp_Absent_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以现金筹码进行的真钱比赛。${i?.seat} 号位的玩家在比赛期间离开赌台，没有指定任何人。适用什么规定？`)
};

export const proc_comp_absent_cash_wrong_keeps = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家被淘汰，筹码归玩家所有`)
};

export const proc_comp_absent_cash_wrong_no_limit = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_No_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`离席期间每进行一手牌，从玩家的筹码中扣除 ${i?.min}，没有上限`)
};

export const proc_comp_absent_cash_wrong_sits_out = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_Sits_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该座位只是暂停投注，直至玩家回来`)
};

export const proc_comp_absent_cash_wrong_three = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每手牌扣除 ${i?.min}，最多三手`)
};

export const proc_comp_absent_deducted = /** @type {(inputs: Proc_Comp_Absent_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`离席期间每进行一手牌，扣除赌台最低注额（${i?.min}）：${i?.hands} × ${i?.min} = ${i?.total}。`)
};

export const proc_comp_absent_no_substitute = /** @type {(inputs: Proc_Comp_Absent_No_SubstituteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用现金筹码时，离席的玩家必须为离席期间指定替代者，否则丧失资格。`)
};

export const proc_comp_absent_question = /** @type {(inputs: Proc_Comp_Absent_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以比赛筹码进行的比赛，最低注额 ${i?.min}。${i?.seat} 号位的玩家离席期间进行了 ${i?.hands} 手牌。从玩家的筹码中扣除多少？`)
};

export const proc_comp_absent_question_one = /** @type {(inputs: Proc_Comp_Absent_Question_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以比赛筹码进行的比赛，最低注额 ${i?.min}。${i?.seat} 号位的玩家离席期间进行了 1 手牌。从玩家的筹码中扣除多少？`)
};

export const proc_comp_absent_substitute = /** @type {(inputs: Proc_Comp_Absent_SubstituteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`使用现金筹码时，离席的玩家须为离席期间指定替代者，而该玩家已这样做。`)
};

export const proc_comp_all_correct = /** @type {(inputs: Proc_Comp_All_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛总监分配比赛筹码给他们，再进行若干局，局数由从新牌靴抽出的一张牌决定`)
};

export const proc_comp_all_question = /** @type {(inputs: Proc_Comp_All_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`该节比赛结束前，余下的所有玩家在同一局被淘汰；没有人持有赌台最低注额 ${i?.min}。会怎样？`)
};

export const proc_comp_all_working = /** @type {(inputs: Proc_Comp_All_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`若所有余下的参赛者在该节比赛结束前于同一局被淘汰，且无人持有赌台最低注额，他们获分配由比赛总监决定的比赛筹码，并按加赛程序进行（16.8.5）：再进行若干局，局数由从新牌靴抽出的一张牌决定（16.8.3）。`)
};

export const proc_comp_all_wrong_keeps = /** @type {(inputs: Proc_Comp_All_Wrong_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每位玩家保留余下的筹码，该节比赛即时结束，当时余下筹码最多的玩家胜出`)
};

export const proc_comp_all_wrong_last = /** @type {(inputs: Proc_Comp_All_Wrong_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最后被淘汰的玩家胜出`)
};

export const proc_comp_all_wrong_no_winner = /** @type {(inputs: Proc_Comp_All_Wrong_No_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该节比赛结束，没有胜出者`)
};

export const proc_comp_all_wrong_replayed = /** @type {(inputs: Proc_Comp_All_Wrong_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该节比赛从头再玩`)
};

export const proc_comp_alter_out_of_sequence = /** @type {(inputs: Proc_Comp_Alter_Out_Of_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不按投注次序放下的注码，一经放在台面上便不得取回或更改（例外是和局之后，16.5.8，以及补足至最低注额，16.5.12）。`)
};

export const proc_comp_alter_placed = /** @type {(inputs: Proc_Comp_Alter_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放在台面上的注码不得取回或更改（例外是和局之后，16.5.8，以及补足至最低注额，16.5.12）。`)
};

export const proc_comp_alter_tie = /** @type {(inputs: Proc_Comp_Alter_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上一局是和局，所以${i?.label}区上的注码保留，并可在下一局派牌前，按由标记开始的投注次序更改。`)
};

export const proc_comp_alter_tie_remove = /** @type {(inputs: Proc_Comp_Alter_Tie_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局之后，${i?.label}区上的注码可以更改（16.5.8），但不可从台面取回：玩家在该节比赛的每一局都必须下注至少最低注额（16.5.11）。`)
};

export const proc_comp_and = /** @type {(inputs: Proc_Comp_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}，以及${i?.rest}`)
};

export const proc_comp_anticlockwise_left = /** @type {(inputs: Proc_Comp_Anticlockwise_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由荷官右手边到左手边：座位号码递减，由 1 号位回到最大号`)
};

export const proc_comp_anticlockwise_right = /** @type {(inputs: Proc_Comp_Anticlockwise_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由荷官右手边到左手边：座位号码递增，由最大号回到最小号`)
};

export const proc_comp_card_name = /** @type {(inputs: Proc_Comp_Card_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.suit} ${i?.rank}`)
};

export const proc_comp_cards_equal = /** @type {(inputs: Proc_Comp_Cards_EqualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.label}家的注码最高（注码同样最高时：按投注次序最先下注者）。`)
};

export const proc_comp_cards_highest = /** @type {(inputs: Proc_Comp_Cards_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.label}家的注码最高。`)
};

export const proc_comp_cards_nobody = /** @type {(inputs: Proc_Comp_Cards_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无人在${i?.label}家下注：由荷官翻开这些牌。`)
};

export const proc_comp_cards_question = /** @type {(inputs: Proc_Comp_Cards_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法，玩家坐在 ${i?.seats} 号位；标记在 ${i?.puck} 号位前面，所以投注次序为 ${i?.order}。${i?.label}家的牌交给谁？`)
};

export const proc_comp_comma = /** @type {(inputs: Proc_Comp_CommaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}，${i?.rest}`)
};

export const proc_comp_concealed_correct = /** @type {(inputs: Proc_Comp_Concealed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场营运者取消该玩家的资格`)
};

export const proc_comp_concealed_question = /** @type {(inputs: Proc_Comp_Concealed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛期间，赌台督察看见 ${i?.seat} 号位的玩家把一些比赛筹码放进口袋。之后会怎样？`)
};

export const proc_comp_concealed_working = /** @type {(inputs: Proc_Comp_Concealed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛期间被发现隐藏、放进口袋或以其他方式收起筹码的玩家，由赌场营运者取消资格（16.7.7）；筹码须一直放在台上，让所有人清楚看见，直至该节比赛结束（16.4.3、16.7.6）。`)
};

export const proc_comp_concealed_wrong_back = /** @type {(inputs: Proc_Comp_Concealed_Wrong_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把筹码放回台上，继续比赛`)
};

export const proc_comp_concealed_wrong_forfeited = /** @type {(inputs: Proc_Comp_Concealed_Wrong_ForfeitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`口袋里的筹码被没收；玩家继续比赛`)
};

export const proc_comp_concealed_wrong_minimum = /** @type {(inputs: Proc_Comp_Concealed_Wrong_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从玩家的筹码中扣除赌台最低注额`)
};

export const proc_comp_concealed_wrong_warned = /** @type {(inputs: Proc_Comp_Concealed_Wrong_WarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`第一次只作警告`)
};

export const proc_comp_dealer_turns = /** @type {(inputs: Proc_Comp_Dealer_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由荷官翻开`)
};

export const proc_comp_deducted_label = /** @type {(inputs: Proc_Comp_Deducted_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`扣除`)
};

export const proc_comp_each_label = /** @type {(inputs: Proc_Comp_Each_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每人得`)
};

export const proc_comp_elim_keeps = /** @type {(inputs: Proc_Comp_Elim_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家被淘汰，现金筹码归玩家所有；任何人不得在该位置下注`)
};

export const proc_comp_elim_live_question = /** @type {(inputs: Proc_Comp_Elim_Live_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以现金筹码进行的真钱比赛，最低注额 ${i?.min}。该节比赛结束前，${i?.seat} 号位玩家的筹码只值 ${i?.value}。会怎样？`)
};

export const proc_comp_elim_live_working = /** @type {(inputs: Proc_Comp_Elim_Live_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该节比赛结束前，筹码价值低于公布的赌台最低注额的玩家即被淘汰；在真钱比赛中，现金筹码仍归玩家所有，该位置作废：其他玩家不得在该位置下注。`)
};

export const proc_comp_elim_operator = /** @type {(inputs: Proc_Comp_Elim_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家被淘汰；筹码归赌场营运者所有，任何人不得在该位置下注`)
};

export const proc_comp_elim_question = /** @type {(inputs: Proc_Comp_Elim_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以比赛筹码进行的比赛，最低注额 ${i?.min}。该节比赛结束前，${i?.seat} 号位玩家的筹码只值 ${i?.value}。会怎样？`)
};

export const proc_comp_elim_working = /** @type {(inputs: Proc_Comp_Elim_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该节比赛结束前，筹码价值低于公布的赌台最低注额的玩家即被淘汰；余下的比赛筹码归赌场营运者所有，该位置作废：其他玩家不得在该位置下注。`)
};

export const proc_comp_elim_wrong_take_over = /** @type {(inputs: Proc_Comp_Elim_Wrong_Take_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`另一位等候座位的玩家可接手该位置，用余下的筹码继续下注`)
};

export const proc_comp_elim_wrong_top_up = /** @type {(inputs: Proc_Comp_Elim_Wrong_Top_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`玩家把注码补足至 ${i?.min}，继续比赛（16.5.12）`)
};

export const proc_comp_elim_wrong_wager_left = /** @type {(inputs: Proc_Comp_Elim_Wrong_Wager_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`玩家可以把余下的 ${i?.value} 下注`)
};

export const proc_comp_full_stop = /** @type {(inputs: Proc_Comp_Full_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.text}。`)
};

export const proc_comp_in_view_correct = /** @type {(inputs: Proc_Comp_In_View_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把所有筹码放在台上，让其他玩家和赌台督察清楚看见`)
};

export const proc_comp_in_view_question = /** @type {(inputs: Proc_Comp_In_View_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的玩家把部分筹码${i?.where}。玩家必须怎样做？`)
};

export const proc_comp_in_view_working = /** @type {(inputs: Proc_Comp_In_View_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家的筹码须一直放在台上，让所有参赛者清楚看见，直至该节比赛完成并决定胜出者（16.4.3）；比赛期间，玩家须随时把持有的所有筹码放在清楚可见之处（16.7.6）。`)
};

export const proc_comp_in_view_wrong_colour = /** @type {(inputs: Proc_Comp_In_View_Wrong_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把筹码换大面值`)
};

export const proc_comp_in_view_wrong_dealer = /** @type {(inputs: Proc_Comp_In_View_Wrong_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把收起的筹码交给荷官，直至该节比赛结束`)
};

export const proc_comp_in_view_wrong_declare = /** @type {(inputs: Proc_Comp_In_View_Wrong_DeclareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向赌台督察申报收起的筹码数额，之后便可放在口袋或手袋里`)
};

export const proc_comp_in_view_wrong_wagered = /** @type {(inputs: Proc_Comp_In_View_Wrong_WageredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不用做什么：只有下注的筹码须让人看见`)
};

export const proc_comp_indicator_correct = /** @type {(inputs: Proc_Comp_Indicator_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把指示牌取出，放在一旁，然后完成这一局`)
};

export const proc_comp_indicator_question = /** @type {(inputs: Proc_Comp_Indicator_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛玩法。一局进行中，指示牌从牌靴出现。荷官应怎样做？`)
};

export const proc_comp_indicator_working = /** @type {(inputs: Proc_Comp_Indicator_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指示牌在游戏中出现时，把它取出放在一旁，并完成这一局（16.5.2）。`)
};

export const proc_comp_indicator_wrong_last = /** @type {(inputs: Proc_Comp_Indicator_Wrong_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完成这一局；这是该靴牌的最后一局`)
};

export const proc_comp_indicator_wrong_next_card = /** @type {(inputs: Proc_Comp_Indicator_Wrong_Next_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把它当作该手牌的下一张牌`)
};

export const proc_comp_indicator_wrong_one_more = /** @type {(inputs: Proc_Comp_Indicator_Wrong_One_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把它留在原位，这一局之后再派一整局，然后重新洗牌`)
};

export const proc_comp_indicator_wrong_void = /** @type {(inputs: Proc_Comp_Indicator_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止这一局并作废`)
};

export const proc_comp_late_cancel = /** @type {(inputs: Proc_Comp_Late_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消该位置`)
};

export const proc_comp_late_cancelled = /** @type {(inputs: Proc_Comp_Late_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在第四局开始前，该位置被宣布取消，玩家丧失继续比赛的权利（16.3.2b）。`)
};

export const proc_comp_late_cash = /** @type {(inputs: Proc_Comp_Late_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在使用现金筹码的比赛中，玩家未在指定时间就坐分配的座位，即时丧失其名额（该玩家或可参加次级比赛，16.3.2d）。`)
};

export const proc_comp_late_cash_correct = /** @type {(inputs: Proc_Comp_Late_Cash_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家即时丧失比赛名额`)
};

export const proc_comp_late_cash_question = /** @type {(inputs: Proc_Comp_Late_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以现金筹码进行的真钱比赛。获分配 ${i?.seat} 号位的玩家未在比赛总监定下的时间就坐，第一局已派牌。该玩家的名额会怎样？`)
};

export const proc_comp_late_cash_seat = /** @type {(inputs: Proc_Comp_Late_Cash_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该名额被取消（16.3.2c）。`)
};

export const proc_comp_late_cash_wrong_fourth = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_FourthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不会怎样，只要玩家在第四局前到达`)
};

export const proc_comp_late_cash_wrong_held = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名额保留至第一靴牌结束`)
};

export const proc_comp_late_cash_wrong_three = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每局扣除 ${i?.min}，最多三局`)
};

export const proc_comp_late_cash_wrong_until = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每局扣除 ${i?.min}，直至玩家到达`)
};

export const proc_comp_late_coups = /** @type {(inputs: Proc_Comp_Late_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`只进行了 ${i?.coups} 局：每局扣除最低注额，最多三局（16.3.2a），位置要到第四局前才取消（16.3.2b）。`)
};

export const proc_comp_late_deal_next = /** @type {(inputs: Proc_Comp_Late_Deal_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派下一局；座位保留给该玩家`)
};

export const proc_comp_late_deducted = /** @type {(inputs: Proc_Comp_Late_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每一局从玩家的比赛筹码中扣除最低注额（${i?.min}），最多三局：${i?.coups} × ${i?.min} = ${i?.total}。`)
};

export const proc_comp_late_give_away = /** @type {(inputs: Proc_Comp_Late_Give_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把座位让给别人`)
};

export const proc_comp_late_one_coup = /** @type {(inputs: Proc_Comp_Late_One_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只进行了 1 局：每局扣除最低注额，最多三局（16.3.2a），位置要到第四局前才取消（16.3.2b）。`)
};

export const proc_comp_late_question = /** @type {(inputs: Proc_Comp_Late_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以比赛筹码进行的比赛，最低注额 ${i?.min}。获分配 ${i?.seat} 号位的玩家未在指定时间就坐，已进行了 ${i?.coups} 局。从该玩家的比赛筹码中扣除了多少？`)
};

export const proc_comp_late_question_one = /** @type {(inputs: Proc_Comp_Late_Question_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以比赛筹码进行的比赛，最低注额 ${i?.min}。获分配 ${i?.seat} 号位的玩家未在指定时间就坐，已进行了 1 局。从该玩家的比赛筹码中扣除了多少？`)
};

export const proc_comp_late_seat_question = /** @type {(inputs: Proc_Comp_Late_Seat_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家仍未到达。下一局之前，该座位会怎样？`)
};

export const proc_comp_late_stop = /** @type {(inputs: Proc_Comp_Late_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`停止游戏，等玩家到达就坐`)
};

export const proc_comp_limits_next_question = /** @type {(inputs: Proc_Comp_Limits_Next_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛前玩家已获告知注额会由 ${i?.min}–${i?.max} 提高至 ${i?.rmin}–${i?.rmax}。下一局的赌台最低注额是多少？`)
};

export const proc_comp_limits_next_working = /** @type {(inputs: Proc_Comp_Limits_Next_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`指示牌出现的那一局完成后，注额可提高至比赛前通知的数值（16.5.3）：${i?.rmin}。`)
};

export const proc_comp_limits_this_question = /** @type {(inputs: Proc_Comp_Limits_This_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛前玩家已获告知注额会由 ${i?.min}–${i?.max} 提高至 ${i?.rmin}–${i?.rmax}。指示牌出现的那一局，余下部分的赌台最低注额是多少？`)
};

export const proc_comp_limits_this_working = /** @type {(inputs: Proc_Comp_Limits_This_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注额只可在指示牌出现的那一局完成后才提高（16.5.3），所以这一局维持 ${i?.min}。`)
};

export const proc_comp_minimum_label = /** @type {(inputs: Proc_Comp_Minimum_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低注额`)
};

export const proc_comp_not_exposed_correct = /** @type {(inputs: Proc_Comp_Not_Exposed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官把牌翻开`)
};

export const proc_comp_not_exposed_question = /** @type {(inputs: Proc_Comp_Not_Exposed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} 号位获交${i?.label}家的头两张牌，但没有把牌翻开。荷官应怎样做？`)
};

export const proc_comp_not_exposed_working = /** @type {(inputs: Proc_Comp_Not_Exposed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一局最初派出的四张牌若玩家没有翻开，由荷官把牌翻开。`)
};

export const proc_comp_not_exposed_wrong_inspector = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请赌台督察把牌翻开`)
};

export const proc_comp_not_exposed_wrong_next = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`把牌交给在${i?.label}注码次高的玩家`)
};

export const proc_comp_not_exposed_wrong_void = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该手牌作废`)
};

export const proc_comp_not_exposed_wrong_wait = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等到玩家把牌翻开`)
};

export const proc_comp_number = /** @type {(inputs: Proc_Comp_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

export const proc_comp_ordinal_nd = /** @type {(inputs: Proc_Comp_Ordinal_NdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 名`)
};

export const proc_comp_ordinal_rd = /** @type {(inputs: Proc_Comp_Ordinal_RdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 名`)
};

export const proc_comp_ordinal_st = /** @type {(inputs: Proc_Comp_Ordinal_StInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 名`)
};

export const proc_comp_ordinal_th = /** @type {(inputs: Proc_Comp_Ordinal_ThInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 名`)
};

export const proc_comp_placed_amount = /** @type {(inputs: Proc_Comp_Placed_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.label}下注 ${i?.amount}`)
};

export const proc_comp_placed_wager = /** @type {(inputs: Proc_Comp_Placed_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.label}下一注`)
};

export const proc_comp_play_off_option = /** @type {(inputs: Proc_Comp_Play_Off_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暂时没有：打和的玩家进行加赛`)
};

export const proc_comp_play_off_question = /** @type {(inputs: Proc_Comp_Play_Off_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`两位玩家在该节比赛结束时打和。从新牌靴抽一张牌决定加赛局数：${i?.card}。要进行多少局？`)
};

export const proc_comp_play_off_situation = /** @type {(inputs: Proc_Comp_Play_Off_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛加赛（Tasmania 16.8.3）。`)
};

export const proc_comp_play_off_working = /** @type {(inputs: Proc_Comp_Play_Off_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`牌的面值决定局数；A 作一，人头牌（及 10）作十：${i?.card} = ${i?.n}。`)
};

export const proc_comp_position_ok = /** @type {(inputs: Proc_Comp_Position_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家在分配的位置下注`)
};

export const proc_comp_position_wrong = /** @type {(inputs: Proc_Comp_Position_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`玩家只可在分配的位置下注：${i?.seat} 号位不可在 ${i?.area} 号位的投注区下注`)
};

export const proc_comp_prize = /** @type {(inputs: Proc_Comp_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} ${i?.amount}`)
};

export const proc_comp_problem = /** @type {(inputs: Proc_Comp_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania ${i?.section}：${i?.reason}`)
};

export const proc_comp_problem_both = /** @type {(inputs: Proc_Comp_Problem_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家不可同时在庄区和闲区下注`)
};

export const proc_comp_problem_no_main = /** @type {(inputs: Proc_Comp_Problem_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一局都必须在庄或闲下一注`)
};

export const proc_comp_problem_over = /** @type {(inputs: Proc_Comp_Problem_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}上的 ${i?.amount} 高于最高注额 ${i?.max}`)
};

export const proc_comp_problem_under = /** @type {(inputs: Proc_Comp_Problem_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}上的 ${i?.amount} 低于最低注额 ${i?.min}`)
};

export const proc_comp_problem_units = /** @type {(inputs: Proc_Comp_Problem_UnitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}上的 ${i?.amount} 不是以 ${i?.unit} 为单位`)
};

export const proc_comp_puck_highest = /** @type {(inputs: Proc_Comp_Puck_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在玩的最大号座位：本赌场的 1 号位在荷官左手边`)
};

export const proc_comp_puck_lowest = /** @type {(inputs: Proc_Comp_Puck_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在玩的最小号座位：本赌场的 1 号位在荷官右手边`)
};

export const proc_comp_puck_move_question = /** @type {(inputs: Proc_Comp_Puck_Move_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.numbering}比赛玩法，玩家坐在 ${i?.seats} 号位。刚完成的一局，标记在 ${i?.from} 号位前面。下一局标记放在哪里？`)
};

export const proc_comp_puck_move_working = /** @type {(inputs: Proc_Comp_Puck_Move_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每局之后，标记按逆时针方向移到下一位仍在比赛中的玩家（${i?.direction}）；投注次序于是为 ${i?.order}。`)
};

export const proc_comp_puck_start_question = /** @type {(inputs: Proc_Comp_Puck_Start_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.numbering}一节比赛开始，玩家坐在 ${i?.seats} 号位。荷官把标记放在哪个座位前面？`)
};

export const proc_comp_puck_start_working = /** @type {(inputs: Proc_Comp_Puck_Start_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`标记先放在荷官右手边紧邻的玩家前面（${i?.where}）；之后按逆时针方向投注：${i?.order}。`)
};

export const proc_comp_rank_2 = /** @type {(inputs: Proc_Comp_Rank_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2`)
};

export const proc_comp_rank_3 = /** @type {(inputs: Proc_Comp_Rank_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3`)
};

export const proc_comp_rank_4 = /** @type {(inputs: Proc_Comp_Rank_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4`)
};

export const proc_comp_rank_5 = /** @type {(inputs: Proc_Comp_Rank_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5`)
};

export const proc_comp_rank_6 = /** @type {(inputs: Proc_Comp_Rank_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6`)
};

export const proc_comp_rank_7 = /** @type {(inputs: Proc_Comp_Rank_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7`)
};

export const proc_comp_rank_8 = /** @type {(inputs: Proc_Comp_Rank_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8`)
};

export const proc_comp_rank_9 = /** @type {(inputs: Proc_Comp_Rank_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9`)
};

export const proc_comp_rank_a1 = /** @type {(inputs: Proc_Comp_Rank_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A`)
};

export const proc_comp_rank_j1 = /** @type {(inputs: Proc_Comp_Rank_J1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J`)
};

export const proc_comp_rank_k1 = /** @type {(inputs: Proc_Comp_Rank_K1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K`)
};

export const proc_comp_rank_q1 = /** @type {(inputs: Proc_Comp_Rank_Q1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Q`)
};

export const proc_comp_rank_t1 = /** @type {(inputs: Proc_Comp_Rank_T1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10`)
};

export const proc_comp_seat_chips = /** @type {(inputs: Proc_Comp_Seat_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位 ${i?.amount}`)
};

export const proc_comp_seat_wagers_ok = /** @type {(inputs: Proc_Comp_Seat_Wagers_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在庄或闲下一注（16.4.4），亦可另加和局注，在玩家自己的位置下注（16.4.5），以赌台告示的单位下注（16.4.6），并在注额范围之内（16.5.10a、16.5.11）。`)
};

export const proc_comp_seat_wagers_question = /** @type {(inputs: Proc_Comp_Seat_Wagers_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法，注额 ${i?.min} 至 ${i?.max}，以 ${i?.unit} 为单位。${i?.seat} 号位的玩家${i?.placed}，下在${i?.where}。玩家的注码合规吗？`)
};

export const proc_comp_semicolon = /** @type {(inputs: Proc_Comp_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const proc_comp_settled_full = /** @type {(inputs: Proc_Comp_Settled_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注在最高注额之内，全数结算`)
};

export const proc_comp_settled_over = /** @type {(inputs: Proc_Comp_Settled_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投注超过公布的最高注额，所以只按 ${i?.max} 派彩或收取`)
};

export const proc_comp_shared_question_three = /** @type {(inputs: Proc_Comp_Shared_Question_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛奖金：${i?.places}。三位玩家在同一局被淘汰，名次正是这些。每人得多少？`)
};

export const proc_comp_shared_question_two = /** @type {(inputs: Proc_Comp_Shared_Question_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛奖金：${i?.places}。两位玩家在同一局被淘汰，名次正是这些。每人得多少？`)
};

export const proc_comp_shared_working = /** @type {(inputs: Proc_Comp_Shared_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在同一局被淘汰的玩家，把相应名次的奖金合并后平分：${i?.sum} = ${i?.total}，÷ ${i?.n} = ${i?.each}。`)
};

export const proc_comp_situation = /** @type {(inputs: Proc_Comp_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛玩法（Tasmania 16）。`)
};

export const proc_comp_situation_face_down = /** @type {(inputs: Proc_Comp_Situation_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛玩法：牌面朝下派出（Tasmania 16.7）。`)
};

export const proc_comp_suit_c = /** @type {(inputs: Proc_Comp_Suit_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`梅花`)
};

export const proc_comp_suit_d = /** @type {(inputs: Proc_Comp_Suit_DInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`方块`)
};

export const proc_comp_suit_h = /** @type {(inputs: Proc_Comp_Suit_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红心`)
};

export const proc_comp_suit_s = /** @type {(inputs: Proc_Comp_Suit_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`黑桃`)
};

export const proc_comp_tie_after_question = /** @type {(inputs: Proc_Comp_Tie_After_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法。上一局是和局，所以 ${i?.seat} 号位在${i?.label}区上的${i?.wager}保留。下一局派牌前，玩家想${i?.wish}。这样可以吗？`)
};

export const proc_comp_tie_out_of_sequence_question = /** @type {(inputs: Proc_Comp_Tie_Out_Of_Sequence_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法。玩家正为下一局下注；标记在 ${i?.puck} 号位前面。${i?.seat} 号位未轮到投注便在${i?.label}区放下了${i?.put}，并在派牌前想${i?.wish}。这样可以吗？`)
};

export const proc_comp_tie_placed_question = /** @type {(inputs: Proc_Comp_Tie_Placed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法。玩家正为下一局下注。${i?.seat} 号位按次序在${i?.label}区放下了${i?.put}，并在派牌前想${i?.wish}。这样可以吗？`)
};

export const proc_comp_time_correct = /** @type {(inputs: Proc_Comp_Time_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`玩家的注码可被限定为赌台最低注额 ${i?.min}`)
};

export const proc_comp_time_question = /** @type {(inputs: Proc_Comp_Time_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法，最低注额 ${i?.min}。比赛总监已给予合理通知，限制每注的下注时间。时间到了，${i?.seat} 号位的玩家仍未下注。会怎样？`)
};

export const proc_comp_time_working = /** @type {(inputs: Proc_Comp_Time_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛总监可在给予合理通知后限制每注的下注时间（16.4.7）；玩家未在限定时间内下注，其注码可被限定为该赌台公布的最低注额（16.4.8）。`)
};

export const proc_comp_time_wrong_deducted = /** @type {(inputs: Proc_Comp_Time_Wrong_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从玩家的比赛筹码中扣除 ${i?.min}，与比赛期间离席的玩家一样`)
};

export const proc_comp_time_wrong_eliminated = /** @type {(inputs: Proc_Comp_Time_Wrong_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家被淘汰出该节比赛`)
};

export const proc_comp_time_wrong_repeated = /** @type {(inputs: Proc_Comp_Time_Wrong_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重复玩家上一局的注码`)
};

export const proc_comp_time_wrong_sit_out = /** @type {(inputs: Proc_Comp_Time_Wrong_Sit_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家这一局不下注，坐着旁观`)
};

export const proc_comp_time_wrong_waits = /** @type {(inputs: Proc_Comp_Time_Wrong_WaitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官等到玩家下注为止`)
};

export const proc_comp_top_up_add = /** @type {(inputs: Proc_Comp_Top_Up_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注码比公布的最低注额少 ${i?.add}，所以玩家补上 ${i?.add}，并按 ${i?.wager} 的注码派彩或收取`)
};

export const proc_comp_top_up_label = /** @type {(inputs: Proc_Comp_Top_Up_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补上`)
};

export const proc_comp_top_up_none = /** @type {(inputs: Proc_Comp_Top_Up_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码已达公布的最低注额：无需补注`)
};

export const proc_comp_top_up_pile = /** @type {(inputs: Proc_Comp_Top_Up_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其庄区上的那叠筹码`)
};

export const proc_comp_top_up_question = /** @type {(inputs: Proc_Comp_Top_Up_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法，最低注额 ${i?.min}。${i?.seat} 号位下注${i?.wager}。玩家须补上多少？`)
};

export const proc_comp_top_up_working = /** @type {(inputs: Proc_Comp_Top_Up_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} − ${i?.amount} = ${i?.add}：${i?.reason}。`)
};

export const proc_comp_wager_amount = /** @type {(inputs: Proc_Comp_Wager_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 注码`)
};

export const proc_comp_wager_word = /** @type {(inputs: Proc_Comp_Wager_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码`)
};

export const proc_comp_where_hand = /** @type {(inputs: Proc_Comp_Where_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`叠在合拢的手掌内`)
};

export const proc_comp_where_handbag = /** @type {(inputs: Proc_Comp_Where_HandbagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放在手袋后面`)
};

export const proc_comp_where_lap = /** @type {(inputs: Proc_Comp_Where_LapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`放在大腿上，低于台边`)
};

export const proc_comp_where_own = /** @type {(inputs: Proc_Comp_Where_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`自己的投注区`)
};

export const proc_comp_where_seat = /** @type {(inputs: Proc_Comp_Where_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的投注区`)
};

export const proc_comp_winner = /** @type {(inputs: Proc_Comp_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`该节比赛的胜出者是比赛结束时筹码价值最高的玩家：${i?.seat} 号位。`)
};

export const proc_comp_winner_level = /** @type {(inputs: Proc_Comp_Winner_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seats} 及 ${i?.last} 号位同以最多筹码打和，所以尚未决定胜出者：他们再进行若干局，局数由从新牌靴抽出的一张牌决定（16.8.3）。`)
};

export const proc_comp_winner_question = /** @type {(inputs: Proc_Comp_Winner_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`该节比赛结束。台上的筹码：${i?.list}。谁胜出该节比赛？`)
};

export const proc_comp_wish_increase = /** @type {(inputs: Proc_Comp_Wish_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`把注码增加 ${i?.amount}`)
};

export const proc_comp_wish_reduce = /** @type {(inputs: Proc_Comp_Wish_ReduceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`把注码减少 ${i?.amount}`)
};

export const proc_comp_wish_withdraw = /** @type {(inputs: Proc_Comp_Wish_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把注码从台面取回，下一局不下注`)
};

export const proc_comp_wrong_player_correct = /** @type {(inputs: Proc_Comp_Wrong_Player_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该手牌不作废：按规则完成`)
};

export const proc_comp_wrong_player_question = /** @type {(inputs: Proc_Comp_Wrong_Player_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} 号位在${i?.label}的注码最高，但荷官把${i?.label}家的牌交给了 ${i?.b} 号位，该玩家已把牌翻开。现在怎样？`)
};

export const proc_comp_wrong_player_working = /** @type {(inputs: Proc_Comp_Wrong_Player_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌交错了玩家并已翻开时，该手牌不作废，按规则完成。`)
};

export const proc_comp_wrong_player_wrong_new_hand = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_New_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从牌靴重新派一手牌`)
};

export const proc_comp_wrong_player_wrong_take_back = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Take_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从 ${i?.b} 号位取回这些牌，交给注码最高的 ${i?.a} 号位`)
};

export const proc_comp_wrong_player_wrong_void_coup = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该局作废，所有注码退回`)
};

export const proc_comp_wrong_player_wrong_void_hand = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Void_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该手牌作废，牌放在一旁`)
};

export const proc_kind_choose_area = /** @type {(inputs: Proc_Kind_Choose_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}：请选择另一个规则范围`)
};

export const proc_kind_choose_topic = /** @type {(inputs: Proc_Kind_Choose_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}：请选择另一个题目`)
};

export const proc_kind_field_area = /** @type {(inputs: Proc_Kind_Field_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则范围`)
};

export const proc_kind_field_topic = /** @type {(inputs: Proc_Kind_Field_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题目`)
};

export const proc_kind_field_topic_help = /** @type {(inputs: Proc_Kind_Field_Topic_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则范围内的一个题目`)
};

export const proc_kind_no_burn = /** @type {(inputs: Proc_Kind_No_BurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 新牌靴开始时不烧牌`)
};

export const proc_kind_no_casino_guide = /** @type {(inputs: Proc_Kind_No_Casino_GuideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不按赌场指引（迷你百家乐玩家从不碰牌）`)
};

export const proc_kind_no_competition = /** @type {(inputs: Proc_Kind_No_CompetitionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不设比赛玩法（Tasmania 16）`)
};

export const proc_kind_no_deltin = /** @type {(inputs: Proc_Kind_No_DeltinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不按 Deltin 指引（和局后改注）`)
};

export const proc_kind_no_dragon = /** @type {(inputs: Proc_Kind_No_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不设龙宝`)
};

export const proc_kind_no_perfect_pairs = /** @type {(inputs: Proc_Kind_No_Perfect_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不设完美对子（Tasmania 15）`)
};

export const proc_kind_no_squeeze = /** @type {(inputs: Proc_Kind_No_SqueezeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不玩咪牌（Tasmania 9.3）`)
};

export const proc_kind_not_federal = /** @type {(inputs: Proc_Kind_Not_FederalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} 不是塔斯马尼亚的 Federal Baccarat 赌台（Tasmania 13）`)
};

export const proc_limits_a_bet = /** @type {(inputs: Proc_Limits_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注`)
};

export const proc_limits_between_coups = /** @type {(inputs: Proc_Limits_Between_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两局之间。`)
};

export const proc_limits_cap = /** @type {(inputs: Proc_Limits_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} 高于最高注额 ${i?.max}：只按 ${i?.max} 派彩或收取，退回 ${i?.excess}`)
};

export const proc_limits_change_consent = /** @type {(inputs: Proc_Limits_Change_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台上每位玩家都同意，所以新的最低或最高注额可即时生效。`)
};

export const proc_limits_change_no_notice = /** @type {(inputs: Proc_Limits_Change_No_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`并非每位玩家都同意，亦没有展示告示：最低或最高注额暂时不可更改（7.6a、7.6b）。`)
};

export const proc_limits_change_notice = /** @type {(inputs: Proc_Limits_Change_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`告示已在赌台展示了 ${i?.minutes} 分钟，至少半小时。`)
};

export const proc_limits_change_notice_line = /** @type {(inputs: Proc_Limits_Change_Notice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`新最低注额 ${i?.min}：告示于 ${i?.minutes} 分钟前张贴`)
};

export const proc_limits_change_question = /** @type {(inputs: Proc_Limits_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`管理层代表想现在把赌台最低注额由 ${i?.min} 提高至 ${i?.newMin}。${i?.why}新的最低注额可以即时生效吗？`)
};

export const proc_limits_change_short = /** @type {(inputs: Proc_Limits_Change_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`并非每位玩家都同意，而告示只展示了 ${i?.minutes} 分钟，不足半小时（7.6a、7.6b）。`)
};

export const proc_limits_change_why_consent = /** @type {(inputs: Proc_Limits_Change_Why_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台上每位玩家都同意更改。`)
};

export const proc_limits_change_why_no_notice = /** @type {(inputs: Proc_Limits_Change_Why_No_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有展示更改的告示，并有两位玩家反对。`)
};

export const proc_limits_change_why_notice = /** @type {(inputs: Proc_Limits_Change_Why_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`新最低注额的告示在 ${i?.minutes} 分钟前已在赌台展示；有一位玩家反对。`)
};

export const proc_limits_convention = /** @type {(inputs: Proc_Limits_ConventionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.convention}`)
};

export const proc_limits_history_first = /** @type {(inputs: Proc_Limits_History_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这是该玩家第一次下注低于最低注额。`)
};

export const proc_limits_history_warned = /** @type {(inputs: Proc_Limits_History_WarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该玩家在这靴牌较早时已获告知，低于最低注额的注码将会退回。`)
};

export const proc_limits_multiple = /** @type {(inputs: Proc_Limits_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 在注额范围之内，并且是最低注额的倍数。`)
};

export const proc_limits_multiples_notice = /** @type {(inputs: Proc_Limits_Multiples_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台告示注明注码须为最低注额的倍数。`)
};

export const proc_limits_multiples_notice_line = /** @type {(inputs: Proc_Limits_Multiples_Notice_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码须为最低注额的倍数`)
};

export const proc_limits_multiples_question = /** @type {(inputs: Proc_Limits_Multiples_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台注额 ${i?.min} 至 ${i?.max}。${i?.notice}${i?.seat} 号位在${i?.label}放了 ${i?.stake}。荷官照样接受这注吗？`)
};

export const proc_limits_need_not = /** @type {(inputs: Proc_Limits_Need_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`除非赌台告示有此规定，注码不必是最低注额的倍数：${i?.amount} 在注额范围之内。`)
};

export const proc_limits_not_multiple = /** @type {(inputs: Proc_Limits_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台告示规定注码须为最低注额 ${i?.min} 的倍数，而 ${i?.amount} 不是。`)
};

export const proc_limits_not_reduced = /** @type {(inputs: Proc_Limits_Not_ReducedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 不扣减`)
};

export const proc_limits_ok = /** @type {(inputs: Proc_Limits_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} 在 ${i?.min}-${i?.max} 注额范围之内`)
};

export const proc_limits_outside = /** @type {(inputs: Proc_Limits_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 超出赌台告示的注额范围（${i?.min} 至 ${i?.max}）。`)
};

export const proc_limits_partnership_amounts = /** @type {(inputs: Proc_Limits_Partnership_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} 号位 ${i?.first}，${i?.b} 号位 ${i?.second}`)
};

export const proc_limits_partnership_over = /** @type {(inputs: Proc_Limits_Partnership_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不准以合伙方式超过最高注额：合共 ${i?.total} 高于最高注额 ${i?.max}。`)
};

export const proc_limits_partnership_question = /** @type {(inputs: Proc_Limits_Partnership_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最高注额 ${i?.max}。${i?.a} 号位和 ${i?.b} 号位的玩家说他们合伙下注：${i?.wagers}，全部下在${i?.label}。荷官可以把他们的注码当作合伙注码接受吗？`)
};

export const proc_limits_partnership_stacks = /** @type {(inputs: Proc_Limits_Partnership_StacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.a} 号位和 ${i?.b} 号位前面的注码`)
};

export const proc_limits_partnership_within = /** @type {(inputs: Proc_Limits_Partnership_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`合共注码为 ${i?.total}，在最高注额 ${i?.max} 之内：没有超过最高注额。`)
};

export const proc_limits_pay_label = /** @type {(inputs: Proc_Limits_Pay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派给 ${i?.seat} 号位`)
};

export const proc_limits_pay_question = /** @type {(inputs: Proc_Limits_Pay_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.convention}${i?.label}赢。${i?.seat} 号位在${i?.label}放了 ${i?.stake}（赌台注额 ${i?.min} 至 ${i?.max}）。${i?.history}你要派给该座位多少（不派则填 0）？`)
};

export const proc_limits_pay_working = /** @type {(inputs: Proc_Limits_Pay_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decision}。`)
};

export const proc_limits_pay_working_settled = /** @type {(inputs: Proc_Limits_Pay_Working_SettledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decision}；${i?.settlement}。`)
};

export const proc_limits_place_your_bets = /** @type {(inputs: Proc_Limits_Place_Your_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请下注。`)
};

export const proc_limits_pro_rata_none = /** @type {(inputs: Proc_Limits_Pro_Rata_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注码总额 ${i?.total}，在最高总赔付额 ${i?.max} 之内：不扣减`)
};

export const proc_limits_pro_rata_over = /** @type {(inputs: Proc_Limits_Pro_Rata_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`注码总额 ${i?.total}，超过最高总赔付额 ${i?.max}：每注减至本身的 ${i?.max}/${i?.total}，并向下调整${i?.to}的倍数，使之可用筹码组成，且总额不超过上限（合共 ${i?.reduced}）`)
};

export const proc_limits_pro_rata_question = /** @type {(inputs: Proc_Limits_Pro_Rata_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台告示显示每手牌的最高总赔付额为 ${i?.limit}。${i?.label}上的注码合共 ${i?.total}。荷官按比例扣减，每注向下调整至 ${i?.chip} 筹码的倍数（本赌场规则）。${i?.seat} 号位 ${i?.amount} 的注码减至多少？`)
};

export const proc_limits_pro_rata_stacks_question = /** @type {(inputs: Proc_Limits_Pro_Rata_Stacks_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赌台告示显示每手牌的最高总赔付额为 ${i?.limit}。荷官按比例扣减${i?.label}上的注码，每注向下调整至 ${i?.chip} 筹码的倍数（本赌场规则）。${i?.seat} 号位的注码减至多少？`)
};

export const proc_limits_pro_rata_working = /** @type {(inputs: Proc_Limits_Pro_Rata_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.explanation}：${i?.working}。`)
};

export const proc_limits_return = /** @type {(inputs: Proc_Limits_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} 低于最低注额 ${i?.min}，且玩家已获告知：不论结果如何均退回`)
};

export const proc_limits_share_exact = /** @type {(inputs: Proc_Limits_Share_ExactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.reduced}`)
};

export const proc_limits_share_fraction = /** @type {(inputs: Proc_Limits_Share_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.share} 多一点，向下调整${i?.to}的倍数：${i?.reduced}`)
};

export const proc_limits_share_rounded = /** @type {(inputs: Proc_Limits_Share_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.share}，向下调整${i?.to}的倍数：${i?.reduced}`)
};

export const proc_limits_to_cent = /** @type {(inputs: Proc_Limits_To_CentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`至一分`)
};

export const proc_limits_to_chip = /** @type {(inputs: Proc_Limits_To_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`至 ${i?.chip} 筹码`)
};

export const proc_limits_wager_label = /** @type {(inputs: Proc_Limits_Wager_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位注码`)
};

export const proc_limits_warn = /** @type {(inputs: Proc_Limits_WarnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} 低于最低注额 ${i?.min}：按结果结算，然后告知玩家，以后低于最低注额的注码将会退回`)
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

export const proc_secret_after_question = /** @type {(inputs: Proc_Secret_After_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这一局已完。这注秘密投注怎样处理？`)
};

export const proc_secret_also_chips = /** @type {(inputs: Proc_Secret_Also_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`该玩家另在${i?.bet}放了 ${i?.amount} 筹码。`)
};

export const proc_secret_announce_correct = /** @type {(inputs: Proc_Secret_Announce_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台督察宣布投注种类及金额；荷官与其他注码一同收或派`)
};

export const proc_secret_announce_question = /** @type {(inputs: Proc_Secret_Announce_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位下了秘密投注的那一局已完。接下来怎样？`)
};

export const proc_secret_announce_working = /** @type {(inputs: Proc_Secret_Announce_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人下了秘密投注的一局完结时，赌台督察宣布该注的种类及金额，荷官收取输的注码及秘密投注，并派彩给赢的注码及秘密投注（受 16.6.11 规限）。`)
};

export const proc_secret_announce_wrong_end = /** @type {(inputs: Proc_Secret_Announce_Wrong_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注在该节完结时才结算`)
};

export const proc_secret_announce_wrong_player = /** @type {(inputs: Proc_Secret_Announce_Wrong_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由玩家宣布注码，荷官派或收`)
};

export const proc_secret_announce_wrong_quietly = /** @type {(inputs: Proc_Secret_Announce_Wrong_QuietlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注单保密；赌台督察静静调整筹码`)
};

export const proc_secret_announce_wrong_read_out = /** @type {(inputs: Proc_Secret_Announce_Wrong_Read_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官向全台读出投注单，玩家在该节完结后与赌台督察结算`)
};

export const proc_secret_complies_question = /** @type {(inputs: Proc_Secret_Complies_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这张秘密投注单符合规则吗？`)
};

export const proc_secret_count_question = /** @type {(inputs: Proc_Secret_Count_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法：比赛条件容许每节下 ${i?.allowed} 注秘密投注。${i?.seat} 号位的玩家本节已下了 ${i?.made}秘密投注；${i?.tied}在结果为和局的一局中下的。该玩家还可以再下多少注秘密投注？`)
};

export const proc_secret_count_working = /** @type {(inputs: Proc_Secret_Count_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在结果为和局的一局中下的秘密投注，仍算作容许的秘密投注之一（16.6.5）：${i?.allowed} − ${i?.used} = ${i?.left}。`)
};

export const proc_secret_examine_correct = /** @type {(inputs: Proc_Secret_Examine_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台督察`)
};

export const proc_secret_examine_in_time = /** @type {(inputs: Proc_Secret_Examine_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下了秘密投注的那一局已完，而下一局的第一张牌还未派出，所以玩家可要求查看投注单。`)
};

export const proc_secret_examine_question = /** @type {(inputs: Proc_Secret_Examine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人为下一局交来秘密投注单。这一局开始前，由谁检查投注单是否按规则填妥？`)
};

export const proc_secret_examine_too_late = /** @type {(inputs: Proc_Secret_Examine_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注单只可在下一局的第一张牌派出之前查看，而该张牌已经派出。`)
};

export const proc_secret_examine_working = /** @type {(inputs: Proc_Secret_Examine_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每一局开始前，赌台督察须检查交给荷官、用于该局秘密投注的核准投注单。`)
};

export const proc_secret_examine_wrong_dealer = /** @type {(inputs: Proc_Secret_Examine_Wrong_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官`)
};

export const proc_secret_examine_wrong_director = /** @type {(inputs: Proc_Secret_Examine_Wrong_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛总监`)
};

export const proc_secret_examine_wrong_nobody = /** @type {(inputs: Proc_Secret_Examine_Wrong_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这一局完结前无人检查`)
};

export const proc_secret_examine_wrong_players = /** @type {(inputs: Proc_Secret_Examine_Wrong_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其他玩家`)
};

export const proc_secret_final_correct = /** @type {(inputs: Proc_Secret_Final_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台督察宣布每注秘密投注；各玩家把该金额放在台面上；荷官派牌，并把牌交给注码最高者`)
};

export const proc_secret_final_question = /** @type {(inputs: Proc_Secret_Final_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`决赛的最后一局：每位玩家都下了秘密投注。荷官叫“停止下注”。接下来怎样？`)
};

export const proc_secret_final_working = /** @type {(inputs: Proc_Secret_Final_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如决赛最后一局每位玩家都下秘密投注，叫“停止下注”后，赌台督察宣布每注的种类及金额（16.6.11a），各玩家把该金额放在台面上（16.6.11b），荷官派牌并把牌交给在闲或庄下注最高的玩家（16.6.11c）。`)
};

export const proc_secret_final_wrong_face_up = /** @type {(inputs: Proc_Secret_Final_Wrong_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官牌面朝上派牌；秘密投注在有结果后才宣布`)
};

export const proc_secret_final_wrong_highest_only = /** @type {(inputs: Proc_Secret_Final_Wrong_Highest_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台督察只宣布最高的秘密投注；该玩家把注码放在台面上，荷官派牌并把所有牌只交给该玩家`)
};

export const proc_secret_final_wrong_reveal = /** @type {(inputs: Proc_Secret_Final_Wrong_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派牌后各玩家自行公开投注单`)
};

export const proc_secret_final_wrong_turns = /** @type {(inputs: Proc_Secret_Final_Wrong_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官派牌并开所有牌；投注单事后才结算`)
};

export const proc_secret_form = /** @type {(inputs: Proc_Secret_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一张押${i?.bet} ${i?.amount} 的秘密投注单`)
};

export const proc_secret_form_blank = /** @type {(inputs: Proc_Secret_Form_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一张押${i?.bet}的秘密投注单，金额的大写及数字都留空`)
};

export const proc_secret_hand_over_correct = /** @type {(inputs: Proc_Secret_Hand_Over_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在该玩家的位置放一个标记，并把投注单交给赌台督察`)
};

export const proc_secret_hand_over_question = /** @type {(inputs: Proc_Secret_Hand_Over_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的玩家填好秘密投注单，交给荷官。荷官应怎样做？`)
};

export const proc_secret_hand_over_working = /** @type {(inputs: Proc_Secret_Hand_Over_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`核准的投注单填好后，荷官在该玩家的位置放一个标记，并把投注单交给赌台督察，由督察记录投注详情。`)
};

export const proc_secret_hand_over_wrong_aloud = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`大声读出注码，并把筹码放在台面上`)
};

export const proc_secret_hand_over_wrong_back = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把投注单交还玩家保管，直至有结果`)
};

export const proc_secret_hand_over_wrong_chips = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把相同金额的筹码放在该玩家的投注区`)
};

export const proc_secret_hand_over_wrong_keep = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把投注单面朝下放在牌靴旁，待这一局完结才交给赌台督察`)
};

export const proc_secret_made_many = /** @type {(inputs: Proc_Secret_Made_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 注`)
};

export const proc_secret_made_one = /** @type {(inputs: Proc_Secret_Made_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 注`)
};

export const proc_secret_no_wager = /** @type {(inputs: Proc_Secret_No_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此注不成立，并从玩家筹码中扣除 ${i?.min}`)
};

export const proc_secret_referred = /** @type {(inputs: Proc_Secret_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`交由比赛总监决定：规则没有订明金额`)
};

export const proc_secret_request_cards = /** @type {(inputs: Proc_Secret_Request_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位下了秘密投注的那一局已完，下一局已派出 ${i?.cards} 张牌。另一位玩家要求查看 ${i?.seat} 号位的投注单。这样可以吗？`)
};

export const proc_secret_request_first = /** @type {(inputs: Proc_Secret_Request_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位下了秘密投注的那一局已完，下一局的第一张牌已派出。另一位玩家要求查看 ${i?.seat} 号位的投注单。这样可以吗？`)
};

export const proc_secret_request_none = /** @type {(inputs: Proc_Secret_Request_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位下了秘密投注的那一局已完，下一局还未派牌。另一位玩家要求查看 ${i?.seat} 号位的投注单。这样可以吗？`)
};

export const proc_secret_settled = /** @type {(inputs: Proc_Secret_SettledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`按 ${i?.amount} 结算，与其他注码一同收或派`)
};

export const proc_secret_situation = /** @type {(inputs: Proc_Secret_SituationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比赛玩法，限额 ${i?.min} 至 ${i?.max}。${i?.seat} 号位的玩家持有 ${i?.held} 筹码，交给荷官${i?.form}。`)
};

export const proc_secret_situation_rules = /** @type {(inputs: Proc_Secret_Situation_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛玩法：秘密投注（Tasmania 16.6）。`)
};

export const proc_secret_tied_all = /** @type {(inputs: Proc_Secret_Tied_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部都是`)
};

export const proc_secret_tied_it = /** @type {(inputs: Proc_Secret_Tied_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这注是`)
};

export const proc_secret_tied_one = /** @type {(inputs: Proc_Secret_Tied_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`其中一注是`)
};

export const proc_secret_tied_some = /** @type {(inputs: Proc_Secret_Tied_SomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`其中 ${i?.n} 注是`)
};

export const proc_secret_verdict_above_max = /** @type {(inputs: Proc_Secret_Verdict_Above_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`高于台面最高注额 ${i?.max}`)
};

export const proc_secret_verdict_below_min = /** @type {(inputs: Proc_Secret_Verdict_Below_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`低于台面最低注额 ${i?.min}`)
};

export const proc_secret_verdict_both_areas = /** @type {(inputs: Proc_Secret_Verdict_Both_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注与筹码投注分别押在庄及闲两个区域，这是不允许的`)
};

export const proc_secret_verdict_deemed_chips = /** @type {(inputs: Proc_Secret_Verdict_Deemed_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`多于玩家的筹码：视为筹码的价值 ${i?.held}`)
};

export const proc_secret_verdict_deemed_max = /** @type {(inputs: Proc_Secret_Verdict_Deemed_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`高于最高注额：视为最高注额 ${i?.max}`)
};

export const proc_secret_verdict_deemed_min = /** @type {(inputs: Proc_Secret_Verdict_Deemed_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`低于最低注额：视为最低注额 ${i?.min}`)
};

export const proc_secret_verdict_eliminated = /** @type {(inputs: Proc_Secret_Verdict_EliminatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`持有 ${i?.held}（少于最低注额 ${i?.min}）的玩家已被淘汰（16.5.9），不可投注`)
};

export const proc_secret_verdict_form_amount_breach = /** @type {(inputs: Proc_Secret_Verdict_Form_Amount_BreachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注单必须以文字及数字写明投注类别及金额，而金额没有正确写明`)
};

export const proc_secret_verdict_form_amount_reason = /** @type {(inputs: Proc_Secret_Verdict_Form_Amount_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投注单没有正确写明投注金额（16.6.2）：此注不成立，并从玩家筹码中扣除台面最低注额（${i?.min}）`)
};

export const proc_secret_verdict_form_type_breach = /** @type {(inputs: Proc_Secret_Verdict_Form_Type_BreachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注单必须以文字及数字写明投注类别及金额，而类别没有正确写明`)
};

export const proc_secret_verdict_form_type_reason = /** @type {(inputs: Proc_Secret_Verdict_Form_Type_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投注单没有正确写明投注类别（16.6.2）：此注不成立，并从玩家筹码中扣除台面最低注额（${i?.min}）`)
};

export const proc_secret_verdict_is = /** @type {(inputs: Proc_Secret_Verdict_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}${i?.what}`)
};

export const proc_secret_verdict_over_chips = /** @type {(inputs: Proc_Secret_Verdict_Over_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`多于玩家所持的 ${i?.held} 筹码`)
};

export const proc_secret_verdict_refer = /** @type {(inputs: Proc_Secret_Verdict_ReferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}；规则没有为这种情况订明金额（16.6.10 只适用于单独一张投注单），所以荷官交由负责比赛进行的比赛总监决定（16.1）`)
};

export const proc_secret_verdict_stands = /** @type {(inputs: Proc_Secret_Verdict_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.within}：按所写的成立`)
};

export const proc_secret_verdict_then = /** @type {(inputs: Proc_Secret_Verdict_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；然后${i?.rest}`)
};

export const proc_secret_verdict_total_breach = /** @type {(inputs: Proc_Secret_Verdict_Total_BreachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}连同同一局的 ${i?.chip} 筹码投注，合共超过最高注额 ${i?.max}`)
};

export const proc_secret_verdict_total_breach_broken = /** @type {(inputs: Proc_Secret_Verdict_Total_Breach_BrokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}${i?.breaches}，而且连同同一局的 ${i?.chip} 筹码投注，合共超过最高注额 ${i?.max}`)
};

export const proc_secret_verdict_total_why = /** @type {(inputs: Proc_Secret_Verdict_Total_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}与同一局的 ${i?.chip} 筹码投注合共超过最高注额 ${i?.max}（16.6.3）`)
};

export const proc_secret_verdict_total_why_deemed = /** @type {(inputs: Proc_Secret_Verdict_Total_Why_DeemedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}（${i?.deemed}）与同一局的 ${i?.chip} 筹码投注合共超过最高注额 ${i?.max}（16.6.3）`)
};

export const proc_secret_verdict_within = /** @type {(inputs: Proc_Secret_Verdict_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}在台面注额及玩家筹码之内`)
};

export const proc_secret_verdict_within_chips = /** @type {(inputs: Proc_Secret_Verdict_Within_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written}连同筹码投注亦在台面注额之内，也在玩家筹码之内`)
};

export const proc_secret_verdict_written = /** @type {(inputs: Proc_Secret_Verdict_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}上的 ${i?.amount} 投注`)
};

export const proc_shuffle_burn_question = /** @type {(inputs: Proc_Shuffle_Burn_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本赌场在每个牌靴开始时烧牌。荷官翻开第一张牌：${i?.card}。还要再烧多少张牌？`)
};

export const proc_shuffle_burn_working = /** @type {(inputs: Proc_Shuffle_Burn_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card}算 ${i?.count}（A 算一，10 及人头牌算十），所以在它之后烧 ${i?.count} 张牌，连翻开的那张共 ${i?.with} 张。`)
};

export const proc_shuffle_card = /** @type {(inputs: Proc_Shuffle_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.suit}${i?.rank}`)
};

export const proc_shuffle_cut_invalid_working = /** @type {(inputs: Proc_Shuffle_Cut_Invalid_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.3：切牌卡须离两端各最少 ${i?.min} 张；在 ${i?.total} 张牌中离前端 ${i?.at} 张，后端只剩 ${i?.back} 张。`)
};

export const proc_shuffle_cut_question = /** @type {(inputs: Proc_Shuffle_Cut_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`玩家把切牌卡放在 ${i?.total} 张牌中离前端 ${i?.at} 张的位置（离后端 ${i?.back} 张）。这次切牌有效吗？`)
};

export const proc_shuffle_cut_valid_working = /** @type {(inputs: Proc_Shuffle_Cut_Valid_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`切牌位置两边各最少有 10 张牌（${i?.at} 张及 ${i?.back} 张）。`)
};

export const proc_shuffle_decline_many = /** @type {(inputs: Proc_Shuffle_Decline_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seats} 号位都不愿切牌。`)
};

export const proc_shuffle_decline_one = /** @type {(inputs: Proc_Shuffle_Decline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位不愿切牌。`)
};

export const proc_shuffle_history_first = /** @type {(inputs: Proc_Shuffle_History_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这是第一场游戏。${i?.seat} 号位的玩家最先入座。`)
};

export const proc_shuffle_history_previous = /** @type {(inputs: Proc_Shuffle_History_PreviousInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上一场游戏由 ${i?.seat} 号位切牌。`)
};

export const proc_shuffle_history_previous_left = /** @type {(inputs: Proc_Shuffle_History_Previous_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上一场游戏由 ${i?.seat} 号位切牌（该玩家其后已离座）。`)
};

export const proc_shuffle_inspector = /** @type {(inputs: Proc_Shuffle_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`督察`)
};

export const proc_shuffle_inspector_cuts = /** @type {(inputs: Proc_Shuffle_Inspector_CutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有就座玩家愿意切牌，所以由督察切牌。`)
};

export const proc_shuffle_left_left = /** @type {(inputs: Proc_Shuffle_Left_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家左边是号码大一号的座位，最大号座位的左边则是 1 号位`)
};

export const proc_shuffle_left_right = /** @type {(inputs: Proc_Shuffle_Left_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家左边是号码小一号的座位，1 号位的左边则是最大号座位`)
};

export const proc_shuffle_marker_between = /** @type {(inputs: Proc_Shuffle_Marker_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`从后数第 ${i?.a} 张与第 ${i?.b} 张之间`)
};

export const proc_shuffle_marker_question = /** @type {(inputs: Proc_Shuffle_Marker_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌已切好。放入牌靴之前，荷官把切牌卡放在哪里？`)
};

export const proc_shuffle_marker_working = /** @type {(inputs: Proc_Shuffle_Marker_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡后留七张牌，足够派完最后一局（Tasmania 9.4）。“离后端约两副牌”是比赛的指示牌（16.5.1）。`)
};

export const proc_shuffle_marker_wrong_cut = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家切牌的位置`)
};

export const proc_shuffle_marker_wrong_ten = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_TenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离后端十张，即切牌可放的最近位置`)
};

export const proc_shuffle_marker_wrong_two_decks = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_Two_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离后端约两副牌`)
};

export const proc_shuffle_name_inspector = /** @type {(inputs: Proc_Shuffle_Name_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`督察`)
};

export const proc_shuffle_name_seat = /** @type {(inputs: Proc_Shuffle_Name_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位`)
};

export const proc_shuffle_new_shoe = /** @type {(inputs: Proc_Shuffle_New_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴。`)
};

export const proc_shuffle_new_shoe_offered = /** @type {(inputs: Proc_Shuffle_New_Shoe_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴的牌已洗好，交给玩家切牌。`)
};

export const proc_shuffle_numbering_left = /** @type {(inputs: Proc_Shuffle_Numbering_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官左手边，所以顺时针即座位号码递增`)
};

export const proc_shuffle_numbering_right = /** @type {(inputs: Proc_Shuffle_Numbering_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官右手边，所以顺时针即座位号码递减`)
};

export const proc_shuffle_occupied = /** @type {(inputs: Proc_Shuffle_OccupiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seats} 号位有人坐。`)
};

export const proc_shuffle_offer_first = /** @type {(inputs: Proc_Shuffle_Offer_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.3：${i?.who}，此玩家优先，然后由坐在最大号位置的玩家开始顺时针轮下去（${i?.numbering}）：${i?.names}。`)
};

export const proc_shuffle_offer_next = /** @type {(inputs: Proc_Shuffle_Offer_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.5：切牌先让上次切牌座位（${i?.previous} 号位）左边的就座玩家切；本赌场${i?.numbering}：${i?.left}。次序：${i?.names}。`)
};

export const proc_shuffle_offered = /** @type {(inputs: Proc_Shuffle_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌，已洗好并交给玩家切牌。`)
};

export const proc_shuffle_rank_2 = /** @type {(inputs: Proc_Shuffle_Rank_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2`)
};

export const proc_shuffle_rank_3 = /** @type {(inputs: Proc_Shuffle_Rank_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3`)
};

export const proc_shuffle_rank_4 = /** @type {(inputs: Proc_Shuffle_Rank_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4`)
};

export const proc_shuffle_rank_5 = /** @type {(inputs: Proc_Shuffle_Rank_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`5`)
};

export const proc_shuffle_rank_6 = /** @type {(inputs: Proc_Shuffle_Rank_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`6`)
};

export const proc_shuffle_rank_7 = /** @type {(inputs: Proc_Shuffle_Rank_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7`)
};

export const proc_shuffle_rank_8 = /** @type {(inputs: Proc_Shuffle_Rank_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`8`)
};

export const proc_shuffle_rank_9 = /** @type {(inputs: Proc_Shuffle_Rank_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`9`)
};

export const proc_shuffle_rank_a = /** @type {(inputs: Proc_Shuffle_Rank_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A`)
};

export const proc_shuffle_rank_j = /** @type {(inputs: Proc_Shuffle_Rank_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`J`)
};

export const proc_shuffle_rank_k = /** @type {(inputs: Proc_Shuffle_Rank_KInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`K`)
};

export const proc_shuffle_rank_q = /** @type {(inputs: Proc_Shuffle_Rank_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Q`)
};

export const proc_shuffle_rank_t = /** @type {(inputs: Proc_Shuffle_Rank_TInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`10`)
};

export const proc_shuffle_rule_burn = /** @type {(inputs: Proc_Shuffle_Rule_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场烧牌程序；Tasmania 8 点数`)
};

export const proc_shuffle_squared = /** @type {(inputs: Proc_Shuffle_SquaredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌，已切好并叠齐。`)
};

export const proc_shuffle_suit_c = /** @type {(inputs: Proc_Shuffle_Suit_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`梅花`)
};

export const proc_shuffle_suit_d = /** @type {(inputs: Proc_Shuffle_Suit_DInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`方块`)
};

export const proc_shuffle_suit_h = /** @type {(inputs: Proc_Shuffle_Suit_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红心`)
};

export const proc_shuffle_suit_s = /** @type {(inputs: Proc_Shuffle_Suit_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`黑桃`)
};

export const proc_shuffle_who_cuts = /** @type {(inputs: Proc_Shuffle_Who_CutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`应让谁切牌？`)
};

export const proc_shuffle_who_cuts_next = /** @type {(inputs: Proc_Shuffle_Who_Cuts_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`接下来应让谁切牌？`)
};

export const proc_shuffle_who_first_place = /** @type {(inputs: Proc_Shuffle_Who_First_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本赌场把“第一位就座玩家”理解为第一个位置的玩家，即有人坐的最小号座位（${i?.seat} 号位）`)
};

export const proc_shuffle_who_sat_first = /** @type {(inputs: Proc_Shuffle_Who_Sat_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`本赌场把“第一位就座玩家”理解为最先入座的玩家（${i?.seat} 号位）`)
};

export const proc_side_a_bet = /** @type {(inputs: Proc_Side_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注`)
};

export const proc_side_after_cards = /** @type {(inputs: Proc_Side_After_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派出 ${i?.cards} 张牌之后`)
};

export const proc_side_after_first_card = /** @type {(inputs: Proc_Side_After_First_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派出第一张牌之后`)
};

export const proc_side_before_first_card = /** @type {(inputs: Proc_Side_Before_First_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派出第一张牌之前`)
};

export const proc_side_dragon_no_main = /** @type {(inputs: Proc_Side_Dragon_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只有在已下主注（闲、庄或和）时，才可下龙宝注。`)
};

export const proc_side_dragon_ok = /** @type {(inputs: Proc_Side_Dragon_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家有主注（闲、庄或和），所以可在任一边或两边下龙宝注。`)
};

export const proc_side_dragon_question = /** @type {(inputs: Proc_Side_Dragon_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派牌前，${i?.seat} 号位的玩家${i?.has}，并要在${i?.bet}下注。荷官接受吗？`)
};

export const proc_side_has_nothing = /** @type {(inputs: Proc_Side_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有其他注码`)
};

export const proc_side_has_wager = /** @type {(inputs: Proc_Side_Has_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.bet}放了 ${i?.stake}`)
};

export const proc_side_main_banker = /** @type {(inputs: Proc_Side_Main_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`该座位亦在庄下了注。`)
};

export const proc_side_no_main = /** @type {(inputs: Proc_Side_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台上无人在闲、庄或和下注。`)
};

export const proc_side_place_your_bets = /** @type {(inputs: Proc_Side_Place_Your_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请下注。`)
};

export const proc_side_pp_late = /** @type {(inputs: Proc_Side_Pp_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子注须在派出第一张牌之前下注。`)
};

export const proc_side_pp_limits = /** @type {(inputs: Proc_Side_Pp_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`完美对子注须如告示所示在 ${i?.min} 至 ${i?.max} 之间，而 ${i?.amount} 不在此范围。`)
};

export const proc_side_pp_no_main = /** @type {(inputs: Proc_Side_Pp_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不论该玩家或其他人有没有在闲或庄下注，都可以下完美对子注；这注在第一张牌之前，并在注额范围之内。`)
};

export const proc_side_pp_ok = /** @type {(inputs: Proc_Side_Pp_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在第一张牌之前下注，并在完美对子注额范围之内。`)
};

export const proc_side_pp_question = /** @type {(inputs: Proc_Side_Pp_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`完美对子注额 ${i?.min} 至 ${i?.max}。${i?.moment}，${i?.seat} 号位的玩家要在${i?.bet}下注 ${i?.amount}。${i?.main}荷官接受这注吗？`)
};

export const proc_squeeze_dealer_turns = /** @type {(inputs: Proc_Squeeze_Dealer_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由荷官开牌`)
};

export const proc_squeeze_dealt_down = /** @type {(inputs: Proc_Squeeze_Dealt_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`牌面朝下派出，供玩家咪牌。`)
};

export const proc_squeeze_disc = /** @type {(inputs: Proc_Squeeze_DiscInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`标有“${i?.bet}”的圆牌`)
};

export const proc_squeeze_discs_question = /** @type {(inputs: Proc_Squeeze_Discs_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`咪牌游戏。${i?.bet}家下注最高的玩家接受了牌。荷官可在该玩家面前放什么？`)
};

export const proc_squeeze_discs_working = /** @type {(inputs: Proc_Squeeze_Discs_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标有“闲”及“庄”的圆牌，可分别放在接受闲家牌及庄家牌的最高下注者面前。特别标记用于与管理层议定的限额（7.2），先注标记则用于比赛玩法（16.5.4）。`)
};

export const proc_squeeze_discs_wrong_competition = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`什么都不放：圆牌只用于比赛玩法`)
};

export const proc_squeeze_discs_wrong_limits = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标示议定限额的特别标记`)
};

export const proc_squeeze_discs_wrong_marker_card = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_Marker_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`切牌卡`)
};

export const proc_squeeze_discs_wrong_puck = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_PuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先注标记（puck）`)
};

export const proc_squeeze_face_down = /** @type {(inputs: Proc_Squeeze_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌游戏：牌面朝下派牌（Tasmania 9.3）。`)
};

export const proc_squeeze_game = /** @type {(inputs: Proc_Squeeze_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`咪牌游戏（Tasmania 9.3）。`)
};

export const proc_squeeze_informed_correct = /** @type {(inputs: Proc_Squeeze_Informed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`管理层代表及监控部`)
};

export const proc_squeeze_informed_question = /** @type {(inputs: Proc_Squeeze_Informed_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台上玩家要求牌面朝下派牌，好让他们咪牌。荷官派咪牌游戏之前，必须已通知谁？`)
};

export const proc_squeeze_informed_working = /** @type {(inputs: Proc_Squeeze_Informed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`除非已通知管理层代表及监控部，否则不得以牌面朝下派牌并咪牌的方式进行游戏。`)
};

export const proc_squeeze_informed_wrong_director = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛总监`)
};

export const proc_squeeze_informed_wrong_inspector = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只需通知督察`)
};

export const proc_squeeze_informed_wrong_nobody = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不用通知任何人：是玩家要求的（9.3）`)
};

export const proc_squeeze_informed_wrong_players = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`台上每位玩家，且全部都要同意`)
};

export const proc_squeeze_informed_wrong_surveillance = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_SurveillanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只需通知监控部`)
};

export const proc_squeeze_nobody_working = /** @type {(inputs: Proc_Squeeze_Nobody_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有人押${i?.bet}家，所以${i?.bet}家的牌不交给任何人，由荷官开牌。规则 9.3 没有这样规定；这是赌场惯例，参照比赛玩法类推：比赛中无人下注的一手牌由荷官开牌（Tasmania 16.7.5）。`)
};

export const proc_squeeze_one_set_correct = /** @type {(inputs: Proc_Squeeze_One_Set_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每次只处理一手牌`)
};

export const proc_squeeze_one_set_question = /** @type {(inputs: Proc_Squeeze_One_Set_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`咪牌游戏。${i?.seat} 号位在闲家及庄家都是下注最高。该玩家应怎样处理这些牌？`)
};

export const proc_squeeze_one_set_working = /** @type {(inputs: Proc_Squeeze_One_Set_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如一位玩家在闲家及庄家都是下注最高，该玩家任何时候只可处理一手牌。`)
};

export const proc_squeeze_one_set_wrong_banker_only = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_Banker_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只处理庄家的牌；闲家的牌由荷官开`)
};

export const proc_squeeze_one_set_wrong_both = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两手牌同时处理`)
};

export const proc_squeeze_one_set_wrong_choose = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`玩家选一手牌；另一手交给注码次高的玩家`)
};

export const proc_squeeze_one_set_wrong_neither = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_NeitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两手都不处理：所有牌由荷官开`)
};

export const proc_squeeze_refuses = /** @type {(inputs: Proc_Squeeze_RefusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位不要${i?.bet}家的牌。`)
};

export const proc_squeeze_rule_nobody = /** @type {(inputs: Proc_Squeeze_Rule_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场惯例（参照 Tasmania 16.7.5 类推）`)
};

export const proc_squeeze_standing_correct = /** @type {(inputs: Proc_Squeeze_Standing_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的就座玩家`)
};

export const proc_squeeze_standing_question = /** @type {(inputs: Proc_Squeeze_Standing_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`咪牌游戏。一位站立玩家与 ${i?.seat} 号位的就座玩家共用投注区，在该位的${i?.bet}注上加了筹码；单是 ${i?.seat} 号位就座玩家自己的筹码，已多于${i?.bet}上任何其他注码。站立玩家要求咪${i?.bet}家的牌。${i?.bet}家的牌应交给谁？`)
};

export const proc_squeeze_standing_working = /** @type {(inputs: Proc_Squeeze_Standing_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`牌交给在该手牌下注最高的就座玩家（9.3a）：${i?.seat} 号位投注区的${i?.bet}注最高。站立玩家可与就座玩家一同下注，但不得接触牌（6.4）。`)
};

export const proc_squeeze_standing_wrong_next = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码次高的就座玩家`)
};

export const proc_squeeze_standing_wrong_one_each = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_One_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`站立玩家与就座玩家各拿一张`)
};

export const proc_squeeze_standing_wrong_standing = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在 ${i?.seat} 号位投注区下注的站立玩家`)
};

export const proc_squeeze_tie_lowest = /** @type {(inputs: Proc_Squeeze_Tie_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取最小号座位`)
};

export const proc_squeeze_tie_sequence = /** @type {(inputs: Proc_Squeeze_Tie_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取投注次序中最先下注者`)
};

export const proc_squeeze_who_passed = /** @type {(inputs: Proc_Squeeze_Who_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}家的牌应交给谁？`)
};

export const proc_squeeze_why_all_refused = /** @type {(inputs: Proc_Squeeze_Why_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`所有押${i?.bet}家的座位都不要牌：由荷官开牌。`)
};

export const proc_squeeze_why_highest = /** @type {(inputs: Proc_Squeeze_Why_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}家的注码最高。`)
};

export const proc_squeeze_why_highest_tie = /** @type {(inputs: Proc_Squeeze_Why_Highest_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.bet}家的注码最高（注码同为最高时：${i?.tie}）。`)
};

export const proc_squeeze_why_nobody = /** @type {(inputs: Proc_Squeeze_Why_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有人押${i?.bet}家：${i?.bet}家的牌由荷官开。`)
};

export const proc_squeeze_why_refused_many = /** @type {(inputs: Proc_Squeeze_Why_Refused_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位都不要牌：牌交给 ${i?.seat} 号位，即${i?.bet}家注码次高者。`)
};

export const proc_squeeze_why_refused_many_tie = /** @type {(inputs: Proc_Squeeze_Why_Refused_Many_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位都不要牌：牌交给 ${i?.seat} 号位，即${i?.bet}家注码次高者（注码同为最高时：${i?.tie}）。`)
};

export const proc_squeeze_why_refused_one = /** @type {(inputs: Proc_Squeeze_Why_Refused_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位不要牌：牌交给 ${i?.seat} 号位，即${i?.bet}家注码次高者。`)
};

export const proc_squeeze_why_refused_one_tie = /** @type {(inputs: Proc_Squeeze_Why_Refused_One_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位不要牌：牌交给 ${i?.seat} 号位，即${i?.bet}家注码次高者（注码同为最高时：${i?.tie}）。`)
};

export const proc_tools_amount = /** @type {(inputs: Proc_Tools_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const proc_tools_list = /** @type {(inputs: Proc_Tools_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const proc_tools_no = /** @type {(inputs: Proc_Tools_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`否`)
};

export const proc_tools_number = /** @type {(inputs: Proc_Tools_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

export const proc_tools_seat = /** @type {(inputs: Proc_Tools_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位`)
};

export const proc_tools_yes = /** @type {(inputs: Proc_Tools_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是`)
};

export const proc_wagers_a_bet = /** @type {(inputs: Proc_Wagers_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一注`)
};

export const proc_wagers_cash_question = /** @type {(inputs: Proc_Wagers_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派牌前，${i?.seat} 号位的玩家把 ${i?.amount} 现钞放在${i?.bet}的投注区，要求照原样投注。这注可以照放下的样子投注吗？`)
};

export const proc_wagers_chips_question = /** @type {(inputs: Proc_Wagers_Chips_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派牌前，${i?.seat} 号位的玩家把${i?.stake}筹码放在${i?.bet}的投注区，要求照原样投注。这注可以照放下的样子投注吗？`)
};

export const proc_wagers_deltin_correct = /** @type {(inputs: Proc_Wagers_Deltin_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`下一手牌可保留原注，或更改：加注或减注`)
};

export const proc_wagers_deltin_question = /** @type {(inputs: Proc_Wagers_Deltin_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这手牌是和局。${i?.seat} 号位在${i?.bet}有${i?.stake}。下一手牌之前，玩家可以怎样处理这注？`)
};

export const proc_wagers_deltin_working = /** @type {(inputs: Proc_Wagers_Deltin_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局时，玩家可选择在下一手牌保留或更改原注，即加注或减注。`)
};

export const proc_wagers_deltin_wrong_increase = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只可加注；不可减注`)
};

export const proc_wagers_deltin_wrong_nothing = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`什么都不能做：注码维持原样，直至输或赢`)
};

export const proc_wagers_deltin_wrong_returned = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码退回玩家，玩家下一手牌须重新下注`)
};

export const proc_wagers_deltin_wrong_take_down = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_Take_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只可收回；不可加注`)
};

export const proc_wagers_deltin_wrong_tie_area = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_Tie_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只可移到和的投注区`)
};

export const proc_wagers_federal_correct = /** @type {(inputs: Proc_Wagers_Federal_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在赌台展示告示，注明玩 Federal Baccarat`)
};

export const proc_wagers_federal_question = /** @type {(inputs: Proc_Wagers_Federal_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场决定在这张赌台玩 Federal Baccarat（庄赢 1 赔 1，惟庄以六点赢只赔一半）。赌台上必须展示什么？`)
};

export const proc_wagers_federal_situation = /** @type {(inputs: Proc_Wagers_Federal_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat（Tasmania 13）。`)
};

export const proc_wagers_federal_working = /** @type {(inputs: Proc_Wagers_Federal_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`如赌场营运者决定在某张赌台玩 Federal Baccarat，必须在该赌台展示告示注明。`)
};

export const proc_wagers_federal_wrong_announce = /** @type {(inputs: Proc_Wagers_Federal_Wrong_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不用展示：荷官在每个牌靴开始时宣布`)
};

export const proc_wagers_federal_wrong_consent = /** @type {(inputs: Proc_Wagers_Federal_Wrong_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每位玩家都须书面同意`)
};

export const proc_wagers_federal_wrong_liability = /** @type {(inputs: Proc_Wagers_Federal_Wrong_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最高总赔付额的告示`)
};

export const proc_wagers_federal_wrong_limits = /** @type {(inputs: Proc_Wagers_Federal_Wrong_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只展示平常的最低及最高注码`)
};

export const proc_wagers_federal_wrong_marker = /** @type {(inputs: Proc_Wagers_Federal_Wrong_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每个座位放一个特别标记`)
};

export const proc_wagers_moment_cards = /** @type {(inputs: Proc_Wagers_Moment_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已叫“停止下注”，已派出 ${i?.cards} 张牌。`)
};

export const proc_wagers_moment_first = /** @type {(inputs: Proc_Wagers_Moment_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已叫“停止下注”，第一张牌已派出。`)
};

export const proc_wagers_moment_none = /** @type {(inputs: Proc_Wagers_Moment_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`荷官还未派第一张牌。`)
};

export const proc_wagers_place_bets = /** @type {(inputs: Proc_Wagers_Place_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`请下注。`)
};

export const proc_wagers_reason_cash = /** @type {(inputs: Proc_Wagers_Reason_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只可以筹码投注：放在台面上的现金不算投注，须先兑换筹码。`)
};

export const proc_wagers_reason_chips = /** @type {(inputs: Proc_Wagers_Reason_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`注码以筹码投注。`)
};

export const proc_wagers_reason_closed_increase = /** @type {(inputs: Proc_Wagers_Reason_Closed_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌的第一张牌已派出（“停止下注”）：这手牌完结前不得加注。`)
};

export const proc_wagers_reason_closed_make = /** @type {(inputs: Proc_Wagers_Reason_Closed_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌的第一张牌已派出（“停止下注”）：这手牌完结前不得下注。`)
};

export const proc_wagers_reason_closed_withdraw = /** @type {(inputs: Proc_Wagers_Reason_Closed_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌的第一张牌已派出（“停止下注”）：这手牌完结前不得收回注码。`)
};

export const proc_wagers_reason_open_increase = /** @type {(inputs: Proc_Wagers_Reason_Open_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌还未派出任何牌，所以仍可加注。`)
};

export const proc_wagers_reason_open_make = /** @type {(inputs: Proc_Wagers_Reason_Open_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌还未派出任何牌，所以仍可下注。`)
};

export const proc_wagers_reason_open_withdraw = /** @type {(inputs: Proc_Wagers_Reason_Open_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这手牌还未派出任何牌，所以仍可收回注码。`)
};

export const proc_wagers_reason_standing_ok = /** @type {(inputs: Proc_Wagers_Reason_Standing_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.max} 位站立玩家可与就座玩家一同在一个投注区下注（站立玩家不得接触牌）。`)
};

export const proc_wagers_reason_standing_over = /** @type {(inputs: Proc_Wagers_Reason_Standing_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多只可有 ${i?.max} 位站立玩家与就座玩家一同在一个投注区下注，不可以是 ${i?.count} 位。`)
};

export const proc_wagers_rule_deltin = /** @type {(inputs: Proc_Wagers_Rule_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 指引：和局后改注`)
};

export const proc_wagers_standing_many = /** @type {(inputs: Proc_Wagers_Standing_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 位站立玩家想与就座玩家一同在 ${i?.seat} 号位的投注区下注。${i?.count} 人都可以在那里下注吗？`)
};

export const proc_wagers_standing_one = /** @type {(inputs: Proc_Wagers_Standing_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`一位站立玩家想与就座玩家一同在 ${i?.seat} 号位的投注区下注。该玩家可以在那里下注吗？`)
};

export const proc_wagers_standing_two = /** @type {(inputs: Proc_Wagers_Standing_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 位站立玩家想与就座玩家一同在 ${i?.seat} 号位的投注区下注。两人都可以在那里下注吗？`)
};

export const proc_wagers_tie = /** @type {(inputs: Proc_Wagers_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局。`)
};

export const proc_wagers_want_increase = /** @type {(inputs: Proc_Wagers_Want_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.bet}的注码上加筹码`)
};

export const proc_wagers_want_increase_amount = /** @type {(inputs: Proc_Wagers_Want_Increase_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.bet}上 ${i?.amount} 的注码加筹码`)
};

export const proc_wagers_want_make = /** @type {(inputs: Proc_Wagers_Want_MakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`在${i?.bet}新下一注 ${i?.amount}`)
};

export const proc_wagers_want_withdraw = /** @type {(inputs: Proc_Wagers_Want_WithdrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收回${i?.bet}上的注码`)
};

export const proc_wagers_want_withdraw_amount = /** @type {(inputs: Proc_Wagers_Want_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收回${i?.bet}上 ${i?.amount} 的注码`)
};

export const proc_wagers_wants = /** @type {(inputs: Proc_Wagers_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位的玩家想${i?.wants}。这样可以吗？`)
};

export const profile_casino_guide_name = /** @type {(inputs: Profile_Casino_Guide_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场指南迷你百家乐（佣金格）`)
};

export const profile_casino_guide_source = /** @type {(inputs: Profile_Casino_Guide_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场百家乐指南；Tasmania 12`)
};

export const profile_deltin_source = /** @type {(inputs: Profile_Deltin_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin 博彩指南`)
};

export const profile_dragon_name = /** @type {(inputs: Profile_Dragon_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐（派彩时扣佣金）`)
};

export const profile_dragon_source = /** @type {(inputs: Profile_Dragon_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝百家乐指南；Tasmania 12`)
};

export const profile_federal_description = /** @type {(inputs: Profile_Federal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal 百家乐：庄赢 1 赔 1，但庄以六点赢只赔一半。和 1 赔 8。`)
};

export const profile_federal_name = /** @type {(inputs: Profile_Federal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚 Federal 百家乐（庄六点赢赔一半）`)
};

export const profile_tasmania_description = /** @type {(inputs: Profile_Tasmania_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚百家乐规则：庄 20 赔 19，和 1 赔 8，完美对子 1 赔 6／12／25，八副牌。`)
};

export const push_word_capitalised = /** @type {(inputs: Push_Word_CapitalisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回`)
};

export const record_cards = /** @type {(inputs: Record_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} ${i?.rest}`)
};

export const record_draw = /** @type {(inputs: Record_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`补牌`)
};

export const record_face_down = /** @type {(inputs: Record_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`暗牌`)
};

export const record_hands = /** @type {(inputs: Record_HandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player}，庄 ${i?.banker}`)
};

export const record_hands_natural = /** @type {(inputs: Record_Hands_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲 ${i?.player}，庄 ${i?.banker}，例牌`)
};

export const record_no_cards = /** @type {(inputs: Record_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未发牌`)
};

export const record_nothing_settled = /** @type {(inputs: Record_Nothing_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有结算任何注`)
};

export const record_option = /** @type {(inputs: Record_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`选项 ${i?.key}`)
};

export const record_red_line_at = /** @type {(inputs: Record_Red_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.item} 题触犯红线：${i?.label}`)
};

export const record_seat_bet = /** @type {(inputs: Record_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位 ${i?.bet}`)
};

export const record_settle = /** @type {(inputs: Record_SettleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} ${i?.bet}`)
};

export const record_settle_list = /** @type {(inputs: Record_Settle_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const record_settle_pay = /** @type {(inputs: Record_Settle_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} ${i?.bet} ${i?.amount}`)
};

export const record_stand = /** @type {(inputs: Record_StandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不补牌`)
};

export const room_cli_env_short = /** @type {(inputs: Room_Cli_Env_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.env} 太短：须有 ${i?.min} 个字符或以上`)
};

export const room_cli_env_unset = /** @type {(inputs: Room_Cli_Env_UnsetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未设置 ${i?.env}：它是角色 ${i?.role} 的密码`)
};

export const room_cli_help_help = /** @type {(inputs: Room_Cli_Help_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`即本说明。`)
};

export const room_cli_help_init = /** @type {(inputs: Room_Cli_Help_InitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准备数据库（随时可再执行：不会改动任何内容，或为较旧的培训室升级）：
建立模式“room”及登录角色 bdt_station 与 bdt_trainer，其密码读自
环境变量 BDT_STATION_PASSWORD 及 BDT_TRAINER_PASSWORD（12 个字符或以上）。
管理员密码：写在网址中，或 PGPASSWORD，或 ~/.pgpass。`)
};

export const room_cli_help_status = /** @type {(inputs: Room_Cli_Help_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输出 JSON：模式版本、已加入的工作站，以及每个数据表的行数。`)
};

export const room_cli_help_title = /** @type {(inputs: Room_Cli_Help_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`培训室数据库（PostgreSQL），供信息技术人员使用。`)
};

export const room_cli_migrated = /** @type {(inputs: Room_Cli_MigratedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已由 ${i?.from} 升级至 ${i?.to}`)
};

export const room_cli_ready = /** @type {(inputs: Room_Cli_ReadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`培训室已就绪：模式版本 ${i?.version}（${i?.what}）；已设置角色 ${i?.first} 及 ${i?.second}`)
};

export const room_cli_unknown = /** @type {(inputs: Room_Cli_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未知的命令“${i?.command}”：命令为 init、status 及 help`)
};

export const room_cli_up_to_date = /** @type {(inputs: Room_Cli_Up_To_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已是最新`)
};

export const room_cli_url_missing = /** @type {(inputs: Room_Cli_Url_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`缺少 --url：请提供 --url ${i?.example}`)
};

export const room_cli_url_no_db = /** @type {(inputs: Room_Cli_Url_No_DbInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--url 未指明数据库：请以 /DATABASE 结尾`)
};

export const room_cli_url_not_url = /** @type {(inputs: Room_Cli_Url_Not_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--url 不是网址：应为 ${i?.example}`)
};

export const room_cli_url_scheme = /** @type {(inputs: Room_Cli_Url_SchemeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--url 必须以 postgres:// 开头（现以 ${i?.scheme}// 开头）`)
};

export const session_not_finished = /** @type {(inputs: Session_Not_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`未完成：${i?.items} 题中已答 ${i?.answered} 题`)
};

export const session_nothing_weak = /** @type {(inputs: Session_Nothing_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这里没有弱项：保持这些技能的熟练，或继续下一步。`)
};

export const session_overall_below = /** @type {(inputs: Session_Overall_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`总准确率 ${i?.accuracy} 低于合格线 ${i?.passMark}`)
};

export const session_practise = /** @type {(inputs: Session_PractiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`下一步练习${i?.skills}。`)
};

export const session_practise_cases = /** @type {(inputs: Session_Practise_CasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`下一步练习${i?.skills}（${i?.cases}）。`)
};

export const session_red_line_many = /** @type {(inputs: Session_Red_Line_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个红线错误（考核即判不合格）`)
};

export const session_red_line_one = /** @type {(inputs: Session_Red_Line_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} 个红线错误（考核即判不合格）`)
};

export const session_skill_below = /** @type {(inputs: Session_Skill_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：准确率 ${i?.accuracy} 低于 ${i?.passMark}`)
};

export const session_skill_slow = /** @type {(inputs: Session_Skill_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：中位时间 ${i?.median} 毫秒，慢于 ${i?.target} 毫秒`)
};

export const session_timed_out = /** @type {(inputs: Session_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超时：没有作答，因此判为错误。`)
};

export const session_timed_out_within = /** @type {(inputs: Session_Timed_Out_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`超时：${i?.seconds} 内没有作答，因此判为错误。`)
};

export const session_two_skills = /** @type {(inputs: Session_Two_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}和${i?.second}`)
};

export const settle_ans_leave = /** @type {(inputs: Settle_Ans_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不动：${i?.list}（“${i?.word}”）。`)
};

export const settle_ans_nothing_pay = /** @type {(inputs: Settle_Ans_Nothing_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有要派彩的注码。`)
};

export const settle_ans_nothing_take = /** @type {(inputs: Settle_Ans_Nothing_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有要收取的注码。`)
};

export const settle_ans_pay = /** @type {(inputs: Settle_Ans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派彩：${i?.list}。`)
};

export const settle_ans_take = /** @type {(inputs: Settle_Ans_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`收取：${i?.list}。`)
};

export const settle_box = /** @type {(inputs: Settle_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.amount}；${i?.commission}，记入佣金格`)
};

export const settle_deducted = /** @type {(inputs: Settle_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.payout}（${i?.amount} 减 ${i?.rate} 佣金 ${i?.commission}）`)
};

export const settle_deducted_rounded = /** @type {(inputs: Settle_Deducted_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩：${i?.amount} 减佣金（${i?.working}），即 ${i?.amount} 减 ${i?.commission} 为 ${i?.payout}`)
};

export const settle_fraction_down = /** @type {(inputs: Settle_Fraction_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不足一分的零头不派：本赌场舍去至整分`)
};

export const settle_fraction_half_up = /** @type {(inputs: Settle_Fraction_Half_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本赌场将不足一分的零头四舍五入至最接近的一分（半分进位）`)
};

export const settle_list = /** @type {(inputs: Settle_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const settle_list_semicolon = /** @type {(inputs: Settle_List_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}；${i?.rest}`)
};

export const settle_lose = /** @type {(inputs: Settle_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}：收取${i?.bet}注码 ${i?.amount}`)
};

export const settle_not_pair_banker = /** @type {(inputs: Settle_Not_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家首两张牌 ${i?.a} ${i?.b} 不是对子`)
};

export const settle_not_pair_player = /** @type {(inputs: Settle_Not_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家首两张牌 ${i?.a} ${i?.b} 不是对子`)
};

export const settle_odds = /** @type {(inputs: Settle_OddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.per} 赔 ${i?.pays}`)
};

export const settle_pay_item = /** @type {(inputs: Settle_Pay_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} ${i?.amount}`)
};

export const settle_pay_item_box = /** @type {(inputs: Settle_Pay_Item_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} ${i?.amount}（${i?.commission} 记入佣金格）`)
};

export const settle_push = /** @type {(inputs: Settle_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.result}：${i?.bet}注码 ${i?.amount} 为“${i?.word}”：留在原位（不输不赢）`)
};

export const settle_q_table = /** @type {(inputs: Settle_Q_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算全台注码。`)
};

export const settle_result_banker_wins = /** @type {(inputs: Settle_Result_Banker_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄赢，${i?.banker} 点胜 ${i?.player} 点`)
};

export const settle_result_player_wins = /** @type {(inputs: Settle_Result_Player_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲赢，${i?.player} 点胜 ${i?.banker} 点`)
};

export const settle_result_tie = /** @type {(inputs: Settle_Result_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`和局，${i?.point} 点`)
};

export const settle_seat_bet = /** @type {(inputs: Settle_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位${i?.bet}`)
};

export const settle_six_half = /** @type {(inputs: Settle_Six_HalfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家以 6 点胜：${i?.amount} 的一半为 ${i?.payout}`)
};

export const settle_six_half_odd = /** @type {(inputs: Settle_Six_Half_OddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家以 6 点胜：${i?.amount} 的一半为 ${i?.payout}（单数分的一半：${i?.fraction}）`)
};

export const settle_w_bet = /** @type {(inputs: Settle_W_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：${i?.working}`)
};

export const settle_w_box = /** @type {(inputs: Settle_W_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}：按 1 赔 1 派彩 ${i?.amount}，${i?.commission} 记入佣金格（${i?.working}）`)
};

export const settle_win_of = /** @type {(inputs: Settle_Win_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.payout}`)
};

export const settle_win_of_fraction = /** @type {(inputs: Settle_Win_Of_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.payout}（${i?.fraction}）`)
};

export const settle_win_on = /** @type {(inputs: Settle_Win_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.payout}`)
};

export const settle_win_on_fraction = /** @type {(inputs: Settle_Win_On_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} 按 ${i?.odds} 派彩为 ${i?.payout}（${i?.fraction}）`)
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

export const spec_assessment_attempts = /** @type {(inputs: Spec_Assessment_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可考次数`)
};

export const spec_assessment_red_lines = /** @type {(inputs: Spec_Assessment_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线错误`)
};

export const spec_assessment_wait = /** @type {(inputs: Spec_Assessment_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`两次考核相隔（分钟）`)
};

export const spec_at_least = /** @type {(inputs: Spec_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最少为 ${i?.n}`)
};

export const spec_at_most = /** @type {(inputs: Spec_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多为 ${i?.n}`)
};

export const spec_audition = /** @type {(inputs: Spec_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试镜`)
};

export const spec_audition_band = /** @type {(inputs: Spec_Audition_BandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`试镜第 ${i?.n} 级`)
};

export const spec_audition_below = /** @type {(inputs: Spec_Audition_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试镜，低于所有级别`)
};

export const spec_band_label = /** @type {(inputs: Spec_Band_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称`)
};

export const spec_band_min_accuracy = /** @type {(inputs: Spec_Band_Min_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低准确率`)
};

export const spec_band_min_coups = /** @type {(inputs: Spec_Band_Min_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每小时最少局数`)
};

export const spec_cannot_deal = /** @type {(inputs: Spec_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`无法派出：${i?.error}`)
};

export const spec_choose_one = /** @type {(inputs: Spec_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少选择一项`)
};

export const spec_constraint_named = /** @type {(inputs: Spec_Constraint_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`条件“${i?.key}”`)
};

export const spec_detail_needs_bets = /** @type {(inputs: Spec_Detail_Needs_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须选择适用的注项：在“下注于”下勾选`)
};

export const spec_field_of = /** @type {(inputs: Spec_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}，${i?.label}`)
};

export const spec_labelled = /** @type {(inputs: Spec_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：${i?.message}`)
};

export const spec_list = /** @type {(inputs: Spec_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const spec_low_high = /** @type {(inputs: Spec_Low_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最低值高于最高值：请由低至高填写`)
};

export const spec_median_positive = /** @type {(inputs: Spec_Median_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须多于 0 秒`)
};

export const spec_median_target = /** @type {(inputs: Spec_Median_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`中位时间目标，${i?.name}`)
};

export const spec_missing = /** @type {(inputs: Spec_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未填写`)
};

export const spec_must_be = /** @type {(inputs: Spec_Must_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须是${i?.expected}`)
};

export const spec_needs_pass_mark = /** @type {(inputs: Spec_Needs_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`须设置合格线（只有时间目标并不足够）`)
};

export const spec_newer_version = /** @type {(inputs: Spec_Newer_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`此文件是格式版本 ${i?.version}，由较新版本的程序写成；本程序读取版本 ${i?.current}。请更新程序后再导入。`)
};

export const spec_not_choice = /** @type {(inputs: Spec_Not_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是可选的项目`)
};

export const spec_not_dealt = /** @type {(inputs: Spec_Not_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`派不出任何题目：${i?.error}`)
};

export const spec_not_drill_set_format = /** @type {(inputs: Spec_Not_Drill_Set_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这不是练习题组（练习题组的格式为“${i?.format}”）`)
};

export const spec_not_empty = /** @type {(inputs: Spec_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不可留空`)
};

export const spec_not_object = /** @type {(inputs: Spec_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`这不是练习题组（不是一组设置）`)
};

export const spec_not_valid = /** @type {(inputs: Spec_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在此无效`)
};

export const spec_overall_pass = /** @type {(inputs: Spec_Overall_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整体合格线`)
};

export const spec_pass_mark_of = /** @type {(inputs: Spec_Pass_Mark_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`合格线，${i?.name}`)
};

export const spec_percent = /** @type {(inputs: Spec_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须在 0% 至 100% 之间`)
};

export const spec_practical_areas = /** @type {(inputs: Spec_Practical_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操范围`)
};

export const spec_section = /** @type {(inputs: Spec_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.n} 部分`)
};

export const spec_section_constraints = /** @type {(inputs: Spec_Section_ConstraintsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`条件`)
};

export const spec_section_count = /** @type {(inputs: Spec_Section_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`题数`)
};

export const spec_section_difficulty = /** @type {(inputs: Spec_Section_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`难度`)
};

export const spec_section_kind = /** @type {(inputs: Spec_Section_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习类型`)
};

export const spec_section_time = /** @type {(inputs: Spec_Section_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每题时限`)
};

export const spec_time_max = /** @type {(inputs: Spec_Time_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最多 600 秒（10 分钟）`)
};

export const spec_time_min = /** @type {(inputs: Spec_Time_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少半秒（或不限时）`)
};

export const spec_time_type = /** @type {(inputs: Spec_Time_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是秒数，或不限时`)
};

export const spec_too_rare = /** @type {(inputs: Spec_Too_RareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按这些条件派不出任何题目（派了 20,000 局都没有）：这些条件不能同时成立，或太罕见；请放宽其中一项`)
};

export const spec_top_assessment = /** @type {(inputs: Spec_Top_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核`)
};

export const spec_top_decks = /** @type {(inputs: Spec_Top_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`副数`)
};

export const spec_top_description = /** @type {(inputs: Spec_Top_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`说明`)
};

export const spec_top_format = /** @type {(inputs: Spec_Top_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文件格式`)
};

export const spec_top_mode = /** @type {(inputs: Spec_Top_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习或考核`)
};

export const spec_top_pass_marks = /** @type {(inputs: Spec_Top_Pass_MarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格线`)
};

export const spec_top_profile = /** @type {(inputs: Spec_Top_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const spec_top_red_line = /** @type {(inputs: Spec_Top_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`红线错误即考核不合格`)
};

export const spec_top_sections = /** @type {(inputs: Spec_Top_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`部分`)
};

export const spec_top_title = /** @type {(inputs: Spec_Top_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标题`)
};

export const spec_top_version = /** @type {(inputs: Spec_Top_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`格式版本`)
};

export const spec_type_array = /** @type {(inputs: Spec_Type_ArrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清单`)
};

export const spec_type_boolean = /** @type {(inputs: Spec_Type_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是或否`)
};

export const spec_type_int = /** @type {(inputs: Spec_Type_IntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`整数`)
};

export const spec_type_number = /** @type {(inputs: Spec_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`数字`)
};

export const spec_type_object = /** @type {(inputs: Spec_Type_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`一组设置`)
};

export const spec_type_string = /** @type {(inputs: Spec_Type_StringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`文字`)
};

export const spec_unknown_kind = /** @type {(inputs: Spec_Unknown_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是本程序认识的练习类型（认识的有：${i?.known}）`)
};

export const spec_unknown_red_line = /** @type {(inputs: Spec_Unknown_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不是本程序认识的红线（认识的有：${i?.known}）`)
};

export const spec_unrecognized = /** @type {(inputs: Spec_UnrecognizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`含有 ${i?.keys}，练习题组没有这些项目`)
};

export const spec_version_must = /** @type {(inputs: Spec_Version_MustInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`必须是 ${i?.version}`)
};

export const squeeze_all_refused = /** @type {(inputs: Squeeze_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`所有在${i?.hand}下注的座位都拒绝接牌：由荷官翻开`)
};

export const squeeze_all_refused_sentence = /** @type {(inputs: Squeeze_All_Refused_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`所有在${i?.hand}下注的座位都拒绝接牌：由荷官翻开`)
};

export const squeeze_equal = /** @type {(inputs: Squeeze_EqualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.explanation}（注码同为最高：${i?.tie}）`)
};

export const squeeze_highest = /** @type {(inputs: Squeeze_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.hand}的注码最高`)
};

export const squeeze_highest_sentence = /** @type {(inputs: Squeeze_Highest_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seat} 号位在${i?.hand}的注码最高`)
};

export const squeeze_nobody = /** @type {(inputs: Squeeze_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有人在${i?.hand}下注：这些牌由荷官翻开`)
};

export const squeeze_nobody_sentence = /** @type {(inputs: Squeeze_Nobody_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`没有人在${i?.hand}下注：这些牌由荷官翻开`)
};

export const squeeze_note_banker = /** @type {(inputs: Squeeze_Note_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家的牌：${i?.explanation}`)
};

export const squeeze_note_both_hands = /** @type {(inputs: Squeeze_Note_Both_HandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 9.3f：${i?.seat} 号位在两家的注码都最高，一次只处理一家的牌`)
};

export const squeeze_note_player = /** @type {(inputs: Squeeze_Note_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家的牌：${i?.explanation}`)
};

export const squeeze_refused_many = /** @type {(inputs: Squeeze_Refused_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位拒绝接牌：牌交给 ${i?.seat} 号位，即在${i?.hand}注码次高的座位`)
};

export const squeeze_refused_many_sentence = /** @type {(inputs: Squeeze_Refused_Many_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位拒绝接牌：牌交给 ${i?.seat} 号位，即在${i?.hand}注码次高的座位`)
};

export const squeeze_refused_one = /** @type {(inputs: Squeeze_Refused_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位拒绝接牌：牌交给 ${i?.seat} 号位，即在${i?.hand}注码次高的座位`)
};

export const squeeze_refused_one_sentence = /** @type {(inputs: Squeeze_Refused_One_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.refused} 号位拒绝接牌：牌交给 ${i?.seat} 号位，即在${i?.hand}注码次高的座位`)
};

export const squeeze_sentence = /** @type {(inputs: Squeeze_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.clause}。`)
};

export const squeeze_tie_betting_sequence = /** @type {(inputs: Squeeze_Tie_Betting_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注次序中最先下注的座位优先`)
};

export const squeeze_tie_lowest_seat = /** @type {(inputs: Squeeze_Tie_Lowest_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`号码最小的座位优先`)
};

export const std24_a_passes = /** @type {(inputs: Std24_A_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评级 A 必须令该范畴合格`)
};

export const std24_area_or_practical = /** @type {(inputs: Std24_Area_Or_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是 area（该范畴）或 practical（整个实操部分）`)
};

export const std24_area_twice = /** @type {(inputs: Std24_Area_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`范畴名称“${i?.name}”出现了两次`)
};

export const std24_at_most_red_lines = /** @type {(inputs: Std24_At_Most_Red_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`最多 ${i?.n} 条红线`)
};

export const std24_fail_grade_fails = /** @type {(inputs: Std24_Fail_Grade_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评为不合格必须令该范畴不合格`)
};

export const std24_id_form = /** @type {(inputs: Std24_Id_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是以连字符连接的小写英文单词（如“exposed-card”）`)
};

export const std24_id_twice = /** @type {(inputs: Std24_Id_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`代号“${i?.id}”用了两次`)
};

export const std24_leave_area_out = /** @type {(inputs: Std24_Leave_Area_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须留空：此红线令整个实操部分不合格`)
};

export const std24_name_the_area = /** @type {(inputs: Std24_Name_The_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须写明此红线令哪个范畴不合格`)
};

export const std24_not_an_area = /** @type {(inputs: Std24_Not_An_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.area}”不是此标准的范畴`)
};

export const std24_not_standard = /** @type {(inputs: Std24_Not_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不是实操标准`)
};

export const std24_not_worse = /** @type {(inputs: Std24_Not_WorseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`不可差于评级 ${i?.grade} 的结果（${i?.outcome}）`)
};

export const std24_outcome_fail = /** @type {(inputs: Std24_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不合格`)
};

export const std24_outcome_pass = /** @type {(inputs: Std24_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`合格`)
};

export const std24_outcome_retake = /** @type {(inputs: Std24_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重考`)
};

export const std24_pass_retake_fail = /** @type {(inputs: Std24_Pass_Retake_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须是 pass（合格）、retake（重考）或 fail（不合格）`)
};

export const std24_refused_standard = /** @type {(inputs: Std24_Refused_StandardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`实操标准未能保存：${i?.problems}`)
};

export const thirdcard_always_banker_draws = /** @type {(inputs: Thirdcard_Always_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact}时，庄家一定补牌${i?.level}（Tasmania 11）`)
};

export const thirdcard_always_banker_stands = /** @type {(inputs: Thirdcard_Always_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact}时，庄家一定不补牌${i?.level}（Tasmania 11）`)
};

export const thirdcard_always_player_draws = /** @type {(inputs: Thirdcard_Always_Player_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact}时，闲家一定补牌${i?.level}（Tasmania 11）`)
};

export const thirdcard_always_player_stands = /** @type {(inputs: Thirdcard_Always_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact}时，闲家一定不补牌${i?.level}（Tasmania 11）`)
};

export const thirdcard_cannot_deal = /** @type {(inputs: Thirdcard_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact}无法发出${i?.level}（Tasmania 11）`)
};

export const thirdcard_cannot_together = /** @type {(inputs: Thirdcard_Cannot_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.facts}和${i?.last}不可能同时出现${i?.level}（Tasmania 11）`)
};

export const thirdcard_fact_banker_draws = /** @type {(inputs: Thirdcard_Fact_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补牌`)
};

export const thirdcard_fact_banker_point = /** @type {(inputs: Thirdcard_Fact_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`庄家首两张牌 ${i?.range} 点`)
};

export const thirdcard_fact_banker_stands = /** @type {(inputs: Thirdcard_Fact_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家不补牌`)
};

export const thirdcard_fact_natural = /** @type {(inputs: Thirdcard_Fact_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌`)
};

export const thirdcard_fact_no_natural = /** @type {(inputs: Thirdcard_Fact_No_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有例牌`)
};

export const thirdcard_fact_player_draws = /** @type {(inputs: Thirdcard_Fact_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家补牌`)
};

export const thirdcard_fact_player_point = /** @type {(inputs: Thirdcard_Fact_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家首两张牌 ${i?.range} 点`)
};

export const thirdcard_fact_player_stands = /** @type {(inputs: Thirdcard_Fact_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家不补牌`)
};

export const thirdcard_fact_third_value = /** @type {(inputs: Thirdcard_Fact_Third_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`闲家第三张牌 ${i?.range} 点`)
};

export const thirdcard_field_banker_draws = /** @type {(inputs: Thirdcard_Field_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家补牌`)
};

export const thirdcard_field_banker_point = /** @type {(inputs: Thirdcard_Field_Banker_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家首两张牌点数`)
};

export const thirdcard_field_natural = /** @type {(inputs: Thirdcard_Field_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌 8 点或 9 点`)
};

export const thirdcard_field_player_draws = /** @type {(inputs: Thirdcard_Field_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家补第三张牌`)
};

export const thirdcard_field_player_point = /** @type {(inputs: Thirdcard_Field_Player_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家首两张牌点数`)
};

export const thirdcard_field_third_value = /** @type {(inputs: Thirdcard_Field_Third_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲家第三张牌`)
};

export const thirdcard_field_third_value_help = /** @type {(inputs: Thirdcard_Field_Third_Value_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`点数 0–9（10 和人头牌作 0 点）；即闲家补牌`)
};

export const thirdcard_level_hard = /** @type {(inputs: Thirdcard_Level_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（困难程度：没有例牌，只限庄家 3–6 点）`)
};

export const thirdcard_level_standard = /** @type {(inputs: Thirdcard_Level_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`（标准程度：没有例牌）`)
};

export const thirdcard_list = /** @type {(inputs: Thirdcard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}、${i?.rest}`)
};

export const thirdcard_none_together = /** @type {(inputs: Thirdcard_None_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`这些条件不可能同时出现${i?.level}（Tasmania 11）`)
};

export const tour_band_not_recorded = /** @type {(inputs: Tour_Band_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未记录`)
};

export const tour_floor_accuracy = /** @type {(inputs: Tour_Floor_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：准确率 ${i?.accuracy}，低于 ${i?.target}`)
};

export const tour_floor_few = /** @type {(inputs: Tour_Floor_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：近期只有 ${i?.answered} 题，至少需要 ${i?.needed} 题`)
};

export const tour_floor_last_failed = /** @type {(inputs: Tour_Floor_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：此技能最近一次考核不合格`)
};

export const tour_floor_median = /** @type {(inputs: Tour_Floor_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}：中位用时 ${i?.median}，慢于目标 ${i?.target}`)
};

export const tour_verify_choose = /** @type {(inputs: Tour_Verify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`选择文件…`)
};

export const tour_verify_none = /** @type {(inputs: Tour_Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`未选择文件`)
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
	return /** @type {LocalizedString} */ (`离开即会以“中途放弃”结束此次应考；只有导师可以让你继续。`)
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
	return /** @type {LocalizedString} */ (`重考规则仍会计算记录簿内的每一次应考。每项发现都是“审计”标签页中的一行。`)
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
	return /** @type {LocalizedString} */ (`${i?.area}不合格`)
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
	return /** @type {LocalizedString} */ (`已另存副本为“${i?.name}”：请编辑后保存。`)
};

export const trainer_prof_decks = /** @type {(inputs: Trainer_Prof_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} 副牌`)
};

export const trainer_prof_delete_q = /** @type {(inputs: Trainer_Prof_Delete_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`删除设置“${i?.id}”？`)
};

export const trainer_prof_delete_title = /** @type {(inputs: Trainer_Prof_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除设置`)
};

export const trainer_prof_deleted = /** @type {(inputs: Trainer_Prof_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已删除“${i?.id}”。`)
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
	return /** @type {LocalizedString} */ (`上台准备现采用“${i?.id}”的目标。`)
};

export const trainer_prof_house_now_app = /** @type {(inputs: Trainer_Prof_House_Now_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`上台准备现采用“${i?.id}”的目标（它没有自己的目标：采用程序的目标）。`)
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
	return /** @type {LocalizedString} */ (`已保存“${i?.name}”。`)
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
	return /** @type {LocalizedString} */ (`硬性时限：未能及时作答的步骤当作答错，并直接进入下一题（否则超时的答案会标示为“太慢”）`)
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
	return /** @type {LocalizedString} */ (`此题组附带的是“${i?.name}”的旧副本：赌场规则其后已更改。`)
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
	return /** @type {LocalizedString} */ (`${i?.labels}对“${i?.kind}”没有意义，因此已移除。`)
};

export const trainer_sec_dropped_one = /** @type {(inputs: Trainer_Sec_Dropped_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.labels}对“${i?.kind}”没有意义，因此已移除。`)
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
	return /** @type {LocalizedString} */ (`撤销：改回${i?.kind}`)
};

export const trainer_sec_untimed = /** @type {(inputs: Trainer_Sec_UntimedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不限时`)
};

export const trainer_sec_up = /** @type {(inputs: Trainer_Sec_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上移`)
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
	return /** @type {LocalizedString} */ (`题库已有名为“${i?.title}”的题组。你作出选择前不会导入任何内容：`)
};

export const trainer_sets_clash_builtin = /** @type {(inputs: Trainer_Sets_Clash_BuiltinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`题库已有名为“${i?.title}”的内置题组。你作出选择前不会导入任何内容：`)
};

export const trainer_sets_delete_message = /** @type {(inputs: Trainer_Sets_Delete_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`删除“${i?.title}”？题组会从题库移除；已记录的成绩保留其当时所用的版本（第 ${i?.revision} 版）。`)
};

export const trainer_sets_delete_title = /** @type {(inputs: Trainer_Sets_Delete_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除练习题组`)
};

export const trainer_sets_deleted = /** @type {(inputs: Trainer_Sets_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已删除“${i?.title}”。过往成绩保留其当时所用的版本。`)
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
	return /** @type {LocalizedString} */ (`已复制为“${i?.title}”。`)
};

export const trainer_sets_exported = /** @type {(inputs: Trainer_Sets_ExportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已将“${i?.title}”导出至 ${i?.path}。`)
};

export const trainer_sets_import = /** @type {(inputs: Trainer_Sets_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入文件…`)
};

export const trainer_sets_imported = /** @type {(inputs: Trainer_Sets_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已导入“${i?.title}”。`)
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
	return /** @type {LocalizedString} */ (`“${i?.title}”的新标题`)
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
	return /** @type {LocalizedString} */ (`已重命名为“${i?.title}”（第 ${i?.revision} 版）。`)
};

export const trainer_sets_replace = /** @type {(inputs: Trainer_Sets_ReplaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`替换…`)
};

export const trainer_sets_replace_message = /** @type {(inputs: Trainer_Sets_Replace_MessageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`以 ${i?.file} 中的题组替换“${i?.title}”？其版本号会增加；已记录的成绩保留其当时所用的版本。`)
};

export const trainer_sets_replace_title = /** @type {(inputs: Trainer_Sets_Replace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`替换练习题组`)
};

export const trainer_sets_replaced = /** @type {(inputs: Trainer_Sets_ReplacedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已替换“${i?.title}”（现为第 ${i?.revision} 版）。`)
};

export const trainer_sets_revision = /** @type {(inputs: Trainer_Sets_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`第 ${i?.revision} 版`)
};

export const trainer_sets_saved = /** @type {(inputs: Trainer_Sets_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已保存“${i?.title}”（第 ${i?.revision} 版）。`)
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
	return /** @type {LocalizedString} */ (`评级 A 即该范畴合格，评为“不合格”即该范畴不合格；B 和 C 的意思由学校订定。评分时考核员会看到每个评级的准则。`)
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
	return /** @type {LocalizedString} */ (`已把“${i?.title}”指派给 ${i?.names}。`)
};

export const trainer_ta_assigned_due = /** @type {(inputs: Trainer_Ta_Assigned_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已把“${i?.title}”指派给 ${i?.names}，限期 ${i?.due}。`)
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
	return /** @type {LocalizedString} */ (`已取消指派“${i?.title}”。`)
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

export const ui24r_audit_assessment_close = /** @type {(inputs: Ui24r_Audit_Assessment_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结束考核`)
};

export const ui24r_audit_assessment_closed = /** @type {(inputs: Ui24r_Audit_Assessment_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核结束`)
};

export const ui24r_audit_assessment_countersign_practical = /** @type {(inputs: Ui24r_Audit_Assessment_Countersign_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加签实操考核`)
};

export const ui24r_audit_assessment_export = /** @type {(inputs: Ui24r_Audit_Assessment_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出考核报告`)
};

export const ui24r_audit_assessment_grade_practical = /** @type {(inputs: Ui24r_Audit_Assessment_Grade_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`为实操考核评分`)
};

export const ui24r_audit_assessment_history = /** @type {(inputs: Ui24r_Audit_Assessment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看考生记录`)
};

export const ui24r_audit_assessment_record = /** @type {(inputs: Ui24r_Audit_Assessment_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看考核记录`)
};

export const ui24r_audit_assessment_replay = /** @type {(inputs: Ui24r_Audit_Assessment_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重播考核`)
};

export const ui24r_audit_assessment_resume = /** @type {(inputs: Ui24r_Audit_Assessment_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`继续考核`)
};

export const ui24r_audit_assessment_resumed = /** @type {(inputs: Ui24r_Audit_Assessment_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核继续`)
};

export const ui24r_audit_assessment_start = /** @type {(inputs: Ui24r_Audit_Assessment_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始考核`)
};

export const ui24r_audit_assessment_started = /** @type {(inputs: Ui24r_Audit_Assessment_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核开始`)
};

export const ui24r_audit_assignments_assign = /** @type {(inputs: Ui24r_Audit_Assignments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派题组`)
};

export const ui24r_audit_assignments_list = /** @type {(inputs: Ui24r_Audit_Assignments_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看指派`)
};

export const ui24r_audit_assignments_unassign = /** @type {(inputs: Ui24r_Audit_Assignments_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消指派`)
};

export const ui24r_audit_attempt_ledger_fault = /** @type {(inputs: Ui24r_Audit_Attempt_Ledger_FaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核账册有误`)
};

export const ui24r_audit_attempt_ledger_started = /** @type {(inputs: Ui24r_Audit_Attempt_Ledger_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核账册开始`)
};

export const ui24r_audit_audit_attempts = /** @type {(inputs: Ui24r_Audit_Audit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看考核账册`)
};

export const ui24r_audit_audit_check_failed = /** @type {(inputs: Ui24r_Audit_Audit_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`审计记录核对失败`)
};

export const ui24r_audit_audit_export_csv = /** @type {(inputs: Ui24r_Audit_Audit_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出审计记录 CSV`)
};

export const ui24r_audit_audit_trail = /** @type {(inputs: Ui24r_Audit_Audit_TrailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看审计记录`)
};

export const ui24r_audit_dashboard_assign_weak_cases = /** @type {(inputs: Ui24r_Audit_Dashboard_Assign_Weak_CasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派弱项练习`)
};

export const ui24r_audit_dashboard_cohort = /** @type {(inputs: Ui24r_Audit_Dashboard_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看整体成绩`)
};

export const ui24r_audit_dashboard_export_csv = /** @type {(inputs: Ui24r_Audit_Dashboard_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出总览 CSV`)
};

export const ui24r_audit_dashboard_export_xapi = /** @type {(inputs: Ui24r_Audit_Dashboard_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出 xAPI 记录`)
};

export const ui24r_audit_dashboard_trainee = /** @type {(inputs: Ui24r_Audit_Dashboard_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看学员进度`)
};

export const ui24r_audit_dashboard_trainees = /** @type {(inputs: Ui24r_Audit_Dashboard_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看学员总览`)
};

export const ui24r_audit_drill_sets_export_file = /** @type {(inputs: Ui24r_Audit_Drill_Sets_Export_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出题组文件`)
};

export const ui24r_audit_drill_sets_import_file = /** @type {(inputs: Ui24r_Audit_Drill_Sets_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入题组文件`)
};

export const ui24r_audit_key_store_created = /** @type {(inputs: Ui24r_Audit_Key_Store_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建密钥库`)
};

export const ui24r_audit_key_store_refused = /** @type {(inputs: Ui24r_Audit_Key_Store_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`密钥库拒绝打开`)
};

export const ui24r_audit_key_store_replaced = /** @type {(inputs: Ui24r_Audit_Key_Store_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更换密钥库`)
};

export const ui24r_audit_key_store_rewrapped = /** @type {(inputs: Ui24r_Audit_Key_Store_RewrappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以新密码重新保护密钥库`)
};

export const ui24r_audit_languages_set_default = /** @type {(inputs: Ui24r_Audit_Languages_Set_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置默认语言`)
};

export const ui24r_audit_passcode_changed = /** @type {(inputs: Ui24r_Audit_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改导师密码`)
};

export const ui24r_audit_passcode_kept_on_this_station = /** @type {(inputs: Ui24r_Audit_Passcode_Kept_On_This_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本机保留导师密码`)
};

export const ui24r_audit_passcode_recovered = /** @type {(inputs: Ui24r_Audit_Passcode_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以恢复码重设导师密码`)
};

export const ui24r_audit_passcode_reset = /** @type {(inputs: Ui24r_Audit_Passcode_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重设导师密码`)
};

export const ui24r_audit_passcode_reset_refused = /** @type {(inputs: Ui24r_Audit_Passcode_Reset_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝重设导师密码`)
};

export const ui24r_audit_passcode_set = /** @type {(inputs: Ui24r_Audit_Passcode_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置导师密码`)
};

export const ui24r_audit_passcode_taken_from_room = /** @type {(inputs: Ui24r_Audit_Passcode_Taken_From_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`采用培训室的导师密码`)
};

export const ui24r_audit_practical_countersigned = /** @type {(inputs: Ui24r_Audit_Practical_CountersignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操考核已加签`)
};

export const ui24r_audit_practical_graded = /** @type {(inputs: Ui24r_Audit_Practical_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操考核已评分`)
};

export const ui24r_audit_practical_save_standard = /** @type {(inputs: Ui24r_Audit_Practical_Save_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存实操标准`)
};

export const ui24r_audit_practical_standard = /** @type {(inputs: Ui24r_Audit_Practical_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看实操标准`)
};

export const ui24r_audit_practical_standard_saved = /** @type {(inputs: Ui24r_Audit_Practical_Standard_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`实操标准已保存`)
};

export const ui24r_audit_profiles_delete = /** @type {(inputs: Ui24r_Audit_Profiles_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除赌场规则`)
};

export const ui24r_audit_profiles_duplicate = /** @type {(inputs: Ui24r_Audit_Profiles_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制赌场规则`)
};

export const ui24r_audit_profiles_save = /** @type {(inputs: Ui24r_Audit_Profiles_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存赌场规则`)
};

export const ui24r_audit_profiles_set_house = /** @type {(inputs: Ui24r_Audit_Profiles_Set_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置本场规则`)
};

export const ui24r_audit_profiles_update = /** @type {(inputs: Ui24r_Audit_Profiles_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改赌场规则`)
};

export const ui24r_audit_profiles_usage = /** @type {(inputs: Ui24r_Audit_Profiles_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看赌场规则的使用情况`)
};

export const ui24r_audit_recovery_acknowledged = /** @type {(inputs: Ui24r_Audit_Recovery_AcknowledgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恢复通知已确认`)
};

export const ui24r_audit_recovery_code_issued = /** @type {(inputs: Ui24r_Audit_Recovery_Code_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`发出恢复码`)
};

export const ui24r_audit_recovery_refused = /** @type {(inputs: Ui24r_Audit_Recovery_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝恢复`)
};

export const ui24r_audit_report_exported = /** @type {(inputs: Ui24r_Audit_Report_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出报告`)
};

export const ui24r_audit_reports_trust_key = /** @type {(inputs: Ui24r_Audit_Reports_Trust_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`信任报告签名密钥`)
};

export const ui24r_audit_room_dashboard = /** @type {(inputs: Ui24r_Audit_Room_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看培训室总览`)
};

export const ui24r_audit_room_document_note = /** @type {(inputs: Ui24r_Audit_Room_Document_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看培训室文件备注`)
};

export const ui24r_audit_room_join = /** @type {(inputs: Ui24r_Audit_Room_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`加入培训室`)
};

export const ui24r_audit_room_leave = /** @type {(inputs: Ui24r_Audit_Room_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`离开培训室`)
};

export const ui24r_audit_room_passcode_changed = /** @type {(inputs: Ui24r_Audit_Room_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改培训室导师密码`)
};

export const ui24r_audit_room_passcode_refused = /** @type {(inputs: Ui24r_Audit_Room_Passcode_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝培训室导师密码`)
};

export const ui24r_audit_room_preview = /** @type {(inputs: Ui24r_Audit_Room_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览加入培训室`)
};

export const ui24r_audit_room_push_now = /** @type {(inputs: Ui24r_Audit_Room_Push_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`立即同步至培训室`)
};

export const ui24r_audit_room_status = /** @type {(inputs: Ui24r_Audit_Room_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看培训室状态`)
};

export const ui24r_audit_room_test = /** @type {(inputs: Ui24r_Audit_Room_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`测试培训室连接`)
};

export const ui24r_audit_room_trainee_history = /** @type {(inputs: Ui24r_Audit_Room_Trainee_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看培训室学员记录`)
};

export const ui24r_audit_seal_key_created = /** @type {(inputs: Ui24r_Audit_Seal_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建封存密钥`)
};

export const ui24r_audit_seal_key_replaced = /** @type {(inputs: Ui24r_Audit_Seal_Key_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更换封存密钥`)
};

export const ui24r_audit_signing_key_created = /** @type {(inputs: Ui24r_Audit_Signing_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`创建报告签名密钥`)
};

export const ui24r_audit_signing_key_wrapped = /** @type {(inputs: Ui24r_Audit_Signing_Key_WrappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保护报告签名密钥`)
};

export const ui24r_audit_storage_remove_damaged = /** @type {(inputs: Ui24r_Audit_Storage_Remove_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除损坏的记录`)
};

export const ui24r_audit_studio_sets_check = /** @type {(inputs: Ui24r_Audit_Studio_Sets_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`检查题组`)
};

export const ui24r_audit_studio_sets_delete = /** @type {(inputs: Ui24r_Audit_Studio_Sets_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除题组`)
};

export const ui24r_audit_studio_sets_duplicate = /** @type {(inputs: Ui24r_Audit_Studio_Sets_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`复制题组`)
};

export const ui24r_audit_studio_sets_export_file = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Export_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导出题组`)
};

export const ui24r_audit_studio_sets_get = /** @type {(inputs: Ui24r_Audit_Studio_Sets_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`打开题组`)
};

export const ui24r_audit_studio_sets_import_file = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入题组`)
};

export const ui24r_audit_studio_sets_list = /** @type {(inputs: Ui24r_Audit_Studio_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看题组`)
};

export const ui24r_audit_studio_sets_preview = /** @type {(inputs: Ui24r_Audit_Studio_Sets_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览题组`)
};

export const ui24r_audit_studio_sets_rename = /** @type {(inputs: Ui24r_Audit_Studio_Sets_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`重命名题组`)
};

export const ui24r_audit_studio_sets_resolve_import = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Resolve_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`处理导入冲突`)
};

export const ui24r_audit_studio_sets_save = /** @type {(inputs: Ui24r_Audit_Studio_Sets_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存题组`)
};

export const ui24r_audit_trainee_deleted = /** @type {(inputs: Ui24r_Audit_Trainee_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员已删除`)
};

export const ui24r_audit_trainee_pin_clear = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`清除学员 PIN`)
};

export const ui24r_audit_trainee_pin_cleared = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员 PIN 已清除`)
};

export const ui24r_audit_trainee_pin_cleared_in_room = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_Cleared_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员 PIN 已在培训室清除`)
};

export const ui24r_audit_trainee_pin_taken_from_room = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_Taken_From_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`采用培训室的学员 PIN`)
};

export const ui24r_audit_trainees_archive = /** @type {(inputs: Ui24r_Audit_Trainees_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`封存或恢复学员`)
};

export const ui24r_audit_trainees_create = /** @type {(inputs: Ui24r_Audit_Trainees_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增学员`)
};

export const ui24r_audit_trainees_delete = /** @type {(inputs: Ui24r_Audit_Trainees_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`删除学员`)
};

export const ui24r_audit_trainees_delete_plan = /** @type {(inputs: Ui24r_Audit_Trainees_Delete_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看删除学员的影响`)
};

export const ui24r_audit_trainees_import_list = /** @type {(inputs: Ui24r_Audit_Trainees_Import_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导入员工名单`)
};

export const ui24r_audit_trainees_manage = /** @type {(inputs: Ui24r_Audit_Trainees_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看学员名单`)
};

export const ui24r_audit_trainees_preview_csv = /** @type {(inputs: Ui24r_Audit_Trainees_Preview_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`预览员工名单`)
};

export const ui24r_audit_trainees_update = /** @type {(inputs: Ui24r_Audit_Trainees_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改学员资料`)
};

export const ui24r_audit_trainer_acknowledge_recovery = /** @type {(inputs: Ui24r_Audit_Trainer_Acknowledge_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认恢复通知`)
};

export const ui24r_audit_trainer_locked = /** @type {(inputs: Ui24r_Audit_Trainer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师模式已锁上`)
};

export const ui24r_audit_trainer_recovery_code = /** @type {(inputs: Ui24r_Audit_Trainer_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`生成恢复码`)
};

export const ui24r_audit_trainer_recovery_notice = /** @type {(inputs: Ui24r_Audit_Trainer_Recovery_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看恢复通知`)
};

export const ui24r_audit_trainer_settings_get = /** @type {(inputs: Ui24r_Audit_Trainer_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`查看导师设置`)
};

export const ui24r_audit_trainer_settings_set = /** @type {(inputs: Ui24r_Audit_Trainer_Settings_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`修改导师设置`)
};

export const ui24r_audit_trainer_unlocked = /** @type {(inputs: Ui24r_Audit_Trainer_UnlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师模式已解锁`)
};

export const ui24r_audit_trusted_key_added = /** @type {(inputs: Ui24r_Audit_Trusted_Key_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增信任密钥`)
};

export const ui24r_audit_trusted_keys_tampered = /** @type {(inputs: Ui24r_Audit_Trusted_Keys_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`信任密钥清单被改动`)
};

export const ui24r_audit_unknown = /** @type {(inputs: Ui24r_Audit_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`其他操作（${i?.action}）`)
};

export const ui24r_audit_unlock_refused = /** @type {(inputs: Ui24r_Audit_Unlock_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`拒绝解锁导师模式`)
};

export const ui24r_day_hint = /** @type {(inputs: Ui24r_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`日期：年、月、日（例如 2026-03-12 或 2026年3月12日）`)
};

export const ui24r_day_placeholder = /** @type {(inputs: Ui24r_Day_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`年-月-日`)
};

export const ui24r_house_nine_seats_description = /** @type {(inputs: Ui24r_House_Nine_Seats_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚规则用于九个座位的赌台（Tasmania 1：赌台为七或九名就座玩家设有编号位置）。`)
};

export const ui24r_house_nine_seats_name = /** @type {(inputs: Ui24r_House_Nine_Seats_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`塔斯马尼亚九个座位（佣金 20 赔 19，完美对子）`)
};

export const ui_ans_amount_hint = /** @type {(inputs: Ui_Ans_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`输入金额（33.25）或用筹码组成（Q W E R … 加入，Shift+键移除）；然后按 Enter。`)
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
	return /** @type {LocalizedString} */ (`用筹码组成（Q W E R … 加入，Shift+键移除，Backspace 清空）；然后按 Enter。`)
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
	return /** @type {LocalizedString} */ (`派彩：闲赢 1 赔 1；庄赢 20 赔 19；和局 1 赔 8（赌场告示注明时可 1 赔 9）。`)
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
	return /** @type {LocalizedString} */ (`完美对子：押闲家或庄家头两张牌为对子的旁注。`)
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
	return /** @type {LocalizedString} */ (`完美对子：混色 1 赔 6，同色 1 赔 12，同花 1 赔 25。`)
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
	return /** @type {LocalizedString} */ (`A 作一点，人头牌作十点，其余按牌面计；一手牌的点数为总和减去十的倍数（0 至 9）。零点称为“百家乐”。`)
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

export const ui_dash_find = /** @type {(inputs: Ui_Dash_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`搜索`)
};

export const ui_dash_find_placeholder = /** @type {(inputs: Ui_Dash_Find_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名或员工编号`)
};

export const ui_dash_nothing_answered = /** @type {(inputs: Ui_Dash_Nothing_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`尚未作答。`)
};

export const ui_dash_reading = /** @type {(inputs: Ui_Dash_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`正在读取学员…`)
};

export const ui_dash_ready_only = /** @type {(inputs: Ui_Dash_Ready_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`只看达到上台水平`)
};

export const ui_dash_sort_attempts = /** @type {(inputs: Ui_Dash_Sort_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`考核次数最多`)
};

export const ui_dash_sort_by = /** @type {(inputs: Ui_Dash_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`排序`)
};

export const ui_dash_sort_flagged = /** @type {(inputs: Ui_Dash_Sort_FlaggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`标记个案最多`)
};

export const ui_dash_sort_floor = /** @type {(inputs: Ui_Dash_Sort_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`达到上台水平优先`)
};

export const ui_dash_sort_last = /** @type {(inputs: Ui_Dash_Sort_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最近活动`)
};

export const ui_dash_sort_name = /** @type {(inputs: Ui_Dash_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`姓名`)
};

export const ui_dash_title = /** @type {(inputs: Ui_Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师仪表板`)
};

export const ui_dash_trainees = /** @type {(inputs: Ui_Dash_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`学员`)
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
	return /** @type {LocalizedString} */ (`上一题用时 ${i?.time}`)
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

export const ui_home_assigned_again = /** @type {(inputs: Ui_Home_Assigned_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`再做一次`)
};

export const ui_home_assigned_all_done = /** @type {(inputs: Ui_Home_Assigned_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部完成`)
};

export const ui_home_assigned_done = /** @type {(inputs: Ui_Home_Assigned_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已完成`)
};

export const ui_home_assigned_done_due = /** @type {(inputs: Ui_Home_Assigned_Done_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已完成（期限 ${i?.day}）`)
};

export const ui_home_assigned_due = /** @type {(inputs: Ui_Home_Assigned_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`期限 ${i?.day}`)
};

export const ui_home_assigned_gone = /** @type {(inputs: Ui_Home_Assigned_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`已不在题库中：请向导师查询。`)
};

export const ui_home_assigned_no_due = /** @type {(inputs: Ui_Home_Assigned_No_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`没有期限`)
};

export const ui_home_assigned_overdue = /** @type {(inputs: Ui_Home_Assigned_OverdueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`已逾期：期限 ${i?.day}`)
};

export const ui_home_assigned_start = /** @type {(inputs: Ui_Home_Assigned_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`开始`)
};

export const ui_home_assigned_title = /** @type {(inputs: Ui_Home_Assigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指派给你的练习`)
};

export const ui_home_assigned_to_do = /** @type {(inputs: Ui_Home_Assigned_To_DoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`尚有 ${i?.count} 项`)
};

export const ui_home_cancel = /** @type {(inputs: Ui_Home_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`取消`)
};

export const ui_home_close_ask = /** @type {(inputs: Ui_Home_Close_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭…`)
};

export const ui_home_close_confirm = /** @type {(inputs: Ui_Home_Close_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`关闭“${i?.title}”？关闭后不能再继续；已作答的答案仍会保存。`)
};

export const ui_home_close_confirm_title = /** @type {(inputs: Ui_Home_Close_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`确认关闭练习`)
};

export const ui_home_close_it = /** @type {(inputs: Ui_Home_Close_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`关闭`)
};

export const ui_home_keep_open = /** @type {(inputs: Ui_Home_Keep_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保留`)
};

export const ui_home_pin = /** @type {(inputs: Ui_Home_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN`)
};

export const ui_home_pin_change = /** @type {(inputs: Ui_Home_Pin_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改 PIN`)
};

export const ui_home_pin_changed = /** @type {(inputs: Ui_Home_Pin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN 已更改。`)
};

export const ui_home_pin_current = /** @type {(inputs: Ui_Home_Pin_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`当前的 PIN`)
};

export const ui_home_pin_forgotten = /** @type {(inputs: Ui_Home_Pin_ForgottenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`忘记了？导师可以清除它（导师模式，学员）。`)
};

export const ui_home_pin_locked = /** @type {(inputs: Ui_Home_Pin_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`的练习受 PIN 保护。请输入 PIN，或选择你自己的名字。`)
};

export const ui_home_pin_new = /** @type {(inputs: Ui_Home_Pin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新 PIN（6 至 12 位数字，不可为 123456 或 111111）`)
};

export const ui_home_pin_set = /** @type {(inputs: Ui_Home_Pin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN 已设置：每次选中你时都会要求输入。`)
};

export const ui_home_pin_set_one = /** @type {(inputs: Ui_Home_Pin_Set_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`设置 PIN`)
};

export const ui_home_pin_title = /** @type {(inputs: Ui_Home_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`用 PIN 保护我的练习（F3）`)
};

export const ui_home_rename = /** @type {(inputs: Ui_Home_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`改名`)
};

export const ui_home_rename_label = /** @type {(inputs: Ui_Home_Rename_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改我的名字`)
};

export const ui_home_rename_title = /** @type {(inputs: Ui_Home_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改我的名字（F2）`)
};

export const ui_home_save = /** @type {(inputs: Ui_Home_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`保存`)
};

export const ui_home_sign_in = /** @type {(inputs: Ui_Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`登录`)
};

export const ui_home_your_name = /** @type {(inputs: Ui_Home_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`你的名字`)
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
	return /** @type {LocalizedString} */ (`练习到期题目`)
};

export const ui_links_due_count = /** @type {(inputs: Ui_Links_Due_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`练习到期题目（${i?.count}）`)
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

export const ui_profile_banker_commission = /** @type {(inputs: Ui_Profile_Banker_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`抽佣金（Tasmania 12.2）`)
};

export const ui_profile_banker_pays = /** @type {(inputs: Ui_Profile_Banker_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家派彩`)
};

export const ui_profile_banker_six_half = /** @type {(inputs: Ui_Profile_Banker_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 赔 1，以 6 点胜出赔一半（12.4）`)
};

export const ui_profile_banker_tie = /** @type {(inputs: Ui_Profile_Banker_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家与和局`)
};

export const ui_profile_bet_unit = /** @type {(inputs: Ui_Profile_Bet_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`投注单位`)
};

export const ui_profile_bet_unit_hint = /** @type {(inputs: Ui_Profile_Bet_Unit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`练习中的注码都是它的倍数`)
};

export const ui_profile_burn = /** @type {(inputs: Ui_Profile_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新牌靴烧牌（翻开第一张牌，按其点数烧牌）`)
};

export const ui_profile_chip_at_most = /** @type {(inputs: Ui_Profile_Chip_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少的筹码，同一面额最多 N 枚`)
};

export const ui_profile_chip_colours = /** @type {(inputs: Ui_Profile_Chip_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`按注码本身的颜色`)
};

export const ui_profile_chip_fewest = /** @type {(inputs: Ui_Profile_Chip_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最少的筹码`)
};

export const ui_profile_chip_max = /** @type {(inputs: Ui_Profile_Chip_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同一面额最多`)
};

export const ui_profile_chip_max_hint = /** @type {(inputs: Ui_Profile_Chip_Max_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 至 19`)
};

export const ui_profile_chip_payment = /** @type {(inputs: Ui_Profile_Chip_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`以筹码派彩`)
};

export const ui_profile_chips = /** @type {(inputs: Ui_Profile_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码`)
};

export const ui_profile_chips_hint = /** @type {(inputs: Ui_Profile_Chips_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`由小到大：0.25, 1, 5`)
};

export const ui_profile_collection = /** @type {(inputs: Ui_Profile_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金收取方式`)
};

export const ui_profile_collection_box = /** @type {(inputs: Ui_Profile_Collection_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`记在该座位的佣金格`)
};

export const ui_profile_collection_deducted = /** @type {(inputs: Ui_Profile_Collection_DeductedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`派彩时扣除`)
};

export const ui_profile_coloured_pair = /** @type {(inputs: Ui_Profile_Coloured_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`同色对子`)
};

export const ui_profile_commission_odds = /** @type {(inputs: Ui_Profile_Commission_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金赔率`)
};

export const ui_profile_competition = /** @type {(inputs: Ui_Profile_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛玩法（Tasmania 16）`)
};

export const ui_profile_competition_unit = /** @type {(inputs: Ui_Profile_Competition_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比赛单位`)
};

export const ui_profile_conventions = /** @type {(inputs: Ui_Profile_ConventionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌场惯例`)
};

export const ui_profile_currency = /** @type {(inputs: Ui_Profile_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`货币`)
};

export const ui_profile_currency_hint = /** @type {(inputs: Ui_Profile_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AUD、CNY…`)
};

export const ui_profile_currency_symbol = /** @type {(inputs: Ui_Profile_Currency_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`货币符号`)
};

export const ui_profile_currency_word = /** @type {(inputs: Ui_Profile_Currency_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`货币`)
};

export const ui_profile_cut_first = /** @type {(inputs: Ui_Profile_Cut_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先请谁切牌`)
};

export const ui_profile_cut_first_place = /** @type {(inputs: Ui_Profile_Cut_First_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`有人坐的最小号座位`)
};

export const ui_profile_cut_sat_first = /** @type {(inputs: Ui_Profile_Cut_Sat_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最先坐下的玩家（5.3）`)
};

export const ui_profile_decks = /** @type {(inputs: Ui_Profile_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`副数`)
};

export const ui_profile_decks_hint = /** @type {(inputs: Ui_Profile_Decks_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 至 8`)
};

export const ui_profile_description = /** @type {(inputs: Ui_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`说明`)
};

export const ui_profile_dragon = /** @type {(inputs: Ui_Profile_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝`)
};

export const ui_profile_dragon_margin = /** @type {(inputs: Ui_Profile_Dragon_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`胜 ${i?.n} 点`)
};

export const ui_profile_dragon_natural = /** @type {(inputs: Ui_Profile_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`例牌胜出`)
};

export const ui_profile_field_banker_odds = /** @type {(inputs: Ui_Profile_Field_Banker_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄家佣金赔率`)
};

export const ui_profile_field_chips = /** @type {(inputs: Ui_Profile_Field_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`筹码面额`)
};

export const ui_profile_field_currency_code = /** @type {(inputs: Ui_Profile_Field_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`货币代码`)
};

export const ui_profile_field_dragon_margin = /** @type {(inputs: Ui_Profile_Field_Dragon_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`龙宝：胜 ${i?.n} 点`)
};

export const ui_profile_field_dragon_natural = /** @type {(inputs: Ui_Profile_Field_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`龙宝：例牌胜出`)
};

export const ui_profile_field_for = /** @type {(inputs: Ui_Profile_Field_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}（比）`)
};

export const ui_profile_field_liability = /** @type {(inputs: Ui_Profile_Field_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`最高总赔付额`)
};

export const ui_profile_field_min_answered = /** @type {(inputs: Ui_Profile_Field_Min_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评定前需要的作答数`)
};

export const ui_profile_field_pairs_odds = /** @type {(inputs: Ui_Profile_Field_Pairs_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲对／庄对赔率`)
};

export const ui_profile_field_pays = /** @type {(inputs: Ui_Profile_Field_PaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}（赔）`)
};

export const ui_profile_field_pp_coloured = /** @type {(inputs: Ui_Profile_Field_Pp_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：同色对子`)
};

export const ui_profile_field_pp_mixed = /** @type {(inputs: Ui_Profile_Field_Pp_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：混色对子`)
};

export const ui_profile_field_pp_perfect = /** @type {(inputs: Ui_Profile_Field_Pp_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子：完美对子`)
};

export const ui_profile_field_round_on = /** @type {(inputs: Ui_Profile_Field_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金取整时机`)
};

export const ui_profile_field_skill_accuracy = /** @type {(inputs: Ui_Profile_Field_Skill_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}准确率`)
};

export const ui_profile_field_skill_pace = /** @type {(inputs: Ui_Profile_Field_Skill_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}速度`)
};

export const ui_profile_field_skill_target = /** @type {(inputs: Ui_Profile_Field_Skill_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}目标`)
};

export const ui_profile_field_super_six_odds = /** @type {(inputs: Ui_Profile_Field_Super_Six_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超级六赔率`)
};

export const ui_profile_field_tie_odds = /** @type {(inputs: Ui_Profile_Field_Tie_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局赔率`)
};

export const ui_profile_form = /** @type {(inputs: Ui_Profile_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台设置`)
};

export const ui_profile_fractional = /** @type {(inputs: Ui_Profile_FractionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`不足一分`)
};

export const ui_profile_fractional_down = /** @type {(inputs: Ui_Profile_Fractional_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向下取整派彩`)
};

export const ui_profile_fractional_half_up = /** @type {(inputs: Ui_Profile_Fractional_Half_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`四舍五入至最接近的分`)
};

export const ui_profile_id = /** @type {(inputs: Ui_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`代号`)
};

export const ui_profile_id_hint = /** @type {(inputs: Ui_Profile_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`小写英文字母、数字和连字符`)
};

export const ui_profile_indicator = /** @type {(inputs: Ui_Profile_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`指示牌（16.5.1）`)
};

export const ui_profile_liability = /** @type {(inputs: Ui_Profile_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`总赔付额`)
};

export const ui_profile_liability_hint = /** @type {(inputs: Ui_Profile_Liability_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`留空：不设（Tasmania 7.3b）`)
};

export const ui_profile_limits = /** @type {(inputs: Ui_Profile_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`投注限额和筹码（${i?.currency}）`)
};

export const ui_profile_main = /** @type {(inputs: Ui_Profile_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲／庄`)
};

export const ui_profile_maximum = /** @type {(inputs: Ui_Profile_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bets}最高`)
};

export const ui_profile_min_answered = /** @type {(inputs: Ui_Profile_Min_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`评定前的作答数`)
};

export const ui_profile_minimum = /** @type {(inputs: Ui_Profile_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bets}最低`)
};

export const ui_profile_mixed_pair = /** @type {(inputs: Ui_Profile_Mixed_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`混色对子`)
};

export const ui_profile_name = /** @type {(inputs: Ui_Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`名称`)
};

export const ui_profile_pace = /** @type {(inputs: Ui_Profile_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度目标`)
};

export const ui_profile_pace_hint = /** @type {(inputs: Ui_Profile_Pace_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`每小时局数；赌场惯例（默认：迷你台 ${i?.mini}，咪牌中型台 ${i?.midi}）`)
};

export const ui_profile_pair = /** @type {(inputs: Ui_Profile_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`对子`)
};

export const ui_profile_pairs = /** @type {(inputs: Ui_Profile_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`闲对／庄对`)
};

export const ui_profile_perfect_pair = /** @type {(inputs: Ui_Profile_Perfect_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子`)
};

export const ui_profile_perfect_pairs = /** @type {(inputs: Ui_Profile_Perfect_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`完美对子（Tasmania 15）`)
};

export const ui_profile_push_word = /** @type {(inputs: Ui_Profile_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`退回的说法`)
};

export const ui_profile_push_word_hint = /** @type {(inputs: Ui_Profile_Push_Word_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和局时闲、庄注码留在原位：用于每条问题、答案和按钮`)
};

export const ui_profile_round_on = /** @type {(inputs: Ui_Profile_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`何时取整`)
};

export const ui_profile_round_on_mark = /** @type {(inputs: Ui_Profile_Round_On_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每次派彩或记入佣金格时`)
};

export const ui_profile_round_on_total = /** @type {(inputs: Ui_Profile_Round_On_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座位结算佣金格总额时取整一次`)
};

export const ui_profile_rounding = /** @type {(inputs: Ui_Profile_RoundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`佣金进位`)
};

export const ui_profile_rounding_down = /** @type {(inputs: Ui_Profile_Rounding_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向下取整至最小筹码可付的金额`)
};

export const ui_profile_rounding_exact = /** @type {(inputs: Ui_Profile_Rounding_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`收到分（不足一分作一分计）`)
};

export const ui_profile_rounding_up = /** @type {(inputs: Ui_Profile_Rounding_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`向上取整至最小筹码可付的金额`)
};

export const ui_profile_seat_one = /** @type {(inputs: Ui_Profile_Seat_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座位编号`)
};

export const ui_profile_seat_one_left = /** @type {(inputs: Ui_Profile_Seat_One_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官左手边`)
};

export const ui_profile_seat_one_right = /** @type {(inputs: Ui_Profile_Seat_One_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 号位在荷官右手边`)
};

export const ui_profile_seats = /** @type {(inputs: Ui_Profile_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`座位`)
};

export const ui_profile_seats_n = /** @type {(inputs: Ui_Profile_Seats_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} 个座位`)
};

export const ui_profile_secret_wagers = /** @type {(inputs: Ui_Profile_Secret_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秘密投注`)
};

export const ui_profile_secret_wagers_hint = /** @type {(inputs: Ui_Profile_Secret_Wagers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 至 20 (16.6)`)
};

export const ui_profile_settlement = /** @type {(inputs: Ui_Profile_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`结算次序`)
};

export const ui_profile_settlement_losers = /** @type {(inputs: Ui_Profile_Settlement_LosersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先收所有输注，再派彩给赢注`)
};

export const ui_profile_settlement_main = /** @type {(inputs: Ui_Profile_Settlement_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`先结算主注，再结算旁注`)
};

export const ui_profile_side_bets = /** @type {(inputs: Ui_Profile_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`旁注`)
};

export const ui_profile_source = /** @type {(inputs: Ui_Profile_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`规则出处`)
};

export const ui_profile_source_hint = /** @type {(inputs: Ui_Profile_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`在反馈中引用`)
};

export const ui_profile_squeeze = /** @type {(inputs: Ui_Profile_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`可以咪牌（Tasmania 9.3）`)
};

export const ui_profile_super_six = /** @type {(inputs: Ui_Profile_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`超级六`)
};

export const ui_profile_super_six_odds = /** @type {(inputs: Ui_Profile_Super_Six_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`庄以 6 点胜出`)
};

export const ui_profile_table = /** @type {(inputs: Ui_Profile_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赌台`)
};

export const ui_profile_targets = /** @type {(inputs: Ui_Profile_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`上台水平目标`)
};

export const ui_profile_targets_on = /** @type {(inputs: Ui_Profile_Targets_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`本赌场自定目标（否则用本程序的：95% 和一般速度，四项技能）`)
};

export const ui_profile_tie = /** @type {(inputs: Ui_Profile_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`和`)
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

export const ui_prog_clause_column_all = /** @type {(inputs: Ui_Prog_Clause_Column_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`全部`)
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
	return /** @type {LocalizedString} */ (`练习到期题目（${i?.count}）`)
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

export const ui_studio_audition = /** @type {(inputs: Ui_Studio_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`试镜`)
};

export const ui_studio_audition_on = /** @type {(inputs: Ui_Studio_Audition_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`把速度练习当作试镜评分：按每小时局数和准确率一并评定水平等级`)
};

export const ui_studio_band_add = /** @type {(inputs: Ui_Studio_Band_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`新增等级`)
};

export const ui_studio_band_below = /** @type {(inputs: Ui_Studio_Band_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`低于所有等级`)
};

export const ui_studio_band_col = /** @type {(inputs: Ui_Studio_Band_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`等级（最佳在前）`)
};

export const ui_studio_band_coups = /** @type {(inputs: Ui_Studio_Band_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`等级 ${i?.n}：每小时局数至少`)
};

export const ui_studio_band_coups_col = /** @type {(inputs: Ui_Studio_Band_Coups_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`每小时局数至少`)
};

export const ui_studio_band_name = /** @type {(inputs: Ui_Studio_Band_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`等级 ${i?.n}：名称`)
};

export const ui_studio_band_pct = /** @type {(inputs: Ui_Studio_Band_PctInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`等级 ${i?.n}：准确率至少（%）`)
};

export const ui_studio_band_pct_col = /** @type {(inputs: Ui_Studio_Band_Pct_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率至少（%）`)
};

export const ui_studio_band_remove = /** @type {(inputs: Ui_Studio_Band_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`移除`)
};

export const ui_studio_c_any = /** @type {(inputs: Ui_Studio_C_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`任意`)
};

export const ui_studio_c_either = /** @type {(inputs: Ui_Studio_C_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`皆可`)
};

export const ui_studio_c_exactly = /** @type {(inputs: Ui_Studio_C_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`恰好`)
};

export const ui_studio_c_highest = /** @type {(inputs: Ui_Studio_C_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：最高`)
};

export const ui_studio_c_lowest = /** @type {(inputs: Ui_Studio_C_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：最低`)
};

export const ui_studio_c_no = /** @type {(inputs: Ui_Studio_C_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`否`)
};

export const ui_studio_c_point_mode = /** @type {(inputs: Ui_Studio_C_Point_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：任意、单一数值或范围`)
};

export const ui_studio_c_range = /** @type {(inputs: Ui_Studio_C_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`从…到…`)
};

export const ui_studio_c_yes = /** @type {(inputs: Ui_Studio_C_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`是`)
};

export const ui_studio_odds_pays = /** @type {(inputs: Ui_Studio_Odds_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`赔`)
};

export const ui_studio_odds_pays_error = /** @type {(inputs: Ui_Studio_Odds_Pays_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`赔：${i?.error}`)
};

export const ui_studio_odds_pays_label = /** @type {(inputs: Ui_Studio_Odds_Pays_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：赔`)
};

export const ui_studio_odds_to = /** @type {(inputs: Ui_Studio_Odds_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`比`)
};

export const ui_studio_odds_to_error = /** @type {(inputs: Ui_Studio_Odds_To_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`比：${i?.error}`)
};

export const ui_studio_odds_to_label = /** @type {(inputs: Ui_Studio_Odds_To_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}：比`)
};

export const ui_studio_targets_accuracy = /** @type {(inputs: Ui_Studio_Targets_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`准确率`)
};

export const ui_studio_targets_accuracy_of = /** @type {(inputs: Ui_Studio_Targets_Accuracy_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：准确率（百分比）`)
};

export const ui_studio_targets_pace = /** @type {(inputs: Ui_Studio_Targets_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`速度（中位数）`)
};

export const ui_studio_targets_pace_of = /** @type {(inputs: Ui_Studio_Targets_Pace_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：速度（秒）`)
};

export const ui_studio_targets_required = /** @type {(inputs: Ui_Studio_Targets_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`必须`)
};

export const ui_studio_targets_required_of = /** @type {(inputs: Ui_Studio_Targets_Required_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}：必须`)
};

export const ui_studio_targets_seconds = /** @type {(inputs: Ui_Studio_Targets_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`秒`)
};

export const ui_studio_targets_skill = /** @type {(inputs: Ui_Studio_Targets_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`技能`)
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

export const ui_trainer_change_passcode = /** @type {(inputs: Ui_Trainer_Change_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`更改密码`)
};

export const ui_trainer_forgot = /** @type {(inputs: Ui_Trainer_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`忘记密码？`)
};

export const ui_trainer_lock = /** @type {(inputs: Ui_Trainer_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`锁定并返回主页`)
};

export const ui_trainer_title = /** @type {(inputs: Ui_Trainer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`导师模式`)
};

export const ui_trainer_verify = /** @type {(inputs: Ui_Trainer_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`验证报告…`)
};

export const ui_trainer_weak_passcode = /** @type {(inputs: Ui_Trainer_Weak_PasscodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`开启导师模式所用的密码不符合现行规则：${i?.why}。请立即更改。`)
};

export const ui_trainer_xapi_placeholder = /** @type {(inputs: Ui_Trainer_Xapi_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://your-school.example/xapi`)
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