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
/** @typedef {{ detail: NonNullable<unknown> }} Cli24_Bets_JsonInputs */
/** @typedef {{ example: NonNullable<unknown>, issues: NonNullable<unknown> }} Cli24_Bets_ShapeInputs */
/** @typedef {{ n: NonNullable<unknown>, problem: NonNullable<unknown> }} Cli24_Card_NInputs */
/** @typedef {{ n: NonNullable<unknown>, text: NonNullable<unknown> }} Cli24_Card_N_Not_CardInputs */
/** @typedef {{}} Cli24_Cards_RequiredInputs */
/** @typedef {{ text: NonNullable<unknown> }} Cli24_Not_A_CardInputs */
/** @typedef {{ given: NonNullable<unknown> }} Cli24_Not_Enough_CardsInputs */
/** @typedef {{ path: NonNullable<unknown>, error: NonNullable<unknown> }} Cli24_Profile_FileInputs */
/** @typedef {{ ids: NonNullable<unknown> }} Cli24_Profile_RequiredInputs */
/** @typedef {{}} Cli24_Seed_RequiredInputs */
/** @typedef {{ list: NonNullable<unknown>, value: NonNullable<unknown> }} Cli24_SeedingInputs */
/** @typedef {{}} Cli24_Spec_RequiredInputs */
/** @typedef {{ value: NonNullable<unknown>, ids: NonNullable<unknown> }} Cli24_Unknown_ProfileInputs */
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
	return /** @type {LocalizedString} */ (`Built from your recent answers: more of what you get wrong or answer slowly.`)
};

export const adaptive_replay_description = /** @type {(inputs: Adaptive_Replay_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fresh coups of the cases answered wrongly, untimed, until every one is right.`)
};

export const adaptive_replay_title = /** @type {(inputs: Adaptive_Replay_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Replay: ${i?.title}`)
};

export const adaptive_title = /** @type {(inputs: Adaptive_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adaptive practice`)
};

export const audition_nearly = /** @type {(inputs: Audition_NearlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nearly`)
};

export const audition_not_yet = /** @type {(inputs: Audition_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

export const audition_ready = /** @type {(inputs: Audition_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ready`)
};

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

export const builtin_dash_skill = /** @type {(inputs: Builtin_Dash_SkillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}:`)
};

export const builtin_desc_assessment = /** @type {(inputs: Builtin_Desc_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment: every skill at this table, feedback at the end. Pass at 85% overall with the per-skill marks; a drawing error or paying a losing bet fails outright.`)
};

export const builtin_desc_assessment_box = /** @type {(inputs: Builtin_Desc_Assessment_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment: every skill at this table, commission box included, feedback at the end. Pass at 85% overall with the per-skill marks; a drawing error or paying a losing bet fails outright.`)
};

export const builtin_desc_audition = /** @type {(inputs: Builtin_Desc_AuditionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An audition at this table: 20 whole coups dealt, called and settled; the result is a readiness band from coups an hour and accuracy together (Ready at ${i?.ready} coups an hour and 95%, Nearly at ${i?.nearly} and 90%, otherwise Not yet).`)
};

export const builtin_desc_coup_calls = /** @type {(inputs: Builtin_Desc_Coup_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: call the hand, third-card calls (Tasmania 11), the result with the dealer's call, and whole coups step by step.`)
};

export const builtin_desc_first_drill = /** @type {(inputs: Builtin_Desc_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A short guided start, no timer: call the hand, third-card calls (Tasmania 11) and the result, with the keys shown.`)
};

export const builtin_desc_nine_seats = /** @type {(inputs: Builtin_Desc_Nine_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: settle a nine-seat table in the dealer's order (losers taken first, then winners paid right to left, main bets before side bets), with the commission and payouts that go with it.`)
};

export const builtin_desc_pace_lab = /** @type {(inputs: Builtin_Desc_Pace_LabInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practice: whole coups at this table, each dealt, called and settled end to end (Tasmania 9.2, 10, 11; the table settled in the house's order), timed as coups an hour against the house's target of ${i?.target}, with accuracy beside it.`)
};

export const builtin_desc_procedures_deltin = /** @type {(inputs: Builtin_Desc_Procedures_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: irregularities (Tasmania 14.1–14.6, 9.4) and table procedures: shuffle and cut, the cards (mini-baccarat: players never touch them), wagers and the change of bets after a tie (Deltin guide), limits (7).`)
};

export const builtin_desc_procedures_dragon = /** @type {(inputs: Builtin_Desc_Procedures_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: irregularities (Tasmania 14.1–14.6, 9.4) and table procedures: shuffle and cut, the cards (4.4), the Dragon Bonus's main wager, squeeze, limits (7).`)
};

export const builtin_desc_procedures_federal = /** @type {(inputs: Builtin_Desc_Procedures_FederalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: irregularities (Tasmania 14.1–14.6, 9.4) and table procedures: shuffle and cut, the cards (4.4), wagers (6) and the Federal notice (13), squeeze, limits (7), competition play.`)
};

export const builtin_desc_procedures_guide = /** @type {(inputs: Builtin_Desc_Procedures_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: irregularities (Tasmania 14.1–14.6, 9.4) and table procedures (shuffle, cut and burn, limits).`)
};

export const builtin_desc_procedures_tasmania = /** @type {(inputs: Builtin_Desc_Procedures_TasmaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: irregularities (Tasmania 14.1–14.6, 9.4) and table procedures: shuffle and cut, the cards (4.4), wagers (6), Perfect Pairs wagers (15.2–15.5), squeeze, limits (7), and competition play (16): wagers, secret wagers and the session.`)
};

export const builtin_desc_settlement = /** @type {(inputs: Builtin_Desc_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: payouts for every bet this table offers, and settling a whole table in the dealer's order (losers taken first, then winners paid); and the chips themselves: reading a bet, paying from the tray, colouring up and down, sizing a column; and catching another dealer's mistake.`)
};

export const builtin_desc_settlement_box = /** @type {(inputs: Builtin_Desc_Settlement_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: payouts, the 5% commission marked to the seat's box (single wins, the running box through a shoe, and what a seat owes when it leaves or the shoe ends), and settling a whole table with the box marks; and the chips themselves: reading a bet, paying from the tray, colouring up and down, sizing a column; and catching another dealer's mistake.`)
};

export const builtin_desc_settlement_commission = /** @type {(inputs: Builtin_Desc_Settlement_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice: payouts for every bet this table offers, commission, and settling a whole table in the dealer's order (losers taken first, then winners paid); and the chips themselves: reading a bet, paying from the tray, colouring up and down, sizing a column; and catching another dealer's mistake.`)
};

export const builtin_house_casino_guide = /** @type {(inputs: Builtin_House_Casino_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casino guide Mini-Baccarat`)
};

export const builtin_house_deltin = /** @type {(inputs: Builtin_House_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin`)
};

export const builtin_house_dragon = /** @type {(inputs: Builtin_House_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus`)
};

export const builtin_house_federal = /** @type {(inputs: Builtin_House_FederalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania Federal Baccarat`)
};

export const builtin_house_tasmania = /** @type {(inputs: Builtin_House_TasmaniaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania`)
};

export const builtin_mock_title = /** @type {(inputs: Builtin_Mock_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mock exam: ${i?.title}`)
};

export const builtin_profile_casino_guide_description = /** @type {(inputs: Builtin_Profile_Casino_Guide_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini-Baccarat, eight decks, seven seats: Player 1:1, Tie 8:1, Banker even money with 5% marked to the seat's commission box, paid by the end of the shoe at the latest.`)
};

export const builtin_profile_deltin_description = /** @type {(inputs: Builtin_Profile_Deltin_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 1:1 except a Banker win on six pays half; Tie 8:1; Player/Banker Pair 11:1; Super Six 12:1.`)
};

export const builtin_profile_deltin_name = /** @type {(inputs: Builtin_Profile_Deltin_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin (Banker six pays half, Pairs, Super Six)`)
};

export const builtin_profile_dragon_description = /** @type {(inputs: Builtin_Profile_Dragon_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Midi/Mini Baccarat with the Dragon Bonus side wager; Banker paid even money less 5% commission, deducted at payment.`)
};

export const builtin_profile_tasmania_name = /** @type {(inputs: Builtin_Profile_Tasmania_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania (commission 19:20, Perfect Pairs)`)
};

export const builtin_set_assessment = /** @type {(inputs: Builtin_Set_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dealer assessment`)
};

export const builtin_set_audition = /** @type {(inputs: Builtin_Set_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`audition (pace and accuracy)`)
};

export const builtin_set_commission_box = /** @type {(inputs: Builtin_Set_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`commission box and settlement`)
};

export const builtin_set_coup_calls = /** @type {(inputs: Builtin_Set_Coup_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`calling the coup`)
};

export const builtin_set_first_drill = /** @type {(inputs: Builtin_Set_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First drill: the keys`)
};

export const builtin_set_nine_seats = /** @type {(inputs: Builtin_Set_Nine_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania, nine seats: settling a full table`)
};

export const builtin_set_pace_lab = /** @type {(inputs: Builtin_Set_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pace lab`)
};

export const builtin_set_procedures = /** @type {(inputs: Builtin_Set_ProceduresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`irregularities and table procedures`)
};

export const builtin_set_settlement = /** @type {(inputs: Builtin_Set_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`payouts and settlement`)
};

export const builtin_set_title = /** @type {(inputs: Builtin_Set_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house}: ${i?.what}`)
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

export const case24_area_cards = /** @type {(inputs: Case24_Area_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cards`)
};

export const case24_area_competition = /** @type {(inputs: Case24_Area_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play`)
};

export const case24_area_competition_session = /** @type {(inputs: Case24_Area_Competition_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competition session`)
};

export const case24_area_cut = /** @type {(inputs: Case24_Area_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cut`)
};

export const case24_area_limits = /** @type {(inputs: Case24_Area_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits`)
};

export const case24_area_secret_wagers = /** @type {(inputs: Case24_Area_Secret_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wagers`)
};

export const case24_area_side_bets = /** @type {(inputs: Case24_Area_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Side bets`)
};

export const case24_area_squeeze = /** @type {(inputs: Case24_Area_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The squeeze`)
};

export const case24_area_wagers = /** @type {(inputs: Case24_Area_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagers`)
};

export const case24_irr_variant = /** @type {(inputs: Case24_Irr_VariantInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.variant}`)
};

export const case24_tag_burn = /** @type {(inputs: Case24_Tag_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burning cards at the start of a shoe`)
};

export const case24_tag_cards_replaced = /** @type {(inputs: Case24_Tag_Cards_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards replaced`)
};

export const case24_tag_commission_box = /** @type {(inputs: Case24_Tag_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collecting into the commission box`)
};

export const case24_tag_commission_exact = /** @type {(inputs: Case24_Tag_Commission_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The exact amount`)
};

export const case24_tag_commission_owed = /** @type {(inputs: Case24_Tag_Commission_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed and collected later`)
};

export const case24_tag_commission_single = /** @type {(inputs: Case24_Tag_Commission_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A single Banker win`)
};

export const case24_tag_commission_up = /** @type {(inputs: Case24_Tag_Commission_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rounded up`)
};

export const case24_tag_comp_absent = /** @type {(inputs: Case24_Tag_Comp_AbsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: an absent player`)
};

export const case24_tag_comp_absent_cash = /** @type {(inputs: Case24_Tag_Comp_Absent_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: an absent player's cash`)
};

export const case24_tag_comp_all_eliminated = /** @type {(inputs: Case24_Tag_Comp_All_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: every player eliminated`)
};

export const case24_tag_comp_cards_dealer = /** @type {(inputs: Case24_Tag_Comp_Cards_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: the dealer's cards`)
};

export const case24_tag_comp_cards_equal = /** @type {(inputs: Case24_Tag_Comp_Cards_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: equal cards`)
};

export const case24_tag_comp_cards_highest = /** @type {(inputs: Case24_Tag_Comp_Cards_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: the highest card`)
};

export const case24_tag_comp_cards_not_exposed = /** @type {(inputs: Case24_Tag_Comp_Cards_Not_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: cards not exposed`)
};

export const case24_tag_comp_cards_wrong_player = /** @type {(inputs: Case24_Tag_Comp_Cards_Wrong_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: cards given to the wrong player`)
};

export const case24_tag_comp_chips_concealed = /** @type {(inputs: Case24_Tag_Comp_Chips_ConcealedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: chips concealed`)
};

export const case24_tag_comp_chips_in_view = /** @type {(inputs: Case24_Tag_Comp_Chips_In_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: chips kept in view`)
};

export const case24_tag_comp_eliminated = /** @type {(inputs: Case24_Tag_Comp_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a player eliminated`)
};

export const case24_tag_comp_eliminated_live = /** @type {(inputs: Case24_Tag_Comp_Eliminated_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a player eliminated during the coup`)
};

export const case24_tag_comp_indicator = /** @type {(inputs: Case24_Tag_Comp_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: the round indicator`)
};

export const case24_tag_comp_late = /** @type {(inputs: Case24_Tag_Comp_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a late player`)
};

export const case24_tag_comp_late_cash = /** @type {(inputs: Case24_Tag_Comp_Late_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a late player paying in cash`)
};

export const case24_tag_comp_no_alter = /** @type {(inputs: Case24_Tag_Comp_No_AlterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a wager not altered`)
};

export const case24_tag_comp_out_of_sequence = /** @type {(inputs: Case24_Tag_Comp_Out_Of_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a card dealt out of sequence`)
};

export const case24_tag_comp_play_off = /** @type {(inputs: Case24_Tag_Comp_Play_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a play-off`)
};

export const case24_tag_comp_shared_prize = /** @type {(inputs: Case24_Tag_Comp_Shared_PrizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a shared prize`)
};

export const case24_tag_comp_tie_change = /** @type {(inputs: Case24_Tag_Comp_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: changing a wager after a Tie`)
};

export const case24_tag_comp_top_up = /** @type {(inputs: Case24_Tag_Comp_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: topping up chips`)
};

export const case24_tag_comp_wager_time = /** @type {(inputs: Case24_Tag_Comp_Wager_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: time to wager`)
};

export const case24_tag_comp_wagers_both = /** @type {(inputs: Case24_Tag_Comp_Wagers_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: wagers on both Player and Banker`)
};

export const case24_tag_comp_wagers_ok = /** @type {(inputs: Case24_Tag_Comp_Wagers_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: wagers within the rules`)
};

export const case24_tag_comp_wagers_over = /** @type {(inputs: Case24_Tag_Comp_Wagers_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a wager over the maximum`)
};

export const case24_tag_comp_wagers_position = /** @type {(inputs: Case24_Tag_Comp_Wagers_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: wagers in the right position`)
};

export const case24_tag_comp_wagers_tie_only = /** @type {(inputs: Case24_Tag_Comp_Wagers_Tie_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a wager on Tie alone`)
};

export const case24_tag_comp_wagers_under = /** @type {(inputs: Case24_Tag_Comp_Wagers_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: a wager under the minimum`)
};

export const case24_tag_comp_wagers_units = /** @type {(inputs: Case24_Tag_Comp_Wagers_UnitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: wagers in whole units`)
};

export const case24_tag_comp_winner = /** @type {(inputs: Case24_Tag_Comp_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: the winner`)
};

export const case24_tag_comp_winner_level = /** @type {(inputs: Case24_Tag_Comp_Winner_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition: winners level on chips`)
};

export const case24_tag_cut_invalid = /** @type {(inputs: Case24_Tag_Cut_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut: an invalid cut`)
};

export const case24_tag_cut_offer_first = /** @type {(inputs: Case24_Tag_Cut_Offer_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut: offering the cut to the first player`)
};

export const case24_tag_cut_offer_next = /** @type {(inputs: Case24_Tag_Cut_Offer_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut: offering the cut to the next player`)
};

export const case24_tag_cut_valid = /** @type {(inputs: Case24_Tag_Cut_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut: a valid cut`)
};

export const case24_tag_deltin_tie_change = /** @type {(inputs: Case24_Tag_Deltin_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing a wager after a Tie (Deltin rule)`)
};

export const case24_tag_dragon_no_main = /** @type {(inputs: Case24_Tag_Dragon_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus without a main wager`)
};

export const case24_tag_dragon_with_main = /** @type {(inputs: Case24_Tag_Dragon_With_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus with a main wager`)
};

export const case24_tag_federal_notice = /** @type {(inputs: Case24_Tag_Federal_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Federal Casino notice`)
};

export const case24_tag_late_wager_before = /** @type {(inputs: Case24_Tag_Late_Wager_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Late wager: placed before the first card`)
};

export const case24_tag_late_wager_increase = /** @type {(inputs: Case24_Tag_Late_Wager_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Late wager: increasing a wager`)
};

export const case24_tag_late_wager_make = /** @type {(inputs: Case24_Tag_Late_Wager_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Late wager: making a wager`)
};

export const case24_tag_late_wager_withdraw = /** @type {(inputs: Case24_Tag_Late_Wager_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Late wager: withdrawing a wager`)
};

export const case24_tag_limit_change_consent = /** @type {(inputs: Case24_Tag_Limit_Change_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: a change with the players' consent`)
};

export const case24_tag_limit_change_notice = /** @type {(inputs: Case24_Tag_Limit_Change_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: a change with notice`)
};

export const case24_tag_limit_multiples = /** @type {(inputs: Case24_Tag_Limit_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: wagers in multiples`)
};

export const case24_tag_limit_multiples_notice = /** @type {(inputs: Case24_Tag_Limit_Multiples_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: the multiples notice`)
};

export const case24_tag_limit_over = /** @type {(inputs: Case24_Tag_Limit_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: a wager over the maximum`)
};

export const case24_tag_limit_pro_rata = /** @type {(inputs: Case24_Tag_Limit_Pro_RataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: paying pro rata`)
};

export const case24_tag_limit_under_first = /** @type {(inputs: Case24_Tag_Limit_Under_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: a wager under the minimum before the first card`)
};

export const case24_tag_limit_under_returned = /** @type {(inputs: Case24_Tag_Limit_Under_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table limits: a wager under the minimum returned`)
};

export const case24_tag_marker = /** @type {(inputs: Case24_Tag_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing the cut card`)
};

export const case24_tag_no_touch = /** @type {(inputs: Case24_Tag_No_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players may not touch the cards`)
};

export const case24_tag_partnership_over = /** @type {(inputs: Case24_Tag_Partnership_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership wagers over the maximum`)
};

export const case24_tag_partnership_within = /** @type {(inputs: Case24_Tag_Partnership_WithinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership wagers within the limit`)
};

export const case24_tag_pp_only_coup = /** @type {(inputs: Case24_Tag_Pp_Only_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A coup with only Perfect Pairs wagers`)
};

export const case24_tag_pp_wager_fine = /** @type {(inputs: Case24_Tag_Pp_Wager_FineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wager within the rules`)
};

export const case24_tag_pp_wager_late = /** @type {(inputs: Case24_Tag_Pp_Wager_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wager placed late`)
};

export const case24_tag_pp_wager_no_main = /** @type {(inputs: Case24_Tag_Pp_Wager_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wager without a main wager`)
};

export const case24_tag_pp_wager_over = /** @type {(inputs: Case24_Tag_Pp_Wager_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wager over the maximum`)
};

export const case24_tag_pp_wager_under = /** @type {(inputs: Case24_Tag_Pp_Wager_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wager under the minimum`)
};

export const case24_tag_puck_move = /** @type {(inputs: Case24_Tag_Puck_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moving the puck`)
};

export const case24_tag_puck_start = /** @type {(inputs: Case24_Tag_Puck_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the puck starts`)
};

export const case24_tag_secret_announce = /** @type {(inputs: Case24_Tag_Secret_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: announcing it`)
};

export const case24_tag_secret_chips = /** @type {(inputs: Case24_Tag_Secret_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: the chips`)
};

export const case24_tag_secret_count_tie = /** @type {(inputs: Case24_Tag_Secret_Count_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: equal chip counts`)
};

export const case24_tag_secret_examine = /** @type {(inputs: Case24_Tag_Secret_ExamineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: examining it`)
};

export const case24_tag_secret_final = /** @type {(inputs: Case24_Tag_Secret_FinalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: the final coup`)
};

export const case24_tag_secret_form = /** @type {(inputs: Case24_Tag_Secret_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: the form`)
};

export const case24_tag_secret_hand_over = /** @type {(inputs: Case24_Tag_Secret_Hand_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: handing it over`)
};

export const case24_tag_secret_none = /** @type {(inputs: Case24_Tag_Secret_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: none made`)
};

export const case24_tag_secret_over = /** @type {(inputs: Case24_Tag_Secret_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: over the maximum`)
};

export const case24_tag_secret_request_in_time = /** @type {(inputs: Case24_Tag_Secret_Request_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: asked for in time`)
};

export const case24_tag_secret_request_late = /** @type {(inputs: Case24_Tag_Secret_Request_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: asked for late`)
};

export const case24_tag_secret_total = /** @type {(inputs: Case24_Tag_Secret_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: the total`)
};

export const case24_tag_secret_under = /** @type {(inputs: Case24_Tag_Secret_UnderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wager: under the minimum`)
};

export const case24_tag_settle_banker = /** @type {(inputs: Case24_Tag_Settle_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle a Banker win`)
};

export const case24_tag_settle_commission_box = /** @type {(inputs: Case24_Tag_Settle_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle with the commission box`)
};

export const case24_tag_settle_player = /** @type {(inputs: Case24_Tag_Settle_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle a Player win`)
};

export const case24_tag_settle_side_bets = /** @type {(inputs: Case24_Tag_Settle_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A table with side bets`)
};

export const case24_tag_settle_table = /** @type {(inputs: Case24_Tag_Settle_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle the whole table`)
};

export const case24_tag_settle_tie = /** @type {(inputs: Case24_Tag_Settle_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle a Tie`)
};

export const case24_tag_squeeze_discs = /** @type {(inputs: Case24_Tag_Squeeze_DiscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: the discs`)
};

export const case24_tag_squeeze_equal = /** @type {(inputs: Case24_Tag_Squeeze_EqualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: equal wagers`)
};

export const case24_tag_squeeze_highest = /** @type {(inputs: Case24_Tag_Squeeze_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: the highest wager`)
};

export const case24_tag_squeeze_informed = /** @type {(inputs: Case24_Tag_Squeeze_InformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: players informed`)
};

export const case24_tag_squeeze_nobody = /** @type {(inputs: Case24_Tag_Squeeze_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: nobody to squeeze`)
};

export const case24_tag_squeeze_one_set = /** @type {(inputs: Case24_Tag_Squeeze_One_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: one set of cards`)
};

export const case24_tag_squeeze_refused = /** @type {(inputs: Case24_Tag_Squeeze_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: the squeeze refused`)
};

export const case24_tag_squeeze_standing = /** @type {(inputs: Case24_Tag_Squeeze_StandingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze: a standing player`)
};

export const case24_tag_standing_allowed = /** @type {(inputs: Case24_Tag_Standing_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standing players allowed`)
};

export const case24_tag_standing_too_many = /** @type {(inputs: Case24_Tag_Standing_Too_ManyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many standing players`)
};

export const case24_tag_wager_cash = /** @type {(inputs: Case24_Tag_Wager_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagering with cash`)
};

export const case24_tag_wager_chips = /** @type {(inputs: Case24_Tag_Wager_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagering with chips`)
};

export const case24_topic_absent_player = /** @type {(inputs: Case24_Topic_Absent_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An absent player`)
};

export const case24_topic_all_eliminated = /** @type {(inputs: Case24_Topic_All_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player eliminated`)
};

export const case24_topic_burn = /** @type {(inputs: Case24_Topic_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burning cards`)
};

export const case24_topic_cards_replaced = /** @type {(inputs: Case24_Topic_Cards_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards replaced`)
};

export const case24_topic_chips_in_view = /** @type {(inputs: Case24_Topic_Chips_In_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips in view`)
};

export const case24_topic_chips_only = /** @type {(inputs: Case24_Topic_Chips_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips only`)
};

export const case24_topic_comp_cards = /** @type {(inputs: Case24_Topic_Comp_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The competition's cards`)
};

export const case24_topic_comp_cards_irregular = /** @type {(inputs: Case24_Topic_Comp_Cards_IrregularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregular cards in competition`)
};

export const case24_topic_cut_offer = /** @type {(inputs: Case24_Topic_Cut_OfferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offering the cut`)
};

export const case24_topic_cut_valid = /** @type {(inputs: Case24_Topic_Cut_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A valid cut`)
};

export const case24_topic_deltin_tie = /** @type {(inputs: Case24_Topic_Deltin_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Tie at Deltin`)
};

export const case24_topic_dragon_main = /** @type {(inputs: Case24_Topic_Dragon_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus and the main wager`)
};

export const case24_topic_eliminated = /** @type {(inputs: Case24_Topic_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eliminated players`)
};

export const case24_topic_federal_notice = /** @type {(inputs: Case24_Topic_Federal_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Federal notice`)
};

export const case24_topic_indicator = /** @type {(inputs: Case24_Topic_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The round indicator`)
};

export const case24_topic_late_player = /** @type {(inputs: Case24_Topic_Late_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A late player`)
};

export const case24_topic_limit_change = /** @type {(inputs: Case24_Topic_Limit_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing the limits`)
};

export const case24_topic_marker = /** @type {(inputs: Case24_Topic_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cut card`)
};

export const case24_topic_multiples = /** @type {(inputs: Case24_Topic_MultiplesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Multiples`)
};

export const case24_topic_no_more_bets = /** @type {(inputs: Case24_Topic_No_More_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No more bets`)
};

export const case24_topic_no_touch = /** @type {(inputs: Case24_Topic_No_TouchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not touching the cards`)
};

export const case24_topic_over_maximum = /** @type {(inputs: Case24_Topic_Over_MaximumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the maximum`)
};

export const case24_topic_partnership = /** @type {(inputs: Case24_Topic_PartnershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partnership wagers`)
};

export const case24_topic_play_off = /** @type {(inputs: Case24_Topic_Play_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A play-off`)
};

export const case24_topic_pp_only_coup = /** @type {(inputs: Case24_Topic_Pp_Only_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs-only coup`)
};

export const case24_topic_pp_wager = /** @type {(inputs: Case24_Topic_Pp_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs wagers`)
};

export const case24_topic_pro_rata = /** @type {(inputs: Case24_Topic_Pro_RataInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying pro rata`)
};

export const case24_topic_puck = /** @type {(inputs: Case24_Topic_PuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The puck`)
};

export const case24_topic_seat_wagers = /** @type {(inputs: Case24_Topic_Seat_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagers by seat`)
};

export const case24_topic_secret_count = /** @type {(inputs: Case24_Topic_Secret_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Counting the chips`)
};

export const case24_topic_secret_procedure = /** @type {(inputs: Case24_Topic_Secret_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret wager's procedure`)
};

export const case24_topic_secret_wager = /** @type {(inputs: Case24_Topic_Secret_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret wager`)
};

export const case24_topic_session_winner = /** @type {(inputs: Case24_Topic_Session_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session's winner`)
};

export const case24_topic_shared_prize = /** @type {(inputs: Case24_Topic_Shared_PrizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A shared prize`)
};

export const case24_topic_squeeze = /** @type {(inputs: Case24_Topic_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who squeezes`)
};

export const case24_topic_squeeze_discs = /** @type {(inputs: Case24_Topic_Squeeze_DiscsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The squeeze discs`)
};

export const case24_topic_squeeze_informed = /** @type {(inputs: Case24_Topic_Squeeze_InformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informing the players`)
};

export const case24_topic_squeeze_one_set = /** @type {(inputs: Case24_Topic_Squeeze_One_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One set of cards`)
};

export const case24_topic_squeeze_standing = /** @type {(inputs: Case24_Topic_Squeeze_StandingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standing players and the squeeze`)
};

export const case24_topic_standing_players = /** @type {(inputs: Case24_Topic_Standing_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Standing players`)
};

export const case24_topic_tie_change = /** @type {(inputs: Case24_Topic_Tie_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing after a Tie`)
};

export const case24_topic_top_up = /** @type {(inputs: Case24_Topic_Top_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topping up`)
};

export const case24_topic_under_minimum = /** @type {(inputs: Case24_Topic_Under_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Under the minimum`)
};

export const case24_topic_wager_time = /** @type {(inputs: Case24_Topic_Wager_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time to wager`)
};

export const case24_variant_hands = /** @type {(inputs: Case24_Variant_HandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands`)
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

export const chips_colour_up_call = /** @type {(inputs: Chips_Colour_Up_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announce "colour change" and signal the supervisor, then exchange`)
};

export const chips_colour_up_call_answer = /** @type {(inputs: Chips_Colour_Up_Call_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announce "colour change" and signal the supervisor, then exchange.`)
};

export const chips_count_of = /** @type {(inputs: Chips_Count_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} × ${i?.chip}`)
};

export const chips_field_hide_amounts = /** @type {(inputs: Chips_Field_Hide_AmountsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the stacks`)
};

export const chips_field_hide_amounts_help = /** @type {(inputs: Chips_Field_Hide_Amounts_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes: no amount is written beside any pile; the trainee reads the chips`)
};

export const chips_field_topics = /** @type {(inputs: Chips_Field_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chip skills`)
};

export const chips_label_change = /** @type {(inputs: Chips_Label_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const chips_label_exchange = /** @type {(inputs: Chips_Label_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange`)
};

export const chips_label_payment = /** @type {(inputs: Chips_Label_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const chips_label_the_bet = /** @type {(inputs: Chips_Label_The_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The bet`)
};

export const chips_label_worth = /** @type {(inputs: Chips_Label_WorthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worth`)
};

export const chips_list = /** @type {(inputs: Chips_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const chips_mark_amount = /** @type {(inputs: Chips_Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: your chips make ${i?.total} (${i?.chips}); it is ${i?.amount}`)
};

export const chips_mark_not_asked = /** @type {(inputs: Chips_Mark_Not_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right amount, but the chips asked for are ${i?.asked}; you gave ${i?.given}`)
};

export const chips_money = /** @type {(inputs: Chips_MoneyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.sign}${i?.symbol}${i?.whole}.${i?.fraction}`)
};

export const chips_none = /** @type {(inputs: Chips_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no chips`)
};

export const chips_opt_count_into_tray = /** @type {(inputs: Chips_Opt_Count_Into_TrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Count the chips into the tray first, then announce the colour change`)
};

export const chips_opt_exchange_at_once = /** @type {(inputs: Chips_Opt_Exchange_At_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exchange at once and say nothing: the player is waiting for the chips`)
};

export const chips_opt_send_to_cashier = /** @type {(inputs: Chips_Opt_Send_To_CashierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signal the supervisor and send the player to the cashier to exchange`)
};

export const chips_pay_amount_wrong = /** @type {(inputs: Chips_Pay_Amount_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The payment is ${i?.paid}; it should be ${i?.amount}.`)
};

export const chips_pay_no_such_chip = /** @type {(inputs: Chips_Pay_No_Such_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This house has no ${i?.chip} chip.`)
};

export const chips_pay_not_colours = /** @type {(inputs: Chips_Pay_Not_ColoursInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right amount, but the house pays in the wager's colours: ${i?.colours}, not ${i?.paid}.`)
};

export const chips_pay_not_fewest = /** @type {(inputs: Chips_Pay_Not_FewestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right amount, but ${i?.count} chips: the house pays in the fewest chips, ${i?.fewest} (${i?.chips}).`)
};

export const chips_pay_over_cap = /** @type {(inputs: Chips_Pay_Over_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right amount, but ${i?.count} × ${i?.chip}: the house pays no more than ${i?.max} of one chip.`)
};

export const chips_pays_at_most = /** @type {(inputs: Chips_Pays_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This house pays in the fewest chips, never more than ${i?.max} of one chip.`)
};

export const chips_pays_fewest = /** @type {(inputs: Chips_Pays_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This house pays in the fewest chips.`)
};

export const chips_pays_wager_colours = /** @type {(inputs: Chips_Pays_Wager_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This house pays in the wager's own colours where they make the amount.`)
};

export const chips_q_colour_down = /** @type {(inputs: Chips_Q_Colour_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} hands you a ${i?.chip} chip and asks for ${i?.into} chips. Give the change.`)
};

export const chips_q_colour_up = /** @type {(inputs: Chips_Q_Colour_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Colour up seat ${i?.seat}: give the fewest larger chips worth the same ${i?.total}.`)
};

export const chips_q_colour_up_first = /** @type {(inputs: Chips_Q_Colour_Up_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player at seat ${i?.seat} is leaving with ${i?.chips} and asks to colour up. What do you do first?`)
};

export const chips_q_commission_chips = /** @type {(inputs: Chips_Q_Commission_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shoe is over. Seat ${i?.seat}'s commission box shows ${i?.owed}, and the player pays it with ${i?.count} × ${i?.chip} chips. Give the change.`)
};

export const chips_q_commission_one_chip = /** @type {(inputs: Chips_Q_Commission_One_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shoe is over. Seat ${i?.seat}'s commission box shows ${i?.owed}, and the player pays it with a ${i?.chip} chip. Give the change.`)
};

export const chips_q_cut = /** @type {(inputs: Chips_Q_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You size a column of ${i?.count} × ${i?.chip} chips in full stacks of ${i?.full}. How many stacks, and how many over?`)
};

export const chips_q_cut_value = /** @type {(inputs: Chips_Q_Cut_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What is the column of ${i?.count} × ${i?.chip} worth?`)
};

export const chips_q_pay = /** @type {(inputs: Chips_Q_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player wins, even money. ${i?.payment} Pay seat ${i?.seat}'s Player bet from the tray.`)
};

export const chips_q_read_bet = /** @type {(inputs: Chips_Q_Read_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Read the bet: what is on seat ${i?.seat}'s ${i?.bet} spot?`)
};

export const chips_stacks_many = /** @type {(inputs: Chips_Stacks_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} stacks of ${i?.full} and ${i?.rest} over`)
};

export const chips_stacks_one = /** @type {(inputs: Chips_Stacks_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} stack of ${i?.full} and ${i?.rest} over`)
};

export const chips_topic_colour_down = /** @type {(inputs: Chips_Topic_Colour_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour down (change)`)
};

export const chips_topic_colour_up = /** @type {(inputs: Chips_Topic_Colour_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour up`)
};

export const chips_topic_commission = /** @type {(inputs: Chips_Topic_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission box paid with change (box tables)`)
};

export const chips_topic_cut = /** @type {(inputs: Chips_Topic_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sizing and cutting`)
};

export const chips_topic_pay = /** @type {(inputs: Chips_Topic_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay in chips`)
};

export const chips_topic_read_bet = /** @type {(inputs: Chips_Topic_Read_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the bet`)
};

export const chips_w_colour_down = /** @type {(inputs: Chips_W_Colour_DownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chip} in ${i?.into} chips: ${i?.change}`)
};

export const chips_w_colour_up = /** @type {(inputs: Chips_W_Colour_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chips} make ${i?.total}; in the fewest chips: ${i?.up}`)
};

export const chips_w_colour_up_first = /** @type {(inputs: Chips_W_Colour_Up_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A colour change is announced and the supervisor signalled before the exchange, so the camera and the floor see the value change hands.`)
};

export const chips_w_commission = /** @type {(inputs: Chips_W_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chip} less the ${i?.owed} owed is ${i?.change}: ${i?.chips}`)
};

export const chips_w_cut = /** @type {(inputs: Chips_W_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} = ${i?.stacks} × ${i?.full} + ${i?.rest}`)
};

export const chips_w_cut_value = /** @type {(inputs: Chips_W_Cut_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stacks} stacks of ${i?.full} × ${i?.chip} = ${i?.stacksValue}, and ${i?.rest} × ${i?.chip} = ${i?.restValue}: ${i?.total}`)
};

export const chips_w_pay = /** @type {(inputs: Chips_W_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The bet is ${i?.amount}, paid 1 to 1: ${i?.amount}, as ${i?.chips}`)
};

export const chips_w_read_bet = /** @type {(inputs: Chips_W_Read_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.chips} make ${i?.amount}`)
};

export const cite_casino_banker_wins_commission = /** @type {(inputs: Cite_Casino_Banker_Wins_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: winning bets are paid even money, with a 5% commission on Banker wins`)
};

export const cite_casino_closest_wins = /** @type {(inputs: Cite_Casino_Closest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: the hand closest to 9 wins`)
};

export const cite_casino_main_push = /** @type {(inputs: Cite_Casino_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: on a Tie, Player and Banker neither win nor lose`)
};

export const cite_casino_paid_even = /** @type {(inputs: Cite_Casino_Paid_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: winning bets are paid even money`)
};

export const cite_casino_tie_loses = /** @type {(inputs: Cite_Casino_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: a Tie is equal totals`)
};

export const cite_casino_tie_wins = /** @type {(inputs: Cite_Casino_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: the Tie bet pays 8 to 1`)
};

export const cite_chip_handling = /** @type {(inputs: Cite_Chip_HandlingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealing guide: chip handling`)
};

export const cite_commission_box = /** @type {(inputs: Cite_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`casino guide: commission is paid by the end of each shoe, at the latest`)
};

export const cite_deltin_banker_pair = /** @type {(inputs: Cite_Deltin_Banker_PairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin guide: Banker Pair ${i?.pays}:${i?.per}`)
};

export const cite_deltin_banker_wins_even = /** @type {(inputs: Cite_Deltin_Banker_Wins_EvenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: a Banker win is paid 1 to 1`)
};

export const cite_deltin_banker_wins_six_half = /** @type {(inputs: Cite_Deltin_Banker_Wins_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: a Banker win with a point total of 6 is paid half`)
};

export const cite_deltin_higher_wins = /** @type {(inputs: Cite_Deltin_Higher_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: the hand with the higher point total wins`)
};

export const cite_deltin_main_push = /** @type {(inputs: Cite_Deltin_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: on a Tie the Player and Banker bets stand (they may be changed for the next hand)`)
};

export const cite_deltin_player_pair = /** @type {(inputs: Cite_Deltin_Player_PairInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin guide: Player Pair ${i?.pays}:${i?.per}`)
};

export const cite_deltin_player_wins = /** @type {(inputs: Cite_Deltin_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: a Player win is paid 1 to 1`)
};

export const cite_deltin_super_six = /** @type {(inputs: Cite_Deltin_Super_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deltin guide: Super Six ${i?.pays}:${i?.per}`)
};

export const cite_deltin_tie_loses = /** @type {(inputs: Cite_Deltin_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: a Tie is equal point totals`)
};

export const cite_deltin_tie_wins = /** @type {(inputs: Cite_Deltin_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: Tie bets are paid 8 to 1`)
};

export const cite_dragon_banker_wins_commission = /** @type {(inputs: Cite_Dragon_Banker_Wins_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: a Banker win is paid even money less a 5% commission`)
};

export const cite_dragon_closest_wins = /** @type {(inputs: Cite_Dragon_Closest_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: the hand closest to nine wins`)
};

export const cite_dragon_guide = /** @type {(inputs: Cite_Dragon_GuideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide`)
};

export const cite_dragon_main_push = /** @type {(inputs: Cite_Dragon_Main_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: on a tie the Player and Banker wagers push`)
};

export const cite_dragon_pay_table = /** @type {(inputs: Cite_Dragon_Pay_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: Dragon Bonus pay table`)
};

export const cite_dragon_player_wins = /** @type {(inputs: Cite_Dragon_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: a Player win is paid even money`)
};

export const cite_dragon_tie_loses = /** @type {(inputs: Cite_Dragon_Tie_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: a tie is equal point values`)
};

export const cite_dragon_tie_wins = /** @type {(inputs: Cite_Dragon_Tie_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus guide: a Tie wager is paid 8 to 1`)
};

export const cite_house_banker = /** @type {(inputs: Cite_House_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} house pay table: a Banker win pays ${i?.pays} to ${i?.per}`)
};

export const cite_house_order = /** @type {(inputs: Cite_House_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`House dealing procedure (${i?.order})`)
};

export const cite_house_order_losers_first = /** @type {(inputs: Cite_House_Order_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every losing bet is taken before any winner is paid: take the losing main bets, then the losing side bets; then pay the winning main bets, then the winning side bets; each round right to left from ${i?.start}`)
};

export const cite_house_order_main_first = /** @type {(inputs: Cite_House_Order_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The main bets are settled (losers taken, then winners paid) before the side bets: take and pay the main bets, then take and pay the side bets; each round right to left from ${i?.start}`)
};

export const cite_house_practice_all_refused = /** @type {(inputs: Cite_House_Practice_All_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania 9.3b; house practice when every seat refuses (by analogy with Tasmania 16.7.4)`)
};

export const cite_house_practice_no_wager = /** @type {(inputs: Cite_House_Practice_No_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House practice (by analogy with Tasmania 16.7.5)`)
};

export const cite_house_procedure = /** @type {(inputs: Cite_House_ProcedureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House dealing procedure`)
};

export const cite_house_settlement_order = /** @type {(inputs: Cite_House_Settlement_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House dealing procedure (this house's settlement order, in House conventions on the table notice)`)
};

export const cite_house_tie = /** @type {(inputs: Cite_House_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} house pay table: a Tie pays ${i?.pays} to ${i?.per}`)
};

export const cli24_bets_json = /** @type {(inputs: Cli24_Bets_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--bets is not valid JSON: ${i?.detail}`)
};

export const cli24_bets_shape = /** @type {(inputs: Cli24_Bets_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--bets must be a list like ${i?.example} (amounts in cents): ${i?.issues}`)
};

export const cli24_card_n = /** @type {(inputs: Cli24_Card_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`card ${i?.n}: ${i?.problem}`)
};

export const cli24_card_n_not_card = /** @type {(inputs: Cli24_Card_N_Not_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`card ${i?.n} ("${i?.text}") is not a card`)
};

export const cli24_cards_required = /** @type {(inputs: Cli24_Cards_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--cards is required, e.g. --cards 9h,Kd,3c,5s`)
};

export const cli24_not_a_card = /** @type {(inputs: Cli24_Not_A_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a card: use a rank (A 2-9 T J Q K) followed by a suit (s h d c), for example 9h or Td`)
};

export const cli24_not_enough_cards = /** @type {(inputs: Cli24_Not_Enough_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not enough cards: ${i?.given} given, and this coup needs more (a coup takes 4 to 6 cards)`)
};

export const cli24_profile_file = /** @type {(inputs: Cli24_Profile_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`profile file ${i?.path}: ${i?.error}`)
};

export const cli24_profile_required = /** @type {(inputs: Cli24_Profile_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--profile is required (one of: ${i?.ids})`)
};

export const cli24_seed_required = /** @type {(inputs: Cli24_Seed_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--seed S is required`)
};

export const cli24_seeding = /** @type {(inputs: Cli24_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`--seeding must be one of ${i?.list}, not ${i?.value}`)
};

export const cli24_spec_required = /** @type {(inputs: Cli24_Spec_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`--spec FILE is required`)
};

export const cli24_unknown_profile = /** @type {(inputs: Cli24_Unknown_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown profile "${i?.value}" (one of: ${i?.ids}, or the path of a profile .json file)`)
};

export const commission_amount = /** @type {(inputs: Commission_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const commission_comma = /** @type {(inputs: Commission_CommaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const commission_label = /** @type {(inputs: Commission_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission`)
};

export const commission_label_box = /** @type {(inputs: Commission_Label_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} commission box`)
};

export const commission_label_owes = /** @type {(inputs: Commission_Label_OwesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} owes`)
};

export const commission_label_seat_pays = /** @type {(inputs: Commission_Label_Seat_PaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} pays`)
};

export const commission_list = /** @type {(inputs: Commission_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const commission_new_shoe = /** @type {(inputs: Commission_New_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New shoe.`)
};

export const commission_of = /** @type {(inputs: Commission_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} of ${i?.stake} is ${i?.commission}`)
};

export const commission_owed_marks = /** @type {(inputs: Commission_Owed_MarksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.workings}. Total ${i?.marks} = ${i?.owed}`)
};

export const commission_owed_total = /** @type {(inputs: Commission_Owed_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins ${i?.stakes} = ${i?.total}; ${i?.rate} of ${i?.total}, rounded ${i?.rounding} on the total (this house's rule), is ${i?.owed}`)
};

export const commission_plus = /** @type {(inputs: Commission_PlusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} + ${i?.rest}`)
};

export const commission_q_coup = /** @type {(inputs: Commission_Q_CoupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coup ${i?.coup} of ${i?.count}. Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. What is seat ${i?.seat}'s commission box now?`)
};

export const commission_q_last_coup = /** @type {(inputs: Commission_Q_Last_CoupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`That was the last coup of the shoe. How much commission does seat ${i?.seat} owe?`)
};

export const commission_q_leaving = /** @type {(inputs: Commission_Q_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} is leaving the table. How much commission does the seat owe?`)
};

export const commission_q_shoe_finished = /** @type {(inputs: Commission_Q_Shoe_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shoe is finished: the marker card and a playing card after it have been drawn (Tasmania 9.4). How much does seat ${i?.seat} pay from its commission box?`)
};

export const commission_q_single_box = /** @type {(inputs: Commission_Q_Single_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins. Seat ${i?.seat} has ${i?.stake} on Banker. What is the commission (to mark in the commission box)?`)
};

export const commission_q_single_deducted = /** @type {(inputs: Commission_Q_Single_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins. Seat ${i?.seat} has ${i?.stake} on Banker. What is the commission (deducted from the payment)?`)
};

export const commission_raw_fraction = /** @type {(inputs: Commission_Raw_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} and a fraction of a cent`)
};

export const commission_rounded = /** @type {(inputs: Commission_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} of ${i?.stake} is ${i?.raw}; this house rounds the commission ${i?.rounding}: ${i?.commission}`)
};

export const commission_rounded_mark = /** @type {(inputs: Commission_Rounded_MarkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} of ${i?.stake} is ${i?.raw}; this house rounds each mark ${i?.rounding}: ${i?.commission}`)
};

export const commission_situation_owed = /** @type {(inputs: Commission_Situation_OwedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat}'s winning Banker bets this shoe: ${i?.wins} (the last on this coup). Commission is marked in the box at each win and has not been collected.`)
};

export const commission_total = /** @type {(inputs: Commission_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} of ${i?.stake} is ${i?.raw} (this house rounds the total owed ${i?.rounding} when it is collected, not each mark)`)
};

export const commission_total_marked = /** @type {(inputs: Commission_Total_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} of ${i?.stake} is ${i?.raw}, marked as ${i?.mark} (this house rounds the total owed ${i?.rounding} when it is collected, not each mark)`)
};

export const commission_w_box_banker_lost = /** @type {(inputs: Commission_W_Box_Banker_LostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Banker bet did not win: the box stays at ${i?.total}`)
};

export const commission_w_box_player = /** @type {(inputs: Commission_W_Box_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A Player bet pays no commission: the box stays at ${i?.total}`)
};

export const commission_w_box_win = /** @type {(inputs: Commission_W_Box_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins: ${i?.working}; ${i?.before} + ${i?.commission} = ${i?.total}`)
};

export const commission_w_owed_leaving = /** @type {(inputs: Commission_W_Owed_LeavingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.working}, collected as the seat leaves.`)
};

export const commission_w_owed_shoe = /** @type {(inputs: Commission_W_Owed_ShoeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.working}, collected at the end of the shoe.`)
};

export const commission_w_shoe_end = /** @type {(inputs: Commission_W_Shoe_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commission is paid by the end of each shoe, at the latest: ${i?.working}; seat ${i?.seat} pays ${i?.owed}, and the box starts the new shoe empty.`)
};

export const constraint_banker_point = /** @type {(inputs: Constraint_Banker_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker's point`)
};

export const constraint_banker_third_card = /** @type {(inputs: Constraint_Banker_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker draws a third card`)
};

export const constraint_commission_box = /** @type {(inputs: Constraint_Commission_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The commission box over several coups`)
};

export const constraint_commission_coups = /** @type {(inputs: Constraint_Commission_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coups in the box (or Banker wins owed)`)
};

export const constraint_commission_mode = /** @type {(inputs: Constraint_Commission_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission`)
};

export const constraint_commission_owed = /** @type {(inputs: Constraint_Commission_OwedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Owed by one player over several wins`)
};

export const constraint_commission_single = /** @type {(inputs: Constraint_Commission_SingleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On one winning Banker bet`)
};

export const constraint_final_point_help = /** @type {(inputs: Constraint_Final_Point_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Final point, one value or a range`)
};

export const constraint_natural = /** @type {(inputs: Constraint_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A natural 8 or 9`)
};

export const constraint_odd_stakes = /** @type {(inputs: Constraint_Odd_StakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Odd stakes`)
};

export const constraint_odd_stakes_help = /** @type {(inputs: Constraint_Odd_Stakes_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes: bets of any amount the chips make, as for commission rounding; otherwise round stakes`)
};

export const constraint_payout_bets = /** @type {(inputs: Constraint_Payout_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bets on`)
};

export const constraint_payout_bets_help = /** @type {(inputs: Constraint_Payout_Bets_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only these bets (the table profile must offer them)`)
};

export const constraint_payout_detail = /** @type {(inputs: Constraint_Payout_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settlement detail`)
};

export const constraint_payout_detail_help = /** @type {(inputs: Constraint_Payout_Detail_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For example "coloured pair" or "win by 9"; needs the bets chosen`)
};

export const constraint_payout_loses = /** @type {(inputs: Constraint_Payout_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`loses`)
};

export const constraint_payout_outcome = /** @type {(inputs: Constraint_Payout_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The bet`)
};

export const constraint_payout_push = /** @type {(inputs: Constraint_Payout_PushInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is a push (stands)`)
};

export const constraint_payout_stake = /** @type {(inputs: Constraint_Payout_StakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stake from/to`)
};

export const constraint_payout_stake_help = /** @type {(inputs: Constraint_Payout_Stake_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only stakes in this range, within the table's limits`)
};

export const constraint_payout_wins = /** @type {(inputs: Constraint_Payout_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wins`)
};

export const constraint_player_point = /** @type {(inputs: Constraint_Player_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player's point`)
};

export const constraint_player_third_card = /** @type {(inputs: Constraint_Player_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player draws a third card`)
};

export const constraint_settle_seats = /** @type {(inputs: Constraint_Settle_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats with bets`)
};

export const constraint_settle_side_bets = /** @type {(inputs: Constraint_Settle_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Side bets on the layout`)
};

export const constraint_who_wins = /** @type {(inputs: Constraint_Who_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who wins`)
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

export const coup_banker_low_working = /** @type {(inputs: Coup_Banker_Low_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker}: Banker 0–2 always draws.`)
};

export const coup_banker_seven_working = /** @type {(inputs: Coup_Banker_Seven_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 7 always stands.`)
};

export const coup_banker_vs_card_working = /** @type {(inputs: Coup_Banker_Vs_Card_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} against the Player's third card ${i?.card} (value ${i?.value}): the table of play says ${i?.decision} (${i?.row}).`)
};

export const coup_banker_vs_none_working = /** @type {(inputs: Coup_Banker_Vs_None_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} with the Player standing (no third card): the table of play says ${i?.decision} (${i?.row}).`)
};

export const coup_decision_draw = /** @type {(inputs: Coup_Decision_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`draw`)
};

export const coup_decision_stand = /** @type {(inputs: Coup_Decision_StandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stand`)
};

export const coup_hand_banker = /** @type {(inputs: Coup_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker`)
};

export const coup_hand_player = /** @type {(inputs: Coup_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

export const coup_natural_banker = /** @type {(inputs: Coup_Natural_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker has a natural ${i?.point}: neither hand draws.`)
};

export const coup_natural_both = /** @type {(inputs: Coup_Natural_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Both hands have naturals: neither hand draws.`)
};

export const coup_natural_player = /** @type {(inputs: Coup_Natural_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player has a natural ${i?.point}: neither hand draws.`)
};

export const coup_player_draws_working = /** @type {(inputs: Coup_Player_Draws_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}: Player 0–5 draws.`)
};

export const coup_player_stands_working = /** @type {(inputs: Coup_Player_Stands_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}: Player 6–7 stands.`)
};

export const coup_point_sum = /** @type {(inputs: Coup_Point_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}: ${i?.values} = ${i?.sum}`)
};

export const coup_point_sum_less = /** @type {(inputs: Coup_Point_Sum_LessInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hand} ${i?.cards}: ${i?.values} = ${i?.sum}, less ${i?.less} = ${i?.point}`)
};

export const coup_points_working_natural = /** @type {(inputs: Coup_Points_Working_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}; ${i?.banker}. A two-card 8 or 9 is a natural.`)
};

export const coup_points_working_none = /** @type {(inputs: Coup_Points_Working_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}; ${i?.banker}. No natural: neither hand has 8 or 9 on two cards.`)
};

export const coup_q_banker_no_third = /** @type {(inputs: Coup_Q_Banker_No_ThirdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Player has no third card. Does the Banker draw?`)
};

export const coup_q_banker_third = /** @type {(inputs: Coup_Q_Banker_ThirdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Player’s third card is ${i?.card}. Does the Banker draw?`)
};

export const coup_q_call_both = /** @type {(inputs: Coup_Q_Call_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the hand: both points, and whether either is a natural.`)
};

export const coup_q_call_hand = /** @type {(inputs: Coup_Q_Call_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call the hand: the Player’s point, the Banker’s point, and whether either is a natural.`)
};

export const coup_q_player_draws = /** @type {(inputs: Coup_Q_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Does the Player draw a third card?`)
};

export const coup_q_result = /** @type {(inputs: Coup_Q_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declare the result.`)
};

export const coup_result_answer = /** @type {(inputs: Coup_Result_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.winner}. The call: "${i?.call}"`)
};

export const coup_result_working_tie = /** @type {(inputs: Coup_Result_Working_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}; ${i?.banker}. Equal points: Player and Banker bets are void, Tie bets win.`)
};

export const coup_result_working_win = /** @type {(inputs: Coup_Result_Working_WinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.player}; ${i?.banker}. The higher point wins.`)
};

export const coup_row_3 = /** @type {(inputs: Coup_Row_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 3 draws unless the Player’s third card is an 8`)
};

export const coup_row_4 = /** @type {(inputs: Coup_Row_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 4 draws against a Player’s third card of 2–7`)
};

export const coup_row_5 = /** @type {(inputs: Coup_Row_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 5 draws against a Player’s third card of 4–7`)
};

export const coup_row_6 = /** @type {(inputs: Coup_Row_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker 6 draws against a Player’s third card of 6 or 7`)
};

export const coup_row_none = /** @type {(inputs: Coup_Row_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with no Player third card, Banker 3–5 draws and 6 stands`)
};

export const coup_winner_banker = /** @type {(inputs: Coup_Winner_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins`)
};

export const coup_winner_player = /** @type {(inputs: Coup_Winner_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player wins`)
};

export const coup_winner_tie = /** @type {(inputs: Coup_Winner_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
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

export const dealercheck_answer = /** @type {(inputs: Dealercheck_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.option}.`)
};

export const dealercheck_clean = /** @type {(inputs: Dealercheck_CleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clean: the coup was dealt and settled right`)
};

export const dealercheck_field_mistakes = /** @type {(inputs: Dealercheck_Field_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mistakes to inject`)
};

export const dealercheck_field_percent = /** @type {(inputs: Dealercheck_Field_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coups with a mistake (%)`)
};

export const dealercheck_field_percent_help = /** @type {(inputs: Dealercheck_Field_Percent_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Default 50: about half the coups have one mistake, the rest are clean`)
};

export const dealercheck_left = /** @type {(inputs: Dealercheck_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`left ${i?.bet}`)
};

export const dealercheck_mistake_commission = /** @type {(inputs: Dealercheck_Mistake_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission missed: a Banker win paid without it`)
};

export const dealercheck_mistake_commission_short = /** @type {(inputs: Dealercheck_Mistake_Commission_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission missed`)
};

export const dealercheck_mistake_draw = /** @type {(inputs: Dealercheck_Mistake_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wrong draw: a hand drew or stood against the rules`)
};

export const dealercheck_mistake_draw_short = /** @type {(inputs: Dealercheck_Mistake_Draw_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wrong draw`)
};

export const dealercheck_mistake_order = /** @type {(inputs: Dealercheck_Mistake_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong order: a winner was paid before a loser was taken`)
};

export const dealercheck_mistake_order_short = /** @type {(inputs: Dealercheck_Mistake_Order_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wrong order`)
};

export const dealercheck_mistake_payment = /** @type {(inputs: Dealercheck_Mistake_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wrong payment: a winner paid at the wrong odds`)
};

export const dealercheck_mistake_payment_short = /** @type {(inputs: Dealercheck_Mistake_Payment_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wrong payment`)
};

export const dealercheck_paid = /** @type {(inputs: Dealercheck_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid ${i?.bet} ${i?.amount}`)
};

export const dealercheck_paid_marked = /** @type {(inputs: Dealercheck_Paid_MarkedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid ${i?.bet} ${i?.amount} and marked ${i?.commission} in the box`)
};

export const dealercheck_q = /** @type {(inputs: Dealercheck_QInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another dealer dealt this coup and settled it in this order: ${i?.steps}. Was it right?`)
};

export const dealercheck_seat_bet = /** @type {(inputs: Dealercheck_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat} ${i?.bet}`)
};

export const dealercheck_step = /** @type {(inputs: Dealercheck_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}. ${i?.what}`)
};

export const dealercheck_steps = /** @type {(inputs: Dealercheck_StepsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const dealercheck_took = /** @type {(inputs: Dealercheck_TookInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`took ${i?.bet}`)
};

export const dealercheck_w_banker_none_draw = /** @type {(inputs: Dealercheck_W_Banker_None_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Banker with ${i?.point} (the Player stood) must draw (Tasmania 11); the dealer let it stand.`)
};

export const dealercheck_w_banker_none_stand = /** @type {(inputs: Dealercheck_W_Banker_None_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Banker with ${i?.point} (the Player stood) must stand (Tasmania 11); the dealer let it draw.`)
};

export const dealercheck_w_banker_third_draw = /** @type {(inputs: Dealercheck_W_Banker_Third_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Banker with ${i?.point} against the Player's third card ${i?.card} must draw (Tasmania 11); the dealer let it stand.`)
};

export const dealercheck_w_banker_third_stand = /** @type {(inputs: Dealercheck_W_Banker_Third_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Banker with ${i?.point} against the Player's third card ${i?.card} must stand (Tasmania 11); the dealer let it draw.`)
};

export const dealercheck_w_clean = /** @type {(inputs: Dealercheck_W_CleanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}: every hand drew or stood by the table of play, every bet was settled at its odds, and the losers were taken before the winners were paid.`)
};

export const dealercheck_w_natural = /** @type {(inputs: Dealercheck_W_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A natural (Player ${i?.player}, Banker ${i?.banker}) ends the coup: no hand draws (Tasmania 10.2, 11).`)
};

export const dealercheck_w_order = /** @type {(inputs: Dealercheck_W_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The dealer paid ${i?.bet} before taking every losing bet; the house takes the losers first.`)
};

export const dealercheck_w_paid = /** @type {(inputs: Dealercheck_W_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} should be paid ${i?.amount}; the dealer paid ${i?.paid}.`)
};

export const dealercheck_w_paid_both_box = /** @type {(inputs: Dealercheck_W_Paid_Both_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} should be paid ${i?.amount} with ${i?.commission} to the commission box; the dealer paid ${i?.paid} with ${i?.paidCommission} to the box.`)
};

export const dealercheck_w_paid_box = /** @type {(inputs: Dealercheck_W_Paid_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} should be paid ${i?.amount} with ${i?.commission} to the commission box; the dealer paid ${i?.paid}.`)
};

export const dealercheck_w_paid_wrong_box = /** @type {(inputs: Dealercheck_W_Paid_Wrong_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} should be paid ${i?.amount}; the dealer paid ${i?.paid} with ${i?.paidCommission} to the box.`)
};

export const dealercheck_w_player_stood = /** @type {(inputs: Dealercheck_W_Player_StoodInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Player with ${i?.point} must draw a third card (Tasmania 11); the dealer let it stand.`)
};

export const dialog_choose_data_folder = /** @type {(inputs: Dialog_Choose_Data_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a folder for the training data`)
};

export const dialog_export_audit = /** @type {(inputs: Dialog_Export_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export the trainer audit trail (CSV)`)
};

export const dialog_export_drill_set = /** @type {(inputs: Dialog_Export_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export the drill set`)
};

export const dialog_filter_drill_set = /** @type {(inputs: Dialog_Filter_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill set (JSON)`)
};

export const dialog_filter_pdf_report = /** @type {(inputs: Dialog_Filter_Pdf_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF report`)
};

export const dialog_filter_responses_csv = /** @type {(inputs: Dialog_Filter_Responses_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Responses (CSV)`)
};

export const dialog_filter_signed_record = /** @type {(inputs: Dialog_Filter_Signed_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed record (JSON)`)
};

export const dialog_filter_staff = /** @type {(inputs: Dialog_Filter_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff list (CSV)`)
};

export const dialog_import_drill_set = /** @type {(inputs: Dialog_Import_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a drill set`)
};

export const dialog_import_staff = /** @type {(inputs: Dialog_Import_StaffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a staff list`)
};

export const dialog_save_report = /** @type {(inputs: Dialog_Save_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save the ${i?.format} report`)
};

export const drill_sentences = /** @type {(inputs: Drill_SentencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} ${i?.rest}`)
};

export const edge24_export_in_data_folder = /** @type {(inputs: Edge24_Export_In_Data_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is in the training data folder (${i?.folder}); export the drill set to another folder.`)
};

export const edge24_export_not_drill_set = /** @type {(inputs: Edge24_Export_Not_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} already exists and is not a drill set, so it was not replaced; choose another name.`)
};

export const edge24_export_not_file = /** @type {(inputs: Edge24_Export_Not_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} already exists and is not a file.`)
};

export const edge24_far = /** @type {(inputs: Edge24_FarInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: the house keeps ${i?.pct}, far from the usual ${i?.usual}. Check the pay table for a typo.`)
};

export const edge24_negative = /** @type {(inputs: Edge24_NegativeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: the house loses ${i?.pct} of every bet here; players win in the long run. Check the pay table for a typo.`)
};

export const edge24_usual_banker = /** @type {(inputs: Edge24_Usual_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 1.1% (19:20) or 1.5% (six pays half)`)
};

export const edge24_usual_dragon_banker = /** @type {(inputs: Edge24_Usual_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 9.4%`)
};

export const edge24_usual_dragon_player = /** @type {(inputs: Edge24_Usual_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 2.7%`)
};

export const edge24_usual_pair = /** @type {(inputs: Edge24_Usual_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 10.4% at 11:1`)
};

export const edge24_usual_perfect_pairs = /** @type {(inputs: Edge24_Usual_Perfect_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 4% (6, 12 and 25 to 1)`)
};

export const edge24_usual_player = /** @type {(inputs: Edge24_Usual_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 1.2%`)
};

export const edge24_usual_super_six = /** @type {(inputs: Edge24_Usual_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`about 30% at 12:1`)
};

export const edge24_usual_tie = /** @type {(inputs: Edge24_Usual_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`14.4% at 8:1, 4.8% at 9:1`)
};

export const eng24c_detail_coloured_pair = /** @type {(inputs: Eng24c_Detail_Coloured_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coloured pair`)
};

export const eng24c_detail_mixed_pair = /** @type {(inputs: Eng24c_Detail_Mixed_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mixed pair`)
};

export const eng24c_detail_no_pair = /** @type {(inputs: Eng24c_Detail_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no pair`)
};

export const eng24c_detail_pair_of_2 = /** @type {(inputs: Eng24c_Detail_Pair_Of_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of twos`)
};

export const eng24c_detail_pair_of_3 = /** @type {(inputs: Eng24c_Detail_Pair_Of_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of threes`)
};

export const eng24c_detail_pair_of_4 = /** @type {(inputs: Eng24c_Detail_Pair_Of_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of fours`)
};

export const eng24c_detail_pair_of_5 = /** @type {(inputs: Eng24c_Detail_Pair_Of_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of fives`)
};

export const eng24c_detail_pair_of_6 = /** @type {(inputs: Eng24c_Detail_Pair_Of_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of sixes`)
};

export const eng24c_detail_pair_of_7 = /** @type {(inputs: Eng24c_Detail_Pair_Of_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of sevens`)
};

export const eng24c_detail_pair_of_8 = /** @type {(inputs: Eng24c_Detail_Pair_Of_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of eights`)
};

export const eng24c_detail_pair_of_9 = /** @type {(inputs: Eng24c_Detail_Pair_Of_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of nines`)
};

export const eng24c_detail_pair_of_a = /** @type {(inputs: Eng24c_Detail_Pair_Of_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of aces`)
};

export const eng24c_detail_pair_of_j = /** @type {(inputs: Eng24c_Detail_Pair_Of_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of jacks`)
};

export const eng24c_detail_pair_of_k = /** @type {(inputs: Eng24c_Detail_Pair_Of_KInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of kings`)
};

export const eng24c_detail_pair_of_q = /** @type {(inputs: Eng24c_Detail_Pair_Of_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of queens`)
};

export const eng24c_detail_pair_of_t = /** @type {(inputs: Eng24c_Detail_Pair_Of_TInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pair of tens`)
};

export const eng24c_detail_perfect_pair = /** @type {(inputs: Eng24c_Detail_Perfect_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`perfect pair`)
};

export const eng24c_invalid_drill_set = /** @type {(inputs: Eng24c_Invalid_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`invalid drill set: ${i?.problems}`)
};

export const eng24c_room_refused_bad_value = /** @type {(inputs: Eng24c_Room_Refused_Bad_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a value is not one the room can store`)
};

export const eng24c_room_refused_check = /** @type {(inputs: Eng24c_Room_Refused_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a value is outside what the room accepts`)
};

export const eng24c_room_refused_duplicate = /** @type {(inputs: Eng24c_Room_Refused_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the room already has it`)
};

export const eng24c_room_refused_empty = /** @type {(inputs: Eng24c_Room_Refused_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a value the room needs is missing`)
};

export const eng24c_room_refused_missing = /** @type {(inputs: Eng24c_Room_Refused_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the trainee or drill set it names is not in the room`)
};

export const eng24c_room_refused_no_right = /** @type {(inputs: Eng24c_Room_Refused_No_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this station's room account may not save it`)
};

export const eng24c_room_refused_other = /** @type {(inputs: Eng24c_Room_Refused_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the room refused it (database code ${i?.code})`)
};

export const eng24c_spec_at_least_coups = /** @type {(inputs: Eng24c_Spec_At_Least_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.n} coup an hour`)
};

export const eng24c_spec_at_least_ms = /** @type {(inputs: Eng24c_Spec_At_Least_MsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.n} ms`)
};

export const eng24c_spec_at_most_areas = /** @type {(inputs: Eng24c_Spec_At_Most_AreasInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.n} areas`)
};

export const eng24c_spec_at_most_bands = /** @type {(inputs: Eng24c_Spec_At_Most_BandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.n} bands`)
};

export const eng24c_spec_at_most_chars = /** @type {(inputs: Eng24c_Spec_At_Most_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.n} characters`)
};

export const eng24c_spec_at_most_coups = /** @type {(inputs: Eng24c_Spec_At_Most_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.n} coups an hour`)
};

export const eng24c_spec_at_most_ms_10_min = /** @type {(inputs: Eng24c_Spec_At_Most_Ms_10_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.n} ms (10 minutes)`)
};

export const eng24c_spec_at_most_sections = /** @type {(inputs: Eng24c_Spec_At_Most_SectionsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.n} sections`)
};

export const eng24c_spec_at_most_year = /** @type {(inputs: Eng24c_Spec_At_Most_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be at most a year (525600)`)
};

export const eng24c_spec_audition_pace = /** @type {(inputs: Eng24c_Spec_Audition_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an audition is rated on the pace lab: add a pace-lab section`)
};

export const eng24c_spec_be_quoted = /** @type {(inputs: Eng24c_Spec_Be_QuotedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be "${i?.value}"`)
};

export const eng24c_spec_coups_number = /** @type {(inputs: Eng24c_Spec_Coups_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a number of coups an hour`)
};

export const eng24c_spec_difficulty = /** @type {(inputs: Eng24c_Spec_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be basic, standard or hard`)
};

export const eng24c_spec_from_0_to_1 = /** @type {(inputs: Eng24c_Spec_From_0_To_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be from 0 to 1`)
};

export const eng24c_spec_mode = /** @type {(inputs: Eng24c_Spec_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be practice or assessment`)
};

export const eng24c_spec_ms_or_null = /** @type {(inputs: Eng24c_Spec_Ms_Or_NullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a number of milliseconds or null`)
};

export const eng24c_spec_needs_area = /** @type {(inputs: Eng24c_Spec_Needs_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`needs at least one area`)
};

export const eng24c_spec_needs_band = /** @type {(inputs: Eng24c_Spec_Needs_BandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`needs at least one band`)
};

export const eng24c_spec_needs_section = /** @type {(inputs: Eng24c_Spec_Needs_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`needs at least one section`)
};

export const eng24c_spec_no_section_drills = /** @type {(inputs: Eng24c_Spec_No_Section_DrillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no section drills ${i?.kind}`)
};

export const eng24c_spec_not_negative = /** @type {(inputs: Eng24c_Spec_Not_NegativeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must not be negative`)
};

export const eng24c_spec_number = /** @type {(inputs: Eng24c_Spec_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a number`)
};

export const eng24c_spec_object = /** @type {(inputs: Eng24c_Spec_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be an object`)
};

export const eng24c_spec_one_of = /** @type {(inputs: Eng24c_Spec_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be one of ${i?.values}`)
};

export const eng24c_spec_only_version = /** @type {(inputs: Eng24c_Spec_Only_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be ${i?.version} (the only version so far)`)
};

export const eng24c_spec_positive = /** @type {(inputs: Eng24c_Spec_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be positive`)
};

export const eng24c_spec_profile_kind = /** @type {(inputs: Eng24c_Spec_Profile_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a built-in profile id or a profile object`)
};

export const eng24c_spec_too_many_items = /** @type {(inputs: Eng24c_Spec_Too_Many_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} items in all; at most ${i?.max}`)
};

export const eng24c_spec_true_false = /** @type {(inputs: Eng24c_Spec_True_FalseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be true or false`)
};

export const eng24c_spec_unknown_profile = /** @type {(inputs: Eng24c_Spec_Unknown_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`unknown profile "${i?.id}" (built in: ${i?.ids})`)
};

export const eng24c_spec_whole = /** @type {(inputs: Eng24c_Spec_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a whole number`)
};

export const eng24c_spec_whole_minutes = /** @type {(inputs: Eng24c_Spec_Whole_MinutesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a whole number of minutes`)
};

export const eng24c_spec_whole_ms = /** @type {(inputs: Eng24c_Spec_Whole_MsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a whole number of milliseconds`)
};

export const eng_session_skill_slow = /** @type {(inputs: Eng_Session_Skill_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}: median ${i?.median} is slower than ${i?.target}`)
};

export const eng_settle_box_detail = /** @type {(inputs: Eng_Settle_Box_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} commission to the box`)
};

export const err_attempt_cannot_replay = /** @type {(inputs: Err_Attempt_Cannot_ReplayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempt cannot be replayed from its seed: ${i?.problem}`)
};

export const err_attempt_could_not_write = /** @type {(inputs: Err_Attempt_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not write ${i?.path}: ${i?.error}`)
};

export const err_attempt_damaged = /** @type {(inputs: Err_Attempt_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored assessment attempt ${i?.id} is damaged: ${i?.problem}`)
};

export const err_attempt_export_running = /** @type {(inputs: Err_Attempt_Export_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The attempt is still running: export it when it has ended.`)
};

export const err_attempt_finished = /** @type {(inputs: Err_Attempt_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The attempt is finished: there is nothing to answer.`)
};

export const err_attempt_not_resumable = /** @type {(inputs: Err_Attempt_Not_ResumableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} It cannot be resumed; close it.`)
};

export const err_attempt_out_of_step = /** @type {(inputs: Err_Attempt_Out_Of_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This answer is for ${i?.item} step ${i?.step}, but the attempt is at ${i?.currentItem} step ${i?.currentStep}: it was not recorded.`)
};

export const err_attempt_replay_no_step = /** @type {(inputs: Err_Attempt_Replay_No_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempt's replay has no step ${i?.step}.`)
};

export const err_attempt_resume_abandoned_only = /** @type {(inputs: Err_Attempt_Resume_Abandoned_OnlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only an abandoned attempt can be resumed; this one is ${i?.status}.`)
};

export const err_attempt_status_abandoned = /** @type {(inputs: Err_Attempt_Status_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abandoned`)
};

export const err_attempt_status_closed = /** @type {(inputs: Err_Attempt_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`closed`)
};

export const err_attempt_status_finished = /** @type {(inputs: Err_Attempt_Status_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`finished`)
};

export const err_attempt_status_running = /** @type {(inputs: Err_Attempt_Status_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`running`)
};

export const err_attempt_unknown_seeding = /** @type {(inputs: Err_Attempt_Unknown_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempt was dealt with seeding ${i?.seeding}, which this version of the app does not know.`)
};

export const err_audit_answers_removed = /** @type {(inputs: Err_Audit_Answers_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt}: ${i?.removed} of its ${i?.had} answers were removed from the records.`)
};

export const err_audit_attempt_named = /** @type {(inputs: Err_Audit_Attempt_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An attempt by ${i?.name} (${i?.staffNumber}) on ${i?.when} at "${i?.setTitle}" (attempt ${i?.attempt})`)
};

export const err_audit_attempt_removed = /** @type {(inputs: Err_Audit_Attempt_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt} was removed from the records.`)
};

export const err_audit_could_not_write = /** @type {(inputs: Err_Audit_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not write ${i?.path} (${i?.error}); nothing was written there.`)
};

export const err_audit_end_cut = /** @type {(inputs: Err_Audit_End_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt} ended ${i?.status} by its sealed record, but its end row was removed from the attempts ledger.`)
};

export const err_audit_end_cut_on = /** @type {(inputs: Err_Audit_End_Cut_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt} ended ${i?.status} on ${i?.when} by its sealed record, but its end row was removed from the attempts ledger.`)
};

export const err_audit_end_tampered = /** @type {(inputs: Err_Audit_End_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt} has no end row in the attempts ledger, and its record has been tampered with: ${i?.problem}.`)
};

export const err_audit_not_done = /** @type {(inputs: Err_Audit_Not_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not done: the trainer audit trail could not be written (${i?.error}).`)
};

export const err_audit_removed_with_ledger = /** @type {(inputs: Err_Audit_Removed_With_LedgerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An attempt started on ${i?.when} (${i?.detail}) was removed from the records and from the attempts ledger.`)
};

export const err_audit_status_changed = /** @type {(inputs: Err_Audit_Status_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.attempt} ended ${i?.ended}, but the records now say ${i?.now}.`)
};

export const err_engine_app_closing = /** @type {(inputs: Err_Engine_App_ClosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the app is closing`)
};

export const err_engine_failed = /** @type {(inputs: Err_Engine_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dealing failed: ${i?.error}`)
};

export const err_engine_no_mistakes = /** @type {(inputs: Err_Engine_No_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it has no mistakes to replay`)
};

export const err_engine_not_rebuilt = /** @type {(inputs: Err_Engine_Not_RebuiltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it could not be rebuilt`)
};

export const err_engine_time_ran_out = /** @type {(inputs: Err_Engine_Time_Ran_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the time to deal it ran out`)
};

export const err_engine_too_rare = /** @type {(inputs: Err_Engine_Too_RareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it could not be dealt within ${i?.seconds} s: a constraint is too rare to drill`)
};

export const err_ipc_no_rule = /** @type {(inputs: Err_Ipc_No_RuleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refused: ${i?.channel} has no access rule.`)
};

export const err_ipc_refused = /** @type {(inputs: Err_Ipc_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refused: this request did not come from the trainer's own page.`)
};

export const err_ipc_unknown = /** @type {(inputs: Err_Ipc_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown request "${i?.channel}".`)
};

export const err_ipc_went_wrong = /** @type {(inputs: Err_Ipc_Went_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Something went wrong in ${i?.channel}: ${i?.detail}`)
};

export const err_practical_attempt_damaged = /** @type {(inputs: Err_Practical_Attempt_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored assessment attempt ${i?.id} is damaged: ${i?.error}`)
};

export const err_practical_damaged = /** @type {(inputs: Err_Practical_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The practical standard's revision ${i?.revision} is damaged: ${i?.error}`)
};

export const err_practical_not_graded = /** @type {(inputs: Err_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The practical part of attempt "${i?.id}" is not graded yet: there is nothing to countersign.`)
};

export const err_practical_revision_stale = /** @type {(inputs: Err_Practical_Revision_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the standard was edited from revision ${i?.from}, but revision ${i?.current} has been saved since; reopen it and make the change again`)
};

export const err_profile_builtin_fixed = /** @type {(inputs: Err_Profile_Builtin_FixedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is a built-in profile: it cannot be changed or deleted; duplicate it to make your own`)
};

export const err_profile_builtin_id = /** @type {(inputs: Err_Profile_Builtin_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is a built-in profile; give your profile a new id`)
};

export const err_profile_call_language = /** @type {(inputs: Err_Profile_Call_LanguageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be one of ${i?.languages}`)
};

export const err_profile_chips_order = /** @type {(inputs: Err_Profile_Chips_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chip denominations must be listed smallest first, without repeats`)
};

export const err_profile_commission_even = /** @type {(inputs: Err_Profile_Commission_EvenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a commission rule pays less than even money (Tasmania 12.2: 19:20), not ${i?.pays}:${i?.per}`)
};

export const err_profile_copy_id_taken = /** @type {(inputs: Err_Profile_Copy_Id_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a profile with id "${i?.id}" already exists; give the copy a new id`)
};

export const err_profile_decks_pairs = /** @type {(inputs: Err_Profile_Decks_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 4.1: at least six decks are used when Perfect Pairs is offered, not ${i?.decks}`)
};

export const err_profile_decks_range = /** @type {(inputs: Err_Profile_Decks_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 4.1: a shoe holds ${i?.min} to ${i?.max} decks, not ${i?.decks}`)
};

export const err_profile_id_saved = /** @type {(inputs: Err_Profile_Id_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a profile with id "${i?.id}" is already saved; give this one a new id`)
};

export const err_profile_id_shape = /** @type {(inputs: Err_Profile_Id_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use lower-case letters, digits and hyphens (at most 48 characters)`)
};

export const err_profile_invalid = /** @type {(inputs: Err_Profile_InvalidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`invalid table profile: ${i?.problems}`)
};

export const err_profile_join = /** @type {(inputs: Err_Profile_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const err_profile_keeps_id = /** @type {(inputs: Err_Profile_Keeps_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a saved profile keeps its id ("${i?.id}"); duplicate it to give it another`)
};

export const err_profile_min_above_max = /** @type {(inputs: Err_Profile_Min_Above_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`minimum ${i?.min} is above maximum ${i?.max}`)
};

export const err_profile_no_saved = /** @type {(inputs: Err_Profile_No_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no saved profile "${i?.id}"`)
};

export const err_profile_pace_max = /** @type {(inputs: Err_Profile_Pace_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} coups an hour`)
};

export const err_profile_pace_min = /** @type {(inputs: Err_Profile_Pace_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.min} coups an hour`)
};

export const err_profile_pace_whole = /** @type {(inputs: Err_Profile_Pace_WholeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a whole number of coups an hour`)
};

export const err_profile_pairs_both = /** @type {(inputs: Err_Profile_Pairs_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a table offers either Perfect Pairs or Player/Banker Pair, not both (they share the pair areas)`)
};

export const err_profile_push_letters = /** @type {(inputs: Err_Profile_Push_LettersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be lower-case letters such as "push" or "stand-off" (words joined by a space, a hyphen or an apostrophe)`)
};

export const err_profile_push_long = /** @type {(inputs: Err_Profile_Push_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} characters`)
};

export const err_profile_push_word = /** @type {(inputs: Err_Profile_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a word such as "push" or "stand-off"`)
};

export const err_profile_round_on = /** @type {(inputs: Err_Profile_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a commission deducted at payment is rounded on each payment ("mark"); "total" needs box collection`)
};

export const err_profile_skill_once = /** @type {(inputs: Err_Profile_Skill_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`each skill is listed once`)
};

export const err_progress_asked_twice = /** @type {(inputs: Err_Progress_Asked_TwiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the thread that counts them asked for them twice`)
};

export const err_progress_could_not_write = /** @type {(inputs: Err_Progress_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not write ${i?.path} (${i?.error}); nothing was written there.`)
};

export const err_progress_due_not_drillable = /** @type {(inputs: Err_Progress_Due_Not_DrillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cases due today cannot be drilled on their own.`)
};

export const err_progress_from_after_to = /** @type {(inputs: Err_Progress_From_After_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} is after to: ${i?.to}`)
};

export const err_progress_no_thread = /** @type {(inputs: Err_Progress_No_ThreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no thread could be started to count them: ${i?.error}`)
};

export const err_progress_no_weak_cases = /** @type {(inputs: Err_Progress_No_Weak_CasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has no weak cases to build a set from yet.`)
};

export const err_progress_none_drillable = /** @type {(inputs: Err_Progress_None_DrillableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of these cases can be drilled on its own.`)
};

export const err_progress_nothing_due = /** @type {(inputs: Err_Progress_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is due today: well done.`)
};

export const err_progress_thread_failed = /** @type {(inputs: Err_Progress_Thread_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the thread that counts them failed: ${i?.error}`)
};

export const err_progress_thread_odd = /** @type {(inputs: Err_Progress_Thread_OddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the thread that counts them answered something it should not have`)
};

export const err_progress_thread_send = /** @type {(inputs: Err_Progress_Thread_SendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the answers could not be sent to the thread: ${i?.error}`)
};

export const err_progress_thread_slow = /** @type {(inputs: Err_Progress_Thread_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it took longer than ${i?.seconds} s`)
};

export const err_progress_thread_stopped = /** @type {(inputs: Err_Progress_Thread_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the thread that counts them stopped (exit code ${i?.code})`)
};

export const err_progress_thread_unreadable = /** @type {(inputs: Err_Progress_Thread_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an answer of the thread that counts them could not be read`)
};

export const err_room_db_not_open = /** @type {(inputs: Err_Room_Db_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The training database is not open.`)
};

export const err_room_db_not_open_join = /** @type {(inputs: Err_Room_Db_Not_Open_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The training database is not open, so this PC cannot join a room now.`)
};

export const err_room_enter_password = /** @type {(inputs: Err_Room_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password IT gave you for this role.`)
};

export const err_room_not_in_room = /** @type {(inputs: Err_Room_Not_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PC is not in a training room.`)
};

export const err_room_unreadable_here = /** @type {(inputs: Err_Room_Unreadable_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not readable on this PC`)
};

export const err_seal_key_unreadable = /** @type {(inputs: Err_Seal_Key_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its sealed key is not readable.`)
};

export const err_seal_seed_changed = /** @type {(inputs: Err_Seal_Seed_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its sealed seed was changed.`)
};

export const err_seal_seed_mismatch = /** @type {(inputs: Err_Seal_Seed_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seed does not match what was committed at its start.`)
};

export const err_seal_seed_unreadable = /** @type {(inputs: Err_Seal_Seed_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its sealed seed is not readable.`)
};

export const err_seal_tampered = /** @type {(inputs: Err_Seal_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sealed attempt ${i?.id} has been tampered with: ${i?.problem}`)
};

export const err_seal_trainer_opens = /** @type {(inputs: Err_Seal_Trainer_OpensInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This attempt is sealed while it runs: only the trainer can open it (unlock trainer mode, then resume it).`)
};

export const err_seal_unlock_first = /** @type {(inputs: Err_Seal_Unlock_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlock trainer mode first: the attempt is sealed to its key.`)
};

export const err_sess_cannot_replay = /** @type {(inputs: Err_Sess_Cannot_ReplayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored session ${i?.id} cannot be replayed: ${i?.problem}`)
};

export const err_sess_damaged = /** @type {(inputs: Err_Sess_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored session "${i?.title}" (${i?.id}) is damaged: ${i?.problem}`)
};

export const err_sess_folder_changed = /** @type {(inputs: Err_Sess_Folder_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The training data folder changed meanwhile; try again.`)
};

export const err_sess_unknown_seeding = /** @type {(inputs: Err_Sess_Unknown_SeedingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored session ${i?.id} cannot be replayed: it was dealt with seeding ${i?.seeding}, which this version of the app does not know`)
};

export const err_sess_unreadable = /** @type {(inputs: Err_Sess_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored session ${i?.id} cannot be read: ${i?.problem}`)
};

export const err_staff_join = /** @type {(inputs: Err_Staff_JoinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const err_staff_line = /** @type {(inputs: Err_Staff_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`line ${i?.line}: ${i?.problem}`)
};

export const err_staff_name_empty = /** @type {(inputs: Err_Staff_Name_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the name is empty`)
};

export const err_staff_name_long = /** @type {(inputs: Err_Staff_Name_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the name is ${i?.length} characters; at most ${i?.max}`)
};

export const err_staff_name_twice = /** @type {(inputs: Err_Staff_Name_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is also on line ${i?.line}, and neither has a staff number`)
};

export const err_staff_no_trainee = /** @type {(inputs: Err_Staff_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there is no trainee in the file (one name and staff number a line)`)
};

export const err_staff_not_utf8 = /** @type {(inputs: Err_Staff_Not_Utf8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is not UTF-8 text: save it from the spreadsheet as "CSV UTF-8 (comma delimited)" and choose it again`)
};

export const err_staff_nothing_imported = /** @type {(inputs: Err_Staff_Nothing_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing was imported: ${i?.lines}.`)
};

export const err_staff_number_long = /** @type {(inputs: Err_Staff_Number_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the staff number is ${i?.length} characters; at most ${i?.max}`)
};

export const err_staff_number_taken = /** @type {(inputs: Err_Staff_Number_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`staff number ${i?.problem}`)
};

export const err_staff_number_twice = /** @type {(inputs: Err_Staff_Number_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`staff number "${i?.identifier}" is also on line ${i?.line}`)
};

export const err_staff_too_many_fields = /** @type {(inputs: Err_Staff_Too_Many_FieldsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} fields; expected the name and the staff number only`)
};

export const err_staff_unclosed = /** @type {(inputs: Err_Staff_UnclosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a quoted field is not closed (a " is missing)`)
};

export const err_storage_closed = /** @type {(inputs: Err_Storage_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the store is closed`)
};

export const err_storage_damaged_json = /** @type {(inputs: Err_Storage_Damaged_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} is damaged and cannot be read`)
};

export const err_storage_deleted_while_running = /** @type {(inputs: Err_Storage_Deleted_While_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was deleted or moved while the app was running (by another program, a sync tool or a person), so nothing more could be saved to it. If you can, put it back and restart`)
};

export const err_storage_disk_full = /** @type {(inputs: Err_Storage_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full, so this was not saved. Everything saved before it is kept. Free some disk space, then try again.`)
};

export const err_storage_dmg_drill_set = /** @type {(inputs: Err_Storage_Dmg_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The drill set "${i?.name}" is damaged: ${i?.problem}. It can be removed.`)
};

export const err_storage_dmg_invalid_profile = /** @type {(inputs: Err_Storage_Dmg_Invalid_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is no longer a valid profile`)
};

export const err_storage_dmg_invalid_set = /** @type {(inputs: Err_Storage_Dmg_Invalid_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is no longer a valid drill set`)
};

export const err_storage_dmg_profile = /** @type {(inputs: Err_Storage_Dmg_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table profile "${i?.name}" is damaged: ${i?.problem}. It can be removed.`)
};

export const err_storage_dmg_session = /** @type {(inputs: Err_Storage_Dmg_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session "${i?.name}" is damaged: ${i?.problem}. Close it to keep its answers and take it off the list.`)
};

export const err_storage_dmg_session_answer = /** @type {(inputs: Err_Storage_Dmg_Session_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an answer cannot be read`)
};

export const err_storage_dmg_session_spec = /** @type {(inputs: Err_Storage_Dmg_Session_SpecInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its drill set cannot be read`)
};

export const err_storage_dmg_session_summary = /** @type {(inputs: Err_Storage_Dmg_Session_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its summary cannot be read`)
};

export const err_storage_dmg_setting = /** @type {(inputs: Err_Storage_Dmg_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The setting "${i?.name}" is damaged: ${i?.problem}.`)
};

export const err_storage_dmg_setting_default = /** @type {(inputs: Err_Storage_Dmg_Setting_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it cannot be read (the default is used)`)
};

export const err_storage_dmg_unreadable = /** @type {(inputs: Err_Storage_Dmg_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it cannot be read`)
};

export const err_storage_folder_missing = /** @type {(inputs: Err_Storage_Folder_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the folder ${i?.dir}, chosen for the training data, is not there: if it is on a drive, connect it and restart`)
};

export const err_storage_in_use_write = /** @type {(inputs: Err_Storage_In_Use_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The training database is in use by another program, so this was not saved. Everything saved before it is kept. Close the other program, then try again.`)
};

export const err_storage_move_aside = /** @type {(inputs: Err_Storage_Move_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not move the old database aside (${i?.error}); nothing was changed.`)
};

export const err_storage_newer_app = /** @type {(inputs: Err_Storage_Newer_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it was written by a newer version of the app (schema ${i?.version}; this one knows ${i?.known}); update the app`)
};

export const err_storage_newer_schema = /** @type {(inputs: Err_Storage_Newer_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the database was written by a newer version of the app (schema ${i?.from}, this app knows ${i?.known})`)
};

export const err_storage_no_damaged = /** @type {(inputs: Err_Storage_No_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no damaged ${i?.kind} "${i?.id}"; nothing was removed.`)
};

export const err_storage_not_available = /** @type {(inputs: Err_Storage_Not_AvailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Training data is not available: ${i?.why}`)
};

export const err_storage_not_saved = /** @type {(inputs: Err_Storage_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This was not saved. ${i?.problem}`)
};

export const err_storage_open_corrupt = /** @type {(inputs: Err_Storage_Open_CorruptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training database ${i?.path} is damaged and cannot be read (${i?.detail}).`)
};

export const err_storage_open_locked = /** @type {(inputs: Err_Storage_Open_LockedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training database ${i?.path} is in use by another program (${i?.detail}). Close the other program and restart, or:`)
};

export const err_storage_open_missing = /** @type {(inputs: Err_Storage_Open_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training database ${i?.path} is gone: ${i?.detail}.`)
};

export const err_storage_open_status = /** @type {(inputs: Err_Storage_Open_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} ${i?.wayOut}`)
};

export const err_storage_open_unknown = /** @type {(inputs: Err_Storage_Open_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training database ${i?.path} could not be opened (${i?.detail}).`)
};

export const err_storage_open_unwritable = /** @type {(inputs: Err_Storage_Open_UnwritableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training data folder ${i?.path} cannot be written to (${i?.detail}).`)
};

export const err_storage_vanished = /** @type {(inputs: Err_Storage_VanishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this folder had a training database and it is not there now (deleted or moved). If you can, put it back and restart`)
};

export const err_storage_way_out = /** @type {(inputs: Err_Storage_Way_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing has been deleted. Choose another folder for your training data, or start fresh: the old file is kept beside the new one, renamed with the date.`)
};

export const err_storage_working = /** @type {(inputs: Err_Storage_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The training database is working, so it was left as it is; start fresh is for a database that cannot be opened.`)
};

export const err_studio_builtin_changed = /** @type {(inputs: Err_Studio_Builtin_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is built in, so it cannot be changed; duplicate it and change the copy.`)
};

export const err_studio_builtin_deleted = /** @type {(inputs: Err_Studio_Builtin_DeletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is built in, so it cannot be deleted; duplicate it and change the copy.`)
};

export const err_studio_builtin_renamed = /** @type {(inputs: Err_Studio_Builtin_RenamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is built in, so it cannot be renamed; duplicate it and change the copy.`)
};

export const err_studio_builtin_replace = /** @type {(inputs: Err_Studio_Builtin_ReplaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is built in and cannot be replaced; keep both instead.`)
};

export const err_studio_cannot_import = /** @type {(inputs: Err_Studio_Cannot_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this file cannot be imported: ${i?.problem}`)
};

export const err_studio_changed_elsewhere = /** @type {(inputs: Err_Studio_Changed_ElsewhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” was changed elsewhere since you opened it (it is now revision ${i?.revision}); nothing was saved. Open it again to edit the latest version.`)
};

export const err_studio_file_cut_short = /** @type {(inputs: Err_Studio_File_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is cut short (it ends in the middle): it is not a whole drill set`)
};

export const err_studio_file_empty = /** @type {(inputs: Err_Studio_File_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the file is empty`)
};

export const err_studio_file_not_json = /** @type {(inputs: Err_Studio_File_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this is not a drill-set file: it is ${i?.error}`)
};

export const err_studio_file_other = /** @type {(inputs: Err_Studio_File_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file ${i?.error}`)
};

export const err_studio_file_over_size = /** @type {(inputs: Err_Studio_File_Over_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file is over ${i?.size}; a drill-set file is at most ${i?.max}`)
};

export const err_studio_file_size = /** @type {(inputs: Err_Studio_File_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the file is ${i?.size}; a drill-set file is at most ${i?.max}`)
};

export const err_studio_import_gone = /** @type {(inputs: Err_Studio_Import_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That import is no longer waiting; import the file again.`)
};

export const err_studio_not_read_back = /** @type {(inputs: Err_Studio_Not_Read_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The drill set was imported but could not be read back.`)
};

export const err_studio_replace_gone = /** @type {(inputs: Err_Studio_Replace_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The set it would replace is no longer there; import the file again.`)
};

export const err_studio_title_taken = /** @type {(inputs: Err_Studio_Title_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another drill set is called “${i?.title}”; choose another title.`)
};

export const err_studio_title_taken_field = /** @type {(inputs: Err_Studio_Title_Taken_FieldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`another drill set is called “${i?.title}”; choose another title`)
};

export const err_studio_title_taken_keep = /** @type {(inputs: Err_Studio_Title_Taken_KeepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Another drill set is already called “${i?.title}”; keep both instead.`)
};

export const err_trainer_no_recovery = /** @type {(inputs: Err_Trainer_No_RecoveryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no recovery code on this PC yet (the passcode was set before recovery codes existed and trainer mode has not been unlocked since). To clear the passcode: close the app, put an empty file named RESET-TRAINER-PASSCODE in its data folder, ${i?.dataDir}, and start it again. Every result is kept, and the reset is written to the audit trail.`)
};

export const err_trainer_opens_only = /** @type {(inputs: Err_Trainer_Opens_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the trainer opens this: unlock trainer mode first.`)
};

export const err_trainer_recovery_wait = /** @type {(inputs: Err_Trainer_Recovery_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong tries: try again in ${i?.seconds} s.`)
};

export const err_trainer_seal_wont_open = /** @type {(inputs: Err_Trainer_Seal_Wont_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sealed data does not open with the trainer key (it was changed, or is not for it).`)
};

export const err_trainer_sign_needs_trainer = /** @type {(inputs: Err_Trainer_Sign_Needs_TrainerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports are signed only in trainer mode: unlock it with the trainer passcode, then export again.`)
};

export const err_trainer_signing_key_wont_open = /** @type {(inputs: Err_Trainer_Signing_Key_Wont_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signing key in the trainer key store does not open (it was changed outside the app).`)
};

export const err_trainer_trust_locked = /** @type {(inputs: Err_Trainer_Trust_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keys are trusted only in trainer mode: unlock it first.`)
};

export const err_trainer_wrong_recovery = /** @type {(inputs: Err_Trainer_Wrong_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is not the recovery code; nothing was changed.`)
};

export const heatmap_targeted_description = /** @type {(inputs: Heatmap_Targeted_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Built from the cases on the progress page: every item is one of them.`)
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

export const irreg_141_mouth = /** @type {(inputs: Irreg_141_MouthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: The Player's hand was complete at ${i?.point} (${i?.cards}), so ${i?.card} was dealt to the Player in error. The Banker is not obliged to draw: ${i?.why}. ${i?.mouth}`)
};

export const irreg_141_to_banker = /** @type {(inputs: Irreg_141_To_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: The Player's hand was complete at ${i?.point} (${i?.cards}), so ${i?.card} was dealt to the Player in error. ${i?.why}, so the card becomes the Banker's third card.`)
};

export const irreg_142_first_card = /** @type {(inputs: Irreg_142_First_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the card drawn in excess and not disclosed is kept face down and used as the Player's first card of the next hand; the marker card has not been exposed or drawn. The result stands: ${i?.result}.`)
};

export const irreg_142_set_aside = /** @type {(inputs: Irreg_142_Set_AsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: an excess card is used as the first card of the next hand only if the marker card has not been exposed in the shoe or drawn; here ${i?.when}. So the card cannot be used and, since cards once drawn are never returned to the shoe, it is set aside with the discards. ${i?.then} The result stands: ${i?.result}.`)
};

export const irreg_142_then_none = /** @type {(inputs: Irreg_142_Then_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card and a playing card after it have been drawn, so no further coup starts (Tasmania 9.4).`)
};

export const irreg_142_then_one_more = /** @type {(inputs: Irreg_142_Then_One_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card is exposed but no playing card has been drawn after it, so one more coup, the last, is dealt from the shoe (Tasmania 9.4).`)
};

export const irreg_142_when_after_complete = /** @type {(inputs: Irreg_142_When_After_CompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the marker card came out after the coup was complete, just before the excess card, so it has been drawn (the hand was not announced as the last hand)`)
};

export const irreg_142_when_at_start = /** @type {(inputs: Irreg_142_When_At_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the marker card was at the mouth of the shoe when this hand began, so it has been drawn and this hand was announced as the last hand`)
};

export const irreg_142_when_during = /** @type {(inputs: Irreg_142_When_DuringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the marker card came out during this hand, so it has been drawn and this hand was announced as the last hand`)
};

export const irreg_142_when_exposed = /** @type {(inputs: Irreg_142_When_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the marker card is now exposed at the mouth of the shoe, right behind the excess card`)
};

export const irreg_143_banker_draws = /** @type {(inputs: Irreg_143_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the Banker then draws ${i?.card}: ${i?.why}`)
};

export const irreg_143_banker_stands = /** @type {(inputs: Irreg_143_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the Banker does not draw: ${i?.why}`)
};

export const irreg_143_moved = /** @type {(inputs: Irreg_143_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: Player ${i?.point} must draw, so ${i?.card}, dealt to the Banker, goes to the Player as the Player's third card; ${i?.banker}. Result: ${i?.result}.`)
};

export const irreg_143_procedure = /** @type {(inputs: Irreg_143_ProcedureInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: Player ${i?.point} must draw, so ${i?.card}, dealt to the Banker, goes to the Player as the Player's third card, and a further card is drawn for the Banker if the table of play says so (Tasmania 11).`)
};

export const irreg_144_complete = /** @type {(inputs: Irreg_144_CompleteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the coup is complete (${i?.why}), so the card found face up cannot be used in it and the procedure of 14.1 is followed (14.4). ${i?.mouth}`)
};

export const irreg_144_used = /** @type {(inputs: Irreg_144_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the card found face up in the shoe is used in accordance with the table of play: ${i?.card} is the next card needed, so it is dealt as ${i?.place}.`)
};

export const irreg_145_void = /** @type {(inputs: Irreg_145_VoidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the marker card has been drawn and the shoe runs out after ${i?.count} cards, before the hand is complete, so the hand is void: every wager is returned and the cards are reshuffled for a new shoe.`)
};

export const irreg_145_void_one = /** @type {(inputs: Irreg_145_Void_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the marker card has been drawn and the shoe runs out after 1 card, before the hand is complete, so the hand is void: every wager is returned and the cards are reshuffled for a new shoe.`)
};

export const irreg_146_next_deal = /** @type {(inputs: Irreg_146_Next_DealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the next coup is dealt from the next card in the shoe.`)
};

export const irreg_146_next_none = /** @type {(inputs: Irreg_146_Next_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no further coup starts (Tasmania 9.4).`)
};

export const irreg_146_void = /** @type {(inputs: Irreg_146_VoidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the correct order of the ${i?.count} cards dealt cannot be determined, so the coup is void and every wager is returned. The cards drawn go to the discards, never back into the shoe (14.2); ${i?.next}`)
};

export const irreg_146_void_one = /** @type {(inputs: Irreg_146_Void_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the correct order of the 1 card dealt cannot be determined, so the coup is void and every wager is returned. The cards drawn go to the discards, never back into the shoe (14.2); ${i?.next}`)
};

export const irreg_94_last = /** @type {(inputs: Irreg_94_LastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: ${i?.when}; the marker is set aside, the coup is completed and announced as the last hand (${i?.result}). After it the marker and at least one playing card have been drawn, so no further coup starts.`)
};

export const irreg_94_no_new = /** @type {(inputs: Irreg_94_No_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: no initial deal starts after the marker card, followed by one playing card, has been drawn; the marker has been drawn and ${i?.count} playing cards after it, so the shoe is finished and the cards are reshuffled.`)
};

export const irreg_94_no_new_one = /** @type {(inputs: Irreg_94_No_New_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: no initial deal starts after the marker card, followed by one playing card, has been drawn; the marker has been drawn and 1 playing card after it, so the shoe is finished and the cards are reshuffled.`)
};

export const irreg_94_normal = /** @type {(inputs: Irreg_94_NormalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rule}: the marker card does not appear during this coup (${i?.count} cards remain in front of it), so the coup is dealt as normal: ${i?.result}.`)
};

export const irreg_94_when_after = /** @type {(inputs: Irreg_94_When_AfterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the marker card appears after the ${i?.ordinal} card of this coup`)
};

export const irreg_94_when_exposed = /** @type {(inputs: Irreg_94_When_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the marker card is exposed at the mouth of the shoe before this coup`)
};

export const irreg_field_irregularity = /** @type {(inputs: Irreg_Field_IrregularityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregularity`)
};

export const irreg_field_variant = /** @type {(inputs: Irreg_Field_VariantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it turns out`)
};

export const irreg_field_variant_help = /** @type {(inputs: Irreg_Field_Variant_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needs the irregularity chosen`)
};

export const irreg_label_banker_card_for_player = /** @type {(inputs: Irreg_Label_Banker_Card_For_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker given the Player's third card (14.3)`)
};

export const irreg_label_excess_card = /** @type {(inputs: Irreg_Label_Excess_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excess card drawn (14.2)`)
};

export const irreg_label_face_up_in_shoe = /** @type {(inputs: Irreg_Label_Face_Up_In_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card exposed in the shoe (14.4)`)
};

export const irreg_label_insufficient_cards = /** @type {(inputs: Irreg_Label_Insufficient_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not enough cards to finish the coup (14.5)`)
};

export const irreg_label_last_coup = /** @type {(inputs: Irreg_Label_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last coup of the shoe (9.4)`)
};

export const irreg_label_order_unknown = /** @type {(inputs: Irreg_Label_Order_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order of the cards unknown (14.6)`)
};

export const irreg_label_player_card_in_error = /** @type {(inputs: Irreg_Label_Player_Card_In_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player's hand given a card in error (14.1)`)
};

export const irreg_mouth_after_marker = /** @type {(inputs: Irreg_Mouth_After_MarkerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is placed face up at the mouth of the shoe and the result is declared. This hand was not announced as the last hand: the marker card came out only after it was complete, and ${i?.card} was taken from the shoe after the marker card. 14.1 would make ${i?.card} the Player's first card of a non-betting coup, but that coup would be an initial deal after the marker card and a playing card have been drawn, which Tasmania 9.4 forbids: no more cards are dealt until the reshuffle.`)
};

export const irreg_mouth_last_at_start = /** @type {(inputs: Irreg_Mouth_Last_At_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is placed face up at the mouth of the shoe and the result is declared. This hand was announced as the last hand (the marker card was at the mouth of the shoe when it began), so by 14.1 no more cards are dealt until the reshuffle.`)
};

export const irreg_mouth_last_during = /** @type {(inputs: Irreg_Mouth_Last_DuringInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is placed face up at the mouth of the shoe and the result is declared. This hand was announced as the last hand (the marker card came out during it), so by 14.1 no more cards are dealt until the reshuffle.`)
};

export const irreg_mouth_non_betting = /** @type {(inputs: Irreg_Mouth_Non_BettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.card} is placed face up at the mouth of the shoe and the result is declared. All wagers are removed; the next coup is a non-betting coup, played to a conclusion, and ${i?.card} is the Player's first card.`)
};

export const irreg_place_banker_1 = /** @type {(inputs: Irreg_Place_Banker_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Banker's first card`)
};

export const irreg_place_banker_2 = /** @type {(inputs: Irreg_Place_Banker_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Banker's second card`)
};

export const irreg_place_banker_3 = /** @type {(inputs: Irreg_Place_Banker_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Banker's third card`)
};

export const irreg_place_none = /** @type {(inputs: Irreg_Place_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no card of this coup`)
};

export const irreg_place_player_1 = /** @type {(inputs: Irreg_Place_Player_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Player's first card`)
};

export const irreg_place_player_2 = /** @type {(inputs: Irreg_Place_Player_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Player's second card`)
};

export const irreg_place_player_3 = /** @type {(inputs: Irreg_Place_Player_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Player's third card`)
};

export const irreg_result_banker = /** @type {(inputs: Irreg_Result_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins ${i?.banker} over ${i?.player}`)
};

export const irreg_result_none = /** @type {(inputs: Irreg_Result_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no result`)
};

export const irreg_result_player = /** @type {(inputs: Irreg_Result_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player wins ${i?.player} over ${i?.banker}`)
};

export const irreg_result_tie = /** @type {(inputs: Irreg_Result_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a tie at ${i?.point}`)
};

export const irreg_variant_banker_draws = /** @type {(inputs: Irreg_Variant_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker draws`)
};

export const irreg_variant_banker_stands = /** @type {(inputs: Irreg_Variant_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker stands`)
};

export const irreg_variant_card_to_banker = /** @type {(inputs: Irreg_Variant_Card_To_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card to banker`)
};

export const irreg_variant_deal_normally = /** @type {(inputs: Irreg_Variant_Deal_NormallyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal normally`)
};

export const irreg_variant_first_card_next_hand = /** @type {(inputs: Irreg_Variant_First_Card_Next_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First card next hand`)
};

export const irreg_variant_initial_deal = /** @type {(inputs: Irreg_Variant_Initial_DealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Initial deal`)
};

export const irreg_variant_last_coup = /** @type {(inputs: Irreg_Variant_Last_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last coup`)
};

export const irreg_variant_mouth_of_shoe_non_betting_next = /** @type {(inputs: Irreg_Variant_Mouth_Of_Shoe_Non_Betting_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mouth of shoe non betting next`)
};

export const irreg_variant_mouth_of_shoe_reshuffle = /** @type {(inputs: Irreg_Variant_Mouth_Of_Shoe_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mouth of shoe reshuffle`)
};

export const irreg_variant_no_new_coup = /** @type {(inputs: Irreg_Variant_No_New_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new coup`)
};

export const irreg_variant_set_aside = /** @type {(inputs: Irreg_Variant_Set_AsideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set aside`)
};

export const irreg_variant_third_card = /** @type {(inputs: Irreg_Variant_Third_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Third card`)
};

export const irreg_variant_use_by_table_of_play = /** @type {(inputs: Irreg_Variant_Use_By_Table_Of_PlayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use by table of play`)
};

export const irreg_variant_void_coup = /** @type {(inputs: Irreg_Variant_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Void coup`)
};

export const irreg_why_draws_against = /** @type {(inputs: Irreg_Why_Draws_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} draws against the Player's third card ${i?.card} (Tasmania 11)`)
};

export const irreg_why_draws_player_stands = /** @type {(inputs: Irreg_Why_Draws_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} draws with the Player standing (Tasmania 11)`)
};

export const irreg_why_natural = /** @type {(inputs: Irreg_Why_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is a natural (Player ${i?.player}, Banker ${i?.banker}), so nobody draws`)
};

export const irreg_why_stands_against = /** @type {(inputs: Irreg_Why_Stands_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} stands against the Player's third card ${i?.card} (Tasmania 11)`)
};

export const irreg_why_stands_player_stands = /** @type {(inputs: Irreg_Why_Stands_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} stands with the Player standing (Tasmania 11)`)
};

export const irreg_with_result = /** @type {(inputs: Irreg_With_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.procedure} Result: ${i?.result}.`)
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

export const left_attempt_binding_changed = /** @type {(inputs: Left_Attempt_Binding_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its set, table profile, policy, candidate or assessor is not what it was when it started (it was changed)`)
};

export const left_attempt_key_not_open = /** @type {(inputs: Left_Attempt_Key_Not_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its sealed key does not open (it was changed)`)
};

export const left_attempt_seed_mismatch = /** @type {(inputs: Left_Attempt_Seed_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seed does not match what was committed at its start`)
};

export const left_attempt_seed_removed = /** @type {(inputs: Left_Attempt_Seed_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seed commitment was removed`)
};

export const left_attempt_tampered = /** @type {(inputs: Left_Attempt_TamperedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The record of assessment attempt ${i?.id} has been tampered with: ${i?.problem}. It cannot be shown as a result, signed or exported.`)
};

export const left_audition_and = /** @type {(inputs: Left_Audition_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, and ${i?.rest}`)
};

export const left_audition_measured = /** @type {(inputs: Left_Audition_MeasuredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} coups an hour and ${i?.accuracy}% accuracy`)
};

export const left_audition_meets = /** @type {(inputs: Left_Audition_MeetsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measured} meet ${i?.band}'s ${i?.rate} coups an hour and ${i?.accuracy}%`)
};

export const left_audition_no_band = /** @type {(inputs: Left_Audition_No_BandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.measured} meet no band`)
};

export const left_audition_reason = /** @type {(inputs: Left_Audition_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: ${i?.where}; ${i?.why}.`)
};

export const left_audition_short_accuracy = /** @type {(inputs: Left_Audition_Short_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`accuracy ${i?.accuracy}% is below ${i?.band}'s ${i?.min}%`)
};

export const left_audition_short_rate = /** @type {(inputs: Left_Audition_Short_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} coups an hour is below ${i?.band}'s ${i?.min}`)
};

export const left_audition_top = /** @type {(inputs: Left_Audition_TopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.band}: ${i?.where}.`)
};

export const left_data_folder_target = /** @type {(inputs: Left_Data_Folder_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file} is in the training data folder (${i?.folder}): save it to another folder. Nothing was written.`)
};

export const left_dialog_export_csv = /** @type {(inputs: Left_Dialog_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export responses and attempts (CSV)`)
};

export const left_dialog_export_xapi = /** @type {(inputs: Left_Dialog_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export xAPI statements`)
};

export const left_dialog_filter_csv = /** @type {(inputs: Left_Dialog_Filter_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV`)
};

export const left_dialog_filter_xapi = /** @type {(inputs: Left_Dialog_Filter_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`xAPI statements (JSON)`)
};

export const left_export_room_refused = /** @type {(inputs: Left_Export_Room_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} record(s) from the training room were not what they should be and were left out.`)
};

export const left_export_room_unread = /** @type {(inputs: Left_Export_Room_UnreadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why} This export holds what this PC recorded; the other stations' rows are missing.`)
};

export const left_export_two_warnings = /** @type {(inputs: Left_Export_Two_WarningsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} ${i?.rest}`)
};

export const left_form_amount_empty = /** @type {(inputs: Left_Form_Amount_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fill in an amount, like 25 or 0.25`)
};

export const left_form_at_least = /** @type {(inputs: Left_Form_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.value}`)
};

export const left_form_at_most = /** @type {(inputs: Left_Form_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.value}`)
};

export const left_form_choose_option = /** @type {(inputs: Left_Form_Choose_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`choose one of the options`)
};

export const left_form_commission = /** @type {(inputs: Left_Form_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a commission pays less than even money (Tasmania 12.2: 19 for 20): "pays" must be below "for"`)
};

export const left_form_currency_code = /** @type {(inputs: Left_Form_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use the three capital letters of the currency, like AUD`)
};

export const left_form_fill_in = /** @type {(inputs: Left_Form_Fill_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fill this in`)
};

export const left_form_fill_number = /** @type {(inputs: Left_Form_Fill_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fill in a number`)
};

export const left_form_list_max = /** @type {(inputs: Left_Form_List_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`list at most ${i?.max}`)
};

export const left_form_list_min = /** @type {(inputs: Left_Form_List_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`list at least ${i?.min}`)
};

export const left_form_max_chars = /** @type {(inputs: Left_Form_Max_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`use at most ${i?.max} characters`)
};

export const left_form_min_above_max = /** @type {(inputs: Left_Form_Min_Above_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the minimum is above the maximum`)
};

export const left_form_min_chars = /** @type {(inputs: Left_Form_Min_CharsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`use at least ${i?.min} characters`)
};

export const left_form_more_than = /** @type {(inputs: Left_Form_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be more than ${i?.value}`)
};

export const left_form_not_amount = /** @type {(inputs: Left_Form_Not_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not an amount: use dollars and cents, like 25 or 0.25`)
};

export const left_form_not_time = /** @type {(inputs: Left_Form_Not_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a time in seconds, like 2.5`)
};

export const left_form_not_whole_number = /** @type {(inputs: Left_Form_Not_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is not a whole number`)
};

export const left_form_one_chip = /** @type {(inputs: Left_Form_One_ChipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`list at least one chip, like 1, 5, 25`)
};

export const left_form_percent = /** @type {(inputs: Left_Form_PercentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}%`)
};

export const left_form_seats = /** @type {(inputs: Left_Form_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a table has 7 or 9 seats (Tasmania 1)`)
};

export const left_form_seconds = /** @type {(inputs: Left_Form_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} s`)
};

export const left_form_time_empty = /** @type {(inputs: Left_Form_Time_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fill in a time in seconds, like 2.5`)
};

export const left_form_whole_number_empty = /** @type {(inputs: Left_Form_Whole_Number_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fill this in (a whole number)`)
};

export const left_ledger_does_not_check = /** @type {(inputs: Left_Ledger_Does_Not_CheckInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The attempts ledger does not check: ${i?.problem}.`)
};

export const left_ledger_head_fails = /** @type {(inputs: Left_Ledger_Head_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the ledger’s authenticated head does not check (the ledger was rewritten)`)
};

export const left_ledger_head_missing = /** @type {(inputs: Left_Ledger_Head_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the ledger’s authenticated head is missing (it was removed)`)
};

export const left_ledger_row_changed = /** @type {(inputs: Left_Ledger_Row_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ledger row ${i?.row} was changed or replaced`)
};

export const left_ledger_row_cut = /** @type {(inputs: Left_Ledger_Row_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ledger row ${i?.row} was cut off the end`)
};

export const left_ledger_row_missing = /** @type {(inputs: Left_Ledger_Row_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ledger row ${i?.row} is missing (an attempt’s row was deleted)`)
};

export const left_ledger_row_not_head = /** @type {(inputs: Left_Ledger_Row_Not_HeadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ledger row ${i?.row} is not the row that was authenticated`)
};

export const left_ledger_rows_cut = /** @type {(inputs: Left_Ledger_Rows_CutInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ledger rows ${i?.from} to ${i?.to} were cut off the end`)
};

export const left_practical_graded_twice = /** @type {(inputs: Left_Practical_Graded_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.area}" is graded twice`)
};

export const left_practical_not_an_area = /** @type {(inputs: Left_Practical_Not_An_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.area}" is not an area of this set (${i?.areas})`)
};

export const left_practical_not_graded = /** @type {(inputs: Left_Practical_Not_GradedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.area}" is not graded`)
};

export const left_practical_not_red_line = /** @type {(inputs: Left_Practical_Not_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is not a red line of the standard`)
};

export const left_practical_red_line_area = /** @type {(inputs: Left_Practical_Red_Line_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" fails the area "${i?.area}", which this sitting does not grade`)
};

export const left_practical_red_line_twice = /** @type {(inputs: Left_Practical_Red_Line_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is listed twice`)
};

export const left_practical_same_assessor = /** @type {(inputs: Left_Practical_Same_AssessorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the countersigning assessor must be someone other than ${i?.assessor}, who graded the practical part`)
};

export const left_room_doc_assignment = /** @type {(inputs: Left_Room_Doc_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The assignment of “${i?.title}”`)
};

export const left_room_doc_profile = /** @type {(inputs: Left_Room_Doc_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The house profile “${i?.title}”`)
};

export const left_room_doc_removal = /** @type {(inputs: Left_Room_Doc_RemovalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The removal of “${i?.title}”`)
};

export const left_room_doc_removal_assignment = /** @type {(inputs: Left_Room_Doc_Removal_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The removal of the assignment of “${i?.title}”`)
};

export const left_room_doc_set = /** @type {(inputs: Left_Room_Doc_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}”`)
};

export const left_room_not_sent_bad = /** @type {(inputs: Left_Room_Not_Sent_BadInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} was not sent to the room: ${i?.why}.`)
};

export const left_room_not_sent_refused = /** @type {(inputs: Left_Room_Not_Sent_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} was not sent: the room refused it (${i?.why}).`)
};

export const left_room_removed_stale = /** @type {(inputs: Left_Room_Removed_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} was removed here after another trainer saved it in the room (revision ${i?.theirs}): it is removed from the room too (revision ${i?.revision}; their revision is kept in the room's history).`)
};

export const left_room_stale = /** @type {(inputs: Left_Room_StaleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} was saved in the room by another trainer while you edited it here: your save is kept as revision ${i?.revision}, after theirs (theirs is revision ${i?.theirs}; nothing was overwritten).`)
};

export const main_answer_out_of_step = /** @type {(inputs: Main_Answer_Out_Of_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This answer is for ${i?.item} step ${i?.step}, but the session is at ${i?.currentItem} step ${i?.currentStep}: it was not recorded (was it sent twice?).`)
};

export const main_assessment_results_later = /** @type {(inputs: Main_Assessment_Results_LaterInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The assessment "${i?.title}" is still running: its results come when it ends.`)
};

export const main_assessment_still_running = /** @type {(inputs: Main_Assessment_Still_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The assessment "${i?.title}" is still running: replay its mistakes when it ends.`)
};

export const main_assign_archived = /** @type {(inputs: Main_Assign_ArchivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is archived: unarchive them first. Nothing was assigned.`)
};

export const main_assign_assessment = /** @type {(inputs: Main_Assign_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” is an assessment: the trainer starts it for a named candidate (Assessments tab). Assign a practice set.`)
};

export const main_assign_no_trainee = /** @type {(inputs: Main_Assign_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no trainee "${i?.id}"; nothing was assigned`)
};

export const main_attempt_only = /** @type {(inputs: Main_Attempt_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This session is an assessment attempt: it is answered, resumed and closed on the assessment screen.`)
};

export const main_attempt_running = /** @type {(inputs: Main_Attempt_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An assessment is running: nothing else can be done until it ends (leaving it ends it as abandoned).`)
};

export const main_attempt_still_open = /** @type {(inputs: Main_Attempt_Still_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another assessment attempt is still open: resume or close it before starting a new one.`)
};

export const main_attempts_used = /** @type {(inputs: Main_Attempts_UsedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has used all ${i?.attempts} attempts at "${i?.title}".`)
};

export const main_attview_abandoned = /** @type {(inputs: Main_Attview_AbandonedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment was left before the end (window closed, left or the app stopped). It is recorded as abandoned with every answer given. Only the trainer can resume or close it.`)
};

export const main_attview_closed = /** @type {(inputs: Main_Attview_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trainer closed this attempt as it stood.`)
};

export const main_attview_finished = /** @type {(inputs: Main_Attview_FinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The assessment is finished. Your trainer has the full record.`)
};

export const main_attview_running = /** @type {(inputs: Main_Attview_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment in progress: no feedback until the end. Leaving ends the attempt as abandoned.`)
};

export const main_attview_timed_out_many = /** @type {(inputs: Main_Attview_Timed_Out_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Time ran out: ${i?.count} steps are recorded as timed out. Next item.`)
};

export const main_attview_timed_out_one = /** @type {(inputs: Main_Attview_Timed_Out_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time ran out: that step is recorded as timed out. Next item.`)
};

export const main_chain_added = /** @type {(inputs: Main_Chain_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} answer(s) were added after answer ${i?.after}`)
};

export const main_chain_answer_edited = /** @type {(inputs: Main_Chain_Answer_EditedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`answer ${i?.n} was edited`)
};

export const main_chain_answer_missing = /** @type {(inputs: Main_Chain_Answer_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`answer ${i?.n} is missing`)
};

export const main_chain_answers_missing = /** @type {(inputs: Main_Chain_Answers_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`answers ${i?.from} to ${i?.to} are missing`)
};

export const main_chain_edited_or_removed = /** @type {(inputs: Main_Chain_Edited_Or_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`answer ${i?.before} was edited or an answer before answer ${i?.n} was removed`)
};

export const main_chain_last_missing = /** @type {(inputs: Main_Chain_Last_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`answer ${i?.n} (the last) is missing`)
};

export const main_chain_last_n_missing = /** @type {(inputs: Main_Chain_Last_N_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the last ${i?.count} answers are missing`)
};

export const main_chain_reordered = /** @type {(inputs: Main_Chain_ReorderedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the answers were reordered (answer ${i?.n} is not where it was given)`)
};

export const main_chain_rewritten = /** @type {(inputs: Main_Chain_RewrittenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its answers were rewritten`)
};

export const main_chain_seal_fails = /** @type {(inputs: Main_Chain_Seal_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seal does not check (its answers or their count were rewritten)`)
};

export const main_chain_seal_removed = /** @type {(inputs: Main_Chain_Seal_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seal (the count and last link of its answers) was removed`)
};

export const main_closed_summary_unreadable = /** @type {(inputs: Main_Closed_Summary_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session "${i?.title}" is closed, but ${i?.error}; its answers are kept.`)
};

export const main_closed_without_summary = /** @type {(inputs: Main_Closed_Without_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.error}. It has no summary, but it is closed and its answers are kept.`)
};

export const main_could_not_write = /** @type {(inputs: Main_Could_Not_WriteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not write ${i?.path} (${i?.error}).`)
};

export const main_delete_blocked_abandoned = /** @type {(inputs: Main_Delete_Blocked_AbandonedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has an assessment attempt left open (abandoned): let it end, or close it from the Assessments tab, before deleting. Nothing was deleted.`)
};

export const main_delete_blocked_running = /** @type {(inputs: Main_Delete_Blocked_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} has an assessment attempt running: let it end, or close it from the Assessments tab, before deleting. Nothing was deleted.`)
};

export const main_delete_confirm_name = /** @type {(inputs: Main_Delete_Confirm_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`type the trainee's name exactly ("${i?.name}") to delete them; nothing was deleted.`)
};

export const main_delete_passcode_wait = /** @type {(inputs: Main_Delete_Passcode_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong passcodes: try again in ${i?.seconds} s. Nothing was deleted.`)
};

export const main_delete_passcode_wrong = /** @type {(inputs: Main_Delete_Passcode_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is not the trainer passcode; nothing was deleted.`)
};

export const main_docnote_revision = /** @type {(inputs: Main_Docnote_RevisionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`In the training room as revision ${i?.revision}.`)
};

export const main_docnote_saved = /** @type {(inputs: Main_Docnote_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved on this PC; it goes to the training room at the next push. If another trainer saved it meanwhile, this editor says so once it is sent.`)
};

export const main_docnote_saved_unreachable = /** @type {(inputs: Main_Docnote_Saved_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved on this PC; it goes to the training room at the next push (the room cannot be reached now: ${i?.fault}). If another trainer saved it meanwhile, this editor says so once it is sent.`)
};

export const main_docnote_station = /** @type {(inputs: Main_Docnote_StationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This PC is in the training room as a station (“${i?.station}”), which may not change the room's ${i?.what}: ${i?.what} saved here stay on this PC, are not shared with the other stations, and a newer revision from the room replaces this PC's copy. To change them for the whole room, edit them on a trainer station (a PC that joined the room with the trainer's role).`)
};

export const main_docnote_what_assignments = /** @type {(inputs: Main_Docnote_What_AssignmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assignments`)
};

export const main_docnote_what_drill_sets = /** @type {(inputs: Main_Docnote_What_Drill_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`drill sets`)
};

export const main_docnote_what_house_rules = /** @type {(inputs: Main_Docnote_What_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`house rules`)
};

export const main_due_in_past = /** @type {(inputs: Main_Due_In_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.dueOn} is in the past (today is ${i?.today})`)
};

export const main_field_problem = /** @type {(inputs: Main_Field_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field}: ${i?.problem}`)
};

export const main_file_problem = /** @type {(inputs: Main_File_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.problem}`)
};

export const main_identifier_taken = /** @type {(inputs: Main_Identifier_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.identifier}" already belongs to ${i?.name}`)
};

export const main_join_semicolon = /** @type {(inputs: Main_Join_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const main_keys_refused = /** @type {(inputs: Main_Keys_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trainer passcode was accepted but it does not open the trainer key store: the passcode record or the key store was changed outside the app. Trainer mode stays locked.`)
};

export const main_mock_not_assessment = /** @type {(inputs: Main_Mock_Not_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" is not an assessment set; practise it directly.`)
};

export const main_name_on_record = /** @type {(inputs: Main_Name_On_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name is on an assessment record, so only your trainer can change it (Trainer mode, Trainees).`)
};

export const main_no_assignment = /** @type {(inputs: Main_No_AssignmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no assignment "${i?.id}"`)
};

export const main_no_attempt = /** @type {(inputs: Main_No_AttemptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no assessment attempt "${i?.id}".`)
};

export const main_no_drill_set = /** @type {(inputs: Main_No_Drill_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no drill set "${i?.id}".`)
};

export const main_no_drill_set_bare = /** @type {(inputs: Main_No_Drill_Set_BareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no drill set "${i?.id}"`)
};

export const main_no_drill_set_in_library = /** @type {(inputs: Main_No_Drill_Set_In_LibraryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no drill set "${i?.id}" in the library`)
};

export const main_no_fresh_seed = /** @type {(inputs: Main_No_Fresh_SeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not choose a fresh seed for this attempt.`)
};

export const main_no_mistakes = /** @type {(inputs: Main_No_MistakesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session "${i?.title}" has no mistakes to replay.`)
};

export const main_no_passcode = /** @type {(inputs: Main_No_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a trainer passcode first: trainer actions are kept behind it.`)
};

export const main_no_practical_part = /** @type {(inputs: Main_No_Practical_PartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This assessment set has no practical part.`)
};

export const main_no_profile = /** @type {(inputs: Main_No_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no table profile "${i?.id}"`)
};

export const main_no_session = /** @type {(inputs: Main_No_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no session "${i?.id}".`)
};

export const main_no_such_trainee = /** @type {(inputs: Main_No_Such_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no such trainee.`)
};

export const main_no_trainee = /** @type {(inputs: Main_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no trainee "${i?.id}".`)
};

export const main_no_trainee_bare = /** @type {(inputs: Main_No_Trainee_BareInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no trainee "${i?.id}"`)
};

export const main_not_set_up = /** @type {(inputs: Main_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This app is not set up yet: a trainer sets it up first (the house, the trainer passcode and the trainees), and then the trainee side opens.`)
};

export const main_nothing_written = /** @type {(inputs: Main_Nothing_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reason} Nothing was written.`)
};

export const main_passcode_common = /** @type {(inputs: Main_Passcode_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is one of the commonest passwords, among the first a candidate would try; choose another`)
};

export const main_passcode_not_changed = /** @type {(inputs: Main_Passcode_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is not the trainer passcode; it was not changed.`)
};

export const main_passcode_set_meanwhile = /** @type {(inputs: Main_Passcode_Set_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A trainer passcode was set meanwhile: unlock trainer mode with it.`)
};

export const main_passcode_short = /** @type {(inputs: Main_Passcode_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.min} characters`)
};

export const main_passcode_wait = /** @type {(inputs: Main_Passcode_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong passcodes: try again in ${i?.seconds} s.`)
};

export const main_passcode_wrong = /** @type {(inputs: Main_Passcode_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That is not the trainer passcode.`)
};

export const main_pin_cleared = /** @type {(inputs: Main_Pin_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your PIN was cleared meanwhile.`)
};

export const main_pin_cleared_pick_again = /** @type {(inputs: Main_Pin_Cleared_Pick_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this PIN was cleared meanwhile; pick the trainee again.`)
};

export const main_pin_common = /** @type {(inputs: Main_Pin_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is one of the commonest PINs; choose another.`)
};

export const main_pin_digits_only = /** @type {(inputs: Main_Pin_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use digits only.`)
};

export const main_pin_locked = /** @type {(inputs: Main_Pin_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are another trainee's own records, kept behind their PIN: pick them on the home screen and enter their PIN (or unlock trainer mode).`)
};

export const main_pin_needed = /** @type {(inputs: Main_Pin_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this trainee has a PIN; enter it.`)
};

export const main_pin_not_changed = /** @type {(inputs: Main_Pin_Not_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is not your PIN; it was not changed.`)
};

export const main_pin_not_signed_in = /** @type {(inputs: Main_Pin_Not_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the trainee signed in on the home screen can set their own PIN.`)
};

export const main_pin_repeated = /** @type {(inputs: Main_Pin_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one digit repeated is among the first guesses; choose another.`)
};

export const main_pin_run = /** @type {(inputs: Main_Pin_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a run of digits (like 123456 or 654321) is among the first guesses; choose another.`)
};

export const main_pin_set_meanwhile = /** @type {(inputs: Main_Pin_Set_MeanwhileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a PIN was set meanwhile; it was not changed.`)
};

export const main_pin_too_long = /** @type {(inputs: Main_Pin_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} digits.`)
};

export const main_pin_too_short = /** @type {(inputs: Main_Pin_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.min} digits.`)
};

export const main_pin_wait = /** @type {(inputs: Main_Pin_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too many wrong PINs: try again in ${i?.seconds} s.`)
};

export const main_pin_wrong = /** @type {(inputs: Main_Pin_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is not the PIN.`)
};

export const main_practice_not_assessment = /** @type {(inputs: Main_Practice_Not_AssessmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.title}" is a practice set, not an assessment`)
};

export const main_recovery_code_shape = /** @type {(inputs: Main_Recovery_Code_ShapeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be the 20 letters and digits of the recovery code (4 groups of 5).`)
};

export const main_recovery_moved_back = /** @type {(inputs: Main_Recovery_Moved_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the time of its restart after a crash was moved back (recorded: ${i?.recorded}, now: ${i?.now})`)
};

export const main_recovery_removed = /** @type {(inputs: Main_Recovery_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the record of its restart after a crash (${i?.at}) was removed`)
};

export const main_replay_cannot_deal = /** @type {(inputs: Main_Replay_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The mistakes of "${i?.title}" cannot be replayed: ${i?.error}`)
};

export const main_retake_wait = /** @type {(inputs: Main_Retake_WaitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} may retake "${i?.title}" from ${i?.at} (the set asks for ${i?.minutes} minutes between attempts).`)
};

export const main_rnote_cohort_all = /** @type {(inputs: Main_Rnote_Cohort_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cohort covers every station of the training room, each attempt and answer once.`)
};

export const main_rnote_cohort_all_refused = /** @type {(inputs: Main_Rnote_Cohort_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cohort covers every station of the training room, each attempt and answer once. ${i?.count} row(s) from the room were refused.`)
};

export const main_rnote_cohort_offline = /** @type {(inputs: Main_Rnote_Cohort_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} The cohort is what this PC recorded; the other stations' work is missing until the room can be read.`)
};

export const main_rnote_count_failed = /** @type {(inputs: Main_Rnote_Count_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The room's answers could not be counted on this PC (${i?.detail}).`)
};

export const main_rnote_dash_all = /** @type {(inputs: Main_Rnote_Dash_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answers, sessions, assessment attempts, last activity, skill trends, floor readiness, flagged and due cases and the cohort below cover every station of the training room (${i?.count} other station(s) besides this PC).`)
};

export const main_rnote_dash_all_refused = /** @type {(inputs: Main_Rnote_Dash_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Answers, sessions, assessment attempts, last activity, skill trends, floor readiness, flagged and due cases and the cohort below cover every station of the training room (${i?.count} other station(s) besides this PC). ${i?.refused} row(s) from the room were refused.`)
};

export const main_rnote_dash_offline = /** @type {(inputs: Main_Rnote_Dash_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} The figures are what this PC recorded; the other stations' work is missing until the room can be read.`)
};

export const main_rnote_history_all = /** @type {(inputs: Main_Rnote_History_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts on every station of the training room.`)
};

export const main_rnote_history_all_refused = /** @type {(inputs: Main_Rnote_History_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attempts on every station of the training room. ${i?.count} row(s) from the room were refused (not what they should be).`)
};

export const main_rnote_history_not_configured = /** @type {(inputs: Main_Rnote_History_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PC is not in a training room: these are the attempts recorded on this PC.`)
};

export const main_rnote_history_offline = /** @type {(inputs: Main_Rnote_History_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} Only the attempts recorded on this PC (${i?.station}) are listed; the other stations' attempts are missing until the room can be read.`)
};

export const main_rnote_progress_here = /** @type {(inputs: Main_Rnote_Progress_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figures over every station of the training room (every session so far was recorded on this PC).`)
};

export const main_rnote_progress_offline = /** @type {(inputs: Main_Rnote_Progress_OfflineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.problem} The figures are what this PC recorded; the other stations' sessions are missing until the room can be read.`)
};

export const main_rnote_progress_others = /** @type {(inputs: Main_Rnote_Progress_OthersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Figures over every station of the training room (${i?.count} session(s) recorded on other stations).`)
};

export const main_room_assignment_no_trainee = /** @type {(inputs: Main_Room_Assignment_No_TraineeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no trainee on this PC is the room's "${i?.id}"`)
};

export const main_room_builtin_profile = /** @type {(inputs: Main_Room_Builtin_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is a built-in profile of the app`)
};

export const main_room_connected = /** @type {(inputs: Main_Room_ConnectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connected: a training room (schema ${i?.version}) with ${i?.stations} station(s).`)
};

export const main_room_enter_password = /** @type {(inputs: Main_Room_Enter_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the password IT gave you for this role.`)
};

export const main_room_hba = /** @type {(inputs: Main_Room_HbaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} does not let this computer or role connect (pg_hba.conf): ask IT.`)
};

export const main_room_login_revoked = /** @type {(inputs: Main_Room_Login_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} no longer lets this role log in (it was revoked): ask IT to run the room's init again.`)
};

export const main_room_newer_schema = /** @type {(inputs: Main_Room_Newer_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training room was prepared by a newer version of the app (schema ${i?.version}; this one knows ${i?.known}): update the app on this computer. It keeps working on its own meanwhile.`)
};

export const main_room_no_answer = /** @type {(inputs: Main_Room_No_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no answer`)
};

export const main_room_no_database = /** @type {(inputs: Main_Room_No_DatabaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} has no database of that name: check the database name (or IT has dropped it).`)
};

export const main_room_no_revision = /** @type {(inputs: Main_Room_No_RevisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no revision came back`)
};

export const main_room_no_right = /** @type {(inputs: Main_Room_No_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} refused: this role has not the right to do that (${i?.text}).`)
};

export const main_room_no_tls = /** @type {(inputs: Main_Room_No_TlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} does not accept an encrypted (TLS) connection; turn TLS off for it, or ask IT to enable it on the server.`)
};

export const main_room_not_a_room = /** @type {(inputs: Main_Room_Not_A_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That database is not a training room: IT must prepare it with "npm run room -- init".`)
};

export const main_room_not_wrapped_key = /** @type {(inputs: Main_Room_Not_Wrapped_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`rk_wrap: not a wrapped key`)
};

export const main_room_older_schema = /** @type {(inputs: Main_Room_Older_SchemaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The training room's schema is older (${i?.version}) than this app's (${i?.known}): IT must run "npm run room -- init" again.`)
};

export const main_room_other = /** @type {(inputs: Main_Room_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} answered with an error: ${i?.text}`)
};

export const main_room_passcode_refused = /** @type {(inputs: Main_Room_Passcode_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`room.trainer_passcodes latest row refused: ${i?.issues}`)
};

export const main_room_profile_other_id = /** @type {(inputs: Main_Room_Profile_Other_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the profile inside is "${i?.id}", not this row's id`)
};

export const main_room_refused_row = /** @type {(inputs: Main_Room_Refused_RowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} refused a record: ${i?.text}`)
};

export const main_room_registers_after_unlock = /** @type {(inputs: Main_Room_Registers_After_UnlockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PC is not yet registered in the training room: it registers with its own signing key once trainer mode has been opened on it (a key file found in the data folder is not taken on its word). What was recorded here waits on this PC until then.`)
};

export const main_room_role_revoked = /** @type {(inputs: Main_Room_Role_RevokedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The role ${i?.user} cannot record history in this room (its rights were revoked): ask IT to run the room's init again.`)
};

export const main_room_row_refused = /** @type {(inputs: Main_Room_Row_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`room.${i?.table} row ${i?.id} refused: ${i?.issues}`)
};

export const main_room_stopped = /** @type {(inputs: Main_Room_StoppedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} stopped answering: its server shut down or restarted, or the connection broke (${i?.code}). What is not yet in the room waits on this PC and goes when the server is back.`)
};

export const main_room_tls_required = /** @type {(inputs: Main_Room_Tls_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} requires an encrypted (TLS) connection: turn on "Require TLS" for the room.`)
};

export const main_room_try_no_trainee = /** @type {(inputs: Main_Room_Try_No_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a PIN try names no trainee`)
};

export const main_room_unreachable = /** @type {(inputs: Main_Room_UnreachableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cannot reach ${i?.where}: the server did not answer (${i?.code}). Check the host name and port, the network cable or Wi-Fi, and that PostgreSQL is running.`)
};

export const main_room_where_database = /** @type {(inputs: Main_Room_Where_DatabaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the database`)
};

export const main_room_where_room = /** @type {(inputs: Main_Room_Where_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the training room`)
};

export const main_room_wrong_password = /** @type {(inputs: Main_Room_Wrong_PasswordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.where} refused the password for this role: check the role and the password IT gave you.`)
};

export const main_session_damaged = /** @type {(inputs: Main_Session_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session "${i?.title}" is damaged: ${i?.error}.`)
};

export const main_session_ended = /** @type {(inputs: Main_Session_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session "${i?.title}" has ended; start a new one.`)
};

export const main_set_cannot_deal = /** @type {(inputs: Main_Set_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The drill set "${i?.title}" cannot be dealt: ${i?.error}`)
};

export const main_set_clash_id = /** @type {(inputs: Main_Set_Clash_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: the library already has a drill set with the id "${i?.id}". Nothing was imported; import it again as a copy to keep both.`)
};

export const main_set_clash_title = /** @type {(inputs: Main_Set_Clash_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: the library already has a drill set with the title "${i?.title}". Nothing was imported; import it again as a copy to keep both.`)
};

export const main_staff_number_other = /** @type {(inputs: Main_Staff_Number_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.staffNumber} already belongs to ${i?.owner}, not ${i?.name}`)
};

export const main_state_changed_from = /** @type {(inputs: Main_State_Changed_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} was changed (sealed: ${i?.sealed}, now: ${i?.now})`)
};

export const main_state_field_abandonments = /** @type {(inputs: Main_State_Field_AbandonmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`how often it was left (its abandonments)`)
};

export const main_state_field_active_ms = /** @type {(inputs: Main_State_Field_Active_MsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its duration`)
};

export const main_state_field_closed = /** @type {(inputs: Main_State_Field_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`whether the trainer closed it`)
};

export const main_state_field_ended_at = /** @type {(inputs: Main_State_Field_Ended_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its end time`)
};

export const main_state_field_finished_at = /** @type {(inputs: Main_State_Field_Finished_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its finish time`)
};

export const main_state_field_grades = /** @type {(inputs: Main_State_Field_GradesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its practical grades or countersignature`)
};

export const main_state_field_status = /** @type {(inputs: Main_State_Field_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its status`)
};

export const main_state_field_step_started = /** @type {(inputs: Main_State_Field_Step_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the stored start of its step on screen (the step clock)`)
};

export const main_state_field_step_used = /** @type {(inputs: Main_State_Field_Step_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the time its step on screen had used (the step clock)`)
};

export const main_state_field_summary = /** @type {(inputs: Main_State_Field_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its summary`)
};

export const main_state_recovery_not_running = /** @type {(inputs: Main_State_Recovery_Not_RunningInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a restart after a crash is recorded for it, but it was ${i?.status}, not running (the record was changed)`)
};

export const main_state_row_removed = /** @type {(inputs: Main_State_Row_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its attempt row was removed`)
};

export const main_state_seal_fails = /** @type {(inputs: Main_State_Seal_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seal does not check (its answers, their count or its state were rewritten)`)
};

export const main_state_unreadable = /** @type {(inputs: Main_State_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its sealed state is not readable`)
};

export const main_state_value_none = /** @type {(inputs: Main_State_Value_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const main_state_value_other = /** @type {(inputs: Main_State_Value_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`other`)
};

export const main_state_was_added = /** @type {(inputs: Main_State_Was_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} was added`)
};

export const main_state_was_changed = /** @type {(inputs: Main_State_Was_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} was changed`)
};

export const main_state_was_removed = /** @type {(inputs: Main_State_Was_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} was removed`)
};

export const main_state_were_added = /** @type {(inputs: Main_State_Were_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} were added`)
};

export const main_state_were_changed = /** @type {(inputs: Main_State_Were_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} were changed`)
};

export const main_state_were_removed = /** @type {(inputs: Main_State_Were_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} were removed`)
};

export const main_this_pc = /** @type {(inputs: Main_This_PcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this PC`)
};

export const main_trainee_archived_name = /** @type {(inputs: Main_Trainee_Archived_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is archived: only the trainer can change the name.`)
};

export const main_trainee_missing = /** @type {(inputs: Main_Trainee_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`there is no trainee "${i?.id}" (deleted meanwhile?)`)
};

export const main_trainer_locked = /** @type {(inputs: Main_Trainer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is a trainer action: unlock trainer mode with the trainer passcode first (it locks itself after 10 idle minutes).`)
};

export const main_trust_tampered = /** @type {(inputs: Main_Trust_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trusted keys were changed outside the app (their seal does not check): no key is trusted until the trainer registers them again.`)
};

export const main_trust_unknown = /** @type {(inputs: Main_Trust_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which keys this PC trusts is known once trainer mode has been unlocked since the app started.`)
};

export const main_unsealed_list_changed = /** @type {(inputs: Main_Unsealed_List_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the list of attempts stored before sealing was changed`)
};

export const main_unsealed_locked = /** @type {(inputs: Main_Unsealed_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`only the trainer can check it: unlock trainer mode`)
};

export const main_unsealed_seal_removed = /** @type {(inputs: Main_Unsealed_Seal_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its seal was removed (it is not one of the attempts stored before sealing)`)
};

export const main_verify_block_damaged = /** @type {(inputs: Main_Verify_Block_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signature block is damaged.`)
};

export const main_verify_block_missing = /** @type {(inputs: Main_Verify_Block_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signature block is missing or damaged.`)
};

export const main_verify_changed = /** @type {(inputs: Main_Verify_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: the report was changed after it was signed.`)
};

export const main_verify_empty = /** @type {(inputs: Main_Verify_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file is empty.`)
};

export const main_verify_intact_given = /** @type {(inputs: Main_Verify_Intact_GivenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INTACT and signed by the key given to check against.`)
};

export const main_verify_intact_own = /** @type {(inputs: Main_Verify_Intact_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INTACT and signed by this installation's own key.`)
};

export const main_verify_intact_registered = /** @type {(inputs: Main_Verify_Intact_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`INTACT and signed by a registered key (${i?.label}).`)
};

export const main_verify_intact_stranger = /** @type {(inputs: Main_Verify_Intact_StrangerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`INTACT, but signed by a key that is not trusted here: a valid signature by a stranger proves nothing.`)
};

export const main_verify_json_form = /** @type {(inputs: Main_Verify_Json_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: the signed record is not in the form it was written (a field added, repeated or moved).`)
};

export const main_verify_key_damaged = /** @type {(inputs: Main_Verify_Key_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The signer's public key is damaged.`)
};

export const main_verify_line_changed = /** @type {(inputs: Main_Verify_Line_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: the signature line was changed.`)
};

export const main_verify_line_damaged = /** @type {(inputs: Main_Verify_Line_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: the signature line is damaged.`)
};

export const main_verify_not_json = /** @type {(inputs: Main_Verify_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not valid JSON (${i?.detail}).`)
};

export const main_verify_not_record = /** @type {(inputs: Main_Verify_Not_RecordInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not a signed assessment record (format must be "${i?.format}").`)
};

export const main_verify_not_report = /** @type {(inputs: Main_Verify_Not_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a report: expected a PDF or a signed JSON record.`)
};

export const main_verify_pdf_unsigned = /** @type {(inputs: Main_Verify_Pdf_UnsignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This PDF carries no report signature.`)
};

export const main_verify_record_unreadable = /** @type {(inputs: Main_Verify_Record_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The record cannot be read.`)
};

export const main_verify_summary_missing = /** @type {(inputs: Main_Verify_Summary_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TAMPERED: the signed summary line is missing.`)
};

export const main_verify_with_problem = /** @type {(inputs: Main_Verify_With_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.outcome} ${i?.problem}`)
};

export const main_xapi_placeholder = /** @type {(inputs: Main_Xapi_PlaceholderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The statements' ids are under the placeholder ${i?.base}, which resolves nowhere: set your school's IRI base on the trainer dashboard (xAPI IRI base) before sending them to a learning record store.`)
};

export const main_zod_discriminator = /** @type {(inputs: Main_Zod_DiscriminatorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid discriminator value. Expected ${i?.options}`)
};

export const main_zod_ends_with = /** @type {(inputs: Main_Zod_Ends_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid string: must end with "${i?.text}"`)
};

export const main_zod_exactly = /** @type {(inputs: Main_Zod_ExactlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`exactly ${i?.n}`)
};

export const main_zod_expected_value = /** @type {(inputs: Main_Zod_Expected_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid input: expected ${i?.value}`)
};

export const main_zod_format_base64 = /** @type {(inputs: Main_Zod_Format_Base64Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`base64-encoded string`)
};

export const main_zod_format_currency = /** @type {(inputs: Main_Zod_Format_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency code`)
};

export const main_zod_format_date = /** @type {(inputs: Main_Zod_Format_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO date`)
};

export const main_zod_format_datetime = /** @type {(inputs: Main_Zod_Format_DatetimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO datetime`)
};

export const main_zod_format_duration = /** @type {(inputs: Main_Zod_Format_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO duration`)
};

export const main_zod_format_email = /** @type {(inputs: Main_Zod_Format_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email address`)
};

export const main_zod_format_ipv4 = /** @type {(inputs: Main_Zod_Format_Ipv4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IPv4 address`)
};

export const main_zod_format_ipv6 = /** @type {(inputs: Main_Zod_Format_Ipv6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IPv6 address`)
};

export const main_zod_format_json = /** @type {(inputs: Main_Zod_Format_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON string`)
};

export const main_zod_format_time = /** @type {(inputs: Main_Zod_Format_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ISO time`)
};

export const main_zod_includes = /** @type {(inputs: Main_Zod_IncludesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid string: must include "${i?.text}"`)
};

export const main_zod_invalid_format = /** @type {(inputs: Main_Zod_Invalid_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid ${i?.format}`)
};

export const main_zod_invalid_input = /** @type {(inputs: Main_Zod_Invalid_InputInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input`)
};

export const main_zod_invalid_type = /** @type {(inputs: Main_Zod_Invalid_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid input: expected ${i?.expected}, received ${i?.received}`)
};

export const main_zod_key_in = /** @type {(inputs: Main_Zod_Key_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid key in ${i?.origin}`)
};

export const main_zod_many_matched = /** @type {(inputs: Main_Zod_Many_MatchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid input: more than one option matched`)
};

export const main_zod_multiple_of = /** @type {(inputs: Main_Zod_Multiple_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid number: must be a multiple of ${i?.n}`)
};

export const main_zod_one_of = /** @type {(inputs: Main_Zod_One_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid option: expected one of ${i?.values}`)
};

export const main_zod_pattern = /** @type {(inputs: Main_Zod_PatternInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid string: must match pattern ${i?.pattern}`)
};

export const main_zod_starts_with = /** @type {(inputs: Main_Zod_Starts_WithInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid string: must start with "${i?.text}"`)
};

export const main_zod_too_big_be = /** @type {(inputs: Main_Zod_Too_Big_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: expected ${i?.origin} to be ${i?.bound}`)
};

export const main_zod_too_big_have = /** @type {(inputs: Main_Zod_Too_Big_HaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too big: expected ${i?.origin} to have ${i?.bound} ${i?.unit}`)
};

export const main_zod_too_small_be = /** @type {(inputs: Main_Zod_Too_Small_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: expected ${i?.origin} to be ${i?.bound}`)
};

export const main_zod_too_small_have = /** @type {(inputs: Main_Zod_Too_Small_HaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Too small: expected ${i?.origin} to have ${i?.bound} ${i?.unit}`)
};

export const main_zod_type_array = /** @type {(inputs: Main_Zod_Type_ArrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`array`)
};

export const main_zod_type_bigint = /** @type {(inputs: Main_Zod_Type_BigintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bigint`)
};

export const main_zod_type_boolean = /** @type {(inputs: Main_Zod_Type_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`boolean`)
};

export const main_zod_type_date = /** @type {(inputs: Main_Zod_Type_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`date`)
};

export const main_zod_type_map = /** @type {(inputs: Main_Zod_Type_MapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`map`)
};

export const main_zod_type_null = /** @type {(inputs: Main_Zod_Type_NullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`null`)
};

export const main_zod_type_number = /** @type {(inputs: Main_Zod_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number`)
};

export const main_zod_type_object = /** @type {(inputs: Main_Zod_Type_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`object`)
};

export const main_zod_type_set = /** @type {(inputs: Main_Zod_Type_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`set`)
};

export const main_zod_type_string = /** @type {(inputs: Main_Zod_Type_StringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`string`)
};

export const main_zod_type_undefined = /** @type {(inputs: Main_Zod_Type_UndefinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`undefined`)
};

export const main_zod_type_value = /** @type {(inputs: Main_Zod_Type_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`value`)
};

export const main_zod_unit_bytes = /** @type {(inputs: Main_Zod_Unit_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`bytes`)
};

export const main_zod_unit_characters = /** @type {(inputs: Main_Zod_Unit_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`characters`)
};

export const main_zod_unit_entries = /** @type {(inputs: Main_Zod_Unit_EntriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`entries`)
};

export const main_zod_unit_items = /** @type {(inputs: Main_Zod_Unit_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`items`)
};

export const main_zod_unknown_key = /** @type {(inputs: Main_Zod_Unknown_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unrecognized key: ${i?.keys}`)
};

export const main_zod_unknown_keys = /** @type {(inputs: Main_Zod_Unknown_KeysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unrecognized keys: ${i?.keys}`)
};

export const main_zod_value_in = /** @type {(inputs: Main_Zod_Value_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid value in ${i?.origin}`)
};

export const mark_amount = /** @type {(inputs: Mark_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount: you said ${i?.said}, it is ${i?.amount}`)
};

export const mark_banker_point = /** @type {(inputs: Mark_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker point: you said ${i?.said}, it is ${i?.point}`)
};

export const mark_bet_at_seat = /** @type {(inputs: Mark_Bet_At_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} ${i?.bet}`)
};

export const mark_bet_list = /** @type {(inputs: Mark_Bet_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const mark_chose_key = /** @type {(inputs: Mark_Chose_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose ${i?.said}, the answer is ${i?.key}: ${i?.answer}`)
};

export const mark_chose_option = /** @type {(inputs: Mark_Chose_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You chose "${i?.said}"; the answer is "${i?.answer}"`)
};

export const mark_natural = /** @type {(inputs: Mark_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Natural: you said ${i?.said}, ${i?.is}`)
};

export const mark_natural_none = /** @type {(inputs: Mark_Natural_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there is none`)
};

export const mark_natural_one = /** @type {(inputs: Mark_Natural_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`there is one`)
};

export const mark_not_whole_cents = /** @type {(inputs: Mark_Not_Whole_CentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} (not whole cents)`)
};

export const mark_order_losers_first = /** @type {(inputs: Mark_Order_Losers_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order: take every losing bet before paying any winner (you took ${i?.bet} after paying ${i?.before})`)
};

export const mark_order_main_first = /** @type {(inputs: Mark_Order_Main_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order: at this house the main bets are settled (losers taken, then winners paid) before the side bets (you settled ${i?.bet} after ${i?.before})`)
};

export const mark_order_pay = /** @type {(inputs: Mark_Order_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order: pay the winners in the order ${i?.wanted} (you paid ${i?.given})`)
};

export const mark_player_point = /** @type {(inputs: Mark_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player point: you said ${i?.said}, it is ${i?.point}`)
};

export const mark_result = /** @type {(inputs: Mark_ResultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Result: you said ${i?.said}, it is ${i?.result}`)
};

export const mark_said_draw = /** @type {(inputs: Mark_Said_DrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You said draw: ${i?.answer}`)
};

export const mark_said_stand = /** @type {(inputs: Mark_Said_StandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You said stand: ${i?.answer}`)
};

export const mark_settle_box = /** @type {(inputs: Mark_Settle_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: commission box ${i?.amount}, you marked ${i?.marked}`)
};

export const mark_settle_missing = /** @type {(inputs: Mark_Settle_MissingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: not settled; it should be ${i?.should}`)
};

export const mark_settle_no_box = /** @type {(inputs: Mark_Settle_No_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: nothing goes to the commission box, you marked ${i?.marked}`)
};

export const mark_settle_no_such_bet = /** @type {(inputs: Mark_Settle_No_Such_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: there is no such bet on the layout`)
};

export const mark_settle_twice = /** @type {(inputs: Mark_Settle_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: settled more than once`)
};

export const mark_settle_wrong = /** @type {(inputs: Mark_Settle_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: ${i?.what}; it should be ${i?.should}`)
};

export const mark_should_pay = /** @type {(inputs: Mark_Should_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid ${i?.amount}`)
};

export const mark_should_pay_box = /** @type {(inputs: Mark_Should_Pay_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`paid ${i?.amount} with ${i?.box} to the commission box`)
};

export const mark_should_push = /** @type {(inputs: Mark_Should_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`left (a ${i?.word})`)
};

export const mark_should_take = /** @type {(inputs: Mark_Should_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`taken (it loses)`)
};

export const mark_type_amount = /** @type {(inputs: Mark_Type_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an amount`)
};

export const mark_type_chips = /** @type {(inputs: Mark_Type_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`chips from the tray`)
};

export const mark_type_choice = /** @type {(inputs: Mark_Type_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a choice`)
};

export const mark_type_draw = /** @type {(inputs: Mark_Type_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a draw/stand call`)
};

export const mark_type_points = /** @type {(inputs: Mark_Type_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a points call`)
};

export const mark_type_result = /** @type {(inputs: Mark_Type_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a result`)
};

export const mark_type_settle = /** @type {(inputs: Mark_Type_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a table settlement`)
};

export const mark_wrong_type = /** @type {(inputs: Mark_Wrong_TypeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Expected ${i?.expected}, got ${i?.got}: ${i?.answer}`)
};

export const mark_you_left = /** @type {(inputs: Mark_You_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you left it`)
};

export const mark_you_paid = /** @type {(inputs: Mark_You_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`you paid ${i?.amount}`)
};

export const mark_you_took = /** @type {(inputs: Mark_You_TookInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you took it`)
};

export const mastery_level_learning = /** @type {(inputs: Mastery_Level_LearningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`learning`)
};

export const mastery_level_mastered = /** @type {(inputs: Mastery_Level_MasteredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`mastered`)
};

export const mastery_level_new = /** @type {(inputs: Mastery_Level_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new`)
};

export const mastery_level_practised = /** @type {(inputs: Mastery_Level_PractisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practised`)
};

export const money_amount = /** @type {(inputs: Money_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const money_sum = /** @type {(inputs: Money_SumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} + ${i?.rest}`)
};

export const pace_field_seats = /** @type {(inputs: Pace_Field_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats with bets`)
};

export const pace_field_side_bets = /** @type {(inputs: Pace_Field_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Side bets on the layout`)
};

export const pace_lab_no_coups = /** @type {(inputs: Pace_Lab_No_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No coups worked yet (target ${i?.target} coups an hour)`)
};

export const pace_lab_rate_default = /** @type {(inputs: Pace_Lab_Rate_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} coups an hour against the default ${i?.target} (${i?.share}% of it)`)
};

export const pace_lab_rate_house = /** @type {(inputs: Pace_Lab_Rate_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} coups an hour against the house's ${i?.target} (${i?.share}% of it)`)
};

export const pace_lab_result_many = /** @type {(inputs: Pace_Lab_Result_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pace}; accuracy ${i?.accuracy} (${i?.correct} of ${i?.coups} coups right)`)
};

export const pace_lab_result_one = /** @type {(inputs: Pace_Lab_Result_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pace}; accuracy ${i?.accuracy} (${i?.correct} of ${i?.coups} coup right)`)
};

export const pace_seconds = /** @type {(inputs: Pace_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const pace_too_slow = /** @type {(inputs: Pace_Too_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right, but too slow: ${i?.time} against ${i?.limit}`)
};

export const pace_too_slow_no_limit = /** @type {(inputs: Pace_Too_Slow_No_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Right, but too slow: ${i?.time}`)
};

export const passcode_common = /** @type {(inputs: Passcode_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is one of the commonest passwords, among the first a candidate would try`)
};

export const passcode_short = /** @type {(inputs: Passcode_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it is shorter than ${i?.min} characters`)
};

export const payout_a_bet = /** @type {(inputs: Payout_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a bet`)
};

export const payout_amount_label = /** @type {(inputs: Payout_Amount_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payout`)
};

export const payout_ans_coloured = /** @type {(inputs: Payout_Ans_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloured pair.`)
};

export const payout_ans_dragon_by = /** @type {(inputs: Payout_Ans_Dragon_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Win by ${i?.margin}: pays ${i?.odds}.`)
};

export const payout_ans_dragon_lose = /** @type {(inputs: Payout_Ans_Dragon_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Loses (${i?.detail}).`)
};

export const payout_ans_dragon_natural = /** @type {(inputs: Payout_Ans_Dragon_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Natural win: pays ${i?.odds}.`)
};

export const payout_ans_dragon_tie = /** @type {(inputs: Payout_Ans_Dragon_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Natural tie: ${i?.word}.`)
};

export const payout_ans_mixed = /** @type {(inputs: Payout_Ans_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed pair.`)
};

export const payout_ans_no_pair = /** @type {(inputs: Payout_Ans_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pair.`)
};

export const payout_ans_perfect = /** @type {(inputs: Payout_Ans_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect pair.`)
};

export const payout_answer_amount = /** @type {(inputs: Payout_Answer_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const payout_answer_lose = /** @type {(inputs: Payout_Answer_LoseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: the bet loses (take it).`)
};

export const payout_answer_push = /** @type {(inputs: Payout_Answer_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing: a ${i?.word} (the bet stays).`)
};

export const payout_dragon_banker_wins = /** @type {(inputs: Payout_Dragon_Banker_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins`)
};

export const payout_dragon_natural_tie = /** @type {(inputs: Payout_Dragon_Natural_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`natural tie`)
};

export const payout_dragon_natural_win = /** @type {(inputs: Payout_Dragon_Natural_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`natural win`)
};

export const payout_dragon_non_natural_tie = /** @type {(inputs: Payout_Dragon_Non_Natural_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`non-natural tie`)
};

export const payout_dragon_player_wins = /** @type {(inputs: Payout_Dragon_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player wins`)
};

export const payout_dragon_under = /** @type {(inputs: Payout_Dragon_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`win by ${i?.margin} (under 4)`)
};

export const payout_dragon_win_by = /** @type {(inputs: Payout_Dragon_Win_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`win by ${i?.margin}`)
};

export const payout_opt_coloured = /** @type {(inputs: Payout_Opt_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloured pair`)
};

export const payout_opt_loses = /** @type {(inputs: Payout_Opt_LosesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loses`)
};

export const payout_opt_mixed = /** @type {(inputs: Payout_Opt_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed pair`)
};

export const payout_opt_natural_tie = /** @type {(inputs: Payout_Opt_Natural_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.word} (natural tie)`)
};

export const payout_opt_natural_win = /** @type {(inputs: Payout_Opt_Natural_WinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natural win`)
};

export const payout_opt_no_pair = /** @type {(inputs: Payout_Opt_No_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pair`)
};

export const payout_opt_perfect = /** @type {(inputs: Payout_Opt_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect pair`)
};

export const payout_opt_win_by = /** @type {(inputs: Payout_Opt_Win_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Non-natural win by ${i?.margin}`)
};

export const payout_pair_coloured = /** @type {(inputs: Payout_Pair_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the same rank, the same colour in two different suits: a coloured pair`)
};

export const payout_pair_mixed = /** @type {(inputs: Payout_Pair_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the same rank, one red and one black: a mixed pair`)
};

export const payout_pair_not = /** @type {(inputs: Payout_Pair_NotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not the same rank, so not a pair: the bet loses`)
};

export const payout_pair_perfect = /** @type {(inputs: Payout_Pair_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the same rank and the same suit: a perfect pair`)
};

export const payout_q_dragon = /** @type {(inputs: Payout_Q_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. How does the Dragon Bonus bet stand?`)
};

export const payout_q_pair_banker = /** @type {(inputs: Payout_Q_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. What pair, if any, are the Banker's first two cards?`)
};

export const payout_q_pair_player = /** @type {(inputs: Payout_Q_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. What pair, if any, are the Player's first two cards?`)
};

export const payout_q_pay = /** @type {(inputs: Payout_Q_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. How much do you pay, not counting the wager itself? (0 if it loses, or if it is a ${i?.word} and the wager stays in its spot)`)
};

export const payout_w_dragon = /** @type {(inputs: Payout_W_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}: ${i?.detail}. A non-natural win pays by its margin (4 or more), a natural win 1:1, a natural tie is a ${i?.word}.`)
};

export const payout_w_dragon_natural = /** @type {(inputs: Payout_W_Dragon_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker} (a natural): ${i?.detail}. A non-natural win pays by its margin (4 or more), a natural win 1:1, a natural tie is a ${i?.word}.`)
};

export const payout_w_pair_banker = /** @type {(inputs: Payout_W_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker's first two cards ${i?.a} ${i?.b}: ${i?.why}.`)
};

export const payout_w_pair_player = /** @type {(inputs: Payout_W_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player's first two cards ${i?.a} ${i?.b}: ${i?.why}.`)
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

export const pin_change_ask = /** @type {(inputs: Pin_Change_AskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your PIN works, but it no longer meets the rules (${i?.rule}): please set a new one (F3).`)
};

export const pin_rule_common = /** @type {(inputs: Pin_Rule_CommonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`that is one of the commonest PINs`)
};

export const pin_rule_digits_only = /** @type {(inputs: Pin_Rule_Digits_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use digits only`)
};

export const pin_rule_repeated = /** @type {(inputs: Pin_Rule_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one digit repeated is among the first guesses`)
};

export const pin_rule_run = /** @type {(inputs: Pin_Rule_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a run of digits (like 123456 or 654321) is among the first guesses`)
};

export const pin_rule_too_long = /** @type {(inputs: Pin_Rule_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.max} digits`)
};

export const pin_rule_too_short = /** @type {(inputs: Pin_Rule_Too_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.min} digits`)
};

export const policy_area_calls = /** @type {(inputs: Policy_Area_CallsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls`)
};

export const policy_area_chips = /** @type {(inputs: Policy_Area_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chip handling`)
};

export const policy_area_pace = /** @type {(inputs: Policy_Area_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace of the deal`)
};

export const policy_area_protection = /** @type {(inputs: Policy_Area_ProtectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Game protection`)
};

export const policy_area_settlement = /** @type {(inputs: Policy_Area_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settlement`)
};

export const policy_area_shuffle = /** @type {(inputs: Policy_Area_ShuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shuffle and cut`)
};

export const policy_by_trainer_only = /** @type {(inputs: Policy_By_Trainer_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An assessment is started by the trainer for a named candidate (Trainer mode, Assessments). You can take this set as a mock exam instead: it is practice and never counts as an attempt.`)
};

export const practical_calls_a = /** @type {(inputs: Practical_Calls_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every hand called in the house form and order (10.1, 10.2): Player first, then Banker, each draw announced, the result with its points ("Banker wins, seven over five"); neutral words, clear voice.`)
};

export const practical_calls_b = /** @type {(inputs: Practical_Calls_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every call right, with an occasional slip of wording or order corrected at once.`)
};

export const practical_calls_c = /** @type {(inputs: Practical_Calls_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calls right in substance but wording or order inconsistent, or a call missed and made late.`)
};

export const practical_calls_fail = /** @type {(inputs: Practical_Calls_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wrong point, a wrong draw or a wrong result called.`)
};

export const practical_chips_a = /** @type {(inputs: Practical_Chips_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stacks of 20, payments cut and spread so the camera and the player can count them, in the house colours; colour-ups announced and the supervisor signalled before the exchange.`)
};

export const practical_chips_b = /** @type {(inputs: Practical_Chips_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correct and countable, a little slow or untidy in cutting or stacking.`)
};

export const practical_chips_c = /** @type {(inputs: Practical_Chips_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments right but not spread to be counted, or mixed colours against the house preference.`)
};

export const practical_chips_fail = /** @type {(inputs: Practical_Chips_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips miscounted and left wrong, or a colour-up or change made without announcing it.`)
};

export const practical_default_title = /** @type {(inputs: Practical_Default_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini-baccarat dealer: practical table test`)
};

export const practical_no_criteria = /** @type {(inputs: Practical_No_CriteriaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standard has no criteria for this area.`)
};

export const practical_pace_a = /** @type {(inputs: Practical_Pace_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A steady house pace through the shoe: "No more bets" called, four cards dealt Player, Banker, Player, Banker (9.2), third cards drawn without pause (11), settled and cleared with no waiting.`)
};

export const practical_pace_b = /** @type {(inputs: Practical_Pace_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steady pace with the odd pause to think that the players would barely notice.`)
};

export const practical_pace_c = /** @type {(inputs: Practical_Pace_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noticeably slow or rushed at times (pauses on Banker 3 to 6 draws, settlement hurried into mistakes), but the game stayed correct.`)
};

export const practical_pace_fail = /** @type {(inputs: Practical_Pace_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So slow the game stalls, or so rushed that order or accuracy suffers.`)
};

export const practical_protection_a = /** @type {(inputs: Practical_Protection_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hands cleared on entering and leaving and after touching chips; bets watched (late bets refused after the first card, 6.3; no cash on the layout, 6.1); an irregularity stopped and the Inspector called (14); cards never returned to the shoe (14.2).`)
};

export const practical_protection_b = /** @type {(inputs: Practical_Protection_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Protection sound, with a lapse of clearing hands or of watching the layout that did not matter.`)
};

export const practical_protection_c = /** @type {(inputs: Practical_Protection_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Several lapses that could have been exploited (a late bet nearly accepted, hands not cleared).`)
};

export const practical_protection_fail = /** @type {(inputs: Practical_Protection_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A late bet accepted, an irregularity improvised instead of following 14, or the layout left unprotected.`)
};

export const practical_red_card_returned = /** @type {(inputs: Practical_Red_Card_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned a drawn card to the shoe`)
};

export const practical_red_chips_unattended = /** @type {(inputs: Practical_Red_Chips_UnattendedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left the chips or the float unattended`)
};

export const practical_red_cut_short = /** @type {(inputs: Practical_Red_Cut_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted a cut under ten cards from an end`)
};

export const practical_red_drawing_error = /** @type {(inputs: Practical_Red_Drawing_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drew or stood against the table of play`)
};

export const practical_red_exposed_card = /** @type {(inputs: Practical_Red_Exposed_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exposed a card while shuffling or dealing`)
};

export const practical_red_late_bet = /** @type {(inputs: Practical_Red_Late_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepted a bet after the first card`)
};

export const practical_red_paid_before_taking = /** @type {(inputs: Practical_Red_Paid_Before_TakingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid winners before taking the losing bets`)
};

export const practical_settlement_a = /** @type {(inputs: Practical_Settlement_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Losing bets taken before winners are paid, in the house order; every payment right at the house odds (12.1 to 12.4, side bets by their section), commission right; ties push Player and Banker (6.8).`)
};

export const practical_settlement_b = /** @type {(inputs: Practical_Settlement_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every payment right, with an order slip or a recount.`)
};

export const practical_settlement_c = /** @type {(inputs: Practical_Settlement_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments right in the end, but one needed the assessor to point it out before it was corrected.`)
};

export const practical_settlement_fail = /** @type {(inputs: Practical_Settlement_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment wrong and left wrong, or a winning bet taken or a losing bet paid.`)
};

export const practical_shuffle_a = /** @type {(inputs: Practical_Shuffle_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards checked and spread by suit (Tasmania 4.2), shuffled face down without showing a card (5.1); cut offered in order (5.3, 5.5) and taken at least ten cards from either end; marker card between the 7th and 8th cards from the back (5.4); smooth and unprompted.`)
};

export const practical_shuffle_b = /** @type {(inputs: Practical_Shuffle_BInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every step right and in order, with hesitation or one prompt from the assessor.`)
};

export const practical_shuffle_c = /** @type {(inputs: Practical_Shuffle_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every step done, but a step needed correcting (cut offered out of order, marker placed twice) or the cards were handled untidily.`)
};

export const practical_shuffle_fail = /** @type {(inputs: Practical_Shuffle_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A step missed or wrong and not corrected: cards not checked, cut under ten cards accepted, marker misplaced, a card shown while shuffling.`)
};

export const proc_cards_asks_hold = /** @type {(inputs: Proc_Cards_Asks_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`asks to hold the cards dealt for the Player`)
};

export const proc_cards_asks_reach = /** @type {(inputs: Proc_Cards_Asks_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reaches for the Banker's cards to look at them`)
};

export const proc_cards_asks_third = /** @type {(inputs: Proc_Cards_Asks_ThirdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`asks to turn the Player's third card over`)
};

export const proc_cards_during_shoe = /** @type {(inputs: Proc_Cards_During_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`During the shoe.`)
};

export const proc_cards_how_picked_up = /** @type {(inputs: Proc_Cards_How_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player picked up a card from the layout to look at it`)
};

export const proc_cards_how_squeezed = /** @type {(inputs: Proc_Cards_How_SqueezedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The players squeezed the cards during this shoe (Tasmania 9.3)`)
};

export const proc_cards_how_touched = /** @type {(inputs: Proc_Cards_How_TouchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player touched a card while the dealer was drawing`)
};

export const proc_cards_mini_situation = /** @type {(inputs: Proc_Cards_Mini_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mini-baccarat: the cards are dealt face up.`)
};

export const proc_cards_no_touch_correct = /** @type {(inputs: Proc_Cards_No_Touch_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No: players may not handle, remove or alter any cards; the dealer handles them`)
};

export const proc_cards_no_touch_question = /** @type {(inputs: Proc_Cards_No_Touch_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mini-baccarat, cards dealt face up (no squeeze). The player in seat ${i?.seat} ${i?.asks}. May the player do so?`)
};

export const proc_cards_no_touch_working = /** @type {(inputs: Proc_Cards_No_Touch_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At mini-baccarat players may not handle, remove or alter any cards used in the game (casino guide); cards dealt face up are handled by the dealer (Tasmania 9.2), and players touch cards only in a squeeze game (9.3b).`)
};

export const proc_cards_no_touch_wrong_announced = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_AnnouncedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, once the result has been announced`)
};

export const proc_cards_no_touch_wrong_highest = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, if the player has the highest wager on that hand and hands the cards straight back to the dealer`)
};

export const proc_cards_no_touch_wrong_inspector = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only with the Inspector's permission`)
};

export const proc_cards_no_touch_wrong_table = /** @type {(inputs: Proc_Cards_No_Touch_Wrong_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes, as long as the card stays on the table`)
};

export const proc_cards_replaced_correct = /** @type {(inputs: Proc_Cards_Replaced_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All the cards from that shoe are replaced`)
};

export const proc_cards_replaced_question = /** @type {(inputs: Proc_Cards_Replaced_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.how}. What happens to the cards of this shoe?`)
};

export const proc_cards_replaced_working = /** @type {(inputs: Proc_Cards_Replaced_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the cards have been handled by a player during the shoe, all cards from that shoe are replaced.`)
};

export const proc_cards_replaced_wrong_mouth = /** @type {(inputs: Proc_Cards_Replaced_Wrong_MouthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The handled card is put face up at the mouth of the shoe`)
};

export const proc_cards_replaced_wrong_nothing = /** @type {(inputs: Proc_Cards_Replaced_Wrong_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: the cards are checked at the end of play as usual`)
};

export const proc_cards_replaced_wrong_one = /** @type {(inputs: Proc_Cards_Replaced_Wrong_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the handled card is replaced`)
};

export const proc_cards_replaced_wrong_reshuffle = /** @type {(inputs: Proc_Cards_Replaced_Wrong_ReshuffleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cards are reshuffled at once and the shoe starts again`)
};

export const proc_comp_a_wager = /** @type {(inputs: Proc_Comp_A_WagerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a wager`)
};

export const proc_comp_absent_cash_correct = /** @type {(inputs: Proc_Comp_Absent_Cash_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player must nominate a substitute for the absence, or is disqualified`)
};

export const proc_comp_absent_cash_question = /** @type {(inputs: Proc_Comp_Absent_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A live competition, played with cash value chips. The player in seat ${i?.seat} leaves the table during play without nominating anyone. What applies?`)
};

export const proc_comp_absent_cash_wrong_keeps = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player is eliminated and keeps the chips`)
};

export const proc_comp_absent_cash_wrong_no_limit = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_No_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} is deducted from the player's chips for each hand played during the absence, with no limit`)
};

export const proc_comp_absent_cash_wrong_sits_out = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_Sits_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seat simply sits out until the player returns`)
};

export const proc_comp_absent_cash_wrong_three = /** @type {(inputs: Proc_Comp_Absent_Cash_Wrong_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} is deducted for each hand, up to three hands`)
};

export const proc_comp_absent_deducted = /** @type {(inputs: Proc_Comp_Absent_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table minimum (${i?.min}) is deducted for each hand played during the absence: ${i?.hands} × ${i?.min} = ${i?.total}.`)
};

export const proc_comp_absent_no_substitute = /** @type {(inputs: Proc_Comp_Absent_No_SubstituteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With cash value chips an absent player must nominate a substitute for the period of absence or is disqualified.`)
};

export const proc_comp_absent_question = /** @type {(inputs: Proc_Comp_Absent_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play with competition chips, minimum ${i?.min}. The player in seat ${i?.seat} was away from the table while ${i?.hands} hands were played. How much is deducted from the player's chips?`)
};

export const proc_comp_absent_question_one = /** @type {(inputs: Proc_Comp_Absent_Question_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play with competition chips, minimum ${i?.min}. The player in seat ${i?.seat} was away from the table while 1 hand was played. How much is deducted from the player's chips?`)
};

export const proc_comp_absent_substitute = /** @type {(inputs: Proc_Comp_Absent_SubstituteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With cash value chips an absent player nominates a substitute for the period of absence, and has done so.`)
};

export const proc_comp_all_correct = /** @type {(inputs: Proc_Comp_All_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Competition Director allocates them competition chips and they play further coups, the number set by a card drawn from a new shoe`)
};

export const proc_comp_all_question = /** @type {(inputs: Proc_Comp_All_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the end of the session, all the remaining players are eliminated in one coup; none has ${i?.min}, the table minimum. What happens?`)
};

export const proc_comp_all_working = /** @type {(inputs: Proc_Comp_All_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Should all remaining entrants be eliminated in one coup before the end of a session with none holding the table minimum, they are allocated competition chips determined by the Competition Director and the play-off process applies (16.8.5): further coups, their number set by a card drawn from a new shoe (16.8.3).`)
};

export const proc_comp_all_wrong_keeps = /** @type {(inputs: Proc_Comp_All_Wrong_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each player keeps whatever chips are left, the session ends at once, and the player with the most chips left at that moment wins the session`)
};

export const proc_comp_all_wrong_last = /** @type {(inputs: Proc_Comp_All_Wrong_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player who was eliminated last wins`)
};

export const proc_comp_all_wrong_no_winner = /** @type {(inputs: Proc_Comp_All_Wrong_No_WinnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session ends with no winner`)
};

export const proc_comp_all_wrong_replayed = /** @type {(inputs: Proc_Comp_All_Wrong_ReplayedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session is replayed from the start`)
};

export const proc_comp_alter_out_of_sequence = /** @type {(inputs: Proc_Comp_Alter_Out_Of_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wager placed out of the betting sequence may not be removed or altered once it is on the layout (the exceptions are after a Tie, 16.5.8, and the top-up to the minimum, 16.5.12).`)
};

export const proc_comp_alter_placed = /** @type {(inputs: Proc_Comp_Alter_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wager placed on the layout may not be removed or altered (the exceptions are after a Tie, 16.5.8, and the top-up to the minimum, 16.5.12).`)
};

export const proc_comp_alter_tie = /** @type {(inputs: Proc_Comp_Alter_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last coup was a Tie, so the wager on the ${i?.label} area stands and may be altered, in the betting sequence from the puck, before the next coup is dealt.`)
};

export const proc_comp_alter_tie_remove = /** @type {(inputs: Proc_Comp_Alter_Tie_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After a Tie the wager on the ${i?.label} area may be altered (16.5.8) but not taken off the layout: a player must wager at least the minimum on every coup of the session (16.5.11).`)
};

export const proc_comp_and = /** @type {(inputs: Proc_Comp_AndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.rest}`)
};

export const proc_comp_anticlockwise_left = /** @type {(inputs: Proc_Comp_Anticlockwise_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from the dealer's right to left: descending seat numbers, from seat 1 back to the highest`)
};

export const proc_comp_anticlockwise_right = /** @type {(inputs: Proc_Comp_Anticlockwise_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from the dealer's right to left: ascending seat numbers, from the highest back to the lowest`)
};

export const proc_comp_card_name = /** @type {(inputs: Proc_Comp_Card_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank} of ${i?.suit}`)
};

export const proc_comp_cards_equal = /** @type {(inputs: Proc_Comp_Cards_EqualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has the highest wager on the ${i?.label}'s hand (equal highest: the first placed in the betting sequence).`)
};

export const proc_comp_cards_highest = /** @type {(inputs: Proc_Comp_Cards_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has the highest wager on the ${i?.label}'s hand.`)
};

export const proc_comp_cards_nobody = /** @type {(inputs: Proc_Comp_Cards_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody wagered on the ${i?.label}'s hand: the dealer turns those cards.`)
};

export const proc_comp_cards_question = /** @type {(inputs: Proc_Comp_Cards_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play, players in seats ${i?.seats}; the puck is in front of seat ${i?.puck}, so the betting sequence is ${i?.order}. Who is passed the ${i?.label}'s cards?`)
};

export const proc_comp_comma = /** @type {(inputs: Proc_Comp_CommaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const proc_comp_concealed_correct = /** @type {(inputs: Proc_Comp_Concealed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Casino Operator disqualifies the player`)
};

export const proc_comp_concealed_question = /** @type {(inputs: Proc_Comp_Concealed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`During the session the Table Inspector sees the player in seat ${i?.seat} slip some competition chips into a pocket. What follows?`)
};

export const proc_comp_concealed_working = /** @type {(inputs: Proc_Comp_Concealed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player found concealing, pocketing or otherwise hiding chips during competition play is disqualified by the Casino Operator (16.7.7); chips stay on the table in full view until the session is over (16.4.3, 16.7.6).`)
};

export const proc_comp_concealed_wrong_back = /** @type {(inputs: Proc_Comp_Concealed_Wrong_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chips are put back on the table and play continues`)
};

export const proc_comp_concealed_wrong_forfeited = /** @type {(inputs: Proc_Comp_Concealed_Wrong_ForfeitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The chips in the pocket are forfeited; the player plays on`)
};

export const proc_comp_concealed_wrong_minimum = /** @type {(inputs: Proc_Comp_Concealed_Wrong_MinimumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table minimum is deducted from the player's chips`)
};

export const proc_comp_concealed_wrong_warned = /** @type {(inputs: Proc_Comp_Concealed_Wrong_WarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player is warned the first time`)
};

export const proc_comp_dealer_turns = /** @type {(inputs: Proc_Comp_Dealer_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer turns them`)
};

export const proc_comp_deducted_label = /** @type {(inputs: Proc_Comp_Deducted_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deducted`)
};

export const proc_comp_each_label = /** @type {(inputs: Proc_Comp_Each_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each receives`)
};

export const proc_comp_elim_keeps = /** @type {(inputs: Proc_Comp_Elim_KeepsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player is eliminated and keeps the cash value chips; nobody may wager from that position`)
};

export const proc_comp_elim_live_question = /** @type {(inputs: Proc_Comp_Elim_Live_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A live competition, played with cash value chips, minimum ${i?.min}. Before the end of the session the player in seat ${i?.seat} has chips worth ${i?.value}. What happens?`)
};

export const proc_comp_elim_live_working = /** @type {(inputs: Proc_Comp_Elim_Live_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player whose chips are worth less than the posted table minimum before the end of the session is eliminated; in a live competition the cash value chips remain the property of the player, and the position becomes void: no other player may wager from it.`)
};

export const proc_comp_elim_operator = /** @type {(inputs: Proc_Comp_Elim_OperatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player is eliminated; the chips stay with the Casino Operator and nobody may wager from that position`)
};

export const proc_comp_elim_question = /** @type {(inputs: Proc_Comp_Elim_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play with competition chips, minimum ${i?.min}. Before the end of the session the player in seat ${i?.seat} has chips worth ${i?.value}. What happens?`)
};

export const proc_comp_elim_working = /** @type {(inputs: Proc_Comp_Elim_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A player whose chips are worth less than the posted table minimum before the end of the session is eliminated; any remaining competition chips remain the property of the Casino Operator, and the position becomes void: no other player may wager from it.`)
};

export const proc_comp_elim_wrong_take_over = /** @type {(inputs: Proc_Comp_Elim_Wrong_Take_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another player waiting for a seat may take over the position and go on wagering from it with the chips that are left`)
};

export const proc_comp_elim_wrong_top_up = /** @type {(inputs: Proc_Comp_Elim_Wrong_Top_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player tops the wager up to ${i?.min} and plays on (16.5.12)`)
};

export const proc_comp_elim_wrong_wager_left = /** @type {(inputs: Proc_Comp_Elim_Wrong_Wager_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player may wager the ${i?.value} left`)
};

export const proc_comp_full_stop = /** @type {(inputs: Proc_Comp_Full_StopInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.text}.`)
};

export const proc_comp_in_view_correct = /** @type {(inputs: Proc_Comp_In_View_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep all the chips on the table, in clear view of the other players and the Table Inspector`)
};

export const proc_comp_in_view_question = /** @type {(inputs: Proc_Comp_In_View_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player in seat ${i?.seat} keeps part of the chips ${i?.where}. What must the player do?`)
};

export const proc_comp_in_view_working = /** @type {(inputs: Proc_Comp_In_View_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player chips remain on the table in full view of all participants until the session is completed and the winner determined (16.4.3); a player displays in clear view all chips held at any time during competition play (16.7.6).`)
};

export const proc_comp_in_view_wrong_colour = /** @type {(inputs: Proc_Comp_In_View_Wrong_ColourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour them up into larger chips`)
};

export const proc_comp_in_view_wrong_dealer = /** @type {(inputs: Proc_Comp_In_View_Wrong_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the hidden chips to the dealer until the session ends`)
};

export const proc_comp_in_view_wrong_declare = /** @type {(inputs: Proc_Comp_In_View_Wrong_DeclareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Declare the amount of the hidden chips to the Table Inspector, and then may keep them in a pocket or bag`)
};

export const proc_comp_in_view_wrong_wagered = /** @type {(inputs: Proc_Comp_In_View_Wrong_WageredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: only the chips wagered must be visible`)
};

export const proc_comp_indicator_correct = /** @type {(inputs: Proc_Comp_Indicator_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove it, place it to the side, and complete the coup`)
};

export const proc_comp_indicator_question = /** @type {(inputs: Proc_Comp_Indicator_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play. The indicator card comes out of the shoe during a coup. What does the dealer do?`)
};

export const proc_comp_indicator_working = /** @type {(inputs: Proc_Comp_Indicator_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the indicator card appears during play it is removed and placed to the side, and the coup is completed (16.5.2).`)
};

export const proc_comp_indicator_wrong_last = /** @type {(inputs: Proc_Comp_Indicator_Wrong_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete the coup; it is the last coup of the shoe`)
};

export const proc_comp_indicator_wrong_next_card = /** @type {(inputs: Proc_Comp_Indicator_Wrong_Next_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use it as the next card of the hand`)
};

export const proc_comp_indicator_wrong_one_more = /** @type {(inputs: Proc_Comp_Indicator_Wrong_One_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave it in place, deal one more full coup after this one, then reshuffle the cards`)
};

export const proc_comp_indicator_wrong_void = /** @type {(inputs: Proc_Comp_Indicator_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the coup and void it`)
};

export const proc_comp_late_cancel = /** @type {(inputs: Proc_Comp_Late_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel the position`)
};

export const proc_comp_late_cancelled = /** @type {(inputs: Proc_Comp_Late_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before the commencement of a fourth coup the position is declared cancelled and the player's right to continue is forfeited (16.3.2b).`)
};

export const proc_comp_late_cash = /** @type {(inputs: Proc_Comp_Late_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In a competition using cash value chips a player who does not take the allotted seat at the specified time immediately forfeits the place (the player may be eligible for a secondary competition, 16.3.2d).`)
};

export const proc_comp_late_cash_correct = /** @type {(inputs: Proc_Comp_Late_Cash_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player forfeits the place in the competition at once`)
};

export const proc_comp_late_cash_question = /** @type {(inputs: Proc_Comp_Late_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A live competition, played with cash value chips. The player allotted seat ${i?.seat} has not taken the seat at the time the Competition Director set, and the first coup is dealt. What happens to that player's place?`)
};

export const proc_comp_late_cash_seat = /** @type {(inputs: Proc_Comp_Late_Cash_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place is forfeited (16.3.2c).`)
};

export const proc_comp_late_cash_wrong_fourth = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_FourthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing, as long as the player arrives before the fourth coup`)
};

export const proc_comp_late_cash_wrong_held = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_HeldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The place is held until the end of the first shoe`)
};

export const proc_comp_late_cash_wrong_three = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} is deducted for each coup, up to three coups`)
};

export const proc_comp_late_cash_wrong_until = /** @type {(inputs: Proc_Comp_Late_Cash_Wrong_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} is deducted for each coup until the player arrives`)
};

export const proc_comp_late_coups = /** @type {(inputs: Proc_Comp_Late_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only ${i?.coups} coups have been played: the minimum is deducted for each coup up to three (16.3.2a), and the position is cancelled only before a fourth coup (16.3.2b).`)
};

export const proc_comp_late_deal_next = /** @type {(inputs: Proc_Comp_Late_Deal_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deal the next coup; the seat stays allotted`)
};

export const proc_comp_late_deducted = /** @type {(inputs: Proc_Comp_Late_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The minimum wager (${i?.min}) is deducted from the player's competition chips for each coup, up to three: ${i?.coups} × ${i?.min} = ${i?.total}.`)
};

export const proc_comp_late_give_away = /** @type {(inputs: Proc_Comp_Late_Give_AwayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the seat away`)
};

export const proc_comp_late_one_coup = /** @type {(inputs: Proc_Comp_Late_One_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only 1 coup has been played: the minimum is deducted for each coup up to three (16.3.2a), and the position is cancelled only before a fourth coup (16.3.2b).`)
};

export const proc_comp_late_question = /** @type {(inputs: Proc_Comp_Late_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play with competition chips, minimum ${i?.min}. The player allotted seat ${i?.seat} has not taken the seat at the time set, and ${i?.coups} coups have been played. How much has been deducted from that player's competition chips?`)
};

export const proc_comp_late_question_one = /** @type {(inputs: Proc_Comp_Late_Question_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play with competition chips, minimum ${i?.min}. The player allotted seat ${i?.seat} has not taken the seat at the time set, and 1 coup has been played. How much has been deducted from that player's competition chips?`)
};

export const proc_comp_late_seat_question = /** @type {(inputs: Proc_Comp_Late_Seat_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player has still not arrived. Before the next coup, what happens to the seat?`)
};

export const proc_comp_late_stop = /** @type {(inputs: Proc_Comp_Late_StopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop the game and wait until the player arrives to take the seat`)
};

export const proc_comp_limits_next_question = /** @type {(inputs: Proc_Comp_Limits_Next_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the competition the players were told the limits would rise from ${i?.min}–${i?.max} to ${i?.rmin}–${i?.rmax}. What is the table minimum for the next coup?`)
};

export const proc_comp_limits_next_working = /** @type {(inputs: Proc_Comp_Limits_Next_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At the completion of the coup in which the indicator card appeared, the limits may be raised to the values notified before the competition (16.5.3): ${i?.rmin}.`)
};

export const proc_comp_limits_this_question = /** @type {(inputs: Proc_Comp_Limits_This_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the competition the players were told the limits would rise from ${i?.min}–${i?.max} to ${i?.rmin}–${i?.rmax}. What is the table minimum for the rest of the coup in which the indicator card appeared?`)
};

export const proc_comp_limits_this_working = /** @type {(inputs: Proc_Comp_Limits_This_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The limits may be raised only at the completion of the coup in which the indicator card appeared (16.5.3), so this coup stays at ${i?.min}.`)
};

export const proc_comp_minimum_label = /** @type {(inputs: Proc_Comp_Minimum_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Minimum`)
};

export const proc_comp_not_exposed_correct = /** @type {(inputs: Proc_Comp_Not_Exposed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer turns the cards over`)
};

export const proc_comp_not_exposed_question = /** @type {(inputs: Proc_Comp_Not_Exposed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.a} is passed the ${i?.label}'s first two cards but does not turn them over. What does the dealer do?`)
};

export const proc_comp_not_exposed_working = /** @type {(inputs: Proc_Comp_Not_Exposed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the initial four cards dealt in a coup are not exposed by a player, the dealer turns those cards over.`)
};

export const proc_comp_not_exposed_wrong_inspector = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask the Table Inspector to turn them`)
};

export const proc_comp_not_exposed_wrong_next = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass them to the next highest wager on ${i?.label}`)
};

export const proc_comp_not_exposed_wrong_void = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_VoidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Void the hand`)
};

export const proc_comp_not_exposed_wrong_wait = /** @type {(inputs: Proc_Comp_Not_Exposed_Wrong_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait until the player turns them`)
};

export const proc_comp_number = /** @type {(inputs: Proc_Comp_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

export const proc_comp_ordinal_nd = /** @type {(inputs: Proc_Comp_Ordinal_NdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}nd`)
};

export const proc_comp_ordinal_rd = /** @type {(inputs: Proc_Comp_Ordinal_RdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}rd`)
};

export const proc_comp_ordinal_st = /** @type {(inputs: Proc_Comp_Ordinal_StInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}st`)
};

export const proc_comp_ordinal_th = /** @type {(inputs: Proc_Comp_Ordinal_ThInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}th`)
};

export const proc_comp_placed_amount = /** @type {(inputs: Proc_Comp_Placed_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.label}`)
};

export const proc_comp_placed_wager = /** @type {(inputs: Proc_Comp_Placed_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a wager on ${i?.label}`)
};

export const proc_comp_play_off_option = /** @type {(inputs: Proc_Comp_Play_Off_OptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody yet: the level players play off`)
};

export const proc_comp_play_off_question = /** @type {(inputs: Proc_Comp_Play_Off_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Two players finish the session level. A card is drawn from a new shoe to set the number of play-off coups: ${i?.card}. How many coups are played?`)
};

export const proc_comp_play_off_situation = /** @type {(inputs: Proc_Comp_Play_Off_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play-off (Tasmania 16.8.3).`)
};

export const proc_comp_play_off_working = /** @type {(inputs: Proc_Comp_Play_Off_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The face value of the card sets the number of coups; an ace counts one and picture cards (and tens) ten: ${i?.card} = ${i?.n}.`)
};

export const proc_comp_position_ok = /** @type {(inputs: Proc_Comp_Position_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the player wagers from the allocated position`)
};

export const proc_comp_position_wrong = /** @type {(inputs: Proc_Comp_Position_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a player wagers only from the allocated position: seat ${i?.seat} may not wager on seat ${i?.area}'s areas`)
};

export const proc_comp_prize = /** @type {(inputs: Proc_Comp_PrizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.place} ${i?.amount}`)
};

export const proc_comp_problem = /** @type {(inputs: Proc_Comp_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania ${i?.section}: ${i?.reason}`)
};

export const proc_comp_problem_both = /** @type {(inputs: Proc_Comp_Problem_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a player may not wager on both the Banker and the Player areas`)
};

export const proc_comp_problem_no_main = /** @type {(inputs: Proc_Comp_Problem_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one wager on Banker or Player is required every coup`)
};

export const proc_comp_problem_over = /** @type {(inputs: Proc_Comp_Problem_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.label} is above the maximum ${i?.max}`)
};

export const proc_comp_problem_under = /** @type {(inputs: Proc_Comp_Problem_UnderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.label} is below the minimum ${i?.min}`)
};

export const proc_comp_problem_units = /** @type {(inputs: Proc_Comp_Problem_UnitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.label} is not in units of ${i?.unit}`)
};

export const proc_comp_puck_highest = /** @type {(inputs: Proc_Comp_Puck_HighestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the highest seat in play: seat 1 is at the dealer's left at this house`)
};

export const proc_comp_puck_lowest = /** @type {(inputs: Proc_Comp_Puck_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the lowest seat in play: seat 1 is at the dealer's right at this house`)
};

export const proc_comp_puck_move_question = /** @type {(inputs: Proc_Comp_Puck_Move_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.numbering} Competition play, players in seats ${i?.seats}. The puck was in front of seat ${i?.from} for the coup just finished. Where does it go for the next coup?`)
};

export const proc_comp_puck_move_working = /** @type {(inputs: Proc_Comp_Puck_Move_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After each coup the puck moves anticlockwise to the next player in the game (${i?.direction}); the betting order is then ${i?.order}.`)
};

export const proc_comp_puck_start_question = /** @type {(inputs: Proc_Comp_Puck_Start_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.numbering} A competition session begins with players in seats ${i?.seats}. In front of which seat does the dealer place the puck?`)
};

export const proc_comp_puck_start_working = /** @type {(inputs: Proc_Comp_Puck_Start_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The puck starts with the player at the dealer's immediate right (${i?.where}); betting then goes anticlockwise: ${i?.order}.`)
};

export const proc_comp_rank_2 = /** @type {(inputs: Proc_Comp_Rank_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`two`)
};

export const proc_comp_rank_3 = /** @type {(inputs: Proc_Comp_Rank_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`three`)
};

export const proc_comp_rank_4 = /** @type {(inputs: Proc_Comp_Rank_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`four`)
};

export const proc_comp_rank_5 = /** @type {(inputs: Proc_Comp_Rank_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`five`)
};

export const proc_comp_rank_6 = /** @type {(inputs: Proc_Comp_Rank_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`six`)
};

export const proc_comp_rank_7 = /** @type {(inputs: Proc_Comp_Rank_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seven`)
};

export const proc_comp_rank_8 = /** @type {(inputs: Proc_Comp_Rank_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eight`)
};

export const proc_comp_rank_9 = /** @type {(inputs: Proc_Comp_Rank_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nine`)
};

export const proc_comp_rank_a1 = /** @type {(inputs: Proc_Comp_Rank_A1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ace`)
};

export const proc_comp_rank_j1 = /** @type {(inputs: Proc_Comp_Rank_J1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jack`)
};

export const proc_comp_rank_k1 = /** @type {(inputs: Proc_Comp_Rank_K1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`king`)
};

export const proc_comp_rank_q1 = /** @type {(inputs: Proc_Comp_Rank_Q1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`queen`)
};

export const proc_comp_rank_t1 = /** @type {(inputs: Proc_Comp_Rank_T1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ten`)
};

export const proc_comp_seat_chips = /** @type {(inputs: Proc_Comp_Seat_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat} ${i?.amount}`)
};

export const proc_comp_seat_wagers_ok = /** @type {(inputs: Proc_Comp_Seat_Wagers_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One wager on Banker or Player (16.4.4), with a Tie wager allowed as well, from the player's own position (16.4.5), in the units on the table sign (16.4.6) and within the limits (16.5.10a, 16.5.11).`)
};

export const proc_comp_seat_wagers_question = /** @type {(inputs: Proc_Comp_Seat_Wagers_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play, limits ${i?.min} to ${i?.max} in units of ${i?.unit}. The player in seat ${i?.seat} places ${i?.placed}, on ${i?.where}. Are the player's wagers in order?`)
};

export const proc_comp_semicolon = /** @type {(inputs: Proc_Comp_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const proc_comp_settled_full = /** @type {(inputs: Proc_Comp_Settled_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the wager is within the maximum and is settled in full`)
};

export const proc_comp_settled_over = /** @type {(inputs: Proc_Comp_Settled_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the wager exceeds the posted maximum, so it is paid or collected up to ${i?.max} only`)
};

export const proc_comp_shared_question_three = /** @type {(inputs: Proc_Comp_Shared_Question_ThreeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition prizes: ${i?.places}. Three players are eliminated in the same coup, for those places. How much does each receive?`)
};

export const proc_comp_shared_question_two = /** @type {(inputs: Proc_Comp_Shared_Question_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition prizes: ${i?.places}. Two players are eliminated in the same coup, for those places. How much does each receive?`)
};

export const proc_comp_shared_working = /** @type {(inputs: Proc_Comp_Shared_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Players eliminated in the same coup combine the equivalent prizes and share them equally: ${i?.sum} = ${i?.total}, ÷ ${i?.n} = ${i?.each}.`)
};

export const proc_comp_situation = /** @type {(inputs: Proc_Comp_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play (Tasmania 16).`)
};

export const proc_comp_situation_face_down = /** @type {(inputs: Proc_Comp_Situation_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play: the cards are dealt face down (Tasmania 16.7).`)
};

export const proc_comp_suit_c = /** @type {(inputs: Proc_Comp_Suit_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clubs`)
};

export const proc_comp_suit_d = /** @type {(inputs: Proc_Comp_Suit_DInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diamonds`)
};

export const proc_comp_suit_h = /** @type {(inputs: Proc_Comp_Suit_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hearts`)
};

export const proc_comp_suit_s = /** @type {(inputs: Proc_Comp_Suit_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spades`)
};

export const proc_comp_tie_after_question = /** @type {(inputs: Proc_Comp_Tie_After_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play. The last coup was a Tie, so seat ${i?.seat}'s ${i?.wager} on the ${i?.label} area stands. Before the next coup is dealt, the player wants to ${i?.wish}. Is that allowed?`)
};

export const proc_comp_tie_out_of_sequence_question = /** @type {(inputs: Proc_Comp_Tie_Out_Of_Sequence_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play. Wagers are being placed for the next coup; the puck is in front of seat ${i?.puck}. Seat ${i?.seat} put ${i?.put} on the ${i?.label} area before its turn in the betting sequence and, before the cards are dealt, wants to ${i?.wish}. Is that allowed?`)
};

export const proc_comp_tie_placed_question = /** @type {(inputs: Proc_Comp_Tie_Placed_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play. Wagers are being placed for the next coup. Seat ${i?.seat} has placed ${i?.put} on the ${i?.label} area in turn and, before the cards are dealt, wants to ${i?.wish}. Is that allowed?`)
};

export const proc_comp_time_correct = /** @type {(inputs: Proc_Comp_Time_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player's wager may be restricted to the table minimum, ${i?.min}`)
};

export const proc_comp_time_question = /** @type {(inputs: Proc_Comp_Time_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play, minimum ${i?.min}. With reasonable notice, the Competition Director has limited the time for each wager. The player in seat ${i?.seat} has not wagered when the time runs out. What may happen?`)
};

export const proc_comp_time_working = /** @type {(inputs: Proc_Comp_Time_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Competition Director may limit the time for individual wagers, subject to reasonable notice (16.4.7); a player who does not wager within the allotted time may have the wager restricted to the stated minimum for the table (16.4.8).`)
};

export const proc_comp_time_wrong_deducted = /** @type {(inputs: Proc_Comp_Time_Wrong_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} is deducted from the player's competition chips, as it is for a player absent during play`)
};

export const proc_comp_time_wrong_eliminated = /** @type {(inputs: Proc_Comp_Time_Wrong_EliminatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player is eliminated from the session`)
};

export const proc_comp_time_wrong_repeated = /** @type {(inputs: Proc_Comp_Time_Wrong_RepeatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player's wager on the last coup is repeated`)
};

export const proc_comp_time_wrong_sit_out = /** @type {(inputs: Proc_Comp_Time_Wrong_Sit_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player sits out the coup with no wager`)
};

export const proc_comp_time_wrong_waits = /** @type {(inputs: Proc_Comp_Time_Wrong_WaitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer waits until the player wagers`)
};

export const proc_comp_top_up_add = /** @type {(inputs: Proc_Comp_Top_Up_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the wager is ${i?.add} below the posted minimum, so the player adds ${i?.add} and it is paid or collected as a ${i?.wager} wager`)
};

export const proc_comp_top_up_label = /** @type {(inputs: Proc_Comp_Top_Up_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const proc_comp_top_up_none = /** @type {(inputs: Proc_Comp_Top_Up_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the wager is at least the posted minimum: nothing to add`)
};

export const proc_comp_top_up_pile = /** @type {(inputs: Proc_Comp_Top_Up_PileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the pile on its Banker area`)
};

export const proc_comp_top_up_question = /** @type {(inputs: Proc_Comp_Top_Up_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play, minimum ${i?.min}. Seat ${i?.seat} wagers ${i?.wager}. How much must the player add?`)
};

export const proc_comp_top_up_working = /** @type {(inputs: Proc_Comp_Top_Up_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} − ${i?.amount} = ${i?.add}: ${i?.reason}.`)
};

export const proc_comp_wager_amount = /** @type {(inputs: Proc_Comp_Wager_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} wager`)
};

export const proc_comp_wager_word = /** @type {(inputs: Proc_Comp_Wager_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`wager`)
};

export const proc_comp_where_hand = /** @type {(inputs: Proc_Comp_Where_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`stacked inside a cupped hand`)
};

export const proc_comp_where_handbag = /** @type {(inputs: Proc_Comp_Where_HandbagInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`behind a handbag`)
};

export const proc_comp_where_lap = /** @type {(inputs: Proc_Comp_Where_LapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on the lap, below the table edge`)
};

export const proc_comp_where_own = /** @type {(inputs: Proc_Comp_Where_OwnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its own areas`)
};

export const proc_comp_where_seat = /** @type {(inputs: Proc_Comp_Where_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat}'s areas`)
};

export const proc_comp_winner = /** @type {(inputs: Proc_Comp_WinnerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The winner of the session is the player with the highest value of chips at the end of the session: seat ${i?.seat}.`)
};

export const proc_comp_winner_level = /** @type {(inputs: Proc_Comp_Winner_LevelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.seats} and ${i?.last} finish level on the most chips, so the winner is not yet determined: they play a further number of coups, set by a card drawn from a new shoe (16.8.3).`)
};

export const proc_comp_winner_question = /** @type {(inputs: Proc_Comp_Winner_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The session is over. Chips at the table: ${i?.list}. Who wins the session?`)
};

export const proc_comp_wish_increase = /** @type {(inputs: Proc_Comp_Wish_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`increase it by ${i?.amount}`)
};

export const proc_comp_wish_reduce = /** @type {(inputs: Proc_Comp_Wish_ReduceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reduce it by ${i?.amount}`)
};

export const proc_comp_wish_withdraw = /** @type {(inputs: Proc_Comp_Wish_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`take it back off the layout and wager nothing on the next coup`)
};

export const proc_comp_wrong_player_correct = /** @type {(inputs: Proc_Comp_Wrong_Player_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The hand is not void: it is completed by the rules`)
};

export const proc_comp_wrong_player_question = /** @type {(inputs: Proc_Comp_Wrong_Player_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.a} has the highest wager on ${i?.label}, but the dealer passes the ${i?.label}'s cards to seat ${i?.b}, who turns them over. What now?`)
};

export const proc_comp_wrong_player_working = /** @type {(inputs: Proc_Comp_Wrong_Player_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the cards are passed to the wrong player and exposed, the hand is not void and is completed in accordance with the rules.`)
};

export const proc_comp_wrong_player_wrong_new_hand = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_New_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new hand is dealt from the shoe`)
};

export const proc_comp_wrong_player_wrong_take_back = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Take_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cards are taken back from seat ${i?.b} and passed to seat ${i?.a}, who has the highest wager`)
};

export const proc_comp_wrong_player_wrong_void_coup = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Void_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup is void and all wagers are returned`)
};

export const proc_comp_wrong_player_wrong_void_hand = /** @type {(inputs: Proc_Comp_Wrong_Player_Wrong_Void_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The hand is void and the cards are set aside`)
};

export const proc_kind_choose_area = /** @type {(inputs: Proc_Kind_Choose_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}: choose another area`)
};

export const proc_kind_choose_topic = /** @type {(inputs: Proc_Kind_Choose_TopicInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}: choose another topic`)
};

export const proc_kind_field_area = /** @type {(inputs: Proc_Kind_Field_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule area`)
};

export const proc_kind_field_topic = /** @type {(inputs: Proc_Kind_Field_TopicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topic`)
};

export const proc_kind_field_topic_help = /** @type {(inputs: Proc_Kind_Field_Topic_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One topic of the rule area`)
};

export const proc_kind_no_burn = /** @type {(inputs: Proc_Kind_No_BurnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not burn cards at a new shoe`)
};

export const proc_kind_no_casino_guide = /** @type {(inputs: Proc_Kind_No_Casino_GuideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not follow the casino guide (players never touch the cards at mini-baccarat)`)
};

export const proc_kind_no_competition = /** @type {(inputs: Proc_Kind_No_CompetitionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not offer competition play (Tasmania 16)`)
};

export const proc_kind_no_deltin = /** @type {(inputs: Proc_Kind_No_DeltinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not follow the Deltin guide (change of bets after a tie)`)
};

export const proc_kind_no_dragon = /** @type {(inputs: Proc_Kind_No_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not offer the Dragon Bonus`)
};

export const proc_kind_no_perfect_pairs = /** @type {(inputs: Proc_Kind_No_Perfect_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not offer Perfect Pairs (Tasmania 15)`)
};

export const proc_kind_no_squeeze = /** @type {(inputs: Proc_Kind_No_SqueezeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} does not play the squeeze (Tasmania 9.3)`)
};

export const proc_kind_not_federal = /** @type {(inputs: Proc_Kind_Not_FederalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.house} is not a Tasmanian Federal Baccarat table (Tasmania 13)`)
};

export const proc_limits_a_bet = /** @type {(inputs: Proc_Limits_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a bet`)
};

export const proc_limits_between_coups = /** @type {(inputs: Proc_Limits_Between_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Between coups.`)
};

export const proc_limits_cap = /** @type {(inputs: Proc_Limits_CapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} is over the ${i?.max} maximum: pay or collect ${i?.max} only and return ${i?.excess}`)
};

export const proc_limits_change_consent = /** @type {(inputs: Proc_Limits_Change_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player at the table consents, so the new minimum or maximum may be set now.`)
};

export const proc_limits_change_no_notice = /** @type {(inputs: Proc_Limits_Change_No_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not every player consents and no notice has been displayed: the minimum or maximum cannot be changed yet (7.6a, 7.6b).`)
};

export const proc_limits_change_notice = /** @type {(inputs: Proc_Limits_Change_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A notice has been displayed at the table for ${i?.minutes} minutes, at least half an hour.`)
};

export const proc_limits_change_notice_line = /** @type {(inputs: Proc_Limits_Change_Notice_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New minimum ${i?.min}: notice posted ${i?.minutes} minutes ago`)
};

export const proc_limits_change_question = /** @type {(inputs: Proc_Limits_Change_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The Management Representative wants to raise the table minimum from ${i?.min} to ${i?.newMin} now. ${i?.why} May the new minimum take effect now?`)
};

export const proc_limits_change_short = /** @type {(inputs: Proc_Limits_Change_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not every player consents and the notice has been displayed for only ${i?.minutes} minutes, less than half an hour (7.6a, 7.6b).`)
};

export const proc_limits_change_why_consent = /** @type {(inputs: Proc_Limits_Change_Why_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player at the table agrees to the change.`)
};

export const proc_limits_change_why_no_notice = /** @type {(inputs: Proc_Limits_Change_Why_No_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notice of the change has been displayed, and two of the players object.`)
};

export const proc_limits_change_why_notice = /** @type {(inputs: Proc_Limits_Change_Why_NoticeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A notice of the new minimum went up at the table ${i?.minutes} minutes ago; one player objects.`)
};

export const proc_limits_convention = /** @type {(inputs: Proc_Limits_ConventionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.convention} `)
};

export const proc_limits_history_first = /** @type {(inputs: Proc_Limits_History_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` It is the first time this player has bet under the minimum.`)
};

export const proc_limits_history_warned = /** @type {(inputs: Proc_Limits_History_WarnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` The player was advised earlier in the shoe that under-minimum wagers will be returned.`)
};

export const proc_limits_multiple = /** @type {(inputs: Proc_Limits_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is within the limits and a multiple of the minimum.`)
};

export const proc_limits_multiples_notice = /** @type {(inputs: Proc_Limits_Multiples_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` The table notice says wagers must be made in multiples of the minimum.`)
};

export const proc_limits_multiples_notice_line = /** @type {(inputs: Proc_Limits_Multiples_Notice_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagers in multiples of the minimum`)
};

export const proc_limits_multiples_question = /** @type {(inputs: Proc_Limits_Multiples_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Table limits ${i?.min} to ${i?.max}.${i?.notice} Seat ${i?.seat} places ${i?.stake} on ${i?.label}. Does the dealer accept the wager as it is?`)
};

export const proc_limits_need_not = /** @type {(inputs: Proc_Limits_Need_NotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unless the table notice says so, wagers need not be multiples of the minimum: ${i?.amount} is within the limits.`)
};

export const proc_limits_not_multiple = /** @type {(inputs: Proc_Limits_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table notice requires multiples of the minimum ${i?.min}, and ${i?.amount} is not one.`)
};

export const proc_limits_not_reduced = /** @type {(inputs: Proc_Limits_Not_ReducedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is not reduced`)
};

export const proc_limits_ok = /** @type {(inputs: Proc_Limits_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} is within the ${i?.min}-${i?.max} limits`)
};

export const proc_limits_outside = /** @type {(inputs: Proc_Limits_OutsideInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} is outside the limits on the table notice (${i?.min} to ${i?.max}).`)
};

export const proc_limits_partnership_amounts = /** @type {(inputs: Proc_Limits_Partnership_AmountsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} from seat ${i?.a} and ${i?.second} from seat ${i?.b}`)
};

export const proc_limits_partnership_over = /** @type {(inputs: Proc_Limits_Partnership_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Partnerships with a view to exceeding the maximum stake are not permitted: together ${i?.total} is above the maximum ${i?.max}.`)
};

export const proc_limits_partnership_question = /** @type {(inputs: Proc_Limits_Partnership_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum ${i?.max}. The players in seats ${i?.a} and ${i?.b} say they are betting together as partners: ${i?.wagers}, all on ${i?.label}. May the dealer accept their wagers as a partnership?`)
};

export const proc_limits_partnership_stacks = /** @type {(inputs: Proc_Limits_Partnership_StacksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the wagers in front of seats ${i?.a} and ${i?.b}`)
};

export const proc_limits_partnership_within = /** @type {(inputs: Proc_Limits_Partnership_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Together the wager is ${i?.total}, within the maximum ${i?.max}: nothing exceeds the maximum stake.`)
};

export const proc_limits_pay_label = /** @type {(inputs: Proc_Limits_Pay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay seat ${i?.seat}`)
};

export const proc_limits_pay_question = /** @type {(inputs: Proc_Limits_Pay_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.convention}${i?.label} wins. Seat ${i?.seat} has ${i?.stake} on ${i?.label} (table limits ${i?.min} to ${i?.max}).${i?.history} How much do you pay the seat (0 if nothing)?`)
};

export const proc_limits_pay_working = /** @type {(inputs: Proc_Limits_Pay_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decision}.`)
};

export const proc_limits_pay_working_settled = /** @type {(inputs: Proc_Limits_Pay_Working_SettledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decision}; ${i?.settlement}.`)
};

export const proc_limits_place_your_bets = /** @type {(inputs: Proc_Limits_Place_Your_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place your bets.`)
};

export const proc_limits_pro_rata_none = /** @type {(inputs: Proc_Limits_Pro_Rata_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The wagers total ${i?.total}, within the ${i?.max} maximum collective liability: no reduction`)
};

export const proc_limits_pro_rata_over = /** @type {(inputs: Proc_Limits_Pro_Rata_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The wagers total ${i?.total}, over the ${i?.max} maximum collective liability: each is reduced to ${i?.max}/${i?.total} of itself, rounded down to ${i?.to} so that it can be made in chips and the total stays within the maximum (${i?.reduced} in all)`)
};

export const proc_limits_pro_rata_question = /** @type {(inputs: Proc_Limits_Pro_Rata_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table notice shows a maximum collective liability of ${i?.limit} on a hand. The wagers on ${i?.label} total ${i?.total}. The dealer reduces them pro rata, each rounded down to the ${i?.chip} chip (this house's rule). What is seat ${i?.seat}'s ${i?.amount} wager reduced to?`)
};

export const proc_limits_pro_rata_stacks_question = /** @type {(inputs: Proc_Limits_Pro_Rata_Stacks_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The table notice shows a maximum collective liability of ${i?.limit} on a hand. The dealer reduces the wagers on ${i?.label} pro rata, each rounded down to the ${i?.chip} chip (this house's rule). What is seat ${i?.seat}'s wager reduced to?`)
};

export const proc_limits_pro_rata_working = /** @type {(inputs: Proc_Limits_Pro_Rata_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.explanation}: ${i?.working}.`)
};

export const proc_limits_return = /** @type {(inputs: Proc_Limits_ReturnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} is under the ${i?.min} minimum and the player was already advised: return it whatever the result`)
};

export const proc_limits_share_exact = /** @type {(inputs: Proc_Limits_Share_ExactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.reduced}`)
};

export const proc_limits_share_fraction = /** @type {(inputs: Proc_Limits_Share_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.share} and a fraction, rounded down to ${i?.to}: ${i?.reduced}`)
};

export const proc_limits_share_rounded = /** @type {(inputs: Proc_Limits_Share_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} × ${i?.max} / ${i?.total} = ${i?.share}, rounded down to ${i?.to}: ${i?.reduced}`)
};

export const proc_limits_to_cent = /** @type {(inputs: Proc_Limits_To_CentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the cent`)
};

export const proc_limits_to_chip = /** @type {(inputs: Proc_Limits_To_ChipInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the ${i?.chip} chip`)
};

export const proc_limits_wager_label = /** @type {(inputs: Proc_Limits_Wager_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} wager`)
};

export const proc_limits_warn = /** @type {(inputs: Proc_Limits_WarnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.amount} is under the ${i?.min} minimum: settle it on the result, then advise the player that further under-minimum wagers will be returned`)
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

export const proc_secret_after_question = /** @type {(inputs: Proc_Secret_After_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup is over. What happens to the secret wager?`)
};

export const proc_secret_also_chips = /** @type {(inputs: Proc_Secret_Also_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player also has ${i?.amount} in chips on ${i?.bet}.`)
};

export const proc_secret_announce_correct = /** @type {(inputs: Proc_Secret_Announce_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Table Inspector announces the type and amount; the dealer collects or pays it with the other wagers`)
};

export const proc_secret_announce_question = /** @type {(inputs: Proc_Secret_Announce_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup in which seat ${i?.seat} made a secret wager is over. What happens next?`)
};

export const proc_secret_announce_working = /** @type {(inputs: Proc_Secret_Announce_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the conclusion of a coup in which a secret wager has been made, the Table Inspector announces the type and amount of the bet and the dealer collects losing wagers and secret wagers and pays winning wagers and secret wagers (subject to 16.6.11).`)
};

export const proc_secret_announce_wrong_end = /** @type {(inputs: Proc_Secret_Announce_Wrong_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret wager is settled at the end of the session`)
};

export const proc_secret_announce_wrong_player = /** @type {(inputs: Proc_Secret_Announce_Wrong_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player announces the wager and the dealer pays or collects it`)
};

export const proc_secret_announce_wrong_quietly = /** @type {(inputs: Proc_Secret_Announce_Wrong_QuietlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form is kept secret; the Table Inspector adjusts the chips quietly`)
};

export const proc_secret_announce_wrong_read_out = /** @type {(inputs: Proc_Secret_Announce_Wrong_Read_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer reads out the form to the table, and the player settles it with the Table Inspector after the session`)
};

export const proc_secret_complies_question = /** @type {(inputs: Proc_Secret_Complies_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Does the secret wager comply with the rules?`)
};

export const proc_secret_count_question = /** @type {(inputs: Proc_Secret_Count_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play: the conditions of the competition allow ${i?.allowed} secret wagers a session. The player in seat ${i?.seat} has made ${i?.made} this session; ${i?.tied} in a coup that resulted in a Tie. How many more secret wagers may the player make?`)
};

export const proc_secret_count_working = /** @type {(inputs: Proc_Secret_Count_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A secret wager in a coup that results in a Tie still counts as one of the secret wagers permitted (16.6.5): ${i?.allowed} − ${i?.used} = ${i?.left}.`)
};

export const proc_secret_examine_correct = /** @type {(inputs: Proc_Secret_Examine_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Table Inspector`)
};

export const proc_secret_examine_in_time = /** @type {(inputs: Proc_Secret_Examine_In_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The coup with the secret wager is over and the first card of the next coup has not been dealt, so a player may request and examine the form.`)
};

export const proc_secret_examine_question = /** @type {(inputs: Proc_Secret_Examine_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A secret wager form has been handed in for the next coup. Before the coup begins, who examines it to ensure it has been completed in accordance with the rules?`)
};

export const proc_secret_examine_too_late = /** @type {(inputs: Proc_Secret_Examine_Too_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A form may be examined only before the first card of the next coup is dealt, and that card has been dealt.`)
};

export const proc_secret_examine_working = /** @type {(inputs: Proc_Secret_Examine_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Table Inspector shall, prior to the commencement of each coup, examine any approved form handed to the dealer for a secret wager on that coup.`)
};

export const proc_secret_examine_wrong_dealer = /** @type {(inputs: Proc_Secret_Examine_Wrong_DealerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer`)
};

export const proc_secret_examine_wrong_director = /** @type {(inputs: Proc_Secret_Examine_Wrong_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Competition Director`)
};

export const proc_secret_examine_wrong_nobody = /** @type {(inputs: Proc_Secret_Examine_Wrong_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody until the coup is over`)
};

export const proc_secret_examine_wrong_players = /** @type {(inputs: Proc_Secret_Examine_Wrong_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The other players`)
};

export const proc_secret_final_correct = /** @type {(inputs: Proc_Secret_Final_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Table Inspector announces every secret wager; each player places that amount on the layout; the dealer deals and passes the cards to the highest wager`)
};

export const proc_secret_final_question = /** @type {(inputs: Proc_Secret_Final_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The last coup of the final: every player has made a secret wager. The dealer calls "No more bets". What happens next?`)
};

export const proc_secret_final_working = /** @type {(inputs: Proc_Secret_Final_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where, in the last coup of the final, each player makes a secret wager, after "No more bets" the Table Inspector announces the type and amount of each (16.6.11a), each player places the amount on the layout (16.6.11b), and the dealer deals and passes the cards to the player with the highest wager on Player or Banker (16.6.11c).`)
};

export const proc_secret_final_wrong_face_up = /** @type {(inputs: Proc_Secret_Final_Wrong_Face_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer deals face up; the secret wagers are announced after the result`)
};

export const proc_secret_final_wrong_highest_only = /** @type {(inputs: Proc_Secret_Final_Wrong_Highest_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Table Inspector announces only the highest secret wager; that player places it on the layout, and the dealer deals and passes all the cards to that player alone`)
};

export const proc_secret_final_wrong_reveal = /** @type {(inputs: Proc_Secret_Final_Wrong_RevealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The players reveal their own forms after the cards are dealt`)
};

export const proc_secret_final_wrong_turns = /** @type {(inputs: Proc_Secret_Final_Wrong_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer deals and turns all the cards; the forms are settled afterwards`)
};

export const proc_secret_form = /** @type {(inputs: Proc_Secret_FormInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a secret wager of ${i?.amount} on ${i?.bet}`)
};

export const proc_secret_form_blank = /** @type {(inputs: Proc_Secret_Form_BlankInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a secret wager on ${i?.bet} with the amount in words and figures left blank`)
};

export const proc_secret_hand_over_correct = /** @type {(inputs: Proc_Secret_Hand_Over_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place a marker in the player's position and pass the form to the Table Inspector`)
};

export const proc_secret_hand_over_question = /** @type {(inputs: Proc_Secret_Hand_Over_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player in seat ${i?.seat} completes a secret wager form and hands it to the dealer. What does the dealer do?`)
};

export const proc_secret_hand_over_working = /** @type {(inputs: Proc_Secret_Hand_Over_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When an approved form is completed, the dealer places a marker in the player's position and passes the form to the Table Inspector, who records the details of the wager.`)
};

export const proc_secret_hand_over_wrong_aloud = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_AloudInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read the wager aloud and place the chips on the layout`)
};

export const proc_secret_hand_over_wrong_back = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hand the form back to the player to keep until the result`)
};

export const proc_secret_hand_over_wrong_chips = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place the amount in chips on the player's area`)
};

export const proc_secret_hand_over_wrong_keep = /** @type {(inputs: Proc_Secret_Hand_Over_Wrong_KeepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep the form face down beside the shoe until the coup is over, then hand it to the Table Inspector`)
};

export const proc_secret_made_many = /** @type {(inputs: Proc_Secret_Made_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} secret wagers`)
};

export const proc_secret_made_one = /** @type {(inputs: Proc_Secret_Made_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} secret wager`)
};

export const proc_secret_no_wager = /** @type {(inputs: Proc_Secret_No_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No wager stands, and ${i?.min} is deducted from the player's chips`)
};

export const proc_secret_referred = /** @type {(inputs: Proc_Secret_ReferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referred to the Competition Director: the rules give no amount`)
};

export const proc_secret_request_cards = /** @type {(inputs: Proc_Secret_Request_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup in which seat ${i?.seat} made a secret wager is over, and ${i?.cards} cards of the next coup have been dealt. Another player asks to examine seat ${i?.seat}'s form. Is that allowed?`)
};

export const proc_secret_request_first = /** @type {(inputs: Proc_Secret_Request_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup in which seat ${i?.seat} made a secret wager is over, and the first card of the next coup has been dealt. Another player asks to examine seat ${i?.seat}'s form. Is that allowed?`)
};

export const proc_secret_request_none = /** @type {(inputs: Proc_Secret_Request_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The coup in which seat ${i?.seat} made a secret wager is over and the next coup has not been dealt. Another player asks to examine seat ${i?.seat}'s form. Is that allowed?`)
};

export const proc_secret_settled = /** @type {(inputs: Proc_Secret_SettledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settled at ${i?.amount}, collected or paid with the other wagers`)
};

export const proc_secret_situation = /** @type {(inputs: Proc_Secret_SituationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Competition play, limits ${i?.min} to ${i?.max}. The player in seat ${i?.seat} holds ${i?.held} in chips and hands the dealer ${i?.form}.`)
};

export const proc_secret_situation_rules = /** @type {(inputs: Proc_Secret_Situation_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play: secret wagers (Tasmania 16.6).`)
};

export const proc_secret_tied_all = /** @type {(inputs: Proc_Secret_Tied_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all were`)
};

export const proc_secret_tied_it = /** @type {(inputs: Proc_Secret_Tied_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it was`)
};

export const proc_secret_tied_one = /** @type {(inputs: Proc_Secret_Tied_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`one was`)
};

export const proc_secret_tied_some = /** @type {(inputs: Proc_Secret_Tied_SomeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} were`)
};

export const proc_secret_verdict_above_max = /** @type {(inputs: Proc_Secret_Verdict_Above_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`above the table maximum ${i?.max}`)
};

export const proc_secret_verdict_below_min = /** @type {(inputs: Proc_Secret_Verdict_Below_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`below the table minimum ${i?.min}`)
};

export const proc_secret_verdict_both_areas = /** @type {(inputs: Proc_Secret_Verdict_Both_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The secret wager and the chip wager are on the Banker and the Player areas together, which is not permitted`)
};

export const proc_secret_verdict_deemed_chips = /** @type {(inputs: Proc_Secret_Verdict_Deemed_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`more than the player's chips: deemed the value of the chips, ${i?.held}`)
};

export const proc_secret_verdict_deemed_max = /** @type {(inputs: Proc_Secret_Verdict_Deemed_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`above the maximum: deemed the maximum, ${i?.max}`)
};

export const proc_secret_verdict_deemed_min = /** @type {(inputs: Proc_Secret_Verdict_Deemed_MinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`below the minimum: deemed the minimum, ${i?.min}`)
};

export const proc_secret_verdict_eliminated = /** @type {(inputs: Proc_Secret_Verdict_EliminatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A player holding ${i?.held}, less than the minimum ${i?.min}, is eliminated (16.5.9) and may not wager`)
};

export const proc_secret_verdict_form_amount_breach = /** @type {(inputs: Proc_Secret_Verdict_Form_Amount_BreachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form must show the type and the amount of the wager in words and figures, and the amount is not correctly shown`)
};

export const proc_secret_verdict_form_amount_reason = /** @type {(inputs: Proc_Secret_Verdict_Form_Amount_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The form does not correctly show the amount of the wager (16.6.2): no wager stands and the table minimum (${i?.min}) is deducted from the player's chips`)
};

export const proc_secret_verdict_form_type_breach = /** @type {(inputs: Proc_Secret_Verdict_Form_Type_BreachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form must show the type and the amount of the wager in words and figures, and the type is not correctly shown`)
};

export const proc_secret_verdict_form_type_reason = /** @type {(inputs: Proc_Secret_Verdict_Form_Type_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The form does not correctly show the type of the wager (16.6.2): no wager stands and the table minimum (${i?.min}) is deducted from the player's chips`)
};

export const proc_secret_verdict_is = /** @type {(inputs: Proc_Secret_Verdict_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} is ${i?.what}`)
};

export const proc_secret_verdict_over_chips = /** @type {(inputs: Proc_Secret_Verdict_Over_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`more than the ${i?.held} in chips the player holds`)
};

export const proc_secret_verdict_refer = /** @type {(inputs: Proc_Secret_Verdict_ReferInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}; the rules give no amount for this case (16.6.10 deems a form alone), so the dealer refers it to the Competition Director, who is responsible for the conduct of the competition (16.1)`)
};

export const proc_secret_verdict_stands = /** @type {(inputs: Proc_Secret_Verdict_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.within}: it stands as written`)
};

export const proc_secret_verdict_then = /** @type {(inputs: Proc_Secret_Verdict_ThenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; then ${i?.rest}`)
};

export const proc_secret_verdict_total_breach = /** @type {(inputs: Proc_Secret_Verdict_Total_BreachInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} with the chip wager of ${i?.chip} on the same coup the total exceeds the maximum ${i?.max}`)
};

export const proc_secret_verdict_total_breach_broken = /** @type {(inputs: Proc_Secret_Verdict_Total_Breach_BrokenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} is ${i?.breaches}, and with the chip wager of ${i?.chip} on the same coup the total exceeds the maximum ${i?.max}`)
};

export const proc_secret_verdict_total_why = /** @type {(inputs: Proc_Secret_Verdict_Total_WhyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} and the chip wager of ${i?.chip} on the same coup together exceed the maximum ${i?.max} (16.6.3)`)
};

export const proc_secret_verdict_total_why_deemed = /** @type {(inputs: Proc_Secret_Verdict_Total_Why_DeemedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} (${i?.deemed}) and the chip wager of ${i?.chip} on the same coup together exceed the maximum ${i?.max} (16.6.3)`)
};

export const proc_secret_verdict_within = /** @type {(inputs: Proc_Secret_Verdict_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} is within the table limits and the player's chips`)
};

export const proc_secret_verdict_within_chips = /** @type {(inputs: Proc_Secret_Verdict_Within_ChipsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.written} is within the table limits, with the chip wager too, and the player's chips`)
};

export const proc_secret_verdict_written = /** @type {(inputs: Proc_Secret_Verdict_WrittenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The wager of ${i?.amount} on ${i?.label}`)
};

export const proc_shuffle_burn_question = /** @type {(inputs: Proc_Shuffle_Burn_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The house burns at the start of a shoe. The dealer turns the first card: ${i?.card}. How many more cards are burned?`)
};

export const proc_shuffle_burn_working = /** @type {(inputs: Proc_Shuffle_Burn_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.card} counts ${i?.count} (ace one, ten and court cards ten), so ${i?.count} cards are burned after it, ${i?.with} with the turned card.`)
};

export const proc_shuffle_card = /** @type {(inputs: Proc_Shuffle_CardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rank} of ${i?.suit}`)
};

export const proc_shuffle_cut_invalid_working = /** @type {(inputs: Proc_Shuffle_Cut_Invalid_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.3: the cut card must go at least ${i?.min} cards from either end; ${i?.at} from the front leaves ${i?.back} at the back of ${i?.total}.`)
};

export const proc_shuffle_cut_question = /** @type {(inputs: Proc_Shuffle_Cut_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player places the cut card ${i?.at} cards from the front of the ${i?.total} cards (${i?.back} from the back). Is the cut valid?`)
};

export const proc_shuffle_cut_valid_working = /** @type {(inputs: Proc_Shuffle_Cut_Valid_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least 10 cards lie on each side of the cut (${i?.at} and ${i?.back}).`)
};

export const proc_shuffle_decline_many = /** @type {(inputs: Proc_Shuffle_Decline_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.seats} decline to cut.`)
};

export const proc_shuffle_decline_one = /** @type {(inputs: Proc_Shuffle_Decline_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} declines to cut.`)
};

export const proc_shuffle_history_first = /** @type {(inputs: Proc_Shuffle_History_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This is the first game. The player in seat ${i?.seat} sat down first.`)
};

export const proc_shuffle_history_previous = /** @type {(inputs: Proc_Shuffle_History_PreviousInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} cut the cards for the previous game.`)
};

export const proc_shuffle_history_previous_left = /** @type {(inputs: Proc_Shuffle_History_Previous_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} cut the cards for the previous game (that player has since left).`)
};

export const proc_shuffle_inspector = /** @type {(inputs: Proc_Shuffle_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Inspector`)
};

export const proc_shuffle_inspector_cuts = /** @type {(inputs: Proc_Shuffle_Inspector_CutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No seated player wishes to cut, so the Inspector cuts.`)
};

export const proc_shuffle_left_left = /** @type {(inputs: Proc_Shuffle_Left_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on a player's left is the next higher seat, and from the highest seat seat 1`)
};

export const proc_shuffle_left_right = /** @type {(inputs: Proc_Shuffle_Left_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`on a player's left is the next lower seat, and from seat 1 the highest seat`)
};

export const proc_shuffle_marker_between = /** @type {(inputs: Proc_Shuffle_Marker_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Between the ${i?.a}th and ${i?.b}th cards from the back`)
};

export const proc_shuffle_marker_question = /** @type {(inputs: Proc_Shuffle_Marker_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cards have been cut. Before placing them in the shoe, where does the dealer place the marker card?`)
};

export const proc_shuffle_marker_working = /** @type {(inputs: Proc_Shuffle_Marker_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seven cards stay behind the marker, enough to finish the last coup (Tasmania 9.4). "About two decks from the back" is the competition indicator card (16.5.1).`)
};

export const proc_shuffle_marker_wrong_cut = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the player cut the cards`)
};

export const proc_shuffle_marker_wrong_ten = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_TenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ten cards from the back, the nearest a cut may be`)
};

export const proc_shuffle_marker_wrong_two_decks = /** @type {(inputs: Proc_Shuffle_Marker_Wrong_Two_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About two decks from the back`)
};

export const proc_shuffle_name_inspector = /** @type {(inputs: Proc_Shuffle_Name_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Inspector`)
};

export const proc_shuffle_name_seat = /** @type {(inputs: Proc_Shuffle_Name_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat}`)
};

export const proc_shuffle_new_shoe = /** @type {(inputs: Proc_Shuffle_New_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new shoe.`)
};

export const proc_shuffle_new_shoe_offered = /** @type {(inputs: Proc_Shuffle_New_Shoe_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new shoe has been shuffled and is offered for the cut.`)
};

export const proc_shuffle_numbering_left = /** @type {(inputs: Proc_Shuffle_Numbering_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seat 1 is at the dealer's left, so clockwise is ascending seat numbers`)
};

export const proc_shuffle_numbering_right = /** @type {(inputs: Proc_Shuffle_Numbering_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seat 1 is at the dealer's right, so clockwise is descending seat numbers`)
};

export const proc_shuffle_occupied = /** @type {(inputs: Proc_Shuffle_OccupiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.seats} are occupied.`)
};

export const proc_shuffle_offer_first = /** @type {(inputs: Proc_Shuffle_Offer_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.3: ${i?.who}, who has priority, then clockwise starting with the player seated in the highest numbered place (${i?.numbering}): ${i?.names}.`)
};

export const proc_shuffle_offer_next = /** @type {(inputs: Proc_Shuffle_Offer_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 5.5: the cut is first offered to the seated player on the left of the seat that cut last (seat ${i?.previous}); at this house ${i?.numbering}: ${i?.left}. Order: ${i?.names}.`)
};

export const proc_shuffle_offered = /** @type {(inputs: Proc_Shuffle_OfferedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} decks, shuffled and offered for the cut.`)
};

export const proc_shuffle_rank_2 = /** @type {(inputs: Proc_Shuffle_Rank_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`two`)
};

export const proc_shuffle_rank_3 = /** @type {(inputs: Proc_Shuffle_Rank_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`three`)
};

export const proc_shuffle_rank_4 = /** @type {(inputs: Proc_Shuffle_Rank_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`four`)
};

export const proc_shuffle_rank_5 = /** @type {(inputs: Proc_Shuffle_Rank_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`five`)
};

export const proc_shuffle_rank_6 = /** @type {(inputs: Proc_Shuffle_Rank_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`six`)
};

export const proc_shuffle_rank_7 = /** @type {(inputs: Proc_Shuffle_Rank_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seven`)
};

export const proc_shuffle_rank_8 = /** @type {(inputs: Proc_Shuffle_Rank_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`eight`)
};

export const proc_shuffle_rank_9 = /** @type {(inputs: Proc_Shuffle_Rank_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nine`)
};

export const proc_shuffle_rank_a = /** @type {(inputs: Proc_Shuffle_Rank_AInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ace`)
};

export const proc_shuffle_rank_j = /** @type {(inputs: Proc_Shuffle_Rank_JInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jack`)
};

export const proc_shuffle_rank_k = /** @type {(inputs: Proc_Shuffle_Rank_KInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`king`)
};

export const proc_shuffle_rank_q = /** @type {(inputs: Proc_Shuffle_Rank_QInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`queen`)
};

export const proc_shuffle_rank_t = /** @type {(inputs: Proc_Shuffle_Rank_TInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ten`)
};

export const proc_shuffle_rule_burn = /** @type {(inputs: Proc_Shuffle_Rule_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House burn procedure; Tasmania 8 count values`)
};

export const proc_shuffle_squared = /** @type {(inputs: Proc_Shuffle_SquaredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} decks, cut and squared.`)
};

export const proc_shuffle_suit_c = /** @type {(inputs: Proc_Shuffle_Suit_CInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`clubs`)
};

export const proc_shuffle_suit_d = /** @type {(inputs: Proc_Shuffle_Suit_DInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`diamonds`)
};

export const proc_shuffle_suit_h = /** @type {(inputs: Proc_Shuffle_Suit_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`hearts`)
};

export const proc_shuffle_suit_s = /** @type {(inputs: Proc_Shuffle_Suit_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`spades`)
};

export const proc_shuffle_who_cuts = /** @type {(inputs: Proc_Shuffle_Who_CutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is offered the cut?`)
};

export const proc_shuffle_who_cuts_next = /** @type {(inputs: Proc_Shuffle_Who_Cuts_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who is offered the cut next?`)
};

export const proc_shuffle_who_first_place = /** @type {(inputs: Proc_Shuffle_Who_First_PlaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this house reads "the first seated player" as the player at the first place, the lowest-numbered occupied seat (seat ${i?.seat})`)
};

export const proc_shuffle_who_sat_first = /** @type {(inputs: Proc_Shuffle_Who_Sat_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this house reads "the first seated player" as the player who sat down first (seat ${i?.seat})`)
};

export const proc_side_a_bet = /** @type {(inputs: Proc_Side_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a bet`)
};

export const proc_side_after_cards = /** @type {(inputs: Proc_Side_After_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`After ${i?.cards} cards have been dealt`)
};

export const proc_side_after_first_card = /** @type {(inputs: Proc_Side_After_First_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After the first card has been dealt`)
};

export const proc_side_before_first_card = /** @type {(inputs: Proc_Side_Before_First_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before the first card is dealt`)
};

export const proc_side_dragon_no_main = /** @type {(inputs: Proc_Side_Dragon_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Dragon Bonus wager may be made only when a main wager (Player, Banker or Tie) has been made.`)
};

export const proc_side_dragon_ok = /** @type {(inputs: Proc_Side_Dragon_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player has a main wager (Player, Banker or Tie), so a Dragon Bonus wager may be made on either side or both.`)
};

export const proc_side_dragon_question = /** @type {(inputs: Proc_Side_Dragon_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the deal, the player in seat ${i?.seat} ${i?.has} and offers a wager on ${i?.bet}. Does the dealer accept it?`)
};

export const proc_side_has_nothing = /** @type {(inputs: Proc_Side_Has_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has no other wager`)
};

export const proc_side_has_wager = /** @type {(inputs: Proc_Side_Has_WagerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`has ${i?.stake} on ${i?.bet}`)
};

export const proc_side_main_banker = /** @type {(inputs: Proc_Side_Main_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seat also has a wager on Banker.`)
};

export const proc_side_no_main = /** @type {(inputs: Proc_Side_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody at the table has a wager on Player, Banker or Tie.`)
};

export const proc_side_place_your_bets = /** @type {(inputs: Proc_Side_Place_Your_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place your bets.`)
};

export const proc_side_pp_late = /** @type {(inputs: Proc_Side_Pp_LateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs wager is placed before the first card is dealt.`)
};

export const proc_side_pp_limits = /** @type {(inputs: Proc_Side_Pp_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs wager must be from ${i?.min} to ${i?.max} as the sign shows, and ${i?.amount} is not.`)
};

export const proc_side_pp_no_main = /** @type {(inputs: Proc_Side_Pp_No_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs wager may be placed whether or not the player or anyone else has a wager on Player or Banker; it is before the first card and within the limits.`)
};

export const proc_side_pp_ok = /** @type {(inputs: Proc_Side_Pp_OkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placed before the first card and within the Perfect Pairs limits.`)
};

export const proc_side_pp_question = /** @type {(inputs: Proc_Side_Pp_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Perfect Pairs limits ${i?.min} to ${i?.max}. ${i?.moment}, the player in seat ${i?.seat} offers ${i?.amount} on ${i?.bet}. ${i?.main} Does the dealer accept the wager?`)
};

export const proc_squeeze_dealer_turns = /** @type {(inputs: Proc_Squeeze_Dealer_TurnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer turns them`)
};

export const proc_squeeze_dealt_down = /** @type {(inputs: Proc_Squeeze_Dealt_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cards are dealt face down for the squeeze.`)
};

export const proc_squeeze_disc = /** @type {(inputs: Proc_Squeeze_DiscInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A disc marked "${i?.bet}"`)
};

export const proc_squeeze_discs_question = /** @type {(inputs: Proc_Squeeze_Discs_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Squeeze game. The highest wagerer on the ${i?.bet}'s hand accepts the cards. What may the dealer place in front of that player?`)
};

export const proc_squeeze_discs_working = /** @type {(inputs: Proc_Squeeze_Discs_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discs marked "Player" and "Banker" may be placed in front of the highest wagerer accepting the cards on the Player's hand and the Banker's hand respectively. The distinctive marker is for limits agreed with management (7.2) and the puck for competition play (16.5.4).`)
};

export const proc_squeeze_discs_wrong_competition = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: discs are for competition play only`)
};

export const proc_squeeze_discs_wrong_limits = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A distinctive marker showing agreed limits`)
};

export const proc_squeeze_discs_wrong_marker_card = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_Marker_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The marker card`)
};

export const proc_squeeze_discs_wrong_puck = /** @type {(inputs: Proc_Squeeze_Discs_Wrong_PuckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The puck`)
};

export const proc_squeeze_face_down = /** @type {(inputs: Proc_Squeeze_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze game: cards dealt face down (Tasmania 9.3).`)
};

export const proc_squeeze_game = /** @type {(inputs: Proc_Squeeze_GameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Squeeze game (Tasmania 9.3).`)
};

export const proc_squeeze_informed_correct = /** @type {(inputs: Proc_Squeeze_Informed_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Management Representative and Surveillance`)
};

export const proc_squeeze_informed_question = /** @type {(inputs: Proc_Squeeze_Informed_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The players at the table ask for the cards to be dealt face down so they can squeeze them. Before the dealer may deal a squeeze game, who must have been informed?`)
};

export const proc_squeeze_informed_working = /** @type {(inputs: Proc_Squeeze_Informed_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A game cannot be played with the cards dealt face down and squeezed unless a Management Representative and Surveillance have been informed.`)
};

export const proc_squeeze_informed_wrong_director = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_DirectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Competition Director`)
};

export const proc_squeeze_informed_wrong_inspector = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_InspectorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Inspector only`)
};

export const proc_squeeze_informed_wrong_nobody = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody: the players asked for it (9.3)`)
};

export const proc_squeeze_informed_wrong_players = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_PlayersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every player at the table, who must all agree`)
};

export const proc_squeeze_informed_wrong_surveillance = /** @type {(inputs: Proc_Squeeze_Informed_Wrong_SurveillanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Surveillance only`)
};

export const proc_squeeze_nobody_working = /** @type {(inputs: Proc_Squeeze_Nobody_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody wagered on the ${i?.bet}'s hand, so nobody is passed its cards: the dealer turns them. Rule 9.3 does not say so; this is house practice, by analogy with competition play, where the dealer turns the cards of a hand nobody wagered on (Tasmania 16.7.5).`)
};

export const proc_squeeze_one_set_correct = /** @type {(inputs: Proc_Squeeze_One_Set_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One set of cards at a time`)
};

export const proc_squeeze_one_set_question = /** @type {(inputs: Proc_Squeeze_One_Set_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Squeeze game. Seat ${i?.seat} has the highest wager on both the Player's hand and the Banker's hand. How does that player handle the cards?`)
};

export const proc_squeeze_one_set_working = /** @type {(inputs: Proc_Squeeze_One_Set_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where a player holds the highest wager on both the Player's hand and the Banker's hand, the player may handle only one set of cards at any one time.`)
};

export const proc_squeeze_one_set_wrong_banker_only = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_Banker_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the Banker's cards; the dealer turns the Player's`)
};

export const proc_squeeze_one_set_wrong_both = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_BothInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Both sets at once`)
};

export const proc_squeeze_one_set_wrong_choose = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player chooses one hand; the other goes to the next highest wager`)
};

export const proc_squeeze_one_set_wrong_neither = /** @type {(inputs: Proc_Squeeze_One_Set_Wrong_NeitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neither: the dealer turns all the cards`)
};

export const proc_squeeze_refuses = /** @type {(inputs: Proc_Squeeze_RefusesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} refuses the ${i?.bet} cards.`)
};

export const proc_squeeze_rule_nobody = /** @type {(inputs: Proc_Squeeze_Rule_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House practice (by analogy with Tasmania 16.7.5)`)
};

export const proc_squeeze_standing_correct = /** @type {(inputs: Proc_Squeeze_Standing_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The seated player at seat ${i?.seat}`)
};

export const proc_squeeze_standing_question = /** @type {(inputs: Proc_Squeeze_Standing_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Squeeze game. A standing player wagering with the seated player on seat ${i?.seat}'s betting space added chips to its ${i?.bet} wager; seat ${i?.seat}'s seated player's own chips alone are more than any other wager on ${i?.bet}. The standing player asks to squeeze the ${i?.bet}'s cards. Who is passed the ${i?.bet}'s cards?`)
};

export const proc_squeeze_standing_working = /** @type {(inputs: Proc_Squeeze_Standing_WorkingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The cards go to the seated player having the highest wager on the hand (9.3a): seat ${i?.seat}'s space holds the highest wager on ${i?.bet}. Standing players may wager with a seated player but may not handle the cards (6.4).`)
};

export const proc_squeeze_standing_wrong_next = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seated player with the next highest wager`)
};

export const proc_squeeze_standing_wrong_one_each = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_One_EachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The standing player and the seated player take one card each`)
};

export const proc_squeeze_standing_wrong_standing = /** @type {(inputs: Proc_Squeeze_Standing_Wrong_StandingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The standing player on seat ${i?.seat}'s space`)
};

export const proc_squeeze_tie_lowest = /** @type {(inputs: Proc_Squeeze_Tie_LowestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the lowest numbered seat`)
};

export const proc_squeeze_tie_sequence = /** @type {(inputs: Proc_Squeeze_Tie_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the first placed in the betting sequence`)
};

export const proc_squeeze_who_passed = /** @type {(inputs: Proc_Squeeze_Who_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Who is passed the ${i?.bet}'s cards?`)
};

export const proc_squeeze_why_all_refused = /** @type {(inputs: Proc_Squeeze_Why_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat wagering on the ${i?.bet}'s hand refused the cards: the dealer turns them.`)
};

export const proc_squeeze_why_highest = /** @type {(inputs: Proc_Squeeze_Why_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has the highest wager on the ${i?.bet}'s hand.`)
};

export const proc_squeeze_why_highest_tie = /** @type {(inputs: Proc_Squeeze_Why_Highest_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has the highest wager on the ${i?.bet}'s hand (equal highest: ${i?.tie}).`)
};

export const proc_squeeze_why_nobody = /** @type {(inputs: Proc_Squeeze_Why_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody wagered on the ${i?.bet}'s hand: the dealer turns those cards.`)
};

export const proc_squeeze_why_refused_many = /** @type {(inputs: Proc_Squeeze_Why_Refused_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.bet}'s hand.`)
};

export const proc_squeeze_why_refused_many_tie = /** @type {(inputs: Proc_Squeeze_Why_Refused_Many_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.bet}'s hand (equal highest: ${i?.tie}).`)
};

export const proc_squeeze_why_refused_one = /** @type {(inputs: Proc_Squeeze_Why_Refused_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.bet}'s hand.`)
};

export const proc_squeeze_why_refused_one_tie = /** @type {(inputs: Proc_Squeeze_Why_Refused_One_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.bet}'s hand (equal highest: ${i?.tie}).`)
};

export const proc_tools_amount = /** @type {(inputs: Proc_Tools_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}`)
};

export const proc_tools_list = /** @type {(inputs: Proc_Tools_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const proc_tools_no = /** @type {(inputs: Proc_Tools_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const proc_tools_number = /** @type {(inputs: Proc_Tools_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n}`)
};

export const proc_tools_seat = /** @type {(inputs: Proc_Tools_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat}`)
};

export const proc_tools_yes = /** @type {(inputs: Proc_Tools_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const proc_wagers_a_bet = /** @type {(inputs: Proc_Wagers_A_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a bet`)
};

export const proc_wagers_cash_question = /** @type {(inputs: Proc_Wagers_Cash_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the deal, the player in seat ${i?.seat} puts ${i?.amount} in banknotes on the ${i?.bet} area and asks to play it as it is. Does the wager play as placed?`)
};

export const proc_wagers_chips_question = /** @type {(inputs: Proc_Wagers_Chips_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Before the deal, the player in seat ${i?.seat} places ${i?.stake} in chips on the ${i?.bet} area and asks to play it as it is. Does the wager play as placed?`)
};

export const proc_wagers_deltin_correct = /** @type {(inputs: Proc_Wagers_Deltin_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it, or alter it: increase or reduce it, for the next hand`)
};

export const proc_wagers_deltin_question = /** @type {(inputs: Proc_Wagers_Deltin_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The hand is a Tie. Seat ${i?.seat} has ${i?.stake} on ${i?.bet}. Before the next hand, what may the player do with that wager?`)
};

export const proc_wagers_deltin_working = /** @type {(inputs: Proc_Wagers_Deltin_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On a tie, players may elect to sustain or alter, increase or reduce, their original bets for the next hand.`)
};

export const proc_wagers_deltin_wrong_increase = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Increase it only; it may not be reduced`)
};

export const proc_wagers_deltin_wrong_nothing = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: the wager stays as it is until it wins or loses`)
};

export const proc_wagers_deltin_wrong_returned = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is returned to the player, who must place a new bet from scratch for the next hand`)
};

export const proc_wagers_deltin_wrong_take_down = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_Take_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take it down only; it may not be increased`)
};

export const proc_wagers_deltin_wrong_tie_area = /** @type {(inputs: Proc_Wagers_Deltin_Wrong_Tie_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move it to the Tie area only`)
};

export const proc_wagers_federal_correct = /** @type {(inputs: Proc_Wagers_Federal_CorrectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notice at the table saying Federal Baccarat is played`)
};

export const proc_wagers_federal_question = /** @type {(inputs: Proc_Wagers_Federal_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The casino decides to play Federal Baccarat at this table (Banker wins pay 1:1, except a Banker win on six pays half). What must be displayed at the table?`)
};

export const proc_wagers_federal_situation = /** @type {(inputs: Proc_Wagers_Federal_SituationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat (Tasmania 13).`)
};

export const proc_wagers_federal_working = /** @type {(inputs: Proc_Wagers_Federal_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the casino operator decides to play Federal Baccarat at a table, a notice to that effect must be displayed at the table.`)
};

export const proc_wagers_federal_wrong_announce = /** @type {(inputs: Proc_Wagers_Federal_Wrong_AnnounceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing: the dealer announces it at the start of each shoe`)
};

export const proc_wagers_federal_wrong_consent = /** @type {(inputs: Proc_Wagers_Federal_Wrong_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The players must each consent in writing`)
};

export const proc_wagers_federal_wrong_liability = /** @type {(inputs: Proc_Wagers_Federal_Wrong_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A notice of the maximum collective liability`)
};

export const proc_wagers_federal_wrong_limits = /** @type {(inputs: Proc_Wagers_Federal_Wrong_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the usual minimum and maximum wagers`)
};

export const proc_wagers_federal_wrong_marker = /** @type {(inputs: Proc_Wagers_Federal_Wrong_MarkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A distinctive marker at each seat`)
};

export const proc_wagers_moment_cards = /** @type {(inputs: Proc_Wagers_Moment_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"No more bets" has been called and ${i?.cards} cards have been dealt.`)
};

export const proc_wagers_moment_first = /** @type {(inputs: Proc_Wagers_Moment_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"No more bets" has been called and the first card has been dealt.`)
};

export const proc_wagers_moment_none = /** @type {(inputs: Proc_Wagers_Moment_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The dealer has not yet dealt the first card.`)
};

export const proc_wagers_place_bets = /** @type {(inputs: Proc_Wagers_Place_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Place your bets.`)
};

export const proc_wagers_reason_cash = /** @type {(inputs: Proc_Wagers_Reason_CashInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagers may only be made with chips: cash on the layout does not play, it is changed for chips first.`)
};

export const proc_wagers_reason_chips = /** @type {(inputs: Proc_Wagers_Reason_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wagers are made with chips.`)
};

export const proc_wagers_reason_closed_increase = /** @type {(inputs: Proc_Wagers_Reason_Closed_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first card of the hand has been dealt ("No more bets"): no wager may be increased until the hand is over.`)
};

export const proc_wagers_reason_closed_make = /** @type {(inputs: Proc_Wagers_Reason_Closed_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first card of the hand has been dealt ("No more bets"): no wager may be made until the hand is over.`)
};

export const proc_wagers_reason_closed_withdraw = /** @type {(inputs: Proc_Wagers_Reason_Closed_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first card of the hand has been dealt ("No more bets"): no wager may be withdrawn until the hand is over.`)
};

export const proc_wagers_reason_open_increase = /** @type {(inputs: Proc_Wagers_Reason_Open_IncreaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card of the hand has been dealt yet, so a wager may still be increased.`)
};

export const proc_wagers_reason_open_make = /** @type {(inputs: Proc_Wagers_Reason_Open_MakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card of the hand has been dealt yet, so a wager may still be made.`)
};

export const proc_wagers_reason_open_withdraw = /** @type {(inputs: Proc_Wagers_Reason_Open_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No card of the hand has been dealt yet, so a wager may still be withdrawn.`)
};

export const proc_wagers_reason_standing_ok = /** @type {(inputs: Proc_Wagers_Reason_Standing_OkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.max} standing players may wager with the seated player on a betting space (they may not handle the cards).`)
};

export const proc_wagers_reason_standing_over = /** @type {(inputs: Proc_Wagers_Reason_Standing_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} standing players may wager with the seated player on a betting space, not ${i?.count}.`)
};

export const proc_wagers_rule_deltin = /** @type {(inputs: Proc_Wagers_Rule_DeltinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin guide: change of bets after a tie`)
};

export const proc_wagers_standing_many = /** @type {(inputs: Proc_Wagers_Standing_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} standing players want to wager with the seated player on seat ${i?.seat}'s betting space. May all ${i?.count} wager there?`)
};

export const proc_wagers_standing_one = /** @type {(inputs: Proc_Wagers_Standing_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A standing player wants to wager with the seated player on seat ${i?.seat}'s betting space. May that player wager there?`)
};

export const proc_wagers_standing_two = /** @type {(inputs: Proc_Wagers_Standing_TwoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} standing players want to wager with the seated player on seat ${i?.seat}'s betting space. May both wager there?`)
};

export const proc_wagers_tie = /** @type {(inputs: Proc_Wagers_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie.`)
};

export const proc_wagers_want_increase = /** @type {(inputs: Proc_Wagers_Want_IncreaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`add chips to the wager on ${i?.bet}`)
};

export const proc_wagers_want_increase_amount = /** @type {(inputs: Proc_Wagers_Want_Increase_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`add chips to the ${i?.amount} wager on ${i?.bet}`)
};

export const proc_wagers_want_make = /** @type {(inputs: Proc_Wagers_Want_MakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`place a new ${i?.amount} wager on ${i?.bet}`)
};

export const proc_wagers_want_withdraw = /** @type {(inputs: Proc_Wagers_Want_WithdrawInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`take back the wager on ${i?.bet}`)
};

export const proc_wagers_want_withdraw_amount = /** @type {(inputs: Proc_Wagers_Want_Withdraw_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`take back the ${i?.amount} wager on ${i?.bet}`)
};

export const proc_wagers_wants = /** @type {(inputs: Proc_Wagers_WantsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The player in seat ${i?.seat} wants to ${i?.wants}. Is that allowed?`)
};

export const profile_casino_guide_name = /** @type {(inputs: Profile_Casino_Guide_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casino guide Mini-Baccarat (commission box)`)
};

export const profile_casino_guide_source = /** @type {(inputs: Profile_Casino_Guide_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Casino Baccarat guide; Tasmania 12`)
};

export const profile_deltin_source = /** @type {(inputs: Profile_Deltin_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deltin gaming guide`)
};

export const profile_dragon_name = /** @type {(inputs: Profile_Dragon_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus Baccarat (commission deducted)`)
};

export const profile_dragon_source = /** @type {(inputs: Profile_Dragon_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus Baccarat guide; Tasmania 12`)
};

export const profile_federal_description = /** @type {(inputs: Profile_Federal_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat: Banker wins pay 1:1, except a Banker win on six pays half. Tie 8:1.`)
};

export const profile_federal_name = /** @type {(inputs: Profile_Federal_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania Federal Baccarat (Banker six pays half)`)
};

export const profile_tasmania_description = /** @type {(inputs: Profile_Tasmania_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmanian Baccarat Rules: Banker pays 19:20, Tie 8:1, Perfect Pairs 6/12/25:1, eight decks.`)
};

export const push_word_capitalised = /** @type {(inputs: Push_Word_CapitalisedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Push`)
};

export const record_cards = /** @type {(inputs: Record_CardsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} ${i?.rest}`)
};

export const record_draw = /** @type {(inputs: Record_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw`)
};

export const record_face_down = /** @type {(inputs: Record_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`face down`)
};

export const record_hands = /** @type {(inputs: Record_HandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}`)
};

export const record_hands_natural = /** @type {(inputs: Record_Hands_NaturalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.player}, Banker ${i?.banker}, natural`)
};

export const record_no_cards = /** @type {(inputs: Record_No_CardsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no cards yet`)
};

export const record_nothing_settled = /** @type {(inputs: Record_Nothing_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing settled`)
};

export const record_option = /** @type {(inputs: Record_OptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Option ${i?.key}`)
};

export const record_red_line_at = /** @type {(inputs: Record_Red_Line_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`red line at item ${i?.item}: ${i?.label}`)
};

export const record_seat_bet = /** @type {(inputs: Record_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat} ${i?.bet}`)
};

export const record_settle = /** @type {(inputs: Record_SettleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} ${i?.bet}`)
};

export const record_settle_list = /** @type {(inputs: Record_Settle_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const record_settle_pay = /** @type {(inputs: Record_Settle_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action} ${i?.bet} ${i?.amount}`)
};

export const record_stand = /** @type {(inputs: Record_StandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stand`)
};

export const session_not_finished = /** @type {(inputs: Session_Not_FinishedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`not finished: ${i?.answered} of ${i?.items} items answered`)
};

export const session_nothing_weak = /** @type {(inputs: Session_Nothing_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing weak here: keep these skills fresh, or move on.`)
};

export const session_overall_below = /** @type {(inputs: Session_Overall_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`overall accuracy ${i?.accuracy} is below the pass mark ${i?.passMark}`)
};

export const session_practise = /** @type {(inputs: Session_PractiseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise ${i?.skills} next.`)
};

export const session_practise_cases = /** @type {(inputs: Session_Practise_CasesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise ${i?.skills} next (${i?.cases}).`)
};

export const session_red_line_many = /** @type {(inputs: Session_Red_Line_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} red-line mistakes (fails an assessment outright)`)
};

export const session_red_line_one = /** @type {(inputs: Session_Red_Line_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} red-line mistake (fails an assessment outright)`)
};

export const session_skill_below = /** @type {(inputs: Session_Skill_BelowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}: accuracy ${i?.accuracy} is below ${i?.passMark}`)
};

export const session_skill_slow = /** @type {(inputs: Session_Skill_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill}: median ${i?.median} ms is slower than ${i?.target} ms`)
};

export const session_timed_out = /** @type {(inputs: Session_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timed out: no answer, so it is marked wrong.`)
};

export const session_timed_out_within = /** @type {(inputs: Session_Timed_Out_WithinInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timed out: no answer within ${i?.seconds}, so it is marked wrong.`)
};

export const session_two_skills = /** @type {(inputs: Session_Two_SkillsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first} and ${i?.second}`)
};

export const settle_ans_leave = /** @type {(inputs: Settle_Ans_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave ${i?.list} (${i?.word}).`)
};

export const settle_ans_nothing_pay = /** @type {(inputs: Settle_Ans_Nothing_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to pay.`)
};

export const settle_ans_nothing_take = /** @type {(inputs: Settle_Ans_Nothing_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing to take.`)
};

export const settle_ans_pay = /** @type {(inputs: Settle_Ans_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.list}.`)
};

export const settle_ans_take = /** @type {(inputs: Settle_Ans_TakeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Take ${i?.list}.`)
};

export const settle_box = /** @type {(inputs: Settle_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} on ${i?.amount} is ${i?.amount}; ${i?.commission} to the commission box`)
};

export const settle_deducted = /** @type {(inputs: Settle_DeductedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} of ${i?.amount} is ${i?.payout} (${i?.amount} less ${i?.rate} commission ${i?.commission})`)
};

export const settle_deducted_rounded = /** @type {(inputs: Settle_Deducted_RoundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} of ${i?.amount}: ${i?.amount} less commission (${i?.working}), so ${i?.amount} less ${i?.commission} is ${i?.payout}`)
};

export const settle_fraction_down = /** @type {(inputs: Settle_Fraction_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a fraction of a cent is not paid: this house rounds down to the cent`)
};

export const settle_fraction_half_up = /** @type {(inputs: Settle_Fraction_Half_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this house rounds a fraction of a cent to the nearest cent, a half cent up`)
};

export const settle_list = /** @type {(inputs: Settle_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const settle_list_semicolon = /** @type {(inputs: Settle_List_SemicolonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}; ${i?.rest}`)
};

export const settle_lose = /** @type {(inputs: Settle_LoseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.why}: the ${i?.bet} bet of ${i?.amount} is taken`)
};

export const settle_not_pair_banker = /** @type {(inputs: Settle_Not_Pair_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker's first two cards ${i?.a} ${i?.b} are not a pair`)
};

export const settle_not_pair_player = /** @type {(inputs: Settle_Not_Pair_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player's first two cards ${i?.a} ${i?.b} are not a pair`)
};

export const settle_odds = /** @type {(inputs: Settle_OddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.pays}:${i?.per}`)
};

export const settle_pay_item = /** @type {(inputs: Settle_Pay_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} ${i?.amount}`)
};

export const settle_pay_item_box = /** @type {(inputs: Settle_Pay_Item_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} ${i?.amount} (${i?.commission} to the commission box)`)
};

export const settle_push = /** @type {(inputs: Settle_PushInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.result}: the ${i?.bet} bet of ${i?.amount} is a ${i?.word}: it stays (no win, no loss)`)
};

export const settle_q_table = /** @type {(inputs: Settle_Q_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle the table.`)
};

export const settle_result_banker_wins = /** @type {(inputs: Settle_Result_Banker_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins, ${i?.banker} over ${i?.player}`)
};

export const settle_result_player_wins = /** @type {(inputs: Settle_Result_Player_WinsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player wins, ${i?.player} over ${i?.banker}`)
};

export const settle_result_tie = /** @type {(inputs: Settle_Result_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie, ${i?.point}`)
};

export const settle_seat_bet = /** @type {(inputs: Settle_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat} ${i?.bet}`)
};

export const settle_six_half = /** @type {(inputs: Settle_Six_HalfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins with six: half of ${i?.amount} is ${i?.payout}`)
};

export const settle_six_half_odd = /** @type {(inputs: Settle_Six_Half_OddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker wins with six: half of ${i?.amount} is ${i?.payout} (half of an odd cent: ${i?.fraction})`)
};

export const settle_w_bet = /** @type {(inputs: Settle_W_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: ${i?.working}`)
};

export const settle_w_box = /** @type {(inputs: Settle_W_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: ${i?.amount} even money, ${i?.commission} to the commission box (${i?.working})`)
};

export const settle_win_of = /** @type {(inputs: Settle_Win_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} of ${i?.amount} is ${i?.payout}`)
};

export const settle_win_of_fraction = /** @type {(inputs: Settle_Win_Of_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} of ${i?.amount} is ${i?.payout} (${i?.fraction})`)
};

export const settle_win_on = /** @type {(inputs: Settle_Win_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} on ${i?.amount} is ${i?.payout}`)
};

export const settle_win_on_fraction = /** @type {(inputs: Settle_Win_On_FractionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.odds} on ${i?.amount} is ${i?.payout} (${i?.fraction})`)
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

export const spec_assessment_attempts = /** @type {(inputs: Spec_Assessment_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Attempts allowed`)
};

export const spec_assessment_red_lines = /** @type {(inputs: Spec_Assessment_Red_LinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red-line errors`)
};

export const spec_assessment_wait = /** @type {(inputs: Spec_Assessment_WaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wait between attempts (minutes)`)
};

export const spec_at_least = /** @type {(inputs: Spec_At_LeastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least ${i?.n}`)
};

export const spec_at_most = /** @type {(inputs: Spec_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at most ${i?.n}`)
};

export const spec_audition = /** @type {(inputs: Spec_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audition`)
};

export const spec_audition_band = /** @type {(inputs: Spec_Audition_BandInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Audition band ${i?.n}`)
};

export const spec_audition_below = /** @type {(inputs: Spec_Audition_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audition, below every band`)
};

export const spec_band_label = /** @type {(inputs: Spec_Band_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its name`)
};

export const spec_band_min_accuracy = /** @type {(inputs: Spec_Band_Min_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at least accuracy`)
};

export const spec_band_min_coups = /** @type {(inputs: Spec_Band_Min_CoupsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at least coups an hour`)
};

export const spec_cannot_deal = /** @type {(inputs: Spec_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`it cannot be dealt: ${i?.error}`)
};

export const spec_choose_one = /** @type {(inputs: Spec_Choose_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`choose at least one`)
};

export const spec_constraint_named = /** @type {(inputs: Spec_Constraint_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`constraint "${i?.key}"`)
};

export const spec_detail_needs_bets = /** @type {(inputs: Spec_Detail_Needs_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`needs the bets it applies to: tick them under "Bets on"`)
};

export const spec_field_of = /** @type {(inputs: Spec_Field_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section}, ${i?.label}`)
};

export const spec_labelled = /** @type {(inputs: Spec_LabelledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: ${i?.message}`)
};

export const spec_list = /** @type {(inputs: Spec_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const spec_low_high = /** @type {(inputs: Spec_Low_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the lowest is above the highest: give it low to high`)
};

export const spec_median_positive = /** @type {(inputs: Spec_Median_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be more than 0 seconds`)
};

export const spec_median_target = /** @type {(inputs: Spec_Median_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Median time target, ${i?.name}`)
};

export const spec_missing = /** @type {(inputs: Spec_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is missing`)
};

export const spec_must_be = /** @type {(inputs: Spec_Must_BeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be ${i?.expected}`)
};

export const spec_needs_pass_mark = /** @type {(inputs: Spec_Needs_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`needs a pass mark (a time target alone is not one)`)
};

export const spec_newer_version = /** @type {(inputs: Spec_Newer_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this file is format version ${i?.version}, written by a newer version of the app; this app reads version ${i?.current}. Update the app to import it.`)
};

export const spec_not_choice = /** @type {(inputs: Spec_Not_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not one of the choices`)
};

export const spec_not_dealt = /** @type {(inputs: Spec_Not_DealtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`no item could be dealt: ${i?.error}`)
};

export const spec_not_drill_set_format = /** @type {(inputs: Spec_Not_Drill_Set_FormatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this is not a drill set (a drill set says format "${i?.format}")`)
};

export const spec_not_empty = /** @type {(inputs: Spec_Not_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must not be empty`)
};

export const spec_not_object = /** @type {(inputs: Spec_Not_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this is not a drill set (it is not a group of settings)`)
};

export const spec_not_valid = /** @type {(inputs: Spec_Not_ValidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not valid here`)
};

export const spec_overall_pass = /** @type {(inputs: Spec_Overall_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall pass mark`)
};

export const spec_pass_mark_of = /** @type {(inputs: Spec_Pass_Mark_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pass mark, ${i?.name}`)
};

export const spec_percent = /** @type {(inputs: Spec_PercentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be from 0% to 100%`)
};

export const spec_practical_areas = /** @type {(inputs: Spec_Practical_AreasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practical areas`)
};

export const spec_section = /** @type {(inputs: Spec_SectionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Section ${i?.n}`)
};

export const spec_section_constraints = /** @type {(inputs: Spec_Section_ConstraintsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Constraints`)
};

export const spec_section_count = /** @type {(inputs: Spec_Section_CountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Items`)
};

export const spec_section_difficulty = /** @type {(inputs: Spec_Section_DifficultyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Difficulty`)
};

export const spec_section_kind = /** @type {(inputs: Spec_Section_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill kind`)
};

export const spec_section_time = /** @type {(inputs: Spec_Section_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time limit per item`)
};

export const spec_time_max = /** @type {(inputs: Spec_Time_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be at most 600 seconds (10 minutes)`)
};

export const spec_time_min = /** @type {(inputs: Spec_Time_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be at least half a second (or untimed)`)
};

export const spec_time_type = /** @type {(inputs: Spec_Time_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be a number of seconds, or untimed`)
};

export const spec_too_rare = /** @type {(inputs: Spec_Too_RareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no item could be dealt with these constraints (none in 20,000 coups dealt): they cannot all hold at once, or too rarely; loosen one`)
};

export const spec_top_assessment = /** @type {(inputs: Spec_Top_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment`)
};

export const spec_top_decks = /** @type {(inputs: Spec_Top_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decks`)
};

export const spec_top_description = /** @type {(inputs: Spec_Top_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const spec_top_format = /** @type {(inputs: Spec_Top_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File format`)
};

export const spec_top_mode = /** @type {(inputs: Spec_Top_ModeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practice or assessment`)
};

export const spec_top_pass_marks = /** @type {(inputs: Spec_Top_Pass_MarksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass marks`)
};

export const spec_top_profile = /** @type {(inputs: Spec_Top_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profile`)
};

export const spec_top_red_line = /** @type {(inputs: Spec_Top_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red-line errors fail the assessment`)
};

export const spec_top_sections = /** @type {(inputs: Spec_Top_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sections`)
};

export const spec_top_title = /** @type {(inputs: Spec_Top_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const spec_top_version = /** @type {(inputs: Spec_Top_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Format version`)
};

export const spec_type_array = /** @type {(inputs: Spec_Type_ArrayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a list`)
};

export const spec_type_boolean = /** @type {(inputs: Spec_Type_BooleanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes or no`)
};

export const spec_type_int = /** @type {(inputs: Spec_Type_IntInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number`)
};

export const spec_type_number = /** @type {(inputs: Spec_Type_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a number`)
};

export const spec_type_object = /** @type {(inputs: Spec_Type_ObjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a group of settings`)
};

export const spec_type_string = /** @type {(inputs: Spec_Type_StringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`text`)
};

export const spec_unknown_kind = /** @type {(inputs: Spec_Unknown_KindInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is not a drill kind this app knows (it knows ${i?.known})`)
};

export const spec_unknown_red_line = /** @type {(inputs: Spec_Unknown_Red_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is not a red line this app knows (it knows ${i?.known})`)
};

export const spec_unrecognized = /** @type {(inputs: Spec_UnrecognizedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`has ${i?.keys}, which a drill set does not have`)
};

export const spec_version_must = /** @type {(inputs: Spec_Version_MustInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be ${i?.version}`)
};

export const squeeze_all_refused = /** @type {(inputs: Squeeze_All_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`every seat wagering on the ${i?.hand}'s hand refused the cards: the dealer turns them`)
};

export const squeeze_all_refused_sentence = /** @type {(inputs: Squeeze_All_Refused_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every seat wagering on the ${i?.hand}'s hand refused the cards: the dealer turns them`)
};

export const squeeze_equal = /** @type {(inputs: Squeeze_EqualInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.explanation} (equal highest: ${i?.tie})`)
};

export const squeeze_highest = /** @type {(inputs: Squeeze_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.seat} has the highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_highest_sentence = /** @type {(inputs: Squeeze_Highest_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} has the highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_nobody = /** @type {(inputs: Squeeze_NobodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`nobody wagered on the ${i?.hand}'s hand: the dealer turns those cards`)
};

export const squeeze_nobody_sentence = /** @type {(inputs: Squeeze_Nobody_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody wagered on the ${i?.hand}'s hand: the dealer turns those cards`)
};

export const squeeze_note_banker = /** @type {(inputs: Squeeze_Note_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker cards: ${i?.explanation}`)
};

export const squeeze_note_both_hands = /** @type {(inputs: Squeeze_Note_Both_HandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tasmania 9.3f: seat ${i?.seat} holds the highest wager on both hands and handles one set of cards at a time`)
};

export const squeeze_note_player = /** @type {(inputs: Squeeze_Note_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player cards: ${i?.explanation}`)
};

export const squeeze_refused_many = /** @type {(inputs: Squeeze_Refused_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seats ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_refused_many_sentence = /** @type {(inputs: Squeeze_Refused_Many_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seats ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_refused_one = /** @type {(inputs: Squeeze_Refused_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`seat ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_refused_one_sentence = /** @type {(inputs: Squeeze_Refused_One_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.refused} refused: the cards pass to seat ${i?.seat}, the next highest wager on the ${i?.hand}'s hand`)
};

export const squeeze_sentence = /** @type {(inputs: Squeeze_SentenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.clause}.`)
};

export const squeeze_tie_betting_sequence = /** @type {(inputs: Squeeze_Tie_Betting_SequenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the first placed in the betting sequence`)
};

export const squeeze_tie_lowest_seat = /** @type {(inputs: Squeeze_Tie_Lowest_SeatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the lowest numbered seat`)
};

export const std24_a_passes = /** @type {(inputs: Std24_A_PassesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`an A must pass the area`)
};

export const std24_area_or_practical = /** @type {(inputs: Std24_Area_Or_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be area or practical`)
};

export const std24_area_twice = /** @type {(inputs: Std24_Area_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" is named twice`)
};

export const std24_at_most_red_lines = /** @type {(inputs: Std24_At_Most_Red_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`at most ${i?.n} red lines`)
};

export const std24_fail_grade_fails = /** @type {(inputs: Std24_Fail_Grade_FailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a fail grade must fail the area`)
};

export const std24_id_form = /** @type {(inputs: Std24_Id_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be lower-case words joined by hyphens ("exposed-card")`)
};

export const std24_id_twice = /** @type {(inputs: Std24_Id_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.id}" is used twice`)
};

export const std24_leave_area_out = /** @type {(inputs: Std24_Leave_Area_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be left out: this red line fails the whole practical part`)
};

export const std24_name_the_area = /** @type {(inputs: Std24_Name_The_AreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must name the area this red line fails`)
};

export const std24_not_an_area = /** @type {(inputs: Std24_Not_An_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.area}" is not an area of this standard`)
};

export const std24_not_standard = /** @type {(inputs: Std24_Not_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is not a practical standard`)
};

export const std24_not_worse = /** @type {(inputs: Std24_Not_WorseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`must be at least as good as ${i?.grade}'s outcome (${i?.outcome})`)
};

export const std24_outcome_fail = /** @type {(inputs: Std24_Outcome_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fail`)
};

export const std24_outcome_pass = /** @type {(inputs: Std24_Outcome_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const std24_outcome_retake = /** @type {(inputs: Std24_Outcome_RetakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`retake`)
};

export const std24_pass_retake_fail = /** @type {(inputs: Std24_Pass_Retake_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`must be pass, retake or fail`)
};

export const std24_refused_standard = /** @type {(inputs: Std24_Refused_StandardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid request to practical.saveStandard: ${i?.problems}`)
};

export const thirdcard_always_banker_draws = /** @type {(inputs: Thirdcard_Always_Banker_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.fact}, the Banker always draws${i?.level} (Tasmania 11)`)
};

export const thirdcard_always_banker_stands = /** @type {(inputs: Thirdcard_Always_Banker_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.fact}, the Banker always stands${i?.level} (Tasmania 11)`)
};

export const thirdcard_always_player_draws = /** @type {(inputs: Thirdcard_Always_Player_DrawsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.fact}, the Player always draws${i?.level} (Tasmania 11)`)
};

export const thirdcard_always_player_stands = /** @type {(inputs: Thirdcard_Always_Player_StandsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`With ${i?.fact}, the Player always stands${i?.level} (Tasmania 11)`)
};

export const thirdcard_cannot_deal = /** @type {(inputs: Thirdcard_Cannot_DealInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.fact} cannot be dealt${i?.level} (Tasmania 11)`)
};

export const thirdcard_cannot_together = /** @type {(inputs: Thirdcard_Cannot_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.facts} and ${i?.last} cannot happen together${i?.level} (Tasmania 11)`)
};

export const thirdcard_fact_banker_draws = /** @type {(inputs: Thirdcard_Fact_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Banker drawing`)
};

export const thirdcard_fact_banker_point = /** @type {(inputs: Thirdcard_Fact_Banker_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a Banker two-card point of ${i?.range}`)
};

export const thirdcard_fact_banker_stands = /** @type {(inputs: Thirdcard_Fact_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Banker standing`)
};

export const thirdcard_fact_natural = /** @type {(inputs: Thirdcard_Fact_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a natural`)
};

export const thirdcard_fact_no_natural = /** @type {(inputs: Thirdcard_Fact_No_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no natural`)
};

export const thirdcard_fact_player_draws = /** @type {(inputs: Thirdcard_Fact_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Player drawing`)
};

export const thirdcard_fact_player_point = /** @type {(inputs: Thirdcard_Fact_Player_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a Player two-card point of ${i?.range}`)
};

export const thirdcard_fact_player_stands = /** @type {(inputs: Thirdcard_Fact_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the Player standing`)
};

export const thirdcard_fact_third_value = /** @type {(inputs: Thirdcard_Fact_Third_ValueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a Player's third card of ${i?.range}`)
};

export const thirdcard_field_banker_draws = /** @type {(inputs: Thirdcard_Field_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker draws`)
};

export const thirdcard_field_banker_point = /** @type {(inputs: Thirdcard_Field_Banker_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker's two-card point`)
};

export const thirdcard_field_natural = /** @type {(inputs: Thirdcard_Field_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A natural 8 or 9`)
};

export const thirdcard_field_player_draws = /** @type {(inputs: Thirdcard_Field_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player draws a third card`)
};

export const thirdcard_field_player_point = /** @type {(inputs: Thirdcard_Field_Player_PointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player's two-card point`)
};

export const thirdcard_field_third_value = /** @type {(inputs: Thirdcard_Field_Third_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player's third card`)
};

export const thirdcard_field_third_value_help = /** @type {(inputs: Thirdcard_Field_Third_Value_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Its value 0–9 (tens and pictures count 0); the Player then draws`)
};

export const thirdcard_level_hard = /** @type {(inputs: Thirdcard_Level_HardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` at hard difficulty (no naturals, Banker 3–6 only)`)
};

export const thirdcard_level_standard = /** @type {(inputs: Thirdcard_Level_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` at standard difficulty (no naturals)`)
};

export const thirdcard_list = /** @type {(inputs: Thirdcard_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.first}, ${i?.rest}`)
};

export const thirdcard_none_together = /** @type {(inputs: Thirdcard_None_TogetherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`these constraints cannot happen together${i?.level} (Tasmania 11)`)
};

export const tour_band_not_recorded = /** @type {(inputs: Tour_Band_Not_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not recorded`)
};

export const tour_floor_accuracy = /** @type {(inputs: Tour_Floor_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: accuracy ${i?.accuracy} is below ${i?.target}`)
};

export const tour_floor_few = /** @type {(inputs: Tour_Floor_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.answered} recent items, at least ${i?.needed} needed`)
};

export const tour_floor_last_failed = /** @type {(inputs: Tour_Floor_Last_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: the last assessment of this skill failed`)
};

export const tour_floor_median = /** @type {(inputs: Tour_Floor_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: median ${i?.median} is slower than ${i?.target}`)
};

export const tour_verify_choose = /** @type {(inputs: Tour_Verify_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a file…`)
};

export const tour_verify_none = /** @type {(inputs: Tour_Verify_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No file chosen`)
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

export const ui24r_audit_assessment_close = /** @type {(inputs: Ui24r_Audit_Assessment_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.close`)
};

export const ui24r_audit_assessment_closed = /** @type {(inputs: Ui24r_Audit_Assessment_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment-closed`)
};

export const ui24r_audit_assessment_countersign_practical = /** @type {(inputs: Ui24r_Audit_Assessment_Countersign_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.countersignPractical`)
};

export const ui24r_audit_assessment_export = /** @type {(inputs: Ui24r_Audit_Assessment_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.export`)
};

export const ui24r_audit_assessment_grade_practical = /** @type {(inputs: Ui24r_Audit_Assessment_Grade_PracticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.gradePractical`)
};

export const ui24r_audit_assessment_history = /** @type {(inputs: Ui24r_Audit_Assessment_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.history`)
};

export const ui24r_audit_assessment_record = /** @type {(inputs: Ui24r_Audit_Assessment_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.record`)
};

export const ui24r_audit_assessment_replay = /** @type {(inputs: Ui24r_Audit_Assessment_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.replay`)
};

export const ui24r_audit_assessment_resume = /** @type {(inputs: Ui24r_Audit_Assessment_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.resume`)
};

export const ui24r_audit_assessment_resumed = /** @type {(inputs: Ui24r_Audit_Assessment_ResumedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment-resumed`)
};

export const ui24r_audit_assessment_start = /** @type {(inputs: Ui24r_Audit_Assessment_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment.start`)
};

export const ui24r_audit_assessment_started = /** @type {(inputs: Ui24r_Audit_Assessment_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment-started`)
};

export const ui24r_audit_assignments_assign = /** @type {(inputs: Ui24r_Audit_Assignments_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assignments.assign`)
};

export const ui24r_audit_assignments_list = /** @type {(inputs: Ui24r_Audit_Assignments_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assignments.list`)
};

export const ui24r_audit_assignments_unassign = /** @type {(inputs: Ui24r_Audit_Assignments_UnassignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assignments.unassign`)
};

export const ui24r_audit_attempt_ledger_fault = /** @type {(inputs: Ui24r_Audit_Attempt_Ledger_FaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempt-ledger-fault`)
};

export const ui24r_audit_attempt_ledger_started = /** @type {(inputs: Ui24r_Audit_Attempt_Ledger_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`attempt-ledger-started`)
};

export const ui24r_audit_audit_attempts = /** @type {(inputs: Ui24r_Audit_Audit_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`audit.attempts`)
};

export const ui24r_audit_audit_check_failed = /** @type {(inputs: Ui24r_Audit_Audit_Check_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`audit-check-failed`)
};

export const ui24r_audit_audit_export_csv = /** @type {(inputs: Ui24r_Audit_Audit_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`audit.exportCsv`)
};

export const ui24r_audit_audit_trail = /** @type {(inputs: Ui24r_Audit_Audit_TrailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`audit.trail`)
};

export const ui24r_audit_dashboard_assign_weak_cases = /** @type {(inputs: Ui24r_Audit_Dashboard_Assign_Weak_CasesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.assignWeakCases`)
};

export const ui24r_audit_dashboard_cohort = /** @type {(inputs: Ui24r_Audit_Dashboard_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.cohort`)
};

export const ui24r_audit_dashboard_export_csv = /** @type {(inputs: Ui24r_Audit_Dashboard_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.exportCsv`)
};

export const ui24r_audit_dashboard_export_xapi = /** @type {(inputs: Ui24r_Audit_Dashboard_Export_XapiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.exportXapi`)
};

export const ui24r_audit_dashboard_trainee = /** @type {(inputs: Ui24r_Audit_Dashboard_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.trainee`)
};

export const ui24r_audit_dashboard_trainees = /** @type {(inputs: Ui24r_Audit_Dashboard_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dashboard.trainees`)
};

export const ui24r_audit_drill_sets_export_file = /** @type {(inputs: Ui24r_Audit_Drill_Sets_Export_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`drillSets.exportFile`)
};

export const ui24r_audit_drill_sets_import_file = /** @type {(inputs: Ui24r_Audit_Drill_Sets_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`drillSets.importFile`)
};

export const ui24r_audit_key_store_created = /** @type {(inputs: Ui24r_Audit_Key_Store_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`key-store-created`)
};

export const ui24r_audit_key_store_refused = /** @type {(inputs: Ui24r_Audit_Key_Store_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`key-store-refused`)
};

export const ui24r_audit_key_store_replaced = /** @type {(inputs: Ui24r_Audit_Key_Store_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`key-store-replaced`)
};

export const ui24r_audit_key_store_rewrapped = /** @type {(inputs: Ui24r_Audit_Key_Store_RewrappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`key-store-rewrapped`)
};

export const ui24r_audit_languages_set_default = /** @type {(inputs: Ui24r_Audit_Languages_Set_DefaultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`languages.setDefault`)
};

export const ui24r_audit_passcode_changed = /** @type {(inputs: Ui24r_Audit_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-changed`)
};

export const ui24r_audit_passcode_kept_on_this_station = /** @type {(inputs: Ui24r_Audit_Passcode_Kept_On_This_StationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-kept-on-this-station`)
};

export const ui24r_audit_passcode_recovered = /** @type {(inputs: Ui24r_Audit_Passcode_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-recovered`)
};

export const ui24r_audit_passcode_reset = /** @type {(inputs: Ui24r_Audit_Passcode_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-reset`)
};

export const ui24r_audit_passcode_reset_refused = /** @type {(inputs: Ui24r_Audit_Passcode_Reset_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-reset-refused`)
};

export const ui24r_audit_passcode_set = /** @type {(inputs: Ui24r_Audit_Passcode_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-set`)
};

export const ui24r_audit_passcode_taken_from_room = /** @type {(inputs: Ui24r_Audit_Passcode_Taken_From_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passcode-taken-from-room`)
};

export const ui24r_audit_practical_countersigned = /** @type {(inputs: Ui24r_Audit_Practical_CountersignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practical-countersigned`)
};

export const ui24r_audit_practical_graded = /** @type {(inputs: Ui24r_Audit_Practical_GradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practical-graded`)
};

export const ui24r_audit_practical_save_standard = /** @type {(inputs: Ui24r_Audit_Practical_Save_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practical.saveStandard`)
};

export const ui24r_audit_practical_standard = /** @type {(inputs: Ui24r_Audit_Practical_StandardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practical.standard`)
};

export const ui24r_audit_practical_standard_saved = /** @type {(inputs: Ui24r_Audit_Practical_Standard_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practical-standard-saved`)
};

export const ui24r_audit_profiles_delete = /** @type {(inputs: Ui24r_Audit_Profiles_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.delete`)
};

export const ui24r_audit_profiles_duplicate = /** @type {(inputs: Ui24r_Audit_Profiles_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.duplicate`)
};

export const ui24r_audit_profiles_save = /** @type {(inputs: Ui24r_Audit_Profiles_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.save`)
};

export const ui24r_audit_profiles_set_house = /** @type {(inputs: Ui24r_Audit_Profiles_Set_HouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.setHouse`)
};

export const ui24r_audit_profiles_update = /** @type {(inputs: Ui24r_Audit_Profiles_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.update`)
};

export const ui24r_audit_profiles_usage = /** @type {(inputs: Ui24r_Audit_Profiles_UsageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profiles.usage`)
};

export const ui24r_audit_recovery_acknowledged = /** @type {(inputs: Ui24r_Audit_Recovery_AcknowledgedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recovery-acknowledged`)
};

export const ui24r_audit_recovery_code_issued = /** @type {(inputs: Ui24r_Audit_Recovery_Code_IssuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recovery-code-issued`)
};

export const ui24r_audit_recovery_refused = /** @type {(inputs: Ui24r_Audit_Recovery_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`recovery-refused`)
};

export const ui24r_audit_report_exported = /** @type {(inputs: Ui24r_Audit_Report_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`report-exported`)
};

export const ui24r_audit_reports_trust_key = /** @type {(inputs: Ui24r_Audit_Reports_Trust_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`reports.trustKey`)
};

export const ui24r_audit_room_dashboard = /** @type {(inputs: Ui24r_Audit_Room_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.dashboard`)
};

export const ui24r_audit_room_document_note = /** @type {(inputs: Ui24r_Audit_Room_Document_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.documentNote`)
};

export const ui24r_audit_room_join = /** @type {(inputs: Ui24r_Audit_Room_JoinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.join`)
};

export const ui24r_audit_room_leave = /** @type {(inputs: Ui24r_Audit_Room_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.leave`)
};

export const ui24r_audit_room_passcode_changed = /** @type {(inputs: Ui24r_Audit_Room_Passcode_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room-passcode-changed`)
};

export const ui24r_audit_room_passcode_refused = /** @type {(inputs: Ui24r_Audit_Room_Passcode_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room-passcode-refused`)
};

export const ui24r_audit_room_preview = /** @type {(inputs: Ui24r_Audit_Room_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.preview`)
};

export const ui24r_audit_room_push_now = /** @type {(inputs: Ui24r_Audit_Room_Push_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.pushNow`)
};

export const ui24r_audit_room_status = /** @type {(inputs: Ui24r_Audit_Room_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.status`)
};

export const ui24r_audit_room_test = /** @type {(inputs: Ui24r_Audit_Room_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.test`)
};

export const ui24r_audit_room_trainee_history = /** @type {(inputs: Ui24r_Audit_Room_Trainee_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`room.traineeHistory`)
};

export const ui24r_audit_seal_key_created = /** @type {(inputs: Ui24r_Audit_Seal_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seal-key-created`)
};

export const ui24r_audit_seal_key_replaced = /** @type {(inputs: Ui24r_Audit_Seal_Key_ReplacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`seal-key-replaced`)
};

export const ui24r_audit_signing_key_created = /** @type {(inputs: Ui24r_Audit_Signing_Key_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signing-key-created`)
};

export const ui24r_audit_signing_key_wrapped = /** @type {(inputs: Ui24r_Audit_Signing_Key_WrappedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`signing-key-wrapped`)
};

export const ui24r_audit_storage_remove_damaged = /** @type {(inputs: Ui24r_Audit_Storage_Remove_DamagedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`storage.removeDamaged`)
};

export const ui24r_audit_studio_sets_check = /** @type {(inputs: Ui24r_Audit_Studio_Sets_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.check`)
};

export const ui24r_audit_studio_sets_delete = /** @type {(inputs: Ui24r_Audit_Studio_Sets_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.delete`)
};

export const ui24r_audit_studio_sets_duplicate = /** @type {(inputs: Ui24r_Audit_Studio_Sets_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.duplicate`)
};

export const ui24r_audit_studio_sets_export_file = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Export_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.exportFile`)
};

export const ui24r_audit_studio_sets_get = /** @type {(inputs: Ui24r_Audit_Studio_Sets_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.get`)
};

export const ui24r_audit_studio_sets_import_file = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Import_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.importFile`)
};

export const ui24r_audit_studio_sets_list = /** @type {(inputs: Ui24r_Audit_Studio_Sets_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.list`)
};

export const ui24r_audit_studio_sets_preview = /** @type {(inputs: Ui24r_Audit_Studio_Sets_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.preview`)
};

export const ui24r_audit_studio_sets_rename = /** @type {(inputs: Ui24r_Audit_Studio_Sets_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.rename`)
};

export const ui24r_audit_studio_sets_resolve_import = /** @type {(inputs: Ui24r_Audit_Studio_Sets_Resolve_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.resolveImport`)
};

export const ui24r_audit_studio_sets_save = /** @type {(inputs: Ui24r_Audit_Studio_Sets_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`studioSets.save`)
};

export const ui24r_audit_trainee_deleted = /** @type {(inputs: Ui24r_Audit_Trainee_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainee-deleted`)
};

export const ui24r_audit_trainee_pin_clear = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`traineePin.clear`)
};

export const ui24r_audit_trainee_pin_cleared = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_ClearedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainee-pin-cleared`)
};

export const ui24r_audit_trainee_pin_cleared_in_room = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_Cleared_In_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainee-pin-cleared-in-room`)
};

export const ui24r_audit_trainee_pin_taken_from_room = /** @type {(inputs: Ui24r_Audit_Trainee_Pin_Taken_From_RoomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainee-pin-taken-from-room`)
};

export const ui24r_audit_trainees_archive = /** @type {(inputs: Ui24r_Audit_Trainees_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.archive`)
};

export const ui24r_audit_trainees_create = /** @type {(inputs: Ui24r_Audit_Trainees_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.create`)
};

export const ui24r_audit_trainees_delete = /** @type {(inputs: Ui24r_Audit_Trainees_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.delete`)
};

export const ui24r_audit_trainees_delete_plan = /** @type {(inputs: Ui24r_Audit_Trainees_Delete_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.deletePlan`)
};

export const ui24r_audit_trainees_import_list = /** @type {(inputs: Ui24r_Audit_Trainees_Import_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.importList`)
};

export const ui24r_audit_trainees_manage = /** @type {(inputs: Ui24r_Audit_Trainees_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.manage`)
};

export const ui24r_audit_trainees_preview_csv = /** @type {(inputs: Ui24r_Audit_Trainees_Preview_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.previewCsv`)
};

export const ui24r_audit_trainees_update = /** @type {(inputs: Ui24r_Audit_Trainees_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainees.update`)
};

export const ui24r_audit_trainer_acknowledge_recovery = /** @type {(inputs: Ui24r_Audit_Trainer_Acknowledge_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainer.acknowledgeRecovery`)
};

export const ui24r_audit_trainer_locked = /** @type {(inputs: Ui24r_Audit_Trainer_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainer-locked`)
};

export const ui24r_audit_trainer_recovery_code = /** @type {(inputs: Ui24r_Audit_Trainer_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainer.recoveryCode`)
};

export const ui24r_audit_trainer_recovery_notice = /** @type {(inputs: Ui24r_Audit_Trainer_Recovery_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainer.recoveryNotice`)
};

export const ui24r_audit_trainer_settings_get = /** @type {(inputs: Ui24r_Audit_Trainer_Settings_GetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainerSettings.get`)
};

export const ui24r_audit_trainer_settings_set = /** @type {(inputs: Ui24r_Audit_Trainer_Settings_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainerSettings.set`)
};

export const ui24r_audit_trainer_unlocked = /** @type {(inputs: Ui24r_Audit_Trainer_UnlockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trainer-unlocked`)
};

export const ui24r_audit_trusted_key_added = /** @type {(inputs: Ui24r_Audit_Trusted_Key_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trusted-key-added`)
};

export const ui24r_audit_trusted_keys_tampered = /** @type {(inputs: Ui24r_Audit_Trusted_Keys_TamperedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trusted-keys-tampered`)
};

export const ui24r_audit_unknown = /** @type {(inputs: Ui24r_Audit_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.action}`)
};

export const ui24r_audit_unlock_refused = /** @type {(inputs: Ui24r_Audit_Unlock_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unlock-refused`)
};

export const ui24r_day_hint = /** @type {(inputs: Ui24r_Day_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A day: year, month, day (2026-03-12)`)
};

export const ui24r_day_placeholder = /** @type {(inputs: Ui24r_Day_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yyyy-mm-dd`)
};

export const ui24r_house_nine_seats_description = /** @type {(inputs: Ui24r_House_Nine_Seats_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Tasmania profile on a nine-seat table (Tasmania 1: numbered spaces for seven or nine seated players).`)
};

export const ui24r_house_nine_seats_name = /** @type {(inputs: Ui24r_House_Nine_Seats_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tasmania, nine seats (commission 19:20, Perfect Pairs)`)
};

export const ui_ans_amount_hint = /** @type {(inputs: Ui_Ans_Amount_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the amount (33.25) or build it from chips (Q W E R … add, Shift+key removes); Enter.`)
};

export const ui_ans_backspace = /** @type {(inputs: Ui_Ans_BackspaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backspace`)
};

export const ui_ans_banker = /** @type {(inputs: Ui_Ans_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker`)
};

export const ui_ans_box_label = /** @type {(inputs: Ui_Ans_Box_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Commission box, seat ${i?.seat}`)
};

export const ui_ans_call_it = /** @type {(inputs: Ui_Ans_Call_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Call it`)
};

export const ui_ans_chip_count = /** @type {(inputs: Ui_Ans_Chip_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} chips`)
};

export const ui_ans_chip_one = /** @type {(inputs: Ui_Ans_Chip_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 chip`)
};

export const ui_ans_chips_hint = /** @type {(inputs: Ui_Ans_Chips_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Build it from chips (Q W E R … add, Shift+key removes, Backspace empties); Enter.`)
};

export const ui_ans_give_chips = /** @type {(inputs: Ui_Ans_Give_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the chips`)
};

export const ui_ans_left = /** @type {(inputs: Ui_Ans_LeftInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: left`)
};

export const ui_ans_mark_box = /** @type {(inputs: Ui_Ans_Mark_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark the box`)
};

export const ui_ans_natural_no = /** @type {(inputs: Ui_Ans_Natural_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natural: no`)
};

export const ui_ans_natural_yes = /** @type {(inputs: Ui_Ans_Natural_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natural: yes`)
};

export const ui_ans_nothing_settled = /** @type {(inputs: Ui_Ans_Nothing_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing settled yet.`)
};

export const ui_ans_paid = /** @type {(inputs: Ui_Ans_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: paid ${i?.amount}`)
};

export const ui_ans_paid_box = /** @type {(inputs: Ui_Ans_Paid_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: paid ${i?.amount}, box ${i?.commission}`)
};

export const ui_ans_pay = /** @type {(inputs: Ui_Ans_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

export const ui_ans_pay_label = /** @type {(inputs: Ui_Ans_Pay_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.bet}`)
};

export const ui_ans_player = /** @type {(inputs: Ui_Ans_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

export const ui_ans_points_hint = /** @type {(inputs: Ui_Ans_Points_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type the Player's point, then the Banker's; N if there is a natural; Enter.`)
};

export const ui_ans_settle_action = /** @type {(inputs: Ui_Ans_Settle_ActionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: T take, L leave (${i?.word}), P pay.`)
};

export const ui_ans_settle_amount = /** @type {(inputs: Ui_Ans_Settle_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.bet}: type the amount, Enter.`)
};

export const ui_ans_settle_area = /** @type {(inputs: Ui_Ans_Settle_AreaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat}: press the area's key (${i?.areas}).`)
};

export const ui_ans_settle_bet = /** @type {(inputs: Ui_Ans_Settle_BetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a bet: its seat number (then its area key), the arrow keys, or click it on the table. Enter when the table is settled; Backspace undoes.`)
};

export const ui_ans_settle_commission = /** @type {(inputs: Ui_Ans_Settle_CommissionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet} paid ${i?.amount}: type the commission for its box, Enter (Backspace: back to the payment).`)
};

export const ui_ans_settled_so_far = /** @type {(inputs: Ui_Ans_Settled_So_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settled so far`)
};

export const ui_ans_table_settled = /** @type {(inputs: Ui_Ans_Table_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table settled`)
};

export const ui_ans_taken = /** @type {(inputs: Ui_Ans_TakenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: taken`)
};

export const ui_ans_undo = /** @type {(inputs: Ui_Ans_UndoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo`)
};

export const ui_app_opening = /** @type {(inputs: Ui_App_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening the table…`)
};

export const ui_area_banker = /** @type {(inputs: Ui_Area_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker`)
};

export const ui_area_banker_pair = /** @type {(inputs: Ui_Area_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`B Pair`)
};

export const ui_area_dragon_banker = /** @type {(inputs: Ui_Area_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon B`)
};

export const ui_area_dragon_player = /** @type {(inputs: Ui_Area_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon P`)
};

export const ui_area_perfect_pair_banker = /** @type {(inputs: Ui_Area_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect B`)
};

export const ui_area_perfect_pair_player = /** @type {(inputs: Ui_Area_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect P`)
};

export const ui_area_player = /** @type {(inputs: Ui_Area_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

export const ui_area_player_pair = /** @type {(inputs: Ui_Area_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`P Pair`)
};

export const ui_area_super_six = /** @type {(inputs: Ui_Area_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super 6`)
};

export const ui_area_tie = /** @type {(inputs: Ui_Area_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const ui_area_tie_odds = /** @type {(inputs: Ui_Area_Tie_OddsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie ${i?.odds}`)
};

export const ui_bet_banker = /** @type {(inputs: Ui_Bet_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker`)
};

export const ui_bet_banker_pair = /** @type {(inputs: Ui_Bet_Banker_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker Pair`)
};

export const ui_bet_dragon_banker = /** @type {(inputs: Ui_Bet_Dragon_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus (Banker)`)
};

export const ui_bet_dragon_player = /** @type {(inputs: Ui_Bet_Dragon_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus (Player)`)
};

export const ui_bet_perfect_pair_banker = /** @type {(inputs: Ui_Bet_Perfect_Pair_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs (Banker)`)
};

export const ui_bet_perfect_pair_player = /** @type {(inputs: Ui_Bet_Perfect_Pair_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs (Player)`)
};

export const ui_bet_player = /** @type {(inputs: Ui_Bet_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player`)
};

export const ui_bet_player_pair = /** @type {(inputs: Ui_Bet_Player_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player Pair`)
};

export const ui_bet_super_six = /** @type {(inputs: Ui_Bet_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Six`)
};

export const ui_bet_tie = /** @type {(inputs: Ui_Bet_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const ui_box_label = /** @type {(inputs: Ui_Box_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission box`)
};

export const ui_box_title = /** @type {(inputs: Ui_Box_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} commission ${i?.amount}`)
};

export const ui_bridge_missing = /** @type {(inputs: Ui_Bridge_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trainer cannot reach its main process (window.trainer is missing). Restart the app.`)
};

export const ui_bridge_no_answer = /** @type {(inputs: Ui_Bridge_No_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The main process did not answer: ${i?.error}`)
};

export const ui_bridge_unreadable = /** @type {(inputs: Ui_Bridge_UnreadableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The main process sent an answer the screen cannot read.`)
};

export const ui_card_excess = /** @type {(inputs: Ui_Card_ExcessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`excess card`)
};

export const ui_card_exposed = /** @type {(inputs: Ui_Card_ExposedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exposed`)
};

export const ui_card_face_down = /** @type {(inputs: Ui_Card_Face_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a face-down card`)
};

export const ui_card_flagged = /** @type {(inputs: Ui_Card_FlaggedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.flag}`)
};

export const ui_card_misdealt = /** @type {(inputs: Ui_Card_MisdealtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`dealt in error`)
};

export const ui_chart_accuracy = /** @type {(inputs: Ui_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy (%)`)
};

export const ui_chart_median = /** @type {(inputs: Ui_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median time (s)`)
};

export const ui_chip_named = /** @type {(inputs: Ui_Chip_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`chip, ${i?.amount}`)
};

export const ui_clause_1 = /** @type {(inputs: Ui_Clause_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table: seven or nine numbered places, the layout marked for the wagers the game offers.`)
};

export const ui_clause_10_1 = /** @type {(inputs: Ui_Clause_10_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After the first four cards the dealer calls both points; further cards follow the table of play.`)
};

export const ui_clause_10_2 = /** @type {(inputs: Ui_Clause_10_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Then the dealer announces the result.`)
};

export const ui_clause_10_3 = /** @type {(inputs: Ui_Clause_10_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order of merit: 9 is highest, then 8 down to 0 (baccarat).`)
};

export const ui_clause_11 = /** @type {(inputs: Ui_Clause_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The table of play: Player on 0–5 draws, 6–7 stands; either hand on 8 or 9 is a natural and nobody draws. Banker draws on 0–2, and on 3–6 depending on the Player’s third card; Banker stands on 7.`)
};

export const ui_clause_12 = /** @type {(inputs: Ui_Clause_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settlement: Player wins pay 1 to 1; Banker wins pay 19 to 20; Ties pay 8 to 1 (the house may pay 9 to 1 where its notice says so).`)
};

export const ui_clause_12_1 = /** @type {(inputs: Ui_Clause_12_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winning Player wagers are paid 1 to 1.`)
};

export const ui_clause_12_2 = /** @type {(inputs: Ui_Clause_12_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winning Banker wagers are paid 19 to 20 (even money less 5% commission, taken from the payment or marked in the seat’s commission box where the house does that).`)
};

export const ui_clause_12_3 = /** @type {(inputs: Ui_Clause_12_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Winning Tie wagers are paid 8 to 1.`)
};

export const ui_clause_12_4 = /** @type {(inputs: Ui_Clause_12_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At a Federal Baccarat table a Banker win pays 1 to 1, except a win on six, which pays half.`)
};

export const ui_clause_13 = /** @type {(inputs: Ui_Clause_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Federal Baccarat: Banker wins pay 1 to 1, except a Banker win on six pays 1 to 1 less 50%; a notice at the table says the game is played.`)
};

export const ui_clause_14 = /** @type {(inputs: Ui_Clause_14Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregularities: what the dealer does with a card dealt in error, an excess card, a card found face up, or a shoe that runs short.`)
};

export const ui_clause_14_1 = /** @type {(inputs: Ui_Clause_14_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A card dealt to the Player in error goes to the Banker if the Banker must draw; otherwise it is put face up at the mouth of the shoe, the result is declared, and the next coup is non-betting and starts with that card as the Player’s first (unless that was the last hand).`)
};

export const ui_clause_14_2 = /** @type {(inputs: Ui_Clause_14_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A card drawn in excess but not seen is the first card of the next hand, provided the marker card has not shown; drawn cards are never put back.`)
};

export const ui_clause_14_3 = /** @type {(inputs: Ui_Clause_14_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`After the first four cards, a card dealt to the Banker that belonged to the Player goes to the Player, and the Banker draws again if the table of play says so.`)
};

export const ui_clause_14_4 = /** @type {(inputs: Ui_Clause_14_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A card found face up in the shoe is used by the table of play if it can be; otherwise it goes face up to the mouth of the shoe and 14.1 is followed.`)
};

export const ui_clause_14_5 = /** @type {(inputs: Ui_Clause_14_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the shoe runs out of cards to finish a hand once the marker card is drawn, that hand is void.`)
};

export const ui_clause_14_6 = /** @type {(inputs: Ui_Clause_14_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the order of the cards in a coup cannot be established, the coup is void.`)
};

export const ui_clause_15 = /** @type {(inputs: Ui_Clause_15Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs: a side wager on the first two cards of the Player or Banker hand being a pair.`)
};

export const ui_clause_15_1 = /** @type {(inputs: Ui_Clause_15_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A pair wins as mixed (one red, one black), coloured (same colour, different suits) or perfect (same suit); anything else loses.`)
};

export const ui_clause_15_6 = /** @type {(inputs: Ui_Clause_15_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs wager wins if the first two cards of its hand are a pair, and loses if they are not.`)
};

export const ui_clause_15_6b = /** @type {(inputs: Ui_Clause_15_6bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Perfect Pairs wager loses if the first two cards of its hand are not a pair.`)
};

export const ui_clause_15_7 = /** @type {(inputs: Ui_Clause_15_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When the coup is over the dealer removes the losing Perfect Pairs wagers, then pays the winning ones.`)
};

export const ui_clause_15_8 = /** @type {(inputs: Ui_Clause_15_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs pays 6 to 1 mixed, 12 to 1 coloured, 25 to 1 perfect.`)
};

export const ui_clause_16 = /** @type {(inputs: Ui_Clause_16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play: the rules for baccarat tournaments (entry, sessions, wagers, secret wagers, winners).`)
};

export const ui_clause_16_4 = /** @type {(inputs: Ui_Clause_16_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition wagers: competition chips only, one wager on Banker or Player (and a Tie if wished) per coup, from the player’s own place.`)
};

export const ui_clause_16_5 = /** @type {(inputs: Ui_Clause_16_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play: the indicator card, the puck marking who wagers first (moving anticlockwise each coup), and wagers once placed are not changed.`)
};

export const ui_clause_16_5_10 = /** @type {(inputs: Ui_Clause_16_5_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A competitor may not wager over the posted maximum, nor on both Banker and Player at once.`)
};

export const ui_clause_16_5_12 = /** @type {(inputs: Ui_Clause_16_5_12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wager below the posted minimum is brought up to the minimum by the player before the coup.`)
};

export const ui_clause_16_5_13 = /** @type {(inputs: Ui_Clause_16_5_13Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wager over the posted maximum is paid or collected up to the maximum only.`)
};

export const ui_clause_16_6 = /** @type {(inputs: Ui_Clause_16_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wagers: written on the approved form and handed over before the cards are dealt, revealed after the result.`)
};

export const ui_clause_16_7 = /** @type {(inputs: Ui_Clause_16_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The play in a competition: dealing, squeezing and settling as in the main rules.`)
};

export const ui_clause_16_8 = /** @type {(inputs: Ui_Clause_16_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session’s winners: the players with the most chips at its end.`)
};

export const ui_clause_4 = /** @type {(inputs: Ui_Clause_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four to eight decks of 52 cards, checked before and after play and dealt from a shoe; six decks at least where Perfect Pairs is offered.`)
};

export const ui_clause_4_1 = /** @type {(inputs: Ui_Clause_4_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four to eight decks, without jokers; at least six decks where Perfect Pairs is offered.`)
};

export const ui_clause_5_3 = /** @type {(inputs: Ui_Clause_5_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A seated player cuts (the first seated, then round from the highest place), placing the marker no less than ten cards from either end; if none wishes, the Inspector cuts.`)
};

export const ui_clause_5_4 = /** @type {(inputs: Ui_Clause_5_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Before the cards go into the shoe, the dealer puts a marker card between the seventh and eighth cards from the back.`)
};

export const ui_clause_5_5 = /** @type {(inputs: Ui_Clause_5_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each new game is shuffled, cut and marked the same way; the cut is offered first to the player left of the last cutter.`)
};

export const ui_clause_6_6 = /** @type {(inputs: Ui_Clause_6_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Banker wager wins when the Banker’s point is higher than the Player’s.`)
};

export const ui_clause_6_7 = /** @type {(inputs: Ui_Clause_6_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A Player wager wins when the Player’s point is higher than the Banker’s.`)
};

export const ui_clause_6_8 = /** @type {(inputs: Ui_Clause_6_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equal points: wagers on Player and Banker stand (neither win nor lose) and Tie wagers win.`)
};

export const ui_clause_7 = /** @type {(inputs: Ui_Clause_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits: the minimum and maximum wagers are shown on the table notice.`)
};

export const ui_clause_7_1 = /** @type {(inputs: Ui_Clause_7_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The minimum and maximum wagers are shown on a notice at the table; wagers need not be multiples of the minimum unless the notice says so.`)
};

export const ui_clause_7_3 = /** @type {(inputs: Ui_Clause_7_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players may not combine wagers to get round the maximum.`)
};

export const ui_clause_7_3b = /** @type {(inputs: Ui_Clause_7_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Players may not combine wagers to get round the maximum.`)
};

export const ui_clause_7_4 = /** @type {(inputs: Ui_Clause_7_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A wager found below the minimum after a result is paid or collected (see 7.5); one above the maximum is paid or collected up to the maximum only.`)
};

export const ui_clause_7_5 = /** @type {(inputs: Ui_Clause_7_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owner of an under-minimum wager is told so, and that further under-minimum wagers will be returned whatever the result.`)
};

export const ui_clause_8 = /** @type {(inputs: Ui_Clause_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aces count one, court cards ten, other cards their number; a hand’s point is the total less tens (0 to 9). Zero is “baccarat”.`)
};

export const ui_clause_9_1 = /** @type {(inputs: Ui_Clause_9_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The shoe stands at the dealer’s left; every card is dealt into the Player or Banker space.`)
};

export const ui_clause_9_2 = /** @type {(inputs: Ui_Clause_9_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Four cards face up: Player, Banker, Player, Banker. Any further card (by the table of play) is also face up.`)
};

export const ui_clause_9_3 = /** @type {(inputs: Ui_Clause_9_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At the players’ request cards may be dealt face down and squeezed by the players; further cards likewise.`)
};

export const ui_clause_9_3b = /** @type {(inputs: Ui_Clause_9_3bInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When cards are squeezed, further cards from the table of play are also dealt face down.`)
};

export const ui_clause_9_4 = /** @type {(inputs: Ui_Clause_9_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No new coup starts once the marker card and one more card have come out of the shoe (six cards must be left).`)
};

export const ui_clause_in_english = /** @type {(inputs: Ui_Clause_In_EnglishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In English`)
};

export const ui_close_up = /** @type {(inputs: Ui_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: close up`)
};

export const ui_closed_session = /** @type {(inputs: Ui_Closed_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Closed “${i?.title}”: its answers are kept.`)
};

export const ui_dash_find = /** @type {(inputs: Ui_Dash_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find`)
};

export const ui_dash_find_placeholder = /** @type {(inputs: Ui_Dash_Find_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or staff number`)
};

export const ui_dash_nothing_answered = /** @type {(inputs: Ui_Dash_Nothing_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing answered yet.`)
};

export const ui_dash_reading = /** @type {(inputs: Ui_Dash_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the trainees…`)
};

export const ui_dash_ready_only = /** @type {(inputs: Ui_Dash_Ready_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready only`)
};

export const ui_dash_sort_attempts = /** @type {(inputs: Ui_Dash_Sort_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most attempts`)
};

export const ui_dash_sort_by = /** @type {(inputs: Ui_Dash_Sort_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

export const ui_dash_sort_flagged = /** @type {(inputs: Ui_Dash_Sort_FlaggedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most flagged cases`)
};

export const ui_dash_sort_floor = /** @type {(inputs: Ui_Dash_Sort_FloorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready first`)
};

export const ui_dash_sort_last = /** @type {(inputs: Ui_Dash_Sort_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last activity`)
};

export const ui_dash_sort_name = /** @type {(inputs: Ui_Dash_Sort_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const ui_dash_title = /** @type {(inputs: Ui_Dash_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer dashboard`)
};

export const ui_dash_trainees = /** @type {(inputs: Ui_Dash_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainees`)
};

export const ui_dmg_confirm_title = /** @type {(inputs: Ui_Dmg_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm the removal`)
};

export const ui_dmg_drill_set = /** @type {(inputs: Ui_Dmg_Drill_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drill set`)
};

export const ui_dmg_keep_it = /** @type {(inputs: Ui_Dmg_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const ui_dmg_many = /** @type {(inputs: Ui_Dmg_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} records in the training data cannot be read. Everything else works.`)
};

export const ui_dmg_named = /** @type {(inputs: Ui_Dmg_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.what} “${i?.name}”`)
};

export const ui_dmg_one = /** @type {(inputs: Ui_Dmg_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One record in the training data cannot be read. Everything else works.`)
};

export const ui_dmg_problem = /** @type {(inputs: Ui_Dmg_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Damaged: ${i?.problem}.`)
};

export const ui_dmg_profile = /** @type {(inputs: Ui_Dmg_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profile`)
};

export const ui_dmg_remove = /** @type {(inputs: Ui_Dmg_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove…`)
};

export const ui_dmg_remove_it = /** @type {(inputs: Ui_Dmg_Remove_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove it`)
};

export const ui_dmg_remove_profile = /** @type {(inputs: Ui_Dmg_Remove_ProfileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the damaged table profile “${i?.name}” for good? Sessions already practised on it keep their answers; a set that uses it needs it saved again.`)
};

export const ui_dmg_remove_set = /** @type {(inputs: Ui_Dmg_Remove_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the damaged drill set “${i?.name}” for good? Sessions already practised on it keep their answers; import the set again to practise it.`)
};

export const ui_dmg_remove_setting = /** @type {(inputs: Ui_Dmg_Remove_SettingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove the damaged setting “${i?.name}”? The default is used instead; nothing else changes.`)
};

export const ui_dmg_session = /** @type {(inputs: Ui_Dmg_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session`)
};

export const ui_dmg_setting = /** @type {(inputs: Ui_Dmg_SettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Setting`)
};

export const ui_dmg_title = /** @type {(inputs: Ui_Dmg_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Damaged records`)
};

export const ui_do_add_trainee = /** @type {(inputs: Ui_Do_Add_TraineeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adding the trainee`)
};

export const ui_do_check_folder = /** @type {(inputs: Ui_Do_Check_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the data folder`)
};

export const ui_do_check_setup = /** @type {(inputs: Ui_Do_Check_SetupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking the setup`)
};

export const ui_do_close_session = /** @type {(inputs: Ui_Do_Close_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closing the session`)
};

export const ui_do_first_drill = /** @type {(inputs: Ui_Do_First_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting your first drill`)
};

export const ui_do_fresh = /** @type {(inputs: Ui_Do_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting with a fresh data file`)
};

export const ui_do_other_folder = /** @type {(inputs: Ui_Do_Other_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening another data folder`)
};

export const ui_do_read_assigned = /** @type {(inputs: Ui_Do_Read_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your assigned work`)
};

export const ui_do_read_cohort = /** @type {(inputs: Ui_Do_Read_CohortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the cohort`)
};

export const ui_do_read_dashboard = /** @type {(inputs: Ui_Do_Read_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the dashboard`)
};

export const ui_do_read_due = /** @type {(inputs: Ui_Do_Read_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading what's due`)
};

export const ui_do_read_profiles = /** @type {(inputs: Ui_Do_Read_ProfilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the table profiles`)
};

export const ui_do_read_progress = /** @type {(inputs: Ui_Do_Read_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading your progress`)
};

export const ui_do_read_set = /** @type {(inputs: Ui_Do_Read_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading a drill set`)
};

export const ui_do_read_sets = /** @type {(inputs: Ui_Do_Read_SetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the drill sets`)
};

export const ui_do_read_settings = /** @type {(inputs: Ui_Do_Read_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the settings`)
};

export const ui_do_read_signed_in = /** @type {(inputs: Ui_Do_Read_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading who is signed in`)
};

export const ui_do_read_summary = /** @type {(inputs: Ui_Do_Read_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the summary`)
};

export const ui_do_read_trainees = /** @type {(inputs: Ui_Do_Read_TraineesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the trainees`)
};

export const ui_do_remove = /** @type {(inputs: Ui_Do_RemoveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removing ${i?.what}`)
};

export const ui_do_rename = /** @type {(inputs: Ui_Do_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changing your name`)
};

export const ui_do_replay = /** @type {(inputs: Ui_Do_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replaying the mistakes`)
};

export const ui_do_resume = /** @type {(inputs: Ui_Do_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resuming the session`)
};

export const ui_do_save_settings = /** @type {(inputs: Ui_Do_Save_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving the settings`)
};

export const ui_do_sign_in = /** @type {(inputs: Ui_Do_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in`)
};

export const ui_do_start_adaptive = /** @type {(inputs: Ui_Do_Start_AdaptiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting adaptive practice`)
};

export const ui_do_start_drill = /** @type {(inputs: Ui_Do_Start_DrillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the drill`)
};

export const ui_do_start_due = /** @type {(inputs: Ui_Do_Start_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting what's due`)
};

export const ui_do_start_mock = /** @type {(inputs: Ui_Do_Start_MockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the mock exam`)
};

export const ui_do_start_practise = /** @type {(inputs: Ui_Do_Start_PractiseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting to practise`)
};

export const ui_do_start_session = /** @type {(inputs: Ui_Do_Start_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Starting the session`)
};

export const ui_do_unfinished = /** @type {(inputs: Ui_Do_UnfinishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Looking for unfinished sessions`)
};

export const ui_drill_answered = /** @type {(inputs: Ui_Drill_AnsweredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.answered} / ${i?.total} answered`)
};

export const ui_drill_home = /** @type {(inputs: Ui_Drill_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const ui_drill_last_answer = /** @type {(inputs: Ui_Drill_Last_AnswerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`last answer ${i?.time}`)
};

export const ui_drill_leave = /** @type {(inputs: Ui_Drill_LeaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave (resume later)`)
};

export const ui_drill_reading_summary = /** @type {(inputs: Ui_Drill_Reading_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The session is complete. Reading the summary…`)
};

export const ui_err_did_not_work = /** @type {(inputs: Ui_Err_Did_Not_WorkInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.doing} did not work.`)
};

export const ui_err_dismiss = /** @type {(inputs: Ui_Err_DismissInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss`)
};

export const ui_fb_answer = /** @type {(inputs: Ui_Fb_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

export const ui_fb_next = /** @type {(inputs: Ui_Fb_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const ui_fb_not_quite = /** @type {(inputs: Ui_Fb_Not_QuiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ Not quite`)
};

export const ui_fb_over_limit = /** @type {(inputs: Ui_Fb_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} (over the time limit: not yet floor-ready)`)
};

export const ui_fb_right = /** @type {(inputs: Ui_Fb_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✓ Right`)
};

export const ui_fb_rule = /** @type {(inputs: Ui_Fb_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule`)
};

export const ui_fb_see_summary = /** @type {(inputs: Ui_Fb_See_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the summary`)
};

export const ui_fb_timed_out = /** @type {(inputs: Ui_Fb_Timed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`✗ Timed out`)
};

export const ui_fb_what_wrong = /** @type {(inputs: Ui_Fb_What_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What was wrong`)
};

export const ui_fb_working = /** @type {(inputs: Ui_Fb_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working`)
};

export const ui_felt_banker = /** @type {(inputs: Ui_Felt_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`BANKER`)
};

export const ui_felt_commission = /** @type {(inputs: Ui_Felt_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`COMMISSION`)
};

export const ui_felt_discard = /** @type {(inputs: Ui_Felt_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`DISCARD`)
};

export const ui_felt_player = /** @type {(inputs: Ui_Felt_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PLAYER`)
};

export const ui_felt_shoe = /** @type {(inputs: Ui_Felt_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SHOE`)
};

export const ui_hand_banker = /** @type {(inputs: Ui_Hand_BankerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker hand`)
};

export const ui_hand_player = /** @type {(inputs: Ui_Hand_PlayerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player hand`)
};

export const ui_heat_cell = /** @type {(inputs: Ui_Heat_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.row}, ${i?.column}: ${i?.words}`)
};

export const ui_heat_drill_this = /** @type {(inputs: Ui_Heat_Drill_ThisInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}. Drill this case.`)
};

export const ui_heat_none = /** @type {(inputs: Ui_Heat_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

export const ui_heat_not_answered = /** @type {(inputs: Ui_Heat_Not_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not answered yet`)
};

export const ui_heat_nothing = /** @type {(inputs: Ui_Heat_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing answered yet.`)
};

export const ui_heat_top_cell = /** @type {(inputs: Ui_Heat_Top_CellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker}, Player's third card ${i?.third}: ${i?.words}`)
};

export const ui_heat_top_corner = /** @type {(inputs: Ui_Heat_Top_CornerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker ╲ Player's 3rd`)
};

export const ui_heat_top_label = /** @type {(inputs: Ui_Heat_Top_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of play: Banker's two-card point by the Player's third card`)
};

export const ui_heat_top_title = /** @type {(inputs: Ui_Heat_Top_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.banker} v Player's third card ${i?.third}`)
};

export const ui_heat_words = /** @type {(inputs: Ui_Heat_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wrong} of ${i?.answered} wrong, ${i?.slow} slow`)
};

export const ui_heat_words_few = /** @type {(inputs: Ui_Heat_Words_FewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.wrong} of ${i?.answered} wrong, ${i?.slow} slow (fewer than ${i?.few} answers: too few to judge)`)
};

export const ui_home_assigned_again = /** @type {(inputs: Ui_Home_Assigned_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Again`)
};

export const ui_home_assigned_all_done = /** @type {(inputs: Ui_Home_Assigned_All_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all done`)
};

export const ui_home_assigned_done = /** @type {(inputs: Ui_Home_Assigned_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const ui_home_assigned_done_due = /** @type {(inputs: Ui_Home_Assigned_Done_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Done (was due ${i?.day})`)
};

export const ui_home_assigned_due = /** @type {(inputs: Ui_Home_Assigned_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due ${i?.day}`)
};

export const ui_home_assigned_gone = /** @type {(inputs: Ui_Home_Assigned_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No longer in the library: ask your trainer.`)
};

export const ui_home_assigned_no_due = /** @type {(inputs: Ui_Home_Assigned_No_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No due date`)
};

export const ui_home_assigned_overdue = /** @type {(inputs: Ui_Home_Assigned_OverdueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overdue: was due ${i?.day}`)
};

export const ui_home_assigned_start = /** @type {(inputs: Ui_Home_Assigned_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

export const ui_home_assigned_title = /** @type {(inputs: Ui_Home_Assigned_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to you`)
};

export const ui_home_assigned_to_do = /** @type {(inputs: Ui_Home_Assigned_To_DoInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} to do`)
};

export const ui_home_cancel = /** @type {(inputs: Ui_Home_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const ui_home_close_ask = /** @type {(inputs: Ui_Home_Close_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close…`)
};

export const ui_home_close_confirm = /** @type {(inputs: Ui_Home_Close_ConfirmInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Close “${i?.title}”? It can no longer be resumed; its answers stay stored.`)
};

export const ui_home_close_confirm_title = /** @type {(inputs: Ui_Home_Close_Confirm_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm closing the session`)
};

export const ui_home_close_it = /** @type {(inputs: Ui_Home_Close_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close it`)
};

export const ui_home_keep_open = /** @type {(inputs: Ui_Home_Keep_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it open`)
};

export const ui_home_pin = /** @type {(inputs: Ui_Home_PinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN`)
};

export const ui_home_pin_change = /** @type {(inputs: Ui_Home_Pin_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change PIN`)
};

export const ui_home_pin_changed = /** @type {(inputs: Ui_Home_Pin_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN changed.`)
};

export const ui_home_pin_current = /** @type {(inputs: Ui_Home_Pin_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current PIN`)
};

export const ui_home_pin_forgotten = /** @type {(inputs: Ui_Home_Pin_ForgottenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgotten it? The trainer can clear it (Trainer mode, Trainees).`)
};

export const ui_home_pin_locked = /** @type {(inputs: Ui_Home_Pin_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`keeps their practice behind a PIN. Enter it, or pick your own name.`)
};

export const ui_home_pin_new = /** @type {(inputs: Ui_Home_Pin_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New PIN (6–12 digits, not 123456 or 111111)`)
};

export const ui_home_pin_set = /** @type {(inputs: Ui_Home_Pin_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PIN set: it is asked for whenever you are picked.`)
};

export const ui_home_pin_set_one = /** @type {(inputs: Ui_Home_Pin_Set_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a PIN`)
};

export const ui_home_pin_title = /** @type {(inputs: Ui_Home_Pin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my practice behind a PIN (F3)`)
};

export const ui_home_rename = /** @type {(inputs: Ui_Home_RenameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rename`)
};

export const ui_home_rename_label = /** @type {(inputs: Ui_Home_Rename_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change my name`)
};

export const ui_home_rename_title = /** @type {(inputs: Ui_Home_Rename_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change my name (F2)`)
};

export const ui_home_save = /** @type {(inputs: Ui_Home_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const ui_home_sign_in = /** @type {(inputs: Ui_Home_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const ui_home_your_name = /** @type {(inputs: Ui_Home_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const ui_key_banker_draws = /** @type {(inputs: Ui_Key_Banker_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker draws`)
};

export const ui_key_banker_stands = /** @type {(inputs: Ui_Key_Banker_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker stands`)
};

export const ui_key_banker_wins = /** @type {(inputs: Ui_Key_Banker_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins`)
};

export const ui_key_finish = /** @type {(inputs: Ui_Key_FinishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Finish: open the trainee side`)
};

export const ui_key_home = /** @type {(inputs: Ui_Key_HomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

export const ui_key_import = /** @type {(inputs: Ui_Key_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import a staff list (CSV)…`)
};

export const ui_key_kept = /** @type {(inputs: Ui_Key_KeptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have put it away`)
};

export const ui_key_leave = /** @type {(inputs: Ui_Key_LeaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Leave (${i?.word})`)
};

export const ui_key_notice = /** @type {(inputs: Ui_Key_NoticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House conventions`)
};

export const ui_key_pay = /** @type {(inputs: Ui_Key_PayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay`)
};

export const ui_key_player_draws = /** @type {(inputs: Ui_Key_Player_DrawsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player draws`)
};

export const ui_key_player_stands = /** @type {(inputs: Ui_Key_Player_StandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player stands`)
};

export const ui_key_player_wins = /** @type {(inputs: Ui_Key_Player_WinsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player wins`)
};

export const ui_key_print = /** @type {(inputs: Ui_Key_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print the code sheet`)
};

export const ui_key_replay = /** @type {(inputs: Ui_Key_ReplayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replay mistakes`)
};

export const ui_key_suggested = /** @type {(inputs: Ui_Key_SuggestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start suggested practice`)
};

export const ui_key_take = /** @type {(inputs: Ui_Key_TakeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Take`)
};

export const ui_key_tie = /** @type {(inputs: Ui_Key_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const ui_keypad_amount = /** @type {(inputs: Ui_Keypad_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const ui_keypad_answer = /** @type {(inputs: Ui_Keypad_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

export const ui_keypad_group = /** @type {(inputs: Ui_Keypad_GroupInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} keypad`)
};

export const ui_links_dashboard = /** @type {(inputs: Ui_Links_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer dashboard`)
};

export const ui_links_due = /** @type {(inputs: Ui_Links_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Practise what's due`)
};

export const ui_links_due_count = /** @type {(inputs: Ui_Links_Due_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise what's due (${i?.count})`)
};

export const ui_links_progress = /** @type {(inputs: Ui_Links_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My progress`)
};

export const ui_mode_assessment = /** @type {(inputs: Ui_Mode_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`assessment`)
};

export const ui_mode_practice = /** @type {(inputs: Ui_Mode_PracticeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`practice`)
};

export const ui_nl_banker = /** @type {(inputs: Ui_Nl_BankerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.min} – ${i?.max} · pays ${i?.odds}`)
};

export const ui_nl_banker_box = /** @type {(inputs: Ui_Nl_Banker_BoxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.min} – ${i?.max} · pays ${i?.odds} (even money, ${i?.rate} to the commission box)`)
};

export const ui_nl_banker_six = /** @type {(inputs: Ui_Nl_Banker_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Banker ${i?.min} – ${i?.max} · pays 1:1, a win on six pays half`)
};

export const ui_nl_burn = /** @type {(inputs: Ui_Nl_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`burn at new shoe`)
};

export const ui_nl_decks = /** @type {(inputs: Ui_Nl_DecksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.decks} decks`)
};

export const ui_nl_dragon = /** @type {(inputs: Ui_Nl_DragonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dragon Bonus ${i?.range} · natural ${i?.natural}; by 9 ${i?.d9}, 8 ${i?.d8}, 7 ${i?.d7}, 6 ${i?.d6}, 5 ${i?.d5}, 4 ${i?.d4}`)
};

export const ui_nl_liability = /** @type {(inputs: Ui_Nl_LiabilityInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum collective liability ${i?.amount}`)
};

export const ui_nl_pairs = /** @type {(inputs: Ui_Nl_PairsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player / Banker Pair ${i?.range} · pays ${i?.odds}`)
};

export const ui_nl_perfect = /** @type {(inputs: Ui_Nl_PerfectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Perfect Pairs ${i?.range} · ${i?.mixed} mixed, ${i?.coloured} coloured, ${i?.perfect} perfect`)
};

export const ui_nl_player = /** @type {(inputs: Ui_Nl_PlayerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Player ${i?.min} – ${i?.max} · pays 1:1`)
};

export const ui_nl_squeeze = /** @type {(inputs: Ui_Nl_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`squeeze permitted`)
};

export const ui_nl_super_six = /** @type {(inputs: Ui_Nl_Super_SixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Super Six ${i?.range} · pays ${i?.odds}`)
};

export const ui_nl_tie = /** @type {(inputs: Ui_Nl_TieInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tie ${i?.min} – ${i?.max} · pays ${i?.odds}`)
};

export const ui_no_practice_set = /** @type {(inputs: Ui_No_Practice_SetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no practice drill set in the library. Import one first.`)
};

export const ui_notice_close = /** @type {(inputs: Ui_Notice_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_notice_conventions = /** @type {(inputs: Ui_Notice_ConventionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House conventions`)
};

export const ui_notice_label = /** @type {(inputs: Ui_Notice_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table notice`)
};

export const ui_notice_limits = /** @type {(inputs: Ui_Notice_LimitsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limits and odds`)
};

export const ui_notice_table = /** @type {(inputs: Ui_Notice_TableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Table ${i?.id}`)
};

export const ui_old_files_kept = /** @type {(inputs: Ui_Old_Files_KeptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your old files were kept at ${i?.paths}.`)
};

export const ui_pace_above_default = /** @type {(inputs: Ui_Pace_Above_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(at or above the default target of ${i?.target})`)
};

export const ui_pace_above_house = /** @type {(inputs: Ui_Pace_Above_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(at or above the house's target of ${i?.target})`)
};

export const ui_pace_accuracy = /** @type {(inputs: Ui_Pace_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const ui_pace_an_hour = /** @type {(inputs: Ui_Pace_An_HourInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coups an hour`)
};

export const ui_pace_below_default = /** @type {(inputs: Ui_Pace_Below_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(below the default target of ${i?.target})`)
};

export const ui_pace_below_house = /** @type {(inputs: Ui_Pace_Below_HouseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(below the house's target of ${i?.target})`)
};

export const ui_pace_correct = /** @type {(inputs: Ui_Pace_CorrectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.correct} of ${i?.coups} coups right)`)
};

export const ui_pace_coup_one = /** @type {(inputs: Ui_Pace_Coup_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 coup`)
};

export const ui_pace_coups = /** @type {(inputs: Ui_Pace_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} coups`)
};

export const ui_pace_coups_h = /** @type {(inputs: Ui_Pace_Coups_HInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`coups/h`)
};

export const ui_pace_lab = /** @type {(inputs: Ui_Pace_LabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace lab`)
};

export const ui_pace_meter_title = /** @type {(inputs: Ui_Pace_Meter_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coups an hour on the main process's clock, from the cards dealt to each answer`)
};

export const ui_pace_minutes = /** @type {(inputs: Ui_Pace_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.min} min ${i?.sec} s`)
};

export const ui_pace_no_coup = /** @type {(inputs: Ui_Pace_No_CoupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no coup worked yet`)
};

export const ui_pace_no_run = /** @type {(inputs: Ui_Pace_No_RunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No pace-lab run yet.`)
};

export const ui_pace_rate = /** @type {(inputs: Ui_Pace_RateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.rate} coups/h`)
};

export const ui_pace_right = /** @type {(inputs: Ui_Pace_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`right`)
};

export const ui_pace_run_detail = /** @type {(inputs: Ui_Pace_Run_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(target ${i?.target}) · ${i?.percent} right of ${i?.coups} coups`)
};

export const ui_pace_run_detail_one = /** @type {(inputs: Ui_Pace_Run_Detail_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(target ${i?.target}) · ${i?.percent} right of 1 coup`)
};

export const ui_pace_target = /** @type {(inputs: Ui_Pace_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`target ${i?.target}`)
};

export const ui_pace_target_default = /** @type {(inputs: Ui_Pace_Target_DefaultInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`target ${i?.target} (default)`)
};

export const ui_pace_time = /** @type {(inputs: Ui_Pace_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time at the table`)
};

export const ui_pace_time_detail = /** @type {(inputs: Ui_Pace_Time_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}, timed by the app from each deal to each answer`)
};

export const ui_pace_title = /** @type {(inputs: Ui_Pace_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace`)
};

export const ui_pile_close_up = /** @type {(inputs: Ui_Pile_Close_UpInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: the pile close up`)
};

export const ui_profile_banker_commission = /** @type {(inputs: Ui_Profile_Banker_CommissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission (Tasmania 12.2)`)
};

export const ui_profile_banker_pays = /** @type {(inputs: Ui_Profile_Banker_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker pays`)
};

export const ui_profile_banker_six_half = /** @type {(inputs: Ui_Profile_Banker_Six_HalfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Even money, a win on six pays half (12.4)`)
};

export const ui_profile_banker_tie = /** @type {(inputs: Ui_Profile_Banker_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker and Tie`)
};

export const ui_profile_bet_unit = /** @type {(inputs: Ui_Profile_Bet_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bet unit`)
};

export const ui_profile_bet_unit_hint = /** @type {(inputs: Ui_Profile_Bet_Unit_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`drills' bets are multiples of it`)
};

export const ui_profile_burn = /** @type {(inputs: Ui_Profile_BurnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Burn at a new shoe (turn the first card, burn that many)`)
};

export const ui_profile_chip_at_most = /** @type {(inputs: Ui_Profile_Chip_At_MostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fewest, at most N of one chip`)
};

export const ui_profile_chip_colours = /** @type {(inputs: Ui_Profile_Chip_ColoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The wager's own colours`)
};

export const ui_profile_chip_fewest = /** @type {(inputs: Ui_Profile_Chip_FewestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The fewest chips`)
};

export const ui_profile_chip_max = /** @type {(inputs: Ui_Profile_Chip_MaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At most, of one chip`)
};

export const ui_profile_chip_max_hint = /** @type {(inputs: Ui_Profile_Chip_Max_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 to 19`)
};

export const ui_profile_chip_payment = /** @type {(inputs: Ui_Profile_Chip_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paying in chips`)
};

export const ui_profile_chips = /** @type {(inputs: Ui_Profile_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chips`)
};

export const ui_profile_chips_hint = /** @type {(inputs: Ui_Profile_Chips_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`smallest first: 0.25, 1, 5`)
};

export const ui_profile_collection = /** @type {(inputs: Ui_Profile_CollectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission collected`)
};

export const ui_profile_collection_box = /** @type {(inputs: Ui_Profile_Collection_BoxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marked in the seat's commission box`)
};

export const ui_profile_collection_deducted = /** @type {(inputs: Ui_Profile_Collection_DeductedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deducted at payment`)
};

export const ui_profile_coloured_pair = /** @type {(inputs: Ui_Profile_Coloured_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloured pair`)
};

export const ui_profile_commission_odds = /** @type {(inputs: Ui_Profile_Commission_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission odds`)
};

export const ui_profile_competition = /** @type {(inputs: Ui_Profile_CompetitionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition play (Tasmania 16)`)
};

export const ui_profile_competition_unit = /** @type {(inputs: Ui_Profile_Competition_UnitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Competition unit`)
};

export const ui_profile_conventions = /** @type {(inputs: Ui_Profile_ConventionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House conventions`)
};

export const ui_profile_currency = /** @type {(inputs: Ui_Profile_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const ui_profile_currency_hint = /** @type {(inputs: Ui_Profile_Currency_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AUD, INR…`)
};

export const ui_profile_currency_symbol = /** @type {(inputs: Ui_Profile_Currency_SymbolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency symbol`)
};

export const ui_profile_currency_word = /** @type {(inputs: Ui_Profile_Currency_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`currency`)
};

export const ui_profile_cut_first = /** @type {(inputs: Ui_Profile_Cut_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut offered first to`)
};

export const ui_profile_cut_first_place = /** @type {(inputs: Ui_Profile_Cut_First_PlaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The lowest-numbered occupied seat`)
};

export const ui_profile_cut_sat_first = /** @type {(inputs: Ui_Profile_Cut_Sat_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The player who sat down first (5.3)`)
};

export const ui_profile_decks = /** @type {(inputs: Ui_Profile_DecksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decks`)
};

export const ui_profile_decks_hint = /** @type {(inputs: Ui_Profile_Decks_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 to 8`)
};

export const ui_profile_description = /** @type {(inputs: Ui_Profile_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const ui_profile_dragon = /** @type {(inputs: Ui_Profile_DragonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus`)
};

export const ui_profile_dragon_margin = /** @type {(inputs: Ui_Profile_Dragon_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Win by ${i?.n}`)
};

export const ui_profile_dragon_natural = /** @type {(inputs: Ui_Profile_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Natural win`)
};

export const ui_profile_field_banker_odds = /** @type {(inputs: Ui_Profile_Field_Banker_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker commission odds`)
};

export const ui_profile_field_chips = /** @type {(inputs: Ui_Profile_Field_ChipsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chip denominations`)
};

export const ui_profile_field_currency_code = /** @type {(inputs: Ui_Profile_Field_Currency_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency code`)
};

export const ui_profile_field_dragon_margin = /** @type {(inputs: Ui_Profile_Field_Dragon_MarginInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dragon Bonus, win by ${i?.n}`)
};

export const ui_profile_field_dragon_natural = /** @type {(inputs: Ui_Profile_Field_Dragon_NaturalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dragon Bonus, natural win`)
};

export const ui_profile_field_for = /** @type {(inputs: Ui_Profile_Field_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (for)`)
};

export const ui_profile_field_liability = /** @type {(inputs: Ui_Profile_Field_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum collective liability`)
};

export const ui_profile_field_min_answered = /** @type {(inputs: Ui_Profile_Field_Min_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers needed before judging`)
};

export const ui_profile_field_pairs_odds = /** @type {(inputs: Ui_Profile_Field_Pairs_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player/Banker Pair odds`)
};

export const ui_profile_field_pays = /** @type {(inputs: Ui_Profile_Field_PaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} (pays)`)
};

export const ui_profile_field_pp_coloured = /** @type {(inputs: Ui_Profile_Field_Pp_ColouredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs, coloured pair`)
};

export const ui_profile_field_pp_mixed = /** @type {(inputs: Ui_Profile_Field_Pp_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs, mixed pair`)
};

export const ui_profile_field_pp_perfect = /** @type {(inputs: Ui_Profile_Field_Pp_PerfectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs, perfect pair`)
};

export const ui_profile_field_round_on = /** @type {(inputs: Ui_Profile_Field_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission rounded on`)
};

export const ui_profile_field_skill_accuracy = /** @type {(inputs: Ui_Profile_Field_Skill_AccuracyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} accuracy`)
};

export const ui_profile_field_skill_pace = /** @type {(inputs: Ui_Profile_Field_Skill_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} pace`)
};

export const ui_profile_field_skill_target = /** @type {(inputs: Ui_Profile_Field_Skill_TargetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} target`)
};

export const ui_profile_field_super_six_odds = /** @type {(inputs: Ui_Profile_Field_Super_Six_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Six odds`)
};

export const ui_profile_field_tie_odds = /** @type {(inputs: Ui_Profile_Field_Tie_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie odds`)
};

export const ui_profile_form = /** @type {(inputs: Ui_Profile_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profile`)
};

export const ui_profile_fractional = /** @type {(inputs: Ui_Profile_FractionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Part of a cent`)
};

export const ui_profile_fractional_down = /** @type {(inputs: Ui_Profile_Fractional_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid rounded down`)
};

export const ui_profile_fractional_half_up = /** @type {(inputs: Ui_Profile_Fractional_Half_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rounded to the nearest cent`)
};

export const ui_profile_id = /** @type {(inputs: Ui_Profile_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id`)
};

export const ui_profile_id_hint = /** @type {(inputs: Ui_Profile_Id_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`lower-case letters, digits and hyphens`)
};

export const ui_profile_indicator = /** @type {(inputs: Ui_Profile_IndicatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indicator card (16.5.1)`)
};

export const ui_profile_liability = /** @type {(inputs: Ui_Profile_LiabilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collective liability`)
};

export const ui_profile_liability_hint = /** @type {(inputs: Ui_Profile_Liability_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`empty: none posted (Tasmania 7.3b)`)
};

export const ui_profile_limits = /** @type {(inputs: Ui_Profile_LimitsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Limits and chips (${i?.currency})`)
};

export const ui_profile_main = /** @type {(inputs: Ui_Profile_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player/Banker`)
};

export const ui_profile_maximum = /** @type {(inputs: Ui_Profile_MaximumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bets} maximum`)
};

export const ui_profile_min_answered = /** @type {(inputs: Ui_Profile_Min_AnsweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers before judging`)
};

export const ui_profile_minimum = /** @type {(inputs: Ui_Profile_MinimumInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bets} minimum`)
};

export const ui_profile_mixed_pair = /** @type {(inputs: Ui_Profile_Mixed_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mixed pair`)
};

export const ui_profile_name = /** @type {(inputs: Ui_Profile_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const ui_profile_pace = /** @type {(inputs: Ui_Profile_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace target`)
};

export const ui_profile_pace_hint = /** @type {(inputs: Ui_Profile_Pace_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`coups an hour; a house convention (default ${i?.mini} mini, ${i?.midi} midi with the squeeze)`)
};

export const ui_profile_pair = /** @type {(inputs: Ui_Profile_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pair`)
};

export const ui_profile_pairs = /** @type {(inputs: Ui_Profile_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Player/Banker Pair`)
};

export const ui_profile_perfect_pair = /** @type {(inputs: Ui_Profile_Perfect_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect pair`)
};

export const ui_profile_perfect_pairs = /** @type {(inputs: Ui_Profile_Perfect_PairsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perfect Pairs (Tasmania 15)`)
};

export const ui_profile_push_word = /** @type {(inputs: Ui_Profile_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word for a push`)
};

export const ui_profile_push_word_hint = /** @type {(inputs: Ui_Profile_Push_Word_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a tie's Player and Banker bets, left in their spots: in every question, answer and button`)
};

export const ui_profile_round_on = /** @type {(inputs: Ui_Profile_Round_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When it is rounded`)
};

export const ui_profile_round_on_mark = /** @type {(inputs: Ui_Profile_Round_On_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On each payment or box mark, as it is made`)
};

export const ui_profile_round_on_total = /** @type {(inputs: Ui_Profile_Round_On_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Once, on the box total when the seat pays it`)
};

export const ui_profile_rounding = /** @type {(inputs: Ui_Profile_RoundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commission rounding`)
};

export const ui_profile_rounding_down = /** @type {(inputs: Ui_Profile_Rounding_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round it down to what the smallest chip can pay`)
};

export const ui_profile_rounding_exact = /** @type {(inputs: Ui_Profile_Rounding_ExactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charge it to the cent (a part of a cent counts as a whole cent)`)
};

export const ui_profile_rounding_up = /** @type {(inputs: Ui_Profile_Rounding_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Round it up to what the smallest chip can pay`)
};

export const ui_profile_seat_one = /** @type {(inputs: Ui_Profile_Seat_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat numbering`)
};

export const ui_profile_seat_one_left = /** @type {(inputs: Ui_Profile_Seat_One_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat 1 at the dealer's left`)
};

export const ui_profile_seat_one_right = /** @type {(inputs: Ui_Profile_Seat_One_RightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seat 1 at the dealer's right`)
};

export const ui_profile_seats = /** @type {(inputs: Ui_Profile_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const ui_profile_seats_n = /** @type {(inputs: Ui_Profile_Seats_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.n} seats`)
};

export const ui_profile_secret_wagers = /** @type {(inputs: Ui_Profile_Secret_WagersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Secret wagers`)
};

export const ui_profile_secret_wagers_hint = /** @type {(inputs: Ui_Profile_Secret_Wagers_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0 to 20 (16.6)`)
};

export const ui_profile_settlement = /** @type {(inputs: Ui_Profile_SettlementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settlement order`)
};

export const ui_profile_settlement_losers = /** @type {(inputs: Ui_Profile_Settlement_LosersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every loser taken before any winner is paid`)
};

export const ui_profile_settlement_main = /** @type {(inputs: Ui_Profile_Settlement_MainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Main bets settled, then the side bets`)
};

export const ui_profile_side_bets = /** @type {(inputs: Ui_Profile_Side_BetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Side bets`)
};

export const ui_profile_source = /** @type {(inputs: Ui_Profile_SourceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rule source`)
};

export const ui_profile_source_hint = /** @type {(inputs: Ui_Profile_Source_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`cited in feedback`)
};

export const ui_profile_squeeze = /** @type {(inputs: Ui_Profile_SqueezeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cards may be squeezed (Tasmania 9.3)`)
};

export const ui_profile_super_six = /** @type {(inputs: Ui_Profile_Super_SixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Super Six`)
};

export const ui_profile_super_six_odds = /** @type {(inputs: Ui_Profile_Super_Six_OddsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banker wins on six`)
};

export const ui_profile_table = /** @type {(inputs: Ui_Profile_TableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table`)
};

export const ui_profile_targets = /** @type {(inputs: Ui_Profile_TargetsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready targets`)
};

export const ui_profile_targets_on = /** @type {(inputs: Ui_Profile_Targets_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This house sets its own targets (otherwise the app's: 95% and the usual pace, four skills)`)
};

export const ui_profile_tie = /** @type {(inputs: Ui_Profile_TieInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tie`)
};

export const ui_prog_accuracy = /** @type {(inputs: Ui_Prog_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const ui_prog_assign = /** @type {(inputs: Ui_Prog_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign a set from the weak cases`)
};

export const ui_prog_attempts = /** @type {(inputs: Ui_Prog_AttemptsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assessment attempts`)
};

export const ui_prog_back = /** @type {(inputs: Ui_Prog_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const ui_prog_by_session = /** @type {(inputs: Ui_Prog_By_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By session`)
};

export const ui_prog_by_week = /** @type {(inputs: Ui_Prog_By_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By week`)
};

export const ui_prog_cell_hint = /** @type {(inputs: Ui_Prog_Cell_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click a cell (or Tab to it and press Enter) to drill exactly that case.`)
};

export const ui_prog_cell_slow = /** @type {(inputs: Ui_Prog_Cell_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each cell shows how many of its answers were slow ("2/9"). Grey: fewer than ${i?.few} answers, too few to judge.`)
};

export const ui_prog_cell_wrong = /** @type {(inputs: Ui_Prog_Cell_WrongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Each cell shows how many of its answers were wrong ("2/9"). Grey: fewer than ${i?.few} answers, too few to judge.`)
};

export const ui_prog_chart_accuracy = /** @type {(inputs: Ui_Prog_Chart_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy against the pass mark`)
};

export const ui_prog_chart_median = /** @type {(inputs: Ui_Prog_Chart_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median time against the target`)
};

export const ui_prog_clause_column_all = /** @type {(inputs: Ui_Prog_Clause_Column_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all`)
};

export const ui_prog_colour_by = /** @type {(inputs: Ui_Prog_Colour_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colour by`)
};

export const ui_prog_drill = /** @type {(inputs: Ui_Prog_DrillInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drill: ${i?.title}`)
};

export const ui_prog_due_today = /** @type {(inputs: Ui_Prog_Due_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Due today (${i?.count})`)
};

export const ui_prog_errors = /** @type {(inputs: Ui_Prog_ErrorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Errors`)
};

export const ui_prog_errors_where = /** @type {(inputs: Ui_Prog_Errors_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where the errors are`)
};

export const ui_prog_failed = /** @type {(inputs: Ui_Prog_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`failed`)
};

export const ui_prog_floor_ready = /** @type {(inputs: Ui_Prog_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Floor-ready`)
};

export const ui_prog_group_by = /** @type {(inputs: Ui_Prog_Group_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Group by`)
};

export const ui_prog_held_back = /** @type {(inputs: Ui_Prog_Held_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.level} (held back: the last assessment failed)`)
};

export const ui_prog_irregularities = /** @type {(inputs: Ui_Prog_IrregularitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Irregularities by clause`)
};

export const ui_prog_kind_case = /** @type {(inputs: Ui_Prog_Kind_CaseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.case}`)
};

export const ui_prog_last_assessment = /** @type {(inputs: Ui_Prog_Last_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last assessment`)
};

export const ui_prog_later_count = /** @type {(inputs: Ui_Prog_Later_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} more cases are due already.`)
};

export const ui_prog_later_count_one = /** @type {(inputs: Ui_Prog_Later_Count_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 more case is due already.`)
};

export const ui_prog_later_days = /** @type {(inputs: Ui_Prog_Later_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.perDay} a day: they come over the next ${i?.days} days, the last on ${i?.last}.`)
};

export const ui_prog_later_tomorrow = /** @type {(inputs: Ui_Prog_Later_TomorrowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.perDay} a day: they come tomorrow.`)
};

export const ui_prog_level = /** @type {(inputs: Ui_Prog_LevelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Level`)
};

export const ui_prog_median = /** @type {(inputs: Ui_Prog_MedianInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median`)
};

export const ui_prog_missed_again = /** @type {(inputs: Ui_Prog_Missed_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`missed again and again`)
};

export const ui_prog_missed_title = /** @type {(inputs: Ui_Prog_Missed_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Missed again and again (${i?.count})`)
};

export const ui_prog_misses = /** @type {(inputs: Ui_Prog_MissesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.case} · ${i?.misses} of ${i?.reviews} missed`)
};

export const ui_prog_none = /** @type {(inputs: Ui_Prog_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None.`)
};

export const ui_prog_none_yet = /** @type {(inputs: Ui_Prog_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet.`)
};

export const ui_prog_not_floor_ready = /** @type {(inputs: Ui_Prog_Not_Floor_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not floor-ready yet`)
};

export const ui_prog_nothing = /** @type {(inputs: Ui_Prog_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing answered yet.`)
};

export const ui_prog_nothing_due = /** @type {(inputs: Ui_Prog_Nothing_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is due today.`)
};

export const ui_prog_of_item_one = /** @type {(inputs: Ui_Prog_Of_Item_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} of 1 item`)
};

export const ui_prog_of_items = /** @type {(inputs: Ui_Prog_Of_ItemsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent} of ${i?.count} items`)
};

export const ui_prog_over_time = /** @type {(inputs: Ui_Prog_Over_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over time`)
};

export const ui_prog_passed = /** @type {(inputs: Ui_Prog_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`passed`)
};

export const ui_prog_payouts = /** @type {(inputs: Ui_Prog_PayoutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payouts by bet and stake`)
};

export const ui_prog_practise_due = /** @type {(inputs: Ui_Prog_Practise_DueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Practise what's due (${i?.count})`)
};

export const ui_prog_reading = /** @type {(inputs: Ui_Prog_ReadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reading the progress…`)
};

export const ui_prog_skill = /** @type {(inputs: Ui_Prog_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const ui_prog_skills = /** @type {(inputs: Ui_Prog_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

export const ui_prog_slowness = /** @type {(inputs: Ui_Prog_SlownessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Slowness`)
};

export const ui_prog_target = /** @type {(inputs: Ui_Prog_TargetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Target`)
};

export const ui_prog_title = /** @type {(inputs: Ui_Prog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const ui_prog_title_of = /** @type {(inputs: Ui_Prog_Title_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Progress: ${i?.name}`)
};

export const ui_prog_top_slow = /** @type {(inputs: Ui_Prog_Top_SlowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of play (Tasmania 11), slow of answered`)
};

export const ui_prog_top_wrong = /** @type {(inputs: Ui_Prog_Top_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of play (Tasmania 11), wrong of answered`)
};

export const ui_progress_words = /** @type {(inputs: Ui_Progress_WordsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}: ${i?.done} of ${i?.total} items (${i?.percent})`)
};

export const ui_progress_words_one = /** @type {(inputs: Ui_Progress_Words_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stage}: ${i?.done} of ${i?.total} item (${i?.percent})`)
};

export const ui_push_word = /** @type {(inputs: Ui_Push_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`push`)
};

export const ui_rec_folder = /** @type {(inputs: Ui_Rec_FolderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This app keeps its data in ${i?.folder}`)
};

export const ui_rec_intro = /** @type {(inputs: Ui_Rec_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is the only way back into trainer mode if the passcode is forgotten. Print it or write it down, and put it in the safe. It is shown only this once.`)
};

export const ui_rec_sheet_text = /** @type {(inputs: Ui_Rec_Sheet_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If the trainer passcode is forgotten: open the app, choose Trainer mode, then “Forgot the passcode?”, and enter this code with a new passcode. Every trainee and every result is kept; the app then gives a new recovery code to keep instead of this one.`)
};

export const ui_rec_sheet_title = /** @type {(inputs: Ui_Rec_Sheet_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baccarat Dealer Trainer: trainer passcode recovery code`)
};

export const ui_rec_title = /** @type {(inputs: Ui_Rec_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The recovery code`)
};

export const ui_red_line = /** @type {(inputs: Ui_Red_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Red-line mistake`)
};

export const ui_removed_damaged = /** @type {(inputs: Ui_Removed_DamagedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Removed the damaged record: ${i?.what}.`)
};

export const ui_seat_bet = /** @type {(inputs: Ui_Seat_BetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat} ${i?.bet}`)
};

export const ui_seconds = /** @type {(inputs: Ui_SecondsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.seconds} s`)
};

export const ui_set_back = /** @type {(inputs: Ui_Set_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const ui_set_house_rules = /** @type {(inputs: Ui_Set_House_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`House rules`)
};

export const ui_set_motion = /** @type {(inputs: Ui_Set_MotionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motion`)
};

export const ui_set_motion_off = /** @type {(inputs: Ui_Set_Motion_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full animation`)
};

export const ui_set_motion_on = /** @type {(inputs: Ui_Set_Motion_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reduced: cards appear without moving`)
};

export const ui_set_motion_system = /** @type {(inputs: Ui_Set_Motion_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow the system setting`)
};

export const ui_set_profile = /** @type {(inputs: Ui_Set_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table profile`)
};

export const ui_set_sound = /** @type {(inputs: Ui_Set_SoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sound`)
};

export const ui_set_speed = /** @type {(inputs: Ui_Set_SpeedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deal speed: ${i?.speed}×`)
};

export const ui_set_title = /** @type {(inputs: Ui_Set_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const ui_set_volume = /** @type {(inputs: Ui_Set_VolumeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Volume: ${i?.percent}`)
};

export const ui_setup_added = /** @type {(inputs: Ui_Setup_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.name}.`)
};

export const ui_setup_imported = /** @type {(inputs: Ui_Setup_ImportedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported ${i?.what}.`)
};

export const ui_st_choose = /** @type {(inputs: Ui_St_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another folder…`)
};

export const ui_st_could_not_check = /** @type {(inputs: Ui_St_Could_Not_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The trainer could not check its data folder.`)
};

export const ui_st_file = /** @type {(inputs: Ui_St_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`File:`)
};

export const ui_st_fresh = /** @type {(inputs: Ui_St_FreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start fresh`)
};

export const ui_st_retry = /** @type {(inputs: Ui_St_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try again`)
};

export const ui_st_title = /** @type {(inputs: Ui_St_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your training records cannot be opened`)
};

export const ui_st_ways_out = /** @type {(inputs: Ui_St_Ways_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another folder, or start with a fresh data file. Your old file is kept (renamed), never deleted.`)
};

export const ui_staff_added = /** @type {(inputs: Ui_Staff_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} trainees from ${i?.file}`)
};

export const ui_staff_added_one = /** @type {(inputs: Ui_Staff_Added_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 trainee from ${i?.file}`)
};

export const ui_staff_cancel = /** @type {(inputs: Ui_Staff_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const ui_staff_choose_other = /** @type {(inputs: Ui_Staff_Choose_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose another file`)
};

export const ui_staff_fix_first = /** @type {(inputs: Ui_Staff_Fix_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing is imported until every line is right. Fix these in the file and choose it again:`)
};

export const ui_staff_heading = /** @type {(inputs: Ui_Staff_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.trainees}`)
};

export const ui_staff_heading_fix = /** @type {(inputs: Ui_Staff_Heading_FixInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.file}: ${i?.trainees}, ${i?.lines} to fix`)
};

export const ui_staff_import = /** @type {(inputs: Ui_Staff_ImportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Import these ${i?.trainees}`)
};

export const ui_staff_line = /** @type {(inputs: Ui_Staff_LineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Line`)
};

export const ui_staff_line_one = /** @type {(inputs: Ui_Staff_Line_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 line`)
};

export const ui_staff_lines = /** @type {(inputs: Ui_Staff_LinesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} lines`)
};

export const ui_staff_name = /** @type {(inputs: Ui_Staff_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const ui_staff_number = /** @type {(inputs: Ui_Staff_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number`)
};

export const ui_staff_problem = /** @type {(inputs: Ui_Staff_ProblemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Line ${i?.line}: ${i?.message}`)
};

export const ui_staff_trainee_one = /** @type {(inputs: Ui_Staff_Trainee_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 trainee`)
};

export const ui_staff_trainees = /** @type {(inputs: Ui_Staff_TraineesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} trainees`)
};

export const ui_stage_checking = /** @type {(inputs: Ui_Stage_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking that the set can be dealt`)
};

export const ui_stage_dealing = /** @type {(inputs: Ui_Stage_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealing`)
};

export const ui_stage_rebuilding = /** @type {(inputs: Ui_Stage_RebuildingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealing the session again from its seed`)
};

export const ui_step_dealing = /** @type {(inputs: Ui_Step_DealingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dealing…`)
};

export const ui_step_item = /** @type {(inputs: Ui_Step_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`item ${i?.index} of ${i?.total}`)
};

export const ui_step_not_recorded = /** @type {(inputs: Ui_Step_Not_RecordedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your answer was not recorded: ${i?.error} Try again.`)
};

export const ui_step_step = /** @type {(inputs: Ui_Step_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`step ${i?.step} of ${i?.steps}`)
};

export const ui_step_time = /** @type {(inputs: Ui_Step_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} to answer`)
};

export const ui_step_time_hard = /** @type {(inputs: Ui_Step_Time_HardInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} to answer (hard limit)`)
};

export const ui_studio_audition = /** @type {(inputs: Ui_Studio_AuditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audition`)
};

export const ui_studio_audition_on = /** @type {(inputs: Ui_Studio_Audition_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rate the pace lab as an audition: a readiness band from coups an hour and accuracy together`)
};

export const ui_studio_band_add = /** @type {(inputs: Ui_Studio_Band_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a band`)
};

export const ui_studio_band_below = /** @type {(inputs: Ui_Studio_Band_BelowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Below every band`)
};

export const ui_studio_band_col = /** @type {(inputs: Ui_Studio_Band_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Band (best first)`)
};

export const ui_studio_band_coups = /** @type {(inputs: Ui_Studio_Band_CoupsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Band ${i?.n}, at least coups an hour`)
};

export const ui_studio_band_coups_col = /** @type {(inputs: Ui_Studio_Band_Coups_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least coups/h`)
};

export const ui_studio_band_name = /** @type {(inputs: Ui_Studio_Band_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Band ${i?.n}, its name`)
};

export const ui_studio_band_pct = /** @type {(inputs: Ui_Studio_Band_PctInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Band ${i?.n}, at least accuracy (%)`)
};

export const ui_studio_band_pct_col = /** @type {(inputs: Ui_Studio_Band_Pct_ColInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least accuracy (%)`)
};

export const ui_studio_band_remove = /** @type {(inputs: Ui_Studio_Band_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const ui_studio_c_any = /** @type {(inputs: Ui_Studio_C_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`any`)
};

export const ui_studio_c_either = /** @type {(inputs: Ui_Studio_C_EitherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`either`)
};

export const ui_studio_c_exactly = /** @type {(inputs: Ui_Studio_C_ExactlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exactly`)
};

export const ui_studio_c_highest = /** @type {(inputs: Ui_Studio_C_HighestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, highest`)
};

export const ui_studio_c_lowest = /** @type {(inputs: Ui_Studio_C_LowestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}, lowest`)
};

export const ui_studio_c_no = /** @type {(inputs: Ui_Studio_C_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no`)
};

export const ui_studio_c_point_mode = /** @type {(inputs: Ui_Studio_C_Point_ModeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: any, one value or a range`)
};

export const ui_studio_c_range = /** @type {(inputs: Ui_Studio_C_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`from … to …`)
};

export const ui_studio_c_yes = /** @type {(inputs: Ui_Studio_C_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`yes`)
};

export const ui_studio_odds_pays = /** @type {(inputs: Ui_Studio_Odds_PaysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pays`)
};

export const ui_studio_odds_pays_error = /** @type {(inputs: Ui_Studio_Odds_Pays_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`pays: ${i?.error}`)
};

export const ui_studio_odds_pays_label = /** @type {(inputs: Ui_Studio_Odds_Pays_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: pays`)
};

export const ui_studio_odds_to = /** @type {(inputs: Ui_Studio_Odds_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`to`)
};

export const ui_studio_odds_to_error = /** @type {(inputs: Ui_Studio_Odds_To_ErrorInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to: ${i?.error}`)
};

export const ui_studio_odds_to_label = /** @type {(inputs: Ui_Studio_Odds_To_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label}: to`)
};

export const ui_studio_targets_accuracy = /** @type {(inputs: Ui_Studio_Targets_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const ui_studio_targets_accuracy_of = /** @type {(inputs: Ui_Studio_Targets_Accuracy_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} accuracy, per cent`)
};

export const ui_studio_targets_pace = /** @type {(inputs: Ui_Studio_Targets_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pace (median)`)
};

export const ui_studio_targets_pace_of = /** @type {(inputs: Ui_Studio_Targets_Pace_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} pace, seconds`)
};

export const ui_studio_targets_required = /** @type {(inputs: Ui_Studio_Targets_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required`)
};

export const ui_studio_targets_required_of = /** @type {(inputs: Ui_Studio_Targets_Required_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.skill} required`)
};

export const ui_studio_targets_seconds = /** @type {(inputs: Ui_Studio_Targets_SecondsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`s`)
};

export const ui_studio_targets_skill = /** @type {(inputs: Ui_Studio_Targets_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const ui_sum_accuracy = /** @type {(inputs: Ui_Sum_AccuracyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accuracy`)
};

export const ui_sum_assessment = /** @type {(inputs: Ui_Sum_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`· assessment`)
};

export const ui_sum_kind_question = /** @type {(inputs: Ui_Sum_Kind_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind}: ${i?.question}`)
};

export const ui_sum_median = /** @type {(inputs: Ui_Sum_MedianInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, median ${i?.time} a step`)
};

export const ui_sum_median_head = /** @type {(inputs: Ui_Sum_Median_HeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Median`)
};

export const ui_sum_mistakes = /** @type {(inputs: Ui_Sum_MistakesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mistakes and corrections`)
};

export const ui_sum_next = /** @type {(inputs: Ui_Sum_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next:`)
};

export const ui_sum_not_passed = /** @type {(inputs: Ui_Sum_Not_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: not passed yet`)
};

export const ui_sum_not_yet = /** @type {(inputs: Ui_Sum_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not yet`)
};

export const ui_sum_pass = /** @type {(inputs: Ui_Sum_PassInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pass`)
};

export const ui_sum_pass_mark = /** @type {(inputs: Ui_Sum_Pass_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pass mark`)
};

export const ui_sum_passed = /** @type {(inputs: Ui_Sum_PassedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: passed`)
};

export const ui_sum_result = /** @type {(inputs: Ui_Sum_ResultInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Result`)
};

export const ui_sum_right = /** @type {(inputs: Ui_Sum_RightInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.correct} of ${i?.answered} items right (${i?.percent})`)
};

export const ui_sum_skill = /** @type {(inputs: Ui_Sum_SkillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skill`)
};

export const ui_sum_skills = /** @type {(inputs: Ui_Sum_SkillsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skills`)
};

export const ui_sum_too_slow = /** @type {(inputs: Ui_Sum_Too_SlowInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} too slow`)
};

export const ui_sum_too_slow_all = /** @type {(inputs: Ui_Sum_Too_Slow_AllInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} too slow, not yet floor-ready`)
};

export const ui_tbl_bet_aria = /** @type {(inputs: Ui_Tbl_Bet_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.bet}: ${i?.amount}${i?.status}`)
};

export const ui_tbl_discard = /** @type {(inputs: Ui_Tbl_DiscardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Discard holder`)
};

export const ui_tbl_label = /** @type {(inputs: Ui_Tbl_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Baccarat table, ${i?.seats} seats`)
};

export const ui_tbl_pile = /** @type {(inputs: Ui_Tbl_PileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a pile of ${i?.count} chips`)
};

export const ui_tbl_seat = /** @type {(inputs: Ui_Tbl_SeatInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat}`)
};

export const ui_tbl_seat_seated = /** @type {(inputs: Ui_Tbl_Seat_SeatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seat ${i?.seat}, a player seated`)
};

export const ui_tbl_seats = /** @type {(inputs: Ui_Tbl_SeatsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seats`)
};

export const ui_tbl_shoe = /** @type {(inputs: Ui_Tbl_ShoeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shoe`)
};

export const ui_tbl_status_left = /** @type {(inputs: Ui_Tbl_Status_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, left`)
};

export const ui_tbl_status_paid = /** @type {(inputs: Ui_Tbl_Status_PaidInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, paid ${i?.amount}`)
};

export const ui_tbl_status_taken = /** @type {(inputs: Ui_Tbl_Status_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, taken`)
};

export const ui_tr_add = /** @type {(inputs: Ui_Tr_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add`)
};

export const ui_tr_intro = /** @type {(inputs: Ui_Tr_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add each trainee's name and staff number, or import the staff list as a CSV file (a name and a staff number a line, comma or semicolon, a header row or none). More can be added later in trainer mode.`)
};

export const ui_tr_later = /** @type {(inputs: Ui_Tr_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add trainees later: open the trainee side`)
};

export const ui_tr_list = /** @type {(inputs: Ui_Tr_ListInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Trainees (${i?.count})`)
};

export const ui_tr_name = /** @type {(inputs: Ui_Tr_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const ui_tr_number = /** @type {(inputs: Ui_Tr_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staff number (optional)`)
};

export const ui_tr_title = /** @type {(inputs: Ui_Tr_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The first trainees`)
};

export const ui_trainer_change_passcode = /** @type {(inputs: Ui_Trainer_Change_PasscodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change the passcode`)
};

export const ui_trainer_forgot = /** @type {(inputs: Ui_Trainer_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot the passcode?`)
};

export const ui_trainer_lock = /** @type {(inputs: Ui_Trainer_LockInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lock and go home`)
};

export const ui_trainer_title = /** @type {(inputs: Ui_Trainer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trainer mode`)
};

export const ui_trainer_verify = /** @type {(inputs: Ui_Trainer_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify a report…`)
};

export const ui_trainer_weak_passcode = /** @type {(inputs: Ui_Trainer_Weak_PasscodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The passcode trainer mode was opened with falls short of today's rules: ${i?.why}. Change it now.`)
};

export const ui_trainer_xapi_placeholder = /** @type {(inputs: Ui_Trainer_Xapi_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`https://your-school.example/xapi`)
};

export const ui_tray_add = /** @type {(inputs: Ui_Tray_AddInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a ${i?.amount} chip`)
};

export const ui_tray_add_key = /** @type {(inputs: Ui_Tray_Add_KeyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add a ${i?.amount} chip (key ${i?.key})`)
};

export const ui_tray_clear = /** @type {(inputs: Ui_Tray_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear chips`)
};

export const ui_tray_label = /** @type {(inputs: Ui_Tray_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chip tray`)
};

export const ui_tray_remove = /** @type {(inputs: Ui_Tray_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const ui_tray_remove_aria = /** @type {(inputs: Ui_Tray_Remove_AriaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove a ${i?.amount} chip`)
};

export const ui_tray_remove_title = /** @type {(inputs: Ui_Tray_Remove_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove one (Shift+${i?.key})`)
};

export const ui_wel_intro = /** @type {(inputs: Ui_Wel_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will deal mini-baccarat as a dealer does: call each hand, the third card and the result, then settle the bets. Everything works from the keyboard; the keys are shown on every button.`)
};

export const ui_wel_name = /** @type {(inputs: Ui_Wel_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const ui_wel_small = /** @type {(inputs: Ui_Wel_SmallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ten coups, no timer: about two minutes. Then the home screen, with the library and your progress.`)
};

export const ui_wel_start = /** @type {(inputs: Ui_Wel_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start my first drill`)
};

export const ui_wel_title = /** @type {(inputs: Ui_Wel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome to the table`)
};