/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Bet_Name_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_banker: ((inputs?: Bet_Name_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker Pair" |
*
* @param {Bet_Name_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_banker_pair: ((inputs?: Bet_Name_Banker_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Banker_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus (Banker)" |
*
* @param {Bet_Name_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_dragon_banker: ((inputs?: Bet_Name_Dragon_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Dragon_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus (Player)" |
*
* @param {Bet_Name_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_dragon_player: ((inputs?: Bet_Name_Dragon_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Dragon_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs (Banker)" |
*
* @param {Bet_Name_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_perfect_pair_banker: ((inputs?: Bet_Name_Perfect_Pair_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Perfect_Pair_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs (Player)" |
*
* @param {Bet_Name_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_perfect_pair_player: ((inputs?: Bet_Name_Perfect_Pair_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Perfect_Pair_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Bet_Name_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_player: ((inputs?: Bet_Name_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player Pair" |
*
* @param {Bet_Name_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_player_pair: ((inputs?: Bet_Name_Player_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Player_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Super Six" |
*
* @param {Bet_Name_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_super_six: ((inputs?: Bet_Name_Super_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_Super_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Bet_Name_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const bet_name_tie: ((inputs?: Bet_Name_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bet_Name_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker draws." |
*
* @param {Call_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_draws: ((inputs?: Call_Banker_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker natural {point}." |
*
* @param {Call_Banker_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_natural: ((inputs: Call_Banker_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {point}." |
*
* @param {Call_Banker_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_point: ((inputs: Call_Banker_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker stands." |
*
* @param {Call_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_stands: ((inputs?: Call_Banker_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins, {banker} over {player}." |
*
* @param {Call_Banker_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_banker_wins: ((inputs: Call_Banker_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Banker_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player draws." |
*
* @param {Call_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_draws: ((inputs?: Call_Player_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player natural {point}." |
*
* @param {Call_Player_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_natural: ((inputs: Call_Player_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {point}." |
*
* @param {Call_Player_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_point: ((inputs: Call_Player_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player stands." |
*
* @param {Call_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_stands: ((inputs?: Call_Player_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins, {player} over {banker}." |
*
* @param {Call_Player_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_player_wins: ((inputs: Call_Player_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_Player_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}." |
*
* @param {Call_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_points: ((inputs: Call_PointsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_PointsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie, {point}." |
*
* @param {Call_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const call_tie: ((inputs: Call_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Call_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {point} draws" |
*
* @param {Case_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_draws: ((inputs: Case_Banker_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Banker_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins with six" |
*
* @param {Case_Banker_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_six: ((inputs?: Case_Banker_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Banker_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {point} stands" |
*
* @param {Case_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_stands: ((inputs: Case_Banker_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Banker_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins with {point}" |
*
* @param {Case_Banker_Wins_WithInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_banker_wins_with: ((inputs: Case_Banker_Wins_WithInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Banker_Wins_WithInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet} loses" |
*
* @param {Case_Bet_LoseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_lose: ((inputs: Case_Bet_LoseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Bet_LoseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet} pushes" |
*
* @param {Case_Bet_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_push: ((inputs: Case_Bet_PushInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Bet_PushInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet} wins" |
*
* @param {Case_Bet_WinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_bet_win: ((inputs: Case_Bet_WinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Bet_WinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker} v no third card" |
*
* @param {Case_Cell_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cell_none: ((inputs: Case_Cell_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Cell_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker} v Player's third card {third}" |
*
* @param {Case_Cell_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cell_third: ((inputs: Case_Cell_ThirdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Cell_ThirdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: a bet of 11 chips or more" |
*
* @param {Case_Chips_11_PlusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_11_plus: ((inputs?: Case_Chips_11_PlusInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Chips_11_PlusInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: a bet of 1 to 5 chips" |
*
* @param {Case_Chips_1_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_1_5: ((inputs?: Case_Chips_1_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Chips_1_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: a bet of 6 to 10 chips" |
*
* @param {Case_Chips_6_10Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_chips_6_10: ((inputs?: Case_Chips_6_10Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Chips_6_10Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: colour down (change)" |
*
* @param {Case_Colour_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_down: ((inputs?: Case_Colour_DownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Colour_DownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: colour up" |
*
* @param {Case_Colour_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_up: ((inputs?: Case_Colour_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Colour_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: announce a colour change" |
*
* @param {Case_Colour_Up_CallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_colour_up_call: ((inputs?: Case_Colour_Up_CallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Colour_Up_CallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: change for the commission box" |
*
* @param {Case_Commission_ChangeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_commission_change: ((inputs?: Case_Commission_ChangeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Commission_ChangeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: size a column in stacks of 20" |
*
* @param {Case_Cut_StacksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cut_stacks: ((inputs?: Case_Cut_StacksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Cut_StacksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: a column's worth" |
*
* @param {Case_Cut_ValueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_cut_value: ((inputs?: Case_Cut_ValueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Cut_ValueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealer's coup: a clean coup accepted" |
*
* @param {Case_Dealer_CleanInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_clean: ((inputs?: Case_Dealer_CleanInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dealer_CleanInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealer's coup: a missed commission" |
*
* @param {Case_Dealer_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_commission: ((inputs?: Case_Dealer_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dealer_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong draw" |
*
* @param {Case_Dealer_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_draw: ((inputs?: Case_Dealer_DrawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dealer_DrawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong order" |
*
* @param {Case_Dealer_OrderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_order: ((inputs?: Case_Dealer_OrderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dealer_OrderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealer's coup: a wrong payment" |
*
* @param {Case_Dealer_PaymentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dealer_payment: ((inputs?: Case_Dealer_PaymentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dealer_PaymentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus: win by {margin}" |
*
* @param {Case_Dragon_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dragon_by: ((inputs: Case_Dragon_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dragon_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus: natural win" |
*
* @param {Case_Dragon_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_dragon_natural: ((inputs?: Case_Dragon_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Dragon_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularity: {words}" |
*
* @param {Case_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_irregularity: ((inputs: Case_IrregularityInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_IrregularityInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A natural {point}" |
*
* @param {Case_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_natural: ((inputs: Case_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{words}" |
*
* @param {Case_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_other: ((inputs: Case_OtherInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_OtherInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hands adding to ten or more" |
*
* @param {Case_Over_TenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_over_ten: ((inputs?: Case_Over_TenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Over_TenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: pay with at most N of a chip" |
*
* @param {Case_Pay_At_MostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_at_most: ((inputs?: Case_Pay_At_MostInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pay_At_MostInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: pay in the fewest chips" |
*
* @param {Case_Pay_FewestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_fewest: ((inputs?: Case_Pay_FewestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pay_FewestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: pay from the tray" |
*
* @param {Case_Pay_In_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_in_chips: ((inputs?: Case_Pay_In_ChipsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pay_In_ChipsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: pay in the wager's colours" |
*
* @param {Case_Pay_Wager_ColoursInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pay_wager_colours: ((inputs?: Case_Pay_Wager_ColoursInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pay_Wager_ColoursInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {point} draws" |
*
* @param {Case_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_draws: ((inputs: Case_Player_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Player_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {point} stands" |
*
* @param {Case_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_stands: ((inputs: Case_Player_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Player_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins with {point}" |
*
* @param {Case_Player_Wins_WithInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_player_wins_with: ((inputs: Case_Player_Wins_WithInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Player_Wins_WithInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}" |
*
* @param {Case_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_points: ((inputs: Case_PointsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_PointsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs: coloured pair" |
*
* @param {Case_Pp_ColouredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_coloured: ((inputs?: Case_Pp_ColouredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pp_ColouredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs: mixed pair" |
*
* @param {Case_Pp_MixedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_mixed: ((inputs?: Case_Pp_MixedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pp_MixedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs: perfect pair" |
*
* @param {Case_Pp_PerfectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_pp_perfect: ((inputs?: Case_Pp_PerfectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Pp_PerfectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips: read the bet" |
*
* @param {Case_Read_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_read_bet: ((inputs?: Case_Read_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Read_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Case_Result_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_banker: ((inputs?: Case_Result_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Result_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Case_Result_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_player: ((inputs?: Case_Result_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Result_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Case_Result_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_result_tie: ((inputs?: Case_Result_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Result_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hands with a ten or a court card" |
*
* @param {Case_Ten_Or_CourtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_ten_or_court: ((inputs?: Case_Ten_Or_CourtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Ten_Or_CourtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hands of three cards" |
*
* @param {Case_Three_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_three_cards: ((inputs?: Case_Three_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Three_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie at {point}" |
*
* @param {Case_Tie_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const case_tie_at: ((inputs: Case_Tie_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Case_Tie_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker commission {rate}, deducted at payment, rounded {rounding}." |
*
* @param {Conv_Commission_DeductedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_deducted: ((inputs: Conv_Commission_DeductedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Commission_DeductedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "each mark rounded {rounding}" |
*
* @param {Conv_Commission_Each_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_each_mark: ((inputs: Conv_Commission_Each_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Commission_Each_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker paid even money, {rate} commission marked to the seat's box ({rounding}), paid by the end of the shoe at the latest." |
*
* @param {Conv_Commission_MarkedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_marked: ((inputs: Conv_Commission_MarkedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Commission_MarkedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the total owed rounded {rounding} when it is collected" |
*
* @param {Conv_Commission_TotalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_commission_total: ((inputs: Conv_Commission_TotalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Commission_TotalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No competition play at this table." |
*
* @param {Conv_Competition_NoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_competition_no: ((inputs?: Conv_Competition_NoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Competition_NoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Competition play (Tasmania 16) is offered at this table." |
*
* @param {Conv_Competition_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_competition_yes: ((inputs?: Conv_Competition_YesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Competition_YesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The cut is offered first to the player at the first place, the lowest-numbered occupied seat (Tasmania 5.3), then clockwise." |
*
* @param {Conv_Cut_First_PlaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_cut_first_place: ((inputs?: Conv_Cut_First_PlaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Cut_First_PlaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The cut is offered first to the player who sat down first (Tasmania 5.3), then clockwise." |
*
* @param {Conv_Cut_Sat_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_cut_sat_first: ((inputs?: Conv_Cut_Sat_FirstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Cut_Sat_FirstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A payout is never a fraction of a cent: a fraction is rounded down." |
*
* @param {Conv_Fraction_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_fraction_down: ((inputs?: Conv_Fraction_DownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Fraction_DownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A payout that comes to a fraction of a cent is rounded to the nearest cent, a half cent up." |
*
* @param {Conv_Fraction_NearestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_fraction_nearest: ((inputs?: Conv_Fraction_NearestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Fraction_NearestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the highest seat" |
*
* @param {Conv_From_Highest_SeatInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_from_highest_seat: ((inputs?: Conv_From_Highest_SeatInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_From_Highest_SeatInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "seat 1" |
*
* @param {Conv_From_Seat_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_from_seat_one: ((inputs?: Conv_From_Seat_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_From_Seat_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every losing bet is taken before any winner is paid: take the losing main bets, then the losing side bets; then pay the winning main bets, then the winning s..." |
*
* @param {Conv_Losers_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_losers_first: ((inputs: Conv_Losers_FirstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Losers_FirstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The main bets are settled (losers taken, then winners paid) before the side bets: take and pay the main bets, then take and pay the side bets; each round rig..." |
*
* @param {Conv_Main_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_main_first: ((inputs: Conv_Main_FirstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Main_FirstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wagers over the maximum collective liability are reduced pro rata (Tasmania 7.3b), each rounded down to the {chip} chip." |
*
* @param {Conv_Pro_RataInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_pro_rata: ((inputs: Conv_Pro_RataInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Pro_RataInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "On a tie the Player and Banker bets are a {word}: they stay in their spots, neither won nor lost." |
*
* @param {Conv_Push_WordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_push_word: ((inputs: Conv_Push_WordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Push_WordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "down to the {chip} chip" |
*
* @param {Conv_Rounding_Down_ChipInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_down_chip: ((inputs: Conv_Rounding_Down_ChipInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Rounding_Down_ChipInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "up to the whole cent" |
*
* @param {Conv_Rounding_ExactInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_exact: ((inputs?: Conv_Rounding_ExactInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Rounding_ExactInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "up to the {chip} chip" |
*
* @param {Conv_Rounding_Up_ChipInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_rounding_up_chip: ((inputs: Conv_Rounding_Up_ChipInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Rounding_Up_ChipInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat 1 is at the dealer's left; the seats are numbered towards the dealer's right." |
*
* @param {Conv_Seat_One_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_seat_one_left: ((inputs?: Conv_Seat_One_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Seat_One_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat 1 is at the dealer's right; the seats are numbered towards the dealer's left." |
*
* @param {Conv_Seat_One_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const conv_seat_one_right: ((inputs?: Conv_Seat_One_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Conv_Seat_One_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{first} {rest}" |
*
* @param {Drill_SentencesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const drill_sentences: ((inputs: Drill_SentencesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Drill_SentencesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Adaptive practice" |
*
* @param {Home_AdaptiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_adaptive: ((inputs?: Home_AdaptiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AdaptiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Home_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add: ((inputs?: Home_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Home_Add_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_add_trainee: ((inputs?: Home_Add_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Add_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Home_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_all: ((inputs?: Home_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} of {total} answered" |
*
* @param {Home_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_answered: ((inputs: Home_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment (mock exams: practice, never counted as an attempt)" |
*
* @param {Home_Assessment_HeadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessment_heading: ((inputs?: Home_Assessment_HeadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Assessment_HeadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Home_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_assessments: ((inputs?: Home_AssessmentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_AssessmentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Home_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_cancel: ((inputs?: Home_CancelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_CancelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Home_Drill_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_drill_sets: ((inputs?: Home_Drill_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Drill_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Filter the drill sets" |
*
* @param {Home_Filter_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_label: ((inputs?: Home_Filter_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Filter_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Filter: a house, a drill, a word…" |
*
* @param {Home_Filter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_filter_placeholder: ((inputs?: Home_Filter_PlaceholderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Filter_PlaceholderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "imported" |
*
* @param {Home_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_imported: ((inputs?: Home_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} items" |
*
* @param {Home_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_items: ((inputs: Home_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mock exam" |
*
* @param {Home_Mock_ExamInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam: ((inputs?: Home_Mock_ExamInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mock_ExamInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice with this assessment's items: feedback after each answer, never counted as an attempt" |
*
* @param {Home_Mock_Exam_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mock_exam_title: ((inputs?: Home_Mock_Exam_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mock_Exam_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Home_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_assessment: ((inputs?: Home_Mode_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mode_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "practice" |
*
* @param {Home_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_mode_practice: ((inputs?: Home_Mode_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Mode_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Home_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_name: ((inputs?: Home_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No drill set matches “{filter}”." |
*
* @param {Home_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_match: ((inputs: Home_No_MatchInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_MatchInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee yet." |
*
* @param {Home_No_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_no_trainee: ((inputs?: Home_No_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_No_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Home_Nothing_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_nothing_answered: ((inputs?: Home_Nothing_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Nothing_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Home_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_practice: ((inputs?: Home_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Home_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_progress: ((inputs?: Home_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Resume" |
*
* @param {Home_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_resume: ((inputs?: Home_ResumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ResumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Home_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_settings: ((inputs?: Home_SettingsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_SettingsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Home_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_show: ((inputs?: Home_ShowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_ShowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Home_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_staff_number: ((inputs?: Home_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start practising" |
*
* @param {Home_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start: ((inputs?: Home_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start practising now" |
*
* @param {Home_Start_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_now: ((inputs?: Home_Start_NowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_NowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start" |
*
* @param {Home_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_start_set: ((inputs?: Home_Start_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Start_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starts “{title}”." |
*
* @param {Home_StartsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts: ((inputs: Home_StartsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_StartsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starts “{title}” (a trainee is created for you)." |
*
* @param {Home_Starts_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_starts_new: ((inputs: Home_Starts_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Starts_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Calls, the third-card rule, payouts, commission and procedures, dealt on a real layout." |
*
* @param {Home_TaglineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_tagline: ((inputs?: Home_TaglineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TaglineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat Dealer Trainer" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Home_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainee: ((inputs?: Home_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Home_Trainer_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_trainer_mode: ((inputs?: Home_Trainer_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Trainer_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unfinished sessions" |
*
* @param {Home_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const home_unfinished: ((inputs?: Home_UnfinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_UnfinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the marker card comes out of the shoe and the card behind it, {card}, is found face up." |
*
* @param {Irr_Found_Behind_MarkerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_found_behind_marker: ((inputs: Irr_Found_Behind_MarkerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Found_Behind_MarkerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the next card in the shoe, {card}, is found face up. {marker}" |
*
* @param {Irr_Found_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_found_next: ((inputs: Irr_Found_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Found_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player} — Banker {banker}" |
*
* @param {Irr_Hands_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_cards: ((inputs: Irr_Hands_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Hands_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{cards}, {result}" |
*
* @param {Irr_Hands_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_result: ((inputs: Irr_Hands_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Hands_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "void, all wagers returned" |
*
* @param {Irr_Hands_VoidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_void: ((inputs?: Irr_Hands_VoidInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Hands_VoidInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{cards}: void, all wagers returned" |
*
* @param {Irr_Hands_Void_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_hands_void_cards: ((inputs: Irr_Hands_Void_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Hands_Void_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card came out only after this hand was complete, just before {next}: the hand was not announced as the last hand." |
*
* @param {Irr_Marker_After_CompleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_after_complete: ((inputs: Irr_Marker_After_CompleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_After_CompleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card was at the mouth of the shoe when this hand began: it was announced as the last hand." |
*
* @param {Irr_Marker_At_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_at_start: ((inputs?: Irr_Marker_At_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_At_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card came out during this hand: it was announced as the last hand." |
*
* @param {Irr_Marker_DuringInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_during: ((inputs?: Irr_Marker_DuringInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_DuringInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card came out just before {next}." |
*
* @param {Irr_Marker_Just_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_just_before: ((inputs: Irr_Marker_Just_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_Just_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card has not appeared." |
*
* @param {Irr_Marker_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_not_yet: ((inputs?: Irr_Marker_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card is now showing at the mouth of the shoe." |
*
* @param {Irr_Marker_ShowingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_marker_showing: ((inputs?: Irr_Marker_ShowingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Marker_ShowingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(no cards)" |
*
* @param {Irr_No_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_no_cards: ((inputs?: Irr_No_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_No_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "first" |
*
* @param {Irr_Ordinal_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_1: ((inputs?: Irr_Ordinal_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "second" |
*
* @param {Irr_Ordinal_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_2: ((inputs?: Irr_Ordinal_2Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_2Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "third" |
*
* @param {Irr_Ordinal_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_3: ((inputs?: Irr_Ordinal_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fourth" |
*
* @param {Irr_Ordinal_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_4: ((inputs?: Irr_Ordinal_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fifth" |
*
* @param {Irr_Ordinal_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_5: ((inputs?: Irr_Ordinal_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "sixth" |
*
* @param {Irr_Ordinal_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_ordinal_6: ((inputs?: Irr_Ordinal_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Ordinal_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The card becomes the Banker's third card" |
*
* @param {Irr_Proc_Card_To_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_card_to_banker: ((inputs?: Irr_Proc_Card_To_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Card_To_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deal the coup as normal" |
*
* @param {Irr_Proc_Deal_NormallyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_deal_normally: ((inputs?: Irr_Proc_Deal_NormallyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Deal_NormallyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The card is the Player's first card of the next hand (a normal betting coup)" |
*
* @param {Irr_Proc_First_Card_Next_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_first_card_next_hand: ((inputs?: Irr_Proc_First_Card_Next_HandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_First_Card_Next_HandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup is dealt to its end and announced as the last hand of the shoe" |
*
* @param {Irr_Proc_Last_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_last_coup: ((inputs?: Irr_Proc_Last_CoupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Last_CoupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the card where it was dealt, count the hands as they lie and play the coup on to its end" |
*
* @param {Irr_Proc_Leave_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_leave_card: ((inputs?: Irr_Proc_Leave_CardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Leave_CardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Card face up at the mouth of the shoe, result declared; the next coup is non-betting and starts with it as the Player's first card" |
*
* @param {Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_mouth_of_shoe_non_betting_next: ((inputs?: Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Mouth_Of_Shoe_Non_Betting_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Card face up at the mouth of the shoe, result declared; no more cards are dealt until the reshuffle" |
*
* @param {Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_mouth_of_shoe_reshuffle: ((inputs?: Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Mouth_Of_Shoe_ReshuffleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The card goes to the Player; the Banker then draws if the table of play says so" |
*
* @param {Irr_Proc_Move_To_Player_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_move_to_player_banker_draws: ((inputs?: Irr_Proc_Move_To_Player_Banker_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Move_To_Player_Banker_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No new coup is dealt: the shoe is finished and the cards are reshuffled" |
*
* @param {Irr_Proc_No_New_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_no_new_coup: ((inputs?: Irr_Proc_No_New_CoupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_No_New_CoupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Return the card to the shoe and deal it again" |
*
* @param {Irr_Proc_Return_To_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_return_to_shoe: ((inputs?: Irr_Proc_Return_To_ShoeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Return_To_ShoeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The card is set aside with the discards and not used" |
*
* @param {Irr_Proc_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_set_aside: ((inputs?: Irr_Proc_Set_AsideInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Set_AsideInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The card is used as the next card, by the table of play" |
*
* @param {Irr_Proc_Use_By_Table_Of_PlayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_use_by_table_of_play: ((inputs?: Irr_Proc_Use_By_Table_Of_PlayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Use_By_Table_Of_PlayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup is void: all wagers are returned and play continues from the next card in the shoe" |
*
* @param {Irr_Proc_Void_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_void_coup: ((inputs?: Irr_Proc_Void_CoupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Void_CoupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The hand is void: all wagers are returned to the players and the shoe is finished" |
*
* @param {Irr_Proc_Void_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_proc_void_hand: ((inputs?: Irr_Proc_Void_HandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Proc_Void_HandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Once the procedure is applied, what are the hands and the result?" |
*
* @param {Irr_Question_HandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_question_hands: ((inputs?: Irr_Question_HandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Question_HandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What is the correct procedure?" |
*
* @param {Irr_Question_ProcedureInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_question_procedure: ((inputs?: Irr_Question_ProcedureInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Question_ProcedureInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}. The Player draws, but the dealer dealt the next card, {card}, to the Banker. {marker}" |
*
* @param {Irr_Sit_Banker_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_banker_card: ((inputs: Irr_Sit_Banker_CardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Banker_CardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup is complete. The dealer then drew one more card from the shoe; it is face down and nobody has seen it. {marker}" |
*
* @param {Irr_Sit_ExcessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_excess: ((inputs: Irr_Sit_ExcessInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_ExcessInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "After {count} cards of the coup, {found}" |
*
* @param {Irr_Sit_Face_Up_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_after: ((inputs: Irr_Sit_Face_Up_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Face_Up_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "After 1 card of the coup, {found}" |
*
* @param {Irr_Sit_Face_Up_After_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_after_one: ((inputs: Irr_Sit_Face_Up_After_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Face_Up_After_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Before the first card of the coup is dealt, {found}" |
*
* @param {Irr_Sit_Face_Up_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_face_up_before: ((inputs: Irr_Sit_Face_Up_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Face_Up_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card was placed in error with only {behind} cards behind it. It has been drawn, and after {drawn} cards of this hand the shoe is empty." |
*
* @param {Irr_Sit_InsufficientInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_insufficient: ((inputs: Irr_Sit_InsufficientInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_InsufficientInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The marker card was placed in error with only 1 card behind it. It has been drawn, and after {drawn} cards of this hand the shoe is empty." |
*
* @param {Irr_Sit_Insufficient_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_insufficient_one: ((inputs: Irr_Sit_Insufficient_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Insufficient_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup just finished. The marker card came out of the shoe in this coup, and {after} playing cards were drawn after it. What now?" |
*
* @param {Irr_Sit_Last_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_after: ((inputs: Irr_Sit_Last_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Last_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup just finished. The marker card came out of the shoe in this coup, and 1 playing card was drawn after it. What now?" |
*
* @param {Irr_Sit_Last_After_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_after_one: ((inputs?: Irr_Sit_Last_After_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Last_After_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "As the dealer reaches for the {ordinal} card of this coup, the marker card comes out of the shoe. What now?" |
*
* @param {Irr_Sit_Last_ReachingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_reaching: ((inputs: Irr_Sit_Last_ReachingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Last_ReachingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup just finished. {count} cards remain in front of the marker card. What now?" |
*
* @param {Irr_Sit_Last_RemainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_remain: ((inputs: Irr_Sit_Last_RemainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Last_RemainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The coup just finished and the marker card is showing at the mouth of the shoe. What now?" |
*
* @param {Irr_Sit_Last_ShowingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_last_showing: ((inputs?: Irr_Sit_Last_ShowingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Last_ShowingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "After {after} cards of the coup were dealt ({cards}), the cards were knocked together on the layout and nobody can say which card was dealt where." |
*
* @param {Irr_Sit_Order_UnknownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_order_unknown: ((inputs: Irr_Sit_Order_UnknownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Order_UnknownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The Player's hand ({player}) was complete and the Banker's is {banker}, but the dealer dealt {card} to the Player. {marker}" |
*
* @param {Irr_Sit_Player_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_sit_player_card: ((inputs: Irr_Sit_Player_CardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Sit_Player_CardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the excess card" |
*
* @param {Irr_The_Excess_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_the_excess_card: ((inputs?: Irr_The_Excess_CardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_The_Excess_CardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Irr_Winner_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_banker: ((inputs?: Irr_Winner_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Winner_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Irr_Winner_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_player: ((inputs?: Irr_Winner_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Winner_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Irr_Winner_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const irr_winner_tie: ((inputs?: Irr_Winner_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Irr_Winner_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call the hand" |
*
* @param {Kind_Label_Call_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_call_hand: ((inputs?: Kind_Label_Call_HandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Call_HandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chips and change" |
*
* @param {Kind_Label_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_chips: ((inputs?: Kind_Label_ChipsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_ChipsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Commission" |
*
* @param {Kind_Label_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_commission: ((inputs?: Kind_Label_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Catch the dealer's mistake" |
*
* @param {Kind_Label_Dealer_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_dealer_check: ((inputs?: Kind_Label_Dealer_CheckInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Dealer_CheckInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularities" |
*
* @param {Kind_Label_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_irregularity: ((inputs?: Kind_Label_IrregularityInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_IrregularityInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pace lab (whole coups, settled)" |
*
* @param {Kind_Label_Pace_LabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_pace_lab: ((inputs?: Kind_Label_Pace_LabInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Pace_LabInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Payouts" |
*
* @param {Kind_Label_PayoutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_payout: ((inputs?: Kind_Label_PayoutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_PayoutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table procedures" |
*
* @param {Kind_Label_ProcedureInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_procedure: ((inputs?: Kind_Label_ProcedureInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_ProcedureInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Declare the result" |
*
* @param {Kind_Label_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_result: ((inputs?: Kind_Label_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settle the table" |
*
* @param {Kind_Label_Settle_TableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_settle_table: ((inputs?: Kind_Label_Settle_TableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Settle_TableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Third-card calls" |
*
* @param {Kind_Label_Third_CardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_third_card: ((inputs?: Kind_Label_Third_CardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Third_CardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Whole coup" |
*
* @param {Kind_Label_Whole_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const kind_label_whole_coup: ((inputs?: Kind_Label_Whole_CoupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Kind_Label_Whole_CoupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call language" |
*
* @param {Lang_CallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call: ((inputs?: Lang_CallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_CallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The dealer's calls, results and payouts, as said at this house's table" |
*
* @param {Lang_Call_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_call_hint: ((inputs?: Lang_Call_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Call_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Lang_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_done: ((inputs?: Lang_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Interface language" |
*
* @param {Lang_InterfaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface: ((inputs?: Lang_InterfaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_InterfaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Screens, buttons, questions and feedback" |
*
* @param {Lang_Interface_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_interface_hint: ((inputs?: Lang_Interface_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Interface_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_Key_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_key_hint: ((inputs?: Lang_Key_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_Key_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A call in this language:" |
*
* @param {Lang_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_sample: ((inputs?: Lang_SampleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_SampleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages saved" |
*
* @param {Lang_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_saved: ((inputs?: Lang_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This station's default" |
*
* @param {Lang_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_station: ((inputs?: Lang_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Languages" |
*
* @param {Lang_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_title: ((inputs?: Lang_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "For {name}" |
*
* @param {Lang_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const lang_trainee: ((inputs: Lang_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Lang_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Language_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const language_name: ((inputs?: Language_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Language_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No more bets." |
*
* @param {Proc_No_More_BetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_no_more_bets: ((inputs?: Proc_No_More_BetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_No_More_BetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deal the coup and complete it by the rules, then settle the Perfect Pairs wagers" |
*
* @param {Proc_Pp_Only_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_correct: ((inputs?: Proc_Pp_Only_CorrectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_CorrectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The only wager on the table is seat {seat}'s Perfect Pairs wager; nobody has a wager on Player, Banker or Tie. What does the dealer do?" |
*
* @param {Proc_Pp_Only_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_question: ((inputs: Proc_Pp_Only_QuestionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_QuestionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Where a Perfect Pairs wager is offered but there are no valid wagers on Player, Banker or Tie, the coup must be completed in accordance with the rules (15.5)..." |
*
* @param {Proc_Pp_Only_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_working: ((inputs?: Proc_Pp_Only_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ask the player to add a wager on Player or Banker first" |
*
* @param {Proc_Pp_Only_Wrong_Ask_MainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_ask_main: ((inputs?: Proc_Pp_Only_Wrong_Ask_MainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_Wrong_Ask_MainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Return the Perfect Pairs wager and deal nothing: a coup is dealt only when there is a main wager on the layout" |
*
* @param {Proc_Pp_Only_Wrong_ReturnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_return: ((inputs?: Proc_Pp_Only_Wrong_ReturnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_Wrong_ReturnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deal only the first two cards of each hand and settle the pairs" |
*
* @param {Proc_Pp_Only_Wrong_Two_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_two_cards: ((inputs?: Proc_Pp_Only_Wrong_Two_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_Wrong_Two_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deal the first four cards, then void the coup" |
*
* @param {Proc_Pp_Only_Wrong_VoidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const proc_pp_only_wrong_void: ((inputs?: Proc_Pp_Only_Wrong_VoidInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Proc_Pp_Only_Wrong_VoidInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees practise at its table: its pay table, limits, chips and conventions. Every house stays in the library, and a trainer can duplicate one and change it..." |
*
* @param {Setup_House_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_intro: ((inputs?: Setup_House_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_House_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_legend: ((inputs?: Setup_House_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Next: the trainer passcode" |
*
* @param {Setup_House_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_next: ((inputs?: Setup_House_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Which house is this?" |
*
* @param {Setup_House_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_house_title: ((inputs?: Setup_House_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_House_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "For the trainer, once: the house, the trainer passcode and the trainees. The trainee side opens when this is done." |
*
* @param {Setup_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_intro: ((inputs?: Setup_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The house" |
*
* @param {Setup_Step_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_house: ((inputs?: Setup_Step_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Setup_Step_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_passcode: ((inputs?: Setup_Step_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Setup_Step_RecoveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_recovery: ((inputs?: Setup_Step_RecoveryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_RecoveryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "First trainees" |
*
* @param {Setup_Step_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_step_trainees: ((inputs?: Setup_Step_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_Step_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set up the Baccarat Dealer Trainer" |
*
* @param {Setup_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const setup_title: ((inputs?: Setup_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Setup_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
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
