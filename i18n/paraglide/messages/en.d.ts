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
export const adaptive_description: (inputs: Adaptive_DescriptionInputs) => LocalizedString;
export const adaptive_replay_description: (inputs: Adaptive_Replay_DescriptionInputs) => LocalizedString;
export const adaptive_replay_title: (inputs: Adaptive_Replay_TitleInputs) => LocalizedString;
export const adaptive_title: (inputs: Adaptive_TitleInputs) => LocalizedString;
export const audition_nearly: (inputs: Audition_NearlyInputs) => LocalizedString;
export const audition_not_yet: (inputs: Audition_Not_YetInputs) => LocalizedString;
export const audition_ready: (inputs: Audition_ReadyInputs) => LocalizedString;
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
export const builtin_dash_skill: (inputs: Builtin_Dash_SkillInputs) => LocalizedString;
export const builtin_desc_assessment: (inputs: Builtin_Desc_AssessmentInputs) => LocalizedString;
export const builtin_desc_assessment_box: (inputs: Builtin_Desc_Assessment_BoxInputs) => LocalizedString;
export const builtin_desc_audition: (inputs: Builtin_Desc_AuditionInputs) => LocalizedString;
export const builtin_desc_coup_calls: (inputs: Builtin_Desc_Coup_CallsInputs) => LocalizedString;
export const builtin_desc_first_drill: (inputs: Builtin_Desc_First_DrillInputs) => LocalizedString;
export const builtin_desc_nine_seats: (inputs: Builtin_Desc_Nine_SeatsInputs) => LocalizedString;
export const builtin_desc_pace_lab: (inputs: Builtin_Desc_Pace_LabInputs) => LocalizedString;
export const builtin_desc_procedures_deltin: (inputs: Builtin_Desc_Procedures_DeltinInputs) => LocalizedString;
export const builtin_desc_procedures_dragon: (inputs: Builtin_Desc_Procedures_DragonInputs) => LocalizedString;
export const builtin_desc_procedures_federal: (inputs: Builtin_Desc_Procedures_FederalInputs) => LocalizedString;
export const builtin_desc_procedures_guide: (inputs: Builtin_Desc_Procedures_GuideInputs) => LocalizedString;
export const builtin_desc_procedures_tasmania: (inputs: Builtin_Desc_Procedures_TasmaniaInputs) => LocalizedString;
export const builtin_desc_settlement: (inputs: Builtin_Desc_SettlementInputs) => LocalizedString;
export const builtin_desc_settlement_box: (inputs: Builtin_Desc_Settlement_BoxInputs) => LocalizedString;
export const builtin_desc_settlement_commission: (inputs: Builtin_Desc_Settlement_CommissionInputs) => LocalizedString;
export const builtin_house_casino_guide: (inputs: Builtin_House_Casino_GuideInputs) => LocalizedString;
export const builtin_house_deltin: (inputs: Builtin_House_DeltinInputs) => LocalizedString;
export const builtin_house_dragon: (inputs: Builtin_House_DragonInputs) => LocalizedString;
export const builtin_house_federal: (inputs: Builtin_House_FederalInputs) => LocalizedString;
export const builtin_house_tasmania: (inputs: Builtin_House_TasmaniaInputs) => LocalizedString;
export const builtin_mock_title: (inputs: Builtin_Mock_TitleInputs) => LocalizedString;
export const builtin_profile_casino_guide_description: (inputs: Builtin_Profile_Casino_Guide_DescriptionInputs) => LocalizedString;
export const builtin_profile_deltin_description: (inputs: Builtin_Profile_Deltin_DescriptionInputs) => LocalizedString;
export const builtin_profile_deltin_name: (inputs: Builtin_Profile_Deltin_NameInputs) => LocalizedString;
export const builtin_profile_dragon_description: (inputs: Builtin_Profile_Dragon_DescriptionInputs) => LocalizedString;
export const builtin_profile_tasmania_name: (inputs: Builtin_Profile_Tasmania_NameInputs) => LocalizedString;
export const builtin_set_assessment: (inputs: Builtin_Set_AssessmentInputs) => LocalizedString;
export const builtin_set_audition: (inputs: Builtin_Set_AuditionInputs) => LocalizedString;
export const builtin_set_commission_box: (inputs: Builtin_Set_Commission_BoxInputs) => LocalizedString;
export const builtin_set_coup_calls: (inputs: Builtin_Set_Coup_CallsInputs) => LocalizedString;
export const builtin_set_first_drill: (inputs: Builtin_Set_First_DrillInputs) => LocalizedString;
export const builtin_set_nine_seats: (inputs: Builtin_Set_Nine_SeatsInputs) => LocalizedString;
export const builtin_set_pace_lab: (inputs: Builtin_Set_Pace_LabInputs) => LocalizedString;
export const builtin_set_procedures: (inputs: Builtin_Set_ProceduresInputs) => LocalizedString;
export const builtin_set_settlement: (inputs: Builtin_Set_SettlementInputs) => LocalizedString;
export const builtin_set_title: (inputs: Builtin_Set_TitleInputs) => LocalizedString;
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
export const case24_area_cards: (inputs: Case24_Area_CardsInputs) => LocalizedString;
export const case24_area_competition: (inputs: Case24_Area_CompetitionInputs) => LocalizedString;
export const case24_area_competition_session: (inputs: Case24_Area_Competition_SessionInputs) => LocalizedString;
export const case24_area_cut: (inputs: Case24_Area_CutInputs) => LocalizedString;
export const case24_area_limits: (inputs: Case24_Area_LimitsInputs) => LocalizedString;
export const case24_area_secret_wagers: (inputs: Case24_Area_Secret_WagersInputs) => LocalizedString;
export const case24_area_side_bets: (inputs: Case24_Area_Side_BetsInputs) => LocalizedString;
export const case24_area_squeeze: (inputs: Case24_Area_SqueezeInputs) => LocalizedString;
export const case24_area_wagers: (inputs: Case24_Area_WagersInputs) => LocalizedString;
export const case24_irr_variant: (inputs: Case24_Irr_VariantInputs) => LocalizedString;
export const case24_tag_burn: (inputs: Case24_Tag_BurnInputs) => LocalizedString;
export const case24_tag_cards_replaced: (inputs: Case24_Tag_Cards_ReplacedInputs) => LocalizedString;
export const case24_tag_commission_box: (inputs: Case24_Tag_Commission_BoxInputs) => LocalizedString;
export const case24_tag_commission_exact: (inputs: Case24_Tag_Commission_ExactInputs) => LocalizedString;
export const case24_tag_commission_owed: (inputs: Case24_Tag_Commission_OwedInputs) => LocalizedString;
export const case24_tag_commission_single: (inputs: Case24_Tag_Commission_SingleInputs) => LocalizedString;
export const case24_tag_commission_up: (inputs: Case24_Tag_Commission_UpInputs) => LocalizedString;
export const case24_tag_comp_absent: (inputs: Case24_Tag_Comp_AbsentInputs) => LocalizedString;
export const case24_tag_comp_absent_cash: (inputs: Case24_Tag_Comp_Absent_CashInputs) => LocalizedString;
export const case24_tag_comp_all_eliminated: (inputs: Case24_Tag_Comp_All_EliminatedInputs) => LocalizedString;
export const case24_tag_comp_cards_dealer: (inputs: Case24_Tag_Comp_Cards_DealerInputs) => LocalizedString;
export const case24_tag_comp_cards_equal: (inputs: Case24_Tag_Comp_Cards_EqualInputs) => LocalizedString;
export const case24_tag_comp_cards_highest: (inputs: Case24_Tag_Comp_Cards_HighestInputs) => LocalizedString;
export const case24_tag_comp_cards_not_exposed: (inputs: Case24_Tag_Comp_Cards_Not_ExposedInputs) => LocalizedString;
export const case24_tag_comp_cards_wrong_player: (inputs: Case24_Tag_Comp_Cards_Wrong_PlayerInputs) => LocalizedString;
export const case24_tag_comp_chips_concealed: (inputs: Case24_Tag_Comp_Chips_ConcealedInputs) => LocalizedString;
export const case24_tag_comp_chips_in_view: (inputs: Case24_Tag_Comp_Chips_In_ViewInputs) => LocalizedString;
export const case24_tag_comp_eliminated: (inputs: Case24_Tag_Comp_EliminatedInputs) => LocalizedString;
export const case24_tag_comp_eliminated_live: (inputs: Case24_Tag_Comp_Eliminated_LiveInputs) => LocalizedString;
export const case24_tag_comp_indicator: (inputs: Case24_Tag_Comp_IndicatorInputs) => LocalizedString;
export const case24_tag_comp_late: (inputs: Case24_Tag_Comp_LateInputs) => LocalizedString;
export const case24_tag_comp_late_cash: (inputs: Case24_Tag_Comp_Late_CashInputs) => LocalizedString;
export const case24_tag_comp_no_alter: (inputs: Case24_Tag_Comp_No_AlterInputs) => LocalizedString;
export const case24_tag_comp_out_of_sequence: (inputs: Case24_Tag_Comp_Out_Of_SequenceInputs) => LocalizedString;
export const case24_tag_comp_play_off: (inputs: Case24_Tag_Comp_Play_OffInputs) => LocalizedString;
export const case24_tag_comp_shared_prize: (inputs: Case24_Tag_Comp_Shared_PrizeInputs) => LocalizedString;
export const case24_tag_comp_tie_change: (inputs: Case24_Tag_Comp_Tie_ChangeInputs) => LocalizedString;
export const case24_tag_comp_top_up: (inputs: Case24_Tag_Comp_Top_UpInputs) => LocalizedString;
export const case24_tag_comp_wager_time: (inputs: Case24_Tag_Comp_Wager_TimeInputs) => LocalizedString;
export const case24_tag_comp_wagers_both: (inputs: Case24_Tag_Comp_Wagers_BothInputs) => LocalizedString;
export const case24_tag_comp_wagers_ok: (inputs: Case24_Tag_Comp_Wagers_OkInputs) => LocalizedString;
export const case24_tag_comp_wagers_over: (inputs: Case24_Tag_Comp_Wagers_OverInputs) => LocalizedString;
export const case24_tag_comp_wagers_position: (inputs: Case24_Tag_Comp_Wagers_PositionInputs) => LocalizedString;
export const case24_tag_comp_wagers_tie_only: (inputs: Case24_Tag_Comp_Wagers_Tie_OnlyInputs) => LocalizedString;
export const case24_tag_comp_wagers_under: (inputs: Case24_Tag_Comp_Wagers_UnderInputs) => LocalizedString;
export const case24_tag_comp_wagers_units: (inputs: Case24_Tag_Comp_Wagers_UnitsInputs) => LocalizedString;
export const case24_tag_comp_winner: (inputs: Case24_Tag_Comp_WinnerInputs) => LocalizedString;
export const case24_tag_comp_winner_level: (inputs: Case24_Tag_Comp_Winner_LevelInputs) => LocalizedString;
export const case24_tag_cut_invalid: (inputs: Case24_Tag_Cut_InvalidInputs) => LocalizedString;
export const case24_tag_cut_offer_first: (inputs: Case24_Tag_Cut_Offer_FirstInputs) => LocalizedString;
export const case24_tag_cut_offer_next: (inputs: Case24_Tag_Cut_Offer_NextInputs) => LocalizedString;
export const case24_tag_cut_valid: (inputs: Case24_Tag_Cut_ValidInputs) => LocalizedString;
export const case24_tag_deltin_tie_change: (inputs: Case24_Tag_Deltin_Tie_ChangeInputs) => LocalizedString;
export const case24_tag_dragon_no_main: (inputs: Case24_Tag_Dragon_No_MainInputs) => LocalizedString;
export const case24_tag_dragon_with_main: (inputs: Case24_Tag_Dragon_With_MainInputs) => LocalizedString;
export const case24_tag_federal_notice: (inputs: Case24_Tag_Federal_NoticeInputs) => LocalizedString;
export const case24_tag_late_wager_before: (inputs: Case24_Tag_Late_Wager_BeforeInputs) => LocalizedString;
export const case24_tag_late_wager_increase: (inputs: Case24_Tag_Late_Wager_IncreaseInputs) => LocalizedString;
export const case24_tag_late_wager_make: (inputs: Case24_Tag_Late_Wager_MakeInputs) => LocalizedString;
export const case24_tag_late_wager_withdraw: (inputs: Case24_Tag_Late_Wager_WithdrawInputs) => LocalizedString;
export const case24_tag_limit_change_consent: (inputs: Case24_Tag_Limit_Change_ConsentInputs) => LocalizedString;
export const case24_tag_limit_change_notice: (inputs: Case24_Tag_Limit_Change_NoticeInputs) => LocalizedString;
export const case24_tag_limit_multiples: (inputs: Case24_Tag_Limit_MultiplesInputs) => LocalizedString;
export const case24_tag_limit_multiples_notice: (inputs: Case24_Tag_Limit_Multiples_NoticeInputs) => LocalizedString;
export const case24_tag_limit_over: (inputs: Case24_Tag_Limit_OverInputs) => LocalizedString;
export const case24_tag_limit_pro_rata: (inputs: Case24_Tag_Limit_Pro_RataInputs) => LocalizedString;
export const case24_tag_limit_under_first: (inputs: Case24_Tag_Limit_Under_FirstInputs) => LocalizedString;
export const case24_tag_limit_under_returned: (inputs: Case24_Tag_Limit_Under_ReturnedInputs) => LocalizedString;
export const case24_tag_marker: (inputs: Case24_Tag_MarkerInputs) => LocalizedString;
export const case24_tag_no_touch: (inputs: Case24_Tag_No_TouchInputs) => LocalizedString;
export const case24_tag_partnership_over: (inputs: Case24_Tag_Partnership_OverInputs) => LocalizedString;
export const case24_tag_partnership_within: (inputs: Case24_Tag_Partnership_WithinInputs) => LocalizedString;
export const case24_tag_pp_only_coup: (inputs: Case24_Tag_Pp_Only_CoupInputs) => LocalizedString;
export const case24_tag_pp_wager_fine: (inputs: Case24_Tag_Pp_Wager_FineInputs) => LocalizedString;
export const case24_tag_pp_wager_late: (inputs: Case24_Tag_Pp_Wager_LateInputs) => LocalizedString;
export const case24_tag_pp_wager_no_main: (inputs: Case24_Tag_Pp_Wager_No_MainInputs) => LocalizedString;
export const case24_tag_pp_wager_over: (inputs: Case24_Tag_Pp_Wager_OverInputs) => LocalizedString;
export const case24_tag_pp_wager_under: (inputs: Case24_Tag_Pp_Wager_UnderInputs) => LocalizedString;
export const case24_tag_puck_move: (inputs: Case24_Tag_Puck_MoveInputs) => LocalizedString;
export const case24_tag_puck_start: (inputs: Case24_Tag_Puck_StartInputs) => LocalizedString;
export const case24_tag_secret_announce: (inputs: Case24_Tag_Secret_AnnounceInputs) => LocalizedString;
export const case24_tag_secret_chips: (inputs: Case24_Tag_Secret_ChipsInputs) => LocalizedString;
export const case24_tag_secret_count_tie: (inputs: Case24_Tag_Secret_Count_TieInputs) => LocalizedString;
export const case24_tag_secret_examine: (inputs: Case24_Tag_Secret_ExamineInputs) => LocalizedString;
export const case24_tag_secret_final: (inputs: Case24_Tag_Secret_FinalInputs) => LocalizedString;
export const case24_tag_secret_form: (inputs: Case24_Tag_Secret_FormInputs) => LocalizedString;
export const case24_tag_secret_hand_over: (inputs: Case24_Tag_Secret_Hand_OverInputs) => LocalizedString;
export const case24_tag_secret_none: (inputs: Case24_Tag_Secret_NoneInputs) => LocalizedString;
export const case24_tag_secret_over: (inputs: Case24_Tag_Secret_OverInputs) => LocalizedString;
export const case24_tag_secret_request_in_time: (inputs: Case24_Tag_Secret_Request_In_TimeInputs) => LocalizedString;
export const case24_tag_secret_request_late: (inputs: Case24_Tag_Secret_Request_LateInputs) => LocalizedString;
export const case24_tag_secret_total: (inputs: Case24_Tag_Secret_TotalInputs) => LocalizedString;
export const case24_tag_secret_under: (inputs: Case24_Tag_Secret_UnderInputs) => LocalizedString;
export const case24_tag_settle_banker: (inputs: Case24_Tag_Settle_BankerInputs) => LocalizedString;
export const case24_tag_settle_commission_box: (inputs: Case24_Tag_Settle_Commission_BoxInputs) => LocalizedString;
export const case24_tag_settle_player: (inputs: Case24_Tag_Settle_PlayerInputs) => LocalizedString;
export const case24_tag_settle_side_bets: (inputs: Case24_Tag_Settle_Side_BetsInputs) => LocalizedString;
export const case24_tag_settle_table: (inputs: Case24_Tag_Settle_TableInputs) => LocalizedString;
export const case24_tag_settle_tie: (inputs: Case24_Tag_Settle_TieInputs) => LocalizedString;
export const case24_tag_squeeze_discs: (inputs: Case24_Tag_Squeeze_DiscsInputs) => LocalizedString;
export const case24_tag_squeeze_equal: (inputs: Case24_Tag_Squeeze_EqualInputs) => LocalizedString;
export const case24_tag_squeeze_highest: (inputs: Case24_Tag_Squeeze_HighestInputs) => LocalizedString;
export const case24_tag_squeeze_informed: (inputs: Case24_Tag_Squeeze_InformedInputs) => LocalizedString;
export const case24_tag_squeeze_nobody: (inputs: Case24_Tag_Squeeze_NobodyInputs) => LocalizedString;
export const case24_tag_squeeze_one_set: (inputs: Case24_Tag_Squeeze_One_SetInputs) => LocalizedString;
export const case24_tag_squeeze_refused: (inputs: Case24_Tag_Squeeze_RefusedInputs) => LocalizedString;
export const case24_tag_squeeze_standing: (inputs: Case24_Tag_Squeeze_StandingInputs) => LocalizedString;
export const case24_tag_standing_allowed: (inputs: Case24_Tag_Standing_AllowedInputs) => LocalizedString;
export const case24_tag_standing_too_many: (inputs: Case24_Tag_Standing_Too_ManyInputs) => LocalizedString;
export const case24_tag_wager_cash: (inputs: Case24_Tag_Wager_CashInputs) => LocalizedString;
export const case24_tag_wager_chips: (inputs: Case24_Tag_Wager_ChipsInputs) => LocalizedString;
export const case24_topic_absent_player: (inputs: Case24_Topic_Absent_PlayerInputs) => LocalizedString;
export const case24_topic_all_eliminated: (inputs: Case24_Topic_All_EliminatedInputs) => LocalizedString;
export const case24_topic_burn: (inputs: Case24_Topic_BurnInputs) => LocalizedString;
export const case24_topic_cards_replaced: (inputs: Case24_Topic_Cards_ReplacedInputs) => LocalizedString;
export const case24_topic_chips_in_view: (inputs: Case24_Topic_Chips_In_ViewInputs) => LocalizedString;
export const case24_topic_chips_only: (inputs: Case24_Topic_Chips_OnlyInputs) => LocalizedString;
export const case24_topic_comp_cards: (inputs: Case24_Topic_Comp_CardsInputs) => LocalizedString;
export const case24_topic_comp_cards_irregular: (inputs: Case24_Topic_Comp_Cards_IrregularInputs) => LocalizedString;
export const case24_topic_cut_offer: (inputs: Case24_Topic_Cut_OfferInputs) => LocalizedString;
export const case24_topic_cut_valid: (inputs: Case24_Topic_Cut_ValidInputs) => LocalizedString;
export const case24_topic_deltin_tie: (inputs: Case24_Topic_Deltin_TieInputs) => LocalizedString;
export const case24_topic_dragon_main: (inputs: Case24_Topic_Dragon_MainInputs) => LocalizedString;
export const case24_topic_eliminated: (inputs: Case24_Topic_EliminatedInputs) => LocalizedString;
export const case24_topic_federal_notice: (inputs: Case24_Topic_Federal_NoticeInputs) => LocalizedString;
export const case24_topic_indicator: (inputs: Case24_Topic_IndicatorInputs) => LocalizedString;
export const case24_topic_late_player: (inputs: Case24_Topic_Late_PlayerInputs) => LocalizedString;
export const case24_topic_limit_change: (inputs: Case24_Topic_Limit_ChangeInputs) => LocalizedString;
export const case24_topic_marker: (inputs: Case24_Topic_MarkerInputs) => LocalizedString;
export const case24_topic_multiples: (inputs: Case24_Topic_MultiplesInputs) => LocalizedString;
export const case24_topic_no_more_bets: (inputs: Case24_Topic_No_More_BetsInputs) => LocalizedString;
export const case24_topic_no_touch: (inputs: Case24_Topic_No_TouchInputs) => LocalizedString;
export const case24_topic_over_maximum: (inputs: Case24_Topic_Over_MaximumInputs) => LocalizedString;
export const case24_topic_partnership: (inputs: Case24_Topic_PartnershipInputs) => LocalizedString;
export const case24_topic_play_off: (inputs: Case24_Topic_Play_OffInputs) => LocalizedString;
export const case24_topic_pp_only_coup: (inputs: Case24_Topic_Pp_Only_CoupInputs) => LocalizedString;
export const case24_topic_pp_wager: (inputs: Case24_Topic_Pp_WagerInputs) => LocalizedString;
export const case24_topic_pro_rata: (inputs: Case24_Topic_Pro_RataInputs) => LocalizedString;
export const case24_topic_puck: (inputs: Case24_Topic_PuckInputs) => LocalizedString;
export const case24_topic_seat_wagers: (inputs: Case24_Topic_Seat_WagersInputs) => LocalizedString;
export const case24_topic_secret_count: (inputs: Case24_Topic_Secret_CountInputs) => LocalizedString;
export const case24_topic_secret_procedure: (inputs: Case24_Topic_Secret_ProcedureInputs) => LocalizedString;
export const case24_topic_secret_wager: (inputs: Case24_Topic_Secret_WagerInputs) => LocalizedString;
export const case24_topic_session_winner: (inputs: Case24_Topic_Session_WinnerInputs) => LocalizedString;
export const case24_topic_shared_prize: (inputs: Case24_Topic_Shared_PrizeInputs) => LocalizedString;
export const case24_topic_squeeze: (inputs: Case24_Topic_SqueezeInputs) => LocalizedString;
export const case24_topic_squeeze_discs: (inputs: Case24_Topic_Squeeze_DiscsInputs) => LocalizedString;
export const case24_topic_squeeze_informed: (inputs: Case24_Topic_Squeeze_InformedInputs) => LocalizedString;
export const case24_topic_squeeze_one_set: (inputs: Case24_Topic_Squeeze_One_SetInputs) => LocalizedString;
export const case24_topic_squeeze_standing: (inputs: Case24_Topic_Squeeze_StandingInputs) => LocalizedString;
export const case24_topic_standing_players: (inputs: Case24_Topic_Standing_PlayersInputs) => LocalizedString;
export const case24_topic_tie_change: (inputs: Case24_Topic_Tie_ChangeInputs) => LocalizedString;
export const case24_topic_top_up: (inputs: Case24_Topic_Top_UpInputs) => LocalizedString;
export const case24_topic_under_minimum: (inputs: Case24_Topic_Under_MinimumInputs) => LocalizedString;
export const case24_topic_wager_time: (inputs: Case24_Topic_Wager_TimeInputs) => LocalizedString;
export const case24_variant_hands: (inputs: Case24_Variant_HandsInputs) => LocalizedString;
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
export const chips_colour_up_call: (inputs: Chips_Colour_Up_CallInputs) => LocalizedString;
export const chips_colour_up_call_answer: (inputs: Chips_Colour_Up_Call_AnswerInputs) => LocalizedString;
export const chips_count_of: (inputs: Chips_Count_OfInputs) => LocalizedString;
export const chips_field_hide_amounts: (inputs: Chips_Field_Hide_AmountsInputs) => LocalizedString;
export const chips_field_hide_amounts_help: (inputs: Chips_Field_Hide_Amounts_HelpInputs) => LocalizedString;
export const chips_field_topics: (inputs: Chips_Field_TopicsInputs) => LocalizedString;
export const chips_label_change: (inputs: Chips_Label_ChangeInputs) => LocalizedString;
export const chips_label_exchange: (inputs: Chips_Label_ExchangeInputs) => LocalizedString;
export const chips_label_payment: (inputs: Chips_Label_PaymentInputs) => LocalizedString;
export const chips_label_the_bet: (inputs: Chips_Label_The_BetInputs) => LocalizedString;
export const chips_label_worth: (inputs: Chips_Label_WorthInputs) => LocalizedString;
export const chips_list: (inputs: Chips_ListInputs) => LocalizedString;
export const chips_mark_amount: (inputs: Chips_Mark_AmountInputs) => LocalizedString;
export const chips_mark_not_asked: (inputs: Chips_Mark_Not_AskedInputs) => LocalizedString;
export const chips_money: (inputs: Chips_MoneyInputs) => LocalizedString;
export const chips_none: (inputs: Chips_NoneInputs) => LocalizedString;
export const chips_opt_count_into_tray: (inputs: Chips_Opt_Count_Into_TrayInputs) => LocalizedString;
export const chips_opt_exchange_at_once: (inputs: Chips_Opt_Exchange_At_OnceInputs) => LocalizedString;
export const chips_opt_send_to_cashier: (inputs: Chips_Opt_Send_To_CashierInputs) => LocalizedString;
export const chips_pay_amount_wrong: (inputs: Chips_Pay_Amount_WrongInputs) => LocalizedString;
export const chips_pay_no_such_chip: (inputs: Chips_Pay_No_Such_ChipInputs) => LocalizedString;
export const chips_pay_not_colours: (inputs: Chips_Pay_Not_ColoursInputs) => LocalizedString;
export const chips_pay_not_fewest: (inputs: Chips_Pay_Not_FewestInputs) => LocalizedString;
export const chips_pay_over_cap: (inputs: Chips_Pay_Over_CapInputs) => LocalizedString;
export const chips_pays_at_most: (inputs: Chips_Pays_At_MostInputs) => LocalizedString;
export const chips_pays_fewest: (inputs: Chips_Pays_FewestInputs) => LocalizedString;
export const chips_pays_wager_colours: (inputs: Chips_Pays_Wager_ColoursInputs) => LocalizedString;
export const chips_q_colour_down: (inputs: Chips_Q_Colour_DownInputs) => LocalizedString;
export const chips_q_colour_up: (inputs: Chips_Q_Colour_UpInputs) => LocalizedString;
export const chips_q_colour_up_first: (inputs: Chips_Q_Colour_Up_FirstInputs) => LocalizedString;
export const chips_q_commission_chips: (inputs: Chips_Q_Commission_ChipsInputs) => LocalizedString;
export const chips_q_commission_one_chip: (inputs: Chips_Q_Commission_One_ChipInputs) => LocalizedString;
export const chips_q_cut: (inputs: Chips_Q_CutInputs) => LocalizedString;
export const chips_q_cut_value: (inputs: Chips_Q_Cut_ValueInputs) => LocalizedString;
export const chips_q_pay: (inputs: Chips_Q_PayInputs) => LocalizedString;
export const chips_q_read_bet: (inputs: Chips_Q_Read_BetInputs) => LocalizedString;
export const chips_stacks_many: (inputs: Chips_Stacks_ManyInputs) => LocalizedString;
export const chips_stacks_one: (inputs: Chips_Stacks_OneInputs) => LocalizedString;
export const chips_topic_colour_down: (inputs: Chips_Topic_Colour_DownInputs) => LocalizedString;
export const chips_topic_colour_up: (inputs: Chips_Topic_Colour_UpInputs) => LocalizedString;
export const chips_topic_commission: (inputs: Chips_Topic_CommissionInputs) => LocalizedString;
export const chips_topic_cut: (inputs: Chips_Topic_CutInputs) => LocalizedString;
export const chips_topic_pay: (inputs: Chips_Topic_PayInputs) => LocalizedString;
export const chips_topic_read_bet: (inputs: Chips_Topic_Read_BetInputs) => LocalizedString;
export const chips_w_colour_down: (inputs: Chips_W_Colour_DownInputs) => LocalizedString;
export const chips_w_colour_up: (inputs: Chips_W_Colour_UpInputs) => LocalizedString;
export const chips_w_colour_up_first: (inputs: Chips_W_Colour_Up_FirstInputs) => LocalizedString;
export const chips_w_commission: (inputs: Chips_W_CommissionInputs) => LocalizedString;
export const chips_w_cut: (inputs: Chips_W_CutInputs) => LocalizedString;
export const chips_w_cut_value: (inputs: Chips_W_Cut_ValueInputs) => LocalizedString;
export const chips_w_pay: (inputs: Chips_W_PayInputs) => LocalizedString;
export const chips_w_read_bet: (inputs: Chips_W_Read_BetInputs) => LocalizedString;
export const cite_casino_banker_wins_commission: (inputs: Cite_Casino_Banker_Wins_CommissionInputs) => LocalizedString;
export const cite_casino_closest_wins: (inputs: Cite_Casino_Closest_WinsInputs) => LocalizedString;
export const cite_casino_main_push: (inputs: Cite_Casino_Main_PushInputs) => LocalizedString;
export const cite_casino_paid_even: (inputs: Cite_Casino_Paid_EvenInputs) => LocalizedString;
export const cite_casino_tie_loses: (inputs: Cite_Casino_Tie_LosesInputs) => LocalizedString;
export const cite_casino_tie_wins: (inputs: Cite_Casino_Tie_WinsInputs) => LocalizedString;
export const cite_chip_handling: (inputs: Cite_Chip_HandlingInputs) => LocalizedString;
export const cite_commission_box: (inputs: Cite_Commission_BoxInputs) => LocalizedString;
export const cite_deltin_banker_pair: (inputs: Cite_Deltin_Banker_PairInputs) => LocalizedString;
export const cite_deltin_banker_wins_even: (inputs: Cite_Deltin_Banker_Wins_EvenInputs) => LocalizedString;
export const cite_deltin_banker_wins_six_half: (inputs: Cite_Deltin_Banker_Wins_Six_HalfInputs) => LocalizedString;
export const cite_deltin_higher_wins: (inputs: Cite_Deltin_Higher_WinsInputs) => LocalizedString;
export const cite_deltin_main_push: (inputs: Cite_Deltin_Main_PushInputs) => LocalizedString;
export const cite_deltin_player_pair: (inputs: Cite_Deltin_Player_PairInputs) => LocalizedString;
export const cite_deltin_player_wins: (inputs: Cite_Deltin_Player_WinsInputs) => LocalizedString;
export const cite_deltin_super_six: (inputs: Cite_Deltin_Super_SixInputs) => LocalizedString;
export const cite_deltin_tie_loses: (inputs: Cite_Deltin_Tie_LosesInputs) => LocalizedString;
export const cite_deltin_tie_wins: (inputs: Cite_Deltin_Tie_WinsInputs) => LocalizedString;
export const cite_dragon_banker_wins_commission: (inputs: Cite_Dragon_Banker_Wins_CommissionInputs) => LocalizedString;
export const cite_dragon_closest_wins: (inputs: Cite_Dragon_Closest_WinsInputs) => LocalizedString;
export const cite_dragon_guide: (inputs: Cite_Dragon_GuideInputs) => LocalizedString;
export const cite_dragon_main_push: (inputs: Cite_Dragon_Main_PushInputs) => LocalizedString;
export const cite_dragon_pay_table: (inputs: Cite_Dragon_Pay_TableInputs) => LocalizedString;
export const cite_dragon_player_wins: (inputs: Cite_Dragon_Player_WinsInputs) => LocalizedString;
export const cite_dragon_tie_loses: (inputs: Cite_Dragon_Tie_LosesInputs) => LocalizedString;
export const cite_dragon_tie_wins: (inputs: Cite_Dragon_Tie_WinsInputs) => LocalizedString;
export const cite_house_banker: (inputs: Cite_House_BankerInputs) => LocalizedString;
export const cite_house_order: (inputs: Cite_House_OrderInputs) => LocalizedString;
export const cite_house_order_losers_first: (inputs: Cite_House_Order_Losers_FirstInputs) => LocalizedString;
export const cite_house_order_main_first: (inputs: Cite_House_Order_Main_FirstInputs) => LocalizedString;
export const cite_house_practice_all_refused: (inputs: Cite_House_Practice_All_RefusedInputs) => LocalizedString;
export const cite_house_practice_no_wager: (inputs: Cite_House_Practice_No_WagerInputs) => LocalizedString;
export const cite_house_procedure: (inputs: Cite_House_ProcedureInputs) => LocalizedString;
export const cite_house_settlement_order: (inputs: Cite_House_Settlement_OrderInputs) => LocalizedString;
export const cite_house_tie: (inputs: Cite_House_TieInputs) => LocalizedString;
export const cli24_bet_amount_too_large: (inputs: Cli24_Bet_Amount_Too_LargeInputs) => LocalizedString;
export const cli24_bet_amount_whole: (inputs: Cli24_Bet_Amount_WholeInputs) => LocalizedString;
export const cli24_bet_n: (inputs: Cli24_Bet_NInputs) => LocalizedString;
export const cli24_bet_not_offered: (inputs: Cli24_Bet_Not_OfferedInputs) => LocalizedString;
export const cli24_bet_unknown_name: (inputs: Cli24_Bet_Unknown_NameInputs) => LocalizedString;
export const cli24_bets_json: (inputs: Cli24_Bets_JsonInputs) => LocalizedString;
export const cli24_bets_shape: (inputs: Cli24_Bets_ShapeInputs) => LocalizedString;
export const cli24_card_n: (inputs: Cli24_Card_NInputs) => LocalizedString;
export const cli24_card_n_not_card: (inputs: Cli24_Card_N_Not_CardInputs) => LocalizedString;
export const cli24_cards_required: (inputs: Cli24_Cards_RequiredInputs) => LocalizedString;
export const cli24_db_unreadable: (inputs: Cli24_Db_UnreadableInputs) => LocalizedString;
export const cli24_decks_profile: (inputs: Cli24_Decks_ProfileInputs) => LocalizedString;
export const cli24_decks_whole: (inputs: Cli24_Decks_WholeInputs) => LocalizedString;
export const cli24_file_cannot_open: (inputs: Cli24_File_Cannot_OpenInputs) => LocalizedString;
export const cli24_file_cannot_read: (inputs: Cli24_File_Cannot_ReadInputs) => LocalizedString;
export const cli24_file_kind_device: (inputs: Cli24_File_Kind_DeviceInputs) => LocalizedString;
export const cli24_file_kind_folder: (inputs: Cli24_File_Kind_FolderInputs) => LocalizedString;
export const cli24_file_kind_other: (inputs: Cli24_File_Kind_OtherInputs) => LocalizedString;
export const cli24_file_kind_pipe: (inputs: Cli24_File_Kind_PipeInputs) => LocalizedString;
export const cli24_file_kind_socket: (inputs: Cli24_File_Kind_SocketInputs) => LocalizedString;
export const cli24_file_not_a_file: (inputs: Cli24_File_Not_A_FileInputs) => LocalizedString;
export const cli24_file_over: (inputs: Cli24_File_OverInputs) => LocalizedString;
export const cli24_file_size: (inputs: Cli24_File_SizeInputs) => LocalizedString;
export const cli24_flag_required: (inputs: Cli24_Flag_RequiredInputs) => LocalizedString;
export const cli24_help_analyze: (inputs: Cli24_Help_AnalyzeInputs) => LocalizedString;
export const cli24_help_clause_end: (inputs: Cli24_Help_Clause_EndInputs) => LocalizedString;
export const cli24_help_coup: (inputs: Cli24_Help_CoupInputs) => LocalizedString;
export const cli24_help_drills: (inputs: Cli24_Help_DrillsInputs) => LocalizedString;
export const cli24_help_lang: (inputs: Cli24_Help_LangInputs) => LocalizedString;
export const cli24_help_line: (inputs: Cli24_Help_LineInputs) => LocalizedString;
export const cli24_help_profiles: (inputs: Cli24_Help_ProfilesInputs) => LocalizedString;
export const cli24_help_score: (inputs: Cli24_Help_ScoreInputs) => LocalizedString;
export const cli24_help_simulate: (inputs: Cli24_Help_SimulateInputs) => LocalizedString;
export const cli24_help_usage: (inputs: Cli24_Help_UsageInputs) => LocalizedString;
export const cli24_help_verify: (inputs: Cli24_Help_VerifyInputs) => LocalizedString;
export const cli24_help_verify_exit: (inputs: Cli24_Help_Verify_ExitInputs) => LocalizedString;
export const cli24_help_verify_trust_1: (inputs: Cli24_Help_Verify_Trust_1Inputs) => LocalizedString;
export const cli24_help_verify_trust_2: (inputs: Cli24_Help_Verify_Trust_2Inputs) => LocalizedString;
export const cli24_json_cut_short: (inputs: Cli24_Json_Cut_ShortInputs) => LocalizedString;
export const cli24_json_empty: (inputs: Cli24_Json_EmptyInputs) => LocalizedString;
export const cli24_json_fault_at: (inputs: Cli24_Json_Fault_AtInputs) => LocalizedString;
export const cli24_json_invalid: (inputs: Cli24_Json_InvalidInputs) => LocalizedString;
export const cli24_json_not_text: (inputs: Cli24_Json_Not_TextInputs) => LocalizedString;
export const cli24_key_not_ed25519: (inputs: Cli24_Key_Not_Ed25519Inputs) => LocalizedString;
export const cli24_key_not_pem: (inputs: Cli24_Key_Not_PemInputs) => LocalizedString;
export const cli24_needs_value: (inputs: Cli24_Needs_ValueInputs) => LocalizedString;
export const cli24_no_database: (inputs: Cli24_No_DatabaseInputs) => LocalizedString;
export const cli24_no_key_store: (inputs: Cli24_No_Key_StoreInputs) => LocalizedString;
export const cli24_no_options: (inputs: Cli24_No_OptionsInputs) => LocalizedString;
export const cli24_no_trust_list: (inputs: Cli24_No_Trust_ListInputs) => LocalizedString;
export const cli24_not_a_card: (inputs: Cli24_Not_A_CardInputs) => LocalizedString;
export const cli24_not_enough_cards: (inputs: Cli24_Not_Enough_CardsInputs) => LocalizedString;
export const cli24_older_database: (inputs: Cli24_Older_DatabaseInputs) => LocalizedString;
export const cli24_one_report: (inputs: Cli24_One_ReportInputs) => LocalizedString;
export const cli24_passcode_argv: (inputs: Cli24_Passcode_ArgvInputs) => LocalizedString;
export const cli24_passcode_interrupted: (inputs: Cli24_Passcode_InterruptedInputs) => LocalizedString;
export const cli24_passcode_none: (inputs: Cli24_Passcode_NoneInputs) => LocalizedString;
export const cli24_passcode_prompt: (inputs: Cli24_Passcode_PromptInputs) => LocalizedString;
export const cli24_passcode_too_long: (inputs: Cli24_Passcode_Too_LongInputs) => LocalizedString;
export const cli24_pem_unreadable: (inputs: Cli24_Pem_UnreadableInputs) => LocalizedString;
export const cli24_profile_file: (inputs: Cli24_Profile_FileInputs) => LocalizedString;
export const cli24_profile_required: (inputs: Cli24_Profile_RequiredInputs) => LocalizedString;
export const cli24_responses_gap: (inputs: Cli24_Responses_GapInputs) => LocalizedString;
export const cli24_responses_no_step: (inputs: Cli24_Responses_No_StepInputs) => LocalizedString;
export const cli24_responses_read: (inputs: Cli24_Responses_ReadInputs) => LocalizedString;
export const cli24_responses_required: (inputs: Cli24_Responses_RequiredInputs) => LocalizedString;
export const cli24_responses_twice: (inputs: Cli24_Responses_TwiceInputs) => LocalizedString;
export const cli24_seed_required: (inputs: Cli24_Seed_RequiredInputs) => LocalizedString;
export const cli24_seeding: (inputs: Cli24_SeedingInputs) => LocalizedString;
export const cli24_spec_required: (inputs: Cli24_Spec_RequiredInputs) => LocalizedString;
export const cli24_stake_whole: (inputs: Cli24_Stake_WholeInputs) => LocalizedString;
export const cli24_trust_how: (inputs: Cli24_Trust_HowInputs) => LocalizedString;
export const cli24_trust_how_passcode: (inputs: Cli24_Trust_How_PasscodeInputs) => LocalizedString;
export const cli24_unexpected_argument: (inputs: Cli24_Unexpected_ArgumentInputs) => LocalizedString;
export const cli24_unknown_command: (inputs: Cli24_Unknown_CommandInputs) => LocalizedString;
export const cli24_unknown_option: (inputs: Cli24_Unknown_OptionInputs) => LocalizedString;
export const cli24_unknown_profile: (inputs: Cli24_Unknown_ProfileInputs) => LocalizedString;
export const cli24_whole_number: (inputs: Cli24_Whole_NumberInputs) => LocalizedString;
export const cli24_wrong_passcode: (inputs: Cli24_Wrong_PasscodeInputs) => LocalizedString;
export const cli_db_unreadable_words: (inputs: Cli_Db_Unreadable_WordsInputs) => LocalizedString;
export const commission_amount: (inputs: Commission_AmountInputs) => LocalizedString;
export const commission_comma: (inputs: Commission_CommaInputs) => LocalizedString;
export const commission_label: (inputs: Commission_LabelInputs) => LocalizedString;
export const commission_label_box: (inputs: Commission_Label_BoxInputs) => LocalizedString;
export const commission_label_owes: (inputs: Commission_Label_OwesInputs) => LocalizedString;
export const commission_label_seat_pays: (inputs: Commission_Label_Seat_PaysInputs) => LocalizedString;
export const commission_list: (inputs: Commission_ListInputs) => LocalizedString;
export const commission_new_shoe: (inputs: Commission_New_ShoeInputs) => LocalizedString;
export const commission_of: (inputs: Commission_OfInputs) => LocalizedString;
export const commission_owed_marks: (inputs: Commission_Owed_MarksInputs) => LocalizedString;
export const commission_owed_total: (inputs: Commission_Owed_TotalInputs) => LocalizedString;
export const commission_plus: (inputs: Commission_PlusInputs) => LocalizedString;
export const commission_q_coup: (inputs: Commission_Q_CoupInputs) => LocalizedString;
export const commission_q_last_coup: (inputs: Commission_Q_Last_CoupInputs) => LocalizedString;
export const commission_q_leaving: (inputs: Commission_Q_LeavingInputs) => LocalizedString;
export const commission_q_shoe_finished: (inputs: Commission_Q_Shoe_FinishedInputs) => LocalizedString;
export const commission_q_single_box: (inputs: Commission_Q_Single_BoxInputs) => LocalizedString;
export const commission_q_single_deducted: (inputs: Commission_Q_Single_DeductedInputs) => LocalizedString;
export const commission_raw_fraction: (inputs: Commission_Raw_FractionInputs) => LocalizedString;
export const commission_rounded: (inputs: Commission_RoundedInputs) => LocalizedString;
export const commission_rounded_mark: (inputs: Commission_Rounded_MarkInputs) => LocalizedString;
export const commission_situation_owed: (inputs: Commission_Situation_OwedInputs) => LocalizedString;
export const commission_total: (inputs: Commission_TotalInputs) => LocalizedString;
export const commission_total_marked: (inputs: Commission_Total_MarkedInputs) => LocalizedString;
export const commission_w_box_banker_lost: (inputs: Commission_W_Box_Banker_LostInputs) => LocalizedString;
export const commission_w_box_player: (inputs: Commission_W_Box_PlayerInputs) => LocalizedString;
export const commission_w_box_win: (inputs: Commission_W_Box_WinInputs) => LocalizedString;
export const commission_w_owed_leaving: (inputs: Commission_W_Owed_LeavingInputs) => LocalizedString;
export const commission_w_owed_shoe: (inputs: Commission_W_Owed_ShoeInputs) => LocalizedString;
export const commission_w_shoe_end: (inputs: Commission_W_Shoe_EndInputs) => LocalizedString;
export const constraint_banker_point: (inputs: Constraint_Banker_PointInputs) => LocalizedString;
export const constraint_banker_third_card: (inputs: Constraint_Banker_Third_CardInputs) => LocalizedString;
export const constraint_commission_box: (inputs: Constraint_Commission_BoxInputs) => LocalizedString;
export const constraint_commission_coups: (inputs: Constraint_Commission_CoupsInputs) => LocalizedString;
export const constraint_commission_mode: (inputs: Constraint_Commission_ModeInputs) => LocalizedString;
export const constraint_commission_owed: (inputs: Constraint_Commission_OwedInputs) => LocalizedString;
export const constraint_commission_single: (inputs: Constraint_Commission_SingleInputs) => LocalizedString;
export const constraint_final_point_help: (inputs: Constraint_Final_Point_HelpInputs) => LocalizedString;
export const constraint_natural: (inputs: Constraint_NaturalInputs) => LocalizedString;
export const constraint_odd_stakes: (inputs: Constraint_Odd_StakesInputs) => LocalizedString;
export const constraint_odd_stakes_help: (inputs: Constraint_Odd_Stakes_HelpInputs) => LocalizedString;
export const constraint_payout_bets: (inputs: Constraint_Payout_BetsInputs) => LocalizedString;
export const constraint_payout_bets_help: (inputs: Constraint_Payout_Bets_HelpInputs) => LocalizedString;
export const constraint_payout_detail: (inputs: Constraint_Payout_DetailInputs) => LocalizedString;
export const constraint_payout_detail_help: (inputs: Constraint_Payout_Detail_HelpInputs) => LocalizedString;
export const constraint_payout_loses: (inputs: Constraint_Payout_LosesInputs) => LocalizedString;
export const constraint_payout_outcome: (inputs: Constraint_Payout_OutcomeInputs) => LocalizedString;
export const constraint_payout_push: (inputs: Constraint_Payout_PushInputs) => LocalizedString;
export const constraint_payout_stake: (inputs: Constraint_Payout_StakeInputs) => LocalizedString;
export const constraint_payout_stake_help: (inputs: Constraint_Payout_Stake_HelpInputs) => LocalizedString;
export const constraint_payout_wins: (inputs: Constraint_Payout_WinsInputs) => LocalizedString;
export const constraint_player_point: (inputs: Constraint_Player_PointInputs) => LocalizedString;
export const constraint_player_third_card: (inputs: Constraint_Player_Third_CardInputs) => LocalizedString;
export const constraint_settle_seats: (inputs: Constraint_Settle_SeatsInputs) => LocalizedString;
export const constraint_settle_side_bets: (inputs: Constraint_Settle_Side_BetsInputs) => LocalizedString;
export const constraint_who_wins: (inputs: Constraint_Who_WinsInputs) => LocalizedString;
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
export const coup_banker_low_working: (inputs: Coup_Banker_Low_WorkingInputs) => LocalizedString;
export const coup_banker_seven_working: (inputs: Coup_Banker_Seven_WorkingInputs) => LocalizedString;
export const coup_banker_vs_card_working: (inputs: Coup_Banker_Vs_Card_WorkingInputs) => LocalizedString;
export const coup_banker_vs_none_working: (inputs: Coup_Banker_Vs_None_WorkingInputs) => LocalizedString;
export const coup_decision_draw: (inputs: Coup_Decision_DrawInputs) => LocalizedString;
export const coup_decision_stand: (inputs: Coup_Decision_StandInputs) => LocalizedString;
export const coup_hand_banker: (inputs: Coup_Hand_BankerInputs) => LocalizedString;
export const coup_hand_player: (inputs: Coup_Hand_PlayerInputs) => LocalizedString;
export const coup_natural_banker: (inputs: Coup_Natural_BankerInputs) => LocalizedString;
export const coup_natural_both: (inputs: Coup_Natural_BothInputs) => LocalizedString;
export const coup_natural_player: (inputs: Coup_Natural_PlayerInputs) => LocalizedString;
export const coup_player_draws_working: (inputs: Coup_Player_Draws_WorkingInputs) => LocalizedString;
export const coup_player_stands_working: (inputs: Coup_Player_Stands_WorkingInputs) => LocalizedString;
export const coup_point_sum: (inputs: Coup_Point_SumInputs) => LocalizedString;
export const coup_point_sum_less: (inputs: Coup_Point_Sum_LessInputs) => LocalizedString;
export const coup_points_working_natural: (inputs: Coup_Points_Working_NaturalInputs) => LocalizedString;
export const coup_points_working_none: (inputs: Coup_Points_Working_NoneInputs) => LocalizedString;
export const coup_q_banker_no_third: (inputs: Coup_Q_Banker_No_ThirdInputs) => LocalizedString;
export const coup_q_banker_third: (inputs: Coup_Q_Banker_ThirdInputs) => LocalizedString;
export const coup_q_call_both: (inputs: Coup_Q_Call_BothInputs) => LocalizedString;
export const coup_q_call_hand: (inputs: Coup_Q_Call_HandInputs) => LocalizedString;
export const coup_q_player_draws: (inputs: Coup_Q_Player_DrawsInputs) => LocalizedString;
export const coup_q_result: (inputs: Coup_Q_ResultInputs) => LocalizedString;
export const coup_result_answer: (inputs: Coup_Result_AnswerInputs) => LocalizedString;
export const coup_result_working_tie: (inputs: Coup_Result_Working_TieInputs) => LocalizedString;
export const coup_result_working_win: (inputs: Coup_Result_Working_WinInputs) => LocalizedString;
export const coup_row_3: (inputs: Coup_Row_3Inputs) => LocalizedString;
export const coup_row_4: (inputs: Coup_Row_4Inputs) => LocalizedString;
export const coup_row_5: (inputs: Coup_Row_5Inputs) => LocalizedString;
export const coup_row_6: (inputs: Coup_Row_6Inputs) => LocalizedString;
export const coup_row_none: (inputs: Coup_Row_NoneInputs) => LocalizedString;
export const coup_winner_banker: (inputs: Coup_Winner_BankerInputs) => LocalizedString;
export const coup_winner_player: (inputs: Coup_Winner_PlayerInputs) => LocalizedString;
export const coup_winner_tie: (inputs: Coup_Winner_TieInputs) => LocalizedString;
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
export const dealercheck_answer: (inputs: Dealercheck_AnswerInputs) => LocalizedString;
export const dealercheck_clean: (inputs: Dealercheck_CleanInputs) => LocalizedString;
export const dealercheck_field_mistakes: (inputs: Dealercheck_Field_MistakesInputs) => LocalizedString;
export const dealercheck_field_percent: (inputs: Dealercheck_Field_PercentInputs) => LocalizedString;
export const dealercheck_field_percent_help: (inputs: Dealercheck_Field_Percent_HelpInputs) => LocalizedString;
export const dealercheck_left: (inputs: Dealercheck_LeftInputs) => LocalizedString;
export const dealercheck_mistake_commission: (inputs: Dealercheck_Mistake_CommissionInputs) => LocalizedString;
export const dealercheck_mistake_commission_short: (inputs: Dealercheck_Mistake_Commission_ShortInputs) => LocalizedString;
export const dealercheck_mistake_draw: (inputs: Dealercheck_Mistake_DrawInputs) => LocalizedString;
export const dealercheck_mistake_draw_short: (inputs: Dealercheck_Mistake_Draw_ShortInputs) => LocalizedString;
export const dealercheck_mistake_order: (inputs: Dealercheck_Mistake_OrderInputs) => LocalizedString;
export const dealercheck_mistake_order_short: (inputs: Dealercheck_Mistake_Order_ShortInputs) => LocalizedString;
export const dealercheck_mistake_payment: (inputs: Dealercheck_Mistake_PaymentInputs) => LocalizedString;
export const dealercheck_mistake_payment_short: (inputs: Dealercheck_Mistake_Payment_ShortInputs) => LocalizedString;
export const dealercheck_paid: (inputs: Dealercheck_PaidInputs) => LocalizedString;
export const dealercheck_paid_marked: (inputs: Dealercheck_Paid_MarkedInputs) => LocalizedString;
export const dealercheck_q: (inputs: Dealercheck_QInputs) => LocalizedString;
export const dealercheck_seat_bet: (inputs: Dealercheck_Seat_BetInputs) => LocalizedString;
export const dealercheck_step: (inputs: Dealercheck_StepInputs) => LocalizedString;
export const dealercheck_steps: (inputs: Dealercheck_StepsInputs) => LocalizedString;
export const dealercheck_took: (inputs: Dealercheck_TookInputs) => LocalizedString;
export const dealercheck_w_banker_none_draw: (inputs: Dealercheck_W_Banker_None_DrawInputs) => LocalizedString;
export const dealercheck_w_banker_none_stand: (inputs: Dealercheck_W_Banker_None_StandInputs) => LocalizedString;
export const dealercheck_w_banker_third_draw: (inputs: Dealercheck_W_Banker_Third_DrawInputs) => LocalizedString;
export const dealercheck_w_banker_third_stand: (inputs: Dealercheck_W_Banker_Third_StandInputs) => LocalizedString;
export const dealercheck_w_clean: (inputs: Dealercheck_W_CleanInputs) => LocalizedString;
export const dealercheck_w_natural: (inputs: Dealercheck_W_NaturalInputs) => LocalizedString;
export const dealercheck_w_order: (inputs: Dealercheck_W_OrderInputs) => LocalizedString;
export const dealercheck_w_paid: (inputs: Dealercheck_W_PaidInputs) => LocalizedString;
export const dealercheck_w_paid_both_box: (inputs: Dealercheck_W_Paid_Both_BoxInputs) => LocalizedString;
export const dealercheck_w_paid_box: (inputs: Dealercheck_W_Paid_BoxInputs) => LocalizedString;
export const dealercheck_w_paid_wrong_box: (inputs: Dealercheck_W_Paid_Wrong_BoxInputs) => LocalizedString;
export const dealercheck_w_player_stood: (inputs: Dealercheck_W_Player_StoodInputs) => LocalizedString;
export const dialog_choose_data_folder: (inputs: Dialog_Choose_Data_FolderInputs) => LocalizedString;
export const dialog_export_audit: (inputs: Dialog_Export_AuditInputs) => LocalizedString;
export const dialog_export_drill_set: (inputs: Dialog_Export_Drill_SetInputs) => LocalizedString;
export const dialog_filter_drill_set: (inputs: Dialog_Filter_Drill_SetInputs) => LocalizedString;
export const dialog_filter_pdf_report: (inputs: Dialog_Filter_Pdf_ReportInputs) => LocalizedString;
export const dialog_filter_responses_csv: (inputs: Dialog_Filter_Responses_CsvInputs) => LocalizedString;
export const dialog_filter_signed_record: (inputs: Dialog_Filter_Signed_RecordInputs) => LocalizedString;
export const dialog_filter_staff: (inputs: Dialog_Filter_StaffInputs) => LocalizedString;
export const dialog_import_drill_set: (inputs: Dialog_Import_Drill_SetInputs) => LocalizedString;
export const dialog_import_staff: (inputs: Dialog_Import_StaffInputs) => LocalizedString;
export const dialog_save_report: (inputs: Dialog_Save_ReportInputs) => LocalizedString;
export const drill_sentences: (inputs: Drill_SentencesInputs) => LocalizedString;
export const edge24_export_in_data_folder: (inputs: Edge24_Export_In_Data_FolderInputs) => LocalizedString;
export const edge24_export_not_drill_set: (inputs: Edge24_Export_Not_Drill_SetInputs) => LocalizedString;
export const edge24_export_not_file: (inputs: Edge24_Export_Not_FileInputs) => LocalizedString;
export const edge24_far: (inputs: Edge24_FarInputs) => LocalizedString;
export const edge24_negative: (inputs: Edge24_NegativeInputs) => LocalizedString;
export const edge24_usual_banker: (inputs: Edge24_Usual_BankerInputs) => LocalizedString;
export const edge24_usual_dragon_banker: (inputs: Edge24_Usual_Dragon_BankerInputs) => LocalizedString;
export const edge24_usual_dragon_player: (inputs: Edge24_Usual_Dragon_PlayerInputs) => LocalizedString;
export const edge24_usual_pair: (inputs: Edge24_Usual_PairInputs) => LocalizedString;
export const edge24_usual_perfect_pairs: (inputs: Edge24_Usual_Perfect_PairsInputs) => LocalizedString;
export const edge24_usual_player: (inputs: Edge24_Usual_PlayerInputs) => LocalizedString;
export const edge24_usual_super_six: (inputs: Edge24_Usual_Super_SixInputs) => LocalizedString;
export const edge24_usual_tie: (inputs: Edge24_Usual_TieInputs) => LocalizedString;
export const eng24c_detail_coloured_pair: (inputs: Eng24c_Detail_Coloured_PairInputs) => LocalizedString;
export const eng24c_detail_mixed_pair: (inputs: Eng24c_Detail_Mixed_PairInputs) => LocalizedString;
export const eng24c_detail_no_pair: (inputs: Eng24c_Detail_No_PairInputs) => LocalizedString;
export const eng24c_detail_pair_of_2: (inputs: Eng24c_Detail_Pair_Of_2Inputs) => LocalizedString;
export const eng24c_detail_pair_of_3: (inputs: Eng24c_Detail_Pair_Of_3Inputs) => LocalizedString;
export const eng24c_detail_pair_of_4: (inputs: Eng24c_Detail_Pair_Of_4Inputs) => LocalizedString;
export const eng24c_detail_pair_of_5: (inputs: Eng24c_Detail_Pair_Of_5Inputs) => LocalizedString;
export const eng24c_detail_pair_of_6: (inputs: Eng24c_Detail_Pair_Of_6Inputs) => LocalizedString;
export const eng24c_detail_pair_of_7: (inputs: Eng24c_Detail_Pair_Of_7Inputs) => LocalizedString;
export const eng24c_detail_pair_of_8: (inputs: Eng24c_Detail_Pair_Of_8Inputs) => LocalizedString;
export const eng24c_detail_pair_of_9: (inputs: Eng24c_Detail_Pair_Of_9Inputs) => LocalizedString;
export const eng24c_detail_pair_of_a: (inputs: Eng24c_Detail_Pair_Of_AInputs) => LocalizedString;
export const eng24c_detail_pair_of_j: (inputs: Eng24c_Detail_Pair_Of_JInputs) => LocalizedString;
export const eng24c_detail_pair_of_k: (inputs: Eng24c_Detail_Pair_Of_KInputs) => LocalizedString;
export const eng24c_detail_pair_of_q: (inputs: Eng24c_Detail_Pair_Of_QInputs) => LocalizedString;
export const eng24c_detail_pair_of_t: (inputs: Eng24c_Detail_Pair_Of_TInputs) => LocalizedString;
export const eng24c_detail_perfect_pair: (inputs: Eng24c_Detail_Perfect_PairInputs) => LocalizedString;
export const eng24c_invalid_drill_set: (inputs: Eng24c_Invalid_Drill_SetInputs) => LocalizedString;
export const eng24c_room_refused_bad_value: (inputs: Eng24c_Room_Refused_Bad_ValueInputs) => LocalizedString;
export const eng24c_room_refused_check: (inputs: Eng24c_Room_Refused_CheckInputs) => LocalizedString;
export const eng24c_room_refused_duplicate: (inputs: Eng24c_Room_Refused_DuplicateInputs) => LocalizedString;
export const eng24c_room_refused_empty: (inputs: Eng24c_Room_Refused_EmptyInputs) => LocalizedString;
export const eng24c_room_refused_missing: (inputs: Eng24c_Room_Refused_MissingInputs) => LocalizedString;
export const eng24c_room_refused_no_right: (inputs: Eng24c_Room_Refused_No_RightInputs) => LocalizedString;
export const eng24c_room_refused_other: (inputs: Eng24c_Room_Refused_OtherInputs) => LocalizedString;
export const eng24c_spec_at_least_coups: (inputs: Eng24c_Spec_At_Least_CoupsInputs) => LocalizedString;
export const eng24c_spec_at_least_ms: (inputs: Eng24c_Spec_At_Least_MsInputs) => LocalizedString;
export const eng24c_spec_at_most_areas: (inputs: Eng24c_Spec_At_Most_AreasInputs) => LocalizedString;
export const eng24c_spec_at_most_bands: (inputs: Eng24c_Spec_At_Most_BandsInputs) => LocalizedString;
export const eng24c_spec_at_most_chars: (inputs: Eng24c_Spec_At_Most_CharsInputs) => LocalizedString;
export const eng24c_spec_at_most_coups: (inputs: Eng24c_Spec_At_Most_CoupsInputs) => LocalizedString;
export const eng24c_spec_at_most_ms_10_min: (inputs: Eng24c_Spec_At_Most_Ms_10_MinInputs) => LocalizedString;
export const eng24c_spec_at_most_sections: (inputs: Eng24c_Spec_At_Most_SectionsInputs) => LocalizedString;
export const eng24c_spec_at_most_year: (inputs: Eng24c_Spec_At_Most_YearInputs) => LocalizedString;
export const eng24c_spec_audition_pace: (inputs: Eng24c_Spec_Audition_PaceInputs) => LocalizedString;
export const eng24c_spec_be_quoted: (inputs: Eng24c_Spec_Be_QuotedInputs) => LocalizedString;
export const eng24c_spec_coups_number: (inputs: Eng24c_Spec_Coups_NumberInputs) => LocalizedString;
export const eng24c_spec_difficulty: (inputs: Eng24c_Spec_DifficultyInputs) => LocalizedString;
export const eng24c_spec_from_0_to_1: (inputs: Eng24c_Spec_From_0_To_1Inputs) => LocalizedString;
export const eng24c_spec_mode: (inputs: Eng24c_Spec_ModeInputs) => LocalizedString;
export const eng24c_spec_ms_or_null: (inputs: Eng24c_Spec_Ms_Or_NullInputs) => LocalizedString;
export const eng24c_spec_needs_area: (inputs: Eng24c_Spec_Needs_AreaInputs) => LocalizedString;
export const eng24c_spec_needs_band: (inputs: Eng24c_Spec_Needs_BandInputs) => LocalizedString;
export const eng24c_spec_needs_section: (inputs: Eng24c_Spec_Needs_SectionInputs) => LocalizedString;
export const eng24c_spec_no_section_drills: (inputs: Eng24c_Spec_No_Section_DrillsInputs) => LocalizedString;
export const eng24c_spec_not_negative: (inputs: Eng24c_Spec_Not_NegativeInputs) => LocalizedString;
export const eng24c_spec_number: (inputs: Eng24c_Spec_NumberInputs) => LocalizedString;
export const eng24c_spec_object: (inputs: Eng24c_Spec_ObjectInputs) => LocalizedString;
export const eng24c_spec_one_of: (inputs: Eng24c_Spec_One_OfInputs) => LocalizedString;
export const eng24c_spec_only_version: (inputs: Eng24c_Spec_Only_VersionInputs) => LocalizedString;
export const eng24c_spec_positive: (inputs: Eng24c_Spec_PositiveInputs) => LocalizedString;
export const eng24c_spec_profile_kind: (inputs: Eng24c_Spec_Profile_KindInputs) => LocalizedString;
export const eng24c_spec_too_many_items: (inputs: Eng24c_Spec_Too_Many_ItemsInputs) => LocalizedString;
export const eng24c_spec_true_false: (inputs: Eng24c_Spec_True_FalseInputs) => LocalizedString;
export const eng24c_spec_unknown_profile: (inputs: Eng24c_Spec_Unknown_ProfileInputs) => LocalizedString;
export const eng24c_spec_whole: (inputs: Eng24c_Spec_WholeInputs) => LocalizedString;
export const eng24c_spec_whole_minutes: (inputs: Eng24c_Spec_Whole_MinutesInputs) => LocalizedString;
export const eng24c_spec_whole_ms: (inputs: Eng24c_Spec_Whole_MsInputs) => LocalizedString;
export const eng_session_skill_slow: (inputs: Eng_Session_Skill_SlowInputs) => LocalizedString;
export const eng_settle_box_detail: (inputs: Eng_Settle_Box_DetailInputs) => LocalizedString;
export const err_attempt_cannot_replay: (inputs: Err_Attempt_Cannot_ReplayInputs) => LocalizedString;
export const err_attempt_could_not_write: (inputs: Err_Attempt_Could_Not_WriteInputs) => LocalizedString;
export const err_attempt_damaged: (inputs: Err_Attempt_DamagedInputs) => LocalizedString;
export const err_attempt_export_running: (inputs: Err_Attempt_Export_RunningInputs) => LocalizedString;
export const err_attempt_finished: (inputs: Err_Attempt_FinishedInputs) => LocalizedString;
export const err_attempt_not_resumable: (inputs: Err_Attempt_Not_ResumableInputs) => LocalizedString;
export const err_attempt_out_of_step: (inputs: Err_Attempt_Out_Of_StepInputs) => LocalizedString;
export const err_attempt_replay_no_step: (inputs: Err_Attempt_Replay_No_StepInputs) => LocalizedString;
export const err_attempt_resume_abandoned_only: (inputs: Err_Attempt_Resume_Abandoned_OnlyInputs) => LocalizedString;
export const err_attempt_status_abandoned: (inputs: Err_Attempt_Status_AbandonedInputs) => LocalizedString;
export const err_attempt_status_closed: (inputs: Err_Attempt_Status_ClosedInputs) => LocalizedString;
export const err_attempt_status_finished: (inputs: Err_Attempt_Status_FinishedInputs) => LocalizedString;
export const err_attempt_status_running: (inputs: Err_Attempt_Status_RunningInputs) => LocalizedString;
export const err_attempt_unknown_seeding: (inputs: Err_Attempt_Unknown_SeedingInputs) => LocalizedString;
export const err_audit_answers_removed: (inputs: Err_Audit_Answers_RemovedInputs) => LocalizedString;
export const err_audit_attempt_named: (inputs: Err_Audit_Attempt_NamedInputs) => LocalizedString;
export const err_audit_attempt_removed: (inputs: Err_Audit_Attempt_RemovedInputs) => LocalizedString;
export const err_audit_could_not_write: (inputs: Err_Audit_Could_Not_WriteInputs) => LocalizedString;
export const err_audit_end_cut: (inputs: Err_Audit_End_CutInputs) => LocalizedString;
export const err_audit_end_cut_on: (inputs: Err_Audit_End_Cut_OnInputs) => LocalizedString;
export const err_audit_end_tampered: (inputs: Err_Audit_End_TamperedInputs) => LocalizedString;
export const err_audit_not_done: (inputs: Err_Audit_Not_DoneInputs) => LocalizedString;
export const err_audit_removed_with_ledger: (inputs: Err_Audit_Removed_With_LedgerInputs) => LocalizedString;
export const err_audit_status_changed: (inputs: Err_Audit_Status_ChangedInputs) => LocalizedString;
export const err_engine_app_closing: (inputs: Err_Engine_App_ClosingInputs) => LocalizedString;
export const err_engine_failed: (inputs: Err_Engine_FailedInputs) => LocalizedString;
export const err_engine_no_mistakes: (inputs: Err_Engine_No_MistakesInputs) => LocalizedString;
export const err_engine_not_rebuilt: (inputs: Err_Engine_Not_RebuiltInputs) => LocalizedString;
export const err_engine_time_ran_out: (inputs: Err_Engine_Time_Ran_OutInputs) => LocalizedString;
export const err_engine_too_rare: (inputs: Err_Engine_Too_RareInputs) => LocalizedString;
export const err_ipc_no_rule: (inputs: Err_Ipc_No_RuleInputs) => LocalizedString;
export const err_ipc_refused: (inputs: Err_Ipc_RefusedInputs) => LocalizedString;
export const err_ipc_unknown: (inputs: Err_Ipc_UnknownInputs) => LocalizedString;
export const err_ipc_went_wrong: (inputs: Err_Ipc_Went_WrongInputs) => LocalizedString;
export const err_practical_attempt_damaged: (inputs: Err_Practical_Attempt_DamagedInputs) => LocalizedString;
export const err_practical_damaged: (inputs: Err_Practical_DamagedInputs) => LocalizedString;
export const err_practical_not_graded: (inputs: Err_Practical_Not_GradedInputs) => LocalizedString;
export const err_practical_revision_stale: (inputs: Err_Practical_Revision_StaleInputs) => LocalizedString;
export const err_profile_builtin_fixed: (inputs: Err_Profile_Builtin_FixedInputs) => LocalizedString;
export const err_profile_builtin_id: (inputs: Err_Profile_Builtin_IdInputs) => LocalizedString;
export const err_profile_call_language: (inputs: Err_Profile_Call_LanguageInputs) => LocalizedString;
export const err_profile_chips_order: (inputs: Err_Profile_Chips_OrderInputs) => LocalizedString;
export const err_profile_commission_even: (inputs: Err_Profile_Commission_EvenInputs) => LocalizedString;
export const err_profile_copy_id_taken: (inputs: Err_Profile_Copy_Id_TakenInputs) => LocalizedString;
export const err_profile_decks_pairs: (inputs: Err_Profile_Decks_PairsInputs) => LocalizedString;
export const err_profile_decks_range: (inputs: Err_Profile_Decks_RangeInputs) => LocalizedString;
export const err_profile_id_saved: (inputs: Err_Profile_Id_SavedInputs) => LocalizedString;
export const err_profile_id_shape: (inputs: Err_Profile_Id_ShapeInputs) => LocalizedString;
export const err_profile_invalid: (inputs: Err_Profile_InvalidInputs) => LocalizedString;
export const err_profile_join: (inputs: Err_Profile_JoinInputs) => LocalizedString;
export const err_profile_keeps_id: (inputs: Err_Profile_Keeps_IdInputs) => LocalizedString;
export const err_profile_min_above_max: (inputs: Err_Profile_Min_Above_MaxInputs) => LocalizedString;
export const err_profile_no_saved: (inputs: Err_Profile_No_SavedInputs) => LocalizedString;
export const err_profile_pace_max: (inputs: Err_Profile_Pace_MaxInputs) => LocalizedString;
export const err_profile_pace_min: (inputs: Err_Profile_Pace_MinInputs) => LocalizedString;
export const err_profile_pace_whole: (inputs: Err_Profile_Pace_WholeInputs) => LocalizedString;
export const err_profile_pairs_both: (inputs: Err_Profile_Pairs_BothInputs) => LocalizedString;
export const err_profile_push_letters: (inputs: Err_Profile_Push_LettersInputs) => LocalizedString;
export const err_profile_push_long: (inputs: Err_Profile_Push_LongInputs) => LocalizedString;
export const err_profile_push_word: (inputs: Err_Profile_Push_WordInputs) => LocalizedString;
export const err_profile_round_on: (inputs: Err_Profile_Round_OnInputs) => LocalizedString;
export const err_profile_skill_once: (inputs: Err_Profile_Skill_OnceInputs) => LocalizedString;
export const err_progress_asked_twice: (inputs: Err_Progress_Asked_TwiceInputs) => LocalizedString;
export const err_progress_could_not_write: (inputs: Err_Progress_Could_Not_WriteInputs) => LocalizedString;
export const err_progress_due_not_drillable: (inputs: Err_Progress_Due_Not_DrillableInputs) => LocalizedString;
export const err_progress_from_after_to: (inputs: Err_Progress_From_After_ToInputs) => LocalizedString;
export const err_progress_no_thread: (inputs: Err_Progress_No_ThreadInputs) => LocalizedString;
export const err_progress_no_weak_cases: (inputs: Err_Progress_No_Weak_CasesInputs) => LocalizedString;
export const err_progress_none_drillable: (inputs: Err_Progress_None_DrillableInputs) => LocalizedString;
export const err_progress_nothing_due: (inputs: Err_Progress_Nothing_DueInputs) => LocalizedString;
export const err_progress_thread_failed: (inputs: Err_Progress_Thread_FailedInputs) => LocalizedString;
export const err_progress_thread_odd: (inputs: Err_Progress_Thread_OddInputs) => LocalizedString;
export const err_progress_thread_send: (inputs: Err_Progress_Thread_SendInputs) => LocalizedString;
export const err_progress_thread_slow: (inputs: Err_Progress_Thread_SlowInputs) => LocalizedString;
export const err_progress_thread_stopped: (inputs: Err_Progress_Thread_StoppedInputs) => LocalizedString;
export const err_progress_thread_unreadable: (inputs: Err_Progress_Thread_UnreadableInputs) => LocalizedString;
export const err_room_db_not_open: (inputs: Err_Room_Db_Not_OpenInputs) => LocalizedString;
export const err_room_db_not_open_join: (inputs: Err_Room_Db_Not_Open_JoinInputs) => LocalizedString;
export const err_room_enter_password: (inputs: Err_Room_Enter_PasswordInputs) => LocalizedString;
export const err_room_not_in_room: (inputs: Err_Room_Not_In_RoomInputs) => LocalizedString;
export const err_room_unreadable_here: (inputs: Err_Room_Unreadable_HereInputs) => LocalizedString;
export const err_seal_key_unreadable: (inputs: Err_Seal_Key_UnreadableInputs) => LocalizedString;
export const err_seal_seed_changed: (inputs: Err_Seal_Seed_ChangedInputs) => LocalizedString;
export const err_seal_seed_mismatch: (inputs: Err_Seal_Seed_MismatchInputs) => LocalizedString;
export const err_seal_seed_unreadable: (inputs: Err_Seal_Seed_UnreadableInputs) => LocalizedString;
export const err_seal_tampered: (inputs: Err_Seal_TamperedInputs) => LocalizedString;
export const err_seal_trainer_opens: (inputs: Err_Seal_Trainer_OpensInputs) => LocalizedString;
export const err_seal_unlock_first: (inputs: Err_Seal_Unlock_FirstInputs) => LocalizedString;
export const err_sess_cannot_replay: (inputs: Err_Sess_Cannot_ReplayInputs) => LocalizedString;
export const err_sess_damaged: (inputs: Err_Sess_DamagedInputs) => LocalizedString;
export const err_sess_folder_changed: (inputs: Err_Sess_Folder_ChangedInputs) => LocalizedString;
export const err_sess_unknown_seeding: (inputs: Err_Sess_Unknown_SeedingInputs) => LocalizedString;
export const err_sess_unreadable: (inputs: Err_Sess_UnreadableInputs) => LocalizedString;
export const err_staff_join: (inputs: Err_Staff_JoinInputs) => LocalizedString;
export const err_staff_line: (inputs: Err_Staff_LineInputs) => LocalizedString;
export const err_staff_name_empty: (inputs: Err_Staff_Name_EmptyInputs) => LocalizedString;
export const err_staff_name_long: (inputs: Err_Staff_Name_LongInputs) => LocalizedString;
export const err_staff_name_twice: (inputs: Err_Staff_Name_TwiceInputs) => LocalizedString;
export const err_staff_no_trainee: (inputs: Err_Staff_No_TraineeInputs) => LocalizedString;
export const err_staff_not_utf8: (inputs: Err_Staff_Not_Utf8Inputs) => LocalizedString;
export const err_staff_nothing_imported: (inputs: Err_Staff_Nothing_ImportedInputs) => LocalizedString;
export const err_staff_number_long: (inputs: Err_Staff_Number_LongInputs) => LocalizedString;
export const err_staff_number_taken: (inputs: Err_Staff_Number_TakenInputs) => LocalizedString;
export const err_staff_number_twice: (inputs: Err_Staff_Number_TwiceInputs) => LocalizedString;
export const err_staff_too_many_fields: (inputs: Err_Staff_Too_Many_FieldsInputs) => LocalizedString;
export const err_staff_unclosed: (inputs: Err_Staff_UnclosedInputs) => LocalizedString;
export const err_storage_closed: (inputs: Err_Storage_ClosedInputs) => LocalizedString;
export const err_storage_damaged_json: (inputs: Err_Storage_Damaged_JsonInputs) => LocalizedString;
export const err_storage_deleted_while_running: (inputs: Err_Storage_Deleted_While_RunningInputs) => LocalizedString;
export const err_storage_disk_full: (inputs: Err_Storage_Disk_FullInputs) => LocalizedString;
export const err_storage_dmg_drill_set: (inputs: Err_Storage_Dmg_Drill_SetInputs) => LocalizedString;
export const err_storage_dmg_invalid_profile: (inputs: Err_Storage_Dmg_Invalid_ProfileInputs) => LocalizedString;
export const err_storage_dmg_invalid_set: (inputs: Err_Storage_Dmg_Invalid_SetInputs) => LocalizedString;
export const err_storage_dmg_profile: (inputs: Err_Storage_Dmg_ProfileInputs) => LocalizedString;
export const err_storage_dmg_session: (inputs: Err_Storage_Dmg_SessionInputs) => LocalizedString;
export const err_storage_dmg_session_answer: (inputs: Err_Storage_Dmg_Session_AnswerInputs) => LocalizedString;
export const err_storage_dmg_session_spec: (inputs: Err_Storage_Dmg_Session_SpecInputs) => LocalizedString;
export const err_storage_dmg_session_summary: (inputs: Err_Storage_Dmg_Session_SummaryInputs) => LocalizedString;
export const err_storage_dmg_setting: (inputs: Err_Storage_Dmg_SettingInputs) => LocalizedString;
export const err_storage_dmg_setting_default: (inputs: Err_Storage_Dmg_Setting_DefaultInputs) => LocalizedString;
export const err_storage_dmg_unreadable: (inputs: Err_Storage_Dmg_UnreadableInputs) => LocalizedString;
export const err_storage_folder_missing: (inputs: Err_Storage_Folder_MissingInputs) => LocalizedString;
export const err_storage_in_use_write: (inputs: Err_Storage_In_Use_WriteInputs) => LocalizedString;
export const err_storage_move_aside: (inputs: Err_Storage_Move_AsideInputs) => LocalizedString;
export const err_storage_newer_app: (inputs: Err_Storage_Newer_AppInputs) => LocalizedString;
export const err_storage_newer_schema: (inputs: Err_Storage_Newer_SchemaInputs) => LocalizedString;
export const err_storage_no_damaged: (inputs: Err_Storage_No_DamagedInputs) => LocalizedString;
export const err_storage_not_available: (inputs: Err_Storage_Not_AvailableInputs) => LocalizedString;
export const err_storage_not_saved: (inputs: Err_Storage_Not_SavedInputs) => LocalizedString;
export const err_storage_open_corrupt: (inputs: Err_Storage_Open_CorruptInputs) => LocalizedString;
export const err_storage_open_locked: (inputs: Err_Storage_Open_LockedInputs) => LocalizedString;
export const err_storage_open_missing: (inputs: Err_Storage_Open_MissingInputs) => LocalizedString;
export const err_storage_open_status: (inputs: Err_Storage_Open_StatusInputs) => LocalizedString;
export const err_storage_open_unknown: (inputs: Err_Storage_Open_UnknownInputs) => LocalizedString;
export const err_storage_open_unwritable: (inputs: Err_Storage_Open_UnwritableInputs) => LocalizedString;
export const err_storage_vanished: (inputs: Err_Storage_VanishedInputs) => LocalizedString;
export const err_storage_way_out: (inputs: Err_Storage_Way_OutInputs) => LocalizedString;
export const err_storage_working: (inputs: Err_Storage_WorkingInputs) => LocalizedString;
export const err_studio_builtin_changed: (inputs: Err_Studio_Builtin_ChangedInputs) => LocalizedString;
export const err_studio_builtin_deleted: (inputs: Err_Studio_Builtin_DeletedInputs) => LocalizedString;
export const err_studio_builtin_renamed: (inputs: Err_Studio_Builtin_RenamedInputs) => LocalizedString;
export const err_studio_builtin_replace: (inputs: Err_Studio_Builtin_ReplaceInputs) => LocalizedString;
export const err_studio_cannot_import: (inputs: Err_Studio_Cannot_ImportInputs) => LocalizedString;
export const err_studio_changed_elsewhere: (inputs: Err_Studio_Changed_ElsewhereInputs) => LocalizedString;
export const err_studio_file_cut_short: (inputs: Err_Studio_File_Cut_ShortInputs) => LocalizedString;
export const err_studio_file_empty: (inputs: Err_Studio_File_EmptyInputs) => LocalizedString;
export const err_studio_file_not_json: (inputs: Err_Studio_File_Not_JsonInputs) => LocalizedString;
export const err_studio_file_other: (inputs: Err_Studio_File_OtherInputs) => LocalizedString;
export const err_studio_file_over_size: (inputs: Err_Studio_File_Over_SizeInputs) => LocalizedString;
export const err_studio_file_size: (inputs: Err_Studio_File_SizeInputs) => LocalizedString;
export const err_studio_import_gone: (inputs: Err_Studio_Import_GoneInputs) => LocalizedString;
export const err_studio_not_read_back: (inputs: Err_Studio_Not_Read_BackInputs) => LocalizedString;
export const err_studio_replace_gone: (inputs: Err_Studio_Replace_GoneInputs) => LocalizedString;
export const err_studio_title_taken: (inputs: Err_Studio_Title_TakenInputs) => LocalizedString;
export const err_studio_title_taken_field: (inputs: Err_Studio_Title_Taken_FieldInputs) => LocalizedString;
export const err_studio_title_taken_keep: (inputs: Err_Studio_Title_Taken_KeepInputs) => LocalizedString;
export const err_trainer_no_recovery: (inputs: Err_Trainer_No_RecoveryInputs) => LocalizedString;
export const err_trainer_opens_only: (inputs: Err_Trainer_Opens_OnlyInputs) => LocalizedString;
export const err_trainer_recovery_wait: (inputs: Err_Trainer_Recovery_WaitInputs) => LocalizedString;
export const err_trainer_seal_wont_open: (inputs: Err_Trainer_Seal_Wont_OpenInputs) => LocalizedString;
export const err_trainer_sign_needs_trainer: (inputs: Err_Trainer_Sign_Needs_TrainerInputs) => LocalizedString;
export const err_trainer_signing_key_wont_open: (inputs: Err_Trainer_Signing_Key_Wont_OpenInputs) => LocalizedString;
export const err_trainer_trust_locked: (inputs: Err_Trainer_Trust_LockedInputs) => LocalizedString;
export const err_trainer_wrong_recovery: (inputs: Err_Trainer_Wrong_RecoveryInputs) => LocalizedString;
export const heatmap_targeted_description: (inputs: Heatmap_Targeted_DescriptionInputs) => LocalizedString;
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
export const home_trainee_option: (inputs: Home_Trainee_OptionInputs) => LocalizedString;
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
export const irreg_141_mouth: (inputs: Irreg_141_MouthInputs) => LocalizedString;
export const irreg_141_to_banker: (inputs: Irreg_141_To_BankerInputs) => LocalizedString;
export const irreg_142_first_card: (inputs: Irreg_142_First_CardInputs) => LocalizedString;
export const irreg_142_set_aside: (inputs: Irreg_142_Set_AsideInputs) => LocalizedString;
export const irreg_142_then_none: (inputs: Irreg_142_Then_NoneInputs) => LocalizedString;
export const irreg_142_then_one_more: (inputs: Irreg_142_Then_One_MoreInputs) => LocalizedString;
export const irreg_142_when_after_complete: (inputs: Irreg_142_When_After_CompleteInputs) => LocalizedString;
export const irreg_142_when_at_start: (inputs: Irreg_142_When_At_StartInputs) => LocalizedString;
export const irreg_142_when_during: (inputs: Irreg_142_When_DuringInputs) => LocalizedString;
export const irreg_142_when_exposed: (inputs: Irreg_142_When_ExposedInputs) => LocalizedString;
export const irreg_143_banker_draws: (inputs: Irreg_143_Banker_DrawsInputs) => LocalizedString;
export const irreg_143_banker_stands: (inputs: Irreg_143_Banker_StandsInputs) => LocalizedString;
export const irreg_143_moved: (inputs: Irreg_143_MovedInputs) => LocalizedString;
export const irreg_143_procedure: (inputs: Irreg_143_ProcedureInputs) => LocalizedString;
export const irreg_144_complete: (inputs: Irreg_144_CompleteInputs) => LocalizedString;
export const irreg_144_used: (inputs: Irreg_144_UsedInputs) => LocalizedString;
export const irreg_145_void: (inputs: Irreg_145_VoidInputs) => LocalizedString;
export const irreg_145_void_one: (inputs: Irreg_145_Void_OneInputs) => LocalizedString;
export const irreg_146_next_deal: (inputs: Irreg_146_Next_DealInputs) => LocalizedString;
export const irreg_146_next_none: (inputs: Irreg_146_Next_NoneInputs) => LocalizedString;
export const irreg_146_void: (inputs: Irreg_146_VoidInputs) => LocalizedString;
export const irreg_146_void_one: (inputs: Irreg_146_Void_OneInputs) => LocalizedString;
export const irreg_94_last: (inputs: Irreg_94_LastInputs) => LocalizedString;
export const irreg_94_no_new: (inputs: Irreg_94_No_NewInputs) => LocalizedString;
export const irreg_94_no_new_one: (inputs: Irreg_94_No_New_OneInputs) => LocalizedString;
export const irreg_94_normal: (inputs: Irreg_94_NormalInputs) => LocalizedString;
export const irreg_94_when_after: (inputs: Irreg_94_When_AfterInputs) => LocalizedString;
export const irreg_94_when_exposed: (inputs: Irreg_94_When_ExposedInputs) => LocalizedString;
export const irreg_field_irregularity: (inputs: Irreg_Field_IrregularityInputs) => LocalizedString;
export const irreg_field_variant: (inputs: Irreg_Field_VariantInputs) => LocalizedString;
export const irreg_field_variant_help: (inputs: Irreg_Field_Variant_HelpInputs) => LocalizedString;
export const irreg_label_banker_card_for_player: (inputs: Irreg_Label_Banker_Card_For_PlayerInputs) => LocalizedString;
export const irreg_label_excess_card: (inputs: Irreg_Label_Excess_CardInputs) => LocalizedString;
export const irreg_label_face_up_in_shoe: (inputs: Irreg_Label_Face_Up_In_ShoeInputs) => LocalizedString;
export const irreg_label_insufficient_cards: (inputs: Irreg_Label_Insufficient_CardsInputs) => LocalizedString;
export const irreg_label_last_coup: (inputs: Irreg_Label_Last_CoupInputs) => LocalizedString;
export const irreg_label_order_unknown: (inputs: Irreg_Label_Order_UnknownInputs) => LocalizedString;
export const irreg_label_player_card_in_error: (inputs: Irreg_Label_Player_Card_In_ErrorInputs) => LocalizedString;
export const irreg_mouth_after_marker: (inputs: Irreg_Mouth_After_MarkerInputs) => LocalizedString;
export const irreg_mouth_last_at_start: (inputs: Irreg_Mouth_Last_At_StartInputs) => LocalizedString;
export const irreg_mouth_last_during: (inputs: Irreg_Mouth_Last_DuringInputs) => LocalizedString;
export const irreg_mouth_non_betting: (inputs: Irreg_Mouth_Non_BettingInputs) => LocalizedString;
export const irreg_place_banker_1: (inputs: Irreg_Place_Banker_1Inputs) => LocalizedString;
export const irreg_place_banker_2: (inputs: Irreg_Place_Banker_2Inputs) => LocalizedString;
export const irreg_place_banker_3: (inputs: Irreg_Place_Banker_3Inputs) => LocalizedString;
export const irreg_place_none: (inputs: Irreg_Place_NoneInputs) => LocalizedString;
export const irreg_place_player_1: (inputs: Irreg_Place_Player_1Inputs) => LocalizedString;
export const irreg_place_player_2: (inputs: Irreg_Place_Player_2Inputs) => LocalizedString;
export const irreg_place_player_3: (inputs: Irreg_Place_Player_3Inputs) => LocalizedString;
export const irreg_result_banker: (inputs: Irreg_Result_BankerInputs) => LocalizedString;
export const irreg_result_none: (inputs: Irreg_Result_NoneInputs) => LocalizedString;
export const irreg_result_player: (inputs: Irreg_Result_PlayerInputs) => LocalizedString;
export const irreg_result_tie: (inputs: Irreg_Result_TieInputs) => LocalizedString;
export const irreg_variant_banker_draws: (inputs: Irreg_Variant_Banker_DrawsInputs) => LocalizedString;
export const irreg_variant_banker_stands: (inputs: Irreg_Variant_Banker_StandsInputs) => LocalizedString;
export const irreg_variant_card_to_banker: (inputs: Irreg_Variant_Card_To_BankerInputs) => LocalizedString;
export const irreg_variant_deal_normally: (inputs: Irreg_Variant_Deal_NormallyInputs) => LocalizedString;
export const irreg_variant_first_card_next_hand: (inputs: Irreg_Variant_First_Card_Next_HandInputs) => LocalizedString;
export const irreg_variant_initial_deal: (inputs: Irreg_Variant_Initial_DealInputs) => LocalizedString;
export const irreg_variant_last_coup: (inputs: Irreg_Variant_Last_CoupInputs) => LocalizedString;
export const irreg_variant_mouth_of_shoe_non_betting_next: (inputs: Irreg_Variant_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString;
export const irreg_variant_mouth_of_shoe_reshuffle: (inputs: Irreg_Variant_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString;
export const irreg_variant_no_new_coup: (inputs: Irreg_Variant_No_New_CoupInputs) => LocalizedString;
export const irreg_variant_set_aside: (inputs: Irreg_Variant_Set_AsideInputs) => LocalizedString;
export const irreg_variant_third_card: (inputs: Irreg_Variant_Third_CardInputs) => LocalizedString;
export const irreg_variant_use_by_table_of_play: (inputs: Irreg_Variant_Use_By_Table_Of_PlayInputs) => LocalizedString;
export const irreg_variant_void_coup: (inputs: Irreg_Variant_Void_CoupInputs) => LocalizedString;
export const irreg_why_draws_against: (inputs: Irreg_Why_Draws_AgainstInputs) => LocalizedString;
export const irreg_why_draws_player_stands: (inputs: Irreg_Why_Draws_Player_StandsInputs) => LocalizedString;
export const irreg_why_natural: (inputs: Irreg_Why_NaturalInputs) => LocalizedString;
export const irreg_why_stands_against: (inputs: Irreg_Why_Stands_AgainstInputs) => LocalizedString;
export const irreg_why_stands_player_stands: (inputs: Irreg_Why_Stands_Player_StandsInputs) => LocalizedString;
export const irreg_with_result: (inputs: Irreg_With_ResultInputs) => LocalizedString;
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
export const kindfail_a_banker_win: (inputs: Kindfail_A_Banker_WinInputs) => LocalizedString;
export const kindfail_a_third_card: (inputs: Kindfail_A_Third_CardInputs) => LocalizedString;
export const kindfail_bad_difficulty: (inputs: Kindfail_Bad_DifficultyInputs) => LocalizedString;
export const kindfail_bet_lose: (inputs: Kindfail_Bet_LoseInputs) => LocalizedString;
export const kindfail_bet_not_winning: (inputs: Kindfail_Bet_Not_WinningInputs) => LocalizedString;
export const kindfail_bet_push: (inputs: Kindfail_Bet_PushInputs) => LocalizedString;
export const kindfail_bet_win: (inputs: Kindfail_Bet_WinInputs) => LocalizedString;
export const kindfail_bets_not_offered: (inputs: Kindfail_Bets_Not_OfferedInputs) => LocalizedString;
export const kindfail_chips_commission: (inputs: Kindfail_Chips_CommissionInputs) => LocalizedString;
export const kindfail_chips_few: (inputs: Kindfail_Chips_FewInputs) => LocalizedString;
export const kindfail_commission_mode: (inputs: Kindfail_Commission_ModeInputs) => LocalizedString;
export const kindfail_commission_none: (inputs: Kindfail_Commission_NoneInputs) => LocalizedString;
export const kindfail_constraint: (inputs: Kindfail_ConstraintInputs) => LocalizedString;
export const kindfail_detail_needs_bets: (inputs: Kindfail_Detail_Needs_BetsInputs) => LocalizedString;
export const kindfail_difficulty_basic: (inputs: Kindfail_Difficulty_BasicInputs) => LocalizedString;
export const kindfail_difficulty_hard: (inputs: Kindfail_Difficulty_HardInputs) => LocalizedString;
export const kindfail_difficulty_standard: (inputs: Kindfail_Difficulty_StandardInputs) => LocalizedString;
export const kindfail_invalid: (inputs: Kindfail_InvalidInputs) => LocalizedString;
export const kindfail_irr_not_found: (inputs: Kindfail_Irr_Not_FoundInputs) => LocalizedString;
export const kindfail_irr_not_variant: (inputs: Kindfail_Irr_Not_VariantInputs) => LocalizedString;
export const kindfail_list: (inputs: Kindfail_ListInputs) => LocalizedString;
export const kindfail_no_commission_mistake: (inputs: Kindfail_No_Commission_MistakeInputs) => LocalizedString;
export const kindfail_no_constraint: (inputs: Kindfail_No_ConstraintInputs) => LocalizedString;
export const kindfail_no_coup: (inputs: Kindfail_No_CoupInputs) => LocalizedString;
export const kindfail_no_generator: (inputs: Kindfail_No_GeneratorInputs) => LocalizedString;
export const kindfail_not_a_tie: (inputs: Kindfail_Not_A_TieInputs) => LocalizedString;
export const kindfail_range_order: (inputs: Kindfail_Range_OrderInputs) => LocalizedString;
export const kindfail_seats: (inputs: Kindfail_SeatsInputs) => LocalizedString;
export const kindfail_section: (inputs: Kindfail_SectionInputs) => LocalizedString;
export const kindfail_stake: (inputs: Kindfail_StakeInputs) => LocalizedString;
export const kindfail_stake_range_order: (inputs: Kindfail_Stake_Range_OrderInputs) => LocalizedString;
export const kindfail_topic_not_in_area: (inputs: Kindfail_Topic_Not_In_AreaInputs) => LocalizedString;
export const kindfail_unknown_profile: (inputs: Kindfail_Unknown_ProfileInputs) => LocalizedString;
export const kindfail_variant_needs_irregularity: (inputs: Kindfail_Variant_Needs_IrregularityInputs) => LocalizedString;
export const kindfail_variant_not_outcome: (inputs: Kindfail_Variant_Not_OutcomeInputs) => LocalizedString;
export const kindfail_with_detail: (inputs: Kindfail_With_DetailInputs) => LocalizedString;
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
export const left_attempt_binding_changed: (inputs: Left_Attempt_Binding_ChangedInputs) => LocalizedString;
export const left_attempt_key_not_open: (inputs: Left_Attempt_Key_Not_OpenInputs) => LocalizedString;
export const left_attempt_seed_mismatch: (inputs: Left_Attempt_Seed_MismatchInputs) => LocalizedString;
export const left_attempt_seed_removed: (inputs: Left_Attempt_Seed_RemovedInputs) => LocalizedString;
export const left_attempt_tampered: (inputs: Left_Attempt_TamperedInputs) => LocalizedString;
export const left_audition_and: (inputs: Left_Audition_AndInputs) => LocalizedString;
export const left_audition_measured: (inputs: Left_Audition_MeasuredInputs) => LocalizedString;
export const left_audition_meets: (inputs: Left_Audition_MeetsInputs) => LocalizedString;
export const left_audition_no_band: (inputs: Left_Audition_No_BandInputs) => LocalizedString;
export const left_audition_reason: (inputs: Left_Audition_ReasonInputs) => LocalizedString;
export const left_audition_short_accuracy: (inputs: Left_Audition_Short_AccuracyInputs) => LocalizedString;
export const left_audition_short_rate: (inputs: Left_Audition_Short_RateInputs) => LocalizedString;
export const left_audition_top: (inputs: Left_Audition_TopInputs) => LocalizedString;
export const left_data_folder_target: (inputs: Left_Data_Folder_TargetInputs) => LocalizedString;
export const left_dialog_export_csv: (inputs: Left_Dialog_Export_CsvInputs) => LocalizedString;
export const left_dialog_export_xapi: (inputs: Left_Dialog_Export_XapiInputs) => LocalizedString;
export const left_dialog_filter_csv: (inputs: Left_Dialog_Filter_CsvInputs) => LocalizedString;
export const left_dialog_filter_xapi: (inputs: Left_Dialog_Filter_XapiInputs) => LocalizedString;
export const left_export_room_refused: (inputs: Left_Export_Room_RefusedInputs) => LocalizedString;
export const left_export_room_unread: (inputs: Left_Export_Room_UnreadInputs) => LocalizedString;
export const left_export_two_warnings: (inputs: Left_Export_Two_WarningsInputs) => LocalizedString;
export const left_form_amount_empty: (inputs: Left_Form_Amount_EmptyInputs) => LocalizedString;
export const left_form_at_least: (inputs: Left_Form_At_LeastInputs) => LocalizedString;
export const left_form_at_most: (inputs: Left_Form_At_MostInputs) => LocalizedString;
export const left_form_choose_option: (inputs: Left_Form_Choose_OptionInputs) => LocalizedString;
export const left_form_commission: (inputs: Left_Form_CommissionInputs) => LocalizedString;
export const left_form_currency_code: (inputs: Left_Form_Currency_CodeInputs) => LocalizedString;
export const left_form_fill_in: (inputs: Left_Form_Fill_InInputs) => LocalizedString;
export const left_form_fill_number: (inputs: Left_Form_Fill_NumberInputs) => LocalizedString;
export const left_form_list_max: (inputs: Left_Form_List_MaxInputs) => LocalizedString;
export const left_form_list_min: (inputs: Left_Form_List_MinInputs) => LocalizedString;
export const left_form_max_chars: (inputs: Left_Form_Max_CharsInputs) => LocalizedString;
export const left_form_min_above_max: (inputs: Left_Form_Min_Above_MaxInputs) => LocalizedString;
export const left_form_min_chars: (inputs: Left_Form_Min_CharsInputs) => LocalizedString;
export const left_form_more_than: (inputs: Left_Form_More_ThanInputs) => LocalizedString;
export const left_form_not_amount: (inputs: Left_Form_Not_AmountInputs) => LocalizedString;
export const left_form_not_time: (inputs: Left_Form_Not_TimeInputs) => LocalizedString;
export const left_form_not_whole_number: (inputs: Left_Form_Not_Whole_NumberInputs) => LocalizedString;
export const left_form_one_chip: (inputs: Left_Form_One_ChipInputs) => LocalizedString;
export const left_form_percent: (inputs: Left_Form_PercentInputs) => LocalizedString;
export const left_form_seats: (inputs: Left_Form_SeatsInputs) => LocalizedString;
export const left_form_seconds: (inputs: Left_Form_SecondsInputs) => LocalizedString;
export const left_form_time_empty: (inputs: Left_Form_Time_EmptyInputs) => LocalizedString;
export const left_form_whole_number_empty: (inputs: Left_Form_Whole_Number_EmptyInputs) => LocalizedString;
export const left_ledger_does_not_check: (inputs: Left_Ledger_Does_Not_CheckInputs) => LocalizedString;
export const left_ledger_head_fails: (inputs: Left_Ledger_Head_FailsInputs) => LocalizedString;
export const left_ledger_head_missing: (inputs: Left_Ledger_Head_MissingInputs) => LocalizedString;
export const left_ledger_row_changed: (inputs: Left_Ledger_Row_ChangedInputs) => LocalizedString;
export const left_ledger_row_cut: (inputs: Left_Ledger_Row_CutInputs) => LocalizedString;
export const left_ledger_row_missing: (inputs: Left_Ledger_Row_MissingInputs) => LocalizedString;
export const left_ledger_row_not_head: (inputs: Left_Ledger_Row_Not_HeadInputs) => LocalizedString;
export const left_ledger_rows_cut: (inputs: Left_Ledger_Rows_CutInputs) => LocalizedString;
export const left_practical_graded_twice: (inputs: Left_Practical_Graded_TwiceInputs) => LocalizedString;
export const left_practical_not_an_area: (inputs: Left_Practical_Not_An_AreaInputs) => LocalizedString;
export const left_practical_not_graded: (inputs: Left_Practical_Not_GradedInputs) => LocalizedString;
export const left_practical_not_red_line: (inputs: Left_Practical_Not_Red_LineInputs) => LocalizedString;
export const left_practical_red_line_area: (inputs: Left_Practical_Red_Line_AreaInputs) => LocalizedString;
export const left_practical_red_line_twice: (inputs: Left_Practical_Red_Line_TwiceInputs) => LocalizedString;
export const left_practical_same_assessor: (inputs: Left_Practical_Same_AssessorInputs) => LocalizedString;
export const left_room_doc_assignment: (inputs: Left_Room_Doc_AssignmentInputs) => LocalizedString;
export const left_room_doc_profile: (inputs: Left_Room_Doc_ProfileInputs) => LocalizedString;
export const left_room_doc_removal: (inputs: Left_Room_Doc_RemovalInputs) => LocalizedString;
export const left_room_doc_removal_assignment: (inputs: Left_Room_Doc_Removal_AssignmentInputs) => LocalizedString;
export const left_room_doc_set: (inputs: Left_Room_Doc_SetInputs) => LocalizedString;
export const left_room_not_sent_bad: (inputs: Left_Room_Not_Sent_BadInputs) => LocalizedString;
export const left_room_not_sent_refused: (inputs: Left_Room_Not_Sent_RefusedInputs) => LocalizedString;
export const left_room_removed_stale: (inputs: Left_Room_Removed_StaleInputs) => LocalizedString;
export const left_room_stale: (inputs: Left_Room_StaleInputs) => LocalizedString;
export const main_answer_out_of_step: (inputs: Main_Answer_Out_Of_StepInputs) => LocalizedString;
export const main_assessment_results_later: (inputs: Main_Assessment_Results_LaterInputs) => LocalizedString;
export const main_assessment_still_running: (inputs: Main_Assessment_Still_RunningInputs) => LocalizedString;
export const main_assign_archived: (inputs: Main_Assign_ArchivedInputs) => LocalizedString;
export const main_assign_assessment: (inputs: Main_Assign_AssessmentInputs) => LocalizedString;
export const main_assign_no_trainee: (inputs: Main_Assign_No_TraineeInputs) => LocalizedString;
export const main_attempt_only: (inputs: Main_Attempt_OnlyInputs) => LocalizedString;
export const main_attempt_running: (inputs: Main_Attempt_RunningInputs) => LocalizedString;
export const main_attempt_still_open: (inputs: Main_Attempt_Still_OpenInputs) => LocalizedString;
export const main_attempts_used: (inputs: Main_Attempts_UsedInputs) => LocalizedString;
export const main_attview_abandoned: (inputs: Main_Attview_AbandonedInputs) => LocalizedString;
export const main_attview_closed: (inputs: Main_Attview_ClosedInputs) => LocalizedString;
export const main_attview_finished: (inputs: Main_Attview_FinishedInputs) => LocalizedString;
export const main_attview_running: (inputs: Main_Attview_RunningInputs) => LocalizedString;
export const main_attview_timed_out_many: (inputs: Main_Attview_Timed_Out_ManyInputs) => LocalizedString;
export const main_attview_timed_out_one: (inputs: Main_Attview_Timed_Out_OneInputs) => LocalizedString;
export const main_chain_added: (inputs: Main_Chain_AddedInputs) => LocalizedString;
export const main_chain_answer_edited: (inputs: Main_Chain_Answer_EditedInputs) => LocalizedString;
export const main_chain_answer_missing: (inputs: Main_Chain_Answer_MissingInputs) => LocalizedString;
export const main_chain_answers_missing: (inputs: Main_Chain_Answers_MissingInputs) => LocalizedString;
export const main_chain_edited_or_removed: (inputs: Main_Chain_Edited_Or_RemovedInputs) => LocalizedString;
export const main_chain_last_missing: (inputs: Main_Chain_Last_MissingInputs) => LocalizedString;
export const main_chain_last_n_missing: (inputs: Main_Chain_Last_N_MissingInputs) => LocalizedString;
export const main_chain_reordered: (inputs: Main_Chain_ReorderedInputs) => LocalizedString;
export const main_chain_rewritten: (inputs: Main_Chain_RewrittenInputs) => LocalizedString;
export const main_chain_seal_fails: (inputs: Main_Chain_Seal_FailsInputs) => LocalizedString;
export const main_chain_seal_removed: (inputs: Main_Chain_Seal_RemovedInputs) => LocalizedString;
export const main_closed_summary_unreadable: (inputs: Main_Closed_Summary_UnreadableInputs) => LocalizedString;
export const main_closed_without_summary: (inputs: Main_Closed_Without_SummaryInputs) => LocalizedString;
export const main_could_not_write: (inputs: Main_Could_Not_WriteInputs) => LocalizedString;
export const main_delete_blocked_abandoned: (inputs: Main_Delete_Blocked_AbandonedInputs) => LocalizedString;
export const main_delete_blocked_running: (inputs: Main_Delete_Blocked_RunningInputs) => LocalizedString;
export const main_delete_confirm_name: (inputs: Main_Delete_Confirm_NameInputs) => LocalizedString;
export const main_delete_passcode_wait: (inputs: Main_Delete_Passcode_WaitInputs) => LocalizedString;
export const main_delete_passcode_wrong: (inputs: Main_Delete_Passcode_WrongInputs) => LocalizedString;
export const main_docnote_revision: (inputs: Main_Docnote_RevisionInputs) => LocalizedString;
export const main_docnote_saved: (inputs: Main_Docnote_SavedInputs) => LocalizedString;
export const main_docnote_saved_unreachable: (inputs: Main_Docnote_Saved_UnreachableInputs) => LocalizedString;
export const main_docnote_station: (inputs: Main_Docnote_StationInputs) => LocalizedString;
export const main_docnote_what_assignments: (inputs: Main_Docnote_What_AssignmentsInputs) => LocalizedString;
export const main_docnote_what_drill_sets: (inputs: Main_Docnote_What_Drill_SetsInputs) => LocalizedString;
export const main_docnote_what_house_rules: (inputs: Main_Docnote_What_House_RulesInputs) => LocalizedString;
export const main_due_in_past: (inputs: Main_Due_In_PastInputs) => LocalizedString;
export const main_field_problem: (inputs: Main_Field_ProblemInputs) => LocalizedString;
export const main_file_problem: (inputs: Main_File_ProblemInputs) => LocalizedString;
export const main_identifier_taken: (inputs: Main_Identifier_TakenInputs) => LocalizedString;
export const main_join_semicolon: (inputs: Main_Join_SemicolonInputs) => LocalizedString;
export const main_keys_refused: (inputs: Main_Keys_RefusedInputs) => LocalizedString;
export const main_mock_not_assessment: (inputs: Main_Mock_Not_AssessmentInputs) => LocalizedString;
export const main_name_on_record: (inputs: Main_Name_On_RecordInputs) => LocalizedString;
export const main_no_assignment: (inputs: Main_No_AssignmentInputs) => LocalizedString;
export const main_no_attempt: (inputs: Main_No_AttemptInputs) => LocalizedString;
export const main_no_drill_set: (inputs: Main_No_Drill_SetInputs) => LocalizedString;
export const main_no_drill_set_bare: (inputs: Main_No_Drill_Set_BareInputs) => LocalizedString;
export const main_no_drill_set_in_library: (inputs: Main_No_Drill_Set_In_LibraryInputs) => LocalizedString;
export const main_no_fresh_seed: (inputs: Main_No_Fresh_SeedInputs) => LocalizedString;
export const main_no_mistakes: (inputs: Main_No_MistakesInputs) => LocalizedString;
export const main_no_passcode: (inputs: Main_No_PasscodeInputs) => LocalizedString;
export const main_no_practical_part: (inputs: Main_No_Practical_PartInputs) => LocalizedString;
export const main_no_profile: (inputs: Main_No_ProfileInputs) => LocalizedString;
export const main_no_session: (inputs: Main_No_SessionInputs) => LocalizedString;
export const main_no_such_trainee: (inputs: Main_No_Such_TraineeInputs) => LocalizedString;
export const main_no_trainee: (inputs: Main_No_TraineeInputs) => LocalizedString;
export const main_no_trainee_bare: (inputs: Main_No_Trainee_BareInputs) => LocalizedString;
export const main_not_set_up: (inputs: Main_Not_Set_UpInputs) => LocalizedString;
export const main_nothing_written: (inputs: Main_Nothing_WrittenInputs) => LocalizedString;
export const main_passcode_common: (inputs: Main_Passcode_CommonInputs) => LocalizedString;
export const main_passcode_not_changed: (inputs: Main_Passcode_Not_ChangedInputs) => LocalizedString;
export const main_passcode_set_meanwhile: (inputs: Main_Passcode_Set_MeanwhileInputs) => LocalizedString;
export const main_passcode_short: (inputs: Main_Passcode_ShortInputs) => LocalizedString;
export const main_passcode_wait: (inputs: Main_Passcode_WaitInputs) => LocalizedString;
export const main_passcode_wrong: (inputs: Main_Passcode_WrongInputs) => LocalizedString;
export const main_pin_cleared: (inputs: Main_Pin_ClearedInputs) => LocalizedString;
export const main_pin_cleared_pick_again: (inputs: Main_Pin_Cleared_Pick_AgainInputs) => LocalizedString;
export const main_pin_common: (inputs: Main_Pin_CommonInputs) => LocalizedString;
export const main_pin_digits_only: (inputs: Main_Pin_Digits_OnlyInputs) => LocalizedString;
export const main_pin_locked: (inputs: Main_Pin_LockedInputs) => LocalizedString;
export const main_pin_needed: (inputs: Main_Pin_NeededInputs) => LocalizedString;
export const main_pin_not_changed: (inputs: Main_Pin_Not_ChangedInputs) => LocalizedString;
export const main_pin_not_signed_in: (inputs: Main_Pin_Not_Signed_InInputs) => LocalizedString;
export const main_pin_repeated: (inputs: Main_Pin_RepeatedInputs) => LocalizedString;
export const main_pin_run: (inputs: Main_Pin_RunInputs) => LocalizedString;
export const main_pin_set_meanwhile: (inputs: Main_Pin_Set_MeanwhileInputs) => LocalizedString;
export const main_pin_too_long: (inputs: Main_Pin_Too_LongInputs) => LocalizedString;
export const main_pin_too_short: (inputs: Main_Pin_Too_ShortInputs) => LocalizedString;
export const main_pin_wait: (inputs: Main_Pin_WaitInputs) => LocalizedString;
export const main_pin_wrong: (inputs: Main_Pin_WrongInputs) => LocalizedString;
export const main_practice_not_assessment: (inputs: Main_Practice_Not_AssessmentInputs) => LocalizedString;
export const main_recovery_code_shape: (inputs: Main_Recovery_Code_ShapeInputs) => LocalizedString;
export const main_recovery_moved_back: (inputs: Main_Recovery_Moved_BackInputs) => LocalizedString;
export const main_recovery_removed: (inputs: Main_Recovery_RemovedInputs) => LocalizedString;
export const main_replay_cannot_deal: (inputs: Main_Replay_Cannot_DealInputs) => LocalizedString;
export const main_retake_wait: (inputs: Main_Retake_WaitInputs) => LocalizedString;
export const main_rnote_cohort_all: (inputs: Main_Rnote_Cohort_AllInputs) => LocalizedString;
export const main_rnote_cohort_all_refused: (inputs: Main_Rnote_Cohort_All_RefusedInputs) => LocalizedString;
export const main_rnote_cohort_offline: (inputs: Main_Rnote_Cohort_OfflineInputs) => LocalizedString;
export const main_rnote_count_failed: (inputs: Main_Rnote_Count_FailedInputs) => LocalizedString;
export const main_rnote_dash_all: (inputs: Main_Rnote_Dash_AllInputs) => LocalizedString;
export const main_rnote_dash_all_refused: (inputs: Main_Rnote_Dash_All_RefusedInputs) => LocalizedString;
export const main_rnote_dash_offline: (inputs: Main_Rnote_Dash_OfflineInputs) => LocalizedString;
export const main_rnote_history_all: (inputs: Main_Rnote_History_AllInputs) => LocalizedString;
export const main_rnote_history_all_refused: (inputs: Main_Rnote_History_All_RefusedInputs) => LocalizedString;
export const main_rnote_history_not_configured: (inputs: Main_Rnote_History_Not_ConfiguredInputs) => LocalizedString;
export const main_rnote_history_offline: (inputs: Main_Rnote_History_OfflineInputs) => LocalizedString;
export const main_rnote_progress_here: (inputs: Main_Rnote_Progress_HereInputs) => LocalizedString;
export const main_rnote_progress_offline: (inputs: Main_Rnote_Progress_OfflineInputs) => LocalizedString;
export const main_rnote_progress_others: (inputs: Main_Rnote_Progress_OthersInputs) => LocalizedString;
export const main_room_assignment_no_trainee: (inputs: Main_Room_Assignment_No_TraineeInputs) => LocalizedString;
export const main_room_builtin_profile: (inputs: Main_Room_Builtin_ProfileInputs) => LocalizedString;
export const main_room_connected: (inputs: Main_Room_ConnectedInputs) => LocalizedString;
export const main_room_enter_password: (inputs: Main_Room_Enter_PasswordInputs) => LocalizedString;
export const main_room_hba: (inputs: Main_Room_HbaInputs) => LocalizedString;
export const main_room_login_revoked: (inputs: Main_Room_Login_RevokedInputs) => LocalizedString;
export const main_room_newer_schema: (inputs: Main_Room_Newer_SchemaInputs) => LocalizedString;
export const main_room_no_answer: (inputs: Main_Room_No_AnswerInputs) => LocalizedString;
export const main_room_no_database: (inputs: Main_Room_No_DatabaseInputs) => LocalizedString;
export const main_room_no_revision: (inputs: Main_Room_No_RevisionInputs) => LocalizedString;
export const main_room_no_right: (inputs: Main_Room_No_RightInputs) => LocalizedString;
export const main_room_no_tls: (inputs: Main_Room_No_TlsInputs) => LocalizedString;
export const main_room_not_a_room: (inputs: Main_Room_Not_A_RoomInputs) => LocalizedString;
export const main_room_not_wrapped_key: (inputs: Main_Room_Not_Wrapped_KeyInputs) => LocalizedString;
export const main_room_older_schema: (inputs: Main_Room_Older_SchemaInputs) => LocalizedString;
export const main_room_other: (inputs: Main_Room_OtherInputs) => LocalizedString;
export const main_room_passcode_refused: (inputs: Main_Room_Passcode_RefusedInputs) => LocalizedString;
export const main_room_profile_other_id: (inputs: Main_Room_Profile_Other_IdInputs) => LocalizedString;
export const main_room_push_thread_failed: (inputs: Main_Room_Push_Thread_FailedInputs) => LocalizedString;
export const main_room_refused_row: (inputs: Main_Room_Refused_RowInputs) => LocalizedString;
export const main_room_registers_after_unlock: (inputs: Main_Room_Registers_After_UnlockInputs) => LocalizedString;
export const main_room_role_revoked: (inputs: Main_Room_Role_RevokedInputs) => LocalizedString;
export const main_room_row_refused: (inputs: Main_Room_Row_RefusedInputs) => LocalizedString;
export const main_room_stopped: (inputs: Main_Room_StoppedInputs) => LocalizedString;
export const main_room_tls_required: (inputs: Main_Room_Tls_RequiredInputs) => LocalizedString;
export const main_room_try_no_trainee: (inputs: Main_Room_Try_No_TraineeInputs) => LocalizedString;
export const main_room_unreachable: (inputs: Main_Room_UnreachableInputs) => LocalizedString;
export const main_room_where_database: (inputs: Main_Room_Where_DatabaseInputs) => LocalizedString;
export const main_room_where_room: (inputs: Main_Room_Where_RoomInputs) => LocalizedString;
export const main_room_wrong_password: (inputs: Main_Room_Wrong_PasswordInputs) => LocalizedString;
export const main_session_damaged: (inputs: Main_Session_DamagedInputs) => LocalizedString;
export const main_session_ended: (inputs: Main_Session_EndedInputs) => LocalizedString;
export const main_set_cannot_deal: (inputs: Main_Set_Cannot_DealInputs) => LocalizedString;
export const main_set_clash_id: (inputs: Main_Set_Clash_IdInputs) => LocalizedString;
export const main_set_clash_title: (inputs: Main_Set_Clash_TitleInputs) => LocalizedString;
export const main_staff_number_other: (inputs: Main_Staff_Number_OtherInputs) => LocalizedString;
export const main_state_changed_from: (inputs: Main_State_Changed_FromInputs) => LocalizedString;
export const main_state_field_abandonments: (inputs: Main_State_Field_AbandonmentsInputs) => LocalizedString;
export const main_state_field_active_ms: (inputs: Main_State_Field_Active_MsInputs) => LocalizedString;
export const main_state_field_closed: (inputs: Main_State_Field_ClosedInputs) => LocalizedString;
export const main_state_field_ended_at: (inputs: Main_State_Field_Ended_AtInputs) => LocalizedString;
export const main_state_field_finished_at: (inputs: Main_State_Field_Finished_AtInputs) => LocalizedString;
export const main_state_field_grades: (inputs: Main_State_Field_GradesInputs) => LocalizedString;
export const main_state_field_status: (inputs: Main_State_Field_StatusInputs) => LocalizedString;
export const main_state_field_step_started: (inputs: Main_State_Field_Step_StartedInputs) => LocalizedString;
export const main_state_field_step_used: (inputs: Main_State_Field_Step_UsedInputs) => LocalizedString;
export const main_state_field_summary: (inputs: Main_State_Field_SummaryInputs) => LocalizedString;
export const main_state_recovery_not_running: (inputs: Main_State_Recovery_Not_RunningInputs) => LocalizedString;
export const main_state_row_removed: (inputs: Main_State_Row_RemovedInputs) => LocalizedString;
export const main_state_seal_fails: (inputs: Main_State_Seal_FailsInputs) => LocalizedString;
export const main_state_unreadable: (inputs: Main_State_UnreadableInputs) => LocalizedString;
export const main_state_value_none: (inputs: Main_State_Value_NoneInputs) => LocalizedString;
export const main_state_value_other: (inputs: Main_State_Value_OtherInputs) => LocalizedString;
export const main_state_was_added: (inputs: Main_State_Was_AddedInputs) => LocalizedString;
export const main_state_was_changed: (inputs: Main_State_Was_ChangedInputs) => LocalizedString;
export const main_state_was_removed: (inputs: Main_State_Was_RemovedInputs) => LocalizedString;
export const main_state_were_added: (inputs: Main_State_Were_AddedInputs) => LocalizedString;
export const main_state_were_changed: (inputs: Main_State_Were_ChangedInputs) => LocalizedString;
export const main_state_were_removed: (inputs: Main_State_Were_RemovedInputs) => LocalizedString;
export const main_this_pc: (inputs: Main_This_PcInputs) => LocalizedString;
export const main_trainee_archived_name: (inputs: Main_Trainee_Archived_NameInputs) => LocalizedString;
export const main_trainee_missing: (inputs: Main_Trainee_MissingInputs) => LocalizedString;
export const main_trainer_locked: (inputs: Main_Trainer_LockedInputs) => LocalizedString;
export const main_trust_tampered: (inputs: Main_Trust_TamperedInputs) => LocalizedString;
export const main_trust_unknown: (inputs: Main_Trust_UnknownInputs) => LocalizedString;
export const main_unsealed_list_changed: (inputs: Main_Unsealed_List_ChangedInputs) => LocalizedString;
export const main_unsealed_locked: (inputs: Main_Unsealed_LockedInputs) => LocalizedString;
export const main_unsealed_seal_removed: (inputs: Main_Unsealed_Seal_RemovedInputs) => LocalizedString;
export const main_verify_block_damaged: (inputs: Main_Verify_Block_DamagedInputs) => LocalizedString;
export const main_verify_block_missing: (inputs: Main_Verify_Block_MissingInputs) => LocalizedString;
export const main_verify_changed: (inputs: Main_Verify_ChangedInputs) => LocalizedString;
export const main_verify_empty: (inputs: Main_Verify_EmptyInputs) => LocalizedString;
export const main_verify_intact_given: (inputs: Main_Verify_Intact_GivenInputs) => LocalizedString;
export const main_verify_intact_own: (inputs: Main_Verify_Intact_OwnInputs) => LocalizedString;
export const main_verify_intact_registered: (inputs: Main_Verify_Intact_RegisteredInputs) => LocalizedString;
export const main_verify_intact_stranger: (inputs: Main_Verify_Intact_StrangerInputs) => LocalizedString;
export const main_verify_json_form: (inputs: Main_Verify_Json_FormInputs) => LocalizedString;
export const main_verify_key_damaged: (inputs: Main_Verify_Key_DamagedInputs) => LocalizedString;
export const main_verify_line_changed: (inputs: Main_Verify_Line_ChangedInputs) => LocalizedString;
export const main_verify_line_damaged: (inputs: Main_Verify_Line_DamagedInputs) => LocalizedString;
export const main_verify_not_json: (inputs: Main_Verify_Not_JsonInputs) => LocalizedString;
export const main_verify_not_record: (inputs: Main_Verify_Not_RecordInputs) => LocalizedString;
export const main_verify_not_report: (inputs: Main_Verify_Not_ReportInputs) => LocalizedString;
export const main_verify_pdf_unsigned: (inputs: Main_Verify_Pdf_UnsignedInputs) => LocalizedString;
export const main_verify_record_unreadable: (inputs: Main_Verify_Record_UnreadableInputs) => LocalizedString;
export const main_verify_summary_missing: (inputs: Main_Verify_Summary_MissingInputs) => LocalizedString;
export const main_verify_with_problem: (inputs: Main_Verify_With_ProblemInputs) => LocalizedString;
export const main_xapi_placeholder: (inputs: Main_Xapi_PlaceholderInputs) => LocalizedString;
export const main_zod_discriminator: (inputs: Main_Zod_DiscriminatorInputs) => LocalizedString;
export const main_zod_ends_with: (inputs: Main_Zod_Ends_WithInputs) => LocalizedString;
export const main_zod_exactly: (inputs: Main_Zod_ExactlyInputs) => LocalizedString;
export const main_zod_expected_value: (inputs: Main_Zod_Expected_ValueInputs) => LocalizedString;
export const main_zod_format_base64: (inputs: Main_Zod_Format_Base64Inputs) => LocalizedString;
export const main_zod_format_currency: (inputs: Main_Zod_Format_CurrencyInputs) => LocalizedString;
export const main_zod_format_date: (inputs: Main_Zod_Format_DateInputs) => LocalizedString;
export const main_zod_format_datetime: (inputs: Main_Zod_Format_DatetimeInputs) => LocalizedString;
export const main_zod_format_duration: (inputs: Main_Zod_Format_DurationInputs) => LocalizedString;
export const main_zod_format_email: (inputs: Main_Zod_Format_EmailInputs) => LocalizedString;
export const main_zod_format_ipv4: (inputs: Main_Zod_Format_Ipv4Inputs) => LocalizedString;
export const main_zod_format_ipv6: (inputs: Main_Zod_Format_Ipv6Inputs) => LocalizedString;
export const main_zod_format_json: (inputs: Main_Zod_Format_JsonInputs) => LocalizedString;
export const main_zod_format_time: (inputs: Main_Zod_Format_TimeInputs) => LocalizedString;
export const main_zod_includes: (inputs: Main_Zod_IncludesInputs) => LocalizedString;
export const main_zod_invalid_format: (inputs: Main_Zod_Invalid_FormatInputs) => LocalizedString;
export const main_zod_invalid_input: (inputs: Main_Zod_Invalid_InputInputs) => LocalizedString;
export const main_zod_invalid_type: (inputs: Main_Zod_Invalid_TypeInputs) => LocalizedString;
export const main_zod_key_in: (inputs: Main_Zod_Key_InInputs) => LocalizedString;
export const main_zod_many_matched: (inputs: Main_Zod_Many_MatchedInputs) => LocalizedString;
export const main_zod_multiple_of: (inputs: Main_Zod_Multiple_OfInputs) => LocalizedString;
export const main_zod_one_of: (inputs: Main_Zod_One_OfInputs) => LocalizedString;
export const main_zod_pattern: (inputs: Main_Zod_PatternInputs) => LocalizedString;
export const main_zod_starts_with: (inputs: Main_Zod_Starts_WithInputs) => LocalizedString;
export const main_zod_too_big_be: (inputs: Main_Zod_Too_Big_BeInputs) => LocalizedString;
export const main_zod_too_big_have: (inputs: Main_Zod_Too_Big_HaveInputs) => LocalizedString;
export const main_zod_too_small_be: (inputs: Main_Zod_Too_Small_BeInputs) => LocalizedString;
export const main_zod_too_small_have: (inputs: Main_Zod_Too_Small_HaveInputs) => LocalizedString;
export const main_zod_type_array: (inputs: Main_Zod_Type_ArrayInputs) => LocalizedString;
export const main_zod_type_bigint: (inputs: Main_Zod_Type_BigintInputs) => LocalizedString;
export const main_zod_type_boolean: (inputs: Main_Zod_Type_BooleanInputs) => LocalizedString;
export const main_zod_type_date: (inputs: Main_Zod_Type_DateInputs) => LocalizedString;
export const main_zod_type_int: (inputs: Main_Zod_Type_IntInputs) => LocalizedString;
export const main_zod_type_map: (inputs: Main_Zod_Type_MapInputs) => LocalizedString;
export const main_zod_type_null: (inputs: Main_Zod_Type_NullInputs) => LocalizedString;
export const main_zod_type_number: (inputs: Main_Zod_Type_NumberInputs) => LocalizedString;
export const main_zod_type_object: (inputs: Main_Zod_Type_ObjectInputs) => LocalizedString;
export const main_zod_type_set: (inputs: Main_Zod_Type_SetInputs) => LocalizedString;
export const main_zod_type_string: (inputs: Main_Zod_Type_StringInputs) => LocalizedString;
export const main_zod_type_undefined: (inputs: Main_Zod_Type_UndefinedInputs) => LocalizedString;
export const main_zod_type_value: (inputs: Main_Zod_Type_ValueInputs) => LocalizedString;
export const main_zod_unit_bytes: (inputs: Main_Zod_Unit_BytesInputs) => LocalizedString;
export const main_zod_unit_characters: (inputs: Main_Zod_Unit_CharactersInputs) => LocalizedString;
export const main_zod_unit_entries: (inputs: Main_Zod_Unit_EntriesInputs) => LocalizedString;
export const main_zod_unit_items: (inputs: Main_Zod_Unit_ItemsInputs) => LocalizedString;
export const main_zod_unknown_key: (inputs: Main_Zod_Unknown_KeyInputs) => LocalizedString;
export const main_zod_unknown_keys: (inputs: Main_Zod_Unknown_KeysInputs) => LocalizedString;
export const main_zod_value_in: (inputs: Main_Zod_Value_InInputs) => LocalizedString;
export const mark_amount: (inputs: Mark_AmountInputs) => LocalizedString;
export const mark_banker_point: (inputs: Mark_Banker_PointInputs) => LocalizedString;
export const mark_bet_at_seat: (inputs: Mark_Bet_At_SeatInputs) => LocalizedString;
export const mark_bet_list: (inputs: Mark_Bet_ListInputs) => LocalizedString;
export const mark_chose_key: (inputs: Mark_Chose_KeyInputs) => LocalizedString;
export const mark_chose_option: (inputs: Mark_Chose_OptionInputs) => LocalizedString;
export const mark_natural: (inputs: Mark_NaturalInputs) => LocalizedString;
export const mark_natural_none: (inputs: Mark_Natural_NoneInputs) => LocalizedString;
export const mark_natural_one: (inputs: Mark_Natural_OneInputs) => LocalizedString;
export const mark_not_whole_cents: (inputs: Mark_Not_Whole_CentsInputs) => LocalizedString;
export const mark_order_losers_first: (inputs: Mark_Order_Losers_FirstInputs) => LocalizedString;
export const mark_order_main_first: (inputs: Mark_Order_Main_FirstInputs) => LocalizedString;
export const mark_order_pay: (inputs: Mark_Order_PayInputs) => LocalizedString;
export const mark_player_point: (inputs: Mark_Player_PointInputs) => LocalizedString;
export const mark_result: (inputs: Mark_ResultInputs) => LocalizedString;
export const mark_said_draw: (inputs: Mark_Said_DrawInputs) => LocalizedString;
export const mark_said_stand: (inputs: Mark_Said_StandInputs) => LocalizedString;
export const mark_settle_box: (inputs: Mark_Settle_BoxInputs) => LocalizedString;
export const mark_settle_missing: (inputs: Mark_Settle_MissingInputs) => LocalizedString;
export const mark_settle_no_box: (inputs: Mark_Settle_No_BoxInputs) => LocalizedString;
export const mark_settle_no_such_bet: (inputs: Mark_Settle_No_Such_BetInputs) => LocalizedString;
export const mark_settle_twice: (inputs: Mark_Settle_TwiceInputs) => LocalizedString;
export const mark_settle_wrong: (inputs: Mark_Settle_WrongInputs) => LocalizedString;
export const mark_should_pay: (inputs: Mark_Should_PayInputs) => LocalizedString;
export const mark_should_pay_box: (inputs: Mark_Should_Pay_BoxInputs) => LocalizedString;
export const mark_should_push: (inputs: Mark_Should_PushInputs) => LocalizedString;
export const mark_should_take: (inputs: Mark_Should_TakeInputs) => LocalizedString;
export const mark_type_amount: (inputs: Mark_Type_AmountInputs) => LocalizedString;
export const mark_type_chips: (inputs: Mark_Type_ChipsInputs) => LocalizedString;
export const mark_type_choice: (inputs: Mark_Type_ChoiceInputs) => LocalizedString;
export const mark_type_draw: (inputs: Mark_Type_DrawInputs) => LocalizedString;
export const mark_type_points: (inputs: Mark_Type_PointsInputs) => LocalizedString;
export const mark_type_result: (inputs: Mark_Type_ResultInputs) => LocalizedString;
export const mark_type_settle: (inputs: Mark_Type_SettleInputs) => LocalizedString;
export const mark_wrong_type: (inputs: Mark_Wrong_TypeInputs) => LocalizedString;
export const mark_you_left: (inputs: Mark_You_LeftInputs) => LocalizedString;
export const mark_you_paid: (inputs: Mark_You_PaidInputs) => LocalizedString;
export const mark_you_took: (inputs: Mark_You_TookInputs) => LocalizedString;
export const mastery_level_learning: (inputs: Mastery_Level_LearningInputs) => LocalizedString;
export const mastery_level_mastered: (inputs: Mastery_Level_MasteredInputs) => LocalizedString;
export const mastery_level_new: (inputs: Mastery_Level_NewInputs) => LocalizedString;
export const mastery_level_practised: (inputs: Mastery_Level_PractisedInputs) => LocalizedString;
export const money_amount: (inputs: Money_AmountInputs) => LocalizedString;
export const money_sum: (inputs: Money_SumInputs) => LocalizedString;
export const pace_field_seats: (inputs: Pace_Field_SeatsInputs) => LocalizedString;
export const pace_field_side_bets: (inputs: Pace_Field_Side_BetsInputs) => LocalizedString;
export const pace_lab_no_coups: (inputs: Pace_Lab_No_CoupsInputs) => LocalizedString;
export const pace_lab_rate_default: (inputs: Pace_Lab_Rate_DefaultInputs) => LocalizedString;
export const pace_lab_rate_house: (inputs: Pace_Lab_Rate_HouseInputs) => LocalizedString;
export const pace_lab_result_many: (inputs: Pace_Lab_Result_ManyInputs) => LocalizedString;
export const pace_lab_result_one: (inputs: Pace_Lab_Result_OneInputs) => LocalizedString;
export const pace_seconds: (inputs: Pace_SecondsInputs) => LocalizedString;
export const pace_too_slow: (inputs: Pace_Too_SlowInputs) => LocalizedString;
export const pace_too_slow_no_limit: (inputs: Pace_Too_Slow_No_LimitInputs) => LocalizedString;
export const passcode_common: (inputs: Passcode_CommonInputs) => LocalizedString;
export const passcode_short: (inputs: Passcode_ShortInputs) => LocalizedString;
export const payout_a_bet: (inputs: Payout_A_BetInputs) => LocalizedString;
export const payout_amount_label: (inputs: Payout_Amount_LabelInputs) => LocalizedString;
export const payout_ans_coloured: (inputs: Payout_Ans_ColouredInputs) => LocalizedString;
export const payout_ans_dragon_by: (inputs: Payout_Ans_Dragon_ByInputs) => LocalizedString;
export const payout_ans_dragon_lose: (inputs: Payout_Ans_Dragon_LoseInputs) => LocalizedString;
export const payout_ans_dragon_natural: (inputs: Payout_Ans_Dragon_NaturalInputs) => LocalizedString;
export const payout_ans_dragon_tie: (inputs: Payout_Ans_Dragon_TieInputs) => LocalizedString;
export const payout_ans_mixed: (inputs: Payout_Ans_MixedInputs) => LocalizedString;
export const payout_ans_no_pair: (inputs: Payout_Ans_No_PairInputs) => LocalizedString;
export const payout_ans_perfect: (inputs: Payout_Ans_PerfectInputs) => LocalizedString;
export const payout_answer_amount: (inputs: Payout_Answer_AmountInputs) => LocalizedString;
export const payout_answer_lose: (inputs: Payout_Answer_LoseInputs) => LocalizedString;
export const payout_answer_push: (inputs: Payout_Answer_PushInputs) => LocalizedString;
export const payout_dragon_banker_wins: (inputs: Payout_Dragon_Banker_WinsInputs) => LocalizedString;
export const payout_dragon_natural_tie: (inputs: Payout_Dragon_Natural_TieInputs) => LocalizedString;
export const payout_dragon_natural_win: (inputs: Payout_Dragon_Natural_WinInputs) => LocalizedString;
export const payout_dragon_non_natural_tie: (inputs: Payout_Dragon_Non_Natural_TieInputs) => LocalizedString;
export const payout_dragon_player_wins: (inputs: Payout_Dragon_Player_WinsInputs) => LocalizedString;
export const payout_dragon_under: (inputs: Payout_Dragon_UnderInputs) => LocalizedString;
export const payout_dragon_win_by: (inputs: Payout_Dragon_Win_ByInputs) => LocalizedString;
export const payout_opt_coloured: (inputs: Payout_Opt_ColouredInputs) => LocalizedString;
export const payout_opt_loses: (inputs: Payout_Opt_LosesInputs) => LocalizedString;
export const payout_opt_mixed: (inputs: Payout_Opt_MixedInputs) => LocalizedString;
export const payout_opt_natural_tie: (inputs: Payout_Opt_Natural_TieInputs) => LocalizedString;
export const payout_opt_natural_win: (inputs: Payout_Opt_Natural_WinInputs) => LocalizedString;
export const payout_opt_no_pair: (inputs: Payout_Opt_No_PairInputs) => LocalizedString;
export const payout_opt_perfect: (inputs: Payout_Opt_PerfectInputs) => LocalizedString;
export const payout_opt_win_by: (inputs: Payout_Opt_Win_ByInputs) => LocalizedString;
export const payout_pair_coloured: (inputs: Payout_Pair_ColouredInputs) => LocalizedString;
export const payout_pair_mixed: (inputs: Payout_Pair_MixedInputs) => LocalizedString;
export const payout_pair_not: (inputs: Payout_Pair_NotInputs) => LocalizedString;
export const payout_pair_perfect: (inputs: Payout_Pair_PerfectInputs) => LocalizedString;
export const payout_q_dragon: (inputs: Payout_Q_DragonInputs) => LocalizedString;
export const payout_q_pair_banker: (inputs: Payout_Q_Pair_BankerInputs) => LocalizedString;
export const payout_q_pair_player: (inputs: Payout_Q_Pair_PlayerInputs) => LocalizedString;
export const payout_q_pay: (inputs: Payout_Q_PayInputs) => LocalizedString;
export const payout_w_dragon: (inputs: Payout_W_DragonInputs) => LocalizedString;
export const payout_w_dragon_natural: (inputs: Payout_W_Dragon_NaturalInputs) => LocalizedString;
export const payout_w_pair_banker: (inputs: Payout_W_Pair_BankerInputs) => LocalizedString;
export const payout_w_pair_player: (inputs: Payout_W_Pair_PlayerInputs) => LocalizedString;
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
export const pin_change_ask: (inputs: Pin_Change_AskInputs) => LocalizedString;
export const pin_rule_common: (inputs: Pin_Rule_CommonInputs) => LocalizedString;
export const pin_rule_digits_only: (inputs: Pin_Rule_Digits_OnlyInputs) => LocalizedString;
export const pin_rule_repeated: (inputs: Pin_Rule_RepeatedInputs) => LocalizedString;
export const pin_rule_run: (inputs: Pin_Rule_RunInputs) => LocalizedString;
export const pin_rule_too_long: (inputs: Pin_Rule_Too_LongInputs) => LocalizedString;
export const pin_rule_too_short: (inputs: Pin_Rule_Too_ShortInputs) => LocalizedString;
export const policy_area_calls: (inputs: Policy_Area_CallsInputs) => LocalizedString;
export const policy_area_chips: (inputs: Policy_Area_ChipsInputs) => LocalizedString;
export const policy_area_pace: (inputs: Policy_Area_PaceInputs) => LocalizedString;
export const policy_area_protection: (inputs: Policy_Area_ProtectionInputs) => LocalizedString;
export const policy_area_settlement: (inputs: Policy_Area_SettlementInputs) => LocalizedString;
export const policy_area_shuffle: (inputs: Policy_Area_ShuffleInputs) => LocalizedString;
export const policy_by_trainer_only: (inputs: Policy_By_Trainer_OnlyInputs) => LocalizedString;
export const practical_calls_a: (inputs: Practical_Calls_AInputs) => LocalizedString;
export const practical_calls_b: (inputs: Practical_Calls_BInputs) => LocalizedString;
export const practical_calls_c: (inputs: Practical_Calls_CInputs) => LocalizedString;
export const practical_calls_fail: (inputs: Practical_Calls_FailInputs) => LocalizedString;
export const practical_chips_a: (inputs: Practical_Chips_AInputs) => LocalizedString;
export const practical_chips_b: (inputs: Practical_Chips_BInputs) => LocalizedString;
export const practical_chips_c: (inputs: Practical_Chips_CInputs) => LocalizedString;
export const practical_chips_fail: (inputs: Practical_Chips_FailInputs) => LocalizedString;
export const practical_default_title: (inputs: Practical_Default_TitleInputs) => LocalizedString;
export const practical_no_criteria: (inputs: Practical_No_CriteriaInputs) => LocalizedString;
export const practical_pace_a: (inputs: Practical_Pace_AInputs) => LocalizedString;
export const practical_pace_b: (inputs: Practical_Pace_BInputs) => LocalizedString;
export const practical_pace_c: (inputs: Practical_Pace_CInputs) => LocalizedString;
export const practical_pace_fail: (inputs: Practical_Pace_FailInputs) => LocalizedString;
export const practical_protection_a: (inputs: Practical_Protection_AInputs) => LocalizedString;
export const practical_protection_b: (inputs: Practical_Protection_BInputs) => LocalizedString;
export const practical_protection_c: (inputs: Practical_Protection_CInputs) => LocalizedString;
export const practical_protection_fail: (inputs: Practical_Protection_FailInputs) => LocalizedString;
export const practical_red_card_returned: (inputs: Practical_Red_Card_ReturnedInputs) => LocalizedString;
export const practical_red_chips_unattended: (inputs: Practical_Red_Chips_UnattendedInputs) => LocalizedString;
export const practical_red_cut_short: (inputs: Practical_Red_Cut_ShortInputs) => LocalizedString;
export const practical_red_drawing_error: (inputs: Practical_Red_Drawing_ErrorInputs) => LocalizedString;
export const practical_red_exposed_card: (inputs: Practical_Red_Exposed_CardInputs) => LocalizedString;
export const practical_red_late_bet: (inputs: Practical_Red_Late_BetInputs) => LocalizedString;
export const practical_red_paid_before_taking: (inputs: Practical_Red_Paid_Before_TakingInputs) => LocalizedString;
export const practical_settlement_a: (inputs: Practical_Settlement_AInputs) => LocalizedString;
export const practical_settlement_b: (inputs: Practical_Settlement_BInputs) => LocalizedString;
export const practical_settlement_c: (inputs: Practical_Settlement_CInputs) => LocalizedString;
export const practical_settlement_fail: (inputs: Practical_Settlement_FailInputs) => LocalizedString;
export const practical_shuffle_a: (inputs: Practical_Shuffle_AInputs) => LocalizedString;
export const practical_shuffle_b: (inputs: Practical_Shuffle_BInputs) => LocalizedString;
export const practical_shuffle_c: (inputs: Practical_Shuffle_CInputs) => LocalizedString;
export const practical_shuffle_fail: (inputs: Practical_Shuffle_FailInputs) => LocalizedString;
export const proc_cards_asks_hold: (inputs: Proc_Cards_Asks_HoldInputs) => LocalizedString;
export const proc_cards_asks_reach: (inputs: Proc_Cards_Asks_ReachInputs) => LocalizedString;
export const proc_cards_asks_third: (inputs: Proc_Cards_Asks_ThirdInputs) => LocalizedString;
export const proc_cards_during_shoe: (inputs: Proc_Cards_During_ShoeInputs) => LocalizedString;
export const proc_cards_how_picked_up: (inputs: Proc_Cards_How_Picked_UpInputs) => LocalizedString;
export const proc_cards_how_squeezed: (inputs: Proc_Cards_How_SqueezedInputs) => LocalizedString;
export const proc_cards_how_touched: (inputs: Proc_Cards_How_TouchedInputs) => LocalizedString;
export const proc_cards_mini_situation: (inputs: Proc_Cards_Mini_SituationInputs) => LocalizedString;
export const proc_cards_no_touch_correct: (inputs: Proc_Cards_No_Touch_CorrectInputs) => LocalizedString;
export const proc_cards_no_touch_question: (inputs: Proc_Cards_No_Touch_QuestionInputs) => LocalizedString;
export const proc_cards_no_touch_working: (inputs: Proc_Cards_No_Touch_WorkingInputs) => LocalizedString;
export const proc_cards_no_touch_wrong_announced: (inputs: Proc_Cards_No_Touch_Wrong_AnnouncedInputs) => LocalizedString;
export const proc_cards_no_touch_wrong_highest: (inputs: Proc_Cards_No_Touch_Wrong_HighestInputs) => LocalizedString;
export const proc_cards_no_touch_wrong_inspector: (inputs: Proc_Cards_No_Touch_Wrong_InspectorInputs) => LocalizedString;
export const proc_cards_no_touch_wrong_table: (inputs: Proc_Cards_No_Touch_Wrong_TableInputs) => LocalizedString;
export const proc_cards_replaced_correct: (inputs: Proc_Cards_Replaced_CorrectInputs) => LocalizedString;
export const proc_cards_replaced_question: (inputs: Proc_Cards_Replaced_QuestionInputs) => LocalizedString;
export const proc_cards_replaced_working: (inputs: Proc_Cards_Replaced_WorkingInputs) => LocalizedString;
export const proc_cards_replaced_wrong_mouth: (inputs: Proc_Cards_Replaced_Wrong_MouthInputs) => LocalizedString;
export const proc_cards_replaced_wrong_nothing: (inputs: Proc_Cards_Replaced_Wrong_NothingInputs) => LocalizedString;
export const proc_cards_replaced_wrong_one: (inputs: Proc_Cards_Replaced_Wrong_OneInputs) => LocalizedString;
export const proc_cards_replaced_wrong_reshuffle: (inputs: Proc_Cards_Replaced_Wrong_ReshuffleInputs) => LocalizedString;
export const proc_comp_a_wager: (inputs: Proc_Comp_A_WagerInputs) => LocalizedString;
export const proc_comp_absent_cash_correct: (inputs: Proc_Comp_Absent_Cash_CorrectInputs) => LocalizedString;
export const proc_comp_absent_cash_question: (inputs: Proc_Comp_Absent_Cash_QuestionInputs) => LocalizedString;
export const proc_comp_absent_cash_wrong_keeps: (inputs: Proc_Comp_Absent_Cash_Wrong_KeepsInputs) => LocalizedString;
export const proc_comp_absent_cash_wrong_no_limit: (inputs: Proc_Comp_Absent_Cash_Wrong_No_LimitInputs) => LocalizedString;
export const proc_comp_absent_cash_wrong_sits_out: (inputs: Proc_Comp_Absent_Cash_Wrong_Sits_OutInputs) => LocalizedString;
export const proc_comp_absent_cash_wrong_three: (inputs: Proc_Comp_Absent_Cash_Wrong_ThreeInputs) => LocalizedString;
export const proc_comp_absent_deducted: (inputs: Proc_Comp_Absent_DeductedInputs) => LocalizedString;
export const proc_comp_absent_no_substitute: (inputs: Proc_Comp_Absent_No_SubstituteInputs) => LocalizedString;
export const proc_comp_absent_question: (inputs: Proc_Comp_Absent_QuestionInputs) => LocalizedString;
export const proc_comp_absent_question_one: (inputs: Proc_Comp_Absent_Question_OneInputs) => LocalizedString;
export const proc_comp_absent_substitute: (inputs: Proc_Comp_Absent_SubstituteInputs) => LocalizedString;
export const proc_comp_all_correct: (inputs: Proc_Comp_All_CorrectInputs) => LocalizedString;
export const proc_comp_all_question: (inputs: Proc_Comp_All_QuestionInputs) => LocalizedString;
export const proc_comp_all_working: (inputs: Proc_Comp_All_WorkingInputs) => LocalizedString;
export const proc_comp_all_wrong_keeps: (inputs: Proc_Comp_All_Wrong_KeepsInputs) => LocalizedString;
export const proc_comp_all_wrong_last: (inputs: Proc_Comp_All_Wrong_LastInputs) => LocalizedString;
export const proc_comp_all_wrong_no_winner: (inputs: Proc_Comp_All_Wrong_No_WinnerInputs) => LocalizedString;
export const proc_comp_all_wrong_replayed: (inputs: Proc_Comp_All_Wrong_ReplayedInputs) => LocalizedString;
export const proc_comp_alter_out_of_sequence: (inputs: Proc_Comp_Alter_Out_Of_SequenceInputs) => LocalizedString;
export const proc_comp_alter_placed: (inputs: Proc_Comp_Alter_PlacedInputs) => LocalizedString;
export const proc_comp_alter_tie: (inputs: Proc_Comp_Alter_TieInputs) => LocalizedString;
export const proc_comp_alter_tie_remove: (inputs: Proc_Comp_Alter_Tie_RemoveInputs) => LocalizedString;
export const proc_comp_and: (inputs: Proc_Comp_AndInputs) => LocalizedString;
export const proc_comp_anticlockwise_left: (inputs: Proc_Comp_Anticlockwise_LeftInputs) => LocalizedString;
export const proc_comp_anticlockwise_right: (inputs: Proc_Comp_Anticlockwise_RightInputs) => LocalizedString;
export const proc_comp_card_name: (inputs: Proc_Comp_Card_NameInputs) => LocalizedString;
export const proc_comp_cards_equal: (inputs: Proc_Comp_Cards_EqualInputs) => LocalizedString;
export const proc_comp_cards_highest: (inputs: Proc_Comp_Cards_HighestInputs) => LocalizedString;
export const proc_comp_cards_nobody: (inputs: Proc_Comp_Cards_NobodyInputs) => LocalizedString;
export const proc_comp_cards_question: (inputs: Proc_Comp_Cards_QuestionInputs) => LocalizedString;
export const proc_comp_comma: (inputs: Proc_Comp_CommaInputs) => LocalizedString;
export const proc_comp_concealed_correct: (inputs: Proc_Comp_Concealed_CorrectInputs) => LocalizedString;
export const proc_comp_concealed_question: (inputs: Proc_Comp_Concealed_QuestionInputs) => LocalizedString;
export const proc_comp_concealed_working: (inputs: Proc_Comp_Concealed_WorkingInputs) => LocalizedString;
export const proc_comp_concealed_wrong_back: (inputs: Proc_Comp_Concealed_Wrong_BackInputs) => LocalizedString;
export const proc_comp_concealed_wrong_forfeited: (inputs: Proc_Comp_Concealed_Wrong_ForfeitedInputs) => LocalizedString;
export const proc_comp_concealed_wrong_minimum: (inputs: Proc_Comp_Concealed_Wrong_MinimumInputs) => LocalizedString;
export const proc_comp_concealed_wrong_warned: (inputs: Proc_Comp_Concealed_Wrong_WarnedInputs) => LocalizedString;
export const proc_comp_dealer_turns: (inputs: Proc_Comp_Dealer_TurnsInputs) => LocalizedString;
export const proc_comp_deducted_label: (inputs: Proc_Comp_Deducted_LabelInputs) => LocalizedString;
export const proc_comp_each_label: (inputs: Proc_Comp_Each_LabelInputs) => LocalizedString;
export const proc_comp_elim_keeps: (inputs: Proc_Comp_Elim_KeepsInputs) => LocalizedString;
export const proc_comp_elim_live_question: (inputs: Proc_Comp_Elim_Live_QuestionInputs) => LocalizedString;
export const proc_comp_elim_live_working: (inputs: Proc_Comp_Elim_Live_WorkingInputs) => LocalizedString;
export const proc_comp_elim_operator: (inputs: Proc_Comp_Elim_OperatorInputs) => LocalizedString;
export const proc_comp_elim_question: (inputs: Proc_Comp_Elim_QuestionInputs) => LocalizedString;
export const proc_comp_elim_working: (inputs: Proc_Comp_Elim_WorkingInputs) => LocalizedString;
export const proc_comp_elim_wrong_take_over: (inputs: Proc_Comp_Elim_Wrong_Take_OverInputs) => LocalizedString;
export const proc_comp_elim_wrong_top_up: (inputs: Proc_Comp_Elim_Wrong_Top_UpInputs) => LocalizedString;
export const proc_comp_elim_wrong_wager_left: (inputs: Proc_Comp_Elim_Wrong_Wager_LeftInputs) => LocalizedString;
export const proc_comp_full_stop: (inputs: Proc_Comp_Full_StopInputs) => LocalizedString;
export const proc_comp_in_view_correct: (inputs: Proc_Comp_In_View_CorrectInputs) => LocalizedString;
export const proc_comp_in_view_question: (inputs: Proc_Comp_In_View_QuestionInputs) => LocalizedString;
export const proc_comp_in_view_working: (inputs: Proc_Comp_In_View_WorkingInputs) => LocalizedString;
export const proc_comp_in_view_wrong_colour: (inputs: Proc_Comp_In_View_Wrong_ColourInputs) => LocalizedString;
export const proc_comp_in_view_wrong_dealer: (inputs: Proc_Comp_In_View_Wrong_DealerInputs) => LocalizedString;
export const proc_comp_in_view_wrong_declare: (inputs: Proc_Comp_In_View_Wrong_DeclareInputs) => LocalizedString;
export const proc_comp_in_view_wrong_wagered: (inputs: Proc_Comp_In_View_Wrong_WageredInputs) => LocalizedString;
export const proc_comp_indicator_correct: (inputs: Proc_Comp_Indicator_CorrectInputs) => LocalizedString;
export const proc_comp_indicator_question: (inputs: Proc_Comp_Indicator_QuestionInputs) => LocalizedString;
export const proc_comp_indicator_working: (inputs: Proc_Comp_Indicator_WorkingInputs) => LocalizedString;
export const proc_comp_indicator_wrong_last: (inputs: Proc_Comp_Indicator_Wrong_LastInputs) => LocalizedString;
export const proc_comp_indicator_wrong_next_card: (inputs: Proc_Comp_Indicator_Wrong_Next_CardInputs) => LocalizedString;
export const proc_comp_indicator_wrong_one_more: (inputs: Proc_Comp_Indicator_Wrong_One_MoreInputs) => LocalizedString;
export const proc_comp_indicator_wrong_void: (inputs: Proc_Comp_Indicator_Wrong_VoidInputs) => LocalizedString;
export const proc_comp_late_cancel: (inputs: Proc_Comp_Late_CancelInputs) => LocalizedString;
export const proc_comp_late_cancelled: (inputs: Proc_Comp_Late_CancelledInputs) => LocalizedString;
export const proc_comp_late_cash: (inputs: Proc_Comp_Late_CashInputs) => LocalizedString;
export const proc_comp_late_cash_correct: (inputs: Proc_Comp_Late_Cash_CorrectInputs) => LocalizedString;
export const proc_comp_late_cash_question: (inputs: Proc_Comp_Late_Cash_QuestionInputs) => LocalizedString;
export const proc_comp_late_cash_seat: (inputs: Proc_Comp_Late_Cash_SeatInputs) => LocalizedString;
export const proc_comp_late_cash_wrong_fourth: (inputs: Proc_Comp_Late_Cash_Wrong_FourthInputs) => LocalizedString;
export const proc_comp_late_cash_wrong_held: (inputs: Proc_Comp_Late_Cash_Wrong_HeldInputs) => LocalizedString;
export const proc_comp_late_cash_wrong_three: (inputs: Proc_Comp_Late_Cash_Wrong_ThreeInputs) => LocalizedString;
export const proc_comp_late_cash_wrong_until: (inputs: Proc_Comp_Late_Cash_Wrong_UntilInputs) => LocalizedString;
export const proc_comp_late_coups: (inputs: Proc_Comp_Late_CoupsInputs) => LocalizedString;
export const proc_comp_late_deal_next: (inputs: Proc_Comp_Late_Deal_NextInputs) => LocalizedString;
export const proc_comp_late_deducted: (inputs: Proc_Comp_Late_DeductedInputs) => LocalizedString;
export const proc_comp_late_give_away: (inputs: Proc_Comp_Late_Give_AwayInputs) => LocalizedString;
export const proc_comp_late_one_coup: (inputs: Proc_Comp_Late_One_CoupInputs) => LocalizedString;
export const proc_comp_late_question: (inputs: Proc_Comp_Late_QuestionInputs) => LocalizedString;
export const proc_comp_late_question_one: (inputs: Proc_Comp_Late_Question_OneInputs) => LocalizedString;
export const proc_comp_late_seat_question: (inputs: Proc_Comp_Late_Seat_QuestionInputs) => LocalizedString;
export const proc_comp_late_stop: (inputs: Proc_Comp_Late_StopInputs) => LocalizedString;
export const proc_comp_limits_next_question: (inputs: Proc_Comp_Limits_Next_QuestionInputs) => LocalizedString;
export const proc_comp_limits_next_working: (inputs: Proc_Comp_Limits_Next_WorkingInputs) => LocalizedString;
export const proc_comp_limits_this_question: (inputs: Proc_Comp_Limits_This_QuestionInputs) => LocalizedString;
export const proc_comp_limits_this_working: (inputs: Proc_Comp_Limits_This_WorkingInputs) => LocalizedString;
export const proc_comp_minimum_label: (inputs: Proc_Comp_Minimum_LabelInputs) => LocalizedString;
export const proc_comp_not_exposed_correct: (inputs: Proc_Comp_Not_Exposed_CorrectInputs) => LocalizedString;
export const proc_comp_not_exposed_question: (inputs: Proc_Comp_Not_Exposed_QuestionInputs) => LocalizedString;
export const proc_comp_not_exposed_working: (inputs: Proc_Comp_Not_Exposed_WorkingInputs) => LocalizedString;
export const proc_comp_not_exposed_wrong_inspector: (inputs: Proc_Comp_Not_Exposed_Wrong_InspectorInputs) => LocalizedString;
export const proc_comp_not_exposed_wrong_next: (inputs: Proc_Comp_Not_Exposed_Wrong_NextInputs) => LocalizedString;
export const proc_comp_not_exposed_wrong_void: (inputs: Proc_Comp_Not_Exposed_Wrong_VoidInputs) => LocalizedString;
export const proc_comp_not_exposed_wrong_wait: (inputs: Proc_Comp_Not_Exposed_Wrong_WaitInputs) => LocalizedString;
export const proc_comp_number: (inputs: Proc_Comp_NumberInputs) => LocalizedString;
export const proc_comp_ordinal_nd: (inputs: Proc_Comp_Ordinal_NdInputs) => LocalizedString;
export const proc_comp_ordinal_rd: (inputs: Proc_Comp_Ordinal_RdInputs) => LocalizedString;
export const proc_comp_ordinal_st: (inputs: Proc_Comp_Ordinal_StInputs) => LocalizedString;
export const proc_comp_ordinal_th: (inputs: Proc_Comp_Ordinal_ThInputs) => LocalizedString;
export const proc_comp_placed_amount: (inputs: Proc_Comp_Placed_AmountInputs) => LocalizedString;
export const proc_comp_placed_wager: (inputs: Proc_Comp_Placed_WagerInputs) => LocalizedString;
export const proc_comp_play_off_option: (inputs: Proc_Comp_Play_Off_OptionInputs) => LocalizedString;
export const proc_comp_play_off_question: (inputs: Proc_Comp_Play_Off_QuestionInputs) => LocalizedString;
export const proc_comp_play_off_situation: (inputs: Proc_Comp_Play_Off_SituationInputs) => LocalizedString;
export const proc_comp_play_off_working: (inputs: Proc_Comp_Play_Off_WorkingInputs) => LocalizedString;
export const proc_comp_position_ok: (inputs: Proc_Comp_Position_OkInputs) => LocalizedString;
export const proc_comp_position_wrong: (inputs: Proc_Comp_Position_WrongInputs) => LocalizedString;
export const proc_comp_prize: (inputs: Proc_Comp_PrizeInputs) => LocalizedString;
export const proc_comp_problem: (inputs: Proc_Comp_ProblemInputs) => LocalizedString;
export const proc_comp_problem_both: (inputs: Proc_Comp_Problem_BothInputs) => LocalizedString;
export const proc_comp_problem_no_main: (inputs: Proc_Comp_Problem_No_MainInputs) => LocalizedString;
export const proc_comp_problem_over: (inputs: Proc_Comp_Problem_OverInputs) => LocalizedString;
export const proc_comp_problem_under: (inputs: Proc_Comp_Problem_UnderInputs) => LocalizedString;
export const proc_comp_problem_units: (inputs: Proc_Comp_Problem_UnitsInputs) => LocalizedString;
export const proc_comp_puck_highest: (inputs: Proc_Comp_Puck_HighestInputs) => LocalizedString;
export const proc_comp_puck_lowest: (inputs: Proc_Comp_Puck_LowestInputs) => LocalizedString;
export const proc_comp_puck_move_question: (inputs: Proc_Comp_Puck_Move_QuestionInputs) => LocalizedString;
export const proc_comp_puck_move_working: (inputs: Proc_Comp_Puck_Move_WorkingInputs) => LocalizedString;
export const proc_comp_puck_start_question: (inputs: Proc_Comp_Puck_Start_QuestionInputs) => LocalizedString;
export const proc_comp_puck_start_working: (inputs: Proc_Comp_Puck_Start_WorkingInputs) => LocalizedString;
export const proc_comp_rank_2: (inputs: Proc_Comp_Rank_2Inputs) => LocalizedString;
export const proc_comp_rank_3: (inputs: Proc_Comp_Rank_3Inputs) => LocalizedString;
export const proc_comp_rank_4: (inputs: Proc_Comp_Rank_4Inputs) => LocalizedString;
export const proc_comp_rank_5: (inputs: Proc_Comp_Rank_5Inputs) => LocalizedString;
export const proc_comp_rank_6: (inputs: Proc_Comp_Rank_6Inputs) => LocalizedString;
export const proc_comp_rank_7: (inputs: Proc_Comp_Rank_7Inputs) => LocalizedString;
export const proc_comp_rank_8: (inputs: Proc_Comp_Rank_8Inputs) => LocalizedString;
export const proc_comp_rank_9: (inputs: Proc_Comp_Rank_9Inputs) => LocalizedString;
export const proc_comp_rank_a1: (inputs: Proc_Comp_Rank_A1Inputs) => LocalizedString;
export const proc_comp_rank_j1: (inputs: Proc_Comp_Rank_J1Inputs) => LocalizedString;
export const proc_comp_rank_k1: (inputs: Proc_Comp_Rank_K1Inputs) => LocalizedString;
export const proc_comp_rank_q1: (inputs: Proc_Comp_Rank_Q1Inputs) => LocalizedString;
export const proc_comp_rank_t1: (inputs: Proc_Comp_Rank_T1Inputs) => LocalizedString;
export const proc_comp_seat_chips: (inputs: Proc_Comp_Seat_ChipsInputs) => LocalizedString;
export const proc_comp_seat_wagers_ok: (inputs: Proc_Comp_Seat_Wagers_OkInputs) => LocalizedString;
export const proc_comp_seat_wagers_question: (inputs: Proc_Comp_Seat_Wagers_QuestionInputs) => LocalizedString;
export const proc_comp_semicolon: (inputs: Proc_Comp_SemicolonInputs) => LocalizedString;
export const proc_comp_settled_full: (inputs: Proc_Comp_Settled_FullInputs) => LocalizedString;
export const proc_comp_settled_over: (inputs: Proc_Comp_Settled_OverInputs) => LocalizedString;
export const proc_comp_shared_question_three: (inputs: Proc_Comp_Shared_Question_ThreeInputs) => LocalizedString;
export const proc_comp_shared_question_two: (inputs: Proc_Comp_Shared_Question_TwoInputs) => LocalizedString;
export const proc_comp_shared_working: (inputs: Proc_Comp_Shared_WorkingInputs) => LocalizedString;
export const proc_comp_situation: (inputs: Proc_Comp_SituationInputs) => LocalizedString;
export const proc_comp_situation_face_down: (inputs: Proc_Comp_Situation_Face_DownInputs) => LocalizedString;
export const proc_comp_suit_c: (inputs: Proc_Comp_Suit_CInputs) => LocalizedString;
export const proc_comp_suit_d: (inputs: Proc_Comp_Suit_DInputs) => LocalizedString;
export const proc_comp_suit_h: (inputs: Proc_Comp_Suit_HInputs) => LocalizedString;
export const proc_comp_suit_s: (inputs: Proc_Comp_Suit_SInputs) => LocalizedString;
export const proc_comp_tie_after_question: (inputs: Proc_Comp_Tie_After_QuestionInputs) => LocalizedString;
export const proc_comp_tie_out_of_sequence_question: (inputs: Proc_Comp_Tie_Out_Of_Sequence_QuestionInputs) => LocalizedString;
export const proc_comp_tie_placed_question: (inputs: Proc_Comp_Tie_Placed_QuestionInputs) => LocalizedString;
export const proc_comp_time_correct: (inputs: Proc_Comp_Time_CorrectInputs) => LocalizedString;
export const proc_comp_time_question: (inputs: Proc_Comp_Time_QuestionInputs) => LocalizedString;
export const proc_comp_time_working: (inputs: Proc_Comp_Time_WorkingInputs) => LocalizedString;
export const proc_comp_time_wrong_deducted: (inputs: Proc_Comp_Time_Wrong_DeductedInputs) => LocalizedString;
export const proc_comp_time_wrong_eliminated: (inputs: Proc_Comp_Time_Wrong_EliminatedInputs) => LocalizedString;
export const proc_comp_time_wrong_repeated: (inputs: Proc_Comp_Time_Wrong_RepeatedInputs) => LocalizedString;
export const proc_comp_time_wrong_sit_out: (inputs: Proc_Comp_Time_Wrong_Sit_OutInputs) => LocalizedString;
export const proc_comp_time_wrong_waits: (inputs: Proc_Comp_Time_Wrong_WaitsInputs) => LocalizedString;
export const proc_comp_top_up_add: (inputs: Proc_Comp_Top_Up_AddInputs) => LocalizedString;
export const proc_comp_top_up_label: (inputs: Proc_Comp_Top_Up_LabelInputs) => LocalizedString;
export const proc_comp_top_up_none: (inputs: Proc_Comp_Top_Up_NoneInputs) => LocalizedString;
export const proc_comp_top_up_pile: (inputs: Proc_Comp_Top_Up_PileInputs) => LocalizedString;
export const proc_comp_top_up_question: (inputs: Proc_Comp_Top_Up_QuestionInputs) => LocalizedString;
export const proc_comp_top_up_working: (inputs: Proc_Comp_Top_Up_WorkingInputs) => LocalizedString;
export const proc_comp_wager_amount: (inputs: Proc_Comp_Wager_AmountInputs) => LocalizedString;
export const proc_comp_wager_word: (inputs: Proc_Comp_Wager_WordInputs) => LocalizedString;
export const proc_comp_where_hand: (inputs: Proc_Comp_Where_HandInputs) => LocalizedString;
export const proc_comp_where_handbag: (inputs: Proc_Comp_Where_HandbagInputs) => LocalizedString;
export const proc_comp_where_lap: (inputs: Proc_Comp_Where_LapInputs) => LocalizedString;
export const proc_comp_where_own: (inputs: Proc_Comp_Where_OwnInputs) => LocalizedString;
export const proc_comp_where_seat: (inputs: Proc_Comp_Where_SeatInputs) => LocalizedString;
export const proc_comp_winner: (inputs: Proc_Comp_WinnerInputs) => LocalizedString;
export const proc_comp_winner_level: (inputs: Proc_Comp_Winner_LevelInputs) => LocalizedString;
export const proc_comp_winner_question: (inputs: Proc_Comp_Winner_QuestionInputs) => LocalizedString;
export const proc_comp_wish_increase: (inputs: Proc_Comp_Wish_IncreaseInputs) => LocalizedString;
export const proc_comp_wish_reduce: (inputs: Proc_Comp_Wish_ReduceInputs) => LocalizedString;
export const proc_comp_wish_withdraw: (inputs: Proc_Comp_Wish_WithdrawInputs) => LocalizedString;
export const proc_comp_wrong_player_correct: (inputs: Proc_Comp_Wrong_Player_CorrectInputs) => LocalizedString;
export const proc_comp_wrong_player_question: (inputs: Proc_Comp_Wrong_Player_QuestionInputs) => LocalizedString;
export const proc_comp_wrong_player_working: (inputs: Proc_Comp_Wrong_Player_WorkingInputs) => LocalizedString;
export const proc_comp_wrong_player_wrong_new_hand: (inputs: Proc_Comp_Wrong_Player_Wrong_New_HandInputs) => LocalizedString;
export const proc_comp_wrong_player_wrong_take_back: (inputs: Proc_Comp_Wrong_Player_Wrong_Take_BackInputs) => LocalizedString;
export const proc_comp_wrong_player_wrong_void_coup: (inputs: Proc_Comp_Wrong_Player_Wrong_Void_CoupInputs) => LocalizedString;
export const proc_comp_wrong_player_wrong_void_hand: (inputs: Proc_Comp_Wrong_Player_Wrong_Void_HandInputs) => LocalizedString;
export const proc_kind_choose_area: (inputs: Proc_Kind_Choose_AreaInputs) => LocalizedString;
export const proc_kind_choose_topic: (inputs: Proc_Kind_Choose_TopicInputs) => LocalizedString;
export const proc_kind_field_area: (inputs: Proc_Kind_Field_AreaInputs) => LocalizedString;
export const proc_kind_field_topic: (inputs: Proc_Kind_Field_TopicInputs) => LocalizedString;
export const proc_kind_field_topic_help: (inputs: Proc_Kind_Field_Topic_HelpInputs) => LocalizedString;
export const proc_kind_no_burn: (inputs: Proc_Kind_No_BurnInputs) => LocalizedString;
export const proc_kind_no_casino_guide: (inputs: Proc_Kind_No_Casino_GuideInputs) => LocalizedString;
export const proc_kind_no_competition: (inputs: Proc_Kind_No_CompetitionInputs) => LocalizedString;
export const proc_kind_no_deltin: (inputs: Proc_Kind_No_DeltinInputs) => LocalizedString;
export const proc_kind_no_dragon: (inputs: Proc_Kind_No_DragonInputs) => LocalizedString;
export const proc_kind_no_perfect_pairs: (inputs: Proc_Kind_No_Perfect_PairsInputs) => LocalizedString;
export const proc_kind_no_squeeze: (inputs: Proc_Kind_No_SqueezeInputs) => LocalizedString;
export const proc_kind_not_federal: (inputs: Proc_Kind_Not_FederalInputs) => LocalizedString;
export const proc_limits_a_bet: (inputs: Proc_Limits_A_BetInputs) => LocalizedString;
export const proc_limits_between_coups: (inputs: Proc_Limits_Between_CoupsInputs) => LocalizedString;
export const proc_limits_cap: (inputs: Proc_Limits_CapInputs) => LocalizedString;
export const proc_limits_change_consent: (inputs: Proc_Limits_Change_ConsentInputs) => LocalizedString;
export const proc_limits_change_no_notice: (inputs: Proc_Limits_Change_No_NoticeInputs) => LocalizedString;
export const proc_limits_change_notice: (inputs: Proc_Limits_Change_NoticeInputs) => LocalizedString;
export const proc_limits_change_notice_line: (inputs: Proc_Limits_Change_Notice_LineInputs) => LocalizedString;
export const proc_limits_change_question: (inputs: Proc_Limits_Change_QuestionInputs) => LocalizedString;
export const proc_limits_change_short: (inputs: Proc_Limits_Change_ShortInputs) => LocalizedString;
export const proc_limits_change_why_consent: (inputs: Proc_Limits_Change_Why_ConsentInputs) => LocalizedString;
export const proc_limits_change_why_no_notice: (inputs: Proc_Limits_Change_Why_No_NoticeInputs) => LocalizedString;
export const proc_limits_change_why_notice: (inputs: Proc_Limits_Change_Why_NoticeInputs) => LocalizedString;
export const proc_limits_convention: (inputs: Proc_Limits_ConventionInputs) => LocalizedString;
export const proc_limits_history_first: (inputs: Proc_Limits_History_FirstInputs) => LocalizedString;
export const proc_limits_history_warned: (inputs: Proc_Limits_History_WarnedInputs) => LocalizedString;
export const proc_limits_multiple: (inputs: Proc_Limits_MultipleInputs) => LocalizedString;
export const proc_limits_multiples_notice: (inputs: Proc_Limits_Multiples_NoticeInputs) => LocalizedString;
export const proc_limits_multiples_notice_line: (inputs: Proc_Limits_Multiples_Notice_LineInputs) => LocalizedString;
export const proc_limits_multiples_question: (inputs: Proc_Limits_Multiples_QuestionInputs) => LocalizedString;
export const proc_limits_need_not: (inputs: Proc_Limits_Need_NotInputs) => LocalizedString;
export const proc_limits_not_multiple: (inputs: Proc_Limits_Not_MultipleInputs) => LocalizedString;
export const proc_limits_not_reduced: (inputs: Proc_Limits_Not_ReducedInputs) => LocalizedString;
export const proc_limits_ok: (inputs: Proc_Limits_OkInputs) => LocalizedString;
export const proc_limits_outside: (inputs: Proc_Limits_OutsideInputs) => LocalizedString;
export const proc_limits_partnership_amounts: (inputs: Proc_Limits_Partnership_AmountsInputs) => LocalizedString;
export const proc_limits_partnership_over: (inputs: Proc_Limits_Partnership_OverInputs) => LocalizedString;
export const proc_limits_partnership_question: (inputs: Proc_Limits_Partnership_QuestionInputs) => LocalizedString;
export const proc_limits_partnership_stacks: (inputs: Proc_Limits_Partnership_StacksInputs) => LocalizedString;
export const proc_limits_partnership_within: (inputs: Proc_Limits_Partnership_WithinInputs) => LocalizedString;
export const proc_limits_pay_label: (inputs: Proc_Limits_Pay_LabelInputs) => LocalizedString;
export const proc_limits_pay_question: (inputs: Proc_Limits_Pay_QuestionInputs) => LocalizedString;
export const proc_limits_pay_working: (inputs: Proc_Limits_Pay_WorkingInputs) => LocalizedString;
export const proc_limits_pay_working_settled: (inputs: Proc_Limits_Pay_Working_SettledInputs) => LocalizedString;
export const proc_limits_place_your_bets: (inputs: Proc_Limits_Place_Your_BetsInputs) => LocalizedString;
export const proc_limits_pro_rata_none: (inputs: Proc_Limits_Pro_Rata_NoneInputs) => LocalizedString;
export const proc_limits_pro_rata_over: (inputs: Proc_Limits_Pro_Rata_OverInputs) => LocalizedString;
export const proc_limits_pro_rata_question: (inputs: Proc_Limits_Pro_Rata_QuestionInputs) => LocalizedString;
export const proc_limits_pro_rata_stacks_question: (inputs: Proc_Limits_Pro_Rata_Stacks_QuestionInputs) => LocalizedString;
export const proc_limits_pro_rata_working: (inputs: Proc_Limits_Pro_Rata_WorkingInputs) => LocalizedString;
export const proc_limits_return: (inputs: Proc_Limits_ReturnInputs) => LocalizedString;
export const proc_limits_share_exact: (inputs: Proc_Limits_Share_ExactInputs) => LocalizedString;
export const proc_limits_share_fraction: (inputs: Proc_Limits_Share_FractionInputs) => LocalizedString;
export const proc_limits_share_rounded: (inputs: Proc_Limits_Share_RoundedInputs) => LocalizedString;
export const proc_limits_to_cent: (inputs: Proc_Limits_To_CentInputs) => LocalizedString;
export const proc_limits_to_chip: (inputs: Proc_Limits_To_ChipInputs) => LocalizedString;
export const proc_limits_wager_label: (inputs: Proc_Limits_Wager_LabelInputs) => LocalizedString;
export const proc_limits_warn: (inputs: Proc_Limits_WarnInputs) => LocalizedString;
export const proc_no_more_bets: (inputs: Proc_No_More_BetsInputs) => LocalizedString;
export const proc_pp_only_correct: (inputs: Proc_Pp_Only_CorrectInputs) => LocalizedString;
export const proc_pp_only_question: (inputs: Proc_Pp_Only_QuestionInputs) => LocalizedString;
export const proc_pp_only_working: (inputs: Proc_Pp_Only_WorkingInputs) => LocalizedString;
export const proc_pp_only_wrong_ask_main: (inputs: Proc_Pp_Only_Wrong_Ask_MainInputs) => LocalizedString;
export const proc_pp_only_wrong_return: (inputs: Proc_Pp_Only_Wrong_ReturnInputs) => LocalizedString;
export const proc_pp_only_wrong_two_cards: (inputs: Proc_Pp_Only_Wrong_Two_CardsInputs) => LocalizedString;
export const proc_pp_only_wrong_void: (inputs: Proc_Pp_Only_Wrong_VoidInputs) => LocalizedString;
export const proc_secret_after_question: (inputs: Proc_Secret_After_QuestionInputs) => LocalizedString;
export const proc_secret_also_chips: (inputs: Proc_Secret_Also_ChipsInputs) => LocalizedString;
export const proc_secret_announce_correct: (inputs: Proc_Secret_Announce_CorrectInputs) => LocalizedString;
export const proc_secret_announce_question: (inputs: Proc_Secret_Announce_QuestionInputs) => LocalizedString;
export const proc_secret_announce_working: (inputs: Proc_Secret_Announce_WorkingInputs) => LocalizedString;
export const proc_secret_announce_wrong_end: (inputs: Proc_Secret_Announce_Wrong_EndInputs) => LocalizedString;
export const proc_secret_announce_wrong_player: (inputs: Proc_Secret_Announce_Wrong_PlayerInputs) => LocalizedString;
export const proc_secret_announce_wrong_quietly: (inputs: Proc_Secret_Announce_Wrong_QuietlyInputs) => LocalizedString;
export const proc_secret_announce_wrong_read_out: (inputs: Proc_Secret_Announce_Wrong_Read_OutInputs) => LocalizedString;
export const proc_secret_complies_question: (inputs: Proc_Secret_Complies_QuestionInputs) => LocalizedString;
export const proc_secret_count_question: (inputs: Proc_Secret_Count_QuestionInputs) => LocalizedString;
export const proc_secret_count_working: (inputs: Proc_Secret_Count_WorkingInputs) => LocalizedString;
export const proc_secret_examine_correct: (inputs: Proc_Secret_Examine_CorrectInputs) => LocalizedString;
export const proc_secret_examine_in_time: (inputs: Proc_Secret_Examine_In_TimeInputs) => LocalizedString;
export const proc_secret_examine_question: (inputs: Proc_Secret_Examine_QuestionInputs) => LocalizedString;
export const proc_secret_examine_too_late: (inputs: Proc_Secret_Examine_Too_LateInputs) => LocalizedString;
export const proc_secret_examine_working: (inputs: Proc_Secret_Examine_WorkingInputs) => LocalizedString;
export const proc_secret_examine_wrong_dealer: (inputs: Proc_Secret_Examine_Wrong_DealerInputs) => LocalizedString;
export const proc_secret_examine_wrong_director: (inputs: Proc_Secret_Examine_Wrong_DirectorInputs) => LocalizedString;
export const proc_secret_examine_wrong_nobody: (inputs: Proc_Secret_Examine_Wrong_NobodyInputs) => LocalizedString;
export const proc_secret_examine_wrong_players: (inputs: Proc_Secret_Examine_Wrong_PlayersInputs) => LocalizedString;
export const proc_secret_final_correct: (inputs: Proc_Secret_Final_CorrectInputs) => LocalizedString;
export const proc_secret_final_question: (inputs: Proc_Secret_Final_QuestionInputs) => LocalizedString;
export const proc_secret_final_working: (inputs: Proc_Secret_Final_WorkingInputs) => LocalizedString;
export const proc_secret_final_wrong_face_up: (inputs: Proc_Secret_Final_Wrong_Face_UpInputs) => LocalizedString;
export const proc_secret_final_wrong_highest_only: (inputs: Proc_Secret_Final_Wrong_Highest_OnlyInputs) => LocalizedString;
export const proc_secret_final_wrong_reveal: (inputs: Proc_Secret_Final_Wrong_RevealInputs) => LocalizedString;
export const proc_secret_final_wrong_turns: (inputs: Proc_Secret_Final_Wrong_TurnsInputs) => LocalizedString;
export const proc_secret_form: (inputs: Proc_Secret_FormInputs) => LocalizedString;
export const proc_secret_form_blank: (inputs: Proc_Secret_Form_BlankInputs) => LocalizedString;
export const proc_secret_hand_over_correct: (inputs: Proc_Secret_Hand_Over_CorrectInputs) => LocalizedString;
export const proc_secret_hand_over_question: (inputs: Proc_Secret_Hand_Over_QuestionInputs) => LocalizedString;
export const proc_secret_hand_over_working: (inputs: Proc_Secret_Hand_Over_WorkingInputs) => LocalizedString;
export const proc_secret_hand_over_wrong_aloud: (inputs: Proc_Secret_Hand_Over_Wrong_AloudInputs) => LocalizedString;
export const proc_secret_hand_over_wrong_back: (inputs: Proc_Secret_Hand_Over_Wrong_BackInputs) => LocalizedString;
export const proc_secret_hand_over_wrong_chips: (inputs: Proc_Secret_Hand_Over_Wrong_ChipsInputs) => LocalizedString;
export const proc_secret_hand_over_wrong_keep: (inputs: Proc_Secret_Hand_Over_Wrong_KeepInputs) => LocalizedString;
export const proc_secret_made_many: (inputs: Proc_Secret_Made_ManyInputs) => LocalizedString;
export const proc_secret_made_one: (inputs: Proc_Secret_Made_OneInputs) => LocalizedString;
export const proc_secret_no_wager: (inputs: Proc_Secret_No_WagerInputs) => LocalizedString;
export const proc_secret_referred: (inputs: Proc_Secret_ReferredInputs) => LocalizedString;
export const proc_secret_request_cards: (inputs: Proc_Secret_Request_CardsInputs) => LocalizedString;
export const proc_secret_request_first: (inputs: Proc_Secret_Request_FirstInputs) => LocalizedString;
export const proc_secret_request_none: (inputs: Proc_Secret_Request_NoneInputs) => LocalizedString;
export const proc_secret_settled: (inputs: Proc_Secret_SettledInputs) => LocalizedString;
export const proc_secret_situation: (inputs: Proc_Secret_SituationInputs) => LocalizedString;
export const proc_secret_situation_rules: (inputs: Proc_Secret_Situation_RulesInputs) => LocalizedString;
export const proc_secret_tied_all: (inputs: Proc_Secret_Tied_AllInputs) => LocalizedString;
export const proc_secret_tied_it: (inputs: Proc_Secret_Tied_ItInputs) => LocalizedString;
export const proc_secret_tied_one: (inputs: Proc_Secret_Tied_OneInputs) => LocalizedString;
export const proc_secret_tied_some: (inputs: Proc_Secret_Tied_SomeInputs) => LocalizedString;
export const proc_secret_verdict_above_max: (inputs: Proc_Secret_Verdict_Above_MaxInputs) => LocalizedString;
export const proc_secret_verdict_below_min: (inputs: Proc_Secret_Verdict_Below_MinInputs) => LocalizedString;
export const proc_secret_verdict_both_areas: (inputs: Proc_Secret_Verdict_Both_AreasInputs) => LocalizedString;
export const proc_secret_verdict_deemed_chips: (inputs: Proc_Secret_Verdict_Deemed_ChipsInputs) => LocalizedString;
export const proc_secret_verdict_deemed_max: (inputs: Proc_Secret_Verdict_Deemed_MaxInputs) => LocalizedString;
export const proc_secret_verdict_deemed_min: (inputs: Proc_Secret_Verdict_Deemed_MinInputs) => LocalizedString;
export const proc_secret_verdict_eliminated: (inputs: Proc_Secret_Verdict_EliminatedInputs) => LocalizedString;
export const proc_secret_verdict_form_amount_breach: (inputs: Proc_Secret_Verdict_Form_Amount_BreachInputs) => LocalizedString;
export const proc_secret_verdict_form_amount_reason: (inputs: Proc_Secret_Verdict_Form_Amount_ReasonInputs) => LocalizedString;
export const proc_secret_verdict_form_type_breach: (inputs: Proc_Secret_Verdict_Form_Type_BreachInputs) => LocalizedString;
export const proc_secret_verdict_form_type_reason: (inputs: Proc_Secret_Verdict_Form_Type_ReasonInputs) => LocalizedString;
export const proc_secret_verdict_is: (inputs: Proc_Secret_Verdict_IsInputs) => LocalizedString;
export const proc_secret_verdict_over_chips: (inputs: Proc_Secret_Verdict_Over_ChipsInputs) => LocalizedString;
export const proc_secret_verdict_refer: (inputs: Proc_Secret_Verdict_ReferInputs) => LocalizedString;
export const proc_secret_verdict_stands: (inputs: Proc_Secret_Verdict_StandsInputs) => LocalizedString;
export const proc_secret_verdict_then: (inputs: Proc_Secret_Verdict_ThenInputs) => LocalizedString;
export const proc_secret_verdict_total_breach: (inputs: Proc_Secret_Verdict_Total_BreachInputs) => LocalizedString;
export const proc_secret_verdict_total_breach_broken: (inputs: Proc_Secret_Verdict_Total_Breach_BrokenInputs) => LocalizedString;
export const proc_secret_verdict_total_why: (inputs: Proc_Secret_Verdict_Total_WhyInputs) => LocalizedString;
export const proc_secret_verdict_total_why_deemed: (inputs: Proc_Secret_Verdict_Total_Why_DeemedInputs) => LocalizedString;
export const proc_secret_verdict_within: (inputs: Proc_Secret_Verdict_WithinInputs) => LocalizedString;
export const proc_secret_verdict_within_chips: (inputs: Proc_Secret_Verdict_Within_ChipsInputs) => LocalizedString;
export const proc_secret_verdict_written: (inputs: Proc_Secret_Verdict_WrittenInputs) => LocalizedString;
export const proc_shuffle_burn_question: (inputs: Proc_Shuffle_Burn_QuestionInputs) => LocalizedString;
export const proc_shuffle_burn_working: (inputs: Proc_Shuffle_Burn_WorkingInputs) => LocalizedString;
export const proc_shuffle_card: (inputs: Proc_Shuffle_CardInputs) => LocalizedString;
export const proc_shuffle_cut_invalid_working: (inputs: Proc_Shuffle_Cut_Invalid_WorkingInputs) => LocalizedString;
export const proc_shuffle_cut_question: (inputs: Proc_Shuffle_Cut_QuestionInputs) => LocalizedString;
export const proc_shuffle_cut_valid_working: (inputs: Proc_Shuffle_Cut_Valid_WorkingInputs) => LocalizedString;
export const proc_shuffle_decline_many: (inputs: Proc_Shuffle_Decline_ManyInputs) => LocalizedString;
export const proc_shuffle_decline_one: (inputs: Proc_Shuffle_Decline_OneInputs) => LocalizedString;
export const proc_shuffle_history_first: (inputs: Proc_Shuffle_History_FirstInputs) => LocalizedString;
export const proc_shuffle_history_previous: (inputs: Proc_Shuffle_History_PreviousInputs) => LocalizedString;
export const proc_shuffle_history_previous_left: (inputs: Proc_Shuffle_History_Previous_LeftInputs) => LocalizedString;
export const proc_shuffle_inspector: (inputs: Proc_Shuffle_InspectorInputs) => LocalizedString;
export const proc_shuffle_inspector_cuts: (inputs: Proc_Shuffle_Inspector_CutsInputs) => LocalizedString;
export const proc_shuffle_left_left: (inputs: Proc_Shuffle_Left_LeftInputs) => LocalizedString;
export const proc_shuffle_left_right: (inputs: Proc_Shuffle_Left_RightInputs) => LocalizedString;
export const proc_shuffle_marker_between: (inputs: Proc_Shuffle_Marker_BetweenInputs) => LocalizedString;
export const proc_shuffle_marker_question: (inputs: Proc_Shuffle_Marker_QuestionInputs) => LocalizedString;
export const proc_shuffle_marker_working: (inputs: Proc_Shuffle_Marker_WorkingInputs) => LocalizedString;
export const proc_shuffle_marker_wrong_cut: (inputs: Proc_Shuffle_Marker_Wrong_CutInputs) => LocalizedString;
export const proc_shuffle_marker_wrong_ten: (inputs: Proc_Shuffle_Marker_Wrong_TenInputs) => LocalizedString;
export const proc_shuffle_marker_wrong_two_decks: (inputs: Proc_Shuffle_Marker_Wrong_Two_DecksInputs) => LocalizedString;
export const proc_shuffle_name_inspector: (inputs: Proc_Shuffle_Name_InspectorInputs) => LocalizedString;
export const proc_shuffle_name_seat: (inputs: Proc_Shuffle_Name_SeatInputs) => LocalizedString;
export const proc_shuffle_new_shoe: (inputs: Proc_Shuffle_New_ShoeInputs) => LocalizedString;
export const proc_shuffle_new_shoe_offered: (inputs: Proc_Shuffle_New_Shoe_OfferedInputs) => LocalizedString;
export const proc_shuffle_numbering_left: (inputs: Proc_Shuffle_Numbering_LeftInputs) => LocalizedString;
export const proc_shuffle_numbering_right: (inputs: Proc_Shuffle_Numbering_RightInputs) => LocalizedString;
export const proc_shuffle_occupied: (inputs: Proc_Shuffle_OccupiedInputs) => LocalizedString;
export const proc_shuffle_offer_first: (inputs: Proc_Shuffle_Offer_FirstInputs) => LocalizedString;
export const proc_shuffle_offer_next: (inputs: Proc_Shuffle_Offer_NextInputs) => LocalizedString;
export const proc_shuffle_offered: (inputs: Proc_Shuffle_OfferedInputs) => LocalizedString;
export const proc_shuffle_rank_2: (inputs: Proc_Shuffle_Rank_2Inputs) => LocalizedString;
export const proc_shuffle_rank_3: (inputs: Proc_Shuffle_Rank_3Inputs) => LocalizedString;
export const proc_shuffle_rank_4: (inputs: Proc_Shuffle_Rank_4Inputs) => LocalizedString;
export const proc_shuffle_rank_5: (inputs: Proc_Shuffle_Rank_5Inputs) => LocalizedString;
export const proc_shuffle_rank_6: (inputs: Proc_Shuffle_Rank_6Inputs) => LocalizedString;
export const proc_shuffle_rank_7: (inputs: Proc_Shuffle_Rank_7Inputs) => LocalizedString;
export const proc_shuffle_rank_8: (inputs: Proc_Shuffle_Rank_8Inputs) => LocalizedString;
export const proc_shuffle_rank_9: (inputs: Proc_Shuffle_Rank_9Inputs) => LocalizedString;
export const proc_shuffle_rank_a: (inputs: Proc_Shuffle_Rank_AInputs) => LocalizedString;
export const proc_shuffle_rank_j: (inputs: Proc_Shuffle_Rank_JInputs) => LocalizedString;
export const proc_shuffle_rank_k: (inputs: Proc_Shuffle_Rank_KInputs) => LocalizedString;
export const proc_shuffle_rank_q: (inputs: Proc_Shuffle_Rank_QInputs) => LocalizedString;
export const proc_shuffle_rank_t: (inputs: Proc_Shuffle_Rank_TInputs) => LocalizedString;
export const proc_shuffle_rule_burn: (inputs: Proc_Shuffle_Rule_BurnInputs) => LocalizedString;
export const proc_shuffle_squared: (inputs: Proc_Shuffle_SquaredInputs) => LocalizedString;
export const proc_shuffle_suit_c: (inputs: Proc_Shuffle_Suit_CInputs) => LocalizedString;
export const proc_shuffle_suit_d: (inputs: Proc_Shuffle_Suit_DInputs) => LocalizedString;
export const proc_shuffle_suit_h: (inputs: Proc_Shuffle_Suit_HInputs) => LocalizedString;
export const proc_shuffle_suit_s: (inputs: Proc_Shuffle_Suit_SInputs) => LocalizedString;
export const proc_shuffle_who_cuts: (inputs: Proc_Shuffle_Who_CutsInputs) => LocalizedString;
export const proc_shuffle_who_cuts_next: (inputs: Proc_Shuffle_Who_Cuts_NextInputs) => LocalizedString;
export const proc_shuffle_who_first_place: (inputs: Proc_Shuffle_Who_First_PlaceInputs) => LocalizedString;
export const proc_shuffle_who_sat_first: (inputs: Proc_Shuffle_Who_Sat_FirstInputs) => LocalizedString;
export const proc_side_a_bet: (inputs: Proc_Side_A_BetInputs) => LocalizedString;
export const proc_side_after_cards: (inputs: Proc_Side_After_CardsInputs) => LocalizedString;
export const proc_side_after_first_card: (inputs: Proc_Side_After_First_CardInputs) => LocalizedString;
export const proc_side_before_first_card: (inputs: Proc_Side_Before_First_CardInputs) => LocalizedString;
export const proc_side_dragon_no_main: (inputs: Proc_Side_Dragon_No_MainInputs) => LocalizedString;
export const proc_side_dragon_ok: (inputs: Proc_Side_Dragon_OkInputs) => LocalizedString;
export const proc_side_dragon_question: (inputs: Proc_Side_Dragon_QuestionInputs) => LocalizedString;
export const proc_side_has_nothing: (inputs: Proc_Side_Has_NothingInputs) => LocalizedString;
export const proc_side_has_wager: (inputs: Proc_Side_Has_WagerInputs) => LocalizedString;
export const proc_side_main_banker: (inputs: Proc_Side_Main_BankerInputs) => LocalizedString;
export const proc_side_no_main: (inputs: Proc_Side_No_MainInputs) => LocalizedString;
export const proc_side_place_your_bets: (inputs: Proc_Side_Place_Your_BetsInputs) => LocalizedString;
export const proc_side_pp_late: (inputs: Proc_Side_Pp_LateInputs) => LocalizedString;
export const proc_side_pp_limits: (inputs: Proc_Side_Pp_LimitsInputs) => LocalizedString;
export const proc_side_pp_no_main: (inputs: Proc_Side_Pp_No_MainInputs) => LocalizedString;
export const proc_side_pp_ok: (inputs: Proc_Side_Pp_OkInputs) => LocalizedString;
export const proc_side_pp_question: (inputs: Proc_Side_Pp_QuestionInputs) => LocalizedString;
export const proc_squeeze_dealer_turns: (inputs: Proc_Squeeze_Dealer_TurnsInputs) => LocalizedString;
export const proc_squeeze_dealt_down: (inputs: Proc_Squeeze_Dealt_DownInputs) => LocalizedString;
export const proc_squeeze_disc: (inputs: Proc_Squeeze_DiscInputs) => LocalizedString;
export const proc_squeeze_discs_question: (inputs: Proc_Squeeze_Discs_QuestionInputs) => LocalizedString;
export const proc_squeeze_discs_working: (inputs: Proc_Squeeze_Discs_WorkingInputs) => LocalizedString;
export const proc_squeeze_discs_wrong_competition: (inputs: Proc_Squeeze_Discs_Wrong_CompetitionInputs) => LocalizedString;
export const proc_squeeze_discs_wrong_limits: (inputs: Proc_Squeeze_Discs_Wrong_LimitsInputs) => LocalizedString;
export const proc_squeeze_discs_wrong_marker_card: (inputs: Proc_Squeeze_Discs_Wrong_Marker_CardInputs) => LocalizedString;
export const proc_squeeze_discs_wrong_puck: (inputs: Proc_Squeeze_Discs_Wrong_PuckInputs) => LocalizedString;
export const proc_squeeze_face_down: (inputs: Proc_Squeeze_Face_DownInputs) => LocalizedString;
export const proc_squeeze_game: (inputs: Proc_Squeeze_GameInputs) => LocalizedString;
export const proc_squeeze_informed_correct: (inputs: Proc_Squeeze_Informed_CorrectInputs) => LocalizedString;
export const proc_squeeze_informed_question: (inputs: Proc_Squeeze_Informed_QuestionInputs) => LocalizedString;
export const proc_squeeze_informed_working: (inputs: Proc_Squeeze_Informed_WorkingInputs) => LocalizedString;
export const proc_squeeze_informed_wrong_director: (inputs: Proc_Squeeze_Informed_Wrong_DirectorInputs) => LocalizedString;
export const proc_squeeze_informed_wrong_inspector: (inputs: Proc_Squeeze_Informed_Wrong_InspectorInputs) => LocalizedString;
export const proc_squeeze_informed_wrong_nobody: (inputs: Proc_Squeeze_Informed_Wrong_NobodyInputs) => LocalizedString;
export const proc_squeeze_informed_wrong_players: (inputs: Proc_Squeeze_Informed_Wrong_PlayersInputs) => LocalizedString;
export const proc_squeeze_informed_wrong_surveillance: (inputs: Proc_Squeeze_Informed_Wrong_SurveillanceInputs) => LocalizedString;
export const proc_squeeze_nobody_working: (inputs: Proc_Squeeze_Nobody_WorkingInputs) => LocalizedString;
export const proc_squeeze_one_set_correct: (inputs: Proc_Squeeze_One_Set_CorrectInputs) => LocalizedString;
export const proc_squeeze_one_set_question: (inputs: Proc_Squeeze_One_Set_QuestionInputs) => LocalizedString;
export const proc_squeeze_one_set_working: (inputs: Proc_Squeeze_One_Set_WorkingInputs) => LocalizedString;
export const proc_squeeze_one_set_wrong_banker_only: (inputs: Proc_Squeeze_One_Set_Wrong_Banker_OnlyInputs) => LocalizedString;
export const proc_squeeze_one_set_wrong_both: (inputs: Proc_Squeeze_One_Set_Wrong_BothInputs) => LocalizedString;
export const proc_squeeze_one_set_wrong_choose: (inputs: Proc_Squeeze_One_Set_Wrong_ChooseInputs) => LocalizedString;
export const proc_squeeze_one_set_wrong_neither: (inputs: Proc_Squeeze_One_Set_Wrong_NeitherInputs) => LocalizedString;
export const proc_squeeze_refuses: (inputs: Proc_Squeeze_RefusesInputs) => LocalizedString;
export const proc_squeeze_rule_nobody: (inputs: Proc_Squeeze_Rule_NobodyInputs) => LocalizedString;
export const proc_squeeze_standing_correct: (inputs: Proc_Squeeze_Standing_CorrectInputs) => LocalizedString;
export const proc_squeeze_standing_question: (inputs: Proc_Squeeze_Standing_QuestionInputs) => LocalizedString;
export const proc_squeeze_standing_working: (inputs: Proc_Squeeze_Standing_WorkingInputs) => LocalizedString;
export const proc_squeeze_standing_wrong_next: (inputs: Proc_Squeeze_Standing_Wrong_NextInputs) => LocalizedString;
export const proc_squeeze_standing_wrong_one_each: (inputs: Proc_Squeeze_Standing_Wrong_One_EachInputs) => LocalizedString;
export const proc_squeeze_standing_wrong_standing: (inputs: Proc_Squeeze_Standing_Wrong_StandingInputs) => LocalizedString;
export const proc_squeeze_tie_lowest: (inputs: Proc_Squeeze_Tie_LowestInputs) => LocalizedString;
export const proc_squeeze_tie_sequence: (inputs: Proc_Squeeze_Tie_SequenceInputs) => LocalizedString;
export const proc_squeeze_who_passed: (inputs: Proc_Squeeze_Who_PassedInputs) => LocalizedString;
export const proc_squeeze_why_all_refused: (inputs: Proc_Squeeze_Why_All_RefusedInputs) => LocalizedString;
export const proc_squeeze_why_highest: (inputs: Proc_Squeeze_Why_HighestInputs) => LocalizedString;
export const proc_squeeze_why_highest_tie: (inputs: Proc_Squeeze_Why_Highest_TieInputs) => LocalizedString;
export const proc_squeeze_why_nobody: (inputs: Proc_Squeeze_Why_NobodyInputs) => LocalizedString;
export const proc_squeeze_why_refused_many: (inputs: Proc_Squeeze_Why_Refused_ManyInputs) => LocalizedString;
export const proc_squeeze_why_refused_many_tie: (inputs: Proc_Squeeze_Why_Refused_Many_TieInputs) => LocalizedString;
export const proc_squeeze_why_refused_one: (inputs: Proc_Squeeze_Why_Refused_OneInputs) => LocalizedString;
export const proc_squeeze_why_refused_one_tie: (inputs: Proc_Squeeze_Why_Refused_One_TieInputs) => LocalizedString;
export const proc_tools_amount: (inputs: Proc_Tools_AmountInputs) => LocalizedString;
export const proc_tools_list: (inputs: Proc_Tools_ListInputs) => LocalizedString;
export const proc_tools_no: (inputs: Proc_Tools_NoInputs) => LocalizedString;
export const proc_tools_number: (inputs: Proc_Tools_NumberInputs) => LocalizedString;
export const proc_tools_seat: (inputs: Proc_Tools_SeatInputs) => LocalizedString;
export const proc_tools_yes: (inputs: Proc_Tools_YesInputs) => LocalizedString;
export const proc_wagers_a_bet: (inputs: Proc_Wagers_A_BetInputs) => LocalizedString;
export const proc_wagers_cash_question: (inputs: Proc_Wagers_Cash_QuestionInputs) => LocalizedString;
export const proc_wagers_chips_question: (inputs: Proc_Wagers_Chips_QuestionInputs) => LocalizedString;
export const proc_wagers_deltin_correct: (inputs: Proc_Wagers_Deltin_CorrectInputs) => LocalizedString;
export const proc_wagers_deltin_question: (inputs: Proc_Wagers_Deltin_QuestionInputs) => LocalizedString;
export const proc_wagers_deltin_working: (inputs: Proc_Wagers_Deltin_WorkingInputs) => LocalizedString;
export const proc_wagers_deltin_wrong_increase: (inputs: Proc_Wagers_Deltin_Wrong_IncreaseInputs) => LocalizedString;
export const proc_wagers_deltin_wrong_nothing: (inputs: Proc_Wagers_Deltin_Wrong_NothingInputs) => LocalizedString;
export const proc_wagers_deltin_wrong_returned: (inputs: Proc_Wagers_Deltin_Wrong_ReturnedInputs) => LocalizedString;
export const proc_wagers_deltin_wrong_take_down: (inputs: Proc_Wagers_Deltin_Wrong_Take_DownInputs) => LocalizedString;
export const proc_wagers_deltin_wrong_tie_area: (inputs: Proc_Wagers_Deltin_Wrong_Tie_AreaInputs) => LocalizedString;
export const proc_wagers_federal_correct: (inputs: Proc_Wagers_Federal_CorrectInputs) => LocalizedString;
export const proc_wagers_federal_question: (inputs: Proc_Wagers_Federal_QuestionInputs) => LocalizedString;
export const proc_wagers_federal_situation: (inputs: Proc_Wagers_Federal_SituationInputs) => LocalizedString;
export const proc_wagers_federal_working: (inputs: Proc_Wagers_Federal_WorkingInputs) => LocalizedString;
export const proc_wagers_federal_wrong_announce: (inputs: Proc_Wagers_Federal_Wrong_AnnounceInputs) => LocalizedString;
export const proc_wagers_federal_wrong_consent: (inputs: Proc_Wagers_Federal_Wrong_ConsentInputs) => LocalizedString;
export const proc_wagers_federal_wrong_liability: (inputs: Proc_Wagers_Federal_Wrong_LiabilityInputs) => LocalizedString;
export const proc_wagers_federal_wrong_limits: (inputs: Proc_Wagers_Federal_Wrong_LimitsInputs) => LocalizedString;
export const proc_wagers_federal_wrong_marker: (inputs: Proc_Wagers_Federal_Wrong_MarkerInputs) => LocalizedString;
export const proc_wagers_moment_cards: (inputs: Proc_Wagers_Moment_CardsInputs) => LocalizedString;
export const proc_wagers_moment_first: (inputs: Proc_Wagers_Moment_FirstInputs) => LocalizedString;
export const proc_wagers_moment_none: (inputs: Proc_Wagers_Moment_NoneInputs) => LocalizedString;
export const proc_wagers_place_bets: (inputs: Proc_Wagers_Place_BetsInputs) => LocalizedString;
export const proc_wagers_reason_cash: (inputs: Proc_Wagers_Reason_CashInputs) => LocalizedString;
export const proc_wagers_reason_chips: (inputs: Proc_Wagers_Reason_ChipsInputs) => LocalizedString;
export const proc_wagers_reason_closed_increase: (inputs: Proc_Wagers_Reason_Closed_IncreaseInputs) => LocalizedString;
export const proc_wagers_reason_closed_make: (inputs: Proc_Wagers_Reason_Closed_MakeInputs) => LocalizedString;
export const proc_wagers_reason_closed_withdraw: (inputs: Proc_Wagers_Reason_Closed_WithdrawInputs) => LocalizedString;
export const proc_wagers_reason_open_increase: (inputs: Proc_Wagers_Reason_Open_IncreaseInputs) => LocalizedString;
export const proc_wagers_reason_open_make: (inputs: Proc_Wagers_Reason_Open_MakeInputs) => LocalizedString;
export const proc_wagers_reason_open_withdraw: (inputs: Proc_Wagers_Reason_Open_WithdrawInputs) => LocalizedString;
export const proc_wagers_reason_standing_ok: (inputs: Proc_Wagers_Reason_Standing_OkInputs) => LocalizedString;
export const proc_wagers_reason_standing_over: (inputs: Proc_Wagers_Reason_Standing_OverInputs) => LocalizedString;
export const proc_wagers_rule_deltin: (inputs: Proc_Wagers_Rule_DeltinInputs) => LocalizedString;
export const proc_wagers_standing_many: (inputs: Proc_Wagers_Standing_ManyInputs) => LocalizedString;
export const proc_wagers_standing_one: (inputs: Proc_Wagers_Standing_OneInputs) => LocalizedString;
export const proc_wagers_standing_two: (inputs: Proc_Wagers_Standing_TwoInputs) => LocalizedString;
export const proc_wagers_tie: (inputs: Proc_Wagers_TieInputs) => LocalizedString;
export const proc_wagers_want_increase: (inputs: Proc_Wagers_Want_IncreaseInputs) => LocalizedString;
export const proc_wagers_want_increase_amount: (inputs: Proc_Wagers_Want_Increase_AmountInputs) => LocalizedString;
export const proc_wagers_want_make: (inputs: Proc_Wagers_Want_MakeInputs) => LocalizedString;
export const proc_wagers_want_withdraw: (inputs: Proc_Wagers_Want_WithdrawInputs) => LocalizedString;
export const proc_wagers_want_withdraw_amount: (inputs: Proc_Wagers_Want_Withdraw_AmountInputs) => LocalizedString;
export const proc_wagers_wants: (inputs: Proc_Wagers_WantsInputs) => LocalizedString;
export const profile_casino_guide_name: (inputs: Profile_Casino_Guide_NameInputs) => LocalizedString;
export const profile_casino_guide_source: (inputs: Profile_Casino_Guide_SourceInputs) => LocalizedString;
export const profile_deltin_source: (inputs: Profile_Deltin_SourceInputs) => LocalizedString;
export const profile_dragon_name: (inputs: Profile_Dragon_NameInputs) => LocalizedString;
export const profile_dragon_source: (inputs: Profile_Dragon_SourceInputs) => LocalizedString;
export const profile_federal_description: (inputs: Profile_Federal_DescriptionInputs) => LocalizedString;
export const profile_federal_name: (inputs: Profile_Federal_NameInputs) => LocalizedString;
export const profile_tasmania_description: (inputs: Profile_Tasmania_DescriptionInputs) => LocalizedString;
export const push_word_capitalised: (inputs: Push_Word_CapitalisedInputs) => LocalizedString;
export const record_cards: (inputs: Record_CardsInputs) => LocalizedString;
export const record_draw: (inputs: Record_DrawInputs) => LocalizedString;
export const record_face_down: (inputs: Record_Face_DownInputs) => LocalizedString;
export const record_hands: (inputs: Record_HandsInputs) => LocalizedString;
export const record_hands_natural: (inputs: Record_Hands_NaturalInputs) => LocalizedString;
export const record_no_cards: (inputs: Record_No_CardsInputs) => LocalizedString;
export const record_nothing_settled: (inputs: Record_Nothing_SettledInputs) => LocalizedString;
export const record_option: (inputs: Record_OptionInputs) => LocalizedString;
export const record_red_line_at: (inputs: Record_Red_Line_AtInputs) => LocalizedString;
export const record_seat_bet: (inputs: Record_Seat_BetInputs) => LocalizedString;
export const record_settle: (inputs: Record_SettleInputs) => LocalizedString;
export const record_settle_list: (inputs: Record_Settle_ListInputs) => LocalizedString;
export const record_settle_pay: (inputs: Record_Settle_PayInputs) => LocalizedString;
export const record_stand: (inputs: Record_StandInputs) => LocalizedString;
export const room_cli_env_short: (inputs: Room_Cli_Env_ShortInputs) => LocalizedString;
export const room_cli_env_unset: (inputs: Room_Cli_Env_UnsetInputs) => LocalizedString;
export const room_cli_help_help: (inputs: Room_Cli_Help_HelpInputs) => LocalizedString;
export const room_cli_help_init: (inputs: Room_Cli_Help_InitInputs) => LocalizedString;
export const room_cli_help_status: (inputs: Room_Cli_Help_StatusInputs) => LocalizedString;
export const room_cli_help_title: (inputs: Room_Cli_Help_TitleInputs) => LocalizedString;
export const room_cli_migrated: (inputs: Room_Cli_MigratedInputs) => LocalizedString;
export const room_cli_ready: (inputs: Room_Cli_ReadyInputs) => LocalizedString;
export const room_cli_unknown: (inputs: Room_Cli_UnknownInputs) => LocalizedString;
export const room_cli_up_to_date: (inputs: Room_Cli_Up_To_DateInputs) => LocalizedString;
export const room_cli_url_missing: (inputs: Room_Cli_Url_MissingInputs) => LocalizedString;
export const room_cli_url_no_db: (inputs: Room_Cli_Url_No_DbInputs) => LocalizedString;
export const room_cli_url_not_url: (inputs: Room_Cli_Url_Not_UrlInputs) => LocalizedString;
export const room_cli_url_scheme: (inputs: Room_Cli_Url_SchemeInputs) => LocalizedString;
export const session_not_finished: (inputs: Session_Not_FinishedInputs) => LocalizedString;
export const session_nothing_weak: (inputs: Session_Nothing_WeakInputs) => LocalizedString;
export const session_overall_below: (inputs: Session_Overall_BelowInputs) => LocalizedString;
export const session_practise: (inputs: Session_PractiseInputs) => LocalizedString;
export const session_practise_cases: (inputs: Session_Practise_CasesInputs) => LocalizedString;
export const session_red_line_many: (inputs: Session_Red_Line_ManyInputs) => LocalizedString;
export const session_red_line_one: (inputs: Session_Red_Line_OneInputs) => LocalizedString;
export const session_skill_below: (inputs: Session_Skill_BelowInputs) => LocalizedString;
export const session_skill_slow: (inputs: Session_Skill_SlowInputs) => LocalizedString;
export const session_timed_out: (inputs: Session_Timed_OutInputs) => LocalizedString;
export const session_timed_out_within: (inputs: Session_Timed_Out_WithinInputs) => LocalizedString;
export const session_two_skills: (inputs: Session_Two_SkillsInputs) => LocalizedString;
export const settle_ans_leave: (inputs: Settle_Ans_LeaveInputs) => LocalizedString;
export const settle_ans_nothing_pay: (inputs: Settle_Ans_Nothing_PayInputs) => LocalizedString;
export const settle_ans_nothing_take: (inputs: Settle_Ans_Nothing_TakeInputs) => LocalizedString;
export const settle_ans_pay: (inputs: Settle_Ans_PayInputs) => LocalizedString;
export const settle_ans_take: (inputs: Settle_Ans_TakeInputs) => LocalizedString;
export const settle_box: (inputs: Settle_BoxInputs) => LocalizedString;
export const settle_deducted: (inputs: Settle_DeductedInputs) => LocalizedString;
export const settle_deducted_rounded: (inputs: Settle_Deducted_RoundedInputs) => LocalizedString;
export const settle_fraction_down: (inputs: Settle_Fraction_DownInputs) => LocalizedString;
export const settle_fraction_half_up: (inputs: Settle_Fraction_Half_UpInputs) => LocalizedString;
export const settle_list: (inputs: Settle_ListInputs) => LocalizedString;
export const settle_list_semicolon: (inputs: Settle_List_SemicolonInputs) => LocalizedString;
export const settle_lose: (inputs: Settle_LoseInputs) => LocalizedString;
export const settle_not_pair_banker: (inputs: Settle_Not_Pair_BankerInputs) => LocalizedString;
export const settle_not_pair_player: (inputs: Settle_Not_Pair_PlayerInputs) => LocalizedString;
export const settle_odds: (inputs: Settle_OddsInputs) => LocalizedString;
export const settle_pay_item: (inputs: Settle_Pay_ItemInputs) => LocalizedString;
export const settle_pay_item_box: (inputs: Settle_Pay_Item_BoxInputs) => LocalizedString;
export const settle_push: (inputs: Settle_PushInputs) => LocalizedString;
export const settle_q_table: (inputs: Settle_Q_TableInputs) => LocalizedString;
export const settle_result_banker_wins: (inputs: Settle_Result_Banker_WinsInputs) => LocalizedString;
export const settle_result_player_wins: (inputs: Settle_Result_Player_WinsInputs) => LocalizedString;
export const settle_result_tie: (inputs: Settle_Result_TieInputs) => LocalizedString;
export const settle_seat_bet: (inputs: Settle_Seat_BetInputs) => LocalizedString;
export const settle_six_half: (inputs: Settle_Six_HalfInputs) => LocalizedString;
export const settle_six_half_odd: (inputs: Settle_Six_Half_OddInputs) => LocalizedString;
export const settle_w_bet: (inputs: Settle_W_BetInputs) => LocalizedString;
export const settle_w_box: (inputs: Settle_W_BoxInputs) => LocalizedString;
export const settle_win_of: (inputs: Settle_Win_OfInputs) => LocalizedString;
export const settle_win_of_fraction: (inputs: Settle_Win_Of_FractionInputs) => LocalizedString;
export const settle_win_on: (inputs: Settle_Win_OnInputs) => LocalizedString;
export const settle_win_on_fraction: (inputs: Settle_Win_On_FractionInputs) => LocalizedString;
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
export const spec_assessment_attempts: (inputs: Spec_Assessment_AttemptsInputs) => LocalizedString;
export const spec_assessment_red_lines: (inputs: Spec_Assessment_Red_LinesInputs) => LocalizedString;
export const spec_assessment_wait: (inputs: Spec_Assessment_WaitInputs) => LocalizedString;
export const spec_at_least: (inputs: Spec_At_LeastInputs) => LocalizedString;
export const spec_at_most: (inputs: Spec_At_MostInputs) => LocalizedString;
export const spec_audition: (inputs: Spec_AuditionInputs) => LocalizedString;
export const spec_audition_band: (inputs: Spec_Audition_BandInputs) => LocalizedString;
export const spec_audition_below: (inputs: Spec_Audition_BelowInputs) => LocalizedString;
export const spec_band_label: (inputs: Spec_Band_LabelInputs) => LocalizedString;
export const spec_band_min_accuracy: (inputs: Spec_Band_Min_AccuracyInputs) => LocalizedString;
export const spec_band_min_coups: (inputs: Spec_Band_Min_CoupsInputs) => LocalizedString;
export const spec_cannot_deal: (inputs: Spec_Cannot_DealInputs) => LocalizedString;
export const spec_choose_one: (inputs: Spec_Choose_OneInputs) => LocalizedString;
export const spec_constraint_named: (inputs: Spec_Constraint_NamedInputs) => LocalizedString;
export const spec_detail_needs_bets: (inputs: Spec_Detail_Needs_BetsInputs) => LocalizedString;
export const spec_field_of: (inputs: Spec_Field_OfInputs) => LocalizedString;
export const spec_labelled: (inputs: Spec_LabelledInputs) => LocalizedString;
export const spec_list: (inputs: Spec_ListInputs) => LocalizedString;
export const spec_low_high: (inputs: Spec_Low_HighInputs) => LocalizedString;
export const spec_median_positive: (inputs: Spec_Median_PositiveInputs) => LocalizedString;
export const spec_median_target: (inputs: Spec_Median_TargetInputs) => LocalizedString;
export const spec_missing: (inputs: Spec_MissingInputs) => LocalizedString;
export const spec_must_be: (inputs: Spec_Must_BeInputs) => LocalizedString;
export const spec_needs_pass_mark: (inputs: Spec_Needs_Pass_MarkInputs) => LocalizedString;
export const spec_newer_version: (inputs: Spec_Newer_VersionInputs) => LocalizedString;
export const spec_not_choice: (inputs: Spec_Not_ChoiceInputs) => LocalizedString;
export const spec_not_dealt: (inputs: Spec_Not_DealtInputs) => LocalizedString;
export const spec_not_drill_set_format: (inputs: Spec_Not_Drill_Set_FormatInputs) => LocalizedString;
export const spec_not_empty: (inputs: Spec_Not_EmptyInputs) => LocalizedString;
export const spec_not_object: (inputs: Spec_Not_ObjectInputs) => LocalizedString;
export const spec_not_valid: (inputs: Spec_Not_ValidInputs) => LocalizedString;
export const spec_overall_pass: (inputs: Spec_Overall_PassInputs) => LocalizedString;
export const spec_pass_mark_of: (inputs: Spec_Pass_Mark_OfInputs) => LocalizedString;
export const spec_percent: (inputs: Spec_PercentInputs) => LocalizedString;
export const spec_practical_areas: (inputs: Spec_Practical_AreasInputs) => LocalizedString;
export const spec_section: (inputs: Spec_SectionInputs) => LocalizedString;
export const spec_section_constraints: (inputs: Spec_Section_ConstraintsInputs) => LocalizedString;
export const spec_section_count: (inputs: Spec_Section_CountInputs) => LocalizedString;
export const spec_section_difficulty: (inputs: Spec_Section_DifficultyInputs) => LocalizedString;
export const spec_section_kind: (inputs: Spec_Section_KindInputs) => LocalizedString;
export const spec_section_time: (inputs: Spec_Section_TimeInputs) => LocalizedString;
export const spec_time_max: (inputs: Spec_Time_MaxInputs) => LocalizedString;
export const spec_time_min: (inputs: Spec_Time_MinInputs) => LocalizedString;
export const spec_time_type: (inputs: Spec_Time_TypeInputs) => LocalizedString;
export const spec_too_rare: (inputs: Spec_Too_RareInputs) => LocalizedString;
export const spec_top_assessment: (inputs: Spec_Top_AssessmentInputs) => LocalizedString;
export const spec_top_decks: (inputs: Spec_Top_DecksInputs) => LocalizedString;
export const spec_top_description: (inputs: Spec_Top_DescriptionInputs) => LocalizedString;
export const spec_top_format: (inputs: Spec_Top_FormatInputs) => LocalizedString;
export const spec_top_mode: (inputs: Spec_Top_ModeInputs) => LocalizedString;
export const spec_top_pass_marks: (inputs: Spec_Top_Pass_MarksInputs) => LocalizedString;
export const spec_top_profile: (inputs: Spec_Top_ProfileInputs) => LocalizedString;
export const spec_top_red_line: (inputs: Spec_Top_Red_LineInputs) => LocalizedString;
export const spec_top_sections: (inputs: Spec_Top_SectionsInputs) => LocalizedString;
export const spec_top_title: (inputs: Spec_Top_TitleInputs) => LocalizedString;
export const spec_top_version: (inputs: Spec_Top_VersionInputs) => LocalizedString;
export const spec_type_array: (inputs: Spec_Type_ArrayInputs) => LocalizedString;
export const spec_type_boolean: (inputs: Spec_Type_BooleanInputs) => LocalizedString;
export const spec_type_int: (inputs: Spec_Type_IntInputs) => LocalizedString;
export const spec_type_number: (inputs: Spec_Type_NumberInputs) => LocalizedString;
export const spec_type_object: (inputs: Spec_Type_ObjectInputs) => LocalizedString;
export const spec_type_string: (inputs: Spec_Type_StringInputs) => LocalizedString;
export const spec_unknown_kind: (inputs: Spec_Unknown_KindInputs) => LocalizedString;
export const spec_unknown_red_line: (inputs: Spec_Unknown_Red_LineInputs) => LocalizedString;
export const spec_unrecognized: (inputs: Spec_UnrecognizedInputs) => LocalizedString;
export const spec_version_must: (inputs: Spec_Version_MustInputs) => LocalizedString;
export const squeeze_all_refused: (inputs: Squeeze_All_RefusedInputs) => LocalizedString;
export const squeeze_all_refused_sentence: (inputs: Squeeze_All_Refused_SentenceInputs) => LocalizedString;
export const squeeze_equal: (inputs: Squeeze_EqualInputs) => LocalizedString;
export const squeeze_highest: (inputs: Squeeze_HighestInputs) => LocalizedString;
export const squeeze_highest_sentence: (inputs: Squeeze_Highest_SentenceInputs) => LocalizedString;
export const squeeze_nobody: (inputs: Squeeze_NobodyInputs) => LocalizedString;
export const squeeze_nobody_sentence: (inputs: Squeeze_Nobody_SentenceInputs) => LocalizedString;
export const squeeze_note_banker: (inputs: Squeeze_Note_BankerInputs) => LocalizedString;
export const squeeze_note_both_hands: (inputs: Squeeze_Note_Both_HandsInputs) => LocalizedString;
export const squeeze_note_player: (inputs: Squeeze_Note_PlayerInputs) => LocalizedString;
export const squeeze_refused_many: (inputs: Squeeze_Refused_ManyInputs) => LocalizedString;
export const squeeze_refused_many_sentence: (inputs: Squeeze_Refused_Many_SentenceInputs) => LocalizedString;
export const squeeze_refused_one: (inputs: Squeeze_Refused_OneInputs) => LocalizedString;
export const squeeze_refused_one_sentence: (inputs: Squeeze_Refused_One_SentenceInputs) => LocalizedString;
export const squeeze_sentence: (inputs: Squeeze_SentenceInputs) => LocalizedString;
export const squeeze_tie_betting_sequence: (inputs: Squeeze_Tie_Betting_SequenceInputs) => LocalizedString;
export const squeeze_tie_lowest_seat: (inputs: Squeeze_Tie_Lowest_SeatInputs) => LocalizedString;
export const std24_a_passes: (inputs: Std24_A_PassesInputs) => LocalizedString;
export const std24_area_or_practical: (inputs: Std24_Area_Or_PracticalInputs) => LocalizedString;
export const std24_area_twice: (inputs: Std24_Area_TwiceInputs) => LocalizedString;
export const std24_at_most_red_lines: (inputs: Std24_At_Most_Red_LinesInputs) => LocalizedString;
export const std24_fail_grade_fails: (inputs: Std24_Fail_Grade_FailsInputs) => LocalizedString;
export const std24_id_form: (inputs: Std24_Id_FormInputs) => LocalizedString;
export const std24_id_twice: (inputs: Std24_Id_TwiceInputs) => LocalizedString;
export const std24_leave_area_out: (inputs: Std24_Leave_Area_OutInputs) => LocalizedString;
export const std24_name_the_area: (inputs: Std24_Name_The_AreaInputs) => LocalizedString;
export const std24_not_an_area: (inputs: Std24_Not_An_AreaInputs) => LocalizedString;
export const std24_not_standard: (inputs: Std24_Not_StandardInputs) => LocalizedString;
export const std24_not_worse: (inputs: Std24_Not_WorseInputs) => LocalizedString;
export const std24_outcome_fail: (inputs: Std24_Outcome_FailInputs) => LocalizedString;
export const std24_outcome_pass: (inputs: Std24_Outcome_PassInputs) => LocalizedString;
export const std24_outcome_retake: (inputs: Std24_Outcome_RetakeInputs) => LocalizedString;
export const std24_pass_retake_fail: (inputs: Std24_Pass_Retake_FailInputs) => LocalizedString;
export const std24_refused_standard: (inputs: Std24_Refused_StandardInputs) => LocalizedString;
export const thirdcard_always_banker_draws: (inputs: Thirdcard_Always_Banker_DrawsInputs) => LocalizedString;
export const thirdcard_always_banker_stands: (inputs: Thirdcard_Always_Banker_StandsInputs) => LocalizedString;
export const thirdcard_always_player_draws: (inputs: Thirdcard_Always_Player_DrawsInputs) => LocalizedString;
export const thirdcard_always_player_stands: (inputs: Thirdcard_Always_Player_StandsInputs) => LocalizedString;
export const thirdcard_cannot_deal: (inputs: Thirdcard_Cannot_DealInputs) => LocalizedString;
export const thirdcard_cannot_together: (inputs: Thirdcard_Cannot_TogetherInputs) => LocalizedString;
export const thirdcard_fact_banker_draws: (inputs: Thirdcard_Fact_Banker_DrawsInputs) => LocalizedString;
export const thirdcard_fact_banker_point: (inputs: Thirdcard_Fact_Banker_PointInputs) => LocalizedString;
export const thirdcard_fact_banker_stands: (inputs: Thirdcard_Fact_Banker_StandsInputs) => LocalizedString;
export const thirdcard_fact_natural: (inputs: Thirdcard_Fact_NaturalInputs) => LocalizedString;
export const thirdcard_fact_no_natural: (inputs: Thirdcard_Fact_No_NaturalInputs) => LocalizedString;
export const thirdcard_fact_player_draws: (inputs: Thirdcard_Fact_Player_DrawsInputs) => LocalizedString;
export const thirdcard_fact_player_point: (inputs: Thirdcard_Fact_Player_PointInputs) => LocalizedString;
export const thirdcard_fact_player_stands: (inputs: Thirdcard_Fact_Player_StandsInputs) => LocalizedString;
export const thirdcard_fact_third_value: (inputs: Thirdcard_Fact_Third_ValueInputs) => LocalizedString;
export const thirdcard_field_banker_draws: (inputs: Thirdcard_Field_Banker_DrawsInputs) => LocalizedString;
export const thirdcard_field_banker_point: (inputs: Thirdcard_Field_Banker_PointInputs) => LocalizedString;
export const thirdcard_field_natural: (inputs: Thirdcard_Field_NaturalInputs) => LocalizedString;
export const thirdcard_field_player_draws: (inputs: Thirdcard_Field_Player_DrawsInputs) => LocalizedString;
export const thirdcard_field_player_point: (inputs: Thirdcard_Field_Player_PointInputs) => LocalizedString;
export const thirdcard_field_third_value: (inputs: Thirdcard_Field_Third_ValueInputs) => LocalizedString;
export const thirdcard_field_third_value_help: (inputs: Thirdcard_Field_Third_Value_HelpInputs) => LocalizedString;
export const thirdcard_level_hard: (inputs: Thirdcard_Level_HardInputs) => LocalizedString;
export const thirdcard_level_standard: (inputs: Thirdcard_Level_StandardInputs) => LocalizedString;
export const thirdcard_list: (inputs: Thirdcard_ListInputs) => LocalizedString;
export const thirdcard_none_together: (inputs: Thirdcard_None_TogetherInputs) => LocalizedString;
export const tour_band_not_recorded: (inputs: Tour_Band_Not_RecordedInputs) => LocalizedString;
export const tour_floor_accuracy: (inputs: Tour_Floor_AccuracyInputs) => LocalizedString;
export const tour_floor_few: (inputs: Tour_Floor_FewInputs) => LocalizedString;
export const tour_floor_last_failed: (inputs: Tour_Floor_Last_FailedInputs) => LocalizedString;
export const tour_floor_median: (inputs: Tour_Floor_MedianInputs) => LocalizedString;
export const tour_verify_choose: (inputs: Tour_Verify_ChooseInputs) => LocalizedString;
export const tour_verify_none: (inputs: Tour_Verify_NoneInputs) => LocalizedString;
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
export const ui24r_audit_assessment_close: (inputs: Ui24r_Audit_Assessment_CloseInputs) => LocalizedString;
export const ui24r_audit_assessment_closed: (inputs: Ui24r_Audit_Assessment_ClosedInputs) => LocalizedString;
export const ui24r_audit_assessment_countersign_practical: (inputs: Ui24r_Audit_Assessment_Countersign_PracticalInputs) => LocalizedString;
export const ui24r_audit_assessment_export: (inputs: Ui24r_Audit_Assessment_ExportInputs) => LocalizedString;
export const ui24r_audit_assessment_grade_practical: (inputs: Ui24r_Audit_Assessment_Grade_PracticalInputs) => LocalizedString;
export const ui24r_audit_assessment_history: (inputs: Ui24r_Audit_Assessment_HistoryInputs) => LocalizedString;
export const ui24r_audit_assessment_record: (inputs: Ui24r_Audit_Assessment_RecordInputs) => LocalizedString;
export const ui24r_audit_assessment_replay: (inputs: Ui24r_Audit_Assessment_ReplayInputs) => LocalizedString;
export const ui24r_audit_assessment_resume: (inputs: Ui24r_Audit_Assessment_ResumeInputs) => LocalizedString;
export const ui24r_audit_assessment_resumed: (inputs: Ui24r_Audit_Assessment_ResumedInputs) => LocalizedString;
export const ui24r_audit_assessment_start: (inputs: Ui24r_Audit_Assessment_StartInputs) => LocalizedString;
export const ui24r_audit_assessment_started: (inputs: Ui24r_Audit_Assessment_StartedInputs) => LocalizedString;
export const ui24r_audit_assignments_assign: (inputs: Ui24r_Audit_Assignments_AssignInputs) => LocalizedString;
export const ui24r_audit_assignments_list: (inputs: Ui24r_Audit_Assignments_ListInputs) => LocalizedString;
export const ui24r_audit_assignments_unassign: (inputs: Ui24r_Audit_Assignments_UnassignInputs) => LocalizedString;
export const ui24r_audit_attempt_ledger_fault: (inputs: Ui24r_Audit_Attempt_Ledger_FaultInputs) => LocalizedString;
export const ui24r_audit_attempt_ledger_started: (inputs: Ui24r_Audit_Attempt_Ledger_StartedInputs) => LocalizedString;
export const ui24r_audit_audit_attempts: (inputs: Ui24r_Audit_Audit_AttemptsInputs) => LocalizedString;
export const ui24r_audit_audit_check_failed: (inputs: Ui24r_Audit_Audit_Check_FailedInputs) => LocalizedString;
export const ui24r_audit_audit_export_csv: (inputs: Ui24r_Audit_Audit_Export_CsvInputs) => LocalizedString;
export const ui24r_audit_audit_trail: (inputs: Ui24r_Audit_Audit_TrailInputs) => LocalizedString;
export const ui24r_audit_dashboard_assign_weak_cases: (inputs: Ui24r_Audit_Dashboard_Assign_Weak_CasesInputs) => LocalizedString;
export const ui24r_audit_dashboard_cohort: (inputs: Ui24r_Audit_Dashboard_CohortInputs) => LocalizedString;
export const ui24r_audit_dashboard_export_csv: (inputs: Ui24r_Audit_Dashboard_Export_CsvInputs) => LocalizedString;
export const ui24r_audit_dashboard_export_xapi: (inputs: Ui24r_Audit_Dashboard_Export_XapiInputs) => LocalizedString;
export const ui24r_audit_dashboard_trainee: (inputs: Ui24r_Audit_Dashboard_TraineeInputs) => LocalizedString;
export const ui24r_audit_dashboard_trainees: (inputs: Ui24r_Audit_Dashboard_TraineesInputs) => LocalizedString;
export const ui24r_audit_drill_sets_export_file: (inputs: Ui24r_Audit_Drill_Sets_Export_FileInputs) => LocalizedString;
export const ui24r_audit_drill_sets_import_file: (inputs: Ui24r_Audit_Drill_Sets_Import_FileInputs) => LocalizedString;
export const ui24r_audit_key_store_created: (inputs: Ui24r_Audit_Key_Store_CreatedInputs) => LocalizedString;
export const ui24r_audit_key_store_refused: (inputs: Ui24r_Audit_Key_Store_RefusedInputs) => LocalizedString;
export const ui24r_audit_key_store_replaced: (inputs: Ui24r_Audit_Key_Store_ReplacedInputs) => LocalizedString;
export const ui24r_audit_key_store_rewrapped: (inputs: Ui24r_Audit_Key_Store_RewrappedInputs) => LocalizedString;
export const ui24r_audit_languages_set_default: (inputs: Ui24r_Audit_Languages_Set_DefaultInputs) => LocalizedString;
export const ui24r_audit_passcode_changed: (inputs: Ui24r_Audit_Passcode_ChangedInputs) => LocalizedString;
export const ui24r_audit_passcode_kept_on_this_station: (inputs: Ui24r_Audit_Passcode_Kept_On_This_StationInputs) => LocalizedString;
export const ui24r_audit_passcode_recovered: (inputs: Ui24r_Audit_Passcode_RecoveredInputs) => LocalizedString;
export const ui24r_audit_passcode_reset: (inputs: Ui24r_Audit_Passcode_ResetInputs) => LocalizedString;
export const ui24r_audit_passcode_reset_refused: (inputs: Ui24r_Audit_Passcode_Reset_RefusedInputs) => LocalizedString;
export const ui24r_audit_passcode_set: (inputs: Ui24r_Audit_Passcode_SetInputs) => LocalizedString;
export const ui24r_audit_passcode_taken_from_room: (inputs: Ui24r_Audit_Passcode_Taken_From_RoomInputs) => LocalizedString;
export const ui24r_audit_practical_countersigned: (inputs: Ui24r_Audit_Practical_CountersignedInputs) => LocalizedString;
export const ui24r_audit_practical_graded: (inputs: Ui24r_Audit_Practical_GradedInputs) => LocalizedString;
export const ui24r_audit_practical_save_standard: (inputs: Ui24r_Audit_Practical_Save_StandardInputs) => LocalizedString;
export const ui24r_audit_practical_standard: (inputs: Ui24r_Audit_Practical_StandardInputs) => LocalizedString;
export const ui24r_audit_practical_standard_saved: (inputs: Ui24r_Audit_Practical_Standard_SavedInputs) => LocalizedString;
export const ui24r_audit_profiles_delete: (inputs: Ui24r_Audit_Profiles_DeleteInputs) => LocalizedString;
export const ui24r_audit_profiles_duplicate: (inputs: Ui24r_Audit_Profiles_DuplicateInputs) => LocalizedString;
export const ui24r_audit_profiles_save: (inputs: Ui24r_Audit_Profiles_SaveInputs) => LocalizedString;
export const ui24r_audit_profiles_set_house: (inputs: Ui24r_Audit_Profiles_Set_HouseInputs) => LocalizedString;
export const ui24r_audit_profiles_update: (inputs: Ui24r_Audit_Profiles_UpdateInputs) => LocalizedString;
export const ui24r_audit_profiles_usage: (inputs: Ui24r_Audit_Profiles_UsageInputs) => LocalizedString;
export const ui24r_audit_recovery_acknowledged: (inputs: Ui24r_Audit_Recovery_AcknowledgedInputs) => LocalizedString;
export const ui24r_audit_recovery_code_issued: (inputs: Ui24r_Audit_Recovery_Code_IssuedInputs) => LocalizedString;
export const ui24r_audit_recovery_refused: (inputs: Ui24r_Audit_Recovery_RefusedInputs) => LocalizedString;
export const ui24r_audit_report_exported: (inputs: Ui24r_Audit_Report_ExportedInputs) => LocalizedString;
export const ui24r_audit_reports_trust_key: (inputs: Ui24r_Audit_Reports_Trust_KeyInputs) => LocalizedString;
export const ui24r_audit_room_dashboard: (inputs: Ui24r_Audit_Room_DashboardInputs) => LocalizedString;
export const ui24r_audit_room_document_note: (inputs: Ui24r_Audit_Room_Document_NoteInputs) => LocalizedString;
export const ui24r_audit_room_join: (inputs: Ui24r_Audit_Room_JoinInputs) => LocalizedString;
export const ui24r_audit_room_leave: (inputs: Ui24r_Audit_Room_LeaveInputs) => LocalizedString;
export const ui24r_audit_room_passcode_changed: (inputs: Ui24r_Audit_Room_Passcode_ChangedInputs) => LocalizedString;
export const ui24r_audit_room_passcode_refused: (inputs: Ui24r_Audit_Room_Passcode_RefusedInputs) => LocalizedString;
export const ui24r_audit_room_preview: (inputs: Ui24r_Audit_Room_PreviewInputs) => LocalizedString;
export const ui24r_audit_room_push_now: (inputs: Ui24r_Audit_Room_Push_NowInputs) => LocalizedString;
export const ui24r_audit_room_status: (inputs: Ui24r_Audit_Room_StatusInputs) => LocalizedString;
export const ui24r_audit_room_test: (inputs: Ui24r_Audit_Room_TestInputs) => LocalizedString;
export const ui24r_audit_room_trainee_history: (inputs: Ui24r_Audit_Room_Trainee_HistoryInputs) => LocalizedString;
export const ui24r_audit_seal_key_created: (inputs: Ui24r_Audit_Seal_Key_CreatedInputs) => LocalizedString;
export const ui24r_audit_seal_key_replaced: (inputs: Ui24r_Audit_Seal_Key_ReplacedInputs) => LocalizedString;
export const ui24r_audit_signing_key_created: (inputs: Ui24r_Audit_Signing_Key_CreatedInputs) => LocalizedString;
export const ui24r_audit_signing_key_wrapped: (inputs: Ui24r_Audit_Signing_Key_WrappedInputs) => LocalizedString;
export const ui24r_audit_storage_remove_damaged: (inputs: Ui24r_Audit_Storage_Remove_DamagedInputs) => LocalizedString;
export const ui24r_audit_studio_sets_check: (inputs: Ui24r_Audit_Studio_Sets_CheckInputs) => LocalizedString;
export const ui24r_audit_studio_sets_delete: (inputs: Ui24r_Audit_Studio_Sets_DeleteInputs) => LocalizedString;
export const ui24r_audit_studio_sets_duplicate: (inputs: Ui24r_Audit_Studio_Sets_DuplicateInputs) => LocalizedString;
export const ui24r_audit_studio_sets_export_file: (inputs: Ui24r_Audit_Studio_Sets_Export_FileInputs) => LocalizedString;
export const ui24r_audit_studio_sets_get: (inputs: Ui24r_Audit_Studio_Sets_GetInputs) => LocalizedString;
export const ui24r_audit_studio_sets_import_file: (inputs: Ui24r_Audit_Studio_Sets_Import_FileInputs) => LocalizedString;
export const ui24r_audit_studio_sets_list: (inputs: Ui24r_Audit_Studio_Sets_ListInputs) => LocalizedString;
export const ui24r_audit_studio_sets_preview: (inputs: Ui24r_Audit_Studio_Sets_PreviewInputs) => LocalizedString;
export const ui24r_audit_studio_sets_rename: (inputs: Ui24r_Audit_Studio_Sets_RenameInputs) => LocalizedString;
export const ui24r_audit_studio_sets_resolve_import: (inputs: Ui24r_Audit_Studio_Sets_Resolve_ImportInputs) => LocalizedString;
export const ui24r_audit_studio_sets_save: (inputs: Ui24r_Audit_Studio_Sets_SaveInputs) => LocalizedString;
export const ui24r_audit_trainee_deleted: (inputs: Ui24r_Audit_Trainee_DeletedInputs) => LocalizedString;
export const ui24r_audit_trainee_pin_clear: (inputs: Ui24r_Audit_Trainee_Pin_ClearInputs) => LocalizedString;
export const ui24r_audit_trainee_pin_cleared: (inputs: Ui24r_Audit_Trainee_Pin_ClearedInputs) => LocalizedString;
export const ui24r_audit_trainee_pin_cleared_in_room: (inputs: Ui24r_Audit_Trainee_Pin_Cleared_In_RoomInputs) => LocalizedString;
export const ui24r_audit_trainee_pin_taken_from_room: (inputs: Ui24r_Audit_Trainee_Pin_Taken_From_RoomInputs) => LocalizedString;
export const ui24r_audit_trainees_archive: (inputs: Ui24r_Audit_Trainees_ArchiveInputs) => LocalizedString;
export const ui24r_audit_trainees_create: (inputs: Ui24r_Audit_Trainees_CreateInputs) => LocalizedString;
export const ui24r_audit_trainees_delete: (inputs: Ui24r_Audit_Trainees_DeleteInputs) => LocalizedString;
export const ui24r_audit_trainees_delete_plan: (inputs: Ui24r_Audit_Trainees_Delete_PlanInputs) => LocalizedString;
export const ui24r_audit_trainees_import_list: (inputs: Ui24r_Audit_Trainees_Import_ListInputs) => LocalizedString;
export const ui24r_audit_trainees_manage: (inputs: Ui24r_Audit_Trainees_ManageInputs) => LocalizedString;
export const ui24r_audit_trainees_preview_csv: (inputs: Ui24r_Audit_Trainees_Preview_CsvInputs) => LocalizedString;
export const ui24r_audit_trainees_update: (inputs: Ui24r_Audit_Trainees_UpdateInputs) => LocalizedString;
export const ui24r_audit_trainer_acknowledge_recovery: (inputs: Ui24r_Audit_Trainer_Acknowledge_RecoveryInputs) => LocalizedString;
export const ui24r_audit_trainer_locked: (inputs: Ui24r_Audit_Trainer_LockedInputs) => LocalizedString;
export const ui24r_audit_trainer_recovery_code: (inputs: Ui24r_Audit_Trainer_Recovery_CodeInputs) => LocalizedString;
export const ui24r_audit_trainer_recovery_notice: (inputs: Ui24r_Audit_Trainer_Recovery_NoticeInputs) => LocalizedString;
export const ui24r_audit_trainer_settings_get: (inputs: Ui24r_Audit_Trainer_Settings_GetInputs) => LocalizedString;
export const ui24r_audit_trainer_settings_set: (inputs: Ui24r_Audit_Trainer_Settings_SetInputs) => LocalizedString;
export const ui24r_audit_trainer_unlocked: (inputs: Ui24r_Audit_Trainer_UnlockedInputs) => LocalizedString;
export const ui24r_audit_trusted_key_added: (inputs: Ui24r_Audit_Trusted_Key_AddedInputs) => LocalizedString;
export const ui24r_audit_trusted_keys_tampered: (inputs: Ui24r_Audit_Trusted_Keys_TamperedInputs) => LocalizedString;
export const ui24r_audit_unknown: (inputs: Ui24r_Audit_UnknownInputs) => LocalizedString;
export const ui24r_audit_unlock_refused: (inputs: Ui24r_Audit_Unlock_RefusedInputs) => LocalizedString;
export const ui24r_day_hint: (inputs: Ui24r_Day_HintInputs) => LocalizedString;
export const ui24r_day_placeholder: (inputs: Ui24r_Day_PlaceholderInputs) => LocalizedString;
export const ui24r_house_nine_seats_description: (inputs: Ui24r_House_Nine_Seats_DescriptionInputs) => LocalizedString;
export const ui24r_house_nine_seats_name: (inputs: Ui24r_House_Nine_Seats_NameInputs) => LocalizedString;
export const ui_ans_amount_hint: (inputs: Ui_Ans_Amount_HintInputs) => LocalizedString;
export const ui_ans_backspace: (inputs: Ui_Ans_BackspaceInputs) => LocalizedString;
export const ui_ans_banker: (inputs: Ui_Ans_BankerInputs) => LocalizedString;
export const ui_ans_box_label: (inputs: Ui_Ans_Box_LabelInputs) => LocalizedString;
export const ui_ans_call_it: (inputs: Ui_Ans_Call_ItInputs) => LocalizedString;
export const ui_ans_chip_count: (inputs: Ui_Ans_Chip_CountInputs) => LocalizedString;
export const ui_ans_chip_one: (inputs: Ui_Ans_Chip_OneInputs) => LocalizedString;
export const ui_ans_chips_hint: (inputs: Ui_Ans_Chips_HintInputs) => LocalizedString;
export const ui_ans_give_chips: (inputs: Ui_Ans_Give_ChipsInputs) => LocalizedString;
export const ui_ans_left: (inputs: Ui_Ans_LeftInputs) => LocalizedString;
export const ui_ans_mark_box: (inputs: Ui_Ans_Mark_BoxInputs) => LocalizedString;
export const ui_ans_natural_no: (inputs: Ui_Ans_Natural_NoInputs) => LocalizedString;
export const ui_ans_natural_yes: (inputs: Ui_Ans_Natural_YesInputs) => LocalizedString;
export const ui_ans_nothing_settled: (inputs: Ui_Ans_Nothing_SettledInputs) => LocalizedString;
export const ui_ans_paid: (inputs: Ui_Ans_PaidInputs) => LocalizedString;
export const ui_ans_paid_box: (inputs: Ui_Ans_Paid_BoxInputs) => LocalizedString;
export const ui_ans_pay: (inputs: Ui_Ans_PayInputs) => LocalizedString;
export const ui_ans_pay_label: (inputs: Ui_Ans_Pay_LabelInputs) => LocalizedString;
export const ui_ans_player: (inputs: Ui_Ans_PlayerInputs) => LocalizedString;
export const ui_ans_points_hint: (inputs: Ui_Ans_Points_HintInputs) => LocalizedString;
export const ui_ans_settle_action: (inputs: Ui_Ans_Settle_ActionInputs) => LocalizedString;
export const ui_ans_settle_amount: (inputs: Ui_Ans_Settle_AmountInputs) => LocalizedString;
export const ui_ans_settle_area: (inputs: Ui_Ans_Settle_AreaInputs) => LocalizedString;
export const ui_ans_settle_bet: (inputs: Ui_Ans_Settle_BetInputs) => LocalizedString;
export const ui_ans_settle_commission: (inputs: Ui_Ans_Settle_CommissionInputs) => LocalizedString;
export const ui_ans_settled_so_far: (inputs: Ui_Ans_Settled_So_FarInputs) => LocalizedString;
export const ui_ans_table_settled: (inputs: Ui_Ans_Table_SettledInputs) => LocalizedString;
export const ui_ans_taken: (inputs: Ui_Ans_TakenInputs) => LocalizedString;
export const ui_ans_undo: (inputs: Ui_Ans_UndoInputs) => LocalizedString;
export const ui_app_opening: (inputs: Ui_App_OpeningInputs) => LocalizedString;
export const ui_area_banker: (inputs: Ui_Area_BankerInputs) => LocalizedString;
export const ui_area_banker_pair: (inputs: Ui_Area_Banker_PairInputs) => LocalizedString;
export const ui_area_dragon_banker: (inputs: Ui_Area_Dragon_BankerInputs) => LocalizedString;
export const ui_area_dragon_player: (inputs: Ui_Area_Dragon_PlayerInputs) => LocalizedString;
export const ui_area_perfect_pair_banker: (inputs: Ui_Area_Perfect_Pair_BankerInputs) => LocalizedString;
export const ui_area_perfect_pair_player: (inputs: Ui_Area_Perfect_Pair_PlayerInputs) => LocalizedString;
export const ui_area_player: (inputs: Ui_Area_PlayerInputs) => LocalizedString;
export const ui_area_player_pair: (inputs: Ui_Area_Player_PairInputs) => LocalizedString;
export const ui_area_super_six: (inputs: Ui_Area_Super_SixInputs) => LocalizedString;
export const ui_area_tie: (inputs: Ui_Area_TieInputs) => LocalizedString;
export const ui_area_tie_odds: (inputs: Ui_Area_Tie_OddsInputs) => LocalizedString;
export const ui_bet_banker: (inputs: Ui_Bet_BankerInputs) => LocalizedString;
export const ui_bet_banker_pair: (inputs: Ui_Bet_Banker_PairInputs) => LocalizedString;
export const ui_bet_dragon_banker: (inputs: Ui_Bet_Dragon_BankerInputs) => LocalizedString;
export const ui_bet_dragon_player: (inputs: Ui_Bet_Dragon_PlayerInputs) => LocalizedString;
export const ui_bet_perfect_pair_banker: (inputs: Ui_Bet_Perfect_Pair_BankerInputs) => LocalizedString;
export const ui_bet_perfect_pair_player: (inputs: Ui_Bet_Perfect_Pair_PlayerInputs) => LocalizedString;
export const ui_bet_player: (inputs: Ui_Bet_PlayerInputs) => LocalizedString;
export const ui_bet_player_pair: (inputs: Ui_Bet_Player_PairInputs) => LocalizedString;
export const ui_bet_super_six: (inputs: Ui_Bet_Super_SixInputs) => LocalizedString;
export const ui_bet_tie: (inputs: Ui_Bet_TieInputs) => LocalizedString;
export const ui_box_label: (inputs: Ui_Box_LabelInputs) => LocalizedString;
export const ui_box_title: (inputs: Ui_Box_TitleInputs) => LocalizedString;
export const ui_bridge_missing: (inputs: Ui_Bridge_MissingInputs) => LocalizedString;
export const ui_bridge_no_answer: (inputs: Ui_Bridge_No_AnswerInputs) => LocalizedString;
export const ui_bridge_unreadable: (inputs: Ui_Bridge_UnreadableInputs) => LocalizedString;
export const ui_card_excess: (inputs: Ui_Card_ExcessInputs) => LocalizedString;
export const ui_card_exposed: (inputs: Ui_Card_ExposedInputs) => LocalizedString;
export const ui_card_face_down: (inputs: Ui_Card_Face_DownInputs) => LocalizedString;
export const ui_card_flagged: (inputs: Ui_Card_FlaggedInputs) => LocalizedString;
export const ui_card_misdealt: (inputs: Ui_Card_MisdealtInputs) => LocalizedString;
export const ui_chart_accuracy: (inputs: Ui_Chart_AccuracyInputs) => LocalizedString;
export const ui_chart_median: (inputs: Ui_Chart_MedianInputs) => LocalizedString;
export const ui_chip_named: (inputs: Ui_Chip_NamedInputs) => LocalizedString;
export const ui_clause_1: (inputs: Ui_Clause_1Inputs) => LocalizedString;
export const ui_clause_10_1: (inputs: Ui_Clause_10_1Inputs) => LocalizedString;
export const ui_clause_10_2: (inputs: Ui_Clause_10_2Inputs) => LocalizedString;
export const ui_clause_10_3: (inputs: Ui_Clause_10_3Inputs) => LocalizedString;
export const ui_clause_11: (inputs: Ui_Clause_11Inputs) => LocalizedString;
export const ui_clause_12: (inputs: Ui_Clause_12Inputs) => LocalizedString;
export const ui_clause_12_1: (inputs: Ui_Clause_12_1Inputs) => LocalizedString;
export const ui_clause_12_2: (inputs: Ui_Clause_12_2Inputs) => LocalizedString;
export const ui_clause_12_3: (inputs: Ui_Clause_12_3Inputs) => LocalizedString;
export const ui_clause_12_4: (inputs: Ui_Clause_12_4Inputs) => LocalizedString;
export const ui_clause_13: (inputs: Ui_Clause_13Inputs) => LocalizedString;
export const ui_clause_14: (inputs: Ui_Clause_14Inputs) => LocalizedString;
export const ui_clause_14_1: (inputs: Ui_Clause_14_1Inputs) => LocalizedString;
export const ui_clause_14_2: (inputs: Ui_Clause_14_2Inputs) => LocalizedString;
export const ui_clause_14_3: (inputs: Ui_Clause_14_3Inputs) => LocalizedString;
export const ui_clause_14_4: (inputs: Ui_Clause_14_4Inputs) => LocalizedString;
export const ui_clause_14_5: (inputs: Ui_Clause_14_5Inputs) => LocalizedString;
export const ui_clause_14_6: (inputs: Ui_Clause_14_6Inputs) => LocalizedString;
export const ui_clause_15: (inputs: Ui_Clause_15Inputs) => LocalizedString;
export const ui_clause_15_1: (inputs: Ui_Clause_15_1Inputs) => LocalizedString;
export const ui_clause_15_6: (inputs: Ui_Clause_15_6Inputs) => LocalizedString;
export const ui_clause_15_6b: (inputs: Ui_Clause_15_6bInputs) => LocalizedString;
export const ui_clause_15_7: (inputs: Ui_Clause_15_7Inputs) => LocalizedString;
export const ui_clause_15_8: (inputs: Ui_Clause_15_8Inputs) => LocalizedString;
export const ui_clause_16: (inputs: Ui_Clause_16Inputs) => LocalizedString;
export const ui_clause_16_4: (inputs: Ui_Clause_16_4Inputs) => LocalizedString;
export const ui_clause_16_5: (inputs: Ui_Clause_16_5Inputs) => LocalizedString;
export const ui_clause_16_5_10: (inputs: Ui_Clause_16_5_10Inputs) => LocalizedString;
export const ui_clause_16_5_12: (inputs: Ui_Clause_16_5_12Inputs) => LocalizedString;
export const ui_clause_16_5_13: (inputs: Ui_Clause_16_5_13Inputs) => LocalizedString;
export const ui_clause_16_6: (inputs: Ui_Clause_16_6Inputs) => LocalizedString;
export const ui_clause_16_7: (inputs: Ui_Clause_16_7Inputs) => LocalizedString;
export const ui_clause_16_8: (inputs: Ui_Clause_16_8Inputs) => LocalizedString;
export const ui_clause_4: (inputs: Ui_Clause_4Inputs) => LocalizedString;
export const ui_clause_4_1: (inputs: Ui_Clause_4_1Inputs) => LocalizedString;
export const ui_clause_5_3: (inputs: Ui_Clause_5_3Inputs) => LocalizedString;
export const ui_clause_5_4: (inputs: Ui_Clause_5_4Inputs) => LocalizedString;
export const ui_clause_5_5: (inputs: Ui_Clause_5_5Inputs) => LocalizedString;
export const ui_clause_6_6: (inputs: Ui_Clause_6_6Inputs) => LocalizedString;
export const ui_clause_6_7: (inputs: Ui_Clause_6_7Inputs) => LocalizedString;
export const ui_clause_6_8: (inputs: Ui_Clause_6_8Inputs) => LocalizedString;
export const ui_clause_7: (inputs: Ui_Clause_7Inputs) => LocalizedString;
export const ui_clause_7_1: (inputs: Ui_Clause_7_1Inputs) => LocalizedString;
export const ui_clause_7_3: (inputs: Ui_Clause_7_3Inputs) => LocalizedString;
export const ui_clause_7_3b: (inputs: Ui_Clause_7_3bInputs) => LocalizedString;
export const ui_clause_7_4: (inputs: Ui_Clause_7_4Inputs) => LocalizedString;
export const ui_clause_7_5: (inputs: Ui_Clause_7_5Inputs) => LocalizedString;
export const ui_clause_8: (inputs: Ui_Clause_8Inputs) => LocalizedString;
export const ui_clause_9_1: (inputs: Ui_Clause_9_1Inputs) => LocalizedString;
export const ui_clause_9_2: (inputs: Ui_Clause_9_2Inputs) => LocalizedString;
export const ui_clause_9_3: (inputs: Ui_Clause_9_3Inputs) => LocalizedString;
export const ui_clause_9_3b: (inputs: Ui_Clause_9_3bInputs) => LocalizedString;
export const ui_clause_9_4: (inputs: Ui_Clause_9_4Inputs) => LocalizedString;
export const ui_clause_in_english: (inputs: Ui_Clause_In_EnglishInputs) => LocalizedString;
export const ui_close_up: (inputs: Ui_Close_UpInputs) => LocalizedString;
export const ui_closed_session: (inputs: Ui_Closed_SessionInputs) => LocalizedString;
export const ui_dash_find: (inputs: Ui_Dash_FindInputs) => LocalizedString;
export const ui_dash_find_placeholder: (inputs: Ui_Dash_Find_PlaceholderInputs) => LocalizedString;
export const ui_dash_nothing_answered: (inputs: Ui_Dash_Nothing_AnsweredInputs) => LocalizedString;
export const ui_dash_reading: (inputs: Ui_Dash_ReadingInputs) => LocalizedString;
export const ui_dash_ready_only: (inputs: Ui_Dash_Ready_OnlyInputs) => LocalizedString;
export const ui_dash_sort_attempts: (inputs: Ui_Dash_Sort_AttemptsInputs) => LocalizedString;
export const ui_dash_sort_by: (inputs: Ui_Dash_Sort_ByInputs) => LocalizedString;
export const ui_dash_sort_flagged: (inputs: Ui_Dash_Sort_FlaggedInputs) => LocalizedString;
export const ui_dash_sort_floor: (inputs: Ui_Dash_Sort_FloorInputs) => LocalizedString;
export const ui_dash_sort_last: (inputs: Ui_Dash_Sort_LastInputs) => LocalizedString;
export const ui_dash_sort_name: (inputs: Ui_Dash_Sort_NameInputs) => LocalizedString;
export const ui_dash_title: (inputs: Ui_Dash_TitleInputs) => LocalizedString;
export const ui_dash_trainees: (inputs: Ui_Dash_TraineesInputs) => LocalizedString;
export const ui_dmg_confirm_title: (inputs: Ui_Dmg_Confirm_TitleInputs) => LocalizedString;
export const ui_dmg_drill_set: (inputs: Ui_Dmg_Drill_SetInputs) => LocalizedString;
export const ui_dmg_keep_it: (inputs: Ui_Dmg_Keep_ItInputs) => LocalizedString;
export const ui_dmg_many: (inputs: Ui_Dmg_ManyInputs) => LocalizedString;
export const ui_dmg_named: (inputs: Ui_Dmg_NamedInputs) => LocalizedString;
export const ui_dmg_one: (inputs: Ui_Dmg_OneInputs) => LocalizedString;
export const ui_dmg_problem: (inputs: Ui_Dmg_ProblemInputs) => LocalizedString;
export const ui_dmg_profile: (inputs: Ui_Dmg_ProfileInputs) => LocalizedString;
export const ui_dmg_remove: (inputs: Ui_Dmg_RemoveInputs) => LocalizedString;
export const ui_dmg_remove_it: (inputs: Ui_Dmg_Remove_ItInputs) => LocalizedString;
export const ui_dmg_remove_profile: (inputs: Ui_Dmg_Remove_ProfileInputs) => LocalizedString;
export const ui_dmg_remove_set: (inputs: Ui_Dmg_Remove_SetInputs) => LocalizedString;
export const ui_dmg_remove_setting: (inputs: Ui_Dmg_Remove_SettingInputs) => LocalizedString;
export const ui_dmg_session: (inputs: Ui_Dmg_SessionInputs) => LocalizedString;
export const ui_dmg_setting: (inputs: Ui_Dmg_SettingInputs) => LocalizedString;
export const ui_dmg_title: (inputs: Ui_Dmg_TitleInputs) => LocalizedString;
export const ui_do_add_trainee: (inputs: Ui_Do_Add_TraineeInputs) => LocalizedString;
export const ui_do_check_folder: (inputs: Ui_Do_Check_FolderInputs) => LocalizedString;
export const ui_do_check_setup: (inputs: Ui_Do_Check_SetupInputs) => LocalizedString;
export const ui_do_close_session: (inputs: Ui_Do_Close_SessionInputs) => LocalizedString;
export const ui_do_first_drill: (inputs: Ui_Do_First_DrillInputs) => LocalizedString;
export const ui_do_fresh: (inputs: Ui_Do_FreshInputs) => LocalizedString;
export const ui_do_other_folder: (inputs: Ui_Do_Other_FolderInputs) => LocalizedString;
export const ui_do_read_assigned: (inputs: Ui_Do_Read_AssignedInputs) => LocalizedString;
export const ui_do_read_cohort: (inputs: Ui_Do_Read_CohortInputs) => LocalizedString;
export const ui_do_read_dashboard: (inputs: Ui_Do_Read_DashboardInputs) => LocalizedString;
export const ui_do_read_due: (inputs: Ui_Do_Read_DueInputs) => LocalizedString;
export const ui_do_read_profiles: (inputs: Ui_Do_Read_ProfilesInputs) => LocalizedString;
export const ui_do_read_progress: (inputs: Ui_Do_Read_ProgressInputs) => LocalizedString;
export const ui_do_read_set: (inputs: Ui_Do_Read_SetInputs) => LocalizedString;
export const ui_do_read_sets: (inputs: Ui_Do_Read_SetsInputs) => LocalizedString;
export const ui_do_read_settings: (inputs: Ui_Do_Read_SettingsInputs) => LocalizedString;
export const ui_do_read_signed_in: (inputs: Ui_Do_Read_Signed_InInputs) => LocalizedString;
export const ui_do_read_summary: (inputs: Ui_Do_Read_SummaryInputs) => LocalizedString;
export const ui_do_read_trainees: (inputs: Ui_Do_Read_TraineesInputs) => LocalizedString;
export const ui_do_remove: (inputs: Ui_Do_RemoveInputs) => LocalizedString;
export const ui_do_rename: (inputs: Ui_Do_RenameInputs) => LocalizedString;
export const ui_do_replay: (inputs: Ui_Do_ReplayInputs) => LocalizedString;
export const ui_do_resume: (inputs: Ui_Do_ResumeInputs) => LocalizedString;
export const ui_do_save_settings: (inputs: Ui_Do_Save_SettingsInputs) => LocalizedString;
export const ui_do_sign_in: (inputs: Ui_Do_Sign_InInputs) => LocalizedString;
export const ui_do_start_adaptive: (inputs: Ui_Do_Start_AdaptiveInputs) => LocalizedString;
export const ui_do_start_drill: (inputs: Ui_Do_Start_DrillInputs) => LocalizedString;
export const ui_do_start_due: (inputs: Ui_Do_Start_DueInputs) => LocalizedString;
export const ui_do_start_mock: (inputs: Ui_Do_Start_MockInputs) => LocalizedString;
export const ui_do_start_practise: (inputs: Ui_Do_Start_PractiseInputs) => LocalizedString;
export const ui_do_start_session: (inputs: Ui_Do_Start_SessionInputs) => LocalizedString;
export const ui_do_unfinished: (inputs: Ui_Do_UnfinishedInputs) => LocalizedString;
export const ui_drill_answered: (inputs: Ui_Drill_AnsweredInputs) => LocalizedString;
export const ui_drill_home: (inputs: Ui_Drill_HomeInputs) => LocalizedString;
export const ui_drill_last_answer: (inputs: Ui_Drill_Last_AnswerInputs) => LocalizedString;
export const ui_drill_leave: (inputs: Ui_Drill_LeaveInputs) => LocalizedString;
export const ui_drill_reading_summary: (inputs: Ui_Drill_Reading_SummaryInputs) => LocalizedString;
export const ui_err_did_not_work: (inputs: Ui_Err_Did_Not_WorkInputs) => LocalizedString;
export const ui_err_dismiss: (inputs: Ui_Err_DismissInputs) => LocalizedString;
export const ui_fb_answer: (inputs: Ui_Fb_AnswerInputs) => LocalizedString;
export const ui_fb_next: (inputs: Ui_Fb_NextInputs) => LocalizedString;
export const ui_fb_not_quite: (inputs: Ui_Fb_Not_QuiteInputs) => LocalizedString;
export const ui_fb_over_limit: (inputs: Ui_Fb_Over_LimitInputs) => LocalizedString;
export const ui_fb_right: (inputs: Ui_Fb_RightInputs) => LocalizedString;
export const ui_fb_rule: (inputs: Ui_Fb_RuleInputs) => LocalizedString;
export const ui_fb_see_summary: (inputs: Ui_Fb_See_SummaryInputs) => LocalizedString;
export const ui_fb_timed_out: (inputs: Ui_Fb_Timed_OutInputs) => LocalizedString;
export const ui_fb_what_wrong: (inputs: Ui_Fb_What_WrongInputs) => LocalizedString;
export const ui_fb_working: (inputs: Ui_Fb_WorkingInputs) => LocalizedString;
export const ui_felt_banker: (inputs: Ui_Felt_BankerInputs) => LocalizedString;
export const ui_felt_commission: (inputs: Ui_Felt_CommissionInputs) => LocalizedString;
export const ui_felt_discard: (inputs: Ui_Felt_DiscardInputs) => LocalizedString;
export const ui_felt_player: (inputs: Ui_Felt_PlayerInputs) => LocalizedString;
export const ui_felt_shoe: (inputs: Ui_Felt_ShoeInputs) => LocalizedString;
export const ui_hand_banker: (inputs: Ui_Hand_BankerInputs) => LocalizedString;
export const ui_hand_player: (inputs: Ui_Hand_PlayerInputs) => LocalizedString;
export const ui_heat_cell: (inputs: Ui_Heat_CellInputs) => LocalizedString;
export const ui_heat_drill_this: (inputs: Ui_Heat_Drill_ThisInputs) => LocalizedString;
export const ui_heat_none: (inputs: Ui_Heat_NoneInputs) => LocalizedString;
export const ui_heat_not_answered: (inputs: Ui_Heat_Not_AnsweredInputs) => LocalizedString;
export const ui_heat_nothing: (inputs: Ui_Heat_NothingInputs) => LocalizedString;
export const ui_heat_top_cell: (inputs: Ui_Heat_Top_CellInputs) => LocalizedString;
export const ui_heat_top_corner: (inputs: Ui_Heat_Top_CornerInputs) => LocalizedString;
export const ui_heat_top_label: (inputs: Ui_Heat_Top_LabelInputs) => LocalizedString;
export const ui_heat_top_title: (inputs: Ui_Heat_Top_TitleInputs) => LocalizedString;
export const ui_heat_words: (inputs: Ui_Heat_WordsInputs) => LocalizedString;
export const ui_heat_words_few: (inputs: Ui_Heat_Words_FewInputs) => LocalizedString;
export const ui_home_assigned_again: (inputs: Ui_Home_Assigned_AgainInputs) => LocalizedString;
export const ui_home_assigned_all_done: (inputs: Ui_Home_Assigned_All_DoneInputs) => LocalizedString;
export const ui_home_assigned_done: (inputs: Ui_Home_Assigned_DoneInputs) => LocalizedString;
export const ui_home_assigned_done_due: (inputs: Ui_Home_Assigned_Done_DueInputs) => LocalizedString;
export const ui_home_assigned_due: (inputs: Ui_Home_Assigned_DueInputs) => LocalizedString;
export const ui_home_assigned_gone: (inputs: Ui_Home_Assigned_GoneInputs) => LocalizedString;
export const ui_home_assigned_no_due: (inputs: Ui_Home_Assigned_No_DueInputs) => LocalizedString;
export const ui_home_assigned_overdue: (inputs: Ui_Home_Assigned_OverdueInputs) => LocalizedString;
export const ui_home_assigned_start: (inputs: Ui_Home_Assigned_StartInputs) => LocalizedString;
export const ui_home_assigned_title: (inputs: Ui_Home_Assigned_TitleInputs) => LocalizedString;
export const ui_home_assigned_to_do: (inputs: Ui_Home_Assigned_To_DoInputs) => LocalizedString;
export const ui_home_cancel: (inputs: Ui_Home_CancelInputs) => LocalizedString;
export const ui_home_close_ask: (inputs: Ui_Home_Close_AskInputs) => LocalizedString;
export const ui_home_close_confirm: (inputs: Ui_Home_Close_ConfirmInputs) => LocalizedString;
export const ui_home_close_confirm_title: (inputs: Ui_Home_Close_Confirm_TitleInputs) => LocalizedString;
export const ui_home_close_it: (inputs: Ui_Home_Close_ItInputs) => LocalizedString;
export const ui_home_keep_open: (inputs: Ui_Home_Keep_OpenInputs) => LocalizedString;
export const ui_home_pin: (inputs: Ui_Home_PinInputs) => LocalizedString;
export const ui_home_pin_change: (inputs: Ui_Home_Pin_ChangeInputs) => LocalizedString;
export const ui_home_pin_changed: (inputs: Ui_Home_Pin_ChangedInputs) => LocalizedString;
export const ui_home_pin_current: (inputs: Ui_Home_Pin_CurrentInputs) => LocalizedString;
export const ui_home_pin_forgotten: (inputs: Ui_Home_Pin_ForgottenInputs) => LocalizedString;
export const ui_home_pin_locked: (inputs: Ui_Home_Pin_LockedInputs) => LocalizedString;
export const ui_home_pin_new: (inputs: Ui_Home_Pin_NewInputs) => LocalizedString;
export const ui_home_pin_set: (inputs: Ui_Home_Pin_SetInputs) => LocalizedString;
export const ui_home_pin_set_one: (inputs: Ui_Home_Pin_Set_OneInputs) => LocalizedString;
export const ui_home_pin_title: (inputs: Ui_Home_Pin_TitleInputs) => LocalizedString;
export const ui_home_rename: (inputs: Ui_Home_RenameInputs) => LocalizedString;
export const ui_home_rename_label: (inputs: Ui_Home_Rename_LabelInputs) => LocalizedString;
export const ui_home_rename_title: (inputs: Ui_Home_Rename_TitleInputs) => LocalizedString;
export const ui_home_save: (inputs: Ui_Home_SaveInputs) => LocalizedString;
export const ui_home_sign_in: (inputs: Ui_Home_Sign_InInputs) => LocalizedString;
export const ui_home_your_name: (inputs: Ui_Home_Your_NameInputs) => LocalizedString;
export const ui_key_banker_draws: (inputs: Ui_Key_Banker_DrawsInputs) => LocalizedString;
export const ui_key_banker_stands: (inputs: Ui_Key_Banker_StandsInputs) => LocalizedString;
export const ui_key_banker_wins: (inputs: Ui_Key_Banker_WinsInputs) => LocalizedString;
export const ui_key_finish: (inputs: Ui_Key_FinishInputs) => LocalizedString;
export const ui_key_home: (inputs: Ui_Key_HomeInputs) => LocalizedString;
export const ui_key_import: (inputs: Ui_Key_ImportInputs) => LocalizedString;
export const ui_key_kept: (inputs: Ui_Key_KeptInputs) => LocalizedString;
export const ui_key_leave: (inputs: Ui_Key_LeaveInputs) => LocalizedString;
export const ui_key_notice: (inputs: Ui_Key_NoticeInputs) => LocalizedString;
export const ui_key_pay: (inputs: Ui_Key_PayInputs) => LocalizedString;
export const ui_key_player_draws: (inputs: Ui_Key_Player_DrawsInputs) => LocalizedString;
export const ui_key_player_stands: (inputs: Ui_Key_Player_StandsInputs) => LocalizedString;
export const ui_key_player_wins: (inputs: Ui_Key_Player_WinsInputs) => LocalizedString;
export const ui_key_print: (inputs: Ui_Key_PrintInputs) => LocalizedString;
export const ui_key_replay: (inputs: Ui_Key_ReplayInputs) => LocalizedString;
export const ui_key_suggested: (inputs: Ui_Key_SuggestedInputs) => LocalizedString;
export const ui_key_take: (inputs: Ui_Key_TakeInputs) => LocalizedString;
export const ui_key_tie: (inputs: Ui_Key_TieInputs) => LocalizedString;
export const ui_keypad_amount: (inputs: Ui_Keypad_AmountInputs) => LocalizedString;
export const ui_keypad_answer: (inputs: Ui_Keypad_AnswerInputs) => LocalizedString;
export const ui_keypad_group: (inputs: Ui_Keypad_GroupInputs) => LocalizedString;
export const ui_links_dashboard: (inputs: Ui_Links_DashboardInputs) => LocalizedString;
export const ui_links_due: (inputs: Ui_Links_DueInputs) => LocalizedString;
export const ui_links_due_count: (inputs: Ui_Links_Due_CountInputs) => LocalizedString;
export const ui_links_progress: (inputs: Ui_Links_ProgressInputs) => LocalizedString;
export const ui_mode_assessment: (inputs: Ui_Mode_AssessmentInputs) => LocalizedString;
export const ui_mode_practice: (inputs: Ui_Mode_PracticeInputs) => LocalizedString;
export const ui_nl_banker: (inputs: Ui_Nl_BankerInputs) => LocalizedString;
export const ui_nl_banker_box: (inputs: Ui_Nl_Banker_BoxInputs) => LocalizedString;
export const ui_nl_banker_six: (inputs: Ui_Nl_Banker_SixInputs) => LocalizedString;
export const ui_nl_burn: (inputs: Ui_Nl_BurnInputs) => LocalizedString;
export const ui_nl_decks: (inputs: Ui_Nl_DecksInputs) => LocalizedString;
export const ui_nl_dragon: (inputs: Ui_Nl_DragonInputs) => LocalizedString;
export const ui_nl_liability: (inputs: Ui_Nl_LiabilityInputs) => LocalizedString;
export const ui_nl_pairs: (inputs: Ui_Nl_PairsInputs) => LocalizedString;
export const ui_nl_perfect: (inputs: Ui_Nl_PerfectInputs) => LocalizedString;
export const ui_nl_player: (inputs: Ui_Nl_PlayerInputs) => LocalizedString;
export const ui_nl_squeeze: (inputs: Ui_Nl_SqueezeInputs) => LocalizedString;
export const ui_nl_super_six: (inputs: Ui_Nl_Super_SixInputs) => LocalizedString;
export const ui_nl_tie: (inputs: Ui_Nl_TieInputs) => LocalizedString;
export const ui_no_practice_set: (inputs: Ui_No_Practice_SetInputs) => LocalizedString;
export const ui_notice_close: (inputs: Ui_Notice_CloseInputs) => LocalizedString;
export const ui_notice_conventions: (inputs: Ui_Notice_ConventionsInputs) => LocalizedString;
export const ui_notice_label: (inputs: Ui_Notice_LabelInputs) => LocalizedString;
export const ui_notice_limits: (inputs: Ui_Notice_LimitsInputs) => LocalizedString;
export const ui_notice_table: (inputs: Ui_Notice_TableInputs) => LocalizedString;
export const ui_old_files_kept: (inputs: Ui_Old_Files_KeptInputs) => LocalizedString;
export const ui_pace_above_default: (inputs: Ui_Pace_Above_DefaultInputs) => LocalizedString;
export const ui_pace_above_house: (inputs: Ui_Pace_Above_HouseInputs) => LocalizedString;
export const ui_pace_accuracy: (inputs: Ui_Pace_AccuracyInputs) => LocalizedString;
export const ui_pace_an_hour: (inputs: Ui_Pace_An_HourInputs) => LocalizedString;
export const ui_pace_below_default: (inputs: Ui_Pace_Below_DefaultInputs) => LocalizedString;
export const ui_pace_below_house: (inputs: Ui_Pace_Below_HouseInputs) => LocalizedString;
export const ui_pace_correct: (inputs: Ui_Pace_CorrectInputs) => LocalizedString;
export const ui_pace_coup_one: (inputs: Ui_Pace_Coup_OneInputs) => LocalizedString;
export const ui_pace_coups: (inputs: Ui_Pace_CoupsInputs) => LocalizedString;
export const ui_pace_coups_h: (inputs: Ui_Pace_Coups_HInputs) => LocalizedString;
export const ui_pace_lab: (inputs: Ui_Pace_LabInputs) => LocalizedString;
export const ui_pace_meter_title: (inputs: Ui_Pace_Meter_TitleInputs) => LocalizedString;
export const ui_pace_minutes: (inputs: Ui_Pace_MinutesInputs) => LocalizedString;
export const ui_pace_no_coup: (inputs: Ui_Pace_No_CoupInputs) => LocalizedString;
export const ui_pace_no_run: (inputs: Ui_Pace_No_RunInputs) => LocalizedString;
export const ui_pace_rate: (inputs: Ui_Pace_RateInputs) => LocalizedString;
export const ui_pace_right: (inputs: Ui_Pace_RightInputs) => LocalizedString;
export const ui_pace_run_detail: (inputs: Ui_Pace_Run_DetailInputs) => LocalizedString;
export const ui_pace_run_detail_one: (inputs: Ui_Pace_Run_Detail_OneInputs) => LocalizedString;
export const ui_pace_target: (inputs: Ui_Pace_TargetInputs) => LocalizedString;
export const ui_pace_target_default: (inputs: Ui_Pace_Target_DefaultInputs) => LocalizedString;
export const ui_pace_time: (inputs: Ui_Pace_TimeInputs) => LocalizedString;
export const ui_pace_time_detail: (inputs: Ui_Pace_Time_DetailInputs) => LocalizedString;
export const ui_pace_title: (inputs: Ui_Pace_TitleInputs) => LocalizedString;
export const ui_pile_close_up: (inputs: Ui_Pile_Close_UpInputs) => LocalizedString;
export const ui_profile_banker_commission: (inputs: Ui_Profile_Banker_CommissionInputs) => LocalizedString;
export const ui_profile_banker_pays: (inputs: Ui_Profile_Banker_PaysInputs) => LocalizedString;
export const ui_profile_banker_six_half: (inputs: Ui_Profile_Banker_Six_HalfInputs) => LocalizedString;
export const ui_profile_banker_tie: (inputs: Ui_Profile_Banker_TieInputs) => LocalizedString;
export const ui_profile_bet_unit: (inputs: Ui_Profile_Bet_UnitInputs) => LocalizedString;
export const ui_profile_bet_unit_hint: (inputs: Ui_Profile_Bet_Unit_HintInputs) => LocalizedString;
export const ui_profile_burn: (inputs: Ui_Profile_BurnInputs) => LocalizedString;
export const ui_profile_chip_at_most: (inputs: Ui_Profile_Chip_At_MostInputs) => LocalizedString;
export const ui_profile_chip_colours: (inputs: Ui_Profile_Chip_ColoursInputs) => LocalizedString;
export const ui_profile_chip_fewest: (inputs: Ui_Profile_Chip_FewestInputs) => LocalizedString;
export const ui_profile_chip_max: (inputs: Ui_Profile_Chip_MaxInputs) => LocalizedString;
export const ui_profile_chip_max_hint: (inputs: Ui_Profile_Chip_Max_HintInputs) => LocalizedString;
export const ui_profile_chip_payment: (inputs: Ui_Profile_Chip_PaymentInputs) => LocalizedString;
export const ui_profile_chips: (inputs: Ui_Profile_ChipsInputs) => LocalizedString;
export const ui_profile_chips_hint: (inputs: Ui_Profile_Chips_HintInputs) => LocalizedString;
export const ui_profile_collection: (inputs: Ui_Profile_CollectionInputs) => LocalizedString;
export const ui_profile_collection_box: (inputs: Ui_Profile_Collection_BoxInputs) => LocalizedString;
export const ui_profile_collection_deducted: (inputs: Ui_Profile_Collection_DeductedInputs) => LocalizedString;
export const ui_profile_coloured_pair: (inputs: Ui_Profile_Coloured_PairInputs) => LocalizedString;
export const ui_profile_commission_odds: (inputs: Ui_Profile_Commission_OddsInputs) => LocalizedString;
export const ui_profile_competition: (inputs: Ui_Profile_CompetitionInputs) => LocalizedString;
export const ui_profile_competition_unit: (inputs: Ui_Profile_Competition_UnitInputs) => LocalizedString;
export const ui_profile_conventions: (inputs: Ui_Profile_ConventionsInputs) => LocalizedString;
export const ui_profile_currency: (inputs: Ui_Profile_CurrencyInputs) => LocalizedString;
export const ui_profile_currency_hint: (inputs: Ui_Profile_Currency_HintInputs) => LocalizedString;
export const ui_profile_currency_symbol: (inputs: Ui_Profile_Currency_SymbolInputs) => LocalizedString;
export const ui_profile_currency_word: (inputs: Ui_Profile_Currency_WordInputs) => LocalizedString;
export const ui_profile_cut_first: (inputs: Ui_Profile_Cut_FirstInputs) => LocalizedString;
export const ui_profile_cut_first_place: (inputs: Ui_Profile_Cut_First_PlaceInputs) => LocalizedString;
export const ui_profile_cut_sat_first: (inputs: Ui_Profile_Cut_Sat_FirstInputs) => LocalizedString;
export const ui_profile_decks: (inputs: Ui_Profile_DecksInputs) => LocalizedString;
export const ui_profile_decks_hint: (inputs: Ui_Profile_Decks_HintInputs) => LocalizedString;
export const ui_profile_description: (inputs: Ui_Profile_DescriptionInputs) => LocalizedString;
export const ui_profile_dragon: (inputs: Ui_Profile_DragonInputs) => LocalizedString;
export const ui_profile_dragon_margin: (inputs: Ui_Profile_Dragon_MarginInputs) => LocalizedString;
export const ui_profile_dragon_natural: (inputs: Ui_Profile_Dragon_NaturalInputs) => LocalizedString;
export const ui_profile_field_banker_odds: (inputs: Ui_Profile_Field_Banker_OddsInputs) => LocalizedString;
export const ui_profile_field_chips: (inputs: Ui_Profile_Field_ChipsInputs) => LocalizedString;
export const ui_profile_field_currency_code: (inputs: Ui_Profile_Field_Currency_CodeInputs) => LocalizedString;
export const ui_profile_field_dragon_margin: (inputs: Ui_Profile_Field_Dragon_MarginInputs) => LocalizedString;
export const ui_profile_field_dragon_natural: (inputs: Ui_Profile_Field_Dragon_NaturalInputs) => LocalizedString;
export const ui_profile_field_for: (inputs: Ui_Profile_Field_ForInputs) => LocalizedString;
export const ui_profile_field_liability: (inputs: Ui_Profile_Field_LiabilityInputs) => LocalizedString;
export const ui_profile_field_min_answered: (inputs: Ui_Profile_Field_Min_AnsweredInputs) => LocalizedString;
export const ui_profile_field_pairs_odds: (inputs: Ui_Profile_Field_Pairs_OddsInputs) => LocalizedString;
export const ui_profile_field_pays: (inputs: Ui_Profile_Field_PaysInputs) => LocalizedString;
export const ui_profile_field_pp_coloured: (inputs: Ui_Profile_Field_Pp_ColouredInputs) => LocalizedString;
export const ui_profile_field_pp_mixed: (inputs: Ui_Profile_Field_Pp_MixedInputs) => LocalizedString;
export const ui_profile_field_pp_perfect: (inputs: Ui_Profile_Field_Pp_PerfectInputs) => LocalizedString;
export const ui_profile_field_round_on: (inputs: Ui_Profile_Field_Round_OnInputs) => LocalizedString;
export const ui_profile_field_skill_accuracy: (inputs: Ui_Profile_Field_Skill_AccuracyInputs) => LocalizedString;
export const ui_profile_field_skill_pace: (inputs: Ui_Profile_Field_Skill_PaceInputs) => LocalizedString;
export const ui_profile_field_skill_target: (inputs: Ui_Profile_Field_Skill_TargetInputs) => LocalizedString;
export const ui_profile_field_super_six_odds: (inputs: Ui_Profile_Field_Super_Six_OddsInputs) => LocalizedString;
export const ui_profile_field_tie_odds: (inputs: Ui_Profile_Field_Tie_OddsInputs) => LocalizedString;
export const ui_profile_form: (inputs: Ui_Profile_FormInputs) => LocalizedString;
export const ui_profile_fractional: (inputs: Ui_Profile_FractionalInputs) => LocalizedString;
export const ui_profile_fractional_down: (inputs: Ui_Profile_Fractional_DownInputs) => LocalizedString;
export const ui_profile_fractional_half_up: (inputs: Ui_Profile_Fractional_Half_UpInputs) => LocalizedString;
export const ui_profile_id: (inputs: Ui_Profile_IdInputs) => LocalizedString;
export const ui_profile_id_hint: (inputs: Ui_Profile_Id_HintInputs) => LocalizedString;
export const ui_profile_indicator: (inputs: Ui_Profile_IndicatorInputs) => LocalizedString;
export const ui_profile_liability: (inputs: Ui_Profile_LiabilityInputs) => LocalizedString;
export const ui_profile_liability_hint: (inputs: Ui_Profile_Liability_HintInputs) => LocalizedString;
export const ui_profile_limits: (inputs: Ui_Profile_LimitsInputs) => LocalizedString;
export const ui_profile_main: (inputs: Ui_Profile_MainInputs) => LocalizedString;
export const ui_profile_maximum: (inputs: Ui_Profile_MaximumInputs) => LocalizedString;
export const ui_profile_min_answered: (inputs: Ui_Profile_Min_AnsweredInputs) => LocalizedString;
export const ui_profile_minimum: (inputs: Ui_Profile_MinimumInputs) => LocalizedString;
export const ui_profile_mixed_pair: (inputs: Ui_Profile_Mixed_PairInputs) => LocalizedString;
export const ui_profile_name: (inputs: Ui_Profile_NameInputs) => LocalizedString;
export const ui_profile_pace: (inputs: Ui_Profile_PaceInputs) => LocalizedString;
export const ui_profile_pace_hint: (inputs: Ui_Profile_Pace_HintInputs) => LocalizedString;
export const ui_profile_pair: (inputs: Ui_Profile_PairInputs) => LocalizedString;
export const ui_profile_pairs: (inputs: Ui_Profile_PairsInputs) => LocalizedString;
export const ui_profile_perfect_pair: (inputs: Ui_Profile_Perfect_PairInputs) => LocalizedString;
export const ui_profile_perfect_pairs: (inputs: Ui_Profile_Perfect_PairsInputs) => LocalizedString;
export const ui_profile_push_word: (inputs: Ui_Profile_Push_WordInputs) => LocalizedString;
export const ui_profile_push_word_hint: (inputs: Ui_Profile_Push_Word_HintInputs) => LocalizedString;
export const ui_profile_round_on: (inputs: Ui_Profile_Round_OnInputs) => LocalizedString;
export const ui_profile_round_on_mark: (inputs: Ui_Profile_Round_On_MarkInputs) => LocalizedString;
export const ui_profile_round_on_total: (inputs: Ui_Profile_Round_On_TotalInputs) => LocalizedString;
export const ui_profile_rounding: (inputs: Ui_Profile_RoundingInputs) => LocalizedString;
export const ui_profile_rounding_down: (inputs: Ui_Profile_Rounding_DownInputs) => LocalizedString;
export const ui_profile_rounding_exact: (inputs: Ui_Profile_Rounding_ExactInputs) => LocalizedString;
export const ui_profile_rounding_up: (inputs: Ui_Profile_Rounding_UpInputs) => LocalizedString;
export const ui_profile_seat_one: (inputs: Ui_Profile_Seat_OneInputs) => LocalizedString;
export const ui_profile_seat_one_left: (inputs: Ui_Profile_Seat_One_LeftInputs) => LocalizedString;
export const ui_profile_seat_one_right: (inputs: Ui_Profile_Seat_One_RightInputs) => LocalizedString;
export const ui_profile_seats: (inputs: Ui_Profile_SeatsInputs) => LocalizedString;
export const ui_profile_seats_n: (inputs: Ui_Profile_Seats_NInputs) => LocalizedString;
export const ui_profile_secret_wagers: (inputs: Ui_Profile_Secret_WagersInputs) => LocalizedString;
export const ui_profile_secret_wagers_hint: (inputs: Ui_Profile_Secret_Wagers_HintInputs) => LocalizedString;
export const ui_profile_settlement: (inputs: Ui_Profile_SettlementInputs) => LocalizedString;
export const ui_profile_settlement_losers: (inputs: Ui_Profile_Settlement_LosersInputs) => LocalizedString;
export const ui_profile_settlement_main: (inputs: Ui_Profile_Settlement_MainInputs) => LocalizedString;
export const ui_profile_side_bets: (inputs: Ui_Profile_Side_BetsInputs) => LocalizedString;
export const ui_profile_source: (inputs: Ui_Profile_SourceInputs) => LocalizedString;
export const ui_profile_source_hint: (inputs: Ui_Profile_Source_HintInputs) => LocalizedString;
export const ui_profile_squeeze: (inputs: Ui_Profile_SqueezeInputs) => LocalizedString;
export const ui_profile_super_six: (inputs: Ui_Profile_Super_SixInputs) => LocalizedString;
export const ui_profile_super_six_odds: (inputs: Ui_Profile_Super_Six_OddsInputs) => LocalizedString;
export const ui_profile_table: (inputs: Ui_Profile_TableInputs) => LocalizedString;
export const ui_profile_targets: (inputs: Ui_Profile_TargetsInputs) => LocalizedString;
export const ui_profile_targets_on: (inputs: Ui_Profile_Targets_OnInputs) => LocalizedString;
export const ui_profile_tie: (inputs: Ui_Profile_TieInputs) => LocalizedString;
export const ui_prog_accuracy: (inputs: Ui_Prog_AccuracyInputs) => LocalizedString;
export const ui_prog_assign: (inputs: Ui_Prog_AssignInputs) => LocalizedString;
export const ui_prog_attempts: (inputs: Ui_Prog_AttemptsInputs) => LocalizedString;
export const ui_prog_back: (inputs: Ui_Prog_BackInputs) => LocalizedString;
export const ui_prog_by_session: (inputs: Ui_Prog_By_SessionInputs) => LocalizedString;
export const ui_prog_by_week: (inputs: Ui_Prog_By_WeekInputs) => LocalizedString;
export const ui_prog_cell_hint: (inputs: Ui_Prog_Cell_HintInputs) => LocalizedString;
export const ui_prog_cell_slow: (inputs: Ui_Prog_Cell_SlowInputs) => LocalizedString;
export const ui_prog_cell_wrong: (inputs: Ui_Prog_Cell_WrongInputs) => LocalizedString;
export const ui_prog_chart_accuracy: (inputs: Ui_Prog_Chart_AccuracyInputs) => LocalizedString;
export const ui_prog_chart_median: (inputs: Ui_Prog_Chart_MedianInputs) => LocalizedString;
export const ui_prog_clause_column_all: (inputs: Ui_Prog_Clause_Column_AllInputs) => LocalizedString;
export const ui_prog_colour_by: (inputs: Ui_Prog_Colour_ByInputs) => LocalizedString;
export const ui_prog_drill: (inputs: Ui_Prog_DrillInputs) => LocalizedString;
export const ui_prog_due_today: (inputs: Ui_Prog_Due_TodayInputs) => LocalizedString;
export const ui_prog_errors: (inputs: Ui_Prog_ErrorsInputs) => LocalizedString;
export const ui_prog_errors_where: (inputs: Ui_Prog_Errors_WhereInputs) => LocalizedString;
export const ui_prog_failed: (inputs: Ui_Prog_FailedInputs) => LocalizedString;
export const ui_prog_floor_ready: (inputs: Ui_Prog_Floor_ReadyInputs) => LocalizedString;
export const ui_prog_group_by: (inputs: Ui_Prog_Group_ByInputs) => LocalizedString;
export const ui_prog_held_back: (inputs: Ui_Prog_Held_BackInputs) => LocalizedString;
export const ui_prog_irregularities: (inputs: Ui_Prog_IrregularitiesInputs) => LocalizedString;
export const ui_prog_kind_case: (inputs: Ui_Prog_Kind_CaseInputs) => LocalizedString;
export const ui_prog_last_assessment: (inputs: Ui_Prog_Last_AssessmentInputs) => LocalizedString;
export const ui_prog_later_count: (inputs: Ui_Prog_Later_CountInputs) => LocalizedString;
export const ui_prog_later_count_one: (inputs: Ui_Prog_Later_Count_OneInputs) => LocalizedString;
export const ui_prog_later_days: (inputs: Ui_Prog_Later_DaysInputs) => LocalizedString;
export const ui_prog_later_tomorrow: (inputs: Ui_Prog_Later_TomorrowInputs) => LocalizedString;
export const ui_prog_level: (inputs: Ui_Prog_LevelInputs) => LocalizedString;
export const ui_prog_median: (inputs: Ui_Prog_MedianInputs) => LocalizedString;
export const ui_prog_missed_again: (inputs: Ui_Prog_Missed_AgainInputs) => LocalizedString;
export const ui_prog_missed_title: (inputs: Ui_Prog_Missed_TitleInputs) => LocalizedString;
export const ui_prog_misses: (inputs: Ui_Prog_MissesInputs) => LocalizedString;
export const ui_prog_none: (inputs: Ui_Prog_NoneInputs) => LocalizedString;
export const ui_prog_none_yet: (inputs: Ui_Prog_None_YetInputs) => LocalizedString;
export const ui_prog_not_floor_ready: (inputs: Ui_Prog_Not_Floor_ReadyInputs) => LocalizedString;
export const ui_prog_nothing: (inputs: Ui_Prog_NothingInputs) => LocalizedString;
export const ui_prog_nothing_due: (inputs: Ui_Prog_Nothing_DueInputs) => LocalizedString;
export const ui_prog_of_item_one: (inputs: Ui_Prog_Of_Item_OneInputs) => LocalizedString;
export const ui_prog_of_items: (inputs: Ui_Prog_Of_ItemsInputs) => LocalizedString;
export const ui_prog_over_time: (inputs: Ui_Prog_Over_TimeInputs) => LocalizedString;
export const ui_prog_passed: (inputs: Ui_Prog_PassedInputs) => LocalizedString;
export const ui_prog_payouts: (inputs: Ui_Prog_PayoutsInputs) => LocalizedString;
export const ui_prog_practise_due: (inputs: Ui_Prog_Practise_DueInputs) => LocalizedString;
export const ui_prog_reading: (inputs: Ui_Prog_ReadingInputs) => LocalizedString;
export const ui_prog_skill: (inputs: Ui_Prog_SkillInputs) => LocalizedString;
export const ui_prog_skills: (inputs: Ui_Prog_SkillsInputs) => LocalizedString;
export const ui_prog_slowness: (inputs: Ui_Prog_SlownessInputs) => LocalizedString;
export const ui_prog_target: (inputs: Ui_Prog_TargetInputs) => LocalizedString;
export const ui_prog_title: (inputs: Ui_Prog_TitleInputs) => LocalizedString;
export const ui_prog_title_of: (inputs: Ui_Prog_Title_OfInputs) => LocalizedString;
export const ui_prog_top_slow: (inputs: Ui_Prog_Top_SlowInputs) => LocalizedString;
export const ui_prog_top_wrong: (inputs: Ui_Prog_Top_WrongInputs) => LocalizedString;
export const ui_progress_words: (inputs: Ui_Progress_WordsInputs) => LocalizedString;
export const ui_progress_words_one: (inputs: Ui_Progress_Words_OneInputs) => LocalizedString;
export const ui_push_word: (inputs: Ui_Push_WordInputs) => LocalizedString;
export const ui_rec_folder: (inputs: Ui_Rec_FolderInputs) => LocalizedString;
export const ui_rec_intro: (inputs: Ui_Rec_IntroInputs) => LocalizedString;
export const ui_rec_sheet_text: (inputs: Ui_Rec_Sheet_TextInputs) => LocalizedString;
export const ui_rec_sheet_title: (inputs: Ui_Rec_Sheet_TitleInputs) => LocalizedString;
export const ui_rec_title: (inputs: Ui_Rec_TitleInputs) => LocalizedString;
export const ui_red_line: (inputs: Ui_Red_LineInputs) => LocalizedString;
export const ui_removed_damaged: (inputs: Ui_Removed_DamagedInputs) => LocalizedString;
export const ui_seat_bet: (inputs: Ui_Seat_BetInputs) => LocalizedString;
export const ui_seconds: (inputs: Ui_SecondsInputs) => LocalizedString;
export const ui_set_back: (inputs: Ui_Set_BackInputs) => LocalizedString;
export const ui_set_house_rules: (inputs: Ui_Set_House_RulesInputs) => LocalizedString;
export const ui_set_motion: (inputs: Ui_Set_MotionInputs) => LocalizedString;
export const ui_set_motion_off: (inputs: Ui_Set_Motion_OffInputs) => LocalizedString;
export const ui_set_motion_on: (inputs: Ui_Set_Motion_OnInputs) => LocalizedString;
export const ui_set_motion_system: (inputs: Ui_Set_Motion_SystemInputs) => LocalizedString;
export const ui_set_profile: (inputs: Ui_Set_ProfileInputs) => LocalizedString;
export const ui_set_sound: (inputs: Ui_Set_SoundInputs) => LocalizedString;
export const ui_set_speed: (inputs: Ui_Set_SpeedInputs) => LocalizedString;
export const ui_set_title: (inputs: Ui_Set_TitleInputs) => LocalizedString;
export const ui_set_volume: (inputs: Ui_Set_VolumeInputs) => LocalizedString;
export const ui_setup_added: (inputs: Ui_Setup_AddedInputs) => LocalizedString;
export const ui_setup_imported: (inputs: Ui_Setup_ImportedInputs) => LocalizedString;
export const ui_st_choose: (inputs: Ui_St_ChooseInputs) => LocalizedString;
export const ui_st_could_not_check: (inputs: Ui_St_Could_Not_CheckInputs) => LocalizedString;
export const ui_st_file: (inputs: Ui_St_FileInputs) => LocalizedString;
export const ui_st_fresh: (inputs: Ui_St_FreshInputs) => LocalizedString;
export const ui_st_retry: (inputs: Ui_St_RetryInputs) => LocalizedString;
export const ui_st_title: (inputs: Ui_St_TitleInputs) => LocalizedString;
export const ui_st_ways_out: (inputs: Ui_St_Ways_OutInputs) => LocalizedString;
export const ui_staff_added: (inputs: Ui_Staff_AddedInputs) => LocalizedString;
export const ui_staff_added_one: (inputs: Ui_Staff_Added_OneInputs) => LocalizedString;
export const ui_staff_cancel: (inputs: Ui_Staff_CancelInputs) => LocalizedString;
export const ui_staff_choose_other: (inputs: Ui_Staff_Choose_OtherInputs) => LocalizedString;
export const ui_staff_fix_first: (inputs: Ui_Staff_Fix_FirstInputs) => LocalizedString;
export const ui_staff_heading: (inputs: Ui_Staff_HeadingInputs) => LocalizedString;
export const ui_staff_heading_fix: (inputs: Ui_Staff_Heading_FixInputs) => LocalizedString;
export const ui_staff_import: (inputs: Ui_Staff_ImportInputs) => LocalizedString;
export const ui_staff_line: (inputs: Ui_Staff_LineInputs) => LocalizedString;
export const ui_staff_line_one: (inputs: Ui_Staff_Line_OneInputs) => LocalizedString;
export const ui_staff_lines: (inputs: Ui_Staff_LinesInputs) => LocalizedString;
export const ui_staff_name: (inputs: Ui_Staff_NameInputs) => LocalizedString;
export const ui_staff_number: (inputs: Ui_Staff_NumberInputs) => LocalizedString;
export const ui_staff_problem: (inputs: Ui_Staff_ProblemInputs) => LocalizedString;
export const ui_staff_trainee_one: (inputs: Ui_Staff_Trainee_OneInputs) => LocalizedString;
export const ui_staff_trainees: (inputs: Ui_Staff_TraineesInputs) => LocalizedString;
export const ui_stage_checking: (inputs: Ui_Stage_CheckingInputs) => LocalizedString;
export const ui_stage_dealing: (inputs: Ui_Stage_DealingInputs) => LocalizedString;
export const ui_stage_rebuilding: (inputs: Ui_Stage_RebuildingInputs) => LocalizedString;
export const ui_step_dealing: (inputs: Ui_Step_DealingInputs) => LocalizedString;
export const ui_step_item: (inputs: Ui_Step_ItemInputs) => LocalizedString;
export const ui_step_not_recorded: (inputs: Ui_Step_Not_RecordedInputs) => LocalizedString;
export const ui_step_step: (inputs: Ui_Step_StepInputs) => LocalizedString;
export const ui_step_time: (inputs: Ui_Step_TimeInputs) => LocalizedString;
export const ui_step_time_hard: (inputs: Ui_Step_Time_HardInputs) => LocalizedString;
export const ui_studio_audition: (inputs: Ui_Studio_AuditionInputs) => LocalizedString;
export const ui_studio_audition_on: (inputs: Ui_Studio_Audition_OnInputs) => LocalizedString;
export const ui_studio_band_add: (inputs: Ui_Studio_Band_AddInputs) => LocalizedString;
export const ui_studio_band_below: (inputs: Ui_Studio_Band_BelowInputs) => LocalizedString;
export const ui_studio_band_col: (inputs: Ui_Studio_Band_ColInputs) => LocalizedString;
export const ui_studio_band_coups: (inputs: Ui_Studio_Band_CoupsInputs) => LocalizedString;
export const ui_studio_band_coups_col: (inputs: Ui_Studio_Band_Coups_ColInputs) => LocalizedString;
export const ui_studio_band_name: (inputs: Ui_Studio_Band_NameInputs) => LocalizedString;
export const ui_studio_band_pct: (inputs: Ui_Studio_Band_PctInputs) => LocalizedString;
export const ui_studio_band_pct_col: (inputs: Ui_Studio_Band_Pct_ColInputs) => LocalizedString;
export const ui_studio_band_remove: (inputs: Ui_Studio_Band_RemoveInputs) => LocalizedString;
export const ui_studio_c_any: (inputs: Ui_Studio_C_AnyInputs) => LocalizedString;
export const ui_studio_c_either: (inputs: Ui_Studio_C_EitherInputs) => LocalizedString;
export const ui_studio_c_exactly: (inputs: Ui_Studio_C_ExactlyInputs) => LocalizedString;
export const ui_studio_c_highest: (inputs: Ui_Studio_C_HighestInputs) => LocalizedString;
export const ui_studio_c_lowest: (inputs: Ui_Studio_C_LowestInputs) => LocalizedString;
export const ui_studio_c_no: (inputs: Ui_Studio_C_NoInputs) => LocalizedString;
export const ui_studio_c_point_mode: (inputs: Ui_Studio_C_Point_ModeInputs) => LocalizedString;
export const ui_studio_c_range: (inputs: Ui_Studio_C_RangeInputs) => LocalizedString;
export const ui_studio_c_yes: (inputs: Ui_Studio_C_YesInputs) => LocalizedString;
export const ui_studio_odds_pays: (inputs: Ui_Studio_Odds_PaysInputs) => LocalizedString;
export const ui_studio_odds_pays_error: (inputs: Ui_Studio_Odds_Pays_ErrorInputs) => LocalizedString;
export const ui_studio_odds_pays_label: (inputs: Ui_Studio_Odds_Pays_LabelInputs) => LocalizedString;
export const ui_studio_odds_to: (inputs: Ui_Studio_Odds_ToInputs) => LocalizedString;
export const ui_studio_odds_to_error: (inputs: Ui_Studio_Odds_To_ErrorInputs) => LocalizedString;
export const ui_studio_odds_to_label: (inputs: Ui_Studio_Odds_To_LabelInputs) => LocalizedString;
export const ui_studio_targets_accuracy: (inputs: Ui_Studio_Targets_AccuracyInputs) => LocalizedString;
export const ui_studio_targets_accuracy_of: (inputs: Ui_Studio_Targets_Accuracy_OfInputs) => LocalizedString;
export const ui_studio_targets_pace: (inputs: Ui_Studio_Targets_PaceInputs) => LocalizedString;
export const ui_studio_targets_pace_of: (inputs: Ui_Studio_Targets_Pace_OfInputs) => LocalizedString;
export const ui_studio_targets_required: (inputs: Ui_Studio_Targets_RequiredInputs) => LocalizedString;
export const ui_studio_targets_required_of: (inputs: Ui_Studio_Targets_Required_OfInputs) => LocalizedString;
export const ui_studio_targets_seconds: (inputs: Ui_Studio_Targets_SecondsInputs) => LocalizedString;
export const ui_studio_targets_skill: (inputs: Ui_Studio_Targets_SkillInputs) => LocalizedString;
export const ui_sum_accuracy: (inputs: Ui_Sum_AccuracyInputs) => LocalizedString;
export const ui_sum_assessment: (inputs: Ui_Sum_AssessmentInputs) => LocalizedString;
export const ui_sum_kind_question: (inputs: Ui_Sum_Kind_QuestionInputs) => LocalizedString;
export const ui_sum_median: (inputs: Ui_Sum_MedianInputs) => LocalizedString;
export const ui_sum_median_head: (inputs: Ui_Sum_Median_HeadInputs) => LocalizedString;
export const ui_sum_mistakes: (inputs: Ui_Sum_MistakesInputs) => LocalizedString;
export const ui_sum_next: (inputs: Ui_Sum_NextInputs) => LocalizedString;
export const ui_sum_not_passed: (inputs: Ui_Sum_Not_PassedInputs) => LocalizedString;
export const ui_sum_not_yet: (inputs: Ui_Sum_Not_YetInputs) => LocalizedString;
export const ui_sum_pass: (inputs: Ui_Sum_PassInputs) => LocalizedString;
export const ui_sum_pass_mark: (inputs: Ui_Sum_Pass_MarkInputs) => LocalizedString;
export const ui_sum_passed: (inputs: Ui_Sum_PassedInputs) => LocalizedString;
export const ui_sum_result: (inputs: Ui_Sum_ResultInputs) => LocalizedString;
export const ui_sum_right: (inputs: Ui_Sum_RightInputs) => LocalizedString;
export const ui_sum_skill: (inputs: Ui_Sum_SkillInputs) => LocalizedString;
export const ui_sum_skills: (inputs: Ui_Sum_SkillsInputs) => LocalizedString;
export const ui_sum_too_slow: (inputs: Ui_Sum_Too_SlowInputs) => LocalizedString;
export const ui_sum_too_slow_all: (inputs: Ui_Sum_Too_Slow_AllInputs) => LocalizedString;
export const ui_tbl_bet_aria: (inputs: Ui_Tbl_Bet_AriaInputs) => LocalizedString;
export const ui_tbl_discard: (inputs: Ui_Tbl_DiscardInputs) => LocalizedString;
export const ui_tbl_label: (inputs: Ui_Tbl_LabelInputs) => LocalizedString;
export const ui_tbl_pile: (inputs: Ui_Tbl_PileInputs) => LocalizedString;
export const ui_tbl_seat: (inputs: Ui_Tbl_SeatInputs) => LocalizedString;
export const ui_tbl_seat_seated: (inputs: Ui_Tbl_Seat_SeatedInputs) => LocalizedString;
export const ui_tbl_seats: (inputs: Ui_Tbl_SeatsInputs) => LocalizedString;
export const ui_tbl_shoe: (inputs: Ui_Tbl_ShoeInputs) => LocalizedString;
export const ui_tbl_status_left: (inputs: Ui_Tbl_Status_LeftInputs) => LocalizedString;
export const ui_tbl_status_paid: (inputs: Ui_Tbl_Status_PaidInputs) => LocalizedString;
export const ui_tbl_status_taken: (inputs: Ui_Tbl_Status_TakenInputs) => LocalizedString;
export const ui_tr_add: (inputs: Ui_Tr_AddInputs) => LocalizedString;
export const ui_tr_intro: (inputs: Ui_Tr_IntroInputs) => LocalizedString;
export const ui_tr_later: (inputs: Ui_Tr_LaterInputs) => LocalizedString;
export const ui_tr_list: (inputs: Ui_Tr_ListInputs) => LocalizedString;
export const ui_tr_name: (inputs: Ui_Tr_NameInputs) => LocalizedString;
export const ui_tr_number: (inputs: Ui_Tr_NumberInputs) => LocalizedString;
export const ui_tr_title: (inputs: Ui_Tr_TitleInputs) => LocalizedString;
export const ui_trainer_change_passcode: (inputs: Ui_Trainer_Change_PasscodeInputs) => LocalizedString;
export const ui_trainer_forgot: (inputs: Ui_Trainer_ForgotInputs) => LocalizedString;
export const ui_trainer_lock: (inputs: Ui_Trainer_LockInputs) => LocalizedString;
export const ui_trainer_title: (inputs: Ui_Trainer_TitleInputs) => LocalizedString;
export const ui_trainer_verify: (inputs: Ui_Trainer_VerifyInputs) => LocalizedString;
export const ui_trainer_weak_passcode: (inputs: Ui_Trainer_Weak_PasscodeInputs) => LocalizedString;
export const ui_trainer_xapi_placeholder: (inputs: Ui_Trainer_Xapi_PlaceholderInputs) => LocalizedString;
export const ui_tray_add: (inputs: Ui_Tray_AddInputs) => LocalizedString;
export const ui_tray_add_key: (inputs: Ui_Tray_Add_KeyInputs) => LocalizedString;
export const ui_tray_clear: (inputs: Ui_Tray_ClearInputs) => LocalizedString;
export const ui_tray_label: (inputs: Ui_Tray_LabelInputs) => LocalizedString;
export const ui_tray_remove: (inputs: Ui_Tray_RemoveInputs) => LocalizedString;
export const ui_tray_remove_aria: (inputs: Ui_Tray_Remove_AriaInputs) => LocalizedString;
export const ui_tray_remove_title: (inputs: Ui_Tray_Remove_TitleInputs) => LocalizedString;
export const ui_wel_intro: (inputs: Ui_Wel_IntroInputs) => LocalizedString;
export const ui_wel_name: (inputs: Ui_Wel_NameInputs) => LocalizedString;
export const ui_wel_small: (inputs: Ui_Wel_SmallInputs) => LocalizedString;
export const ui_wel_start: (inputs: Ui_Wel_StartInputs) => LocalizedString;
export const ui_wel_title: (inputs: Ui_Wel_TitleInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Adaptive_DescriptionInputs = {};
export type Adaptive_Replay_DescriptionInputs = {};
export type Adaptive_Replay_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Adaptive_TitleInputs = {};
export type Audition_NearlyInputs = {};
export type Audition_Not_YetInputs = {};
export type Audition_ReadyInputs = {};
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
export type Builtin_Dash_SkillInputs = {
    skill: NonNullable<unknown>;
};
export type Builtin_Desc_AssessmentInputs = {};
export type Builtin_Desc_Assessment_BoxInputs = {};
export type Builtin_Desc_AuditionInputs = {
    ready: NonNullable<unknown>;
    nearly: NonNullable<unknown>;
};
export type Builtin_Desc_Coup_CallsInputs = {};
export type Builtin_Desc_First_DrillInputs = {};
export type Builtin_Desc_Nine_SeatsInputs = {};
export type Builtin_Desc_Pace_LabInputs = {
    target: NonNullable<unknown>;
};
export type Builtin_Desc_Procedures_DeltinInputs = {};
export type Builtin_Desc_Procedures_DragonInputs = {};
export type Builtin_Desc_Procedures_FederalInputs = {};
export type Builtin_Desc_Procedures_GuideInputs = {};
export type Builtin_Desc_Procedures_TasmaniaInputs = {};
export type Builtin_Desc_SettlementInputs = {};
export type Builtin_Desc_Settlement_BoxInputs = {};
export type Builtin_Desc_Settlement_CommissionInputs = {};
export type Builtin_House_Casino_GuideInputs = {};
export type Builtin_House_DeltinInputs = {};
export type Builtin_House_DragonInputs = {};
export type Builtin_House_FederalInputs = {};
export type Builtin_House_TasmaniaInputs = {};
export type Builtin_Mock_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Builtin_Profile_Casino_Guide_DescriptionInputs = {};
export type Builtin_Profile_Deltin_DescriptionInputs = {};
export type Builtin_Profile_Deltin_NameInputs = {};
export type Builtin_Profile_Dragon_DescriptionInputs = {};
export type Builtin_Profile_Tasmania_NameInputs = {};
export type Builtin_Set_AssessmentInputs = {};
export type Builtin_Set_AuditionInputs = {};
export type Builtin_Set_Commission_BoxInputs = {};
export type Builtin_Set_Coup_CallsInputs = {};
export type Builtin_Set_First_DrillInputs = {};
export type Builtin_Set_Nine_SeatsInputs = {};
export type Builtin_Set_Pace_LabInputs = {};
export type Builtin_Set_ProceduresInputs = {};
export type Builtin_Set_SettlementInputs = {};
export type Builtin_Set_TitleInputs = {
    house: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
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
export type Case24_Area_CardsInputs = {};
export type Case24_Area_CompetitionInputs = {};
export type Case24_Area_Competition_SessionInputs = {};
export type Case24_Area_CutInputs = {};
export type Case24_Area_LimitsInputs = {};
export type Case24_Area_Secret_WagersInputs = {};
export type Case24_Area_Side_BetsInputs = {};
export type Case24_Area_SqueezeInputs = {};
export type Case24_Area_WagersInputs = {};
export type Case24_Irr_VariantInputs = {
    label: NonNullable<unknown>;
    variant: NonNullable<unknown>;
};
export type Case24_Tag_BurnInputs = {};
export type Case24_Tag_Cards_ReplacedInputs = {};
export type Case24_Tag_Commission_BoxInputs = {};
export type Case24_Tag_Commission_ExactInputs = {};
export type Case24_Tag_Commission_OwedInputs = {};
export type Case24_Tag_Commission_SingleInputs = {};
export type Case24_Tag_Commission_UpInputs = {};
export type Case24_Tag_Comp_AbsentInputs = {};
export type Case24_Tag_Comp_Absent_CashInputs = {};
export type Case24_Tag_Comp_All_EliminatedInputs = {};
export type Case24_Tag_Comp_Cards_DealerInputs = {};
export type Case24_Tag_Comp_Cards_EqualInputs = {};
export type Case24_Tag_Comp_Cards_HighestInputs = {};
export type Case24_Tag_Comp_Cards_Not_ExposedInputs = {};
export type Case24_Tag_Comp_Cards_Wrong_PlayerInputs = {};
export type Case24_Tag_Comp_Chips_ConcealedInputs = {};
export type Case24_Tag_Comp_Chips_In_ViewInputs = {};
export type Case24_Tag_Comp_EliminatedInputs = {};
export type Case24_Tag_Comp_Eliminated_LiveInputs = {};
export type Case24_Tag_Comp_IndicatorInputs = {};
export type Case24_Tag_Comp_LateInputs = {};
export type Case24_Tag_Comp_Late_CashInputs = {};
export type Case24_Tag_Comp_No_AlterInputs = {};
export type Case24_Tag_Comp_Out_Of_SequenceInputs = {};
export type Case24_Tag_Comp_Play_OffInputs = {};
export type Case24_Tag_Comp_Shared_PrizeInputs = {};
export type Case24_Tag_Comp_Tie_ChangeInputs = {};
export type Case24_Tag_Comp_Top_UpInputs = {};
export type Case24_Tag_Comp_Wager_TimeInputs = {};
export type Case24_Tag_Comp_Wagers_BothInputs = {};
export type Case24_Tag_Comp_Wagers_OkInputs = {};
export type Case24_Tag_Comp_Wagers_OverInputs = {};
export type Case24_Tag_Comp_Wagers_PositionInputs = {};
export type Case24_Tag_Comp_Wagers_Tie_OnlyInputs = {};
export type Case24_Tag_Comp_Wagers_UnderInputs = {};
export type Case24_Tag_Comp_Wagers_UnitsInputs = {};
export type Case24_Tag_Comp_WinnerInputs = {};
export type Case24_Tag_Comp_Winner_LevelInputs = {};
export type Case24_Tag_Cut_InvalidInputs = {};
export type Case24_Tag_Cut_Offer_FirstInputs = {};
export type Case24_Tag_Cut_Offer_NextInputs = {};
export type Case24_Tag_Cut_ValidInputs = {};
export type Case24_Tag_Deltin_Tie_ChangeInputs = {};
export type Case24_Tag_Dragon_No_MainInputs = {};
export type Case24_Tag_Dragon_With_MainInputs = {};
export type Case24_Tag_Federal_NoticeInputs = {};
export type Case24_Tag_Late_Wager_BeforeInputs = {};
export type Case24_Tag_Late_Wager_IncreaseInputs = {};
export type Case24_Tag_Late_Wager_MakeInputs = {};
export type Case24_Tag_Late_Wager_WithdrawInputs = {};
export type Case24_Tag_Limit_Change_ConsentInputs = {};
export type Case24_Tag_Limit_Change_NoticeInputs = {};
export type Case24_Tag_Limit_MultiplesInputs = {};
export type Case24_Tag_Limit_Multiples_NoticeInputs = {};
export type Case24_Tag_Limit_OverInputs = {};
export type Case24_Tag_Limit_Pro_RataInputs = {};
export type Case24_Tag_Limit_Under_FirstInputs = {};
export type Case24_Tag_Limit_Under_ReturnedInputs = {};
export type Case24_Tag_MarkerInputs = {};
export type Case24_Tag_No_TouchInputs = {};
export type Case24_Tag_Partnership_OverInputs = {};
export type Case24_Tag_Partnership_WithinInputs = {};
export type Case24_Tag_Pp_Only_CoupInputs = {};
export type Case24_Tag_Pp_Wager_FineInputs = {};
export type Case24_Tag_Pp_Wager_LateInputs = {};
export type Case24_Tag_Pp_Wager_No_MainInputs = {};
export type Case24_Tag_Pp_Wager_OverInputs = {};
export type Case24_Tag_Pp_Wager_UnderInputs = {};
export type Case24_Tag_Puck_MoveInputs = {};
export type Case24_Tag_Puck_StartInputs = {};
export type Case24_Tag_Secret_AnnounceInputs = {};
export type Case24_Tag_Secret_ChipsInputs = {};
export type Case24_Tag_Secret_Count_TieInputs = {};
export type Case24_Tag_Secret_ExamineInputs = {};
export type Case24_Tag_Secret_FinalInputs = {};
export type Case24_Tag_Secret_FormInputs = {};
export type Case24_Tag_Secret_Hand_OverInputs = {};
export type Case24_Tag_Secret_NoneInputs = {};
export type Case24_Tag_Secret_OverInputs = {};
export type Case24_Tag_Secret_Request_In_TimeInputs = {};
export type Case24_Tag_Secret_Request_LateInputs = {};
export type Case24_Tag_Secret_TotalInputs = {};
export type Case24_Tag_Secret_UnderInputs = {};
export type Case24_Tag_Settle_BankerInputs = {};
export type Case24_Tag_Settle_Commission_BoxInputs = {};
export type Case24_Tag_Settle_PlayerInputs = {};
export type Case24_Tag_Settle_Side_BetsInputs = {};
export type Case24_Tag_Settle_TableInputs = {};
export type Case24_Tag_Settle_TieInputs = {};
export type Case24_Tag_Squeeze_DiscsInputs = {};
export type Case24_Tag_Squeeze_EqualInputs = {};
export type Case24_Tag_Squeeze_HighestInputs = {};
export type Case24_Tag_Squeeze_InformedInputs = {};
export type Case24_Tag_Squeeze_NobodyInputs = {};
export type Case24_Tag_Squeeze_One_SetInputs = {};
export type Case24_Tag_Squeeze_RefusedInputs = {};
export type Case24_Tag_Squeeze_StandingInputs = {};
export type Case24_Tag_Standing_AllowedInputs = {};
export type Case24_Tag_Standing_Too_ManyInputs = {};
export type Case24_Tag_Wager_CashInputs = {};
export type Case24_Tag_Wager_ChipsInputs = {};
export type Case24_Topic_Absent_PlayerInputs = {};
export type Case24_Topic_All_EliminatedInputs = {};
export type Case24_Topic_BurnInputs = {};
export type Case24_Topic_Cards_ReplacedInputs = {};
export type Case24_Topic_Chips_In_ViewInputs = {};
export type Case24_Topic_Chips_OnlyInputs = {};
export type Case24_Topic_Comp_CardsInputs = {};
export type Case24_Topic_Comp_Cards_IrregularInputs = {};
export type Case24_Topic_Cut_OfferInputs = {};
export type Case24_Topic_Cut_ValidInputs = {};
export type Case24_Topic_Deltin_TieInputs = {};
export type Case24_Topic_Dragon_MainInputs = {};
export type Case24_Topic_EliminatedInputs = {};
export type Case24_Topic_Federal_NoticeInputs = {};
export type Case24_Topic_IndicatorInputs = {};
export type Case24_Topic_Late_PlayerInputs = {};
export type Case24_Topic_Limit_ChangeInputs = {};
export type Case24_Topic_MarkerInputs = {};
export type Case24_Topic_MultiplesInputs = {};
export type Case24_Topic_No_More_BetsInputs = {};
export type Case24_Topic_No_TouchInputs = {};
export type Case24_Topic_Over_MaximumInputs = {};
export type Case24_Topic_PartnershipInputs = {};
export type Case24_Topic_Play_OffInputs = {};
export type Case24_Topic_Pp_Only_CoupInputs = {};
export type Case24_Topic_Pp_WagerInputs = {};
export type Case24_Topic_Pro_RataInputs = {};
export type Case24_Topic_PuckInputs = {};
export type Case24_Topic_Seat_WagersInputs = {};
export type Case24_Topic_Secret_CountInputs = {};
export type Case24_Topic_Secret_ProcedureInputs = {};
export type Case24_Topic_Secret_WagerInputs = {};
export type Case24_Topic_Session_WinnerInputs = {};
export type Case24_Topic_Shared_PrizeInputs = {};
export type Case24_Topic_SqueezeInputs = {};
export type Case24_Topic_Squeeze_DiscsInputs = {};
export type Case24_Topic_Squeeze_InformedInputs = {};
export type Case24_Topic_Squeeze_One_SetInputs = {};
export type Case24_Topic_Squeeze_StandingInputs = {};
export type Case24_Topic_Standing_PlayersInputs = {};
export type Case24_Topic_Tie_ChangeInputs = {};
export type Case24_Topic_Top_UpInputs = {};
export type Case24_Topic_Under_MinimumInputs = {};
export type Case24_Topic_Wager_TimeInputs = {};
export type Case24_Variant_HandsInputs = {};
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
export type Chips_Colour_Up_CallInputs = {};
export type Chips_Colour_Up_Call_AnswerInputs = {};
export type Chips_Count_OfInputs = {
    count: NonNullable<unknown>;
    chip: NonNullable<unknown>;
};
export type Chips_Field_Hide_AmountsInputs = {};
export type Chips_Field_Hide_Amounts_HelpInputs = {};
export type Chips_Field_TopicsInputs = {};
export type Chips_Label_ChangeInputs = {};
export type Chips_Label_ExchangeInputs = {};
export type Chips_Label_PaymentInputs = {};
export type Chips_Label_The_BetInputs = {};
export type Chips_Label_WorthInputs = {};
export type Chips_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Chips_Mark_AmountInputs = {
    total: NonNullable<unknown>;
    chips: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Chips_Mark_Not_AskedInputs = {
    asked: NonNullable<unknown>;
    given: NonNullable<unknown>;
};
export type Chips_MoneyInputs = {
    sign: NonNullable<unknown>;
    symbol: NonNullable<unknown>;
    whole: NonNullable<unknown>;
    fraction: NonNullable<unknown>;
};
export type Chips_NoneInputs = {};
export type Chips_Opt_Count_Into_TrayInputs = {};
export type Chips_Opt_Exchange_At_OnceInputs = {};
export type Chips_Opt_Send_To_CashierInputs = {};
export type Chips_Pay_Amount_WrongInputs = {
    paid: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Chips_Pay_No_Such_ChipInputs = {
    chip: NonNullable<unknown>;
};
export type Chips_Pay_Not_ColoursInputs = {
    colours: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
export type Chips_Pay_Not_FewestInputs = {
    count: NonNullable<unknown>;
    fewest: NonNullable<unknown>;
    chips: NonNullable<unknown>;
};
export type Chips_Pay_Over_CapInputs = {
    count: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Chips_Pays_At_MostInputs = {
    max: NonNullable<unknown>;
};
export type Chips_Pays_FewestInputs = {};
export type Chips_Pays_Wager_ColoursInputs = {};
export type Chips_Q_Colour_DownInputs = {
    seat: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    into: NonNullable<unknown>;
};
export type Chips_Q_Colour_UpInputs = {
    seat: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Chips_Q_Colour_Up_FirstInputs = {
    seat: NonNullable<unknown>;
    chips: NonNullable<unknown>;
};
export type Chips_Q_Commission_ChipsInputs = {
    seat: NonNullable<unknown>;
    owed: NonNullable<unknown>;
    count: NonNullable<unknown>;
    chip: NonNullable<unknown>;
};
export type Chips_Q_Commission_One_ChipInputs = {
    seat: NonNullable<unknown>;
    owed: NonNullable<unknown>;
    chip: NonNullable<unknown>;
};
export type Chips_Q_CutInputs = {
    count: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    full: NonNullable<unknown>;
};
export type Chips_Q_Cut_ValueInputs = {
    count: NonNullable<unknown>;
    chip: NonNullable<unknown>;
};
export type Chips_Q_PayInputs = {
    payment: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Chips_Q_Read_BetInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Chips_Stacks_ManyInputs = {
    stacks: NonNullable<unknown>;
    full: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Chips_Stacks_OneInputs = {
    stacks: NonNullable<unknown>;
    full: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Chips_Topic_Colour_DownInputs = {};
export type Chips_Topic_Colour_UpInputs = {};
export type Chips_Topic_CommissionInputs = {};
export type Chips_Topic_CutInputs = {};
export type Chips_Topic_PayInputs = {};
export type Chips_Topic_Read_BetInputs = {};
export type Chips_W_Colour_DownInputs = {
    chip: NonNullable<unknown>;
    into: NonNullable<unknown>;
    change: NonNullable<unknown>;
};
export type Chips_W_Colour_UpInputs = {
    chips: NonNullable<unknown>;
    total: NonNullable<unknown>;
    up: NonNullable<unknown>;
};
export type Chips_W_Colour_Up_FirstInputs = {};
export type Chips_W_CommissionInputs = {
    chip: NonNullable<unknown>;
    owed: NonNullable<unknown>;
    change: NonNullable<unknown>;
    chips: NonNullable<unknown>;
};
export type Chips_W_CutInputs = {
    count: NonNullable<unknown>;
    stacks: NonNullable<unknown>;
    full: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Chips_W_Cut_ValueInputs = {
    stacks: NonNullable<unknown>;
    full: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    stacksValue: NonNullable<unknown>;
    rest: NonNullable<unknown>;
    restValue: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Chips_W_PayInputs = {
    amount: NonNullable<unknown>;
    chips: NonNullable<unknown>;
};
export type Chips_W_Read_BetInputs = {
    chips: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Cite_Casino_Banker_Wins_CommissionInputs = {};
export type Cite_Casino_Closest_WinsInputs = {};
export type Cite_Casino_Main_PushInputs = {};
export type Cite_Casino_Paid_EvenInputs = {};
export type Cite_Casino_Tie_LosesInputs = {};
export type Cite_Casino_Tie_WinsInputs = {};
export type Cite_Chip_HandlingInputs = {};
export type Cite_Commission_BoxInputs = {};
export type Cite_Deltin_Banker_PairInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Cite_Deltin_Banker_Wins_EvenInputs = {};
export type Cite_Deltin_Banker_Wins_Six_HalfInputs = {};
export type Cite_Deltin_Higher_WinsInputs = {};
export type Cite_Deltin_Main_PushInputs = {};
export type Cite_Deltin_Player_PairInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Cite_Deltin_Player_WinsInputs = {};
export type Cite_Deltin_Super_SixInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Cite_Deltin_Tie_LosesInputs = {};
export type Cite_Deltin_Tie_WinsInputs = {};
export type Cite_Dragon_Banker_Wins_CommissionInputs = {};
export type Cite_Dragon_Closest_WinsInputs = {};
export type Cite_Dragon_GuideInputs = {};
export type Cite_Dragon_Main_PushInputs = {};
export type Cite_Dragon_Pay_TableInputs = {};
export type Cite_Dragon_Player_WinsInputs = {};
export type Cite_Dragon_Tie_LosesInputs = {};
export type Cite_Dragon_Tie_WinsInputs = {};
export type Cite_House_BankerInputs = {
    house: NonNullable<unknown>;
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Cite_House_OrderInputs = {
    order: NonNullable<unknown>;
};
export type Cite_House_Order_Losers_FirstInputs = {
    start: NonNullable<unknown>;
};
export type Cite_House_Order_Main_FirstInputs = {
    start: NonNullable<unknown>;
};
export type Cite_House_Practice_All_RefusedInputs = {};
export type Cite_House_Practice_No_WagerInputs = {};
export type Cite_House_ProcedureInputs = {};
export type Cite_House_Settlement_OrderInputs = {};
export type Cite_House_TieInputs = {
    house: NonNullable<unknown>;
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Cli24_Bet_Amount_Too_LargeInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    odds: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Cli24_Bet_Amount_WholeInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Cli24_Bet_NInputs = {
    n: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Cli24_Bet_Not_OfferedInputs = {
    bet: NonNullable<unknown>;
    house: NonNullable<unknown>;
    bets: NonNullable<unknown>;
};
export type Cli24_Bet_Unknown_NameInputs = {
    name: NonNullable<unknown>;
};
export type Cli24_Bets_JsonInputs = {
    detail: NonNullable<unknown>;
};
export type Cli24_Bets_ShapeInputs = {
    example: NonNullable<unknown>;
    issues: NonNullable<unknown>;
};
export type Cli24_Card_NInputs = {
    n: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Cli24_Card_N_Not_CardInputs = {
    n: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Cli24_Cards_RequiredInputs = {};
export type Cli24_Db_UnreadableInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Cli24_Decks_ProfileInputs = {
    problem: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Cli24_Decks_WholeInputs = {
    value: NonNullable<unknown>;
};
export type Cli24_File_Cannot_OpenInputs = {
    code: NonNullable<unknown>;
};
export type Cli24_File_Cannot_ReadInputs = {
    code: NonNullable<unknown>;
};
export type Cli24_File_Kind_DeviceInputs = {};
export type Cli24_File_Kind_FolderInputs = {};
export type Cli24_File_Kind_OtherInputs = {};
export type Cli24_File_Kind_PipeInputs = {};
export type Cli24_File_Kind_SocketInputs = {};
export type Cli24_File_Not_A_FileInputs = {
    kind: NonNullable<unknown>;
};
export type Cli24_File_OverInputs = {
    max: NonNullable<unknown>;
};
export type Cli24_File_SizeInputs = {
    size: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Cli24_Flag_RequiredInputs = {
    name: NonNullable<unknown>;
};
export type Cli24_Help_AnalyzeInputs = {};
export type Cli24_Help_Clause_EndInputs = {
    text: NonNullable<unknown>;
};
export type Cli24_Help_CoupInputs = {};
export type Cli24_Help_DrillsInputs = {};
export type Cli24_Help_LangInputs = {
    list: NonNullable<unknown>;
};
export type Cli24_Help_LineInputs = {
    what: NonNullable<unknown>;
    flags: NonNullable<unknown>;
};
export type Cli24_Help_ProfilesInputs = {};
export type Cli24_Help_ScoreInputs = {};
export type Cli24_Help_SimulateInputs = {};
export type Cli24_Help_UsageInputs = {
    command: NonNullable<unknown>;
};
export type Cli24_Help_VerifyInputs = {};
export type Cli24_Help_Verify_ExitInputs = {};
export type Cli24_Help_Verify_Trust_1Inputs = {};
export type Cli24_Help_Verify_Trust_2Inputs = {};
export type Cli24_Json_Cut_ShortInputs = {};
export type Cli24_Json_EmptyInputs = {};
export type Cli24_Json_Fault_AtInputs = {
    line: NonNullable<unknown>;
    column: NonNullable<unknown>;
};
export type Cli24_Json_InvalidInputs = {
    what: NonNullable<unknown>;
};
export type Cli24_Json_Not_TextInputs = {};
export type Cli24_Key_Not_Ed25519Inputs = {
    type: NonNullable<unknown>;
};
export type Cli24_Key_Not_PemInputs = {
    detail: NonNullable<unknown>;
};
export type Cli24_Needs_ValueInputs = {
    name: NonNullable<unknown>;
};
export type Cli24_No_DatabaseInputs = {
    path: NonNullable<unknown>;
};
export type Cli24_No_Key_StoreInputs = {
    path: NonNullable<unknown>;
};
export type Cli24_No_OptionsInputs = {
    args: NonNullable<unknown>;
};
export type Cli24_No_Trust_ListInputs = {
    path: NonNullable<unknown>;
};
export type Cli24_Not_A_CardInputs = {
    text: NonNullable<unknown>;
};
export type Cli24_Not_Enough_CardsInputs = {
    given: NonNullable<unknown>;
};
export type Cli24_Older_DatabaseInputs = {
    path: NonNullable<unknown>;
};
export type Cli24_One_ReportInputs = {
    usage: NonNullable<unknown>;
};
export type Cli24_Passcode_ArgvInputs = {
    arg: NonNullable<unknown>;
};
export type Cli24_Passcode_InterruptedInputs = {};
export type Cli24_Passcode_NoneInputs = {};
export type Cli24_Passcode_PromptInputs = {};
export type Cli24_Passcode_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Cli24_Pem_UnreadableInputs = {};
export type Cli24_Profile_FileInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Cli24_Profile_RequiredInputs = {
    ids: NonNullable<unknown>;
};
export type Cli24_Responses_GapInputs = {
    step: NonNullable<unknown>;
    item: NonNullable<unknown>;
};
export type Cli24_Responses_No_StepInputs = {
    step: NonNullable<unknown>;
    item: NonNullable<unknown>;
};
export type Cli24_Responses_ReadInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Cli24_Responses_RequiredInputs = {};
export type Cli24_Responses_TwiceInputs = {
    step: NonNullable<unknown>;
    item: NonNullable<unknown>;
};
export type Cli24_Seed_RequiredInputs = {};
export type Cli24_SeedingInputs = {
    list: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli24_Spec_RequiredInputs = {};
export type Cli24_Stake_WholeInputs = {
    value: NonNullable<unknown>;
};
export type Cli24_Trust_HowInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Cli24_Trust_How_PasscodeInputs = {
    fingerprint: NonNullable<unknown>;
};
export type Cli24_Unexpected_ArgumentInputs = {
    arg: NonNullable<unknown>;
};
export type Cli24_Unknown_CommandInputs = {
    name: NonNullable<unknown>;
};
export type Cli24_Unknown_OptionInputs = {
    name: NonNullable<unknown>;
    options: NonNullable<unknown>;
};
export type Cli24_Unknown_ProfileInputs = {
    value: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Cli24_Whole_NumberInputs = {
    name: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Cli24_Wrong_PasscodeInputs = {};
export type Cli_Db_Unreadable_WordsInputs = {};
export type Commission_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Commission_CommaInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Commission_LabelInputs = {};
export type Commission_Label_BoxInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_Label_OwesInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_Label_Seat_PaysInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Commission_New_ShoeInputs = {};
export type Commission_OfInputs = {
    rate: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Commission_Owed_MarksInputs = {
    workings: NonNullable<unknown>;
    marks: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
export type Commission_Owed_TotalInputs = {
    stakes: NonNullable<unknown>;
    total: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
export type Commission_PlusInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Commission_Q_CoupInputs = {
    coup: NonNullable<unknown>;
    count: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Commission_Q_Last_CoupInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_Q_LeavingInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_Q_Shoe_FinishedInputs = {
    seat: NonNullable<unknown>;
};
export type Commission_Q_Single_BoxInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
};
export type Commission_Q_Single_DeductedInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
};
export type Commission_Raw_FractionInputs = {
    amount: NonNullable<unknown>;
};
export type Commission_RoundedInputs = {
    rate: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    raw: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Commission_Rounded_MarkInputs = {
    rate: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    raw: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Commission_Situation_OwedInputs = {
    seat: NonNullable<unknown>;
    wins: NonNullable<unknown>;
};
export type Commission_TotalInputs = {
    rate: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    raw: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
};
export type Commission_Total_MarkedInputs = {
    rate: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    raw: NonNullable<unknown>;
    mark: NonNullable<unknown>;
    rounding: NonNullable<unknown>;
};
export type Commission_W_Box_Banker_LostInputs = {
    total: NonNullable<unknown>;
};
export type Commission_W_Box_PlayerInputs = {
    total: NonNullable<unknown>;
};
export type Commission_W_Box_WinInputs = {
    working: NonNullable<unknown>;
    before: NonNullable<unknown>;
    commission: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Commission_W_Owed_LeavingInputs = {
    working: NonNullable<unknown>;
};
export type Commission_W_Owed_ShoeInputs = {
    working: NonNullable<unknown>;
};
export type Commission_W_Shoe_EndInputs = {
    working: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    owed: NonNullable<unknown>;
};
export type Constraint_Banker_PointInputs = {};
export type Constraint_Banker_Third_CardInputs = {};
export type Constraint_Commission_BoxInputs = {};
export type Constraint_Commission_CoupsInputs = {};
export type Constraint_Commission_ModeInputs = {};
export type Constraint_Commission_OwedInputs = {};
export type Constraint_Commission_SingleInputs = {};
export type Constraint_Final_Point_HelpInputs = {};
export type Constraint_NaturalInputs = {};
export type Constraint_Odd_StakesInputs = {};
export type Constraint_Odd_Stakes_HelpInputs = {};
export type Constraint_Payout_BetsInputs = {};
export type Constraint_Payout_Bets_HelpInputs = {};
export type Constraint_Payout_DetailInputs = {};
export type Constraint_Payout_Detail_HelpInputs = {};
export type Constraint_Payout_LosesInputs = {};
export type Constraint_Payout_OutcomeInputs = {};
export type Constraint_Payout_PushInputs = {};
export type Constraint_Payout_StakeInputs = {};
export type Constraint_Payout_Stake_HelpInputs = {};
export type Constraint_Payout_WinsInputs = {};
export type Constraint_Player_PointInputs = {};
export type Constraint_Player_Third_CardInputs = {};
export type Constraint_Settle_SeatsInputs = {};
export type Constraint_Settle_Side_BetsInputs = {};
export type Constraint_Who_WinsInputs = {};
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
export type Coup_Banker_Low_WorkingInputs = {
    banker: NonNullable<unknown>;
};
export type Coup_Banker_Seven_WorkingInputs = {};
export type Coup_Banker_Vs_Card_WorkingInputs = {
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
    value: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    row: NonNullable<unknown>;
};
export type Coup_Banker_Vs_None_WorkingInputs = {
    banker: NonNullable<unknown>;
    decision: NonNullable<unknown>;
    row: NonNullable<unknown>;
};
export type Coup_Decision_DrawInputs = {};
export type Coup_Decision_StandInputs = {};
export type Coup_Hand_BankerInputs = {};
export type Coup_Hand_PlayerInputs = {};
export type Coup_Natural_BankerInputs = {
    point: NonNullable<unknown>;
};
export type Coup_Natural_BothInputs = {};
export type Coup_Natural_PlayerInputs = {
    point: NonNullable<unknown>;
};
export type Coup_Player_Draws_WorkingInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Player_Stands_WorkingInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Point_SumInputs = {
    hand: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    values: NonNullable<unknown>;
    sum: NonNullable<unknown>;
};
export type Coup_Point_Sum_LessInputs = {
    hand: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    values: NonNullable<unknown>;
    sum: NonNullable<unknown>;
    less: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Coup_Points_Working_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Points_Working_NoneInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Q_Banker_No_ThirdInputs = {};
export type Coup_Q_Banker_ThirdInputs = {
    card: NonNullable<unknown>;
};
export type Coup_Q_Call_BothInputs = {};
export type Coup_Q_Call_HandInputs = {};
export type Coup_Q_Player_DrawsInputs = {};
export type Coup_Q_ResultInputs = {};
export type Coup_Result_AnswerInputs = {
    winner: NonNullable<unknown>;
    call: NonNullable<unknown>;
};
export type Coup_Result_Working_TieInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Result_Working_WinInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Coup_Row_3Inputs = {};
export type Coup_Row_4Inputs = {};
export type Coup_Row_5Inputs = {};
export type Coup_Row_6Inputs = {};
export type Coup_Row_NoneInputs = {};
export type Coup_Winner_BankerInputs = {};
export type Coup_Winner_PlayerInputs = {};
export type Coup_Winner_TieInputs = {};
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
export type Dealercheck_AnswerInputs = {
    option: NonNullable<unknown>;
};
export type Dealercheck_CleanInputs = {};
export type Dealercheck_Field_MistakesInputs = {};
export type Dealercheck_Field_PercentInputs = {};
export type Dealercheck_Field_Percent_HelpInputs = {};
export type Dealercheck_LeftInputs = {
    bet: NonNullable<unknown>;
};
export type Dealercheck_Mistake_CommissionInputs = {};
export type Dealercheck_Mistake_Commission_ShortInputs = {};
export type Dealercheck_Mistake_DrawInputs = {};
export type Dealercheck_Mistake_Draw_ShortInputs = {};
export type Dealercheck_Mistake_OrderInputs = {};
export type Dealercheck_Mistake_Order_ShortInputs = {};
export type Dealercheck_Mistake_PaymentInputs = {};
export type Dealercheck_Mistake_Payment_ShortInputs = {};
export type Dealercheck_PaidInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Dealercheck_Paid_MarkedInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Dealercheck_QInputs = {
    steps: NonNullable<unknown>;
};
export type Dealercheck_Seat_BetInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Dealercheck_StepInputs = {
    n: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Dealercheck_StepsInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Dealercheck_TookInputs = {
    bet: NonNullable<unknown>;
};
export type Dealercheck_W_Banker_None_DrawInputs = {
    point: NonNullable<unknown>;
};
export type Dealercheck_W_Banker_None_StandInputs = {
    point: NonNullable<unknown>;
};
export type Dealercheck_W_Banker_Third_DrawInputs = {
    point: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Dealercheck_W_Banker_Third_StandInputs = {
    point: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Dealercheck_W_CleanInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Dealercheck_W_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Dealercheck_W_OrderInputs = {
    bet: NonNullable<unknown>;
};
export type Dealercheck_W_PaidInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
export type Dealercheck_W_Paid_Both_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    paidCommission: NonNullable<unknown>;
};
export type Dealercheck_W_Paid_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
export type Dealercheck_W_Paid_Wrong_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    paid: NonNullable<unknown>;
    paidCommission: NonNullable<unknown>;
};
export type Dealercheck_W_Player_StoodInputs = {
    point: NonNullable<unknown>;
};
export type Dialog_Choose_Data_FolderInputs = {};
export type Dialog_Export_AuditInputs = {};
export type Dialog_Export_Drill_SetInputs = {};
export type Dialog_Filter_Drill_SetInputs = {};
export type Dialog_Filter_Pdf_ReportInputs = {};
export type Dialog_Filter_Responses_CsvInputs = {};
export type Dialog_Filter_Signed_RecordInputs = {};
export type Dialog_Filter_StaffInputs = {};
export type Dialog_Import_Drill_SetInputs = {};
export type Dialog_Import_StaffInputs = {};
export type Dialog_Save_ReportInputs = {
    format: NonNullable<unknown>;
};
export type Drill_SentencesInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Edge24_Export_In_Data_FolderInputs = {
    file: NonNullable<unknown>;
    folder: NonNullable<unknown>;
};
export type Edge24_Export_Not_Drill_SetInputs = {
    file: NonNullable<unknown>;
};
export type Edge24_Export_Not_FileInputs = {
    file: NonNullable<unknown>;
};
export type Edge24_FarInputs = {
    bet: NonNullable<unknown>;
    pct: NonNullable<unknown>;
    usual: NonNullable<unknown>;
};
export type Edge24_NegativeInputs = {
    bet: NonNullable<unknown>;
    pct: NonNullable<unknown>;
};
export type Edge24_Usual_BankerInputs = {};
export type Edge24_Usual_Dragon_BankerInputs = {};
export type Edge24_Usual_Dragon_PlayerInputs = {};
export type Edge24_Usual_PairInputs = {};
export type Edge24_Usual_Perfect_PairsInputs = {};
export type Edge24_Usual_PlayerInputs = {};
export type Edge24_Usual_Super_SixInputs = {};
export type Edge24_Usual_TieInputs = {};
export type Eng24c_Detail_Coloured_PairInputs = {};
export type Eng24c_Detail_Mixed_PairInputs = {};
export type Eng24c_Detail_No_PairInputs = {};
export type Eng24c_Detail_Pair_Of_2Inputs = {};
export type Eng24c_Detail_Pair_Of_3Inputs = {};
export type Eng24c_Detail_Pair_Of_4Inputs = {};
export type Eng24c_Detail_Pair_Of_5Inputs = {};
export type Eng24c_Detail_Pair_Of_6Inputs = {};
export type Eng24c_Detail_Pair_Of_7Inputs = {};
export type Eng24c_Detail_Pair_Of_8Inputs = {};
export type Eng24c_Detail_Pair_Of_9Inputs = {};
export type Eng24c_Detail_Pair_Of_AInputs = {};
export type Eng24c_Detail_Pair_Of_JInputs = {};
export type Eng24c_Detail_Pair_Of_KInputs = {};
export type Eng24c_Detail_Pair_Of_QInputs = {};
export type Eng24c_Detail_Pair_Of_TInputs = {};
export type Eng24c_Detail_Perfect_PairInputs = {};
export type Eng24c_Invalid_Drill_SetInputs = {
    problems: NonNullable<unknown>;
};
export type Eng24c_Room_Refused_Bad_ValueInputs = {};
export type Eng24c_Room_Refused_CheckInputs = {};
export type Eng24c_Room_Refused_DuplicateInputs = {};
export type Eng24c_Room_Refused_EmptyInputs = {};
export type Eng24c_Room_Refused_MissingInputs = {};
export type Eng24c_Room_Refused_No_RightInputs = {};
export type Eng24c_Room_Refused_OtherInputs = {
    code: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Least_CoupsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Least_MsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_AreasInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_BandsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_CharsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_CoupsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_Ms_10_MinInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_SectionsInputs = {
    n: NonNullable<unknown>;
};
export type Eng24c_Spec_At_Most_YearInputs = {};
export type Eng24c_Spec_Audition_PaceInputs = {};
export type Eng24c_Spec_Be_QuotedInputs = {
    value: NonNullable<unknown>;
};
export type Eng24c_Spec_Coups_NumberInputs = {};
export type Eng24c_Spec_DifficultyInputs = {};
export type Eng24c_Spec_From_0_To_1Inputs = {};
export type Eng24c_Spec_ModeInputs = {};
export type Eng24c_Spec_Ms_Or_NullInputs = {};
export type Eng24c_Spec_Needs_AreaInputs = {};
export type Eng24c_Spec_Needs_BandInputs = {};
export type Eng24c_Spec_Needs_SectionInputs = {};
export type Eng24c_Spec_No_Section_DrillsInputs = {
    kind: NonNullable<unknown>;
};
export type Eng24c_Spec_Not_NegativeInputs = {};
export type Eng24c_Spec_NumberInputs = {};
export type Eng24c_Spec_ObjectInputs = {};
export type Eng24c_Spec_One_OfInputs = {
    values: NonNullable<unknown>;
};
export type Eng24c_Spec_Only_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Eng24c_Spec_PositiveInputs = {};
export type Eng24c_Spec_Profile_KindInputs = {};
export type Eng24c_Spec_Too_Many_ItemsInputs = {
    total: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Eng24c_Spec_True_FalseInputs = {};
export type Eng24c_Spec_Unknown_ProfileInputs = {
    id: NonNullable<unknown>;
    ids: NonNullable<unknown>;
};
export type Eng24c_Spec_WholeInputs = {};
export type Eng24c_Spec_Whole_MinutesInputs = {};
export type Eng24c_Spec_Whole_MsInputs = {};
export type Eng_Session_Skill_SlowInputs = {
    skill: NonNullable<unknown>;
    median: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Eng_Settle_Box_DetailInputs = {
    amount: NonNullable<unknown>;
};
export type Err_Attempt_Cannot_ReplayInputs = {
    problem: NonNullable<unknown>;
};
export type Err_Attempt_Could_Not_WriteInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Err_Attempt_DamagedInputs = {
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Attempt_Export_RunningInputs = {};
export type Err_Attempt_FinishedInputs = {};
export type Err_Attempt_Not_ResumableInputs = {
    problem: NonNullable<unknown>;
};
export type Err_Attempt_Out_Of_StepInputs = {
    item: NonNullable<unknown>;
    step: NonNullable<unknown>;
    currentItem: NonNullable<unknown>;
    currentStep: NonNullable<unknown>;
};
export type Err_Attempt_Replay_No_StepInputs = {
    step: NonNullable<unknown>;
};
export type Err_Attempt_Resume_Abandoned_OnlyInputs = {
    status: NonNullable<unknown>;
};
export type Err_Attempt_Status_AbandonedInputs = {};
export type Err_Attempt_Status_ClosedInputs = {};
export type Err_Attempt_Status_FinishedInputs = {};
export type Err_Attempt_Status_RunningInputs = {};
export type Err_Attempt_Unknown_SeedingInputs = {
    seeding: NonNullable<unknown>;
};
export type Err_Audit_Answers_RemovedInputs = {
    attempt: NonNullable<unknown>;
    removed: NonNullable<unknown>;
    had: NonNullable<unknown>;
};
export type Err_Audit_Attempt_NamedInputs = {
    name: NonNullable<unknown>;
    staffNumber: NonNullable<unknown>;
    when: NonNullable<unknown>;
    setTitle: NonNullable<unknown>;
    attempt: NonNullable<unknown>;
};
export type Err_Audit_Attempt_RemovedInputs = {
    attempt: NonNullable<unknown>;
};
export type Err_Audit_Could_Not_WriteInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Err_Audit_End_CutInputs = {
    attempt: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Err_Audit_End_Cut_OnInputs = {
    attempt: NonNullable<unknown>;
    status: NonNullable<unknown>;
    when: NonNullable<unknown>;
};
export type Err_Audit_End_TamperedInputs = {
    attempt: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Audit_Not_DoneInputs = {
    error: NonNullable<unknown>;
};
export type Err_Audit_Removed_With_LedgerInputs = {
    when: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Audit_Status_ChangedInputs = {
    attempt: NonNullable<unknown>;
    ended: NonNullable<unknown>;
    now: NonNullable<unknown>;
};
export type Err_Engine_App_ClosingInputs = {};
export type Err_Engine_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Err_Engine_No_MistakesInputs = {};
export type Err_Engine_Not_RebuiltInputs = {};
export type Err_Engine_Time_Ran_OutInputs = {};
export type Err_Engine_Too_RareInputs = {
    seconds: NonNullable<unknown>;
};
export type Err_Ipc_No_RuleInputs = {
    channel: NonNullable<unknown>;
};
export type Err_Ipc_RefusedInputs = {};
export type Err_Ipc_UnknownInputs = {
    channel: NonNullable<unknown>;
};
export type Err_Ipc_Went_WrongInputs = {
    channel: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Practical_Attempt_DamagedInputs = {
    id: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Err_Practical_DamagedInputs = {
    revision: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Err_Practical_Not_GradedInputs = {
    id: NonNullable<unknown>;
};
export type Err_Practical_Revision_StaleInputs = {
    from: NonNullable<unknown>;
    current: NonNullable<unknown>;
};
export type Err_Profile_Builtin_FixedInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Builtin_IdInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Call_LanguageInputs = {
    languages: NonNullable<unknown>;
};
export type Err_Profile_Chips_OrderInputs = {};
export type Err_Profile_Commission_EvenInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Err_Profile_Copy_Id_TakenInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Decks_PairsInputs = {
    decks: NonNullable<unknown>;
};
export type Err_Profile_Decks_RangeInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    decks: NonNullable<unknown>;
};
export type Err_Profile_Id_SavedInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Id_ShapeInputs = {};
export type Err_Profile_InvalidInputs = {
    problems: NonNullable<unknown>;
};
export type Err_Profile_JoinInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Err_Profile_Keeps_IdInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Min_Above_MaxInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Err_Profile_No_SavedInputs = {
    id: NonNullable<unknown>;
};
export type Err_Profile_Pace_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Err_Profile_Pace_MinInputs = {
    min: NonNullable<unknown>;
};
export type Err_Profile_Pace_WholeInputs = {};
export type Err_Profile_Pairs_BothInputs = {};
export type Err_Profile_Push_LettersInputs = {};
export type Err_Profile_Push_LongInputs = {
    max: NonNullable<unknown>;
};
export type Err_Profile_Push_WordInputs = {};
export type Err_Profile_Round_OnInputs = {};
export type Err_Profile_Skill_OnceInputs = {};
export type Err_Progress_Asked_TwiceInputs = {};
export type Err_Progress_Could_Not_WriteInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Err_Progress_Due_Not_DrillableInputs = {};
export type Err_Progress_From_After_ToInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Err_Progress_No_ThreadInputs = {
    error: NonNullable<unknown>;
};
export type Err_Progress_No_Weak_CasesInputs = {
    name: NonNullable<unknown>;
};
export type Err_Progress_None_DrillableInputs = {};
export type Err_Progress_Nothing_DueInputs = {};
export type Err_Progress_Thread_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Err_Progress_Thread_OddInputs = {};
export type Err_Progress_Thread_SendInputs = {
    error: NonNullable<unknown>;
};
export type Err_Progress_Thread_SlowInputs = {
    seconds: NonNullable<unknown>;
};
export type Err_Progress_Thread_StoppedInputs = {
    code: NonNullable<unknown>;
};
export type Err_Progress_Thread_UnreadableInputs = {};
export type Err_Room_Db_Not_OpenInputs = {};
export type Err_Room_Db_Not_Open_JoinInputs = {};
export type Err_Room_Enter_PasswordInputs = {};
export type Err_Room_Not_In_RoomInputs = {};
export type Err_Room_Unreadable_HereInputs = {};
export type Err_Seal_Key_UnreadableInputs = {};
export type Err_Seal_Seed_ChangedInputs = {};
export type Err_Seal_Seed_MismatchInputs = {};
export type Err_Seal_Seed_UnreadableInputs = {};
export type Err_Seal_TamperedInputs = {
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Seal_Trainer_OpensInputs = {};
export type Err_Seal_Unlock_FirstInputs = {};
export type Err_Sess_Cannot_ReplayInputs = {
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Sess_DamagedInputs = {
    title: NonNullable<unknown>;
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Sess_Folder_ChangedInputs = {};
export type Err_Sess_Unknown_SeedingInputs = {
    id: NonNullable<unknown>;
    seeding: NonNullable<unknown>;
};
export type Err_Sess_UnreadableInputs = {
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Staff_JoinInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Err_Staff_LineInputs = {
    line: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Staff_Name_EmptyInputs = {};
export type Err_Staff_Name_LongInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Err_Staff_Name_TwiceInputs = {
    name: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Err_Staff_No_TraineeInputs = {};
export type Err_Staff_Not_Utf8Inputs = {};
export type Err_Staff_Nothing_ImportedInputs = {
    lines: NonNullable<unknown>;
};
export type Err_Staff_Number_LongInputs = {
    length: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Err_Staff_Number_TakenInputs = {
    problem: NonNullable<unknown>;
};
export type Err_Staff_Number_TwiceInputs = {
    identifier: NonNullable<unknown>;
    line: NonNullable<unknown>;
};
export type Err_Staff_Too_Many_FieldsInputs = {
    count: NonNullable<unknown>;
};
export type Err_Staff_UnclosedInputs = {};
export type Err_Storage_ClosedInputs = {};
export type Err_Storage_Damaged_JsonInputs = {
    what: NonNullable<unknown>;
};
export type Err_Storage_Deleted_While_RunningInputs = {};
export type Err_Storage_Disk_FullInputs = {};
export type Err_Storage_Dmg_Drill_SetInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Storage_Dmg_Invalid_ProfileInputs = {};
export type Err_Storage_Dmg_Invalid_SetInputs = {};
export type Err_Storage_Dmg_ProfileInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Storage_Dmg_SessionInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Storage_Dmg_Session_AnswerInputs = {};
export type Err_Storage_Dmg_Session_SpecInputs = {};
export type Err_Storage_Dmg_Session_SummaryInputs = {};
export type Err_Storage_Dmg_SettingInputs = {
    name: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Err_Storage_Dmg_Setting_DefaultInputs = {};
export type Err_Storage_Dmg_UnreadableInputs = {};
export type Err_Storage_Folder_MissingInputs = {
    dir: NonNullable<unknown>;
};
export type Err_Storage_In_Use_WriteInputs = {};
export type Err_Storage_Move_AsideInputs = {
    error: NonNullable<unknown>;
};
export type Err_Storage_Newer_AppInputs = {
    version: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
export type Err_Storage_Newer_SchemaInputs = {
    from: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
export type Err_Storage_No_DamagedInputs = {
    kind: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Err_Storage_Not_AvailableInputs = {
    why: NonNullable<unknown>;
};
export type Err_Storage_Not_SavedInputs = {
    problem: NonNullable<unknown>;
};
export type Err_Storage_Open_CorruptInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Storage_Open_LockedInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Storage_Open_MissingInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Storage_Open_StatusInputs = {
    what: NonNullable<unknown>;
    wayOut: NonNullable<unknown>;
};
export type Err_Storage_Open_UnknownInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Storage_Open_UnwritableInputs = {
    path: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Err_Storage_VanishedInputs = {};
export type Err_Storage_Way_OutInputs = {};
export type Err_Storage_WorkingInputs = {};
export type Err_Studio_Builtin_ChangedInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Builtin_DeletedInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Builtin_RenamedInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Builtin_ReplaceInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Cannot_ImportInputs = {
    problem: NonNullable<unknown>;
};
export type Err_Studio_Changed_ElsewhereInputs = {
    title: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Err_Studio_File_Cut_ShortInputs = {};
export type Err_Studio_File_EmptyInputs = {};
export type Err_Studio_File_Not_JsonInputs = {
    error: NonNullable<unknown>;
};
export type Err_Studio_File_OtherInputs = {
    error: NonNullable<unknown>;
};
export type Err_Studio_File_Over_SizeInputs = {
    size: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Err_Studio_File_SizeInputs = {
    size: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Err_Studio_Import_GoneInputs = {};
export type Err_Studio_Not_Read_BackInputs = {};
export type Err_Studio_Replace_GoneInputs = {};
export type Err_Studio_Title_TakenInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Title_Taken_FieldInputs = {
    title: NonNullable<unknown>;
};
export type Err_Studio_Title_Taken_KeepInputs = {
    title: NonNullable<unknown>;
};
export type Err_Trainer_No_RecoveryInputs = {
    dataDir: NonNullable<unknown>;
};
export type Err_Trainer_Opens_OnlyInputs = {};
export type Err_Trainer_Recovery_WaitInputs = {
    seconds: NonNullable<unknown>;
};
export type Err_Trainer_Seal_Wont_OpenInputs = {};
export type Err_Trainer_Sign_Needs_TrainerInputs = {};
export type Err_Trainer_Signing_Key_Wont_OpenInputs = {};
export type Err_Trainer_Trust_LockedInputs = {};
export type Err_Trainer_Wrong_RecoveryInputs = {};
export type Heatmap_Targeted_DescriptionInputs = {};
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
export type Home_Trainee_OptionInputs = {
    name: NonNullable<unknown>;
    identifier: NonNullable<unknown>;
};
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
export type Irreg_141_MouthInputs = {
    rule: NonNullable<unknown>;
    point: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    card: NonNullable<unknown>;
    why: NonNullable<unknown>;
    mouth: NonNullable<unknown>;
};
export type Irreg_141_To_BankerInputs = {
    rule: NonNullable<unknown>;
    point: NonNullable<unknown>;
    cards: NonNullable<unknown>;
    card: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Irreg_142_First_CardInputs = {
    rule: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irreg_142_Set_AsideInputs = {
    rule: NonNullable<unknown>;
    when: NonNullable<unknown>;
    then: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irreg_142_Then_NoneInputs = {};
export type Irreg_142_Then_One_MoreInputs = {};
export type Irreg_142_When_After_CompleteInputs = {};
export type Irreg_142_When_At_StartInputs = {};
export type Irreg_142_When_DuringInputs = {};
export type Irreg_142_When_ExposedInputs = {};
export type Irreg_143_Banker_DrawsInputs = {
    card: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Irreg_143_Banker_StandsInputs = {
    why: NonNullable<unknown>;
};
export type Irreg_143_MovedInputs = {
    rule: NonNullable<unknown>;
    point: NonNullable<unknown>;
    card: NonNullable<unknown>;
    banker: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irreg_143_ProcedureInputs = {
    rule: NonNullable<unknown>;
    point: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Irreg_144_CompleteInputs = {
    rule: NonNullable<unknown>;
    why: NonNullable<unknown>;
    mouth: NonNullable<unknown>;
};
export type Irreg_144_UsedInputs = {
    rule: NonNullable<unknown>;
    card: NonNullable<unknown>;
    place: NonNullable<unknown>;
};
export type Irreg_145_VoidInputs = {
    rule: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Irreg_145_Void_OneInputs = {
    rule: NonNullable<unknown>;
};
export type Irreg_146_Next_DealInputs = {};
export type Irreg_146_Next_NoneInputs = {};
export type Irreg_146_VoidInputs = {
    rule: NonNullable<unknown>;
    count: NonNullable<unknown>;
    next: NonNullable<unknown>;
};
export type Irreg_146_Void_OneInputs = {
    rule: NonNullable<unknown>;
    next: NonNullable<unknown>;
};
export type Irreg_94_LastInputs = {
    rule: NonNullable<unknown>;
    when: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irreg_94_No_NewInputs = {
    rule: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Irreg_94_No_New_OneInputs = {
    rule: NonNullable<unknown>;
};
export type Irreg_94_NormalInputs = {
    rule: NonNullable<unknown>;
    count: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Irreg_94_When_AfterInputs = {
    ordinal: NonNullable<unknown>;
};
export type Irreg_94_When_ExposedInputs = {};
export type Irreg_Field_IrregularityInputs = {};
export type Irreg_Field_VariantInputs = {};
export type Irreg_Field_Variant_HelpInputs = {};
export type Irreg_Label_Banker_Card_For_PlayerInputs = {};
export type Irreg_Label_Excess_CardInputs = {};
export type Irreg_Label_Face_Up_In_ShoeInputs = {};
export type Irreg_Label_Insufficient_CardsInputs = {};
export type Irreg_Label_Last_CoupInputs = {};
export type Irreg_Label_Order_UnknownInputs = {};
export type Irreg_Label_Player_Card_In_ErrorInputs = {};
export type Irreg_Mouth_After_MarkerInputs = {
    card: NonNullable<unknown>;
};
export type Irreg_Mouth_Last_At_StartInputs = {
    card: NonNullable<unknown>;
};
export type Irreg_Mouth_Last_DuringInputs = {
    card: NonNullable<unknown>;
};
export type Irreg_Mouth_Non_BettingInputs = {
    card: NonNullable<unknown>;
};
export type Irreg_Place_Banker_1Inputs = {};
export type Irreg_Place_Banker_2Inputs = {};
export type Irreg_Place_Banker_3Inputs = {};
export type Irreg_Place_NoneInputs = {};
export type Irreg_Place_Player_1Inputs = {};
export type Irreg_Place_Player_2Inputs = {};
export type Irreg_Place_Player_3Inputs = {};
export type Irreg_Result_BankerInputs = {
    banker: NonNullable<unknown>;
    player: NonNullable<unknown>;
};
export type Irreg_Result_NoneInputs = {};
export type Irreg_Result_PlayerInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Irreg_Result_TieInputs = {
    point: NonNullable<unknown>;
};
export type Irreg_Variant_Banker_DrawsInputs = {};
export type Irreg_Variant_Banker_StandsInputs = {};
export type Irreg_Variant_Card_To_BankerInputs = {};
export type Irreg_Variant_Deal_NormallyInputs = {};
export type Irreg_Variant_First_Card_Next_HandInputs = {};
export type Irreg_Variant_Initial_DealInputs = {};
export type Irreg_Variant_Last_CoupInputs = {};
export type Irreg_Variant_Mouth_Of_Shoe_Non_Betting_NextInputs = {};
export type Irreg_Variant_Mouth_Of_Shoe_ReshuffleInputs = {};
export type Irreg_Variant_No_New_CoupInputs = {};
export type Irreg_Variant_Set_AsideInputs = {};
export type Irreg_Variant_Third_CardInputs = {};
export type Irreg_Variant_Use_By_Table_Of_PlayInputs = {};
export type Irreg_Variant_Void_CoupInputs = {};
export type Irreg_Why_Draws_AgainstInputs = {
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Irreg_Why_Draws_Player_StandsInputs = {
    banker: NonNullable<unknown>;
};
export type Irreg_Why_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Irreg_Why_Stands_AgainstInputs = {
    banker: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Irreg_Why_Stands_Player_StandsInputs = {
    banker: NonNullable<unknown>;
};
export type Irreg_With_ResultInputs = {
    procedure: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
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
export type Kindfail_A_Banker_WinInputs = {};
export type Kindfail_A_Third_CardInputs = {};
export type Kindfail_Bad_DifficultyInputs = {
    value: NonNullable<unknown>;
};
export type Kindfail_Bet_LoseInputs = {
    bet: NonNullable<unknown>;
};
export type Kindfail_Bet_Not_WinningInputs = {
    bet: NonNullable<unknown>;
};
export type Kindfail_Bet_PushInputs = {
    bet: NonNullable<unknown>;
};
export type Kindfail_Bet_WinInputs = {
    bet: NonNullable<unknown>;
};
export type Kindfail_Bets_Not_OfferedInputs = {
    bets: NonNullable<unknown>;
    house: NonNullable<unknown>;
    offered: NonNullable<unknown>;
};
export type Kindfail_Chips_CommissionInputs = {
    house: NonNullable<unknown>;
};
export type Kindfail_Chips_FewInputs = {
    house: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Kindfail_Commission_ModeInputs = {
    mode: NonNullable<unknown>;
    house: NonNullable<unknown>;
};
export type Kindfail_Commission_NoneInputs = {
    house: NonNullable<unknown>;
};
export type Kindfail_ConstraintInputs = {
    name: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Kindfail_Detail_Needs_BetsInputs = {
    example: NonNullable<unknown>;
};
export type Kindfail_Difficulty_BasicInputs = {};
export type Kindfail_Difficulty_HardInputs = {};
export type Kindfail_Difficulty_StandardInputs = {};
export type Kindfail_InvalidInputs = {};
export type Kindfail_Irr_Not_FoundInputs = {
    kind: NonNullable<unknown>;
    variant: NonNullable<unknown>;
    shoes: NonNullable<unknown>;
};
export type Kindfail_Irr_Not_VariantInputs = {
    variant: NonNullable<unknown>;
    kind: NonNullable<unknown>;
    variants: NonNullable<unknown>;
};
export type Kindfail_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Kindfail_No_Commission_MistakeInputs = {
    house: NonNullable<unknown>;
};
export type Kindfail_No_ConstraintInputs = {};
export type Kindfail_No_CoupInputs = {
    what: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
};
export type Kindfail_No_GeneratorInputs = {
    kind: NonNullable<unknown>;
};
export type Kindfail_Not_A_TieInputs = {};
export type Kindfail_Range_OrderInputs = {};
export type Kindfail_SeatsInputs = {
    seats: NonNullable<unknown>;
    house: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Kindfail_SectionInputs = {
    n: NonNullable<unknown>;
    kind: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Kindfail_StakeInputs = {
    bet: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
    house: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Kindfail_Stake_Range_OrderInputs = {};
export type Kindfail_Topic_Not_In_AreaInputs = {};
export type Kindfail_Unknown_ProfileInputs = {
    id: NonNullable<unknown>;
};
export type Kindfail_Variant_Needs_IrregularityInputs = {};
export type Kindfail_Variant_Not_OutcomeInputs = {};
export type Kindfail_With_DetailInputs = {
    what: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
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
export type Left_Attempt_Binding_ChangedInputs = {};
export type Left_Attempt_Key_Not_OpenInputs = {};
export type Left_Attempt_Seed_MismatchInputs = {};
export type Left_Attempt_Seed_RemovedInputs = {};
export type Left_Attempt_TamperedInputs = {
    id: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Left_Audition_AndInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Left_Audition_MeasuredInputs = {
    rate: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
};
export type Left_Audition_MeetsInputs = {
    measured: NonNullable<unknown>;
    band: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
};
export type Left_Audition_No_BandInputs = {
    measured: NonNullable<unknown>;
};
export type Left_Audition_ReasonInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Left_Audition_Short_AccuracyInputs = {
    accuracy: NonNullable<unknown>;
    band: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Left_Audition_Short_RateInputs = {
    rate: NonNullable<unknown>;
    band: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Left_Audition_TopInputs = {
    band: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Left_Data_Folder_TargetInputs = {
    file: NonNullable<unknown>;
    folder: NonNullable<unknown>;
};
export type Left_Dialog_Export_CsvInputs = {};
export type Left_Dialog_Export_XapiInputs = {};
export type Left_Dialog_Filter_CsvInputs = {};
export type Left_Dialog_Filter_XapiInputs = {};
export type Left_Export_Room_RefusedInputs = {
    count: NonNullable<unknown>;
};
export type Left_Export_Room_UnreadInputs = {
    why: NonNullable<unknown>;
};
export type Left_Export_Two_WarningsInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Left_Form_Amount_EmptyInputs = {};
export type Left_Form_At_LeastInputs = {
    value: NonNullable<unknown>;
};
export type Left_Form_At_MostInputs = {
    value: NonNullable<unknown>;
};
export type Left_Form_Choose_OptionInputs = {};
export type Left_Form_CommissionInputs = {};
export type Left_Form_Currency_CodeInputs = {};
export type Left_Form_Fill_InInputs = {};
export type Left_Form_Fill_NumberInputs = {};
export type Left_Form_List_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Left_Form_List_MinInputs = {
    min: NonNullable<unknown>;
};
export type Left_Form_Max_CharsInputs = {
    max: NonNullable<unknown>;
};
export type Left_Form_Min_Above_MaxInputs = {};
export type Left_Form_Min_CharsInputs = {
    min: NonNullable<unknown>;
};
export type Left_Form_More_ThanInputs = {
    value: NonNullable<unknown>;
};
export type Left_Form_Not_AmountInputs = {
    text: NonNullable<unknown>;
};
export type Left_Form_Not_TimeInputs = {
    text: NonNullable<unknown>;
};
export type Left_Form_Not_Whole_NumberInputs = {
    text: NonNullable<unknown>;
};
export type Left_Form_One_ChipInputs = {};
export type Left_Form_PercentInputs = {
    n: NonNullable<unknown>;
};
export type Left_Form_SeatsInputs = {};
export type Left_Form_SecondsInputs = {
    n: NonNullable<unknown>;
};
export type Left_Form_Time_EmptyInputs = {};
export type Left_Form_Whole_Number_EmptyInputs = {};
export type Left_Ledger_Does_Not_CheckInputs = {
    problem: NonNullable<unknown>;
};
export type Left_Ledger_Head_FailsInputs = {};
export type Left_Ledger_Head_MissingInputs = {};
export type Left_Ledger_Row_ChangedInputs = {
    row: NonNullable<unknown>;
};
export type Left_Ledger_Row_CutInputs = {
    row: NonNullable<unknown>;
};
export type Left_Ledger_Row_MissingInputs = {
    row: NonNullable<unknown>;
};
export type Left_Ledger_Row_Not_HeadInputs = {
    row: NonNullable<unknown>;
};
export type Left_Ledger_Rows_CutInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Left_Practical_Graded_TwiceInputs = {
    area: NonNullable<unknown>;
};
export type Left_Practical_Not_An_AreaInputs = {
    area: NonNullable<unknown>;
    areas: NonNullable<unknown>;
};
export type Left_Practical_Not_GradedInputs = {
    area: NonNullable<unknown>;
};
export type Left_Practical_Not_Red_LineInputs = {
    id: NonNullable<unknown>;
};
export type Left_Practical_Red_Line_AreaInputs = {
    id: NonNullable<unknown>;
    area: NonNullable<unknown>;
};
export type Left_Practical_Red_Line_TwiceInputs = {
    id: NonNullable<unknown>;
};
export type Left_Practical_Same_AssessorInputs = {
    assessor: NonNullable<unknown>;
};
export type Left_Room_Doc_AssignmentInputs = {
    title: NonNullable<unknown>;
};
export type Left_Room_Doc_ProfileInputs = {
    title: NonNullable<unknown>;
};
export type Left_Room_Doc_RemovalInputs = {
    title: NonNullable<unknown>;
};
export type Left_Room_Doc_Removal_AssignmentInputs = {
    title: NonNullable<unknown>;
};
export type Left_Room_Doc_SetInputs = {
    title: NonNullable<unknown>;
};
export type Left_Room_Not_Sent_BadInputs = {
    what: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Left_Room_Not_Sent_RefusedInputs = {
    what: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Left_Room_Removed_StaleInputs = {
    what: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
    revision: NonNullable<unknown>;
};
export type Left_Room_StaleInputs = {
    what: NonNullable<unknown>;
    revision: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
};
export type Main_Answer_Out_Of_StepInputs = {
    item: NonNullable<unknown>;
    step: NonNullable<unknown>;
    currentItem: NonNullable<unknown>;
    currentStep: NonNullable<unknown>;
};
export type Main_Assessment_Results_LaterInputs = {
    title: NonNullable<unknown>;
};
export type Main_Assessment_Still_RunningInputs = {
    title: NonNullable<unknown>;
};
export type Main_Assign_ArchivedInputs = {
    name: NonNullable<unknown>;
};
export type Main_Assign_AssessmentInputs = {
    title: NonNullable<unknown>;
};
export type Main_Assign_No_TraineeInputs = {
    id: NonNullable<unknown>;
};
export type Main_Attempt_OnlyInputs = {};
export type Main_Attempt_RunningInputs = {};
export type Main_Attempt_Still_OpenInputs = {};
export type Main_Attempts_UsedInputs = {
    name: NonNullable<unknown>;
    attempts: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Main_Attview_AbandonedInputs = {};
export type Main_Attview_ClosedInputs = {};
export type Main_Attview_FinishedInputs = {};
export type Main_Attview_RunningInputs = {};
export type Main_Attview_Timed_Out_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Main_Attview_Timed_Out_OneInputs = {};
export type Main_Chain_AddedInputs = {
    count: NonNullable<unknown>;
    after: NonNullable<unknown>;
};
export type Main_Chain_Answer_EditedInputs = {
    n: NonNullable<unknown>;
};
export type Main_Chain_Answer_MissingInputs = {
    n: NonNullable<unknown>;
};
export type Main_Chain_Answers_MissingInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Main_Chain_Edited_Or_RemovedInputs = {
    before: NonNullable<unknown>;
    n: NonNullable<unknown>;
};
export type Main_Chain_Last_MissingInputs = {
    n: NonNullable<unknown>;
};
export type Main_Chain_Last_N_MissingInputs = {
    count: NonNullable<unknown>;
};
export type Main_Chain_ReorderedInputs = {
    n: NonNullable<unknown>;
};
export type Main_Chain_RewrittenInputs = {};
export type Main_Chain_Seal_FailsInputs = {};
export type Main_Chain_Seal_RemovedInputs = {};
export type Main_Closed_Summary_UnreadableInputs = {
    title: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Main_Closed_Without_SummaryInputs = {
    error: NonNullable<unknown>;
};
export type Main_Could_Not_WriteInputs = {
    path: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Main_Delete_Blocked_AbandonedInputs = {
    name: NonNullable<unknown>;
};
export type Main_Delete_Blocked_RunningInputs = {
    name: NonNullable<unknown>;
};
export type Main_Delete_Confirm_NameInputs = {
    name: NonNullable<unknown>;
};
export type Main_Delete_Passcode_WaitInputs = {
    seconds: NonNullable<unknown>;
};
export type Main_Delete_Passcode_WrongInputs = {};
export type Main_Docnote_RevisionInputs = {
    revision: NonNullable<unknown>;
};
export type Main_Docnote_SavedInputs = {};
export type Main_Docnote_Saved_UnreachableInputs = {
    fault: NonNullable<unknown>;
};
export type Main_Docnote_StationInputs = {
    station: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Main_Docnote_What_AssignmentsInputs = {};
export type Main_Docnote_What_Drill_SetsInputs = {};
export type Main_Docnote_What_House_RulesInputs = {};
export type Main_Due_In_PastInputs = {
    dueOn: NonNullable<unknown>;
    today: NonNullable<unknown>;
};
export type Main_Field_ProblemInputs = {
    field: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Main_File_ProblemInputs = {
    file: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Main_Identifier_TakenInputs = {
    identifier: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Main_Join_SemicolonInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Main_Keys_RefusedInputs = {};
export type Main_Mock_Not_AssessmentInputs = {
    title: NonNullable<unknown>;
};
export type Main_Name_On_RecordInputs = {};
export type Main_No_AssignmentInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_AttemptInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Drill_SetInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Drill_Set_BareInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Drill_Set_In_LibraryInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Fresh_SeedInputs = {};
export type Main_No_MistakesInputs = {
    title: NonNullable<unknown>;
};
export type Main_No_PasscodeInputs = {};
export type Main_No_Practical_PartInputs = {};
export type Main_No_ProfileInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_SessionInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Such_TraineeInputs = {};
export type Main_No_TraineeInputs = {
    id: NonNullable<unknown>;
};
export type Main_No_Trainee_BareInputs = {
    id: NonNullable<unknown>;
};
export type Main_Not_Set_UpInputs = {};
export type Main_Nothing_WrittenInputs = {
    reason: NonNullable<unknown>;
};
export type Main_Passcode_CommonInputs = {};
export type Main_Passcode_Not_ChangedInputs = {};
export type Main_Passcode_Set_MeanwhileInputs = {};
export type Main_Passcode_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Main_Passcode_WaitInputs = {
    seconds: NonNullable<unknown>;
};
export type Main_Passcode_WrongInputs = {};
export type Main_Pin_ClearedInputs = {};
export type Main_Pin_Cleared_Pick_AgainInputs = {};
export type Main_Pin_CommonInputs = {};
export type Main_Pin_Digits_OnlyInputs = {};
export type Main_Pin_LockedInputs = {};
export type Main_Pin_NeededInputs = {};
export type Main_Pin_Not_ChangedInputs = {};
export type Main_Pin_Not_Signed_InInputs = {};
export type Main_Pin_RepeatedInputs = {};
export type Main_Pin_RunInputs = {};
export type Main_Pin_Set_MeanwhileInputs = {};
export type Main_Pin_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Main_Pin_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Main_Pin_WaitInputs = {
    seconds: NonNullable<unknown>;
};
export type Main_Pin_WrongInputs = {};
export type Main_Practice_Not_AssessmentInputs = {
    title: NonNullable<unknown>;
};
export type Main_Recovery_Code_ShapeInputs = {};
export type Main_Recovery_Moved_BackInputs = {
    recorded: NonNullable<unknown>;
    now: NonNullable<unknown>;
};
export type Main_Recovery_RemovedInputs = {
    at: NonNullable<unknown>;
};
export type Main_Replay_Cannot_DealInputs = {
    title: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Main_Retake_WaitInputs = {
    name: NonNullable<unknown>;
    title: NonNullable<unknown>;
    at: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Main_Rnote_Cohort_AllInputs = {};
export type Main_Rnote_Cohort_All_RefusedInputs = {
    count: NonNullable<unknown>;
};
export type Main_Rnote_Cohort_OfflineInputs = {
    problem: NonNullable<unknown>;
};
export type Main_Rnote_Count_FailedInputs = {
    detail: NonNullable<unknown>;
};
export type Main_Rnote_Dash_AllInputs = {
    count: NonNullable<unknown>;
};
export type Main_Rnote_Dash_All_RefusedInputs = {
    count: NonNullable<unknown>;
    refused: NonNullable<unknown>;
};
export type Main_Rnote_Dash_OfflineInputs = {
    problem: NonNullable<unknown>;
};
export type Main_Rnote_History_AllInputs = {};
export type Main_Rnote_History_All_RefusedInputs = {
    count: NonNullable<unknown>;
};
export type Main_Rnote_History_Not_ConfiguredInputs = {};
export type Main_Rnote_History_OfflineInputs = {
    problem: NonNullable<unknown>;
    station: NonNullable<unknown>;
};
export type Main_Rnote_Progress_HereInputs = {};
export type Main_Rnote_Progress_OfflineInputs = {
    problem: NonNullable<unknown>;
};
export type Main_Rnote_Progress_OthersInputs = {
    count: NonNullable<unknown>;
};
export type Main_Room_Assignment_No_TraineeInputs = {
    id: NonNullable<unknown>;
};
export type Main_Room_Builtin_ProfileInputs = {
    id: NonNullable<unknown>;
};
export type Main_Room_ConnectedInputs = {
    version: NonNullable<unknown>;
    stations: NonNullable<unknown>;
};
export type Main_Room_Enter_PasswordInputs = {};
export type Main_Room_HbaInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_Login_RevokedInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_Newer_SchemaInputs = {
    version: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
export type Main_Room_No_AnswerInputs = {};
export type Main_Room_No_DatabaseInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_No_RevisionInputs = {};
export type Main_Room_No_RightInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_No_TlsInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_Not_A_RoomInputs = {};
export type Main_Room_Not_Wrapped_KeyInputs = {};
export type Main_Room_Older_SchemaInputs = {
    version: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
export type Main_Room_OtherInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_Passcode_RefusedInputs = {
    issues: NonNullable<unknown>;
};
export type Main_Room_Profile_Other_IdInputs = {
    id: NonNullable<unknown>;
};
export type Main_Room_Push_Thread_FailedInputs = {
    error: NonNullable<unknown>;
};
export type Main_Room_Refused_RowInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_Registers_After_UnlockInputs = {};
export type Main_Room_Role_RevokedInputs = {
    user: NonNullable<unknown>;
};
export type Main_Room_Row_RefusedInputs = {
    table: NonNullable<unknown>;
    id: NonNullable<unknown>;
    issues: NonNullable<unknown>;
};
export type Main_Room_StoppedInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Main_Room_Tls_RequiredInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_Try_No_TraineeInputs = {};
export type Main_Room_UnreachableInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Main_Room_Where_DatabaseInputs = {};
export type Main_Room_Where_RoomInputs = {};
export type Main_Room_Wrong_PasswordInputs = {
    where: NonNullable<unknown>;
};
export type Main_Session_DamagedInputs = {
    title: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Main_Session_EndedInputs = {
    title: NonNullable<unknown>;
};
export type Main_Set_Cannot_DealInputs = {
    title: NonNullable<unknown>;
    error: NonNullable<unknown>;
};
export type Main_Set_Clash_IdInputs = {
    file: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Main_Set_Clash_TitleInputs = {
    file: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Main_Staff_Number_OtherInputs = {
    staffNumber: NonNullable<unknown>;
    owner: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Main_State_Changed_FromInputs = {
    field: NonNullable<unknown>;
    sealed: NonNullable<unknown>;
    now: NonNullable<unknown>;
};
export type Main_State_Field_AbandonmentsInputs = {};
export type Main_State_Field_Active_MsInputs = {};
export type Main_State_Field_ClosedInputs = {};
export type Main_State_Field_Ended_AtInputs = {};
export type Main_State_Field_Finished_AtInputs = {};
export type Main_State_Field_GradesInputs = {};
export type Main_State_Field_StatusInputs = {};
export type Main_State_Field_Step_StartedInputs = {};
export type Main_State_Field_Step_UsedInputs = {};
export type Main_State_Field_SummaryInputs = {};
export type Main_State_Recovery_Not_RunningInputs = {
    status: NonNullable<unknown>;
};
export type Main_State_Row_RemovedInputs = {};
export type Main_State_Seal_FailsInputs = {};
export type Main_State_UnreadableInputs = {};
export type Main_State_Value_NoneInputs = {};
export type Main_State_Value_OtherInputs = {};
export type Main_State_Was_AddedInputs = {
    field: NonNullable<unknown>;
};
export type Main_State_Was_ChangedInputs = {
    field: NonNullable<unknown>;
};
export type Main_State_Was_RemovedInputs = {
    field: NonNullable<unknown>;
};
export type Main_State_Were_AddedInputs = {
    field: NonNullable<unknown>;
};
export type Main_State_Were_ChangedInputs = {
    field: NonNullable<unknown>;
};
export type Main_State_Were_RemovedInputs = {
    field: NonNullable<unknown>;
};
export type Main_This_PcInputs = {};
export type Main_Trainee_Archived_NameInputs = {
    name: NonNullable<unknown>;
};
export type Main_Trainee_MissingInputs = {
    id: NonNullable<unknown>;
};
export type Main_Trainer_LockedInputs = {};
export type Main_Trust_TamperedInputs = {};
export type Main_Trust_UnknownInputs = {};
export type Main_Unsealed_List_ChangedInputs = {};
export type Main_Unsealed_LockedInputs = {};
export type Main_Unsealed_Seal_RemovedInputs = {};
export type Main_Verify_Block_DamagedInputs = {};
export type Main_Verify_Block_MissingInputs = {};
export type Main_Verify_ChangedInputs = {};
export type Main_Verify_EmptyInputs = {};
export type Main_Verify_Intact_GivenInputs = {};
export type Main_Verify_Intact_OwnInputs = {};
export type Main_Verify_Intact_RegisteredInputs = {
    label: NonNullable<unknown>;
};
export type Main_Verify_Intact_StrangerInputs = {};
export type Main_Verify_Json_FormInputs = {};
export type Main_Verify_Key_DamagedInputs = {};
export type Main_Verify_Line_ChangedInputs = {};
export type Main_Verify_Line_DamagedInputs = {};
export type Main_Verify_Not_JsonInputs = {
    detail: NonNullable<unknown>;
};
export type Main_Verify_Not_RecordInputs = {
    format: NonNullable<unknown>;
};
export type Main_Verify_Not_ReportInputs = {};
export type Main_Verify_Pdf_UnsignedInputs = {};
export type Main_Verify_Record_UnreadableInputs = {};
export type Main_Verify_Summary_MissingInputs = {};
export type Main_Verify_With_ProblemInputs = {
    outcome: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Main_Xapi_PlaceholderInputs = {
    base: NonNullable<unknown>;
};
export type Main_Zod_DiscriminatorInputs = {
    options: NonNullable<unknown>;
};
export type Main_Zod_Ends_WithInputs = {
    text: NonNullable<unknown>;
};
export type Main_Zod_ExactlyInputs = {
    n: NonNullable<unknown>;
};
export type Main_Zod_Expected_ValueInputs = {
    value: NonNullable<unknown>;
};
export type Main_Zod_Format_Base64Inputs = {};
export type Main_Zod_Format_CurrencyInputs = {};
export type Main_Zod_Format_DateInputs = {};
export type Main_Zod_Format_DatetimeInputs = {};
export type Main_Zod_Format_DurationInputs = {};
export type Main_Zod_Format_EmailInputs = {};
export type Main_Zod_Format_Ipv4Inputs = {};
export type Main_Zod_Format_Ipv6Inputs = {};
export type Main_Zod_Format_JsonInputs = {};
export type Main_Zod_Format_TimeInputs = {};
export type Main_Zod_IncludesInputs = {
    text: NonNullable<unknown>;
};
export type Main_Zod_Invalid_FormatInputs = {
    format: NonNullable<unknown>;
};
export type Main_Zod_Invalid_InputInputs = {};
export type Main_Zod_Invalid_TypeInputs = {
    expected: NonNullable<unknown>;
    received: NonNullable<unknown>;
};
export type Main_Zod_Key_InInputs = {
    origin: NonNullable<unknown>;
};
export type Main_Zod_Many_MatchedInputs = {};
export type Main_Zod_Multiple_OfInputs = {
    n: NonNullable<unknown>;
};
export type Main_Zod_One_OfInputs = {
    values: NonNullable<unknown>;
};
export type Main_Zod_PatternInputs = {
    pattern: NonNullable<unknown>;
};
export type Main_Zod_Starts_WithInputs = {
    text: NonNullable<unknown>;
};
export type Main_Zod_Too_Big_BeInputs = {
    origin: NonNullable<unknown>;
    bound: NonNullable<unknown>;
};
export type Main_Zod_Too_Big_HaveInputs = {
    origin: NonNullable<unknown>;
    bound: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Main_Zod_Too_Small_BeInputs = {
    origin: NonNullable<unknown>;
    bound: NonNullable<unknown>;
};
export type Main_Zod_Too_Small_HaveInputs = {
    origin: NonNullable<unknown>;
    bound: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Main_Zod_Type_ArrayInputs = {};
export type Main_Zod_Type_BigintInputs = {};
export type Main_Zod_Type_BooleanInputs = {};
export type Main_Zod_Type_DateInputs = {};
export type Main_Zod_Type_IntInputs = {};
export type Main_Zod_Type_MapInputs = {};
export type Main_Zod_Type_NullInputs = {};
export type Main_Zod_Type_NumberInputs = {};
export type Main_Zod_Type_ObjectInputs = {};
export type Main_Zod_Type_SetInputs = {};
export type Main_Zod_Type_StringInputs = {};
export type Main_Zod_Type_UndefinedInputs = {};
export type Main_Zod_Type_ValueInputs = {};
export type Main_Zod_Unit_BytesInputs = {};
export type Main_Zod_Unit_CharactersInputs = {};
export type Main_Zod_Unit_EntriesInputs = {};
export type Main_Zod_Unit_ItemsInputs = {};
export type Main_Zod_Unknown_KeyInputs = {
    keys: NonNullable<unknown>;
};
export type Main_Zod_Unknown_KeysInputs = {
    keys: NonNullable<unknown>;
};
export type Main_Zod_Value_InInputs = {
    origin: NonNullable<unknown>;
};
export type Mark_AmountInputs = {
    said: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mark_Banker_PointInputs = {
    said: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Mark_Bet_At_SeatInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Mark_Bet_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Mark_Chose_KeyInputs = {
    said: NonNullable<unknown>;
    key: NonNullable<unknown>;
    answer: NonNullable<unknown>;
};
export type Mark_Chose_OptionInputs = {
    said: NonNullable<unknown>;
    answer: NonNullable<unknown>;
};
export type Mark_NaturalInputs = {
    said: NonNullable<unknown>;
    is: NonNullable<unknown>;
};
export type Mark_Natural_NoneInputs = {};
export type Mark_Natural_OneInputs = {};
export type Mark_Not_Whole_CentsInputs = {
    amount: NonNullable<unknown>;
};
export type Mark_Order_Losers_FirstInputs = {
    bet: NonNullable<unknown>;
    before: NonNullable<unknown>;
};
export type Mark_Order_Main_FirstInputs = {
    bet: NonNullable<unknown>;
    before: NonNullable<unknown>;
};
export type Mark_Order_PayInputs = {
    wanted: NonNullable<unknown>;
    given: NonNullable<unknown>;
};
export type Mark_Player_PointInputs = {
    said: NonNullable<unknown>;
    point: NonNullable<unknown>;
};
export type Mark_ResultInputs = {
    said: NonNullable<unknown>;
    result: NonNullable<unknown>;
};
export type Mark_Said_DrawInputs = {
    answer: NonNullable<unknown>;
};
export type Mark_Said_StandInputs = {
    answer: NonNullable<unknown>;
};
export type Mark_Settle_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    marked: NonNullable<unknown>;
};
export type Mark_Settle_MissingInputs = {
    bet: NonNullable<unknown>;
    should: NonNullable<unknown>;
};
export type Mark_Settle_No_BoxInputs = {
    bet: NonNullable<unknown>;
    marked: NonNullable<unknown>;
};
export type Mark_Settle_No_Such_BetInputs = {
    bet: NonNullable<unknown>;
};
export type Mark_Settle_TwiceInputs = {
    bet: NonNullable<unknown>;
};
export type Mark_Settle_WrongInputs = {
    bet: NonNullable<unknown>;
    what: NonNullable<unknown>;
    should: NonNullable<unknown>;
};
export type Mark_Should_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Mark_Should_Pay_BoxInputs = {
    amount: NonNullable<unknown>;
    box: NonNullable<unknown>;
};
export type Mark_Should_PushInputs = {
    word: NonNullable<unknown>;
};
export type Mark_Should_TakeInputs = {};
export type Mark_Type_AmountInputs = {};
export type Mark_Type_ChipsInputs = {};
export type Mark_Type_ChoiceInputs = {};
export type Mark_Type_DrawInputs = {};
export type Mark_Type_PointsInputs = {};
export type Mark_Type_ResultInputs = {};
export type Mark_Type_SettleInputs = {};
export type Mark_Wrong_TypeInputs = {
    expected: NonNullable<unknown>;
    got: NonNullable<unknown>;
    answer: NonNullable<unknown>;
};
export type Mark_You_LeftInputs = {};
export type Mark_You_PaidInputs = {
    amount: NonNullable<unknown>;
};
export type Mark_You_TookInputs = {};
export type Mastery_Level_LearningInputs = {};
export type Mastery_Level_MasteredInputs = {};
export type Mastery_Level_NewInputs = {};
export type Mastery_Level_PractisedInputs = {};
export type Money_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Money_SumInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Pace_Field_SeatsInputs = {};
export type Pace_Field_Side_BetsInputs = {};
export type Pace_Lab_No_CoupsInputs = {
    target: NonNullable<unknown>;
};
export type Pace_Lab_Rate_DefaultInputs = {
    rate: NonNullable<unknown>;
    target: NonNullable<unknown>;
    share: NonNullable<unknown>;
};
export type Pace_Lab_Rate_HouseInputs = {
    rate: NonNullable<unknown>;
    target: NonNullable<unknown>;
    share: NonNullable<unknown>;
};
export type Pace_Lab_Result_ManyInputs = {
    pace: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    correct: NonNullable<unknown>;
    coups: NonNullable<unknown>;
};
export type Pace_Lab_Result_OneInputs = {
    pace: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    correct: NonNullable<unknown>;
    coups: NonNullable<unknown>;
};
export type Pace_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Pace_Too_SlowInputs = {
    time: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Pace_Too_Slow_No_LimitInputs = {
    time: NonNullable<unknown>;
};
export type Passcode_CommonInputs = {};
export type Passcode_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Payout_A_BetInputs = {};
export type Payout_Amount_LabelInputs = {};
export type Payout_Ans_ColouredInputs = {};
export type Payout_Ans_Dragon_ByInputs = {
    margin: NonNullable<unknown>;
    odds: NonNullable<unknown>;
};
export type Payout_Ans_Dragon_LoseInputs = {
    detail: NonNullable<unknown>;
};
export type Payout_Ans_Dragon_NaturalInputs = {
    odds: NonNullable<unknown>;
};
export type Payout_Ans_Dragon_TieInputs = {
    word: NonNullable<unknown>;
};
export type Payout_Ans_MixedInputs = {};
export type Payout_Ans_No_PairInputs = {};
export type Payout_Ans_PerfectInputs = {};
export type Payout_Answer_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Payout_Answer_LoseInputs = {};
export type Payout_Answer_PushInputs = {
    word: NonNullable<unknown>;
};
export type Payout_Dragon_Banker_WinsInputs = {};
export type Payout_Dragon_Natural_TieInputs = {};
export type Payout_Dragon_Natural_WinInputs = {};
export type Payout_Dragon_Non_Natural_TieInputs = {};
export type Payout_Dragon_Player_WinsInputs = {};
export type Payout_Dragon_UnderInputs = {
    margin: NonNullable<unknown>;
};
export type Payout_Dragon_Win_ByInputs = {
    margin: NonNullable<unknown>;
};
export type Payout_Opt_ColouredInputs = {};
export type Payout_Opt_LosesInputs = {};
export type Payout_Opt_MixedInputs = {};
export type Payout_Opt_Natural_TieInputs = {
    word: NonNullable<unknown>;
};
export type Payout_Opt_Natural_WinInputs = {};
export type Payout_Opt_No_PairInputs = {};
export type Payout_Opt_PerfectInputs = {};
export type Payout_Opt_Win_ByInputs = {
    margin: NonNullable<unknown>;
};
export type Payout_Pair_ColouredInputs = {};
export type Payout_Pair_MixedInputs = {};
export type Payout_Pair_NotInputs = {};
export type Payout_Pair_PerfectInputs = {};
export type Payout_Q_DragonInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Payout_Q_Pair_BankerInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Payout_Q_Pair_PlayerInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Payout_Q_PayInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Payout_W_DragonInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
    detail: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Payout_W_Dragon_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
    detail: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Payout_W_Pair_BankerInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Payout_W_Pair_PlayerInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
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
export type Pin_Change_AskInputs = {
    rule: NonNullable<unknown>;
};
export type Pin_Rule_CommonInputs = {};
export type Pin_Rule_Digits_OnlyInputs = {};
export type Pin_Rule_RepeatedInputs = {};
export type Pin_Rule_RunInputs = {};
export type Pin_Rule_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Pin_Rule_Too_ShortInputs = {
    min: NonNullable<unknown>;
};
export type Policy_Area_CallsInputs = {};
export type Policy_Area_ChipsInputs = {};
export type Policy_Area_PaceInputs = {};
export type Policy_Area_ProtectionInputs = {};
export type Policy_Area_SettlementInputs = {};
export type Policy_Area_ShuffleInputs = {};
export type Policy_By_Trainer_OnlyInputs = {};
export type Practical_Calls_AInputs = {};
export type Practical_Calls_BInputs = {};
export type Practical_Calls_CInputs = {};
export type Practical_Calls_FailInputs = {};
export type Practical_Chips_AInputs = {};
export type Practical_Chips_BInputs = {};
export type Practical_Chips_CInputs = {};
export type Practical_Chips_FailInputs = {};
export type Practical_Default_TitleInputs = {};
export type Practical_No_CriteriaInputs = {};
export type Practical_Pace_AInputs = {};
export type Practical_Pace_BInputs = {};
export type Practical_Pace_CInputs = {};
export type Practical_Pace_FailInputs = {};
export type Practical_Protection_AInputs = {};
export type Practical_Protection_BInputs = {};
export type Practical_Protection_CInputs = {};
export type Practical_Protection_FailInputs = {};
export type Practical_Red_Card_ReturnedInputs = {};
export type Practical_Red_Chips_UnattendedInputs = {};
export type Practical_Red_Cut_ShortInputs = {};
export type Practical_Red_Drawing_ErrorInputs = {};
export type Practical_Red_Exposed_CardInputs = {};
export type Practical_Red_Late_BetInputs = {};
export type Practical_Red_Paid_Before_TakingInputs = {};
export type Practical_Settlement_AInputs = {};
export type Practical_Settlement_BInputs = {};
export type Practical_Settlement_CInputs = {};
export type Practical_Settlement_FailInputs = {};
export type Practical_Shuffle_AInputs = {};
export type Practical_Shuffle_BInputs = {};
export type Practical_Shuffle_CInputs = {};
export type Practical_Shuffle_FailInputs = {};
export type Proc_Cards_Asks_HoldInputs = {};
export type Proc_Cards_Asks_ReachInputs = {};
export type Proc_Cards_Asks_ThirdInputs = {};
export type Proc_Cards_During_ShoeInputs = {};
export type Proc_Cards_How_Picked_UpInputs = {};
export type Proc_Cards_How_SqueezedInputs = {};
export type Proc_Cards_How_TouchedInputs = {};
export type Proc_Cards_Mini_SituationInputs = {};
export type Proc_Cards_No_Touch_CorrectInputs = {};
export type Proc_Cards_No_Touch_QuestionInputs = {
    seat: NonNullable<unknown>;
    asks: NonNullable<unknown>;
};
export type Proc_Cards_No_Touch_WorkingInputs = {};
export type Proc_Cards_No_Touch_Wrong_AnnouncedInputs = {};
export type Proc_Cards_No_Touch_Wrong_HighestInputs = {};
export type Proc_Cards_No_Touch_Wrong_InspectorInputs = {};
export type Proc_Cards_No_Touch_Wrong_TableInputs = {};
export type Proc_Cards_Replaced_CorrectInputs = {};
export type Proc_Cards_Replaced_QuestionInputs = {
    how: NonNullable<unknown>;
};
export type Proc_Cards_Replaced_WorkingInputs = {};
export type Proc_Cards_Replaced_Wrong_MouthInputs = {};
export type Proc_Cards_Replaced_Wrong_NothingInputs = {};
export type Proc_Cards_Replaced_Wrong_OneInputs = {};
export type Proc_Cards_Replaced_Wrong_ReshuffleInputs = {};
export type Proc_Comp_A_WagerInputs = {};
export type Proc_Comp_Absent_Cash_CorrectInputs = {};
export type Proc_Comp_Absent_Cash_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Absent_Cash_Wrong_KeepsInputs = {};
export type Proc_Comp_Absent_Cash_Wrong_No_LimitInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Absent_Cash_Wrong_Sits_OutInputs = {};
export type Proc_Comp_Absent_Cash_Wrong_ThreeInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Absent_DeductedInputs = {
    min: NonNullable<unknown>;
    hands: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Proc_Comp_Absent_No_SubstituteInputs = {};
export type Proc_Comp_Absent_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    hands: NonNullable<unknown>;
};
export type Proc_Comp_Absent_Question_OneInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Absent_SubstituteInputs = {};
export type Proc_Comp_All_CorrectInputs = {};
export type Proc_Comp_All_QuestionInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_All_WorkingInputs = {};
export type Proc_Comp_All_Wrong_KeepsInputs = {};
export type Proc_Comp_All_Wrong_LastInputs = {};
export type Proc_Comp_All_Wrong_No_WinnerInputs = {};
export type Proc_Comp_All_Wrong_ReplayedInputs = {};
export type Proc_Comp_Alter_Out_Of_SequenceInputs = {};
export type Proc_Comp_Alter_PlacedInputs = {};
export type Proc_Comp_Alter_TieInputs = {
    label: NonNullable<unknown>;
};
export type Proc_Comp_Alter_Tie_RemoveInputs = {
    label: NonNullable<unknown>;
};
export type Proc_Comp_AndInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Proc_Comp_Anticlockwise_LeftInputs = {};
export type Proc_Comp_Anticlockwise_RightInputs = {};
export type Proc_Comp_Card_NameInputs = {
    rank: NonNullable<unknown>;
    suit: NonNullable<unknown>;
};
export type Proc_Comp_Cards_EqualInputs = {
    seat: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Comp_Cards_HighestInputs = {
    seat: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Comp_Cards_NobodyInputs = {
    label: NonNullable<unknown>;
};
export type Proc_Comp_Cards_QuestionInputs = {
    seats: NonNullable<unknown>;
    puck: NonNullable<unknown>;
    order: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Comp_CommaInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Proc_Comp_Concealed_CorrectInputs = {};
export type Proc_Comp_Concealed_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Concealed_WorkingInputs = {};
export type Proc_Comp_Concealed_Wrong_BackInputs = {};
export type Proc_Comp_Concealed_Wrong_ForfeitedInputs = {};
export type Proc_Comp_Concealed_Wrong_MinimumInputs = {};
export type Proc_Comp_Concealed_Wrong_WarnedInputs = {};
export type Proc_Comp_Dealer_TurnsInputs = {};
export type Proc_Comp_Deducted_LabelInputs = {};
export type Proc_Comp_Each_LabelInputs = {};
export type Proc_Comp_Elim_KeepsInputs = {};
export type Proc_Comp_Elim_Live_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Proc_Comp_Elim_Live_WorkingInputs = {};
export type Proc_Comp_Elim_OperatorInputs = {};
export type Proc_Comp_Elim_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Proc_Comp_Elim_WorkingInputs = {};
export type Proc_Comp_Elim_Wrong_Take_OverInputs = {};
export type Proc_Comp_Elim_Wrong_Top_UpInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Elim_Wrong_Wager_LeftInputs = {
    value: NonNullable<unknown>;
};
export type Proc_Comp_Full_StopInputs = {
    text: NonNullable<unknown>;
};
export type Proc_Comp_In_View_CorrectInputs = {};
export type Proc_Comp_In_View_QuestionInputs = {
    seat: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Proc_Comp_In_View_WorkingInputs = {};
export type Proc_Comp_In_View_Wrong_ColourInputs = {};
export type Proc_Comp_In_View_Wrong_DealerInputs = {};
export type Proc_Comp_In_View_Wrong_DeclareInputs = {};
export type Proc_Comp_In_View_Wrong_WageredInputs = {};
export type Proc_Comp_Indicator_CorrectInputs = {};
export type Proc_Comp_Indicator_QuestionInputs = {};
export type Proc_Comp_Indicator_WorkingInputs = {};
export type Proc_Comp_Indicator_Wrong_LastInputs = {};
export type Proc_Comp_Indicator_Wrong_Next_CardInputs = {};
export type Proc_Comp_Indicator_Wrong_One_MoreInputs = {};
export type Proc_Comp_Indicator_Wrong_VoidInputs = {};
export type Proc_Comp_Late_CancelInputs = {};
export type Proc_Comp_Late_CancelledInputs = {};
export type Proc_Comp_Late_CashInputs = {};
export type Proc_Comp_Late_Cash_CorrectInputs = {};
export type Proc_Comp_Late_Cash_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Late_Cash_SeatInputs = {};
export type Proc_Comp_Late_Cash_Wrong_FourthInputs = {};
export type Proc_Comp_Late_Cash_Wrong_HeldInputs = {};
export type Proc_Comp_Late_Cash_Wrong_ThreeInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Late_Cash_Wrong_UntilInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Late_CoupsInputs = {
    coups: NonNullable<unknown>;
};
export type Proc_Comp_Late_Deal_NextInputs = {};
export type Proc_Comp_Late_DeductedInputs = {
    min: NonNullable<unknown>;
    coups: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Proc_Comp_Late_Give_AwayInputs = {};
export type Proc_Comp_Late_One_CoupInputs = {};
export type Proc_Comp_Late_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    coups: NonNullable<unknown>;
};
export type Proc_Comp_Late_Question_OneInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Late_Seat_QuestionInputs = {};
export type Proc_Comp_Late_StopInputs = {};
export type Proc_Comp_Limits_Next_QuestionInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    rmin: NonNullable<unknown>;
    rmax: NonNullable<unknown>;
};
export type Proc_Comp_Limits_Next_WorkingInputs = {
    rmin: NonNullable<unknown>;
};
export type Proc_Comp_Limits_This_QuestionInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    rmin: NonNullable<unknown>;
    rmax: NonNullable<unknown>;
};
export type Proc_Comp_Limits_This_WorkingInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Minimum_LabelInputs = {};
export type Proc_Comp_Not_Exposed_CorrectInputs = {};
export type Proc_Comp_Not_Exposed_QuestionInputs = {
    a: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Comp_Not_Exposed_WorkingInputs = {};
export type Proc_Comp_Not_Exposed_Wrong_InspectorInputs = {};
export type Proc_Comp_Not_Exposed_Wrong_NextInputs = {
    label: NonNullable<unknown>;
};
export type Proc_Comp_Not_Exposed_Wrong_VoidInputs = {};
export type Proc_Comp_Not_Exposed_Wrong_WaitInputs = {};
export type Proc_Comp_NumberInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Comp_Ordinal_NdInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Comp_Ordinal_RdInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Comp_Ordinal_StInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Comp_Ordinal_ThInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Comp_Placed_AmountInputs = {
    amount: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Comp_Placed_WagerInputs = {
    label: NonNullable<unknown>;
};
export type Proc_Comp_Play_Off_OptionInputs = {};
export type Proc_Comp_Play_Off_QuestionInputs = {
    card: NonNullable<unknown>;
};
export type Proc_Comp_Play_Off_SituationInputs = {};
export type Proc_Comp_Play_Off_WorkingInputs = {
    card: NonNullable<unknown>;
    n: NonNullable<unknown>;
};
export type Proc_Comp_Position_OkInputs = {};
export type Proc_Comp_Position_WrongInputs = {
    seat: NonNullable<unknown>;
    area: NonNullable<unknown>;
};
export type Proc_Comp_PrizeInputs = {
    place: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Proc_Comp_ProblemInputs = {
    section: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Proc_Comp_Problem_BothInputs = {};
export type Proc_Comp_Problem_No_MainInputs = {};
export type Proc_Comp_Problem_OverInputs = {
    amount: NonNullable<unknown>;
    label: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Comp_Problem_UnderInputs = {
    amount: NonNullable<unknown>;
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Proc_Comp_Problem_UnitsInputs = {
    amount: NonNullable<unknown>;
    label: NonNullable<unknown>;
    unit: NonNullable<unknown>;
};
export type Proc_Comp_Puck_HighestInputs = {};
export type Proc_Comp_Puck_LowestInputs = {};
export type Proc_Comp_Puck_Move_QuestionInputs = {
    numbering: NonNullable<unknown>;
    seats: NonNullable<unknown>;
    from: NonNullable<unknown>;
};
export type Proc_Comp_Puck_Move_WorkingInputs = {
    direction: NonNullable<unknown>;
    order: NonNullable<unknown>;
};
export type Proc_Comp_Puck_Start_QuestionInputs = {
    numbering: NonNullable<unknown>;
    seats: NonNullable<unknown>;
};
export type Proc_Comp_Puck_Start_WorkingInputs = {
    where: NonNullable<unknown>;
    order: NonNullable<unknown>;
};
export type Proc_Comp_Rank_2Inputs = {};
export type Proc_Comp_Rank_3Inputs = {};
export type Proc_Comp_Rank_4Inputs = {};
export type Proc_Comp_Rank_5Inputs = {};
export type Proc_Comp_Rank_6Inputs = {};
export type Proc_Comp_Rank_7Inputs = {};
export type Proc_Comp_Rank_8Inputs = {};
export type Proc_Comp_Rank_9Inputs = {};
export type Proc_Comp_Rank_A1Inputs = {};
export type Proc_Comp_Rank_J1Inputs = {};
export type Proc_Comp_Rank_K1Inputs = {};
export type Proc_Comp_Rank_Q1Inputs = {};
export type Proc_Comp_Rank_T1Inputs = {};
export type Proc_Comp_Seat_ChipsInputs = {
    seat: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Proc_Comp_Seat_Wagers_OkInputs = {};
export type Proc_Comp_Seat_Wagers_QuestionInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    unit: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    placed: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
export type Proc_Comp_SemicolonInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Proc_Comp_Settled_FullInputs = {};
export type Proc_Comp_Settled_OverInputs = {
    max: NonNullable<unknown>;
};
export type Proc_Comp_Shared_Question_ThreeInputs = {
    places: NonNullable<unknown>;
};
export type Proc_Comp_Shared_Question_TwoInputs = {
    places: NonNullable<unknown>;
};
export type Proc_Comp_Shared_WorkingInputs = {
    sum: NonNullable<unknown>;
    total: NonNullable<unknown>;
    n: NonNullable<unknown>;
    each: NonNullable<unknown>;
};
export type Proc_Comp_SituationInputs = {};
export type Proc_Comp_Situation_Face_DownInputs = {};
export type Proc_Comp_Suit_CInputs = {};
export type Proc_Comp_Suit_DInputs = {};
export type Proc_Comp_Suit_HInputs = {};
export type Proc_Comp_Suit_SInputs = {};
export type Proc_Comp_Tie_After_QuestionInputs = {
    seat: NonNullable<unknown>;
    wager: NonNullable<unknown>;
    label: NonNullable<unknown>;
    wish: NonNullable<unknown>;
};
export type Proc_Comp_Tie_Out_Of_Sequence_QuestionInputs = {
    puck: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    put: NonNullable<unknown>;
    label: NonNullable<unknown>;
    wish: NonNullable<unknown>;
};
export type Proc_Comp_Tie_Placed_QuestionInputs = {
    seat: NonNullable<unknown>;
    put: NonNullable<unknown>;
    label: NonNullable<unknown>;
    wish: NonNullable<unknown>;
};
export type Proc_Comp_Time_CorrectInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Time_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Time_WorkingInputs = {};
export type Proc_Comp_Time_Wrong_DeductedInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Comp_Time_Wrong_EliminatedInputs = {};
export type Proc_Comp_Time_Wrong_RepeatedInputs = {};
export type Proc_Comp_Time_Wrong_Sit_OutInputs = {};
export type Proc_Comp_Time_Wrong_WaitsInputs = {};
export type Proc_Comp_Top_Up_AddInputs = {
    add: NonNullable<unknown>;
    wager: NonNullable<unknown>;
};
export type Proc_Comp_Top_Up_LabelInputs = {};
export type Proc_Comp_Top_Up_NoneInputs = {};
export type Proc_Comp_Top_Up_PileInputs = {};
export type Proc_Comp_Top_Up_QuestionInputs = {
    min: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    wager: NonNullable<unknown>;
};
export type Proc_Comp_Top_Up_WorkingInputs = {
    min: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    add: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Proc_Comp_Wager_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Comp_Wager_WordInputs = {};
export type Proc_Comp_Where_HandInputs = {};
export type Proc_Comp_Where_HandbagInputs = {};
export type Proc_Comp_Where_LapInputs = {};
export type Proc_Comp_Where_OwnInputs = {};
export type Proc_Comp_Where_SeatInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Comp_WinnerInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Comp_Winner_LevelInputs = {
    seats: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Proc_Comp_Winner_QuestionInputs = {
    list: NonNullable<unknown>;
};
export type Proc_Comp_Wish_IncreaseInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Comp_Wish_ReduceInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Comp_Wish_WithdrawInputs = {};
export type Proc_Comp_Wrong_Player_CorrectInputs = {};
export type Proc_Comp_Wrong_Player_QuestionInputs = {
    a: NonNullable<unknown>;
    label: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Proc_Comp_Wrong_Player_WorkingInputs = {};
export type Proc_Comp_Wrong_Player_Wrong_New_HandInputs = {};
export type Proc_Comp_Wrong_Player_Wrong_Take_BackInputs = {
    b: NonNullable<unknown>;
    a: NonNullable<unknown>;
};
export type Proc_Comp_Wrong_Player_Wrong_Void_CoupInputs = {};
export type Proc_Comp_Wrong_Player_Wrong_Void_HandInputs = {};
export type Proc_Kind_Choose_AreaInputs = {
    why: NonNullable<unknown>;
};
export type Proc_Kind_Choose_TopicInputs = {
    why: NonNullable<unknown>;
};
export type Proc_Kind_Field_AreaInputs = {};
export type Proc_Kind_Field_TopicInputs = {};
export type Proc_Kind_Field_Topic_HelpInputs = {};
export type Proc_Kind_No_BurnInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_Casino_GuideInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_CompetitionInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_DeltinInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_DragonInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_Perfect_PairsInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_No_SqueezeInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Kind_Not_FederalInputs = {
    house: NonNullable<unknown>;
};
export type Proc_Limits_A_BetInputs = {};
export type Proc_Limits_Between_CoupsInputs = {};
export type Proc_Limits_CapInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    max: NonNullable<unknown>;
    excess: NonNullable<unknown>;
};
export type Proc_Limits_Change_ConsentInputs = {};
export type Proc_Limits_Change_No_NoticeInputs = {};
export type Proc_Limits_Change_NoticeInputs = {
    minutes: NonNullable<unknown>;
};
export type Proc_Limits_Change_Notice_LineInputs = {
    min: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Proc_Limits_Change_QuestionInputs = {
    min: NonNullable<unknown>;
    newMin: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Proc_Limits_Change_ShortInputs = {
    minutes: NonNullable<unknown>;
};
export type Proc_Limits_Change_Why_ConsentInputs = {};
export type Proc_Limits_Change_Why_No_NoticeInputs = {};
export type Proc_Limits_Change_Why_NoticeInputs = {
    minutes: NonNullable<unknown>;
};
export type Proc_Limits_ConventionInputs = {
    convention: NonNullable<unknown>;
};
export type Proc_Limits_History_FirstInputs = {};
export type Proc_Limits_History_WarnedInputs = {};
export type Proc_Limits_MultipleInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Limits_Multiples_NoticeInputs = {};
export type Proc_Limits_Multiples_Notice_LineInputs = {};
export type Proc_Limits_Multiples_QuestionInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    notice: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Limits_Need_NotInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Limits_Not_MultipleInputs = {
    min: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Proc_Limits_Not_ReducedInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Limits_OkInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Limits_OutsideInputs = {
    amount: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Limits_Partnership_AmountsInputs = {
    first: NonNullable<unknown>;
    a: NonNullable<unknown>;
    second: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Proc_Limits_Partnership_OverInputs = {
    total: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Limits_Partnership_QuestionInputs = {
    max: NonNullable<unknown>;
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
    wagers: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Limits_Partnership_StacksInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Proc_Limits_Partnership_WithinInputs = {
    total: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Limits_Pay_LabelInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Limits_Pay_QuestionInputs = {
    convention: NonNullable<unknown>;
    label: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    history: NonNullable<unknown>;
};
export type Proc_Limits_Pay_WorkingInputs = {
    decision: NonNullable<unknown>;
};
export type Proc_Limits_Pay_Working_SettledInputs = {
    decision: NonNullable<unknown>;
    settlement: NonNullable<unknown>;
};
export type Proc_Limits_Place_Your_BetsInputs = {};
export type Proc_Limits_Pro_Rata_NoneInputs = {
    total: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Limits_Pro_Rata_OverInputs = {
    total: NonNullable<unknown>;
    max: NonNullable<unknown>;
    to: NonNullable<unknown>;
    reduced: NonNullable<unknown>;
};
export type Proc_Limits_Pro_Rata_QuestionInputs = {
    limit: NonNullable<unknown>;
    label: NonNullable<unknown>;
    total: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Proc_Limits_Pro_Rata_Stacks_QuestionInputs = {
    limit: NonNullable<unknown>;
    label: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Limits_Pro_Rata_WorkingInputs = {
    explanation: NonNullable<unknown>;
    working: NonNullable<unknown>;
};
export type Proc_Limits_ReturnInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Proc_Limits_Share_ExactInputs = {
    amount: NonNullable<unknown>;
    max: NonNullable<unknown>;
    total: NonNullable<unknown>;
    reduced: NonNullable<unknown>;
};
export type Proc_Limits_Share_FractionInputs = {
    amount: NonNullable<unknown>;
    max: NonNullable<unknown>;
    total: NonNullable<unknown>;
    share: NonNullable<unknown>;
    to: NonNullable<unknown>;
    reduced: NonNullable<unknown>;
};
export type Proc_Limits_Share_RoundedInputs = {
    amount: NonNullable<unknown>;
    max: NonNullable<unknown>;
    total: NonNullable<unknown>;
    share: NonNullable<unknown>;
    to: NonNullable<unknown>;
    reduced: NonNullable<unknown>;
};
export type Proc_Limits_To_CentInputs = {};
export type Proc_Limits_To_ChipInputs = {
    chip: NonNullable<unknown>;
};
export type Proc_Limits_Wager_LabelInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Limits_WarnInputs = {
    label: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
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
export type Proc_Secret_After_QuestionInputs = {};
export type Proc_Secret_Also_ChipsInputs = {
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Secret_Announce_CorrectInputs = {};
export type Proc_Secret_Announce_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Secret_Announce_WorkingInputs = {};
export type Proc_Secret_Announce_Wrong_EndInputs = {};
export type Proc_Secret_Announce_Wrong_PlayerInputs = {};
export type Proc_Secret_Announce_Wrong_QuietlyInputs = {};
export type Proc_Secret_Announce_Wrong_Read_OutInputs = {};
export type Proc_Secret_Complies_QuestionInputs = {};
export type Proc_Secret_Count_QuestionInputs = {
    allowed: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    made: NonNullable<unknown>;
    tied: NonNullable<unknown>;
};
export type Proc_Secret_Count_WorkingInputs = {
    allowed: NonNullable<unknown>;
    used: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Proc_Secret_Examine_CorrectInputs = {};
export type Proc_Secret_Examine_In_TimeInputs = {};
export type Proc_Secret_Examine_QuestionInputs = {};
export type Proc_Secret_Examine_Too_LateInputs = {};
export type Proc_Secret_Examine_WorkingInputs = {};
export type Proc_Secret_Examine_Wrong_DealerInputs = {};
export type Proc_Secret_Examine_Wrong_DirectorInputs = {};
export type Proc_Secret_Examine_Wrong_NobodyInputs = {};
export type Proc_Secret_Examine_Wrong_PlayersInputs = {};
export type Proc_Secret_Final_CorrectInputs = {};
export type Proc_Secret_Final_QuestionInputs = {};
export type Proc_Secret_Final_WorkingInputs = {};
export type Proc_Secret_Final_Wrong_Face_UpInputs = {};
export type Proc_Secret_Final_Wrong_Highest_OnlyInputs = {};
export type Proc_Secret_Final_Wrong_RevealInputs = {};
export type Proc_Secret_Final_Wrong_TurnsInputs = {};
export type Proc_Secret_FormInputs = {
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Secret_Form_BlankInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Secret_Hand_Over_CorrectInputs = {};
export type Proc_Secret_Hand_Over_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Secret_Hand_Over_WorkingInputs = {};
export type Proc_Secret_Hand_Over_Wrong_AloudInputs = {};
export type Proc_Secret_Hand_Over_Wrong_BackInputs = {};
export type Proc_Secret_Hand_Over_Wrong_ChipsInputs = {};
export type Proc_Secret_Hand_Over_Wrong_KeepInputs = {};
export type Proc_Secret_Made_ManyInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Secret_Made_OneInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Secret_No_WagerInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Secret_ReferredInputs = {};
export type Proc_Secret_Request_CardsInputs = {
    seat: NonNullable<unknown>;
    cards: NonNullable<unknown>;
};
export type Proc_Secret_Request_FirstInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Secret_Request_NoneInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Secret_SettledInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Secret_SituationInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    held: NonNullable<unknown>;
    form: NonNullable<unknown>;
};
export type Proc_Secret_Situation_RulesInputs = {};
export type Proc_Secret_Tied_AllInputs = {};
export type Proc_Secret_Tied_ItInputs = {};
export type Proc_Secret_Tied_OneInputs = {};
export type Proc_Secret_Tied_SomeInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Above_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Below_MinInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Both_AreasInputs = {};
export type Proc_Secret_Verdict_Deemed_ChipsInputs = {
    held: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Deemed_MaxInputs = {
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Deemed_MinInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_EliminatedInputs = {
    held: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Form_Amount_BreachInputs = {};
export type Proc_Secret_Verdict_Form_Amount_ReasonInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Form_Type_BreachInputs = {};
export type Proc_Secret_Verdict_Form_Type_ReasonInputs = {
    min: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_IsInputs = {
    written: NonNullable<unknown>;
    what: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Over_ChipsInputs = {
    held: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_ReferInputs = {
    why: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_StandsInputs = {
    within: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_ThenInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Total_BreachInputs = {
    written: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Total_Breach_BrokenInputs = {
    written: NonNullable<unknown>;
    breaches: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Total_WhyInputs = {
    written: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Total_Why_DeemedInputs = {
    written: NonNullable<unknown>;
    deemed: NonNullable<unknown>;
    chip: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_WithinInputs = {
    written: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_Within_ChipsInputs = {
    written: NonNullable<unknown>;
};
export type Proc_Secret_Verdict_WrittenInputs = {
    amount: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Proc_Shuffle_Burn_QuestionInputs = {
    card: NonNullable<unknown>;
};
export type Proc_Shuffle_Burn_WorkingInputs = {
    card: NonNullable<unknown>;
    count: NonNullable<unknown>;
    with: NonNullable<unknown>;
};
export type Proc_Shuffle_CardInputs = {
    rank: NonNullable<unknown>;
    suit: NonNullable<unknown>;
};
export type Proc_Shuffle_Cut_Invalid_WorkingInputs = {
    min: NonNullable<unknown>;
    at: NonNullable<unknown>;
    back: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Proc_Shuffle_Cut_QuestionInputs = {
    at: NonNullable<unknown>;
    total: NonNullable<unknown>;
    back: NonNullable<unknown>;
};
export type Proc_Shuffle_Cut_Valid_WorkingInputs = {
    at: NonNullable<unknown>;
    back: NonNullable<unknown>;
};
export type Proc_Shuffle_Decline_ManyInputs = {
    seats: NonNullable<unknown>;
};
export type Proc_Shuffle_Decline_OneInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_History_FirstInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_History_PreviousInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_History_Previous_LeftInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_InspectorInputs = {};
export type Proc_Shuffle_Inspector_CutsInputs = {};
export type Proc_Shuffle_Left_LeftInputs = {};
export type Proc_Shuffle_Left_RightInputs = {};
export type Proc_Shuffle_Marker_BetweenInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Proc_Shuffle_Marker_QuestionInputs = {};
export type Proc_Shuffle_Marker_WorkingInputs = {};
export type Proc_Shuffle_Marker_Wrong_CutInputs = {};
export type Proc_Shuffle_Marker_Wrong_TenInputs = {};
export type Proc_Shuffle_Marker_Wrong_Two_DecksInputs = {};
export type Proc_Shuffle_Name_InspectorInputs = {};
export type Proc_Shuffle_Name_SeatInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_New_ShoeInputs = {};
export type Proc_Shuffle_New_Shoe_OfferedInputs = {};
export type Proc_Shuffle_Numbering_LeftInputs = {};
export type Proc_Shuffle_Numbering_RightInputs = {};
export type Proc_Shuffle_OccupiedInputs = {
    seats: NonNullable<unknown>;
};
export type Proc_Shuffle_Offer_FirstInputs = {
    who: NonNullable<unknown>;
    numbering: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Proc_Shuffle_Offer_NextInputs = {
    previous: NonNullable<unknown>;
    numbering: NonNullable<unknown>;
    left: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
export type Proc_Shuffle_OfferedInputs = {
    decks: NonNullable<unknown>;
};
export type Proc_Shuffle_Rank_2Inputs = {};
export type Proc_Shuffle_Rank_3Inputs = {};
export type Proc_Shuffle_Rank_4Inputs = {};
export type Proc_Shuffle_Rank_5Inputs = {};
export type Proc_Shuffle_Rank_6Inputs = {};
export type Proc_Shuffle_Rank_7Inputs = {};
export type Proc_Shuffle_Rank_8Inputs = {};
export type Proc_Shuffle_Rank_9Inputs = {};
export type Proc_Shuffle_Rank_AInputs = {};
export type Proc_Shuffle_Rank_JInputs = {};
export type Proc_Shuffle_Rank_KInputs = {};
export type Proc_Shuffle_Rank_QInputs = {};
export type Proc_Shuffle_Rank_TInputs = {};
export type Proc_Shuffle_Rule_BurnInputs = {};
export type Proc_Shuffle_SquaredInputs = {
    decks: NonNullable<unknown>;
};
export type Proc_Shuffle_Suit_CInputs = {};
export type Proc_Shuffle_Suit_DInputs = {};
export type Proc_Shuffle_Suit_HInputs = {};
export type Proc_Shuffle_Suit_SInputs = {};
export type Proc_Shuffle_Who_CutsInputs = {};
export type Proc_Shuffle_Who_Cuts_NextInputs = {};
export type Proc_Shuffle_Who_First_PlaceInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Shuffle_Who_Sat_FirstInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Side_A_BetInputs = {};
export type Proc_Side_After_CardsInputs = {
    cards: NonNullable<unknown>;
};
export type Proc_Side_After_First_CardInputs = {};
export type Proc_Side_Before_First_CardInputs = {};
export type Proc_Side_Dragon_No_MainInputs = {};
export type Proc_Side_Dragon_OkInputs = {};
export type Proc_Side_Dragon_QuestionInputs = {
    seat: NonNullable<unknown>;
    has: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Side_Has_NothingInputs = {};
export type Proc_Side_Has_WagerInputs = {
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Side_Main_BankerInputs = {};
export type Proc_Side_No_MainInputs = {};
export type Proc_Side_Place_Your_BetsInputs = {};
export type Proc_Side_Pp_LateInputs = {};
export type Proc_Side_Pp_LimitsInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Proc_Side_Pp_No_MainInputs = {};
export type Proc_Side_Pp_OkInputs = {};
export type Proc_Side_Pp_QuestionInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    moment: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    main: NonNullable<unknown>;
};
export type Proc_Squeeze_Dealer_TurnsInputs = {};
export type Proc_Squeeze_Dealt_DownInputs = {};
export type Proc_Squeeze_DiscInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Discs_QuestionInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Discs_WorkingInputs = {};
export type Proc_Squeeze_Discs_Wrong_CompetitionInputs = {};
export type Proc_Squeeze_Discs_Wrong_LimitsInputs = {};
export type Proc_Squeeze_Discs_Wrong_Marker_CardInputs = {};
export type Proc_Squeeze_Discs_Wrong_PuckInputs = {};
export type Proc_Squeeze_Face_DownInputs = {};
export type Proc_Squeeze_GameInputs = {};
export type Proc_Squeeze_Informed_CorrectInputs = {};
export type Proc_Squeeze_Informed_QuestionInputs = {};
export type Proc_Squeeze_Informed_WorkingInputs = {};
export type Proc_Squeeze_Informed_Wrong_DirectorInputs = {};
export type Proc_Squeeze_Informed_Wrong_InspectorInputs = {};
export type Proc_Squeeze_Informed_Wrong_NobodyInputs = {};
export type Proc_Squeeze_Informed_Wrong_PlayersInputs = {};
export type Proc_Squeeze_Informed_Wrong_SurveillanceInputs = {};
export type Proc_Squeeze_Nobody_WorkingInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_One_Set_CorrectInputs = {};
export type Proc_Squeeze_One_Set_QuestionInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Squeeze_One_Set_WorkingInputs = {};
export type Proc_Squeeze_One_Set_Wrong_Banker_OnlyInputs = {};
export type Proc_Squeeze_One_Set_Wrong_BothInputs = {};
export type Proc_Squeeze_One_Set_Wrong_ChooseInputs = {};
export type Proc_Squeeze_One_Set_Wrong_NeitherInputs = {};
export type Proc_Squeeze_RefusesInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Rule_NobodyInputs = {};
export type Proc_Squeeze_Standing_CorrectInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Squeeze_Standing_QuestionInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Standing_WorkingInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Standing_Wrong_NextInputs = {};
export type Proc_Squeeze_Standing_Wrong_One_EachInputs = {};
export type Proc_Squeeze_Standing_Wrong_StandingInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Squeeze_Tie_LowestInputs = {};
export type Proc_Squeeze_Tie_SequenceInputs = {};
export type Proc_Squeeze_Who_PassedInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_All_RefusedInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_HighestInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_Highest_TieInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    tie: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_NobodyInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_Refused_ManyInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_Refused_Many_TieInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    tie: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_Refused_OneInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Squeeze_Why_Refused_One_TieInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    tie: NonNullable<unknown>;
};
export type Proc_Tools_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Proc_Tools_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Proc_Tools_NoInputs = {};
export type Proc_Tools_NumberInputs = {
    n: NonNullable<unknown>;
};
export type Proc_Tools_SeatInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Tools_YesInputs = {};
export type Proc_Wagers_A_BetInputs = {};
export type Proc_Wagers_Cash_QuestionInputs = {
    seat: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Chips_QuestionInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Deltin_CorrectInputs = {};
export type Proc_Wagers_Deltin_QuestionInputs = {
    seat: NonNullable<unknown>;
    stake: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Deltin_WorkingInputs = {};
export type Proc_Wagers_Deltin_Wrong_IncreaseInputs = {};
export type Proc_Wagers_Deltin_Wrong_NothingInputs = {};
export type Proc_Wagers_Deltin_Wrong_ReturnedInputs = {};
export type Proc_Wagers_Deltin_Wrong_Take_DownInputs = {};
export type Proc_Wagers_Deltin_Wrong_Tie_AreaInputs = {};
export type Proc_Wagers_Federal_CorrectInputs = {};
export type Proc_Wagers_Federal_QuestionInputs = {};
export type Proc_Wagers_Federal_SituationInputs = {};
export type Proc_Wagers_Federal_WorkingInputs = {};
export type Proc_Wagers_Federal_Wrong_AnnounceInputs = {};
export type Proc_Wagers_Federal_Wrong_ConsentInputs = {};
export type Proc_Wagers_Federal_Wrong_LiabilityInputs = {};
export type Proc_Wagers_Federal_Wrong_LimitsInputs = {};
export type Proc_Wagers_Federal_Wrong_MarkerInputs = {};
export type Proc_Wagers_Moment_CardsInputs = {
    cards: NonNullable<unknown>;
};
export type Proc_Wagers_Moment_FirstInputs = {};
export type Proc_Wagers_Moment_NoneInputs = {};
export type Proc_Wagers_Place_BetsInputs = {};
export type Proc_Wagers_Reason_CashInputs = {};
export type Proc_Wagers_Reason_ChipsInputs = {};
export type Proc_Wagers_Reason_Closed_IncreaseInputs = {};
export type Proc_Wagers_Reason_Closed_MakeInputs = {};
export type Proc_Wagers_Reason_Closed_WithdrawInputs = {};
export type Proc_Wagers_Reason_Open_IncreaseInputs = {};
export type Proc_Wagers_Reason_Open_MakeInputs = {};
export type Proc_Wagers_Reason_Open_WithdrawInputs = {};
export type Proc_Wagers_Reason_Standing_OkInputs = {
    max: NonNullable<unknown>;
};
export type Proc_Wagers_Reason_Standing_OverInputs = {
    max: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Proc_Wagers_Rule_DeltinInputs = {};
export type Proc_Wagers_Standing_ManyInputs = {
    count: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Wagers_Standing_OneInputs = {
    seat: NonNullable<unknown>;
};
export type Proc_Wagers_Standing_TwoInputs = {
    count: NonNullable<unknown>;
    seat: NonNullable<unknown>;
};
export type Proc_Wagers_TieInputs = {};
export type Proc_Wagers_Want_IncreaseInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Want_Increase_AmountInputs = {
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Want_MakeInputs = {
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Want_WithdrawInputs = {
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_Want_Withdraw_AmountInputs = {
    amount: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Proc_Wagers_WantsInputs = {
    seat: NonNullable<unknown>;
    wants: NonNullable<unknown>;
};
export type Profile_Casino_Guide_NameInputs = {};
export type Profile_Casino_Guide_SourceInputs = {};
export type Profile_Deltin_SourceInputs = {};
export type Profile_Dragon_NameInputs = {};
export type Profile_Dragon_SourceInputs = {};
export type Profile_Federal_DescriptionInputs = {};
export type Profile_Federal_NameInputs = {};
export type Profile_Tasmania_DescriptionInputs = {};
export type Push_Word_CapitalisedInputs = {};
export type Record_CardsInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Record_DrawInputs = {};
export type Record_Face_DownInputs = {};
export type Record_HandsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Record_Hands_NaturalInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Record_No_CardsInputs = {};
export type Record_Nothing_SettledInputs = {};
export type Record_OptionInputs = {
    key: NonNullable<unknown>;
};
export type Record_Red_Line_AtInputs = {
    item: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Record_Seat_BetInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Record_SettleInputs = {
    action: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Record_Settle_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Record_Settle_PayInputs = {
    action: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Record_StandInputs = {};
export type Room_Cli_Env_ShortInputs = {
    env: NonNullable<unknown>;
    min: NonNullable<unknown>;
};
export type Room_Cli_Env_UnsetInputs = {
    env: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
export type Room_Cli_Help_HelpInputs = {};
export type Room_Cli_Help_InitInputs = {};
export type Room_Cli_Help_StatusInputs = {};
export type Room_Cli_Help_TitleInputs = {};
export type Room_Cli_MigratedInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Room_Cli_ReadyInputs = {
    version: NonNullable<unknown>;
    what: NonNullable<unknown>;
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Room_Cli_UnknownInputs = {
    command: NonNullable<unknown>;
};
export type Room_Cli_Up_To_DateInputs = {};
export type Room_Cli_Url_MissingInputs = {
    example: NonNullable<unknown>;
};
export type Room_Cli_Url_No_DbInputs = {};
export type Room_Cli_Url_Not_UrlInputs = {
    example: NonNullable<unknown>;
};
export type Room_Cli_Url_SchemeInputs = {
    scheme: NonNullable<unknown>;
};
export type Session_Not_FinishedInputs = {
    answered: NonNullable<unknown>;
    items: NonNullable<unknown>;
};
export type Session_Nothing_WeakInputs = {};
export type Session_Overall_BelowInputs = {
    accuracy: NonNullable<unknown>;
    passMark: NonNullable<unknown>;
};
export type Session_PractiseInputs = {
    skills: NonNullable<unknown>;
};
export type Session_Practise_CasesInputs = {
    skills: NonNullable<unknown>;
    cases: NonNullable<unknown>;
};
export type Session_Red_Line_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Session_Red_Line_OneInputs = {
    count: NonNullable<unknown>;
};
export type Session_Skill_BelowInputs = {
    skill: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    passMark: NonNullable<unknown>;
};
export type Session_Skill_SlowInputs = {
    skill: NonNullable<unknown>;
    median: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Session_Timed_OutInputs = {};
export type Session_Timed_Out_WithinInputs = {
    seconds: NonNullable<unknown>;
};
export type Session_Two_SkillsInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
export type Settle_Ans_LeaveInputs = {
    list: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Settle_Ans_Nothing_PayInputs = {};
export type Settle_Ans_Nothing_TakeInputs = {};
export type Settle_Ans_PayInputs = {
    list: NonNullable<unknown>;
};
export type Settle_Ans_TakeInputs = {
    list: NonNullable<unknown>;
};
export type Settle_BoxInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Settle_DeductedInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
    rate: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Settle_Deducted_RoundedInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    working: NonNullable<unknown>;
    commission: NonNullable<unknown>;
    payout: NonNullable<unknown>;
};
export type Settle_Fraction_DownInputs = {};
export type Settle_Fraction_Half_UpInputs = {};
export type Settle_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Settle_List_SemicolonInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Settle_LoseInputs = {
    why: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Settle_Not_Pair_BankerInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Settle_Not_Pair_PlayerInputs = {
    a: NonNullable<unknown>;
    b: NonNullable<unknown>;
};
export type Settle_OddsInputs = {
    pays: NonNullable<unknown>;
    per: NonNullable<unknown>;
};
export type Settle_Pay_ItemInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Settle_Pay_Item_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Settle_PushInputs = {
    result: NonNullable<unknown>;
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Settle_Q_TableInputs = {};
export type Settle_Result_Banker_WinsInputs = {
    banker: NonNullable<unknown>;
    player: NonNullable<unknown>;
};
export type Settle_Result_Player_WinsInputs = {
    player: NonNullable<unknown>;
    banker: NonNullable<unknown>;
};
export type Settle_Result_TieInputs = {
    point: NonNullable<unknown>;
};
export type Settle_Seat_BetInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Settle_Six_HalfInputs = {
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
};
export type Settle_Six_Half_OddInputs = {
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
    fraction: NonNullable<unknown>;
};
export type Settle_W_BetInputs = {
    bet: NonNullable<unknown>;
    working: NonNullable<unknown>;
};
export type Settle_W_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
    working: NonNullable<unknown>;
};
export type Settle_Win_OfInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
};
export type Settle_Win_Of_FractionInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
    fraction: NonNullable<unknown>;
};
export type Settle_Win_OnInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
};
export type Settle_Win_On_FractionInputs = {
    odds: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    payout: NonNullable<unknown>;
    fraction: NonNullable<unknown>;
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
export type Spec_Assessment_AttemptsInputs = {};
export type Spec_Assessment_Red_LinesInputs = {};
export type Spec_Assessment_WaitInputs = {};
export type Spec_At_LeastInputs = {
    n: NonNullable<unknown>;
};
export type Spec_At_MostInputs = {
    n: NonNullable<unknown>;
};
export type Spec_AuditionInputs = {};
export type Spec_Audition_BandInputs = {
    n: NonNullable<unknown>;
};
export type Spec_Audition_BelowInputs = {};
export type Spec_Band_LabelInputs = {};
export type Spec_Band_Min_AccuracyInputs = {};
export type Spec_Band_Min_CoupsInputs = {};
export type Spec_Cannot_DealInputs = {
    error: NonNullable<unknown>;
};
export type Spec_Choose_OneInputs = {};
export type Spec_Constraint_NamedInputs = {
    key: NonNullable<unknown>;
};
export type Spec_Detail_Needs_BetsInputs = {};
export type Spec_Field_OfInputs = {
    section: NonNullable<unknown>;
    label: NonNullable<unknown>;
};
export type Spec_LabelledInputs = {
    label: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Spec_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Spec_Low_HighInputs = {};
export type Spec_Median_PositiveInputs = {};
export type Spec_Median_TargetInputs = {
    name: NonNullable<unknown>;
};
export type Spec_MissingInputs = {};
export type Spec_Must_BeInputs = {
    expected: NonNullable<unknown>;
};
export type Spec_Needs_Pass_MarkInputs = {};
export type Spec_Newer_VersionInputs = {
    version: NonNullable<unknown>;
    current: NonNullable<unknown>;
};
export type Spec_Not_ChoiceInputs = {};
export type Spec_Not_DealtInputs = {
    error: NonNullable<unknown>;
};
export type Spec_Not_Drill_Set_FormatInputs = {
    format: NonNullable<unknown>;
};
export type Spec_Not_EmptyInputs = {};
export type Spec_Not_ObjectInputs = {};
export type Spec_Not_ValidInputs = {};
export type Spec_Overall_PassInputs = {};
export type Spec_Pass_Mark_OfInputs = {
    name: NonNullable<unknown>;
};
export type Spec_PercentInputs = {};
export type Spec_Practical_AreasInputs = {};
export type Spec_SectionInputs = {
    n: NonNullable<unknown>;
};
export type Spec_Section_ConstraintsInputs = {};
export type Spec_Section_CountInputs = {};
export type Spec_Section_DifficultyInputs = {};
export type Spec_Section_KindInputs = {};
export type Spec_Section_TimeInputs = {};
export type Spec_Time_MaxInputs = {};
export type Spec_Time_MinInputs = {};
export type Spec_Time_TypeInputs = {};
export type Spec_Too_RareInputs = {};
export type Spec_Top_AssessmentInputs = {};
export type Spec_Top_DecksInputs = {};
export type Spec_Top_DescriptionInputs = {};
export type Spec_Top_FormatInputs = {};
export type Spec_Top_ModeInputs = {};
export type Spec_Top_Pass_MarksInputs = {};
export type Spec_Top_ProfileInputs = {};
export type Spec_Top_Red_LineInputs = {};
export type Spec_Top_SectionsInputs = {};
export type Spec_Top_TitleInputs = {};
export type Spec_Top_VersionInputs = {};
export type Spec_Type_ArrayInputs = {};
export type Spec_Type_BooleanInputs = {};
export type Spec_Type_IntInputs = {};
export type Spec_Type_NumberInputs = {};
export type Spec_Type_ObjectInputs = {};
export type Spec_Type_StringInputs = {};
export type Spec_Unknown_KindInputs = {
    known: NonNullable<unknown>;
};
export type Spec_Unknown_Red_LineInputs = {
    known: NonNullable<unknown>;
};
export type Spec_UnrecognizedInputs = {
    keys: NonNullable<unknown>;
};
export type Spec_Version_MustInputs = {
    version: NonNullable<unknown>;
};
export type Squeeze_All_RefusedInputs = {
    hand: NonNullable<unknown>;
};
export type Squeeze_All_Refused_SentenceInputs = {
    hand: NonNullable<unknown>;
};
export type Squeeze_EqualInputs = {
    explanation: NonNullable<unknown>;
    tie: NonNullable<unknown>;
};
export type Squeeze_HighestInputs = {
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_Highest_SentenceInputs = {
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_NobodyInputs = {
    hand: NonNullable<unknown>;
};
export type Squeeze_Nobody_SentenceInputs = {
    hand: NonNullable<unknown>;
};
export type Squeeze_Note_BankerInputs = {
    explanation: NonNullable<unknown>;
};
export type Squeeze_Note_Both_HandsInputs = {
    seat: NonNullable<unknown>;
};
export type Squeeze_Note_PlayerInputs = {
    explanation: NonNullable<unknown>;
};
export type Squeeze_Refused_ManyInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_Refused_Many_SentenceInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_Refused_OneInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_Refused_One_SentenceInputs = {
    refused: NonNullable<unknown>;
    seat: NonNullable<unknown>;
    hand: NonNullable<unknown>;
};
export type Squeeze_SentenceInputs = {
    clause: NonNullable<unknown>;
};
export type Squeeze_Tie_Betting_SequenceInputs = {};
export type Squeeze_Tie_Lowest_SeatInputs = {};
export type Std24_A_PassesInputs = {};
export type Std24_Area_Or_PracticalInputs = {};
export type Std24_Area_TwiceInputs = {
    name: NonNullable<unknown>;
};
export type Std24_At_Most_Red_LinesInputs = {
    n: NonNullable<unknown>;
};
export type Std24_Fail_Grade_FailsInputs = {};
export type Std24_Id_FormInputs = {};
export type Std24_Id_TwiceInputs = {
    id: NonNullable<unknown>;
};
export type Std24_Leave_Area_OutInputs = {};
export type Std24_Name_The_AreaInputs = {};
export type Std24_Not_An_AreaInputs = {
    area: NonNullable<unknown>;
};
export type Std24_Not_StandardInputs = {};
export type Std24_Not_WorseInputs = {
    grade: NonNullable<unknown>;
    outcome: NonNullable<unknown>;
};
export type Std24_Outcome_FailInputs = {};
export type Std24_Outcome_PassInputs = {};
export type Std24_Outcome_RetakeInputs = {};
export type Std24_Pass_Retake_FailInputs = {};
export type Std24_Refused_StandardInputs = {
    problems: NonNullable<unknown>;
};
export type Thirdcard_Always_Banker_DrawsInputs = {
    fact: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Always_Banker_StandsInputs = {
    fact: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Always_Player_DrawsInputs = {
    fact: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Always_Player_StandsInputs = {
    fact: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Cannot_DealInputs = {
    fact: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Cannot_TogetherInputs = {
    facts: NonNullable<unknown>;
    last: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
export type Thirdcard_Fact_Banker_DrawsInputs = {};
export type Thirdcard_Fact_Banker_PointInputs = {
    range: NonNullable<unknown>;
};
export type Thirdcard_Fact_Banker_StandsInputs = {};
export type Thirdcard_Fact_NaturalInputs = {};
export type Thirdcard_Fact_No_NaturalInputs = {};
export type Thirdcard_Fact_Player_DrawsInputs = {};
export type Thirdcard_Fact_Player_PointInputs = {
    range: NonNullable<unknown>;
};
export type Thirdcard_Fact_Player_StandsInputs = {};
export type Thirdcard_Fact_Third_ValueInputs = {
    range: NonNullable<unknown>;
};
export type Thirdcard_Field_Banker_DrawsInputs = {};
export type Thirdcard_Field_Banker_PointInputs = {};
export type Thirdcard_Field_NaturalInputs = {};
export type Thirdcard_Field_Player_DrawsInputs = {};
export type Thirdcard_Field_Player_PointInputs = {};
export type Thirdcard_Field_Third_ValueInputs = {};
export type Thirdcard_Field_Third_Value_HelpInputs = {};
export type Thirdcard_Level_HardInputs = {};
export type Thirdcard_Level_StandardInputs = {};
export type Thirdcard_ListInputs = {
    first: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
export type Thirdcard_None_TogetherInputs = {
    level: NonNullable<unknown>;
};
export type Tour_Band_Not_RecordedInputs = {};
export type Tour_Floor_AccuracyInputs = {
    kind: NonNullable<unknown>;
    accuracy: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Tour_Floor_FewInputs = {
    kind: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    needed: NonNullable<unknown>;
};
export type Tour_Floor_Last_FailedInputs = {
    kind: NonNullable<unknown>;
};
export type Tour_Floor_MedianInputs = {
    kind: NonNullable<unknown>;
    median: NonNullable<unknown>;
    target: NonNullable<unknown>;
};
export type Tour_Verify_ChooseInputs = {};
export type Tour_Verify_NoneInputs = {};
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
export type Ui24r_Audit_Assessment_CloseInputs = {};
export type Ui24r_Audit_Assessment_ClosedInputs = {};
export type Ui24r_Audit_Assessment_Countersign_PracticalInputs = {};
export type Ui24r_Audit_Assessment_ExportInputs = {};
export type Ui24r_Audit_Assessment_Grade_PracticalInputs = {};
export type Ui24r_Audit_Assessment_HistoryInputs = {};
export type Ui24r_Audit_Assessment_RecordInputs = {};
export type Ui24r_Audit_Assessment_ReplayInputs = {};
export type Ui24r_Audit_Assessment_ResumeInputs = {};
export type Ui24r_Audit_Assessment_ResumedInputs = {};
export type Ui24r_Audit_Assessment_StartInputs = {};
export type Ui24r_Audit_Assessment_StartedInputs = {};
export type Ui24r_Audit_Assignments_AssignInputs = {};
export type Ui24r_Audit_Assignments_ListInputs = {};
export type Ui24r_Audit_Assignments_UnassignInputs = {};
export type Ui24r_Audit_Attempt_Ledger_FaultInputs = {};
export type Ui24r_Audit_Attempt_Ledger_StartedInputs = {};
export type Ui24r_Audit_Audit_AttemptsInputs = {};
export type Ui24r_Audit_Audit_Check_FailedInputs = {};
export type Ui24r_Audit_Audit_Export_CsvInputs = {};
export type Ui24r_Audit_Audit_TrailInputs = {};
export type Ui24r_Audit_Dashboard_Assign_Weak_CasesInputs = {};
export type Ui24r_Audit_Dashboard_CohortInputs = {};
export type Ui24r_Audit_Dashboard_Export_CsvInputs = {};
export type Ui24r_Audit_Dashboard_Export_XapiInputs = {};
export type Ui24r_Audit_Dashboard_TraineeInputs = {};
export type Ui24r_Audit_Dashboard_TraineesInputs = {};
export type Ui24r_Audit_Drill_Sets_Export_FileInputs = {};
export type Ui24r_Audit_Drill_Sets_Import_FileInputs = {};
export type Ui24r_Audit_Key_Store_CreatedInputs = {};
export type Ui24r_Audit_Key_Store_RefusedInputs = {};
export type Ui24r_Audit_Key_Store_ReplacedInputs = {};
export type Ui24r_Audit_Key_Store_RewrappedInputs = {};
export type Ui24r_Audit_Languages_Set_DefaultInputs = {};
export type Ui24r_Audit_Passcode_ChangedInputs = {};
export type Ui24r_Audit_Passcode_Kept_On_This_StationInputs = {};
export type Ui24r_Audit_Passcode_RecoveredInputs = {};
export type Ui24r_Audit_Passcode_ResetInputs = {};
export type Ui24r_Audit_Passcode_Reset_RefusedInputs = {};
export type Ui24r_Audit_Passcode_SetInputs = {};
export type Ui24r_Audit_Passcode_Taken_From_RoomInputs = {};
export type Ui24r_Audit_Practical_CountersignedInputs = {};
export type Ui24r_Audit_Practical_GradedInputs = {};
export type Ui24r_Audit_Practical_Save_StandardInputs = {};
export type Ui24r_Audit_Practical_StandardInputs = {};
export type Ui24r_Audit_Practical_Standard_SavedInputs = {};
export type Ui24r_Audit_Profiles_DeleteInputs = {};
export type Ui24r_Audit_Profiles_DuplicateInputs = {};
export type Ui24r_Audit_Profiles_SaveInputs = {};
export type Ui24r_Audit_Profiles_Set_HouseInputs = {};
export type Ui24r_Audit_Profiles_UpdateInputs = {};
export type Ui24r_Audit_Profiles_UsageInputs = {};
export type Ui24r_Audit_Recovery_AcknowledgedInputs = {};
export type Ui24r_Audit_Recovery_Code_IssuedInputs = {};
export type Ui24r_Audit_Recovery_RefusedInputs = {};
export type Ui24r_Audit_Report_ExportedInputs = {};
export type Ui24r_Audit_Reports_Trust_KeyInputs = {};
export type Ui24r_Audit_Room_DashboardInputs = {};
export type Ui24r_Audit_Room_Document_NoteInputs = {};
export type Ui24r_Audit_Room_JoinInputs = {};
export type Ui24r_Audit_Room_LeaveInputs = {};
export type Ui24r_Audit_Room_Passcode_ChangedInputs = {};
export type Ui24r_Audit_Room_Passcode_RefusedInputs = {};
export type Ui24r_Audit_Room_PreviewInputs = {};
export type Ui24r_Audit_Room_Push_NowInputs = {};
export type Ui24r_Audit_Room_StatusInputs = {};
export type Ui24r_Audit_Room_TestInputs = {};
export type Ui24r_Audit_Room_Trainee_HistoryInputs = {};
export type Ui24r_Audit_Seal_Key_CreatedInputs = {};
export type Ui24r_Audit_Seal_Key_ReplacedInputs = {};
export type Ui24r_Audit_Signing_Key_CreatedInputs = {};
export type Ui24r_Audit_Signing_Key_WrappedInputs = {};
export type Ui24r_Audit_Storage_Remove_DamagedInputs = {};
export type Ui24r_Audit_Studio_Sets_CheckInputs = {};
export type Ui24r_Audit_Studio_Sets_DeleteInputs = {};
export type Ui24r_Audit_Studio_Sets_DuplicateInputs = {};
export type Ui24r_Audit_Studio_Sets_Export_FileInputs = {};
export type Ui24r_Audit_Studio_Sets_GetInputs = {};
export type Ui24r_Audit_Studio_Sets_Import_FileInputs = {};
export type Ui24r_Audit_Studio_Sets_ListInputs = {};
export type Ui24r_Audit_Studio_Sets_PreviewInputs = {};
export type Ui24r_Audit_Studio_Sets_RenameInputs = {};
export type Ui24r_Audit_Studio_Sets_Resolve_ImportInputs = {};
export type Ui24r_Audit_Studio_Sets_SaveInputs = {};
export type Ui24r_Audit_Trainee_DeletedInputs = {};
export type Ui24r_Audit_Trainee_Pin_ClearInputs = {};
export type Ui24r_Audit_Trainee_Pin_ClearedInputs = {};
export type Ui24r_Audit_Trainee_Pin_Cleared_In_RoomInputs = {};
export type Ui24r_Audit_Trainee_Pin_Taken_From_RoomInputs = {};
export type Ui24r_Audit_Trainees_ArchiveInputs = {};
export type Ui24r_Audit_Trainees_CreateInputs = {};
export type Ui24r_Audit_Trainees_DeleteInputs = {};
export type Ui24r_Audit_Trainees_Delete_PlanInputs = {};
export type Ui24r_Audit_Trainees_Import_ListInputs = {};
export type Ui24r_Audit_Trainees_ManageInputs = {};
export type Ui24r_Audit_Trainees_Preview_CsvInputs = {};
export type Ui24r_Audit_Trainees_UpdateInputs = {};
export type Ui24r_Audit_Trainer_Acknowledge_RecoveryInputs = {};
export type Ui24r_Audit_Trainer_LockedInputs = {};
export type Ui24r_Audit_Trainer_Recovery_CodeInputs = {};
export type Ui24r_Audit_Trainer_Recovery_NoticeInputs = {};
export type Ui24r_Audit_Trainer_Settings_GetInputs = {};
export type Ui24r_Audit_Trainer_Settings_SetInputs = {};
export type Ui24r_Audit_Trainer_UnlockedInputs = {};
export type Ui24r_Audit_Trusted_Key_AddedInputs = {};
export type Ui24r_Audit_Trusted_Keys_TamperedInputs = {};
export type Ui24r_Audit_UnknownInputs = {
    action: NonNullable<unknown>;
};
export type Ui24r_Audit_Unlock_RefusedInputs = {};
export type Ui24r_Day_HintInputs = {};
export type Ui24r_Day_PlaceholderInputs = {};
export type Ui24r_House_Nine_Seats_DescriptionInputs = {};
export type Ui24r_House_Nine_Seats_NameInputs = {};
export type Ui_Ans_Amount_HintInputs = {};
export type Ui_Ans_BackspaceInputs = {};
export type Ui_Ans_BankerInputs = {};
export type Ui_Ans_Box_LabelInputs = {
    seat: NonNullable<unknown>;
};
export type Ui_Ans_Call_ItInputs = {};
export type Ui_Ans_Chip_CountInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Ans_Chip_OneInputs = {};
export type Ui_Ans_Chips_HintInputs = {};
export type Ui_Ans_Give_ChipsInputs = {};
export type Ui_Ans_LeftInputs = {
    bet: NonNullable<unknown>;
};
export type Ui_Ans_Mark_BoxInputs = {};
export type Ui_Ans_Natural_NoInputs = {};
export type Ui_Ans_Natural_YesInputs = {};
export type Ui_Ans_Nothing_SettledInputs = {};
export type Ui_Ans_PaidInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Ui_Ans_Paid_BoxInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    commission: NonNullable<unknown>;
};
export type Ui_Ans_PayInputs = {};
export type Ui_Ans_Pay_LabelInputs = {
    bet: NonNullable<unknown>;
};
export type Ui_Ans_PlayerInputs = {};
export type Ui_Ans_Points_HintInputs = {};
export type Ui_Ans_Settle_ActionInputs = {
    bet: NonNullable<unknown>;
    word: NonNullable<unknown>;
};
export type Ui_Ans_Settle_AmountInputs = {
    bet: NonNullable<unknown>;
};
export type Ui_Ans_Settle_AreaInputs = {
    seat: NonNullable<unknown>;
    areas: NonNullable<unknown>;
};
export type Ui_Ans_Settle_BetInputs = {};
export type Ui_Ans_Settle_CommissionInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Ui_Ans_Settled_So_FarInputs = {};
export type Ui_Ans_Table_SettledInputs = {};
export type Ui_Ans_TakenInputs = {
    bet: NonNullable<unknown>;
};
export type Ui_Ans_UndoInputs = {};
export type Ui_App_OpeningInputs = {};
export type Ui_Area_BankerInputs = {};
export type Ui_Area_Banker_PairInputs = {};
export type Ui_Area_Dragon_BankerInputs = {};
export type Ui_Area_Dragon_PlayerInputs = {};
export type Ui_Area_Perfect_Pair_BankerInputs = {};
export type Ui_Area_Perfect_Pair_PlayerInputs = {};
export type Ui_Area_PlayerInputs = {};
export type Ui_Area_Player_PairInputs = {};
export type Ui_Area_Super_SixInputs = {};
export type Ui_Area_TieInputs = {};
export type Ui_Area_Tie_OddsInputs = {
    odds: NonNullable<unknown>;
};
export type Ui_Bet_BankerInputs = {};
export type Ui_Bet_Banker_PairInputs = {};
export type Ui_Bet_Dragon_BankerInputs = {};
export type Ui_Bet_Dragon_PlayerInputs = {};
export type Ui_Bet_Perfect_Pair_BankerInputs = {};
export type Ui_Bet_Perfect_Pair_PlayerInputs = {};
export type Ui_Bet_PlayerInputs = {};
export type Ui_Bet_Player_PairInputs = {};
export type Ui_Bet_Super_SixInputs = {};
export type Ui_Bet_TieInputs = {};
export type Ui_Box_LabelInputs = {};
export type Ui_Box_TitleInputs = {
    seat: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Ui_Bridge_MissingInputs = {};
export type Ui_Bridge_No_AnswerInputs = {
    error: NonNullable<unknown>;
};
export type Ui_Bridge_UnreadableInputs = {};
export type Ui_Card_ExcessInputs = {};
export type Ui_Card_ExposedInputs = {};
export type Ui_Card_Face_DownInputs = {};
export type Ui_Card_FlaggedInputs = {
    name: NonNullable<unknown>;
    flag: NonNullable<unknown>;
};
export type Ui_Card_MisdealtInputs = {};
export type Ui_Chart_AccuracyInputs = {};
export type Ui_Chart_MedianInputs = {};
export type Ui_Chip_NamedInputs = {
    amount: NonNullable<unknown>;
};
export type Ui_Clause_1Inputs = {};
export type Ui_Clause_10_1Inputs = {};
export type Ui_Clause_10_2Inputs = {};
export type Ui_Clause_10_3Inputs = {};
export type Ui_Clause_11Inputs = {};
export type Ui_Clause_12Inputs = {};
export type Ui_Clause_12_1Inputs = {};
export type Ui_Clause_12_2Inputs = {};
export type Ui_Clause_12_3Inputs = {};
export type Ui_Clause_12_4Inputs = {};
export type Ui_Clause_13Inputs = {};
export type Ui_Clause_14Inputs = {};
export type Ui_Clause_14_1Inputs = {};
export type Ui_Clause_14_2Inputs = {};
export type Ui_Clause_14_3Inputs = {};
export type Ui_Clause_14_4Inputs = {};
export type Ui_Clause_14_5Inputs = {};
export type Ui_Clause_14_6Inputs = {};
export type Ui_Clause_15Inputs = {};
export type Ui_Clause_15_1Inputs = {};
export type Ui_Clause_15_6Inputs = {};
export type Ui_Clause_15_6bInputs = {};
export type Ui_Clause_15_7Inputs = {};
export type Ui_Clause_15_8Inputs = {};
export type Ui_Clause_16Inputs = {};
export type Ui_Clause_16_4Inputs = {};
export type Ui_Clause_16_5Inputs = {};
export type Ui_Clause_16_5_10Inputs = {};
export type Ui_Clause_16_5_12Inputs = {};
export type Ui_Clause_16_5_13Inputs = {};
export type Ui_Clause_16_6Inputs = {};
export type Ui_Clause_16_7Inputs = {};
export type Ui_Clause_16_8Inputs = {};
export type Ui_Clause_4Inputs = {};
export type Ui_Clause_4_1Inputs = {};
export type Ui_Clause_5_3Inputs = {};
export type Ui_Clause_5_4Inputs = {};
export type Ui_Clause_5_5Inputs = {};
export type Ui_Clause_6_6Inputs = {};
export type Ui_Clause_6_7Inputs = {};
export type Ui_Clause_6_8Inputs = {};
export type Ui_Clause_7Inputs = {};
export type Ui_Clause_7_1Inputs = {};
export type Ui_Clause_7_3Inputs = {};
export type Ui_Clause_7_3bInputs = {};
export type Ui_Clause_7_4Inputs = {};
export type Ui_Clause_7_5Inputs = {};
export type Ui_Clause_8Inputs = {};
export type Ui_Clause_9_1Inputs = {};
export type Ui_Clause_9_2Inputs = {};
export type Ui_Clause_9_3Inputs = {};
export type Ui_Clause_9_3bInputs = {};
export type Ui_Clause_9_4Inputs = {};
export type Ui_Clause_In_EnglishInputs = {};
export type Ui_Close_UpInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Closed_SessionInputs = {
    title: NonNullable<unknown>;
};
export type Ui_Dash_FindInputs = {};
export type Ui_Dash_Find_PlaceholderInputs = {};
export type Ui_Dash_Nothing_AnsweredInputs = {};
export type Ui_Dash_ReadingInputs = {};
export type Ui_Dash_Ready_OnlyInputs = {};
export type Ui_Dash_Sort_AttemptsInputs = {};
export type Ui_Dash_Sort_ByInputs = {};
export type Ui_Dash_Sort_FlaggedInputs = {};
export type Ui_Dash_Sort_FloorInputs = {};
export type Ui_Dash_Sort_LastInputs = {};
export type Ui_Dash_Sort_NameInputs = {};
export type Ui_Dash_TitleInputs = {};
export type Ui_Dash_TraineesInputs = {};
export type Ui_Dmg_Confirm_TitleInputs = {};
export type Ui_Dmg_Drill_SetInputs = {};
export type Ui_Dmg_Keep_ItInputs = {};
export type Ui_Dmg_ManyInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Dmg_NamedInputs = {
    what: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Ui_Dmg_OneInputs = {};
export type Ui_Dmg_ProblemInputs = {
    problem: NonNullable<unknown>;
};
export type Ui_Dmg_ProfileInputs = {};
export type Ui_Dmg_RemoveInputs = {};
export type Ui_Dmg_Remove_ItInputs = {};
export type Ui_Dmg_Remove_ProfileInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Dmg_Remove_SetInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Dmg_Remove_SettingInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Dmg_SessionInputs = {};
export type Ui_Dmg_SettingInputs = {};
export type Ui_Dmg_TitleInputs = {};
export type Ui_Do_Add_TraineeInputs = {};
export type Ui_Do_Check_FolderInputs = {};
export type Ui_Do_Check_SetupInputs = {};
export type Ui_Do_Close_SessionInputs = {};
export type Ui_Do_First_DrillInputs = {};
export type Ui_Do_FreshInputs = {};
export type Ui_Do_Other_FolderInputs = {};
export type Ui_Do_Read_AssignedInputs = {};
export type Ui_Do_Read_CohortInputs = {};
export type Ui_Do_Read_DashboardInputs = {};
export type Ui_Do_Read_DueInputs = {};
export type Ui_Do_Read_ProfilesInputs = {};
export type Ui_Do_Read_ProgressInputs = {};
export type Ui_Do_Read_SetInputs = {};
export type Ui_Do_Read_SetsInputs = {};
export type Ui_Do_Read_SettingsInputs = {};
export type Ui_Do_Read_Signed_InInputs = {};
export type Ui_Do_Read_SummaryInputs = {};
export type Ui_Do_Read_TraineesInputs = {};
export type Ui_Do_RemoveInputs = {
    what: NonNullable<unknown>;
};
export type Ui_Do_RenameInputs = {};
export type Ui_Do_ReplayInputs = {};
export type Ui_Do_ResumeInputs = {};
export type Ui_Do_Save_SettingsInputs = {};
export type Ui_Do_Sign_InInputs = {};
export type Ui_Do_Start_AdaptiveInputs = {};
export type Ui_Do_Start_DrillInputs = {};
export type Ui_Do_Start_DueInputs = {};
export type Ui_Do_Start_MockInputs = {};
export type Ui_Do_Start_PractiseInputs = {};
export type Ui_Do_Start_SessionInputs = {};
export type Ui_Do_UnfinishedInputs = {};
export type Ui_Drill_AnsweredInputs = {
    answered: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Ui_Drill_HomeInputs = {};
export type Ui_Drill_Last_AnswerInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Drill_LeaveInputs = {};
export type Ui_Drill_Reading_SummaryInputs = {};
export type Ui_Err_Did_Not_WorkInputs = {
    doing: NonNullable<unknown>;
};
export type Ui_Err_DismissInputs = {};
export type Ui_Fb_AnswerInputs = {};
export type Ui_Fb_NextInputs = {};
export type Ui_Fb_Not_QuiteInputs = {};
export type Ui_Fb_Over_LimitInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Fb_RightInputs = {};
export type Ui_Fb_RuleInputs = {};
export type Ui_Fb_See_SummaryInputs = {};
export type Ui_Fb_Timed_OutInputs = {};
export type Ui_Fb_What_WrongInputs = {};
export type Ui_Fb_WorkingInputs = {};
export type Ui_Felt_BankerInputs = {};
export type Ui_Felt_CommissionInputs = {};
export type Ui_Felt_DiscardInputs = {};
export type Ui_Felt_PlayerInputs = {};
export type Ui_Felt_ShoeInputs = {};
export type Ui_Hand_BankerInputs = {};
export type Ui_Hand_PlayerInputs = {};
export type Ui_Heat_CellInputs = {
    row: NonNullable<unknown>;
    column: NonNullable<unknown>;
    words: NonNullable<unknown>;
};
export type Ui_Heat_Drill_ThisInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Heat_NoneInputs = {};
export type Ui_Heat_Not_AnsweredInputs = {};
export type Ui_Heat_NothingInputs = {};
export type Ui_Heat_Top_CellInputs = {
    banker: NonNullable<unknown>;
    third: NonNullable<unknown>;
    words: NonNullable<unknown>;
};
export type Ui_Heat_Top_CornerInputs = {};
export type Ui_Heat_Top_LabelInputs = {};
export type Ui_Heat_Top_TitleInputs = {
    banker: NonNullable<unknown>;
    third: NonNullable<unknown>;
};
export type Ui_Heat_WordsInputs = {
    wrong: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    slow: NonNullable<unknown>;
};
export type Ui_Heat_Words_FewInputs = {
    wrong: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    slow: NonNullable<unknown>;
    few: NonNullable<unknown>;
};
export type Ui_Home_Assigned_AgainInputs = {};
export type Ui_Home_Assigned_All_DoneInputs = {};
export type Ui_Home_Assigned_DoneInputs = {};
export type Ui_Home_Assigned_Done_DueInputs = {
    day: NonNullable<unknown>;
};
export type Ui_Home_Assigned_DueInputs = {
    day: NonNullable<unknown>;
};
export type Ui_Home_Assigned_GoneInputs = {};
export type Ui_Home_Assigned_No_DueInputs = {};
export type Ui_Home_Assigned_OverdueInputs = {
    day: NonNullable<unknown>;
};
export type Ui_Home_Assigned_StartInputs = {};
export type Ui_Home_Assigned_TitleInputs = {};
export type Ui_Home_Assigned_To_DoInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Home_CancelInputs = {};
export type Ui_Home_Close_AskInputs = {};
export type Ui_Home_Close_ConfirmInputs = {
    title: NonNullable<unknown>;
};
export type Ui_Home_Close_Confirm_TitleInputs = {};
export type Ui_Home_Close_ItInputs = {};
export type Ui_Home_Keep_OpenInputs = {};
export type Ui_Home_PinInputs = {};
export type Ui_Home_Pin_ChangeInputs = {};
export type Ui_Home_Pin_ChangedInputs = {};
export type Ui_Home_Pin_CurrentInputs = {};
export type Ui_Home_Pin_ForgottenInputs = {};
export type Ui_Home_Pin_LockedInputs = {};
export type Ui_Home_Pin_NewInputs = {};
export type Ui_Home_Pin_SetInputs = {};
export type Ui_Home_Pin_Set_OneInputs = {};
export type Ui_Home_Pin_TitleInputs = {};
export type Ui_Home_RenameInputs = {};
export type Ui_Home_Rename_LabelInputs = {};
export type Ui_Home_Rename_TitleInputs = {};
export type Ui_Home_SaveInputs = {};
export type Ui_Home_Sign_InInputs = {};
export type Ui_Home_Your_NameInputs = {};
export type Ui_Key_Banker_DrawsInputs = {};
export type Ui_Key_Banker_StandsInputs = {};
export type Ui_Key_Banker_WinsInputs = {};
export type Ui_Key_FinishInputs = {};
export type Ui_Key_HomeInputs = {};
export type Ui_Key_ImportInputs = {};
export type Ui_Key_KeptInputs = {};
export type Ui_Key_LeaveInputs = {
    word: NonNullable<unknown>;
};
export type Ui_Key_NoticeInputs = {};
export type Ui_Key_PayInputs = {};
export type Ui_Key_Player_DrawsInputs = {};
export type Ui_Key_Player_StandsInputs = {};
export type Ui_Key_Player_WinsInputs = {};
export type Ui_Key_PrintInputs = {};
export type Ui_Key_ReplayInputs = {};
export type Ui_Key_SuggestedInputs = {};
export type Ui_Key_TakeInputs = {};
export type Ui_Key_TieInputs = {};
export type Ui_Keypad_AmountInputs = {};
export type Ui_Keypad_AnswerInputs = {};
export type Ui_Keypad_GroupInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Links_DashboardInputs = {};
export type Ui_Links_DueInputs = {};
export type Ui_Links_Due_CountInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Links_ProgressInputs = {};
export type Ui_Mode_AssessmentInputs = {};
export type Ui_Mode_PracticeInputs = {};
export type Ui_Nl_BankerInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    odds: NonNullable<unknown>;
};
export type Ui_Nl_Banker_BoxInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    odds: NonNullable<unknown>;
    rate: NonNullable<unknown>;
};
export type Ui_Nl_Banker_SixInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Ui_Nl_BurnInputs = {};
export type Ui_Nl_DecksInputs = {
    decks: NonNullable<unknown>;
};
export type Ui_Nl_DragonInputs = {
    range: NonNullable<unknown>;
    natural: NonNullable<unknown>;
    d9: NonNullable<unknown>;
    d8: NonNullable<unknown>;
    d7: NonNullable<unknown>;
    d6: NonNullable<unknown>;
    d5: NonNullable<unknown>;
    d4: NonNullable<unknown>;
};
export type Ui_Nl_LiabilityInputs = {
    amount: NonNullable<unknown>;
};
export type Ui_Nl_PairsInputs = {
    range: NonNullable<unknown>;
    odds: NonNullable<unknown>;
};
export type Ui_Nl_PerfectInputs = {
    range: NonNullable<unknown>;
    mixed: NonNullable<unknown>;
    coloured: NonNullable<unknown>;
    perfect: NonNullable<unknown>;
};
export type Ui_Nl_PlayerInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Ui_Nl_SqueezeInputs = {};
export type Ui_Nl_Super_SixInputs = {
    range: NonNullable<unknown>;
    odds: NonNullable<unknown>;
};
export type Ui_Nl_TieInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
    odds: NonNullable<unknown>;
};
export type Ui_No_Practice_SetInputs = {};
export type Ui_Notice_CloseInputs = {};
export type Ui_Notice_ConventionsInputs = {};
export type Ui_Notice_LabelInputs = {};
export type Ui_Notice_LimitsInputs = {};
export type Ui_Notice_TableInputs = {
    id: NonNullable<unknown>;
};
export type Ui_Old_Files_KeptInputs = {
    paths: NonNullable<unknown>;
};
export type Ui_Pace_Above_DefaultInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_Above_HouseInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_AccuracyInputs = {};
export type Ui_Pace_An_HourInputs = {};
export type Ui_Pace_Below_DefaultInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_Below_HouseInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_CorrectInputs = {
    correct: NonNullable<unknown>;
    coups: NonNullable<unknown>;
};
export type Ui_Pace_Coup_OneInputs = {};
export type Ui_Pace_CoupsInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Pace_Coups_HInputs = {};
export type Ui_Pace_LabInputs = {};
export type Ui_Pace_Meter_TitleInputs = {};
export type Ui_Pace_MinutesInputs = {
    min: NonNullable<unknown>;
    sec: NonNullable<unknown>;
};
export type Ui_Pace_No_CoupInputs = {};
export type Ui_Pace_No_RunInputs = {};
export type Ui_Pace_RateInputs = {
    rate: NonNullable<unknown>;
};
export type Ui_Pace_RightInputs = {};
export type Ui_Pace_Run_DetailInputs = {
    target: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    coups: NonNullable<unknown>;
};
export type Ui_Pace_Run_Detail_OneInputs = {
    target: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Ui_Pace_TargetInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_Target_DefaultInputs = {
    target: NonNullable<unknown>;
};
export type Ui_Pace_TimeInputs = {};
export type Ui_Pace_Time_DetailInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Pace_TitleInputs = {};
export type Ui_Pile_Close_UpInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Profile_Banker_CommissionInputs = {};
export type Ui_Profile_Banker_PaysInputs = {};
export type Ui_Profile_Banker_Six_HalfInputs = {};
export type Ui_Profile_Banker_TieInputs = {};
export type Ui_Profile_Bet_UnitInputs = {};
export type Ui_Profile_Bet_Unit_HintInputs = {};
export type Ui_Profile_BurnInputs = {};
export type Ui_Profile_Chip_At_MostInputs = {};
export type Ui_Profile_Chip_ColoursInputs = {};
export type Ui_Profile_Chip_FewestInputs = {};
export type Ui_Profile_Chip_MaxInputs = {};
export type Ui_Profile_Chip_Max_HintInputs = {};
export type Ui_Profile_Chip_PaymentInputs = {};
export type Ui_Profile_ChipsInputs = {};
export type Ui_Profile_Chips_HintInputs = {};
export type Ui_Profile_CollectionInputs = {};
export type Ui_Profile_Collection_BoxInputs = {};
export type Ui_Profile_Collection_DeductedInputs = {};
export type Ui_Profile_Coloured_PairInputs = {};
export type Ui_Profile_Commission_OddsInputs = {};
export type Ui_Profile_CompetitionInputs = {};
export type Ui_Profile_Competition_UnitInputs = {};
export type Ui_Profile_ConventionsInputs = {};
export type Ui_Profile_CurrencyInputs = {};
export type Ui_Profile_Currency_HintInputs = {};
export type Ui_Profile_Currency_SymbolInputs = {};
export type Ui_Profile_Currency_WordInputs = {};
export type Ui_Profile_Cut_FirstInputs = {};
export type Ui_Profile_Cut_First_PlaceInputs = {};
export type Ui_Profile_Cut_Sat_FirstInputs = {};
export type Ui_Profile_DecksInputs = {};
export type Ui_Profile_Decks_HintInputs = {};
export type Ui_Profile_DescriptionInputs = {};
export type Ui_Profile_DragonInputs = {};
export type Ui_Profile_Dragon_MarginInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Profile_Dragon_NaturalInputs = {};
export type Ui_Profile_Field_Banker_OddsInputs = {};
export type Ui_Profile_Field_ChipsInputs = {};
export type Ui_Profile_Field_Currency_CodeInputs = {};
export type Ui_Profile_Field_Dragon_MarginInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Profile_Field_Dragon_NaturalInputs = {};
export type Ui_Profile_Field_ForInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Profile_Field_LiabilityInputs = {};
export type Ui_Profile_Field_Min_AnsweredInputs = {};
export type Ui_Profile_Field_Pairs_OddsInputs = {};
export type Ui_Profile_Field_PaysInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Profile_Field_Pp_ColouredInputs = {};
export type Ui_Profile_Field_Pp_MixedInputs = {};
export type Ui_Profile_Field_Pp_PerfectInputs = {};
export type Ui_Profile_Field_Round_OnInputs = {};
export type Ui_Profile_Field_Skill_AccuracyInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Profile_Field_Skill_PaceInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Profile_Field_Skill_TargetInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Profile_Field_Super_Six_OddsInputs = {};
export type Ui_Profile_Field_Tie_OddsInputs = {};
export type Ui_Profile_FormInputs = {};
export type Ui_Profile_FractionalInputs = {};
export type Ui_Profile_Fractional_DownInputs = {};
export type Ui_Profile_Fractional_Half_UpInputs = {};
export type Ui_Profile_IdInputs = {};
export type Ui_Profile_Id_HintInputs = {};
export type Ui_Profile_IndicatorInputs = {};
export type Ui_Profile_LiabilityInputs = {};
export type Ui_Profile_Liability_HintInputs = {};
export type Ui_Profile_LimitsInputs = {
    currency: NonNullable<unknown>;
};
export type Ui_Profile_MainInputs = {};
export type Ui_Profile_MaximumInputs = {
    bets: NonNullable<unknown>;
};
export type Ui_Profile_Min_AnsweredInputs = {};
export type Ui_Profile_MinimumInputs = {
    bets: NonNullable<unknown>;
};
export type Ui_Profile_Mixed_PairInputs = {};
export type Ui_Profile_NameInputs = {};
export type Ui_Profile_PaceInputs = {};
export type Ui_Profile_Pace_HintInputs = {
    mini: NonNullable<unknown>;
    midi: NonNullable<unknown>;
};
export type Ui_Profile_PairInputs = {};
export type Ui_Profile_PairsInputs = {};
export type Ui_Profile_Perfect_PairInputs = {};
export type Ui_Profile_Perfect_PairsInputs = {};
export type Ui_Profile_Push_WordInputs = {};
export type Ui_Profile_Push_Word_HintInputs = {};
export type Ui_Profile_Round_OnInputs = {};
export type Ui_Profile_Round_On_MarkInputs = {};
export type Ui_Profile_Round_On_TotalInputs = {};
export type Ui_Profile_RoundingInputs = {};
export type Ui_Profile_Rounding_DownInputs = {};
export type Ui_Profile_Rounding_ExactInputs = {};
export type Ui_Profile_Rounding_UpInputs = {};
export type Ui_Profile_Seat_OneInputs = {};
export type Ui_Profile_Seat_One_LeftInputs = {};
export type Ui_Profile_Seat_One_RightInputs = {};
export type Ui_Profile_SeatsInputs = {};
export type Ui_Profile_Seats_NInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Profile_Secret_WagersInputs = {};
export type Ui_Profile_Secret_Wagers_HintInputs = {};
export type Ui_Profile_SettlementInputs = {};
export type Ui_Profile_Settlement_LosersInputs = {};
export type Ui_Profile_Settlement_MainInputs = {};
export type Ui_Profile_Side_BetsInputs = {};
export type Ui_Profile_SourceInputs = {};
export type Ui_Profile_Source_HintInputs = {};
export type Ui_Profile_SqueezeInputs = {};
export type Ui_Profile_Super_SixInputs = {};
export type Ui_Profile_Super_Six_OddsInputs = {};
export type Ui_Profile_TableInputs = {};
export type Ui_Profile_TargetsInputs = {};
export type Ui_Profile_Targets_OnInputs = {};
export type Ui_Profile_TieInputs = {};
export type Ui_Prog_AccuracyInputs = {};
export type Ui_Prog_AssignInputs = {};
export type Ui_Prog_AttemptsInputs = {};
export type Ui_Prog_BackInputs = {};
export type Ui_Prog_By_SessionInputs = {};
export type Ui_Prog_By_WeekInputs = {};
export type Ui_Prog_Cell_HintInputs = {};
export type Ui_Prog_Cell_SlowInputs = {
    few: NonNullable<unknown>;
};
export type Ui_Prog_Cell_WrongInputs = {
    few: NonNullable<unknown>;
};
export type Ui_Prog_Chart_AccuracyInputs = {};
export type Ui_Prog_Chart_MedianInputs = {};
export type Ui_Prog_Clause_Column_AllInputs = {};
export type Ui_Prog_Colour_ByInputs = {};
export type Ui_Prog_DrillInputs = {
    title: NonNullable<unknown>;
};
export type Ui_Prog_Due_TodayInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Prog_ErrorsInputs = {};
export type Ui_Prog_Errors_WhereInputs = {};
export type Ui_Prog_FailedInputs = {};
export type Ui_Prog_Floor_ReadyInputs = {};
export type Ui_Prog_Group_ByInputs = {};
export type Ui_Prog_Held_BackInputs = {
    level: NonNullable<unknown>;
};
export type Ui_Prog_IrregularitiesInputs = {};
export type Ui_Prog_Kind_CaseInputs = {
    kind: NonNullable<unknown>;
    case: NonNullable<unknown>;
};
export type Ui_Prog_Last_AssessmentInputs = {};
export type Ui_Prog_Later_CountInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Prog_Later_Count_OneInputs = {};
export type Ui_Prog_Later_DaysInputs = {
    perDay: NonNullable<unknown>;
    days: NonNullable<unknown>;
    last: NonNullable<unknown>;
};
export type Ui_Prog_Later_TomorrowInputs = {
    perDay: NonNullable<unknown>;
};
export type Ui_Prog_LevelInputs = {};
export type Ui_Prog_MedianInputs = {};
export type Ui_Prog_Missed_AgainInputs = {};
export type Ui_Prog_Missed_TitleInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Prog_MissesInputs = {
    kind: NonNullable<unknown>;
    case: NonNullable<unknown>;
    misses: NonNullable<unknown>;
    reviews: NonNullable<unknown>;
};
export type Ui_Prog_NoneInputs = {};
export type Ui_Prog_None_YetInputs = {};
export type Ui_Prog_Not_Floor_ReadyInputs = {};
export type Ui_Prog_NothingInputs = {};
export type Ui_Prog_Nothing_DueInputs = {};
export type Ui_Prog_Of_Item_OneInputs = {
    percent: NonNullable<unknown>;
};
export type Ui_Prog_Of_ItemsInputs = {
    percent: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Ui_Prog_Over_TimeInputs = {};
export type Ui_Prog_PassedInputs = {};
export type Ui_Prog_PayoutsInputs = {};
export type Ui_Prog_Practise_DueInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Prog_ReadingInputs = {};
export type Ui_Prog_SkillInputs = {};
export type Ui_Prog_SkillsInputs = {};
export type Ui_Prog_SlownessInputs = {};
export type Ui_Prog_TargetInputs = {};
export type Ui_Prog_TitleInputs = {};
export type Ui_Prog_Title_OfInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Prog_Top_SlowInputs = {};
export type Ui_Prog_Top_WrongInputs = {};
export type Ui_Progress_WordsInputs = {
    stage: NonNullable<unknown>;
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Ui_Progress_Words_OneInputs = {
    stage: NonNullable<unknown>;
    done: NonNullable<unknown>;
    total: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Ui_Push_WordInputs = {};
export type Ui_Rec_FolderInputs = {
    folder: NonNullable<unknown>;
};
export type Ui_Rec_IntroInputs = {};
export type Ui_Rec_Sheet_TextInputs = {};
export type Ui_Rec_Sheet_TitleInputs = {};
export type Ui_Rec_TitleInputs = {};
export type Ui_Red_LineInputs = {};
export type Ui_Removed_DamagedInputs = {
    what: NonNullable<unknown>;
};
export type Ui_Seat_BetInputs = {
    seat: NonNullable<unknown>;
    bet: NonNullable<unknown>;
};
export type Ui_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
export type Ui_Set_BackInputs = {};
export type Ui_Set_House_RulesInputs = {};
export type Ui_Set_MotionInputs = {};
export type Ui_Set_Motion_OffInputs = {};
export type Ui_Set_Motion_OnInputs = {};
export type Ui_Set_Motion_SystemInputs = {};
export type Ui_Set_ProfileInputs = {};
export type Ui_Set_SoundInputs = {};
export type Ui_Set_SpeedInputs = {
    speed: NonNullable<unknown>;
};
export type Ui_Set_TitleInputs = {};
export type Ui_Set_VolumeInputs = {
    percent: NonNullable<unknown>;
};
export type Ui_Setup_AddedInputs = {
    name: NonNullable<unknown>;
};
export type Ui_Setup_ImportedInputs = {
    what: NonNullable<unknown>;
};
export type Ui_St_ChooseInputs = {};
export type Ui_St_Could_Not_CheckInputs = {};
export type Ui_St_FileInputs = {};
export type Ui_St_FreshInputs = {};
export type Ui_St_RetryInputs = {};
export type Ui_St_TitleInputs = {};
export type Ui_St_Ways_OutInputs = {};
export type Ui_Staff_AddedInputs = {
    count: NonNullable<unknown>;
    file: NonNullable<unknown>;
};
export type Ui_Staff_Added_OneInputs = {
    file: NonNullable<unknown>;
};
export type Ui_Staff_CancelInputs = {};
export type Ui_Staff_Choose_OtherInputs = {};
export type Ui_Staff_Fix_FirstInputs = {};
export type Ui_Staff_HeadingInputs = {
    file: NonNullable<unknown>;
    trainees: NonNullable<unknown>;
};
export type Ui_Staff_Heading_FixInputs = {
    file: NonNullable<unknown>;
    trainees: NonNullable<unknown>;
    lines: NonNullable<unknown>;
};
export type Ui_Staff_ImportInputs = {
    trainees: NonNullable<unknown>;
};
export type Ui_Staff_LineInputs = {};
export type Ui_Staff_Line_OneInputs = {};
export type Ui_Staff_LinesInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Staff_NameInputs = {};
export type Ui_Staff_NumberInputs = {};
export type Ui_Staff_ProblemInputs = {
    line: NonNullable<unknown>;
    message: NonNullable<unknown>;
};
export type Ui_Staff_Trainee_OneInputs = {};
export type Ui_Staff_TraineesInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Stage_CheckingInputs = {};
export type Ui_Stage_DealingInputs = {};
export type Ui_Stage_RebuildingInputs = {};
export type Ui_Step_DealingInputs = {};
export type Ui_Step_ItemInputs = {
    index: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Ui_Step_Not_RecordedInputs = {
    error: NonNullable<unknown>;
};
export type Ui_Step_StepInputs = {
    step: NonNullable<unknown>;
    steps: NonNullable<unknown>;
};
export type Ui_Step_TimeInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Step_Time_HardInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Studio_AuditionInputs = {};
export type Ui_Studio_Audition_OnInputs = {};
export type Ui_Studio_Band_AddInputs = {};
export type Ui_Studio_Band_BelowInputs = {};
export type Ui_Studio_Band_ColInputs = {};
export type Ui_Studio_Band_CoupsInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Studio_Band_Coups_ColInputs = {};
export type Ui_Studio_Band_NameInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Studio_Band_PctInputs = {
    n: NonNullable<unknown>;
};
export type Ui_Studio_Band_Pct_ColInputs = {};
export type Ui_Studio_Band_RemoveInputs = {};
export type Ui_Studio_C_AnyInputs = {};
export type Ui_Studio_C_EitherInputs = {};
export type Ui_Studio_C_ExactlyInputs = {};
export type Ui_Studio_C_HighestInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Studio_C_LowestInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Studio_C_NoInputs = {};
export type Ui_Studio_C_Point_ModeInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Studio_C_RangeInputs = {};
export type Ui_Studio_C_YesInputs = {};
export type Ui_Studio_Odds_PaysInputs = {};
export type Ui_Studio_Odds_Pays_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Ui_Studio_Odds_Pays_LabelInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Studio_Odds_ToInputs = {};
export type Ui_Studio_Odds_To_ErrorInputs = {
    error: NonNullable<unknown>;
};
export type Ui_Studio_Odds_To_LabelInputs = {
    label: NonNullable<unknown>;
};
export type Ui_Studio_Targets_AccuracyInputs = {};
export type Ui_Studio_Targets_Accuracy_OfInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Studio_Targets_PaceInputs = {};
export type Ui_Studio_Targets_Pace_OfInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Studio_Targets_RequiredInputs = {};
export type Ui_Studio_Targets_Required_OfInputs = {
    skill: NonNullable<unknown>;
};
export type Ui_Studio_Targets_SecondsInputs = {};
export type Ui_Studio_Targets_SkillInputs = {};
export type Ui_Sum_AccuracyInputs = {};
export type Ui_Sum_AssessmentInputs = {};
export type Ui_Sum_Kind_QuestionInputs = {
    kind: NonNullable<unknown>;
    question: NonNullable<unknown>;
};
export type Ui_Sum_MedianInputs = {
    time: NonNullable<unknown>;
};
export type Ui_Sum_Median_HeadInputs = {};
export type Ui_Sum_MistakesInputs = {};
export type Ui_Sum_NextInputs = {};
export type Ui_Sum_Not_PassedInputs = {
    title: NonNullable<unknown>;
};
export type Ui_Sum_Not_YetInputs = {};
export type Ui_Sum_PassInputs = {};
export type Ui_Sum_Pass_MarkInputs = {};
export type Ui_Sum_PassedInputs = {
    title: NonNullable<unknown>;
};
export type Ui_Sum_ResultInputs = {};
export type Ui_Sum_RightInputs = {
    correct: NonNullable<unknown>;
    answered: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
export type Ui_Sum_SkillInputs = {};
export type Ui_Sum_SkillsInputs = {};
export type Ui_Sum_Too_SlowInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Sum_Too_Slow_AllInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Tbl_Bet_AriaInputs = {
    bet: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Ui_Tbl_DiscardInputs = {};
export type Ui_Tbl_LabelInputs = {
    seats: NonNullable<unknown>;
};
export type Ui_Tbl_PileInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Tbl_SeatInputs = {
    seat: NonNullable<unknown>;
};
export type Ui_Tbl_Seat_SeatedInputs = {
    seat: NonNullable<unknown>;
};
export type Ui_Tbl_SeatsInputs = {};
export type Ui_Tbl_ShoeInputs = {};
export type Ui_Tbl_Status_LeftInputs = {};
export type Ui_Tbl_Status_PaidInputs = {
    amount: NonNullable<unknown>;
};
export type Ui_Tbl_Status_TakenInputs = {};
export type Ui_Tr_AddInputs = {};
export type Ui_Tr_IntroInputs = {};
export type Ui_Tr_LaterInputs = {};
export type Ui_Tr_ListInputs = {
    count: NonNullable<unknown>;
};
export type Ui_Tr_NameInputs = {};
export type Ui_Tr_NumberInputs = {};
export type Ui_Tr_TitleInputs = {};
export type Ui_Trainer_Change_PasscodeInputs = {};
export type Ui_Trainer_ForgotInputs = {};
export type Ui_Trainer_LockInputs = {};
export type Ui_Trainer_TitleInputs = {};
export type Ui_Trainer_VerifyInputs = {};
export type Ui_Trainer_Weak_PasscodeInputs = {
    why: NonNullable<unknown>;
};
export type Ui_Trainer_Xapi_PlaceholderInputs = {};
export type Ui_Tray_AddInputs = {
    amount: NonNullable<unknown>;
};
export type Ui_Tray_Add_KeyInputs = {
    amount: NonNullable<unknown>;
    key: NonNullable<unknown>;
};
export type Ui_Tray_ClearInputs = {};
export type Ui_Tray_LabelInputs = {};
export type Ui_Tray_RemoveInputs = {};
export type Ui_Tray_Remove_AriaInputs = {
    amount: NonNullable<unknown>;
};
export type Ui_Tray_Remove_TitleInputs = {
    key: NonNullable<unknown>;
};
export type Ui_Wel_IntroInputs = {};
export type Ui_Wel_NameInputs = {};
export type Ui_Wel_SmallInputs = {};
export type Ui_Wel_StartInputs = {};
export type Ui_Wel_TitleInputs = {};
