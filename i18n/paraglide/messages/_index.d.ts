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
* | "Banker {banker}: Banker 0–2 always draws." |
*
* @param {Coup_Banker_Low_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_low_working: ((inputs: Coup_Banker_Low_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Banker_Low_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker 7 always stands." |
*
* @param {Coup_Banker_Seven_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_seven_working: ((inputs?: Coup_Banker_Seven_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Banker_Seven_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker} against the Player's third card {card} (value {value}): the table of play says {decision} ({row})." |
*
* @param {Coup_Banker_Vs_Card_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_vs_card_working: ((inputs: Coup_Banker_Vs_Card_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Banker_Vs_Card_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker} with the Player standing (no third card): the table of play says {decision} ({row})." |
*
* @param {Coup_Banker_Vs_None_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_banker_vs_none_working: ((inputs: Coup_Banker_Vs_None_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Banker_Vs_None_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "draw" |
*
* @param {Coup_Decision_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_decision_draw: ((inputs?: Coup_Decision_DrawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Decision_DrawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "stand" |
*
* @param {Coup_Decision_StandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_decision_stand: ((inputs?: Coup_Decision_StandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Decision_StandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Coup_Hand_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_hand_banker: ((inputs?: Coup_Hand_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Hand_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Coup_Hand_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_hand_player: ((inputs?: Coup_Hand_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Hand_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker has a natural {point}: neither hand draws." |
*
* @param {Coup_Natural_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_banker: ((inputs: Coup_Natural_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Natural_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Both hands have naturals: neither hand draws." |
*
* @param {Coup_Natural_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_both: ((inputs?: Coup_Natural_BothInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Natural_BothInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player has a natural {point}: neither hand draws." |
*
* @param {Coup_Natural_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_natural_player: ((inputs: Coup_Natural_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Natural_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}: Player 0–5 draws." |
*
* @param {Coup_Player_Draws_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_player_draws_working: ((inputs: Coup_Player_Draws_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Player_Draws_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {player}, Banker {banker}: Player 6–7 stands." |
*
* @param {Coup_Player_Stands_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_player_stands_working: ((inputs: Coup_Player_Stands_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Player_Stands_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{hand} {cards}: {values} = {sum}" |
*
* @param {Coup_Point_SumInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_point_sum: ((inputs: Coup_Point_SumInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Point_SumInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{hand} {cards}: {values} = {sum}, less {less} = {point}" |
*
* @param {Coup_Point_Sum_LessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_point_sum_less: ((inputs: Coup_Point_Sum_LessInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Point_Sum_LessInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{player}; {banker}. A two-card 8 or 9 is a natural." |
*
* @param {Coup_Points_Working_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_points_working_natural: ((inputs: Coup_Points_Working_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Points_Working_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{player}; {banker}. No natural: neither hand has 8 or 9 on two cards." |
*
* @param {Coup_Points_Working_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_points_working_none: ((inputs: Coup_Points_Working_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Points_Working_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The Player has no third card. Does the Banker draw?" |
*
* @param {Coup_Q_Banker_No_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_banker_no_third: ((inputs?: Coup_Q_Banker_No_ThirdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_Banker_No_ThirdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The Player’s third card is {card}. Does the Banker draw?" |
*
* @param {Coup_Q_Banker_ThirdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_banker_third: ((inputs: Coup_Q_Banker_ThirdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_Banker_ThirdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call the hand: both points, and whether either is a natural." |
*
* @param {Coup_Q_Call_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_call_both: ((inputs?: Coup_Q_Call_BothInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_Call_BothInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call the hand: the Player’s point, the Banker’s point, and whether either is a natural." |
*
* @param {Coup_Q_Call_HandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_call_hand: ((inputs?: Coup_Q_Call_HandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_Call_HandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Does the Player draw a third card?" |
*
* @param {Coup_Q_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_player_draws: ((inputs?: Coup_Q_Player_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_Player_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Declare the result." |
*
* @param {Coup_Q_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_q_result: ((inputs?: Coup_Q_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Q_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{winner}. The call: \"{call}\"" |
*
* @param {Coup_Result_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_answer: ((inputs: Coup_Result_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Result_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{player}; {banker}. Equal points: Player and Banker bets are void, Tie bets win." |
*
* @param {Coup_Result_Working_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_working_tie: ((inputs: Coup_Result_Working_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Result_Working_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{player}; {banker}. The higher point wins." |
*
* @param {Coup_Result_Working_WinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_result_working_win: ((inputs: Coup_Result_Working_WinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Result_Working_WinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker 3 draws unless the Player’s third card is an 8" |
*
* @param {Coup_Row_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_3: ((inputs?: Coup_Row_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Row_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker 4 draws against a Player’s third card of 2–7" |
*
* @param {Coup_Row_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_4: ((inputs?: Coup_Row_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Row_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker 5 draws against a Player’s third card of 4–7" |
*
* @param {Coup_Row_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_5: ((inputs?: Coup_Row_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Row_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker 6 draws against a Player’s third card of 6 or 7" |
*
* @param {Coup_Row_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_6: ((inputs?: Coup_Row_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Row_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "with no Player third card, Banker 3–5 draws and 6 stands" |
*
* @param {Coup_Row_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_row_none: ((inputs?: Coup_Row_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Row_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Coup_Winner_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_banker: ((inputs?: Coup_Winner_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Winner_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Coup_Winner_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_player: ((inputs?: Coup_Winner_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Winner_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Coup_Winner_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const coup_winner_tie: ((inputs?: Coup_Winner_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Coup_Winner_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Csv_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_accuracy: ((inputs?: Csv_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer given" |
*
* @param {Csv_Answer_GivenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answer_given: ((inputs?: Csv_Answer_GivenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Answer_GivenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered at" |
*
* @param {Csv_Answered_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_answered_at: ((inputs?: Csv_Answered_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Answered_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt id" |
*
* @param {Csv_Attempt_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_attempt_id: ((inputs?: Csv_Attempt_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Attempt_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "at" |
*
* @param {Csv_Audit_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_at: ((inputs?: Csv_Audit_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "detail" |
*
* @param {Csv_Audit_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_detail: ((inputs?: Csv_Audit_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "event" |
*
* @param {Csv_Audit_EventInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_event: ((inputs?: Csv_Audit_EventInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_EventInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "hash" |
*
* @param {Csv_Audit_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_hash: ((inputs?: Csv_Audit_HashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_HashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "prev_hash" |
*
* @param {Csv_Audit_Prev_HashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_prev_hash: ((inputs?: Csv_Audit_Prev_HashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_Prev_HashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "seq" |
*
* @param {Csv_Audit_SeqInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_audit_seq: ((inputs?: Csv_Audit_SeqInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Audit_SeqInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Csv_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_candidate: ((inputs?: Csv_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Csv_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cards: ((inputs?: Csv_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cases" |
*
* @param {Csv_CasesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_cases: ((inputs?: Csv_CasesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CasesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Csv_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_correct_answer: ((inputs?: Csv_Correct_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Correct_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Credit" |
*
* @param {Csv_CreditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_credit: ((inputs?: Csv_CreditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_CreditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Csv_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_ended: ((inputs?: Csv_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Finished" |
*
* @param {Csv_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_finished: ((inputs?: Csv_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Item" |
*
* @param {Csv_ItemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item: ((inputs?: Csv_ItemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_ItemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Item id" |
*
* @param {Csv_Item_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_item_id: ((inputs?: Csv_Item_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Item_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Order answered" |
*
* @param {Csv_OrderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_order: ((inputs?: Csv_OrderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_OrderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passed" |
*
* @param {Csv_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_passed: ((inputs?: Csv_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Csv_Practice_Or_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_practice_or_assessment: ((inputs?: Csv_Practice_Or_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Practice_Or_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Question" |
*
* @param {Csv_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_question: ((inputs?: Csv_QuestionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_QuestionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line" |
*
* @param {Csv_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line: ((inputs?: Csv_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red-line failures" |
*
* @param {Csv_Red_Line_FailuresInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_red_line_failures: ((inputs?: Csv_Red_Line_FailuresInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Red_Line_FailuresInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Response (data)" |
*
* @param {Csv_Response_DataInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_response_data: ((inputs?: Csv_Response_DataInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Response_DataInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Csv_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_result: ((inputs?: Csv_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Csv_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_rule: ((inputs?: Csv_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Csv_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seed: ((inputs?: Csv_SeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seeding" |
*
* @param {Csv_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_seeding: ((inputs?: Csv_SeedingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SeedingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Session id" |
*
* @param {Csv_Session_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_session_id: ((inputs?: Csv_Session_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Session_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Csv_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set: ((inputs?: Csv_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set id" |
*
* @param {Csv_Set_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_id: ((inputs?: Csv_Set_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Csv_Set_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_name: ((inputs?: Csv_Set_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set version" |
*
* @param {Csv_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_set_version: ((inputs?: Csv_Set_VersionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Set_VersionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Csv_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_sitting_id: ((inputs?: Csv_Sitting_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Sitting_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Csv_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_skill: ((inputs?: Csv_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Csv_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_staff_number: ((inputs?: Csv_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Csv_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_started: ((inputs?: Csv_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Csv_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_station: ((inputs?: Csv_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Step" |
*
* @param {Csv_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_step: ((inputs?: Csv_StepInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_StepInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time allowed (s)" |
*
* @param {Csv_Time_AllowedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_allowed: ((inputs?: Csv_Time_AllowedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Time_AllowedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time taken (s)" |
*
* @param {Csv_Time_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_time_taken: ((inputs?: Csv_Time_TakenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Time_TakenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Csv_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee: ((inputs?: Csv_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee id" |
*
* @param {Csv_Trainee_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_trainee_id: ((inputs?: Csv_Trainee_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_Trainee_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What was wrong" |
*
* @param {Csv_What_Was_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const csv_what_was_wrong: ((inputs?: Csv_What_Was_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Csv_What_Was_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} trainees active in the period." |
*
* @param {Dash_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_active: ((inputs: Dash_ActiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ActiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign weak cases" |
*
* @param {Dash_Assign_WeakInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assign_weak: ((inputs?: Dash_Assign_WeakInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Assign_WeakInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}”." |
*
* @param {Dash_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned: ((inputs: Dash_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{done} of {total} done" |
*
* @param {Dash_Assigned_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_assigned_done: ((inputs: Dash_Assigned_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Assigned_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{passed} of {total} passed" |
*
* @param {Dash_Attempts_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_attempts_passed: ((inputs: Dash_Attempts_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Attempts_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cohort" |
*
* @param {Dash_CohortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_cohort: ((inputs?: Dash_CohortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_CohortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Dash_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_actions: ((inputs?: Dash_Col_ActionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_ActionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Dash_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_answered: ((inputs?: Dash_Col_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned" |
*
* @param {Dash_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_assigned: ((inputs?: Dash_Col_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts" |
*
* @param {Dash_Col_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_attempts: ((inputs?: Dash_Col_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Case" |
*
* @param {Dash_Col_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_case: ((inputs?: Dash_Col_CaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_CaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Dash_Col_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_due: ((inputs?: Dash_Col_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Error rate" |
*
* @param {Dash_Col_Error_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_error_rate: ((inputs?: Dash_Col_Error_RateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Error_RateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Flagged" |
*
* @param {Dash_Col_FlaggedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_flagged: ((inputs?: Dash_Col_FlaggedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_FlaggedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor" |
*
* @param {Dash_Col_FloorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_floor: ((inputs?: Dash_Col_FloorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_FloorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Dash_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_last: ((inputs?: Dash_Col_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate" |
*
* @param {Dash_Col_Pass_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_pass_rate: ((inputs?: Dash_Col_Pass_RateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Pass_RateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Dash_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_set: ((inputs?: Dash_Col_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Dash_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skill: ((inputs?: Dash_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Dash_Col_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills: ((inputs?: Dash_Col_SkillsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_SkillsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(level, accuracy, trend)" |
*
* @param {Dash_Col_Skills_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_skills_hint: ((inputs?: Dash_Col_Skills_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_Skills_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee" |
*
* @param {Dash_Col_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainee: ((inputs?: Dash_Col_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Dash_Col_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_trainees: ((inputs?: Dash_Col_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wrong" |
*
* @param {Dash_Col_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_col_wrong: ((inputs?: Dash_Col_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Col_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Dash_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_csv: ((inputs?: Dash_Export_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Export_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export xAPI…" |
*
* @param {Dash_Export_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_export_xapi: ((inputs?: Dash_Export_XapiInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Export_XapiInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported {rows} responses to {path}." |
*
* @param {Dash_Exported_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_csv: ((inputs: Dash_Exported_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Exported_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported {rows} statements to {path}." |
*
* @param {Dash_Exported_XapiInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_exported_xapi: ((inputs: Dash_Exported_XapiInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Exported_XapiInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Dash_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_fail: ((inputs?: Dash_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Dash_FromInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_from: ((inputs?: Dash_FromInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_FromInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cases most often missed" |
*
* @param {Dash_Most_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_most_missed: ((inputs?: Dash_Most_MissedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Most_MissedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "never" |
*
* @param {Dash_NeverInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_never: ((inputs?: Dash_NeverInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_NeverInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No attempts in the period." |
*
* @param {Dash_No_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_attempts: ((inputs?: Dash_No_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee matches." |
*
* @param {Dash_No_MatchInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_no_match: ((inputs?: Dash_No_MatchInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_No_MatchInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Dash_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_not_yet: ((inputs?: Dash_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing missed in the period." |
*
* @param {Dash_Nothing_MissedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_nothing_missed: ((inputs?: Dash_Nothing_MissedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Nothing_MissedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Dash_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_open: ((inputs?: Dash_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pace {rate}/{target} coups/h" |
*
* @param {Dash_PaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pace: ((inputs: Dash_PaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Dash_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_pass: ((inputs?: Dash_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate per set" |
*
* @param {Dash_Per_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_set: ((inputs?: Dash_Per_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Per_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass rate per skill" |
*
* @param {Dash_Per_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_per_skill: ((inputs?: Dash_Per_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Per_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "ready" |
*
* @param {Dash_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_ready: ((inputs?: Dash_ReadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ReadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} answers" |
*
* @param {Dash_Room_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_answers: ((inputs: Dash_Room_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Room_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", {pct} right" |
*
* @param {Dash_Room_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_room_right: ((inputs: Dash_Room_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_Room_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Dash_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const dash_to: ((inputs?: Dash_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dash_ToInputs, {
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
* | "This answer is for {item} step {step}, but the session is at {currentItem} step {currentStep}: it was not recorded (was it sent twice?)." |
*
* @param {Main_Answer_Out_Of_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_answer_out_of_step: ((inputs: Main_Answer_Out_Of_StepInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Answer_Out_Of_StepInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The assessment \"{title}\" is still running: its results come when it ends." |
*
* @param {Main_Assessment_Results_LaterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_assessment_results_later: ((inputs: Main_Assessment_Results_LaterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Assessment_Results_LaterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The assessment \"{title}\" is still running: replay its mistakes when it ends." |
*
* @param {Main_Assessment_Still_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_assessment_still_running: ((inputs: Main_Assessment_Still_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Assessment_Still_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is archived: unarchive them first. Nothing was assigned." |
*
* @param {Main_Assign_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_assign_archived: ((inputs: Main_Assign_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Assign_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "“{title}” is an assessment: the trainer starts it for a named candidate (Assessments tab). Assign a practice set." |
*
* @param {Main_Assign_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_assign_assessment: ((inputs: Main_Assign_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Assign_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no trainee \"{id}\"; nothing was assigned" |
*
* @param {Main_Assign_No_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_assign_no_trainee: ((inputs: Main_Assign_No_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Assign_No_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This session is an assessment attempt: it is answered, resumed and closed on the assessment screen." |
*
* @param {Main_Attempt_OnlyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attempt_only: ((inputs?: Main_Attempt_OnlyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attempt_OnlyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "An assessment is running: nothing else can be done until it ends (leaving it ends it as abandoned)." |
*
* @param {Main_Attempt_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attempt_running: ((inputs?: Main_Attempt_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attempt_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Another assessment attempt is still open: resume or close it before starting a new one." |
*
* @param {Main_Attempt_Still_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attempt_still_open: ((inputs?: Main_Attempt_Still_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attempt_Still_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} has used all {attempts} attempts at \"{title}\"." |
*
* @param {Main_Attempts_UsedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attempts_used: ((inputs: Main_Attempts_UsedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attempts_UsedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This assessment was left before the end (window closed, left or the app stopped). It is recorded as abandoned with every answer given. Only the trainer can r..." |
*
* @param {Main_Attview_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_abandoned: ((inputs?: Main_Attview_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trainer closed this attempt as it stood." |
*
* @param {Main_Attview_ClosedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_closed: ((inputs?: Main_Attview_ClosedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_ClosedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The assessment is finished. Your trainer has the full record." |
*
* @param {Main_Attview_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_finished: ((inputs?: Main_Attview_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment in progress: no feedback until the end. Leaving ends the attempt as abandoned." |
*
* @param {Main_Attview_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_running: ((inputs?: Main_Attview_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time ran out: {count} steps are recorded as timed out. Next item." |
*
* @param {Main_Attview_Timed_Out_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_timed_out_many: ((inputs: Main_Attview_Timed_Out_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_Timed_Out_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time ran out: that step is recorded as timed out. Next item." |
*
* @param {Main_Attview_Timed_Out_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_attview_timed_out_one: ((inputs?: Main_Attview_Timed_Out_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Attview_Timed_Out_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session \"{title}\" is closed, but {error}; its answers are kept." |
*
* @param {Main_Closed_Summary_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_closed_summary_unreadable: ((inputs: Main_Closed_Summary_UnreadableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Closed_Summary_UnreadableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{error}. It has no summary, but it is closed and its answers are kept." |
*
* @param {Main_Closed_Without_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_closed_without_summary: ((inputs: Main_Closed_Without_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Closed_Without_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Could not write {path} ({error})." |
*
* @param {Main_Could_Not_WriteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_could_not_write: ((inputs: Main_Could_Not_WriteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Could_Not_WriteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} has an assessment attempt left open (abandoned): let it end, or close it from the Assessments tab, before deleting. Nothing was deleted." |
*
* @param {Main_Delete_Blocked_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_delete_blocked_abandoned: ((inputs: Main_Delete_Blocked_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Delete_Blocked_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} has an assessment attempt running: let it end, or close it from the Assessments tab, before deleting. Nothing was deleted." |
*
* @param {Main_Delete_Blocked_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_delete_blocked_running: ((inputs: Main_Delete_Blocked_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Delete_Blocked_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "type the trainee's name exactly (\"{name}\") to delete them; nothing was deleted." |
*
* @param {Main_Delete_Confirm_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_delete_confirm_name: ((inputs: Main_Delete_Confirm_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Delete_Confirm_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong passcodes: try again in {seconds} s. Nothing was deleted." |
*
* @param {Main_Delete_Passcode_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_delete_passcode_wait: ((inputs: Main_Delete_Passcode_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Delete_Passcode_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is not the trainer passcode; nothing was deleted." |
*
* @param {Main_Delete_Passcode_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_delete_passcode_wrong: ((inputs?: Main_Delete_Passcode_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Delete_Passcode_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "In the training room as revision {revision}." |
*
* @param {Main_Docnote_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_revision: ((inputs: Main_Docnote_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved on this PC; it goes to the training room at the next push. If another trainer saved it meanwhile, this editor says so once it is sent." |
*
* @param {Main_Docnote_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_saved: ((inputs?: Main_Docnote_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved on this PC; it goes to the training room at the next push (the room cannot be reached now: {fault}). If another trainer saved it meanwhile, this editor..." |
*
* @param {Main_Docnote_Saved_UnreachableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_saved_unreachable: ((inputs: Main_Docnote_Saved_UnreachableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_Saved_UnreachableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC is in the training room as a station (“{station}”), which may not change the room's {what}: {what} saved here stay on this PC, are not shared with th..." |
*
* @param {Main_Docnote_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_station: ((inputs: Main_Docnote_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assignments" |
*
* @param {Main_Docnote_What_AssignmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_what_assignments: ((inputs?: Main_Docnote_What_AssignmentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_What_AssignmentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "drill sets" |
*
* @param {Main_Docnote_What_Drill_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_what_drill_sets: ((inputs?: Main_Docnote_What_Drill_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_What_Drill_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "house rules" |
*
* @param {Main_Docnote_What_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_docnote_what_house_rules: ((inputs?: Main_Docnote_What_House_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Docnote_What_House_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{dueOn} is in the past (today is {today})" |
*
* @param {Main_Due_In_PastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_due_in_past: ((inputs: Main_Due_In_PastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Due_In_PastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{field}: {problem}" |
*
* @param {Main_Field_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_field_problem: ((inputs: Main_Field_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Field_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {problem}" |
*
* @param {Main_File_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_file_problem: ((inputs: Main_File_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_File_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "\"{identifier}\" already belongs to {name}" |
*
* @param {Main_Identifier_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_identifier_taken: ((inputs: Main_Identifier_TakenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Identifier_TakenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trainer passcode was accepted but it does not open the trainer key store: the passcode record or the key store was changed outside the app. Trainer mode ..." |
*
* @param {Main_Keys_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_keys_refused: ((inputs?: Main_Keys_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Keys_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "\"{title}\" is not an assessment set; practise it directly." |
*
* @param {Main_Mock_Not_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_mock_not_assessment: ((inputs: Main_Mock_Not_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Mock_Not_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your name is on an assessment record, so only your trainer can change it (Trainer mode, Trainees)." |
*
* @param {Main_Name_On_RecordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_name_on_record: ((inputs?: Main_Name_On_RecordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Name_On_RecordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no assignment \"{id}\"" |
*
* @param {Main_No_AssignmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_assignment: ((inputs: Main_No_AssignmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_AssignmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "There is no assessment attempt \"{id}\"." |
*
* @param {Main_No_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_attempt: ((inputs: Main_No_AttemptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_AttemptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "There is no drill set \"{id}\"." |
*
* @param {Main_No_Drill_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_drill_set: ((inputs: Main_No_Drill_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Drill_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no drill set \"{id}\"" |
*
* @param {Main_No_Drill_Set_BareInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_drill_set_bare: ((inputs: Main_No_Drill_Set_BareInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Drill_Set_BareInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no drill set \"{id}\" in the library" |
*
* @param {Main_No_Drill_Set_In_LibraryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_drill_set_in_library: ((inputs: Main_No_Drill_Set_In_LibraryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Drill_Set_In_LibraryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Could not choose a fresh seed for this attempt." |
*
* @param {Main_No_Fresh_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_fresh_seed: ((inputs?: Main_No_Fresh_SeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Fresh_SeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session \"{title}\" has no mistakes to replay." |
*
* @param {Main_No_MistakesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_mistakes: ((inputs: Main_No_MistakesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_MistakesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set a trainer passcode first: trainer actions are kept behind it." |
*
* @param {Main_No_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_passcode: ((inputs?: Main_No_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This assessment set has no practical part." |
*
* @param {Main_No_Practical_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_practical_part: ((inputs?: Main_No_Practical_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Practical_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no table profile \"{id}\"" |
*
* @param {Main_No_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_profile: ((inputs: Main_No_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "There is no session \"{id}\"." |
*
* @param {Main_No_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_session: ((inputs: Main_No_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "no such trainee." |
*
* @param {Main_No_Such_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_such_trainee: ((inputs?: Main_No_Such_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Such_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "There is no trainee \"{id}\"." |
*
* @param {Main_No_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_trainee: ((inputs: Main_No_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no trainee \"{id}\"" |
*
* @param {Main_No_Trainee_BareInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_no_trainee_bare: ((inputs: Main_No_Trainee_BareInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_No_Trainee_BareInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This app is not set up yet: a trainer sets it up first (the house, the trainer passcode and the trainees), and then the trainee side opens." |
*
* @param {Main_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_not_set_up: ((inputs?: Main_Not_Set_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Not_Set_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{reason} Nothing was written." |
*
* @param {Main_Nothing_WrittenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_nothing_written: ((inputs: Main_Nothing_WrittenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Nothing_WrittenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is one of the commonest passwords, among the first a candidate would try; choose another" |
*
* @param {Main_Passcode_CommonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_common: ((inputs?: Main_Passcode_CommonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_CommonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is not the trainer passcode; it was not changed." |
*
* @param {Main_Passcode_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_not_changed: ((inputs?: Main_Passcode_Not_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_Not_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A trainer passcode was set meanwhile: unlock trainer mode with it." |
*
* @param {Main_Passcode_Set_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_set_meanwhile: ((inputs?: Main_Passcode_Set_MeanwhileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_Set_MeanwhileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "must be at least {min} characters" |
*
* @param {Main_Passcode_ShortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_short: ((inputs: Main_Passcode_ShortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_ShortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong passcodes: try again in {seconds} s." |
*
* @param {Main_Passcode_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_wait: ((inputs: Main_Passcode_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "That is not the trainer passcode." |
*
* @param {Main_Passcode_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_passcode_wrong: ((inputs?: Main_Passcode_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Passcode_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "your PIN was cleared meanwhile." |
*
* @param {Main_Pin_ClearedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_cleared: ((inputs?: Main_Pin_ClearedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_ClearedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "this PIN was cleared meanwhile; pick the trainee again." |
*
* @param {Main_Pin_Cleared_Pick_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_cleared_pick_again: ((inputs?: Main_Pin_Cleared_Pick_AgainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Cleared_Pick_AgainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is one of the commonest PINs; choose another." |
*
* @param {Main_Pin_CommonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_common: ((inputs?: Main_Pin_CommonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_CommonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "use digits only." |
*
* @param {Main_Pin_Digits_OnlyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_digits_only: ((inputs?: Main_Pin_Digits_OnlyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Digits_OnlyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "These are another trainee's own records, kept behind their PIN: pick them on the home screen and enter their PIN (or unlock trainer mode)." |
*
* @param {Main_Pin_LockedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_locked: ((inputs?: Main_Pin_LockedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_LockedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "this trainee has a PIN; enter it." |
*
* @param {Main_Pin_NeededInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_needed: ((inputs?: Main_Pin_NeededInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_NeededInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is not your PIN; it was not changed." |
*
* @param {Main_Pin_Not_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_not_changed: ((inputs?: Main_Pin_Not_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Not_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Only the trainee signed in on the home screen can set their own PIN." |
*
* @param {Main_Pin_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_not_signed_in: ((inputs?: Main_Pin_Not_Signed_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Not_Signed_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "one digit repeated is among the first guesses; choose another." |
*
* @param {Main_Pin_RepeatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_repeated: ((inputs?: Main_Pin_RepeatedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_RepeatedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a run of digits (like 123456 or 654321) is among the first guesses; choose another." |
*
* @param {Main_Pin_RunInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_run: ((inputs?: Main_Pin_RunInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_RunInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a PIN was set meanwhile; it was not changed." |
*
* @param {Main_Pin_Set_MeanwhileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_set_meanwhile: ((inputs?: Main_Pin_Set_MeanwhileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Set_MeanwhileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "must be at most {max} digits." |
*
* @param {Main_Pin_Too_LongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_too_long: ((inputs: Main_Pin_Too_LongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Too_LongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "must be at least {min} digits." |
*
* @param {Main_Pin_Too_ShortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_too_short: ((inputs: Main_Pin_Too_ShortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_Too_ShortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Too many wrong PINs: try again in {seconds} s." |
*
* @param {Main_Pin_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_wait: ((inputs: Main_Pin_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "that is not the PIN." |
*
* @param {Main_Pin_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_pin_wrong: ((inputs?: Main_Pin_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pin_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "\"{title}\" is a practice set, not an assessment" |
*
* @param {Main_Practice_Not_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_practice_not_assessment: ((inputs: Main_Practice_Not_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Practice_Not_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "must be the 20 letters and digits of the recovery code (4 groups of 5)." |
*
* @param {Main_Recovery_Code_ShapeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_recovery_code_shape: ((inputs?: Main_Recovery_Code_ShapeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Recovery_Code_ShapeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The mistakes of \"{title}\" cannot be replayed: {error}" |
*
* @param {Main_Replay_Cannot_DealInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_replay_cannot_deal: ((inputs: Main_Replay_Cannot_DealInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Replay_Cannot_DealInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} may retake \"{title}\" from {at} (the set asks for {minutes} minutes between attempts)." |
*
* @param {Main_Retake_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_retake_wait: ((inputs: Main_Retake_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Retake_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The cohort covers every station of the training room, each attempt and answer once." |
*
* @param {Main_Rnote_Cohort_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_cohort_all: ((inputs?: Main_Rnote_Cohort_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Cohort_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The cohort covers every station of the training room, each attempt and answer once. {count} row(s) from the room were refused." |
*
* @param {Main_Rnote_Cohort_All_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_cohort_all_refused: ((inputs: Main_Rnote_Cohort_All_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Cohort_All_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} The cohort is what this PC recorded; the other stations' work is missing until the room can be read." |
*
* @param {Main_Rnote_Cohort_OfflineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_cohort_offline: ((inputs: Main_Rnote_Cohort_OfflineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Cohort_OfflineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The room's answers could not be counted on this PC ({detail})." |
*
* @param {Main_Rnote_Count_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_count_failed: ((inputs: Main_Rnote_Count_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Count_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answers, sessions, assessment attempts, last activity, skill trends, floor readiness, flagged and due cases and the cohort below cover every station of the t..." |
*
* @param {Main_Rnote_Dash_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_dash_all: ((inputs: Main_Rnote_Dash_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Dash_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answers, sessions, assessment attempts, last activity, skill trends, floor readiness, flagged and due cases and the cohort below cover every station of the t..." |
*
* @param {Main_Rnote_Dash_All_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_dash_all_refused: ((inputs: Main_Rnote_Dash_All_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Dash_All_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} The figures are what this PC recorded; the other stations' work is missing until the room can be read." |
*
* @param {Main_Rnote_Dash_OfflineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_dash_offline: ((inputs: Main_Rnote_Dash_OfflineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Dash_OfflineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts on every station of the training room." |
*
* @param {Main_Rnote_History_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_history_all: ((inputs?: Main_Rnote_History_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_History_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts on every station of the training room. {count} row(s) from the room were refused (not what they should be)." |
*
* @param {Main_Rnote_History_All_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_history_all_refused: ((inputs: Main_Rnote_History_All_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_History_All_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC is not in a training room: these are the attempts recorded on this PC." |
*
* @param {Main_Rnote_History_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_history_not_configured: ((inputs?: Main_Rnote_History_Not_ConfiguredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_History_Not_ConfiguredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} Only the attempts recorded on this PC ({station}) are listed; the other stations' attempts are missing until the room can be read." |
*
* @param {Main_Rnote_History_OfflineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_history_offline: ((inputs: Main_Rnote_History_OfflineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_History_OfflineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Figures over every station of the training room (every session so far was recorded on this PC)." |
*
* @param {Main_Rnote_Progress_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_progress_here: ((inputs?: Main_Rnote_Progress_HereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Progress_HereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} The figures are what this PC recorded; the other stations' sessions are missing until the room can be read." |
*
* @param {Main_Rnote_Progress_OfflineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_progress_offline: ((inputs: Main_Rnote_Progress_OfflineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Progress_OfflineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Figures over every station of the training room ({count} session(s) recorded on other stations)." |
*
* @param {Main_Rnote_Progress_OthersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_rnote_progress_others: ((inputs: Main_Rnote_Progress_OthersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Rnote_Progress_OthersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Connected: a training room (schema {version}) with {stations} station(s)." |
*
* @param {Main_Room_ConnectedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_connected: ((inputs: Main_Room_ConnectedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_ConnectedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password IT gave you for this role." |
*
* @param {Main_Room_Enter_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_enter_password: ((inputs?: Main_Room_Enter_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Enter_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} does not let this computer or role connect (pg_hba.conf): ask IT." |
*
* @param {Main_Room_HbaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_hba: ((inputs: Main_Room_HbaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_HbaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} no longer lets this role log in (it was revoked): ask IT to run the room's init again." |
*
* @param {Main_Room_Login_RevokedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_login_revoked: ((inputs: Main_Room_Login_RevokedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Login_RevokedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The training room was prepared by a newer version of the app (schema {version}; this one knows {known}): update the app on this computer. It keeps working on..." |
*
* @param {Main_Room_Newer_SchemaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_newer_schema: ((inputs: Main_Room_Newer_SchemaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Newer_SchemaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "no answer" |
*
* @param {Main_Room_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_no_answer: ((inputs?: Main_Room_No_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_No_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} has no database of that name: check the database name (or IT has dropped it)." |
*
* @param {Main_Room_No_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_no_database: ((inputs: Main_Room_No_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_No_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} refused: this role has not the right to do that ({text})." |
*
* @param {Main_Room_No_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_no_right: ((inputs: Main_Room_No_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_No_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} does not accept an encrypted (TLS) connection; turn TLS off for it, or ask IT to enable it on the server." |
*
* @param {Main_Room_No_TlsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_no_tls: ((inputs: Main_Room_No_TlsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_No_TlsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "That database is not a training room: IT must prepare it with \"npm run room -- init\"." |
*
* @param {Main_Room_Not_A_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_not_a_room: ((inputs?: Main_Room_Not_A_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Not_A_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The training room's schema is older ({version}) than this app's ({known}): IT must run \"npm run room -- init\" again." |
*
* @param {Main_Room_Older_SchemaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_older_schema: ((inputs: Main_Room_Older_SchemaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Older_SchemaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} answered with an error: {text}" |
*
* @param {Main_Room_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_other: ((inputs: Main_Room_OtherInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_OtherInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} refused a record: {text}" |
*
* @param {Main_Room_Refused_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_refused_row: ((inputs: Main_Room_Refused_RowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Refused_RowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC is not yet registered in the training room: it registers with its own signing key once trainer mode has been opened on it (a key file found in the da..." |
*
* @param {Main_Room_Registers_After_UnlockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_registers_after_unlock: ((inputs?: Main_Room_Registers_After_UnlockInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Registers_After_UnlockInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The role {user} cannot record history in this room (its rights were revoked): ask IT to run the room's init again." |
*
* @param {Main_Room_Role_RevokedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_role_revoked: ((inputs: Main_Room_Role_RevokedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Role_RevokedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} stopped answering: its server shut down or restarted, or the connection broke ({code}). What is not yet in the room waits on this PC and goes when th..." |
*
* @param {Main_Room_StoppedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_stopped: ((inputs: Main_Room_StoppedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_StoppedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} requires an encrypted (TLS) connection: turn on \"Require TLS\" for the room." |
*
* @param {Main_Room_Tls_RequiredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_tls_required: ((inputs: Main_Room_Tls_RequiredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Tls_RequiredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot reach {where}: the server did not answer ({code}). Check the host name and port, the network cable or Wi-Fi, and that PostgreSQL is running." |
*
* @param {Main_Room_UnreachableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_unreachable: ((inputs: Main_Room_UnreachableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_UnreachableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the database" |
*
* @param {Main_Room_Where_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_where_database: ((inputs?: Main_Room_Where_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Where_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the training room" |
*
* @param {Main_Room_Where_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_where_room: ((inputs?: Main_Room_Where_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Where_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{where} refused the password for this role: check the role and the password IT gave you." |
*
* @param {Main_Room_Wrong_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_room_wrong_password: ((inputs: Main_Room_Wrong_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Room_Wrong_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session \"{title}\" is damaged: {error}." |
*
* @param {Main_Session_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_session_damaged: ((inputs: Main_Session_DamagedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Session_DamagedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session \"{title}\" has ended; start a new one." |
*
* @param {Main_Session_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_session_ended: ((inputs: Main_Session_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Session_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The drill set \"{title}\" cannot be dealt: {error}" |
*
* @param {Main_Set_Cannot_DealInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_set_cannot_deal: ((inputs: Main_Set_Cannot_DealInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Set_Cannot_DealInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: the library already has a drill set with the id \"{id}\". Nothing was imported; import it again as a copy to keep both." |
*
* @param {Main_Set_Clash_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_set_clash_id: ((inputs: Main_Set_Clash_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Set_Clash_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: the library already has a drill set with the title \"{title}\". Nothing was imported; import it again as a copy to keep both." |
*
* @param {Main_Set_Clash_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_set_clash_title: ((inputs: Main_Set_Clash_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Set_Clash_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{staffNumber} already belongs to {owner}, not {name}" |
*
* @param {Main_Staff_Number_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_staff_number_other: ((inputs: Main_Staff_Number_OtherInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Staff_Number_OtherInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is archived: only the trainer can change the name." |
*
* @param {Main_Trainee_Archived_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_trainee_archived_name: ((inputs: Main_Trainee_Archived_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Trainee_Archived_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is no trainee \"{id}\" (deleted meanwhile?)" |
*
* @param {Main_Trainee_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_trainee_missing: ((inputs: Main_Trainee_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Trainee_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This is a trainer action: unlock trainer mode with the trainer passcode first (it locks itself after 10 idle minutes)." |
*
* @param {Main_Trainer_LockedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_trainer_locked: ((inputs?: Main_Trainer_LockedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Trainer_LockedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trusted keys were changed outside the app (their seal does not check): no key is trusted until the trainer registers them again." |
*
* @param {Main_Trust_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_trust_tampered: ((inputs?: Main_Trust_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Trust_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Which keys this PC trusts is known once trainer mode has been unlocked since the app started." |
*
* @param {Main_Trust_UnknownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_trust_unknown: ((inputs?: Main_Trust_UnknownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Trust_UnknownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The signature block is damaged." |
*
* @param {Main_Verify_Block_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_block_damaged: ((inputs?: Main_Verify_Block_DamagedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Block_DamagedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The signature block is missing or damaged." |
*
* @param {Main_Verify_Block_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_block_missing: ((inputs?: Main_Verify_Block_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Block_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: the report was changed after it was signed." |
*
* @param {Main_Verify_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_changed: ((inputs?: Main_Verify_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The file is empty." |
*
* @param {Main_Verify_EmptyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_empty: ((inputs?: Main_Verify_EmptyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_EmptyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "INTACT and signed by the key given to check against." |
*
* @param {Main_Verify_Intact_GivenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_intact_given: ((inputs?: Main_Verify_Intact_GivenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Intact_GivenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "INTACT and signed by this installation's own key." |
*
* @param {Main_Verify_Intact_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_intact_own: ((inputs?: Main_Verify_Intact_OwnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Intact_OwnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "INTACT and signed by a registered key ({label})." |
*
* @param {Main_Verify_Intact_RegisteredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_intact_registered: ((inputs: Main_Verify_Intact_RegisteredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Intact_RegisteredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "INTACT, but signed by a key that is not trusted here: a valid signature by a stranger proves nothing." |
*
* @param {Main_Verify_Intact_StrangerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_intact_stranger: ((inputs?: Main_Verify_Intact_StrangerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Intact_StrangerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: the signed record is not in the form it was written (a field added, repeated or moved)." |
*
* @param {Main_Verify_Json_FormInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_json_form: ((inputs?: Main_Verify_Json_FormInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Json_FormInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The signer's public key is damaged." |
*
* @param {Main_Verify_Key_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_key_damaged: ((inputs?: Main_Verify_Key_DamagedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Key_DamagedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: the signature line was changed." |
*
* @param {Main_Verify_Line_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_line_changed: ((inputs?: Main_Verify_Line_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Line_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: the signature line is damaged." |
*
* @param {Main_Verify_Line_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_line_damaged: ((inputs?: Main_Verify_Line_DamagedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Line_DamagedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not valid JSON ({detail})." |
*
* @param {Main_Verify_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_not_json: ((inputs: Main_Verify_Not_JsonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Not_JsonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not a signed assessment record (format must be \"{format}\")." |
*
* @param {Main_Verify_Not_RecordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_not_record: ((inputs: Main_Verify_Not_RecordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Not_RecordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not a report: expected a PDF or a signed JSON record." |
*
* @param {Main_Verify_Not_ReportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_not_report: ((inputs?: Main_Verify_Not_ReportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Not_ReportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PDF carries no report signature." |
*
* @param {Main_Verify_Pdf_UnsignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_pdf_unsigned: ((inputs?: Main_Verify_Pdf_UnsignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Pdf_UnsignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The record cannot be read." |
*
* @param {Main_Verify_Record_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_record_unreadable: ((inputs?: Main_Verify_Record_UnreadableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Record_UnreadableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: the signed summary line is missing." |
*
* @param {Main_Verify_Summary_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_summary_missing: ((inputs?: Main_Verify_Summary_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_Summary_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{outcome} {problem}" |
*
* @param {Main_Verify_With_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const main_verify_with_problem: ((inputs: Main_Verify_With_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Verify_With_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Amount: you said {said}, it is {amount}" |
*
* @param {Mark_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_amount: ((inputs: Mark_AmountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_AmountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker point: you said {said}, it is {point}" |
*
* @param {Mark_Banker_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_banker_point: ((inputs: Mark_Banker_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Banker_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "You chose {said}, the answer is {key}: {answer}" |
*
* @param {Mark_Chose_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_chose_key: ((inputs: Mark_Chose_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Chose_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "You chose \"{said}\"; the answer is \"{answer}\"" |
*
* @param {Mark_Chose_OptionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_chose_option: ((inputs: Mark_Chose_OptionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Chose_OptionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Natural: you said {said}, {is}" |
*
* @param {Mark_NaturalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural: ((inputs: Mark_NaturalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_NaturalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is none" |
*
* @param {Mark_Natural_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural_none: ((inputs?: Mark_Natural_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Natural_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "there is one" |
*
* @param {Mark_Natural_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_natural_one: ((inputs?: Mark_Natural_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Natural_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} (not whole cents)" |
*
* @param {Mark_Not_Whole_CentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_not_whole_cents: ((inputs: Mark_Not_Whole_CentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Not_Whole_CentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player point: you said {said}, it is {point}" |
*
* @param {Mark_Player_PointInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_player_point: ((inputs: Mark_Player_PointInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Player_PointInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result: you said {said}, it is {result}" |
*
* @param {Mark_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_result: ((inputs: Mark_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "You said draw: {answer}" |
*
* @param {Mark_Said_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_said_draw: ((inputs: Mark_Said_DrawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Said_DrawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "You said stand: {answer}" |
*
* @param {Mark_Said_StandInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_said_stand: ((inputs: Mark_Said_StandInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Said_StandInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "an amount" |
*
* @param {Mark_Type_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_amount: ((inputs?: Mark_Type_AmountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_AmountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "chips from the tray" |
*
* @param {Mark_Type_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_chips: ((inputs?: Mark_Type_ChipsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_ChipsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a choice" |
*
* @param {Mark_Type_ChoiceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_choice: ((inputs?: Mark_Type_ChoiceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_ChoiceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a draw/stand call" |
*
* @param {Mark_Type_DrawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_draw: ((inputs?: Mark_Type_DrawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_DrawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a points call" |
*
* @param {Mark_Type_PointsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_points: ((inputs?: Mark_Type_PointsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_PointsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a result" |
*
* @param {Mark_Type_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_result: ((inputs?: Mark_Type_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a table settlement" |
*
* @param {Mark_Type_SettleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_type_settle: ((inputs?: Mark_Type_SettleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Type_SettleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Expected {expected}, got {got}: {answer}" |
*
* @param {Mark_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const mark_wrong_type: ((inputs: Mark_Wrong_TypeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mark_Wrong_TypeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Pdf_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor: ((inputs?: Pdf_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor: {name}." |
*
* @param {Pdf_Assessor_IsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_assessor_is: ((inputs: Pdf_Assessor_IsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Assessor_IsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Pdf_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt: ((inputs?: Pdf_AttemptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_AttemptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}; left {times} time(s) and resumed or closed" |
*
* @param {Pdf_Attempt_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_left: ((inputs: Pdf_Attempt_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Attempt_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Pdf_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_attempt_of: ((inputs: Pdf_Attempt_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Attempt_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Pdf_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_candidate: ((inputs?: Pdf_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Pdf_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_accuracy: ((inputs?: Pdf_Col_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Pdf_Col_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answer: ((inputs?: Pdf_Col_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answered" |
*
* @param {Pdf_Col_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_answered: ((inputs?: Pdf_Col_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Area" |
*
* @param {Pdf_Col_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_area: ((inputs?: Pdf_Col_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cards" |
*
* @param {Pdf_Col_CardsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_cards: ((inputs?: Pdf_Col_CardsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_CardsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct answer" |
*
* @param {Pdf_Col_Correct_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_correct_answer: ((inputs?: Pdf_Col_Correct_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Correct_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Grade" |
*
* @param {Pdf_Col_GradeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_grade: ((inputs?: Pdf_Col_GradeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_GradeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Pdf_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_median: ((inputs?: Pdf_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Pdf_Col_OutcomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_outcome: ((inputs?: Pdf_Col_OutcomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_OutcomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Pdf_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_pass_mark: ((inputs?: Pdf_Col_Pass_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Pass_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Pdf_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result: ((inputs?: Pdf_Col_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result, time" |
*
* @param {Pdf_Col_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_result_time: ((inputs?: Pdf_Col_Result_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_Result_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Pdf_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_right: ((inputs?: Pdf_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Pdf_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_col_skill: ((inputs?: Pdf_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Comment: {comment}" |
*
* @param {Pdf_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_comment: ((inputs: Pdf_CommentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CommentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersigned by {name}, second assessor, on {day} at {time}." |
*
* @param {Pdf_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_countersigned: ((inputs: Pdf_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Pdf_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date: ((inputs?: Pdf_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{day} (started {start})" |
*
* @param {Pdf_Date_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started: ((inputs: Pdf_Date_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Date_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{day} (started {start}, ended {end})" |
*
* @param {Pdf_Date_Started_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_date_started_ended: ((inputs: Pdf_Date_Started_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Date_Started_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duration" |
*
* @param {Pdf_DurationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_duration: ((inputs?: Pdf_DurationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_DurationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every response" |
*
* @param {Pdf_Every_ResponseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_every_response: ((inputs?: Pdf_Every_ResponseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_ResponseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} - {id} - page {page} of {pages}" |
*
* @param {Pdf_FooterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_footer: ((inputs: Pdf_FooterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_FooterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Grade_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_grade_fail: ((inputs?: Pdf_Grade_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Grade_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day}. Grades: {grades}." |
*
* @param {Pdf_Graded_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by: ((inputs: Pdf_Graded_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Graded_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded by {assessor} on {day} against {standard}. Grades: {grades}." |
*
* @param {Pdf_Graded_By_AgainstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_graded_by_against: ((inputs: Pdf_Graded_By_AgainstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Graded_By_AgainstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Pdf_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_house: ((inputs?: Pdf_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test" |
*
* @param {Pdf_KnowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge: ((inputs?: Pdf_KnowledgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_KnowledgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part FAILED." |
*
* @param {Pdf_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_failed: ((inputs?: Pdf_Knowledge_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Knowledge_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part PASSED." |
*
* @param {Pdf_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_knowledge_passed: ((inputs?: Pdf_Knowledge_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Knowledge_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE" |
*
* @param {Pdf_Line_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_red_line: ((inputs?: Pdf_Line_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "right" |
*
* @param {Pdf_Line_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_right: ((inputs?: Pdf_Line_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Pdf_Line_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_timed_out: ((inputs?: Pdf_Line_Timed_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_Timed_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "wrong" |
*
* @param {Pdf_Line_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_line_wrong: ((inputs?: Pdf_Line_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Line_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ";" |
*
* @param {Pdf_List_SeparatorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_list_separator: ((inputs?: Pdf_List_SeparatorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_List_SeparatorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID {id}" |
*
* @param {Pdf_Meta_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_subject: ((inputs: Pdf_Meta_SubjectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Meta_SubjectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment record: {name}, {title}" |
*
* @param {Pdf_Meta_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_meta_title: ((inputs: Pdf_Meta_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Meta_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{minutes} min {seconds} s" |
*
* @param {Pdf_Minutes_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_minutes_seconds: ((inputs: Pdf_Minutes_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Minutes_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The candidate's name is written in full ({count} characters) in the signed JSON record and the CSV; {mark} marks characters this PDF's font cannot show." |
*
* @param {Pdf_Name_NoteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_name_note: ((inputs: Pdf_Name_NoteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Name_NoteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(no answer)" |
*
* @param {Pdf_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_answer: ((inputs?: Pdf_No_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No red-line error." |
*
* @param {Pdf_No_Red_Line_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_line_error: ((inputs?: Pdf_No_Red_Line_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_Red_Line_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No red line observed." |
*
* @param {Pdf_No_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_no_red_observed: ((inputs?: Pdf_No_Red_ObservedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_No_Red_ObservedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Pdf_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_none: ((inputs?: Pdf_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not countersigned by a second assessor." |
*
* @param {Pdf_Not_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_not_countersigned: ((inputs?: Pdf_Not_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Not_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Pdf_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_fail: ((inputs?: Pdf_Outcome_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_pass: ((inputs?: Pdf_Outcome_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Pdf_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_outcome_retake: ((inputs?: Pdf_Outcome_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Outcome_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Overall: {correct} of {items} items right ({accuracy}); pass mark {passMark}. Answered {answered}; timed out {timedOut}." |
*
* @param {Pdf_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_overall: ((inputs: Pdf_OverallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_OverallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Pdf_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical: ((inputs?: Pdf_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part FAILED." |
*
* @param {Pdf_Practical_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_failed: ((inputs?: Pdf_Practical_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This set has no practical part." |
*
* @param {Pdf_Practical_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_none: ((inputs?: Pdf_Practical_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not graded yet. Areas: {areas}." |
*
* @param {Pdf_Practical_Not_GradedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_not_graded: ((inputs: Pdf_Practical_Not_GradedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_Not_GradedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part PASSED." |
*
* @param {Pdf_Practical_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_passed: ((inputs?: Pdf_Practical_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part NOT COMPLETE: an area to retake." |
*
* @param {Pdf_Practical_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_practical_retake: ((inputs?: Pdf_Practical_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Practical_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drawing error (Tasmania 11)" |
*
* @param {Pdf_Red_Drawing_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_drawing_error: ((inputs?: Pdf_Red_Drawing_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Drawing_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularity mishandled (Tasmania 14)" |
*
* @param {Pdf_Red_IrregularityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_irregularity: ((inputs?: Pdf_Red_IrregularityInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_IrregularityInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE at item {item} (response {seq}): {label}" |
*
* @param {Pdf_Red_Line_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_line_at: ((inputs: Pdf_Red_Line_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Line_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines for this set: {list}." |
*
* @param {Pdf_Red_Lines_For_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_lines_for_set: ((inputs: Pdf_Red_Lines_For_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Lines_For_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label}" |
*
* @param {Pdf_Red_ObservedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed: ((inputs: Pdf_Red_ObservedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_ObservedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails {area})" |
*
* @param {Pdf_Red_Observed_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_area: ((inputs: Pdf_Red_Observed_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Observed_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "RED LINE observed: {label} (fails the practical part)" |
*
* @param {Pdf_Red_Observed_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_observed_practical: ((inputs: Pdf_Red_Observed_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Observed_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Paid a losing bet" |
*
* @param {Pdf_Red_Paying_Losing_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_paying_losing_bet: ((inputs?: Pdf_Red_Paying_Losing_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Paying_Losing_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Took a winning bet" |
*
* @param {Pdf_Red_Taking_Winning_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_red_taking_winning_bet: ((inputs?: Pdf_Red_Taking_Winning_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Red_Taking_Winning_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result: {result}" |
*
* @param {Pdf_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result: ((inputs: Pdf_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_fail: ((inputs?: Pdf_Result_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Pdf_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_in_progress: ((inputs?: Pdf_Result_In_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_In_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Pdf_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pass: ((inputs?: Pdf_Result_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done; practical not yet graded or an area to retake" |
*
* @param {Pdf_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_pending: ((inputs?: Pdf_Result_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{result}, {time}" |
*
* @param {Pdf_Result_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_result_time: ((inputs: Pdf_Result_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Result_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seal" |
*
* @param {Pdf_SealInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seal: ((inputs?: Pdf_SealInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SealInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Pdf_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_seconds: ((inputs: Pdf_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Pdf_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set: ((inputs?: Pdf_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title}, revision {revision}" |
*
* @param {Pdf_Set_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_set_revision: ((inputs: Pdf_Set_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Set_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor:" |
*
* @param {Pdf_Sign_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_assessor: ((inputs?: Pdf_Sign_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate:" |
*
* @param {Pdf_Sign_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_candidate: ((inputs?: Pdf_Sign_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date:" |
*
* @param {Pdf_Sign_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_date: ((inputs?: Pdf_Sign_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Gaming manager:" |
*
* @param {Pdf_Sign_ManagerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sign_manager: ((inputs?: Pdf_Sign_ManagerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sign_ManagerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signatures" |
*
* @param {Pdf_SignaturesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_signatures: ((inputs?: Pdf_SignaturesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_SignaturesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Pdf_Sitting_IdInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_sitting_id: ((inputs?: Pdf_Sitting_IdInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Sitting_IdInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Pdf_Skill_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_fail: ((inputs?: Pdf_Skill_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Skill_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Pdf_Skill_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_skill_pass: ((inputs?: Pdf_Skill_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Skill_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Pdf_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_staff_number: ((inputs?: Pdf_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (the built-in default)" |
*
* @param {Pdf_Standard_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_default: ((inputs: Pdf_Standard_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Standard_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (revision {revision})" |
*
* @param {Pdf_Standard_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_revision: ((inputs: Pdf_Standard_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Standard_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Pdf_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status: ((inputs?: Pdf_StatusInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_StatusInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "left before the end" |
*
* @param {Pdf_Status_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_abandoned: ((inputs?: Pdf_Status_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "closed by the trainer before the end" |
*
* @param {Pdf_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_closed: ((inputs?: Pdf_Status_ClosedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_ClosedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "finished" |
*
* @param {Pdf_Status_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_finished: ((inputs?: Pdf_Status_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "running" |
*
* @param {Pdf_Status_RunningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_status_running: ((inputs?: Pdf_Status_RunningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Status_RunningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat dealer assessment: certification record" |
*
* @param {Pdf_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_title: ((inputs?: Pdf_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verification" |
*
* @param {Pdf_VerificationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verification: ((inputs?: Pdf_VerificationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_VerificationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The same in English:" |
*
* @param {Pdf_Verify_EnglishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_english: ((inputs?: Pdf_Verify_EnglishInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Verify_EnglishInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID {id}. This record was signed by the training installation whose key fingerprint is {fingerprint}; any change to any byte of the file makes the che..." |
*
* @param {Pdf_Verify_ParagraphInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const pdf_verify_paragraph: ((inputs: Pdf_Verify_ParagraphInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Verify_ParagraphInputs, {
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
/**
* | output |
* | --- |
* | "Acknowledge" |
*
* @param {Trainer_AcknowledgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_acknowledge: ((inputs?: Trainer_AcknowledgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_AcknowledgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical areas (one per line)" |
*
* @param {Trainer_Af_AreasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_areas: ((inputs?: Trainer_Af_AreasInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_AreasInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempts allowed" |
*
* @param {Trainer_Af_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_attempts: ((inputs?: Trainer_Af_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Af_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_legend: ((inputs?: Trainer_Af_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A practical table test, graded by the assessor" |
*
* @param {Trainer_Af_PracticalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_practical: ((inputs?: Trainer_Af_PracticalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_PracticalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A red-line error fails the attempt whatever the score" |
*
* @param {Trainer_Af_Redline_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redline_fails: ((inputs?: Trainer_Af_Redline_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_Redline_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red-line errors" |
*
* @param {Trainer_Af_RedlinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_redlines: ((inputs?: Trainer_Af_RedlinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_RedlinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wait between attempts (minutes)" |
*
* @param {Trainer_Af_WaitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_af_wait: ((inputs?: Trainer_Af_WaitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Af_WaitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "and" |
*
* @param {Trainer_AndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_and: ((inputs?: Trainer_AndInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_AndInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Archive" |
*
* @param {Trainer_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archive: ((inputs?: Trainer_ArchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ArchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "archived" |
*
* @param {Trainer_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_archived: ((inputs?: Trainer_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Change the passcode" |
*
* @param {Trainer_Assess_Change_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_change_passcode: ((inputs?: Trainer_Assess_Change_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Change_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "through the form" |
*
* @param {Trainer_Assess_Keys_FormInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_form: ((inputs?: Trainer_Assess_Keys_FormInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Keys_FormInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "starts the assessment" |
*
* @param {Trainer_Assess_Keys_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_keys_start: ((inputs?: Trainer_Assess_Keys_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_Keys_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Assess_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_title: ((inputs?: Trainer_Assess_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verify a report…" |
*
* @param {Trainer_Assess_VerifyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assess_verify: ((inputs?: Trainer_Assess_VerifyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assess_VerifyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a practice set…" |
*
* @param {Trainer_Assign_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose: ((inputs?: Trainer_Assign_ChooseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_ChooseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the set to assign." |
*
* @param {Trainer_Assign_Choose_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_choose_error: ((inputs?: Trainer_Assign_Choose_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Choose_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "done" |
*
* @param {Trainer_Assign_DoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_done: ((inputs?: Trainer_Assign_DoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_DoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· due {day}" |
*
* @param {Trainer_Assign_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due: ((inputs: Trainer_Assign_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Due by the end of" |
*
* @param {Trainer_Assign_Due_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_due_by: ((inputs?: Trainer_Assign_Due_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Due_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ") or select one" |
*
* @param {Trainer_Assign_Nobody_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_after: ((inputs?: Trainer_Assign_Nobody_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Nobody_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "nobody chosen: tick trainees in the list (" |
*
* @param {Trainer_Assign_Nobody_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_nobody_before: ((inputs?: Trainer_Assign_Nobody_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_Nobody_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "overdue" |
*
* @param {Trainer_Assign_OverdueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_overdue: ((inputs?: Trainer_Assign_OverdueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_OverdueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The due date {due} is in the past (today is {today})." |
*
* @param {Trainer_Assign_PastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_past: ((inputs: Trainer_Assign_PastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_PastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill set" |
*
* @param {Trainer_Assign_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_set: ((inputs?: Trainer_Assign_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign" |
*
* @param {Trainer_Assign_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_submit: ((inputs?: Trainer_Assign_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign a set" |
*
* @param {Trainer_Assign_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_title: ((inputs?: Trainer_Assign_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To:" |
*
* @param {Trainer_Assign_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to: ((inputs?: Trainer_Assign_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_ToInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "to do" |
*
* @param {Trainer_Assign_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_do: ((inputs?: Trainer_Assign_To_DoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_DoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign to" |
*
* @param {Trainer_Assign_To_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_label: ((inputs?: Trainer_Assign_To_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign to {name}" |
*
* @param {Trainer_Assign_To_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_assign_to_name: ((inputs: Trainer_Assign_To_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Assign_To_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This assessment attempt was abandoned" |
*
* @param {Trainer_Attempt_AbandonedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned: ((inputs?: Trainer_Attempt_AbandonedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_AbandonedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} of {total} items were answered; every answer is kept." |
*
* @param {Trainer_Attempt_Abandoned_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_abandoned_answers: ((inputs: Trainer_Attempt_Abandoned_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Abandoned_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} / {total} answered" |
*
* @param {Trainer_Attempt_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_answered: ((inputs: Trainer_Attempt_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close it as it stands" |
*
* @param {Trainer_Attempt_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_close: ((inputs?: Trainer_Attempt_CloseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_CloseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The assessment is finished." |
*
* @param {Trainer_Attempt_FinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_finished: ((inputs?: Trainer_Attempt_FinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_FinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Trainer_Attempt_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_home: ((inputs?: Trainer_Attempt_HomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_HomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Trainer_Attempt_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave: ((inputs?: Trainer_Attempt_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the assessment" |
*
* @param {Trainer_Attempt_Leave_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_confirm: ((inputs?: Trainer_Attempt_Leave_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leaving ends this attempt as abandoned; only the trainer can resume it." |
*
* @param {Trainer_Attempt_Leave_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_message: ((inputs?: Trainer_Attempt_Leave_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the assessment?" |
*
* @param {Trainer_Attempt_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_leave_title: ((inputs?: Trainer_Attempt_Leave_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Leave_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· locked" |
*
* @param {Trainer_Attempt_LockedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_locked: ((inputs?: Trainer_Attempt_LockedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_LockedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Trainer_Attempt_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_mode: ((inputs?: Trainer_Attempt_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Resume the attempt" |
*
* @param {Trainer_Attempt_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_resume: ((inputs?: Trainer_Attempt_ResumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_ResumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". It is printed on your certificate." |
*
* @param {Trainer_Attempt_Sitting_AfterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_after: ((inputs?: Trainer_Attempt_Sitting_AfterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Sitting_AfterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your sitting's ID:" |
*
* @param {Trainer_Attempt_Sitting_BeforeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_sitting_before: ((inputs?: Trainer_Attempt_Sitting_BeforeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_Sitting_BeforeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Trainer_Attempt_StayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_stay: ((inputs?: Trainer_Attempt_StayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_StayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{correct} of {items} items right. Your trainer has the full record and the practical part." |
*
* @param {Trainer_Attempt_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_summary: ((inputs: Trainer_Attempt_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} · {staff} · attempt {attempt}" |
*
* @param {Trainer_Attempt_WhoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_attempt_who: ((inputs: Trainer_Attempt_WhoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Attempt_WhoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every trainer action on this PC, in order. Each row is chained to the one before it and the last is sealed with a key only the trainer passcode opens, so a r..." |
*
* @param {Trainer_Audit_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_about: ((inputs?: Trainer_Audit_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows." |
*
* @param {Trainer_Audit_ChecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks: ((inputs: Trainer_Audit_ChecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_ChecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail checks: {rows} rows, sealed through row {sealed}." |
*
* @param {Trainer_Audit_Checks_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_checks_sealed: ((inputs: Trainer_Audit_Checks_SealedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Checks_SealedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Row" |
*
* @param {Trainer_Audit_Col_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_col_row: ((inputs?: Trainer_Audit_Col_RowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Col_RowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when} (row {row}): {detail}." |
*
* @param {Trainer_Audit_Earlier_FaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_earlier_fault: ((inputs: Trainer_Audit_Earlier_FaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Earlier_FaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV…" |
*
* @param {Trainer_Audit_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_export: ((inputs?: Trainer_Audit_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first" |
*
* @param {Trainer_Audit_NewestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest: ((inputs?: Trainer_Audit_NewestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_NewestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Newest first (the last {count})" |
*
* @param {Trainer_Audit_Newest_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_newest_last: ((inputs: Trainer_Audit_Newest_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Newest_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {rows} rows to {path}." |
*
* @param {Trainer_Audit_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_saved: ((inputs: Trainer_Audit_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail has been tampered with: {problem}." |
*
* @param {Trainer_Audit_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered: ((inputs: Trainer_Audit_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trail has been tampered with at row {row}: {problem}." |
*
* @param {Trainer_Audit_Tampered_RowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_tampered_row: ((inputs: Trainer_Audit_Tampered_RowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_Tampered_RowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Audit trail" |
*
* @param {Trainer_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_audit_title: ((inputs?: Trainer_Audit_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Audit_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Trainer_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_back: ((inputs?: Trainer_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Trainer_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_cancel: ((inputs?: Trainer_CancelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CancelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate" |
*
* @param {Trainer_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidate: ((inputs?: Trainer_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidates" |
*
* @param {Trainer_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_candidates: ((inputs?: Trainer_CandidatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CandidatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Trainer_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close: ((inputs?: Trainer_CloseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_CloseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ")." |
*
* @param {Trainer_Close_ParenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_close_paren: ((inputs?: Trainer_Close_ParenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Close_ParenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Trainer_Col_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_accuracy: ((inputs?: Trainer_Col_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Trainer_Col_ActionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_action: ((inputs?: Trainer_Col_ActionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_ActionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Attempt" |
*
* @param {Trainer_Col_AttemptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_attempt: ((inputs?: Trainer_Col_AttemptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_AttemptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Detail" |
*
* @param {Trainer_Col_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_detail: ((inputs?: Trainer_Col_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last active" |
*
* @param {Trainer_Col_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_last_active: ((inputs?: Trainer_Col_Last_ActiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_Last_ActiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Trainer_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_median: ((inputs?: Trainer_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Col_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_name: ((inputs?: Trainer_Col_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Trainer_Col_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_pass_mark: ((inputs?: Trainer_Col_Pass_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_Pass_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Trainer_Col_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_result: ((inputs?: Trainer_Col_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_right: ((inputs?: Trainer_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sessions: ((inputs?: Trainer_Col_SessionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SessionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set" |
*
* @param {Trainer_Col_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_set: ((inputs?: Trainer_Col_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sitting ID" |
*
* @param {Trainer_Col_SittingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_sitting: ((inputs?: Trainer_Col_SittingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SittingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_skill: ((inputs?: Trainer_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff no." |
*
* @param {Trainer_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_staff: ((inputs?: Trainer_Col_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_started: ((inputs?: Trainer_Col_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_station: ((inputs?: Trainer_Col_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Trainer_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_status: ((inputs?: Trainer_Col_StatusInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_StatusInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "To do" |
*
* @param {Trainer_Col_To_DoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_to_do: ((inputs?: Trainer_Col_To_DoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_To_DoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Trainer_Col_WhenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_col_when: ((inputs?: Trainer_Col_WhenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Col_WhenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Trainer_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_confirm: ((inputs?: Trainer_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Trainer_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete: ((inputs?: Trainer_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} answers" |
*
* @param {Trainer_Delete_Answers_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_many: ((inputs: Trainer_Delete_Answers_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Answers_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} answer" |
*
* @param {Trainer_Delete_Answers_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_answers_one: ((inputs: Trainer_Delete_Answers_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Answers_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assignments" |
*
* @param {Trainer_Delete_Assignments_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_many: ((inputs: Trainer_Delete_Assignments_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Assignments_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assignment" |
*
* @param {Trainer_Delete_Assignments_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_assignments_one: ((inputs: Trainer_Delete_Assignments_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Assignments_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assessment attempts" |
*
* @param {Trainer_Delete_Attempts_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_many: ((inputs: Trainer_Delete_Attempts_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Attempts_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} assessment attempt" |
*
* @param {Trainer_Delete_Attempts_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_attempts_one: ((inputs: Trainer_Delete_Attempts_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Attempts_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete…" |
*
* @param {Trainer_Delete_EllipsisInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_ellipsis: ((inputs?: Trainer_Delete_EllipsisInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_EllipsisInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete for good" |
*
* @param {Trainer_Delete_For_GoodInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_for_good: ((inputs?: Trainer_Delete_For_GoodInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_For_GoodInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This deletes {name} and every result of theirs for good:" |
*
* @param {Trainer_Delete_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_intro: ((inputs: Trainer_Delete_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete it" |
*
* @param {Trainer_Delete_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_it: ((inputs?: Trainer_Delete_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", with their progress. Reports already exported stay verifiable. To keep the results, archive instead." |
*
* @param {Trainer_Delete_OutroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_outro: ((inputs?: Trainer_Delete_OutroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_OutroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode" |
*
* @param {Trainer_Delete_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode: ((inputs?: Trainer_Delete_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passcode: {error}" |
*
* @param {Trainer_Delete_Passcode_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_passcode_error: ((inputs: Trainer_Delete_Passcode_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Passcode_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Delete_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_many: ((inputs: Trainer_Delete_Sessions_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Sessions_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Delete_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_sessions_one: ((inputs: Trainer_Delete_Sessions_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Sessions_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete {name}?" |
*
* @param {Trainer_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_title: ((inputs: Trainer_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type the trainee's name:" |
*
* @param {Trainer_Delete_Type_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_delete_type_name: ((inputs?: Trainer_Delete_Type_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Delete_Type_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Discard changes" |
*
* @param {Trainer_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_discard: ((inputs?: Trainer_DiscardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DiscardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicate" |
*
* @param {Trainer_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_duplicate: ((inputs?: Trainer_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{decks} decks, every coup counted; Banker at a {stake} stake." |
*
* @param {Trainer_Edges_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_about: ((inputs: Trainer_Edges_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Bet" |
*
* @param {Trainer_Edges_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_bet: ((inputs?: Trainer_Edges_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edge" |
*
* @param {Trainer_Edges_EdgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_edge: ((inputs?: Trainer_Edges_EdgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_EdgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edges" |
*
* @param {Trainer_Edges_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_label: ((inputs?: Trainer_Edges_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pushes: {list}." |
*
* @param {Trainer_Edges_PushesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_pushes: ((inputs: Trainer_Edges_PushesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_PushesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House edge, exactly" |
*
* @param {Trainer_Edges_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_title: ((inputs?: Trainer_Edges_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The figures wait for: {fields}." |
*
* @param {Trainer_Edges_WaitingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_waiting: ((inputs: Trainer_Edges_WaitingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WaitingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "was {pct}" |
*
* @param {Trainer_Edges_WasInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_was: ((inputs: Trainer_Edges_WasInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WasInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Wins" |
*
* @param {Trainer_Edges_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edges_wins: ((inputs?: Trainer_Edges_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Edges_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Trainer_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_edit: ((inputs?: Trainer_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Export" |
*
* @param {Trainer_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_export: ((inputs?: Trainer_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Trainer_Form_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name: ((inputs?: Trainer_Form_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The name must not be empty." |
*
* @param {Trainer_Form_Name_EmptyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_empty: ((inputs?: Trainer_Form_Name_EmptyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Name_EmptyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name: {error}" |
*
* @param {Trainer_Form_Name_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_name_error: ((inputs: Trainer_Form_Name_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Name_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Form_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff: ((inputs?: Trainer_Form_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number {error}." |
*
* @param {Trainer_Form_Staff_ErrorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_error: ((inputs: Trainer_Form_Staff_ErrorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Staff_ErrorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(optional, unique)" |
*
* @param {Trainer_Form_Staff_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_form_staff_hint: ((inputs?: Trainer_Form_Staff_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Form_Staff_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Trainer_HistoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history: ((inputs?: Trainer_HistoryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_HistoryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "An attempt recorded on another station of the training room is listed with its result as the room has it; its record, its replay and its signed report are on..." |
*
* @param {Trainer_History_ElsewhereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_elsewhere: ((inputs?: Trainer_History_ElsewhereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_History_ElsewhereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No assessment attempt yet." |
*
* @param {Trainer_History_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_history_none: ((inputs?: Trainer_History_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_History_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{items} items" |
*
* @param {Trainer_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_items: ((inputs: Trainer_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep editing" |
*
* @param {Trainer_Keep_EditingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_editing: ((inputs?: Trainer_Keep_EditingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keep_EditingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Trainer_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keep_it: ((inputs?: Trainer_Keep_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keep_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Key_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_export: ((inputs?: Trainer_Key_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Key_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "refresh" |
*
* @param {Trainer_Key_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_key_refresh: ((inputs?: Trainer_Key_RefreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Key_RefreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reports are signed on this PC. To verify a report signed on another training PC, trust its public key." |
*
* @param {Trainer_Keys_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_about: ((inputs?: Trainer_Keys_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "archive" |
*
* @param {Trainer_Keys_ArchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_archive: ((inputs?: Trainer_Keys_ArchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ArchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "change tab" |
*
* @param {Trainer_Keys_Change_TabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_change_tab: ((inputs?: Trainer_Keys_Change_TabInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_Change_TabInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "delete" |
*
* @param {Trainer_Keys_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_delete: ((inputs?: Trainer_Keys_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "duplicate" |
*
* @param {Trainer_Keys_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_duplicate: ((inputs?: Trainer_Keys_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "edit" |
*
* @param {Trainer_Keys_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_edit: ((inputs?: Trainer_Keys_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "export" |
*
* @param {Trainer_Keys_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_export: ((inputs?: Trainer_Keys_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name it" |
*
* @param {Trainer_Keys_Name_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_name_it: ((inputs?: Trainer_Keys_Name_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_Name_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This installation" |
*
* @param {Trainer_Keys_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_own: ((inputs?: Trainer_Keys_OwnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_OwnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Another training PC's public key (signing-key.pub)" |
*
* @param {Trainer_Keys_PemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_pem: ((inputs?: Trainer_Keys_PemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_PemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "rename" |
*
* @param {Trainer_Keys_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_rename: ((inputs?: Trainer_Keys_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "select" |
*
* @param {Trainer_Keys_SelectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_select: ((inputs?: Trainer_Keys_SelectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_SelectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show signing keys" |
*
* @param {Trainer_Keys_ShowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_show: ((inputs?: Trainer_Keys_ShowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_ShowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "tick for an assignment" |
*
* @param {Trainer_Keys_TickInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_tick: ((inputs?: Trainer_Keys_TickInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TickInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signing keys" |
*
* @param {Trainer_Keys_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_title: ((inputs?: Trainer_Keys_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trust this key" |
*
* @param {Trainer_Keys_TrustInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trust: ((inputs?: Trainer_Keys_TrustInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TrustInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted: {label}" |
*
* @param {Trainer_Keys_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_keys_trusted: ((inputs: Trainer_Keys_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Keys_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the editor without saving? The changes made since the last save are lost." |
*
* @param {Trainer_Leave_Unsaved_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_message: ((inputs?: Trainer_Leave_Unsaved_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Unsaved_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the editor without saving" |
*
* @param {Trainer_Leave_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_unsaved_title: ((inputs?: Trainer_Leave_Unsaved_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Unsaved_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave without saving" |
*
* @param {Trainer_Leave_Without_SavingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_leave_without_saving: ((inputs?: Trainer_Leave_Without_SavingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Leave_Without_SavingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The retake rules still count every attempt the ledger holds. Each finding is a row in the Audit tab." |
*
* @param {Trainer_Ledger_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_about: ((inputs?: Trainer_Ledger_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment records have been changed outside the app." |
*
* @param {Trainer_Ledger_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_changed: ((inputs?: Trainer_Ledger_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Found when trainer mode was unlocked on {when}: {message}" |
*
* @param {Trainer_Ledger_EarlierInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_earlier: ((inputs: Trainer_Ledger_EarlierInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_EarlierInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The attempts ledger does not check: {problem}." |
*
* @param {Trainer_Ledger_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_problem: ((inputs: Trainer_Ledger_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The attempts ledger could not be checked: {error}" |
*
* @param {Trainer_Ledger_UncheckedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ledger_unchecked: ((inputs: Trainer_Ledger_UncheckedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ledger_UncheckedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "," |
*
* @param {Trainer_List_CommaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_list_comma: ((inputs?: Trainer_List_CommaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_List_CommaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment" |
*
* @param {Trainer_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_assessment: ((inputs?: Trainer_Mode_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Mode_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice" |
*
* @param {Trainer_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_mode_practice: ((inputs?: Trainer_Mode_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Mode_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No candidates yet." |
*
* @param {Trainer_No_CandidatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_candidates: ((inputs?: Trainer_No_CandidatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_No_CandidatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainees yet: add one (" |
*
* @param {Trainer_No_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_no_trainees: ((inputs?: Trainer_No_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_No_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Trainer_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_not_yet: ((inputs?: Trainer_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing assigned." |
*
* @param {Trainer_Nothing_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_nothing_assigned: ((inputs?: Trainer_Nothing_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Nothing_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical grades countersigned by {name}." |
*
* @param {Trainer_Notice_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_countersigned: ((inputs: Trainer_Notice_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode changed." |
*
* @param {Trainer_Notice_Passcode_ChangedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_changed: ((inputs?: Trainer_Notice_Passcode_ChangedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Passcode_ChangedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer passcode set." |
*
* @param {Trainer_Notice_Passcode_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_passcode_set: ((inputs?: Trainer_Notice_Passcode_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Passcode_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical grades saved." |
*
* @param {Trainer_Notice_Practical_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_practical_saved: ((inputs?: Trainer_Notice_Practical_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Practical_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the CSV to {path}. It is not signed: file the PDF or the JSON as the record." |
*
* @param {Trainer_Notice_Saved_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_csv: ((inputs: Trainer_Notice_Saved_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Saved_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved the signed {format} to {path}." |
*
* @param {Trainer_Notice_Saved_SignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_saved_signed: ((inputs: Trainer_Notice_Saved_SignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_Saved_SignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted {label} ({fingerprint})." |
*
* @param {Trainer_Notice_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_notice_trusted: ((inputs: Trainer_Notice_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Notice_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Trainer_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open: ((inputs?: Trainer_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Open it on {station}" |
*
* @param {Trainer_Open_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_open_on: ((inputs: Trainer_Open_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Open_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(optional)" |
*
* @param {Trainer_OptionalInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_optional: ((inputs?: Trainer_OptionalInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OptionalInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "or" |
*
* @param {Trainer_OrInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_or: ((inputs?: Trainer_OrInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_OrInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fail" |
*
* @param {Trainer_Outcome_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_fail: ((inputs?: Trainer_Outcome_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Trainer_Outcome_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_pass: ((inputs?: Trainer_Outcome_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "retake this area" |
*
* @param {Trainer_Outcome_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_outcome_retake: ((inputs?: Trainer_Outcome_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Outcome_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ")" |
*
* @param {Trainer_Paren_EndInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_paren_end: ((inputs?: Trainer_Paren_EndInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Paren_EndInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type it again" |
*
* @param {Trainer_Pass_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_again: ((inputs?: Trainer_Pass_AgainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_AgainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Change the trainer passcode" |
*
* @param {Trainer_Pass_Change_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_change_title: ((inputs?: Trainer_Pass_Change_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Change_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Current passcode" |
*
* @param {Trainer_Pass_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_current: ((inputs?: Trainer_Pass_CurrentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_CurrentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The two passcodes differ." |
*
* @param {Trainer_Pass_DifferInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_differ: ((inputs?: Trainer_Pass_DifferInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_DifferInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer mode" |
*
* @param {Trainer_Pass_Mode_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_mode_title: ((inputs?: Trainer_Pass_Mode_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Mode_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New passcode" |
*
* @param {Trainer_Pass_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_new: ((inputs?: Trainer_Pass_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Passcode" |
*
* @param {Trainer_Pass_PasscodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_passcode: ((inputs?: Trainer_Pass_PasscodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_PasscodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save passcode" |
*
* @param {Trainer_Pass_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_save: ((inputs?: Trainer_Pass_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer actions (assessments, every candidate's results, reports, importing sets) are kept behind a passcode. Choose one of at least 8 characters that is not..." |
*
* @param {Trainer_Pass_Set_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_about: ((inputs?: Trainer_Pass_Set_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Set_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Set a trainer passcode" |
*
* @param {Trainer_Pass_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_set_title: ((inputs?: Trainer_Pass_Set_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Set_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unlock" |
*
* @param {Trainer_Pass_UnlockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock: ((inputs?: Trainer_Pass_UnlockInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_UnlockInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the trainer passcode. Trainer mode locks itself after 10 idle minutes." |
*
* @param {Trainer_Pass_Unlock_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pass_unlock_about: ((inputs?: Trainer_Pass_Unlock_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pass_Unlock_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Clear PIN" |
*
* @param {Trainer_Pin_ClearInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_clear: ((inputs?: Trainer_Pin_ClearInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pin_ClearInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name}'s PIN is cleared: they can set a new one on their home screen." |
*
* @param {Trainer_Pin_ClearedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pin_cleared: ((inputs: Trainer_Pin_ClearedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pin_ClearedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark (%)" |
*
* @param {Trainer_Pm_Col_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_mark: ((inputs?: Trainer_Pm_Col_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time target (s)" |
*
* @param {Trainer_Pm_Col_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_median: ((inputs?: Trainer_Pm_Col_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Trainer_Pm_Col_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_col_skill: ((inputs?: Trainer_Pm_Col_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Col_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass marks" |
*
* @param {Trainer_Pm_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_legend: ((inputs?: Trainer_Pm_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark, {skill} (%)" |
*
* @param {Trainer_Pm_Mark_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_mark_of: ((inputs: Trainer_Pm_Mark_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Mark_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time target, {skill} (seconds)" |
*
* @param {Trainer_Pm_Median_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_median_of: ((inputs: Trainer_Pm_Median_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_Median_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Trainer_Pm_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_none: ((inputs?: Trainer_Pm_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Overall pass mark (%)" |
*
* @param {Trainer_Pm_OverallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_pm_overall: ((inputs?: Trainer_Pm_OverallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Pm_OverallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded against {title}, the built-in default" |
*
* @param {Trainer_Practical_Against_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_default: ((inputs: Trainer_Practical_Against_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Against_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Graded against {title}, revision {revision}" |
*
* @param {Trainer_Practical_Against_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_against_revision: ((inputs: Trainer_Practical_Against_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Against_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a grade to see what the standard asks for it." |
*
* @param {Trainer_Practical_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_choose: ((inputs?: Trainer_Practical_ChooseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ChooseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Trainer_Practical_CommentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_comment: ((inputs?: Trainer_Practical_CommentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CommentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "I, {name}, watched this sitting and confirm these grades." |
*
* @param {Trainer_Practical_ConfirmInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_confirm: ((inputs: Trainer_Practical_ConfirmInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ConfirmInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersign" |
*
* @param {Trainer_Practical_CountersignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersign: ((inputs?: Trainer_Practical_CountersignInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CountersignInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Countersigned by {name} on {when}." |
*
* @param {Trainer_Practical_CountersignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_countersigned: ((inputs: Trainer_Practical_CountersignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_CountersignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fails {area}" |
*
* @param {Trainer_Practical_Fails_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_area: ((inputs: Trainer_Practical_Fails_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Fails_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "fails the practical part" |
*
* @param {Trainer_Practical_Fails_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_fails_part: ((inputs?: Trainer_Practical_Fails_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Fails_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area} grade" |
*
* @param {Trainer_Practical_Grade_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_grade_of: ((inputs: Trainer_Practical_Grade_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Grade_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". Keys: on a grade" |
*
* @param {Trainer_Practical_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_keys: ((inputs?: Trainer_Practical_KeysInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_KeysInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The standard lists no red line for these areas." |
*
* @param {Trainer_Practical_No_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_no_red: ((inputs?: Trainer_Practical_No_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_No_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical part: {outcome}" |
*
* @param {Trainer_Practical_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_part: ((inputs: Trainer_Practical_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the practical standard…" |
*
* @param {Trainer_Practical_ReadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_reading: ((inputs?: Trainer_Practical_ReadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_ReadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines observed" |
*
* @param {Trainer_Practical_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_red_lines: ((inputs?: Trainer_Practical_Red_LinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Red_LinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The second assessor must be someone other than {assessor}." |
*
* @param {Trainer_Practical_Same_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_same_assessor: ((inputs: Trainer_Practical_Same_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Same_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save the practical grades" |
*
* @param {Trainer_Practical_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_save: ((inputs?: Trainer_Practical_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(the saved grades used revision {revision})" |
*
* @param {Trainer_Practical_Saved_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_saved_revision: ((inputs: Trainer_Practical_Saved_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Saved_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Second assessor" |
*
* @param {Trainer_Practical_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second: ((inputs?: Trainer_Practical_SecondInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_SecondInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A second assessor who watched the sitting confirms the saved grades. Saving the grades again clears the countersign." |
*
* @param {Trainer_Practical_Second_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_second_about: ((inputs?: Trainer_Practical_Second_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_Second_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the second assessor" |
*
* @param {Trainer_Practical_The_SecondInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_the_second: ((inputs?: Trainer_Practical_The_SecondInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_The_SecondInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical table test" |
*
* @param {Trainer_Practical_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_practical_title: ((inputs?: Trainer_Practical_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Practical_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer:" |
*
* @param {Trainer_Preview_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_answer: ((inputs?: Trainer_Preview_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No items: fix the fields marked above first." |
*
* @param {Trainer_Preview_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_none: ((inputs?: Trainer_Preview_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· red line" |
*
* @param {Trainer_Preview_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_red_line: ((inputs?: Trainer_Preview_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Section {n}" |
*
* @param {Trainer_Preview_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_preview_section: ((inputs: Trainer_Preview_SectionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Preview_SectionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(the app's targets)" |
*
* @param {Trainer_Prof_App_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_app_targets: ((inputs?: Trainer_Prof_App_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_App_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in (read-only)" |
*
* @param {Trainer_Prof_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_group: ((inputs?: Trainer_Prof_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A built-in profile cannot be deleted." |
*
* @param {Trainer_Prof_Builtin_No_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_builtin_no_delete: ((inputs?: Trainer_Prof_Builtin_No_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Builtin_No_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close without saving your changes?" |
*
* @param {Trainer_Prof_Close_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_close_q: ((inputs?: Trainer_Prof_Close_QInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Close_QInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "commission {pays}:{per}" |
*
* @param {Trainer_Prof_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_commission: ((inputs: Trainer_Prof_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved a copy as \"{name}\": edit it and save." |
*
* @param {Trainer_Prof_Copy_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_copy_saved: ((inputs: Trainer_Prof_Copy_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Copy_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{decks} decks" |
*
* @param {Trainer_Prof_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_decks: ((inputs: Trainer_Prof_DecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_DecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the profile \"{id}\"?" |
*
* @param {Trainer_Prof_Delete_QInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_q: ((inputs: Trainer_Prof_Delete_QInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Delete_QInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the profile" |
*
* @param {Trainer_Prof_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_delete_title: ((inputs?: Trainer_Prof_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted \"{id}\"." |
*
* @param {Trainer_Prof_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_deleted: ((inputs: Trainer_Prof_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting the profile" |
*
* @param {Trainer_Prof_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_delete: ((inputs?: Trainer_Prof_Doing_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicating the profile" |
*
* @param {Trainer_Prof_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_duplicate: ((inputs?: Trainer_Prof_Doing_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the house setting" |
*
* @param {Trainer_Prof_Doing_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_house: ((inputs?: Trainer_Prof_Doing_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the table profiles" |
*
* @param {Trainer_Prof_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_read: ((inputs?: Trainer_Prof_Doing_ReadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_ReadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Setting the house" |
*
* @param {Trainer_Prof_Doing_Set_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_set_house: ((inputs?: Trainer_Prof_Doing_Set_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_Set_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking where the profile is used" |
*
* @param {Trainer_Prof_Doing_UsageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_doing_usage: ((inputs?: Trainer_Prof_Doing_UsageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Doing_UsageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicate to edit" |
*
* @param {Trainer_Prof_Dup_To_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_dup_to_edit: ((inputs?: Trainer_Prof_Dup_To_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Dup_To_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Editing {name}" |
*
* @param {Trainer_Prof_Editor_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_edit: ((inputs: Trainer_Prof_Editor_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_Editor_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_new: ((inputs?: Trainer_Prof_Editor_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (built in, read-only)" |
*
* @param {Trainer_Prof_Editor_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_editor_view: ((inputs: Trainer_Prof_Editor_ViewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Editor_ViewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready goes back to the app's targets." |
*
* @param {Trainer_Prof_Floor_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_back: ((inputs?: Trainer_Prof_Floor_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Floor_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready targets:" |
*
* @param {Trainer_Prof_Floor_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_floor_targets: ((inputs?: Trainer_Prof_Floor_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Floor_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "house targets" |
*
* @param {Trainer_Prof_House_BadgeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_badge: ((inputs?: Trainer_Prof_House_BadgeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_BadgeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\"." |
*
* @param {Trainer_Prof_House_NowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now: ((inputs: Trainer_Prof_House_NowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_NowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready now uses the targets of \"{id}\" (it has none of its own: the app's)." |
*
* @param {Trainer_Prof_House_Now_AppInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_house_now_app: ((inputs: Trainer_Prof_House_Now_AppInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_House_Now_AppInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "↑/↓ choose · Enter open · Alt+D duplicate · Del delete · Alt+H house targets" |
*
* @param {Trainer_Prof_KeysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_keys: ((inputs?: Trainer_Prof_KeysInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_KeysInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profiles" |
*
* @param {Trainer_Prof_ListInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_list: ((inputs?: Trainer_Prof_ListInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_ListInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} saved drill sets embed a copy of it ({titles}); they keep working with that copy." |
*
* @param {Trainer_Prof_Many_EmbedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_many_embed: ((inputs: Trainer_Prof_Many_EmbedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Many_EmbedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New profile" |
*
* @param {Trainer_Prof_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_new: ((inputs?: Trainer_Prof_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No saved drill set embeds it." |
*
* @param {Trainer_Prof_No_Set_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_no_set_embeds: ((inputs?: Trainer_Prof_No_Set_EmbedsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_No_Set_EmbedsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None yet: duplicate a built-in profile or start a new one." |
*
* @param {Trainer_Prof_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_none: ((inputs?: Trainer_Prof_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 saved drill set embeds a copy of it ({titles}); it keeps working with that copy." |
*
* @param {Trainer_Prof_One_EmbedsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_one_embeds: ((inputs: Trainer_Prof_One_EmbedsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_One_EmbedsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your profiles" |
*
* @param {Trainer_Prof_Own_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_own_group: ((inputs?: Trainer_Prof_Own_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Own_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The practice table goes back to Tasmania." |
*
* @param {Trainer_Prof_Practice_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_practice_back: ((inputs?: Trainer_Prof_Practice_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Practice_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} fields need fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_many: ((inputs: Trainer_Prof_Problems_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Problems_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 field needs fixing before saving: {fields}." |
*
* @param {Trainer_Prof_Problems_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_problems_one: ((inputs: Trainer_Prof_Problems_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Problems_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved \"{name}\"." |
*
* @param {Trainer_Prof_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_saved: ((inputs: Trainer_Prof_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "six pays half" |
*
* @param {Trainer_Prof_Six_HalfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_six_half: ((inputs?: Trainer_Prof_Six_HalfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Six_HalfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie {pays}:{per}" |
*
* @param {Trainer_Prof_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_tie: ((inputs: Trainer_Prof_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Prof_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_title: ((inputs?: Trainer_Prof_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Use its targets" |
*
* @param {Trainer_Prof_Use_TargetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_prof_use_targets: ((inputs?: Trainer_Prof_Use_TargetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Prof_Use_TargetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer: {answer}" |
*
* @param {Trainer_Record_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_answer: ((inputs: Trainer_Record_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Record_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_assessor: ((inputs?: Trainer_Record_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{number} of {allowed}" |
*
* @param {Trainer_Record_Attempt_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_attempt_of: ((inputs: Trainer_Record_Attempt_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Attempt_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Correct: {answer}" |
*
* @param {Trainer_Record_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_correct: ((inputs: Trainer_Record_CorrectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_CorrectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Trainer_Record_DateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_date: ((inputs?: Trainer_Record_DateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_DateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House" |
*
* @param {Trainer_Record_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_house: ((inputs?: Trainer_Record_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test: failed" |
*
* @param {Trainer_Record_Knowledge_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_failed: ((inputs?: Trainer_Record_Knowledge_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{correct} of {items} items right ({accuracy}; pass mark {mark}) · {timedOut} timed out" |
*
* @param {Trainer_Record_Knowledge_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_line: ((inputs: Trainer_Record_Knowledge_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge test: passed" |
*
* @param {Trainer_Record_Knowledge_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_knowledge_passed: ((inputs?: Trainer_Record_Knowledge_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Knowledge_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "left {count}×" |
*
* @param {Trainer_Record_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_left: ((inputs: Trainer_Record_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Print this page" |
*
* @param {Trainer_Record_PrintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_print: ((inputs?: Trainer_Record_PrintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_PrintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line at item {item}: {label}" |
*
* @param {Trainer_Record_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_red_line: ((inputs: Trainer_Record_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replay item by item" |
*
* @param {Trainer_Record_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay: ((inputs?: Trainer_Record_ReplayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_ReplayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replay from the seed" |
*
* @param {Trainer_Record_Replay_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_replay_title: ((inputs?: Trainer_Record_Replay_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Replay_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Trainer_Record_ReportsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_reports: ((inputs?: Trainer_Record_ReportsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_ReportsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save CSV" |
*
* @param {Trainer_Record_Save_CsvInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_csv: ((inputs?: Trainer_Record_Save_CsvInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_CsvInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save signed JSON" |
*
* @param {Trainer_Record_Save_JsonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_json: ((inputs?: Trainer_Record_Save_JsonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_JsonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save PDF" |
*
* @param {Trainer_Record_Save_PdfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_save_pdf: ((inputs?: Trainer_Record_Save_PdfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Save_PdfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seed" |
*
* @param {Trainer_Record_SeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seed: ((inputs?: Trainer_Record_SeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_SeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seed} (seeding {seeding})" |
*
* @param {Trainer_Record_SeedingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_seeding: ((inputs: Trainer_Record_SeedingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_SeedingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} (version {version})" |
*
* @param {Trainer_Record_Set_VersionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_set_version: ((inputs: Trainer_Record_Set_VersionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Set_VersionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "timed out" |
*
* @param {Trainer_Record_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_record_timed_out: ((inputs?: Trainer_Record_Timed_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Record_Timed_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the recovery code kept in the safe (4 groups of 5 letters and digits) and choose a new passcode. The app makes a new signing key (reports signed before..." |
*
* @param {Trainer_Recover_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_about: ((inputs?: Trainer_Recover_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Trainer_Recover_CodeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_code: ((inputs?: Trainer_Recover_CodeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_CodeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Recover" |
*
* @param {Trainer_Recover_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_submit: ((inputs?: Trainer_Recover_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot the trainer passcode?" |
*
* @param {Trainer_Recover_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recover_title: ((inputs?: Trainer_Recover_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recover_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The passcode was recovered on {when}." |
*
* @param {Trainer_Recovered_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovered_on: ((inputs: Trainer_Recovered_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovered_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Write it down and keep it in the safe. It is the only way back into trainer mode if the passcode is forgotten, and it is shown only this once." |
*
* @param {Trainer_Recovery_Code_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_about: ((inputs?: Trainer_Recovery_Code_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_Code_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The recovery code" |
*
* @param {Trainer_Recovery_Code_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_code_title: ((inputs?: Trainer_Recovery_Code_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_Code_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "I have kept it" |
*
* @param {Trainer_Recovery_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_recovery_kept: ((inputs?: Trainer_Recovery_KeptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Recovery_KeptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh" |
*
* @param {Trainer_RefreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_refresh: ((inputs?: Trainer_RefreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RefreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Trainer_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove: ((inputs?: Trainer_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {name}" |
*
* @param {Trainer_Remove_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_remove_named: ((inputs: Trainer_Remove_NamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Remove_NamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rename" |
*
* @param {Trainer_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_rename: ((inputs?: Trainer_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace it" |
*
* @param {Trainer_Replace_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_replace_it: ((inputs?: Trainer_Replace_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Replace_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "FAIL" |
*
* @param {Trainer_Result_FailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_fail: ((inputs?: Trainer_Result_FailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_FailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not finished" |
*
* @param {Trainer_Result_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_in_progress: ((inputs?: Trainer_Result_In_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_In_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "PASS" |
*
* @param {Trainer_Result_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pass: ((inputs?: Trainer_Result_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done: practical not graded yet" |
*
* @param {Trainer_Result_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_pending: ((inputs?: Trainer_Result_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Knowledge part done: practical area to retake ({areas})" |
*
* @param {Trainer_Result_RetakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_result_retake: ((inputs: Trainer_Result_RetakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Result_RetakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Everything recorded here is in the room." |
*
* @param {Trainer_Room_All_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_all_in: ((inputs?: Trainer_Room_All_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_All_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "already in the room" |
*
* @param {Trainer_Room_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_already: ((inputs?: Trainer_Room_AlreadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_AlreadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(assessment)" |
*
* @param {Trainer_Room_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_assessment: ((inputs?: Trainer_Room_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Trainer_Room_Col_AnswersInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_answers: ((inputs?: Trainer_Room_Col_AnswersInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_AnswersInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ended" |
*
* @param {Trainer_Room_Col_EndedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_ended: ((inputs?: Trainer_Room_Col_EndedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_EndedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainee here" |
*
* @param {Trainer_Room_Col_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_here: ((inputs?: Trainer_Room_Col_HereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_HereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "In the room" |
*
* @param {Trainer_Room_Col_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_in_room: ((inputs?: Trainer_Room_Col_In_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_In_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last" |
*
* @param {Trainer_Room_Col_LastInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_last: ((inputs?: Trainer_Room_Col_LastInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_LastInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Right" |
*
* @param {Trainer_Room_Col_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_right: ((inputs?: Trainer_Room_Col_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Trainer_Room_Col_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_session: ((inputs?: Trainer_Room_Col_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Trainer_Room_Col_SessionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_sessions: ((inputs?: Trainer_Room_Col_SessionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_SessionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Room_Col_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_staff: ((inputs?: Trainer_Room_Col_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Started" |
*
* @param {Trainer_Room_Col_StartedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_started: ((inputs?: Trainer_Room_Col_StartedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StartedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station" |
*
* @param {Trainer_Room_Col_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_station: ((inputs?: Trainer_Room_Col_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Stations" |
*
* @param {Trainer_Room_Col_StationsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_col_stations: ((inputs?: Trainer_Room_Col_StationsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Col_StationsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as revision {revision} in the training room. Another trainer saved revision {theirs} on station {station}{at} since you opened this {what}: yours is ke..." |
*
* @param {Trainer_Room_ConflictInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict: ((inputs: Trainer_Room_ConflictInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_ConflictInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "at {when}" |
*
* @param {Trainer_Room_Conflict_AtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_conflict_at: ((inputs: Trainer_Room_Conflict_AtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Conflict_AtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Room dashboard" |
*
* @param {Trainer_Room_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_dashboard: ((inputs?: Trainer_Room_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Database" |
*
* @param {Trainer_Room_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_database: ((inputs?: Trainer_Room_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Every trainee, over every station of the room" |
*
* @param {Trainer_Room_Every_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_every_trainee: ((inputs?: Trainer_Room_Every_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Every_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Host" |
*
* @param {Trainer_Room_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_host: ((inputs?: Trainer_Room_HostInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_HostInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Join the room" |
*
* @param {Trainer_Room_JoinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_join: ((inputs?: Trainer_Room_JoinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_JoinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last push: {when}." |
*
* @param {Trainer_Room_Last_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_last_push: ((inputs: Trainer_Room_Last_PushInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Last_PushInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Several PCs share one record on the room's PostgreSQL database. Each PC keeps working on its own when the network is down; what it records reaches the room w..." |
*
* @param {Trainer_Room_LeadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_lead: ((inputs?: Trainer_Room_LeadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_LeadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave the room" |
*
* @param {Trainer_Room_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_leave: ((inputs?: Trainer_Room_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This computer has no keyring to seal the password, so it is kept only until the app closes: enter it again after a restart." |
*
* @param {Trainer_Room_MemoryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_memory: ((inputs?: Trainer_Room_MemoryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_MemoryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The password could not be read back: enter it again and save." |
*
* @param {Trainer_Room_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_missing: ((inputs?: Trainer_Room_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the room’s database name." |
*
* @param {Trainer_Room_Need_DatabaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_database: ((inputs?: Trainer_Room_Need_DatabaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_DatabaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the room’s host (its name or IP address)." |
*
* @param {Trainer_Room_Need_HostInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_host: ((inputs?: Trainer_Room_Need_HostInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_HostInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the password IT gave you for this role." |
*
* @param {Trainer_Room_Need_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_password: ((inputs?: Trainer_Room_Need_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The port is a number from 1 to 65535." |
*
* @param {Trainer_Room_Need_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_port: ((inputs?: Trainer_Room_Need_PortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_PortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Give this PC a station name (as trainers will see it)." |
*
* @param {Trainer_Room_Need_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_need_station: ((inputs?: Trainer_Room_Need_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Need_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "new trainee" |
*
* @param {Trainer_Room_New_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_new_trainee: ((inputs?: Trainer_Room_New_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_New_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No session yet." |
*
* @param {Trainer_Room_No_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_no_session: ((inputs?: Trainer_Room_No_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_No_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No trainee has practised in the room yet." |
*
* @param {Trainer_Room_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_none: ((inputs?: Trainer_Room_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Trainer_Room_PasswordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_password: ((inputs?: Trainer_Room_PasswordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PasswordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC's trainees in the room" |
*
* @param {Trainer_Room_Pc_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pc_trainees: ((inputs?: Trainer_Room_Pc_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Pc_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) waiting to reach the room." |
*
* @param {Trainer_Room_PendingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_pending: ((inputs: Trainer_Room_PendingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PendingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Port" |
*
* @param {Trainer_Room_PortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_port: ((inputs?: Trainer_Room_PortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview what joins" |
*
* @param {Trainer_Room_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_preview: ((inputs?: Trainer_Room_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Push now" |
*
* @param {Trainer_Room_PushInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_push: ((inputs?: Trainer_Room_PushInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_PushInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) refused by the room are kept on this PC." |
*
* @param {Trainer_Room_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_refused: ((inputs: Trainer_Room_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Trainer_Room_RoleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role: ((inputs?: Trainer_Room_RoleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_RoleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station (bdt_station)" |
*
* @param {Trainer_Room_Role_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_station: ((inputs?: Trainer_Room_Role_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Role_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer (bdt_trainer)" |
*
* @param {Trainer_Room_Role_TrainerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_role_trainer: ((inputs?: Trainer_Room_Role_TrainerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Role_TrainerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save and reconnect" |
*
* @param {Trainer_Room_Save_ReconnectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_save_reconnect: ((inputs?: Trainer_Room_Save_ReconnectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Save_ReconnectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "stored (sealed)" |
*
* @param {Trainer_Room_SealedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sealed: ((inputs?: Trainer_Room_SealedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_SealedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions on every station of the training room" |
*
* @param {Trainer_Room_Sessions_EveryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_every: ((inputs?: Trainer_Room_Sessions_EveryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_EveryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions on this PC" |
*
* @param {Trainer_Room_Sessions_HereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_here: ((inputs?: Trainer_Room_Sessions_HereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_HereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} record(s) from the room were not what they should be and are left out." |
*
* @param {Trainer_Room_Sessions_RefusedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_sessions_refused: ((inputs: Trainer_Room_Sessions_RefusedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Sessions_RefusedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Station name" |
*
* @param {Trainer_Room_StationInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_station: ((inputs?: Trainer_Room_StationInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_StationInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Test the connection" |
*
* @param {Trainer_Room_TestInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_test: ((inputs?: Trainer_Room_TestInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TestInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This PC in the room" |
*
* @param {Trainer_Room_This_PcInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_this_pc: ((inputs?: Trainer_Room_This_PcInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_This_PcInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Room_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_title: ((inputs?: Trainer_Room_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Require TLS (encrypted connection)" |
*
* @param {Trainer_Room_TlsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_tls: ((inputs?: Trainer_Room_TlsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_TlsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "; the room has {count} of those sessions already and they are not sent twice" |
*
* @param {Trainer_Room_Upload_AlreadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_already: ((inputs: Trainer_Room_Upload_AlreadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_AlreadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{sessions} session(s) with {responses} answer(s), {attempts} assessment attempt(s) and {grades} practical grade(s) recorded on this PC" |
*
* @param {Trainer_Room_Upload_CountsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_counts: ((inputs: Trainer_Room_Upload_CountsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_CountsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ". Nothing on this PC is deleted." |
*
* @param {Trainer_Room_Upload_Nothing_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_upload_nothing_deleted: ((inputs?: Trainer_Room_Upload_Nothing_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_Upload_Nothing_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What joining uploads" |
*
* @param {Trainer_Room_UploadsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_room_uploads: ((inputs?: Trainer_Room_UploadsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Room_UploadsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Trainer_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_save: ((inputs?: Trainer_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a section" |
*
* @param {Trainer_Se_Add_SectionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_add_section: ((inputs?: Trainer_Se_Add_SectionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Add_SectionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment (results at the end)" |
*
* @param {Trainer_Se_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_assessment: ((inputs?: Trainer_Se_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the list" |
*
* @param {Trainer_Se_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_back: ((inputs?: Trainer_Se_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built-in set (read-only)" |
*
* @param {Trainer_Se_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin: ((inputs?: Trainer_Se_BuiltinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_BuiltinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Se_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_builtin_group: ((inputs?: Trainer_Se_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Carried by this set" |
*
* @param {Trainer_Se_CarriedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_carried: ((inputs?: Trainer_Se_CarriedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_CarriedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Trainer_Se_CheckingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_checking: ((inputs?: Trainer_Se_CheckingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_CheckingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Decks" |
*
* @param {Trainer_Se_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks: ((inputs?: Trainer_Se_DecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_DecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(empty: the profile's)" |
*
* @param {Trainer_Se_Decks_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_decks_hint: ((inputs?: Trainer_Se_Decks_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Decks_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Trainer_Se_DescriptionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_description: ((inputs?: Trainer_Se_DescriptionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_DescriptionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit the drill set" |
*
* @param {Trainer_Se_EditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_edit: ((inputs?: Trainer_Se_EditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_EditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hard time limit: a step not answered in time is wrong and the next item comes (otherwise a late answer is marked \"too slow\")" |
*
* @param {Trainer_Se_Hard_LimitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_hard_limit: ((inputs?: Trainer_Se_Hard_LimitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Hard_LimitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill set editor" |
*
* @param {Trainer_Se_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_label: ((inputs?: Trainer_Se_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mode" |
*
* @param {Trainer_Se_ModeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode: ((inputs?: Trainer_Se_ModeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_ModeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice or assessment" |
*
* @param {Trainer_Se_Mode_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_mode_label: ((inputs?: Trainer_Se_Mode_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Mode_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New drill set" |
*
* @param {Trainer_Se_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new: ((inputs?: Trainer_Se_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New sample" |
*
* @param {Trainer_Se_New_SampleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_new_sample: ((inputs?: Trainer_Se_New_SampleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_New_SampleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No problems found" |
*
* @param {Trainer_Se_No_ProblemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_no_problems: ((inputs?: Trainer_Se_No_ProblemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_No_ProblemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practice (feedback after each answer)" |
*
* @param {Trainer_Se_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_practice: ((inputs?: Trainer_Se_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview: ((inputs?: Trainer_Se_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(a new sample each time:" |
*
* @param {Trainer_Se_Preview_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_hint: ((inputs?: Trainer_Se_Preview_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Preview_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Trainer_Se_Preview_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_preview_title: ((inputs?: Trainer_Se_Preview_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Preview_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Trainer_Se_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_profile: ((inputs?: Trainer_Se_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Read the stacks: no amount written under any pile on the table, in every section (the trainee counts the chips)" |
*
* @param {Trainer_Se_Read_StacksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_read_stacks: ((inputs?: Trainer_Se_Read_StacksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Read_StacksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sections" |
*
* @param {Trainer_Se_SectionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_sections: ((inputs?: Trainer_Se_SectionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_SectionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This set carries an older copy of “{name}”: the house rules were changed since." |
*
* @param {Trainer_Se_StaleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_stale: ((inputs: Trainer_Se_StaleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_StaleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Se_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_title: ((inputs?: Trainer_Se_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} to fix" |
*
* @param {Trainer_Se_To_FixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_to_fix: ((inputs: Trainer_Se_To_FixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_To_FixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Use the current house rules" |
*
* @param {Trainer_Se_Use_CurrentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_use_current: ((inputs?: Trainer_Se_Use_CurrentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Use_CurrentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your house rules" |
*
* @param {Trainer_Se_Your_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_se_your_rules: ((inputs?: Trainer_Se_Your_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Se_Your_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Basic" |
*
* @param {Trainer_Sec_BasicInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_basic: ((inputs?: Trainer_Sec_BasicInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_BasicInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a case…" |
*
* @param {Trainer_Sec_Choose_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_choose_case: ((inputs?: Trainer_Sec_Choose_CaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Choose_CaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Difficulty" |
*
* @param {Trainer_Sec_DifficultyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_difficulty: ((inputs?: Trainer_Sec_DifficultyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_DifficultyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Trainer_Sec_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_down: ((inputs?: Trainer_Sec_DownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_DownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{labels} mean nothing for {kind}, so they were taken off." |
*
* @param {Trainer_Sec_Dropped_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_many: ((inputs: Trainer_Sec_Dropped_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Dropped_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{labels} means nothing for {kind}, so it was taken off." |
*
* @param {Trainer_Sec_Dropped_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_dropped_one: ((inputs: Trainer_Sec_Dropped_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Dropped_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Hard" |
*
* @param {Trainer_Sec_HardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_hard: ((inputs?: Trainer_Sec_HardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_HardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Items" |
*
* @param {Trainer_Sec_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_items: ((inputs?: Trainer_Sec_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill kind" |
*
* @param {Trainer_Sec_KindInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_kind: ((inputs?: Trainer_Sec_KindInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_KindInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Section {n}: {kind}" |
*
* @param {Trainer_Sec_LegendInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_legend: ((inputs: Trainer_Sec_LegendInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_LegendInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Only items where…" |
*
* @param {Trainer_Sec_OnlyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_only: ((inputs?: Trainer_Sec_OnlyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_OnlyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove section" |
*
* @param {Trainer_Sec_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_remove: ((inputs?: Trainer_Sec_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seconds per item" |
*
* @param {Trainer_Sec_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_seconds: ((inputs?: Trainer_Sec_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Standard" |
*
* @param {Trainer_Sec_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_standard: ((inputs?: Trainer_Sec_StandardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_StandardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Target a case" |
*
* @param {Trainer_Sec_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target: ((inputs?: Trainer_Sec_TargetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_TargetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(fills in the constraints below)" |
*
* @param {Trainer_Sec_Target_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_target_hint: ((inputs?: Trainer_Sec_Target_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_Target_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Timed" |
*
* @param {Trainer_Sec_TimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_timed: ((inputs?: Trainer_Sec_TimedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_TimedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Undo: back to {kind}" |
*
* @param {Trainer_Sec_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_undo: ((inputs: Trainer_Sec_UndoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UndoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Untimed" |
*
* @param {Trainer_Sec_UntimedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_untimed: ((inputs?: Trainer_Sec_UntimedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UntimedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Trainer_Sec_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sec_up: ((inputs?: Trainer_Sec_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sec_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Trainer_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_seconds: ((inputs: Trainer_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_set_items: ((inputs: Trainer_Set_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Set_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in" |
*
* @param {Trainer_Sets_Built_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_built_in: ((inputs?: Trainer_Sets_Built_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Built_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Built in (read-only: duplicate one to change it)" |
*
* @param {Trainer_Sets_Builtin_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_builtin_group: ((inputs?: Trainer_Sets_Builtin_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Builtin_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The library already has a set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_ClashInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash: ((inputs: Trainer_Sets_ClashInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ClashInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The library already has a built-in set called “{title}”. Nothing is imported until you choose:" |
*
* @param {Trainer_Sets_Clash_BuiltinInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_clash_builtin: ((inputs: Trainer_Sets_Clash_BuiltinInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Clash_BuiltinInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete “{title}”? It leaves the library; results already recorded keep the version they used (revision {revision})." |
*
* @param {Trainer_Sets_Delete_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_message: ((inputs: Trainer_Sets_Delete_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Delete_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Delete the drill set" |
*
* @param {Trainer_Sets_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_delete_title: ((inputs?: Trainer_Sets_Delete_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Delete_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted “{title}”. Past results keep the version they used." |
*
* @param {Trainer_Sets_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_deleted: ((inputs: Trainer_Sets_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the drill set" |
*
* @param {Trainer_Sets_Doing_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_check: ((inputs?: Trainer_Sets_Doing_CheckInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_CheckInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting the drill set" |
*
* @param {Trainer_Sets_Doing_DeleteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_delete: ((inputs?: Trainer_Sets_Doing_DeleteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_DeleteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicating the drill set" |
*
* @param {Trainer_Sets_Doing_DuplicateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_duplicate: ((inputs?: Trainer_Sets_Doing_DuplicateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_DuplicateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exporting the drill set" |
*
* @param {Trainer_Sets_Doing_ExportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_export: ((inputs?: Trainer_Sets_Doing_ExportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ExportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{doing}: {message}" |
*
* @param {Trainer_Sets_Doing_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_failed: ((inputs: Trainer_Sets_Doing_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Importing a drill set" |
*
* @param {Trainer_Sets_Doing_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_import: ((inputs?: Trainer_Sets_Doing_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the drill set" |
*
* @param {Trainer_Sets_Doing_OpenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_open: ((inputs?: Trainer_Sets_Doing_OpenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_OpenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealing a preview" |
*
* @param {Trainer_Sets_Doing_PreviewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_preview: ((inputs?: Trainer_Sets_Doing_PreviewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_PreviewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the drill sets" |
*
* @param {Trainer_Sets_Doing_ReadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read: ((inputs?: Trainer_Sets_Doing_ReadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_ReadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the house rules" |
*
* @param {Trainer_Sets_Doing_Read_HousesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_read_houses: ((inputs?: Trainer_Sets_Doing_Read_HousesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_Read_HousesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Renaming the drill set" |
*
* @param {Trainer_Sets_Doing_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_rename: ((inputs?: Trainer_Sets_Doing_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the training room" |
*
* @param {Trainer_Sets_Doing_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_room: ((inputs?: Trainer_Sets_Doing_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the drill set" |
*
* @param {Trainer_Sets_Doing_SaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_doing_save: ((inputs?: Trainer_Sets_Doing_SaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Doing_SaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Duplicated as “{title}”." |
*
* @param {Trainer_Sets_DuplicatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_duplicated: ((inputs: Trainer_Sets_DuplicatedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_DuplicatedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Exported “{title}” to {path}." |
*
* @param {Trainer_Sets_ExportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_exported: ((inputs: Trainer_Sets_ExportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ExportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import a file…" |
*
* @param {Trainer_Sets_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_import: ((inputs?: Trainer_Sets_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Imported “{title}”." |
*
* @param {Trainer_Sets_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_imported: ((inputs: Trainer_Sets_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep both (import as a copy)" |
*
* @param {Trainer_Sets_Keep_BothInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keep_both: ((inputs?: Trainer_Sets_Keep_BothInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keep_BothInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "On a set's title (" |
*
* @param {Trainer_Sets_Keys_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_on: ((inputs?: Trainer_Sets_Keys_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keys_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "to it):" |
*
* @param {Trainer_Sets_Keys_Tab_ToInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_keys_tab_to: ((inputs?: Trainer_Sets_Keys_Tab_ToInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Keys_Tab_ToInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New set" |
*
* @param {Trainer_Sets_NewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new: ((inputs?: Trainer_Sets_NewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_NewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "New title for “{title}”" |
*
* @param {Trainer_Sets_New_Title_ForInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_new_title_for: ((inputs: Trainer_Sets_New_Title_ForInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_New_Title_ForInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "builds one," |
*
* @param {Trainer_Sets_None_BuildsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_builds: ((inputs?: Trainer_Sets_None_BuildsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_BuildsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "on a set duplicates it." |
*
* @param {Trainer_Sets_None_DuplicatesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_duplicates: ((inputs?: Trainer_Sets_None_DuplicatesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_DuplicatesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None yet:" |
*
* @param {Trainer_Sets_None_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_none_yet: ((inputs?: Trainer_Sets_None_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_None_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "was not imported (nothing in the library changed):" |
*
* @param {Trainer_Sets_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_imported: ((inputs?: Trainer_Sets_Not_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not yet in the training room" |
*
* @param {Trainer_Sets_Not_In_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_in_room: ((inputs?: Trainer_Sets_Not_In_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_In_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not saved: fix the fields marked below." |
*
* @param {Trainer_Sets_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_not_saved: ((inputs?: Trainer_Sets_Not_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Not_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your drill sets" |
*
* @param {Trainer_Sets_OwnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_own: ((inputs?: Trainer_Sets_OwnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_OwnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Renamed to “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_RenamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_renamed: ((inputs: Trainer_Sets_RenamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_RenamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace it…" |
*
* @param {Trainer_Sets_ReplaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace: ((inputs?: Trainer_Sets_ReplaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ReplaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace “{title}” with the set in {file}? Its revision goes up; results already recorded keep the version they used." |
*
* @param {Trainer_Sets_Replace_MessageInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_message: ((inputs: Trainer_Sets_Replace_MessageInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Replace_MessageInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replace the drill set" |
*
* @param {Trainer_Sets_Replace_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replace_title: ((inputs?: Trainer_Sets_Replace_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_Replace_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replaced “{title}” (now revision {revision})." |
*
* @param {Trainer_Sets_ReplacedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_replaced: ((inputs: Trainer_Sets_ReplacedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_ReplacedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Revision {revision}" |
*
* @param {Trainer_Sets_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_revision: ((inputs: Trainer_Sets_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved “{title}” (revision {revision})." |
*
* @param {Trainer_Sets_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_saved: ((inputs: Trainer_Sets_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Sets_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_sets_title: ((inputs?: Trainer_Sets_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Sets_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The app chooses the items and keeps them from the candidate. Once started, trainer mode locks: hand over the keyboard." |
*
* @param {Trainer_Start_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_about: ((inputs?: Trainer_Start_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessor" |
*
* @param {Trainer_Start_AssessorInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_assessor: ((inputs?: Trainer_Start_AssessorInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_AssessorInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Candidate's name" |
*
* @param {Trainer_Start_CandidateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_candidate: ((inputs?: Trainer_Start_CandidateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_CandidateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose an assessment set…" |
*
* @param {Trainer_Start_Choose_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_choose_set: ((inputs?: Trainer_Start_Choose_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_Choose_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment set" |
*
* @param {Trainer_Start_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set: ((inputs?: Trainer_Start_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({items} items)" |
*
* @param {Trainer_Start_Set_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_set_items: ((inputs: Trainer_Start_Set_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_Set_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Trainer_Start_StaffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_staff: ((inputs?: Trainer_Start_StaffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_StaffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start the assessment" |
*
* @param {Trainer_Start_SubmitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_submit: ((inputs?: Trainer_Start_SubmitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_SubmitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start an assessment" |
*
* @param {Trainer_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_start_title: ((inputs?: Trainer_Start_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Start_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "An A passes its area and a fail fails it; the school sets what a B and a C mean. Each grade's criteria are shown to the assessor as they grade." |
*
* @param {Trainer_Std_AboutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_about: ((inputs?: Trainer_Std_AboutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_AboutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add an area" |
*
* @param {Trainer_Std_Add_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_area: ((inputs?: Trainer_Std_Add_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Add_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a red line" |
*
* @param {Trainer_Std_Add_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_add_red: ((inputs?: Trainer_Std_Add_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Add_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Area {n} name" |
*
* @param {Trainer_Std_Area_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_area_name: ((inputs: Trainer_Std_Area_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Area_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Fails" |
*
* @param {Trainer_Std_Col_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_fails: ((inputs?: Trainer_Std_Col_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Key" |
*
* @param {Trainer_Std_Col_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_key: ((inputs?: Trainer_Std_Col_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Trainer_Std_Col_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_rule: ((inputs?: Trainer_Std_Col_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What the assessor saw" |
*
* @param {Trainer_Std_Col_SawInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_col_saw: ((inputs?: Trainer_Std_Col_SawInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Col_SawInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area}: criteria for {grade}" |
*
* @param {Trainer_Std_CriteriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_criteria: ((inputs: Trainer_Std_CriteriaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_CriteriaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The built-in default (not saved yet): saving makes revision 1." |
*
* @param {Trainer_Std_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_default: ((inputs?: Trainer_Std_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Trainer_Std_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_field_title: ((inputs?: Trainer_Std_Field_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Field_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{area}: what a {grade} means" |
*
* @param {Trainer_Std_Grade_MeansInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_grade_means: ((inputs: Trainer_Std_Grade_MeansInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Grade_MeansInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} fails" |
*
* @param {Trainer_Std_Red_FailsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_fails: ((inputs: Trainer_Std_Red_FailsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_FailsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} key" |
*
* @param {Trainer_Std_Red_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_key: ((inputs: Trainer_Std_Red_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n}" |
*
* @param {Trainer_Std_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_line: ((inputs: Trainer_Std_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red lines" |
*
* @param {Trainer_Std_Red_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_lines: ((inputs?: Trainer_Std_Red_LinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_LinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red line {n} rule" |
*
* @param {Trainer_Std_Red_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_red_rule: ((inputs: Trainer_Std_Red_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Red_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove red line {n}" |
*
* @param {Trainer_Std_Remove_RedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_remove_red: ((inputs: Trainer_Std_Remove_RedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_Remove_RedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Revision {revision}, saved {when}." |
*
* @param {Trainer_Std_RevisionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_revision: ((inputs: Trainer_Std_RevisionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_RevisionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved as revision {revision}. Grades given from now on use it." |
*
* @param {Trainer_Std_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_saved: ((inputs: Trainer_Std_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "the practical part" |
*
* @param {Trainer_Std_The_PartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_the_part: ((inputs?: Trainer_Std_The_PartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_The_PartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Std_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_title: ((inputs?: Trainer_Std_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Undo all changes" |
*
* @param {Trainer_Std_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_std_undo: ((inputs?: Trainer_Std_UndoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Std_UndoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Added {name}." |
*
* @param {Trainer_Ta_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_added: ((inputs: Trainer_Ta_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is archived: hidden from the trainee picker, every result kept." |
*
* @param {Trainer_Ta_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_archived: ((inputs: Trainer_Ta_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}." |
*
* @param {Trainer_Ta_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned: ((inputs: Trainer_Ta_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned “{title}” to {names}, due {due}." |
*
* @param {Trainer_Ta_Assigned_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_assigned_due: ((inputs: Trainer_Ta_Assigned_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_Assigned_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deleted {name}: {sessions} sessions, {answers} answers, {attempts} assessment attempts." |
*
* @param {Trainer_Ta_DeletedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_deleted: ((inputs: Trainer_Ta_DeletedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_DeletedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Imported {what}." |
*
* @param {Trainer_Ta_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_imported: ((inputs: Trainer_Ta_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saved {name}." |
*
* @param {Trainer_Ta_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_saved: ((inputs: Trainer_Ta_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is back in the trainee picker." |
*
* @param {Trainer_Ta_UnarchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unarchived: ((inputs: Trainer_Ta_UnarchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_UnarchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unassigned “{title}”." |
*
* @param {Trainer_Ta_UnassignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_ta_unassigned: ((inputs: Trainer_Ta_UnassignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Ta_UnassignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessments" |
*
* @param {Trainer_Tab_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_assessments: ((inputs?: Trainer_Tab_AssessmentsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_AssessmentsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Trainer_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_audit: ((inputs?: Trainer_Tab_AuditInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_AuditInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Trainer_Tab_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_dashboard: ((inputs?: Trainer_Tab_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Trainer_Tab_ProfilesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_profiles: ((inputs?: Trainer_Tab_ProfilesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_ProfilesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Training room" |
*
* @param {Trainer_Tab_RoomInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_room: ((inputs?: Trainer_Tab_RoomInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_RoomInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill sets" |
*
* @param {Trainer_Tab_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_sets: ((inputs?: Trainer_Tab_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practical standard" |
*
* @param {Trainer_Tab_StandardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_standard: ((inputs?: Trainer_Tab_StandardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_StandardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Tab_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tab_trainees: ((inputs?: Trainer_Tab_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tab_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer workspace" |
*
* @param {Trainer_Tabs_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tabs_label: ((inputs?: Trainer_Tabs_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Tabs_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tampered" |
*
* @param {Trainer_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_tampered: ((inputs?: Trainer_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a trainee" |
*
* @param {Trainer_Trainees_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_add: ((inputs?: Trainer_Trainees_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "added {day}" |
*
* @param {Trainer_Trainees_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_added: ((inputs: Trainer_Trainees_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned work" |
*
* @param {Trainer_Trainees_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_assigned: ((inputs?: Trainer_Trainees_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {name}" |
*
* @param {Trainer_Trainees_Edit_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_edit_title: ((inputs: Trainer_Trainees_Edit_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Edit_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import a staff list (CSV)…" |
*
* @param {Trainer_Trainees_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_import: ((inputs?: Trainer_Trainees_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Select a trainee, or add one (" |
*
* @param {Trainer_Trainees_Select_Or_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_select_or_add: ((inputs?: Trainer_Trainees_Select_Or_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Select_Or_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} sessions" |
*
* @param {Trainer_Trainees_Sessions_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_many: ((inputs: Trainer_Trainees_Sessions_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Sessions_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{n} session" |
*
* @param {Trainer_Trainees_Sessions_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_sessions_one: ((inputs: Trainer_Trainees_Sessions_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Sessions_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Show archived" |
*
* @param {Trainer_Trainees_Show_ArchivedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_show_archived: ((inputs?: Trainer_Trainees_Show_ArchivedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_Show_ArchivedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees" |
*
* @param {Trainer_Trainees_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_trainees_title: ((inputs?: Trainer_Trainees_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Trainees_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unarchive" |
*
* @param {Trainer_UnarchiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unarchive: ((inputs?: Trainer_UnarchiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnarchiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unassign" |
*
* @param {Trainer_UnassignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unassign: ((inputs?: Trainer_UnassignInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnassignInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unsaved changes." |
*
* @param {Trainer_UnsavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved: ((inputs?: Trainer_UnsavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_UnsavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Unsaved changes" |
*
* @param {Trainer_Unsaved_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_unsaved_title: ((inputs?: Trainer_Unsaved_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Unsaved_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drop a report PDF or JSON here, or press Enter to choose one" |
*
* @param {Trainer_Verify_DropInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_drop: ((inputs?: Trainer_Verify_DropInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_DropInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signer {fingerprint}" |
*
* @param {Trainer_Verify_SignerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_signer: ((inputs: Trainer_Verify_SignerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_SignerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{candidate} ({staff}) · {set} · result {result} · ID {id}" |
*
* @param {Trainer_Verify_SubjectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_subject: ((inputs: Trainer_Verify_SubjectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_SubjectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "TAMPERED: changed after it was signed" |
*
* @param {Trainer_Verify_TamperedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_tampered: ((inputs?: Trainer_Verify_TamperedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TamperedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Verify a report" |
*
* @param {Trainer_Verify_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_title: ((inputs?: Trainer_Verify_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Intact and signed by a trusted key" |
*
* @param {Trainer_Verify_TrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_trusted: ((inputs?: Trainer_Verify_TrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_TrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not a readable report" |
*
* @param {Trainer_Verify_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_unreadable: ((inputs?: Trainer_Verify_UnreadableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_UnreadableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Intact, but the signer is not trusted here" |
*
* @param {Trainer_Verify_UntrustedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_verify_untrusted: ((inputs?: Trainer_Verify_UntrustedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Verify_UntrustedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "View" |
*
* @param {Trainer_ViewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_view: ((inputs?: Trainer_ViewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_ViewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assignment" |
*
* @param {Trainer_What_AssignmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_assignment: ((inputs?: Trainer_What_AssignmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_AssignmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "house rules" |
*
* @param {Trainer_What_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_house_rules: ((inputs?: Trainer_What_House_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_House_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "set" |
*
* @param {Trainer_What_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_what_set: ((inputs?: Trainer_What_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_What_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "IRI base" |
*
* @param {Trainer_Xapi_FieldInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_field: ((inputs?: Trainer_Xapi_FieldInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_FieldInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not set: exports use the placeholder {base}, which resolves nowhere. Give your school's own address before sending statements to a learning record store." |
*
* @param {Trainer_Xapi_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_placeholder: ((inputs: Trainer_Xapi_PlaceholderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_PlaceholderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "xAPI statements are exported under {base}." |
*
* @param {Trainer_Xapi_SavedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_saved: ((inputs: Trainer_Xapi_SavedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_SavedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "xAPI IRI base" |
*
* @param {Trainer_Xapi_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_xapi_title: ((inputs?: Trainer_Xapi_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_Xapi_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "yes" |
*
* @param {Trainer_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const trainer_yes: ((inputs?: Trainer_YesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Trainer_YesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type the amount (33.25) or build it from chips (Q W E R … add, Shift+key removes); Enter." |
*
* @param {Ui_Ans_Amount_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_amount_hint: ((inputs?: Ui_Ans_Amount_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Amount_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Backspace" |
*
* @param {Ui_Ans_BackspaceInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_backspace: ((inputs?: Ui_Ans_BackspaceInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_BackspaceInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Ans_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_banker: ((inputs?: Ui_Ans_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Commission box, seat {seat}" |
*
* @param {Ui_Ans_Box_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_box_label: ((inputs: Ui_Ans_Box_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Box_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Call it" |
*
* @param {Ui_Ans_Call_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_call_it: ((inputs?: Ui_Ans_Call_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Call_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} chips" |
*
* @param {Ui_Ans_Chip_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chip_count: ((inputs: Ui_Ans_Chip_CountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Chip_CountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 chip" |
*
* @param {Ui_Ans_Chip_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chip_one: ((inputs?: Ui_Ans_Chip_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Chip_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Build it from chips (Q W E R … add, Shift+key removes, Backspace empties); Enter." |
*
* @param {Ui_Ans_Chips_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_chips_hint: ((inputs?: Ui_Ans_Chips_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Chips_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Give the chips" |
*
* @param {Ui_Ans_Give_ChipsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_give_chips: ((inputs?: Ui_Ans_Give_ChipsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Give_ChipsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: left" |
*
* @param {Ui_Ans_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_left: ((inputs: Ui_Ans_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mark the box" |
*
* @param {Ui_Ans_Mark_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_mark_box: ((inputs?: Ui_Ans_Mark_BoxInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Mark_BoxInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Natural: no" |
*
* @param {Ui_Ans_Natural_NoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_natural_no: ((inputs?: Ui_Ans_Natural_NoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Natural_NoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Natural: yes" |
*
* @param {Ui_Ans_Natural_YesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_natural_yes: ((inputs?: Ui_Ans_Natural_YesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Natural_YesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing settled yet." |
*
* @param {Ui_Ans_Nothing_SettledInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_nothing_settled: ((inputs?: Ui_Ans_Nothing_SettledInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Nothing_SettledInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: paid {amount}" |
*
* @param {Ui_Ans_PaidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_paid: ((inputs: Ui_Ans_PaidInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_PaidInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: paid {amount}, box {commission}" |
*
* @param {Ui_Ans_Paid_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_paid_box: ((inputs: Ui_Ans_Paid_BoxInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Paid_BoxInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Ui_Ans_PayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_pay: ((inputs?: Ui_Ans_PayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_PayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {bet}" |
*
* @param {Ui_Ans_Pay_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_pay_label: ((inputs: Ui_Ans_Pay_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Pay_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Ans_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_player: ((inputs?: Ui_Ans_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Type the Player's point, then the Banker's; N if there is a natural; Enter." |
*
* @param {Ui_Ans_Points_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_points_hint: ((inputs?: Ui_Ans_Points_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Points_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: T take, L leave ({word}), P pay." |
*
* @param {Ui_Ans_Settle_ActionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_action: ((inputs: Ui_Ans_Settle_ActionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settle_ActionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {bet}: type the amount, Enter." |
*
* @param {Ui_Ans_Settle_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_amount: ((inputs: Ui_Ans_Settle_AmountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settle_AmountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat {seat}: press the area's key ({areas})." |
*
* @param {Ui_Ans_Settle_AreaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_area: ((inputs: Ui_Ans_Settle_AreaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settle_AreaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Select a bet: its seat number (then its area key), the arrow keys, or click it on the table. Enter when the table is settled; Backspace undoes." |
*
* @param {Ui_Ans_Settle_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_bet: ((inputs?: Ui_Ans_Settle_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settle_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet} paid {amount}: type the commission for its box, Enter (Backspace: back to the payment)." |
*
* @param {Ui_Ans_Settle_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settle_commission: ((inputs: Ui_Ans_Settle_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settle_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settled so far" |
*
* @param {Ui_Ans_Settled_So_FarInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_settled_so_far: ((inputs?: Ui_Ans_Settled_So_FarInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Settled_So_FarInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table settled" |
*
* @param {Ui_Ans_Table_SettledInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_table_settled: ((inputs?: Ui_Ans_Table_SettledInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_Table_SettledInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: taken" |
*
* @param {Ui_Ans_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_taken: ((inputs: Ui_Ans_TakenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_TakenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Undo" |
*
* @param {Ui_Ans_UndoInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_ans_undo: ((inputs?: Ui_Ans_UndoInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Ans_UndoInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the table…" |
*
* @param {Ui_App_OpeningInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_app_opening: ((inputs?: Ui_App_OpeningInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_App_OpeningInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Area_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_banker: ((inputs?: Ui_Area_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "B Pair" |
*
* @param {Ui_Area_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_banker_pair: ((inputs?: Ui_Area_Banker_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Banker_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon B" |
*
* @param {Ui_Area_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_dragon_banker: ((inputs?: Ui_Area_Dragon_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Dragon_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon P" |
*
* @param {Ui_Area_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_dragon_player: ((inputs?: Ui_Area_Dragon_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Dragon_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect B" |
*
* @param {Ui_Area_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_perfect_pair_banker: ((inputs?: Ui_Area_Perfect_Pair_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Perfect_Pair_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect P" |
*
* @param {Ui_Area_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_perfect_pair_player: ((inputs?: Ui_Area_Perfect_Pair_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Perfect_Pair_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Area_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_player: ((inputs?: Ui_Area_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "P Pair" |
*
* @param {Ui_Area_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_player_pair: ((inputs?: Ui_Area_Player_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Player_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Super 6" |
*
* @param {Ui_Area_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_super_six: ((inputs?: Ui_Area_Super_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Super_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Area_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_tie: ((inputs?: Ui_Area_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie {odds}" |
*
* @param {Ui_Area_Tie_OddsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_area_tie_odds: ((inputs: Ui_Area_Tie_OddsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Area_Tie_OddsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker" |
*
* @param {Ui_Bet_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_banker: ((inputs?: Ui_Bet_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker Pair" |
*
* @param {Ui_Bet_Banker_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_banker_pair: ((inputs?: Ui_Bet_Banker_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Banker_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus (Banker)" |
*
* @param {Ui_Bet_Dragon_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_dragon_banker: ((inputs?: Ui_Bet_Dragon_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Dragon_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus (Player)" |
*
* @param {Ui_Bet_Dragon_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_dragon_player: ((inputs?: Ui_Bet_Dragon_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Dragon_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs (Banker)" |
*
* @param {Ui_Bet_Perfect_Pair_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_perfect_pair_banker: ((inputs?: Ui_Bet_Perfect_Pair_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Perfect_Pair_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs (Player)" |
*
* @param {Ui_Bet_Perfect_Pair_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_perfect_pair_player: ((inputs?: Ui_Bet_Perfect_Pair_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Perfect_Pair_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player" |
*
* @param {Ui_Bet_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_player: ((inputs?: Ui_Bet_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player Pair" |
*
* @param {Ui_Bet_Player_PairInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_player_pair: ((inputs?: Ui_Bet_Player_PairInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Player_PairInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Super Six" |
*
* @param {Ui_Bet_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_super_six: ((inputs?: Ui_Bet_Super_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_Super_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Bet_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bet_tie: ((inputs?: Ui_Bet_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bet_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Commission box" |
*
* @param {Ui_Box_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_box_label: ((inputs?: Ui_Box_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Box_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat {seat} commission {amount}" |
*
* @param {Ui_Box_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_box_title: ((inputs: Ui_Box_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Box_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trainer cannot reach its main process (window.trainer is missing). Restart the app." |
*
* @param {Ui_Bridge_MissingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_missing: ((inputs?: Ui_Bridge_MissingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bridge_MissingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The main process did not answer: {error}" |
*
* @param {Ui_Bridge_No_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_no_answer: ((inputs: Ui_Bridge_No_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bridge_No_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The main process sent an answer the screen cannot read." |
*
* @param {Ui_Bridge_UnreadableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_bridge_unreadable: ((inputs?: Ui_Bridge_UnreadableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Bridge_UnreadableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "excess card" |
*
* @param {Ui_Card_ExcessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_excess: ((inputs?: Ui_Card_ExcessInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ExcessInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "exposed" |
*
* @param {Ui_Card_ExposedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_exposed: ((inputs?: Ui_Card_ExposedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_ExposedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a face-down card" |
*
* @param {Ui_Card_Face_DownInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_face_down: ((inputs?: Ui_Card_Face_DownInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_Face_DownInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{name}, {flag}" |
*
* @param {Ui_Card_FlaggedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_flagged: ((inputs: Ui_Card_FlaggedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_FlaggedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "dealt in error" |
*
* @param {Ui_Card_MisdealtInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_card_misdealt: ((inputs?: Ui_Card_MisdealtInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Card_MisdealtInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy (%)" |
*
* @param {Ui_Chart_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chart_accuracy: ((inputs?: Ui_Chart_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Chart_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time (s)" |
*
* @param {Ui_Chart_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chart_median: ((inputs?: Ui_Chart_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Chart_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "chip, {amount}" |
*
* @param {Ui_Chip_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_chip_named: ((inputs: Ui_Chip_NamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Chip_NamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The table: seven or nine numbered places, the layout marked for the wagers the game offers." |
*
* @param {Ui_Clause_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_1: ((inputs?: Ui_Clause_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "After the first four cards the dealer calls both points; further cards follow the table of play." |
*
* @param {Ui_Clause_10_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_1: ((inputs?: Ui_Clause_10_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_10_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Then the dealer announces the result." |
*
* @param {Ui_Clause_10_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_2: ((inputs?: Ui_Clause_10_2Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_10_2Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Order of merit: 9 is highest, then 8 down to 0 (baccarat)." |
*
* @param {Ui_Clause_10_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_10_3: ((inputs?: Ui_Clause_10_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_10_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The table of play: Player on 0–5 draws, 6–7 stands; either hand on 8 or 9 is a natural and nobody draws. Banker draws on 0–2, and on 3–6 depending on the Pla..." |
*
* @param {Ui_Clause_11Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_11: ((inputs?: Ui_Clause_11Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_11Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settlement: Player wins pay 1 to 1; Banker wins pay 19 to 20; Ties pay 8 to 1 (the house may pay 9 to 1 where its notice says so)." |
*
* @param {Ui_Clause_12Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12: ((inputs?: Ui_Clause_12Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_12Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Winning Player wagers are paid 1 to 1." |
*
* @param {Ui_Clause_12_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_1: ((inputs?: Ui_Clause_12_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_12_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Winning Banker wagers are paid 19 to 20 (even money less 5% commission, taken from the payment or marked in the seat’s commission box where the house does th..." |
*
* @param {Ui_Clause_12_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_2: ((inputs?: Ui_Clause_12_2Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_12_2Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Winning Tie wagers are paid 8 to 1." |
*
* @param {Ui_Clause_12_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_3: ((inputs?: Ui_Clause_12_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_12_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "At a Federal Baccarat table a Banker win pays 1 to 1, except a win on six, which pays half." |
*
* @param {Ui_Clause_12_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_12_4: ((inputs?: Ui_Clause_12_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_12_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Federal Baccarat: Banker wins pay 1 to 1, except a Banker win on six pays 1 to 1 less 50%; a notice at the table says the game is played." |
*
* @param {Ui_Clause_13Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_13: ((inputs?: Ui_Clause_13Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_13Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularities: what the dealer does with a card dealt in error, an excess card, a card found face up, or a shoe that runs short." |
*
* @param {Ui_Clause_14Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14: ((inputs?: Ui_Clause_14Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A card dealt to the Player in error goes to the Banker if the Banker must draw; otherwise it is put face up at the mouth of the shoe, the result is declared,..." |
*
* @param {Ui_Clause_14_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_1: ((inputs?: Ui_Clause_14_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A card drawn in excess but not seen is the first card of the next hand, provided the marker card has not shown; drawn cards are never put back." |
*
* @param {Ui_Clause_14_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_2: ((inputs?: Ui_Clause_14_2Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_2Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "After the first four cards, a card dealt to the Banker that belonged to the Player goes to the Player, and the Banker draws again if the table of play says so." |
*
* @param {Ui_Clause_14_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_3: ((inputs?: Ui_Clause_14_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A card found face up in the shoe is used by the table of play if it can be; otherwise it goes face up to the mouth of the shoe and 14.1 is followed." |
*
* @param {Ui_Clause_14_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_4: ((inputs?: Ui_Clause_14_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "If the shoe runs out of cards to finish a hand once the marker card is drawn, that hand is void." |
*
* @param {Ui_Clause_14_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_5: ((inputs?: Ui_Clause_14_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "If the order of the cards in a coup cannot be established, the coup is void." |
*
* @param {Ui_Clause_14_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_14_6: ((inputs?: Ui_Clause_14_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_14_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs: a side wager on the first two cards of the Player or Banker hand being a pair." |
*
* @param {Ui_Clause_15Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15: ((inputs?: Ui_Clause_15Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A pair wins as mixed (one red, one black), coloured (same colour, different suits) or perfect (same suit); anything else loses." |
*
* @param {Ui_Clause_15_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_1: ((inputs?: Ui_Clause_15_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A Perfect Pairs wager wins if the first two cards of its hand are a pair, and loses if they are not." |
*
* @param {Ui_Clause_15_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_6: ((inputs?: Ui_Clause_15_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A Perfect Pairs wager loses if the first two cards of its hand are not a pair." |
*
* @param {Ui_Clause_15_6bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_6b: ((inputs?: Ui_Clause_15_6bInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15_6bInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "When the coup is over the dealer removes the losing Perfect Pairs wagers, then pays the winning ones." |
*
* @param {Ui_Clause_15_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_7: ((inputs?: Ui_Clause_15_7Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15_7Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs pays 6 to 1 mixed, 12 to 1 coloured, 25 to 1 perfect." |
*
* @param {Ui_Clause_15_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_15_8: ((inputs?: Ui_Clause_15_8Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_15_8Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Competition play: the rules for baccarat tournaments (entry, sessions, wagers, secret wagers, winners)." |
*
* @param {Ui_Clause_16Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16: ((inputs?: Ui_Clause_16Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Competition wagers: competition chips only, one wager on Banker or Player (and a Tie if wished) per coup, from the player’s own place." |
*
* @param {Ui_Clause_16_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_4: ((inputs?: Ui_Clause_16_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Competition play: the indicator card, the puck marking who wagers first (moving anticlockwise each coup), and wagers once placed are not changed." |
*
* @param {Ui_Clause_16_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5: ((inputs?: Ui_Clause_16_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A competitor may not wager over the posted maximum, nor on both Banker and Player at once." |
*
* @param {Ui_Clause_16_5_10Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_10: ((inputs?: Ui_Clause_16_5_10Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_5_10Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A wager below the posted minimum is brought up to the minimum by the player before the coup." |
*
* @param {Ui_Clause_16_5_12Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_12: ((inputs?: Ui_Clause_16_5_12Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_5_12Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A wager over the posted maximum is paid or collected up to the maximum only." |
*
* @param {Ui_Clause_16_5_13Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_5_13: ((inputs?: Ui_Clause_16_5_13Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_5_13Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Secret wagers: written on the approved form and handed over before the cards are dealt, revealed after the result." |
*
* @param {Ui_Clause_16_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_6: ((inputs?: Ui_Clause_16_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The play in a competition: dealing, squeezing and settling as in the main rules." |
*
* @param {Ui_Clause_16_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_7: ((inputs?: Ui_Clause_16_7Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_7Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session’s winners: the players with the most chips at its end." |
*
* @param {Ui_Clause_16_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_16_8: ((inputs?: Ui_Clause_16_8Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_16_8Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Four to eight decks of 52 cards, checked before and after play and dealt from a shoe; six decks at least where Perfect Pairs is offered." |
*
* @param {Ui_Clause_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_4: ((inputs?: Ui_Clause_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Four to eight decks, without jokers; at least six decks where Perfect Pairs is offered." |
*
* @param {Ui_Clause_4_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_4_1: ((inputs?: Ui_Clause_4_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_4_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A seated player cuts (the first seated, then round from the highest place), placing the marker no less than ten cards from either end; if none wishes, the In..." |
*
* @param {Ui_Clause_5_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_3: ((inputs?: Ui_Clause_5_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_5_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Before the cards go into the shoe, the dealer puts a marker card between the seventh and eighth cards from the back." |
*
* @param {Ui_Clause_5_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_4: ((inputs?: Ui_Clause_5_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_5_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Each new game is shuffled, cut and marked the same way; the cut is offered first to the player left of the last cutter." |
*
* @param {Ui_Clause_5_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_5_5: ((inputs?: Ui_Clause_5_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_5_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A Banker wager wins when the Banker’s point is higher than the Player’s." |
*
* @param {Ui_Clause_6_6Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_6: ((inputs?: Ui_Clause_6_6Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_6_6Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A Player wager wins when the Player’s point is higher than the Banker’s." |
*
* @param {Ui_Clause_6_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_7: ((inputs?: Ui_Clause_6_7Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_6_7Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Equal points: wagers on Player and Banker stand (neither win nor lose) and Tie wagers win." |
*
* @param {Ui_Clause_6_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_6_8: ((inputs?: Ui_Clause_6_8Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_6_8Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Limits: the minimum and maximum wagers are shown on the table notice." |
*
* @param {Ui_Clause_7Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7: ((inputs?: Ui_Clause_7Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The minimum and maximum wagers are shown on a notice at the table; wagers need not be multiples of the minimum unless the notice says so." |
*
* @param {Ui_Clause_7_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_1: ((inputs?: Ui_Clause_7_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Players may not combine wagers to get round the maximum." |
*
* @param {Ui_Clause_7_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_3: ((inputs?: Ui_Clause_7_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Players may not combine wagers to get round the maximum." |
*
* @param {Ui_Clause_7_3bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_3b: ((inputs?: Ui_Clause_7_3bInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7_3bInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "A wager found below the minimum after a result is paid or collected (see 7.5); one above the maximum is paid or collected up to the maximum only." |
*
* @param {Ui_Clause_7_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_4: ((inputs?: Ui_Clause_7_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The owner of an under-minimum wager is told so, and that further under-minimum wagers will be returned whatever the result." |
*
* @param {Ui_Clause_7_5Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_7_5: ((inputs?: Ui_Clause_7_5Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_7_5Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Aces count one, court cards ten, other cards their number; a hand’s point is the total less tens (0 to 9). Zero is “baccarat”." |
*
* @param {Ui_Clause_8Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_8: ((inputs?: Ui_Clause_8Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_8Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The shoe stands at the dealer’s left; every card is dealt into the Player or Banker space." |
*
* @param {Ui_Clause_9_1Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_1: ((inputs?: Ui_Clause_9_1Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_9_1Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Four cards face up: Player, Banker, Player, Banker. Any further card (by the table of play) is also face up." |
*
* @param {Ui_Clause_9_2Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_2: ((inputs?: Ui_Clause_9_2Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_9_2Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "At the players’ request cards may be dealt face down and squeezed by the players; further cards likewise." |
*
* @param {Ui_Clause_9_3Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_3: ((inputs?: Ui_Clause_9_3Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_9_3Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "When cards are squeezed, further cards from the table of play are also dealt face down." |
*
* @param {Ui_Clause_9_3bInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_3b: ((inputs?: Ui_Clause_9_3bInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_9_3bInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No new coup starts once the marker card and one more card have come out of the shoe (six cards must be left)." |
*
* @param {Ui_Clause_9_4Inputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_9_4: ((inputs?: Ui_Clause_9_4Inputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_9_4Inputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "In English" |
*
* @param {Ui_Clause_In_EnglishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_clause_in_english: ((inputs?: Ui_Clause_In_EnglishInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Clause_In_EnglishInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: close up" |
*
* @param {Ui_Close_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_close_up: ((inputs: Ui_Close_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Close_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Closed “{title}”: its answers are kept." |
*
* @param {Ui_Closed_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_closed_session: ((inputs: Ui_Closed_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Closed_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm the removal" |
*
* @param {Ui_Dmg_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_confirm_title: ((inputs?: Ui_Dmg_Confirm_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Confirm_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill set" |
*
* @param {Ui_Dmg_Drill_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_drill_set: ((inputs?: Ui_Dmg_Drill_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Drill_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Ui_Dmg_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_keep_it: ((inputs?: Ui_Dmg_Keep_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Keep_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} records in the training data cannot be read. Everything else works." |
*
* @param {Ui_Dmg_ManyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_many: ((inputs: Ui_Dmg_ManyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_ManyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{what} “{name}”" |
*
* @param {Ui_Dmg_NamedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_named: ((inputs: Ui_Dmg_NamedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_NamedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "One record in the training data cannot be read. Everything else works." |
*
* @param {Ui_Dmg_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_one: ((inputs?: Ui_Dmg_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Damaged: {problem}." |
*
* @param {Ui_Dmg_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_problem: ((inputs: Ui_Dmg_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Ui_Dmg_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_profile: ((inputs?: Ui_Dmg_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove…" |
*
* @param {Ui_Dmg_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove: ((inputs?: Ui_Dmg_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove it" |
*
* @param {Ui_Dmg_Remove_ItInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_it: ((inputs?: Ui_Dmg_Remove_ItInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Remove_ItInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the damaged table profile “{name}” for good? Sessions already practised on it keep their answers; a set that uses it needs it saved again." |
*
* @param {Ui_Dmg_Remove_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_profile: ((inputs: Ui_Dmg_Remove_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Remove_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the damaged drill set “{name}” for good? Sessions already practised on it keep their answers; import the set again to practise it." |
*
* @param {Ui_Dmg_Remove_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_set: ((inputs: Ui_Dmg_Remove_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Remove_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove the damaged setting “{name}”? The default is used instead; nothing else changes." |
*
* @param {Ui_Dmg_Remove_SettingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_remove_setting: ((inputs: Ui_Dmg_Remove_SettingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_Remove_SettingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Session" |
*
* @param {Ui_Dmg_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_session: ((inputs?: Ui_Dmg_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Setting" |
*
* @param {Ui_Dmg_SettingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_setting: ((inputs?: Ui_Dmg_SettingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_SettingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Damaged records" |
*
* @param {Ui_Dmg_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_dmg_title: ((inputs?: Ui_Dmg_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dmg_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Adding the trainee" |
*
* @param {Ui_Do_Add_TraineeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_add_trainee: ((inputs?: Ui_Do_Add_TraineeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Add_TraineeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the data folder" |
*
* @param {Ui_Do_Check_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_check_folder: ((inputs?: Ui_Do_Check_FolderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Check_FolderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking the setup" |
*
* @param {Ui_Do_Check_SetupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_check_setup: ((inputs?: Ui_Do_Check_SetupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Check_SetupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Closing the session" |
*
* @param {Ui_Do_Close_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_close_session: ((inputs?: Ui_Do_Close_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Close_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting your first drill" |
*
* @param {Ui_Do_First_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_first_drill: ((inputs?: Ui_Do_First_DrillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_First_DrillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting with a fresh data file" |
*
* @param {Ui_Do_FreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_fresh: ((inputs?: Ui_Do_FreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_FreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Opening another data folder" |
*
* @param {Ui_Do_Other_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_other_folder: ((inputs?: Ui_Do_Other_FolderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Other_FolderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your assigned work" |
*
* @param {Ui_Do_Read_AssignedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_assigned: ((inputs?: Ui_Do_Read_AssignedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_AssignedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the cohort" |
*
* @param {Ui_Do_Read_CohortInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_cohort: ((inputs?: Ui_Do_Read_CohortInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_CohortInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the dashboard" |
*
* @param {Ui_Do_Read_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_dashboard: ((inputs?: Ui_Do_Read_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading what's due" |
*
* @param {Ui_Do_Read_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_due: ((inputs?: Ui_Do_Read_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the table profiles" |
*
* @param {Ui_Do_Read_ProfilesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_profiles: ((inputs?: Ui_Do_Read_ProfilesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_ProfilesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your progress" |
*
* @param {Ui_Do_Read_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_progress: ((inputs?: Ui_Do_Read_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading a drill set" |
*
* @param {Ui_Do_Read_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_set: ((inputs?: Ui_Do_Read_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the drill sets" |
*
* @param {Ui_Do_Read_SetsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_sets: ((inputs?: Ui_Do_Read_SetsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_SetsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the settings" |
*
* @param {Ui_Do_Read_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_settings: ((inputs?: Ui_Do_Read_SettingsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_SettingsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading who is signed in" |
*
* @param {Ui_Do_Read_Signed_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_signed_in: ((inputs?: Ui_Do_Read_Signed_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_Signed_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the summary" |
*
* @param {Ui_Do_Read_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_summary: ((inputs?: Ui_Do_Read_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the trainees" |
*
* @param {Ui_Do_Read_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_read_trainees: ((inputs?: Ui_Do_Read_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Read_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Removing {what}" |
*
* @param {Ui_Do_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_remove: ((inputs: Ui_Do_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Changing your name" |
*
* @param {Ui_Do_RenameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_rename: ((inputs?: Ui_Do_RenameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_RenameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replaying the mistakes" |
*
* @param {Ui_Do_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_replay: ((inputs?: Ui_Do_ReplayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_ReplayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Resuming the session" |
*
* @param {Ui_Do_ResumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_resume: ((inputs?: Ui_Do_ResumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_ResumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Saving the settings" |
*
* @param {Ui_Do_Save_SettingsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_save_settings: ((inputs?: Ui_Do_Save_SettingsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Save_SettingsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in" |
*
* @param {Ui_Do_Sign_InInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_sign_in: ((inputs?: Ui_Do_Sign_InInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Sign_InInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting adaptive practice" |
*
* @param {Ui_Do_Start_AdaptiveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_adaptive: ((inputs?: Ui_Do_Start_AdaptiveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_AdaptiveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the drill" |
*
* @param {Ui_Do_Start_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_drill: ((inputs?: Ui_Do_Start_DrillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_DrillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting what's due" |
*
* @param {Ui_Do_Start_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_due: ((inputs?: Ui_Do_Start_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the mock exam" |
*
* @param {Ui_Do_Start_MockInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_mock: ((inputs?: Ui_Do_Start_MockInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_MockInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting to practise" |
*
* @param {Ui_Do_Start_PractiseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_practise: ((inputs?: Ui_Do_Start_PractiseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_PractiseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Starting the session" |
*
* @param {Ui_Do_Start_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_start_session: ((inputs?: Ui_Do_Start_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_Start_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Looking for unfinished sessions" |
*
* @param {Ui_Do_UnfinishedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_do_unfinished: ((inputs?: Ui_Do_UnfinishedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Do_UnfinishedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{answered} / {total} answered" |
*
* @param {Ui_Drill_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_answered: ((inputs: Ui_Drill_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Drill_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Ui_Drill_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_home: ((inputs?: Ui_Drill_HomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Drill_HomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "last answer {ms} ms" |
*
* @param {Ui_Drill_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_last_answer: ((inputs: Ui_Drill_Last_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Drill_Last_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave (resume later)" |
*
* @param {Ui_Drill_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_leave: ((inputs?: Ui_Drill_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Drill_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The session is complete. Reading the summary…" |
*
* @param {Ui_Drill_Reading_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_drill_reading_summary: ((inputs?: Ui_Drill_Reading_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Drill_Reading_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{doing} did not work." |
*
* @param {Ui_Err_Did_Not_WorkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_err_did_not_work: ((inputs: Ui_Err_Did_Not_WorkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Err_Did_Not_WorkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Ui_Err_DismissInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_err_dismiss: ((inputs?: Ui_Err_DismissInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Err_DismissInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Ui_Fb_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_answer: ((inputs?: Ui_Fb_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Ui_Fb_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_next: ((inputs?: Ui_Fb_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "✗ Not quite" |
*
* @param {Ui_Fb_Not_QuiteInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_not_quite: ((inputs?: Ui_Fb_Not_QuiteInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_Not_QuiteInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{time} (over the time limit: not yet floor-ready)" |
*
* @param {Ui_Fb_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_over_limit: ((inputs: Ui_Fb_Over_LimitInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_Over_LimitInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "✓ Right" |
*
* @param {Ui_Fb_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_right: ((inputs?: Ui_Fb_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Rule" |
*
* @param {Ui_Fb_RuleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_rule: ((inputs?: Ui_Fb_RuleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_RuleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "See the summary" |
*
* @param {Ui_Fb_See_SummaryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_see_summary: ((inputs?: Ui_Fb_See_SummaryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_See_SummaryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "✗ Timed out" |
*
* @param {Ui_Fb_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_timed_out: ((inputs?: Ui_Fb_Timed_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_Timed_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "What was wrong" |
*
* @param {Ui_Fb_What_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_what_wrong: ((inputs?: Ui_Fb_What_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_What_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Working" |
*
* @param {Ui_Fb_WorkingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_fb_working: ((inputs?: Ui_Fb_WorkingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Fb_WorkingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "BANKER" |
*
* @param {Ui_Felt_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_banker: ((inputs?: Ui_Felt_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Felt_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "COMMISSION" |
*
* @param {Ui_Felt_CommissionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_commission: ((inputs?: Ui_Felt_CommissionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Felt_CommissionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "DISCARD" |
*
* @param {Ui_Felt_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_discard: ((inputs?: Ui_Felt_DiscardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Felt_DiscardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "PLAYER" |
*
* @param {Ui_Felt_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_player: ((inputs?: Ui_Felt_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Felt_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "SHOE" |
*
* @param {Ui_Felt_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_felt_shoe: ((inputs?: Ui_Felt_ShoeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Felt_ShoeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker hand" |
*
* @param {Ui_Hand_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_hand_banker: ((inputs?: Ui_Hand_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Hand_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player hand" |
*
* @param {Ui_Hand_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_hand_player: ((inputs?: Ui_Hand_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Hand_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{row}, {column}: {words}" |
*
* @param {Ui_Heat_CellInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_cell: ((inputs: Ui_Heat_CellInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_CellInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{label}. Drill this case." |
*
* @param {Ui_Heat_Drill_ThisInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_drill_this: ((inputs: Ui_Heat_Drill_ThisInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Drill_ThisInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Ui_Heat_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_none: ((inputs?: Ui_Heat_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not answered yet" |
*
* @param {Ui_Heat_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_not_answered: ((inputs?: Ui_Heat_Not_AnsweredInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Not_AnsweredInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Ui_Heat_NothingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_nothing: ((inputs?: Ui_Heat_NothingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_NothingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker}, Player's third card {third}: {words}" |
*
* @param {Ui_Heat_Top_CellInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_cell: ((inputs: Ui_Heat_Top_CellInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Top_CellInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker ╲ Player's 3rd" |
*
* @param {Ui_Heat_Top_CornerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_corner: ((inputs?: Ui_Heat_Top_CornerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Top_CornerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table of play: Banker's two-card point by the Player's third card" |
*
* @param {Ui_Heat_Top_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_label: ((inputs?: Ui_Heat_Top_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Top_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {banker} v Player's third card {third}" |
*
* @param {Ui_Heat_Top_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_top_title: ((inputs: Ui_Heat_Top_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Top_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{wrong} of {answered} wrong, {slow} slow" |
*
* @param {Ui_Heat_WordsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_words: ((inputs: Ui_Heat_WordsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_WordsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{wrong} of {answered} wrong, {slow} slow (fewer than {few} answers: too few to judge)" |
*
* @param {Ui_Heat_Words_FewInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_heat_words_few: ((inputs: Ui_Heat_Words_FewInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Heat_Words_FewInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker draws" |
*
* @param {Ui_Key_Banker_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_draws: ((inputs?: Ui_Key_Banker_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Banker_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker stands" |
*
* @param {Ui_Key_Banker_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_stands: ((inputs?: Ui_Key_Banker_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Banker_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker wins" |
*
* @param {Ui_Key_Banker_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_banker_wins: ((inputs?: Ui_Key_Banker_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Banker_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Finish: open the trainee side" |
*
* @param {Ui_Key_FinishInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_finish: ((inputs?: Ui_Key_FinishInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_FinishInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Ui_Key_HomeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_home: ((inputs?: Ui_Key_HomeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_HomeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import a staff list (CSV)…" |
*
* @param {Ui_Key_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_import: ((inputs?: Ui_Key_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "I have put it away" |
*
* @param {Ui_Key_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_kept: ((inputs?: Ui_Key_KeptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_KeptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Leave ({word})" |
*
* @param {Ui_Key_LeaveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_leave: ((inputs: Ui_Key_LeaveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_LeaveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House conventions" |
*
* @param {Ui_Key_NoticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_notice: ((inputs?: Ui_Key_NoticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_NoticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pay" |
*
* @param {Ui_Key_PayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_pay: ((inputs?: Ui_Key_PayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_PayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player draws" |
*
* @param {Ui_Key_Player_DrawsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_draws: ((inputs?: Ui_Key_Player_DrawsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Player_DrawsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player stands" |
*
* @param {Ui_Key_Player_StandsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_stands: ((inputs?: Ui_Key_Player_StandsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Player_StandsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player wins" |
*
* @param {Ui_Key_Player_WinsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_player_wins: ((inputs?: Ui_Key_Player_WinsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_Player_WinsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Print the code sheet" |
*
* @param {Ui_Key_PrintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_print: ((inputs?: Ui_Key_PrintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_PrintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Replay mistakes" |
*
* @param {Ui_Key_ReplayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_replay: ((inputs?: Ui_Key_ReplayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_ReplayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start suggested practice" |
*
* @param {Ui_Key_SuggestedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_suggested: ((inputs?: Ui_Key_SuggestedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_SuggestedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Take" |
*
* @param {Ui_Key_TakeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_take: ((inputs?: Ui_Key_TakeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_TakeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie" |
*
* @param {Ui_Key_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_key_tie: ((inputs?: Ui_Key_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Key_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Ui_Keypad_AmountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_amount: ((inputs?: Ui_Keypad_AmountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Keypad_AmountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Ui_Keypad_AnswerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_answer: ((inputs?: Ui_Keypad_AnswerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Keypad_AnswerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{label} keypad" |
*
* @param {Ui_Keypad_GroupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_keypad_group: ((inputs: Ui_Keypad_GroupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Keypad_GroupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainer dashboard" |
*
* @param {Ui_Links_DashboardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_dashboard: ((inputs?: Ui_Links_DashboardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Links_DashboardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practise what's due" |
*
* @param {Ui_Links_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_due: ((inputs?: Ui_Links_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Links_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practise what's due ({count})" |
*
* @param {Ui_Links_Due_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_due_count: ((inputs: Ui_Links_Due_CountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Links_Due_CountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "My progress" |
*
* @param {Ui_Links_ProgressInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_links_progress: ((inputs?: Ui_Links_ProgressInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Links_ProgressInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "assessment" |
*
* @param {Ui_Mode_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_mode_assessment: ((inputs?: Ui_Mode_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Mode_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "practice" |
*
* @param {Ui_Mode_PracticeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_mode_practice: ((inputs?: Ui_Mode_PracticeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Mode_PracticeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays {odds}" |
*
* @param {Ui_Nl_BankerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker: ((inputs: Ui_Nl_BankerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_BankerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays {odds} (even money, {rate} to the commission box)" |
*
* @param {Ui_Nl_Banker_BoxInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker_box: ((inputs: Ui_Nl_Banker_BoxInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_Banker_BoxInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Banker {min} – {max} · pays 1:1, a win on six pays half" |
*
* @param {Ui_Nl_Banker_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_banker_six: ((inputs: Ui_Nl_Banker_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_Banker_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "burn at new shoe" |
*
* @param {Ui_Nl_BurnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_burn: ((inputs?: Ui_Nl_BurnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_BurnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{decks} decks" |
*
* @param {Ui_Nl_DecksInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_decks: ((inputs: Ui_Nl_DecksInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_DecksInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dragon Bonus {range} · natural {natural}; by 9 {d9}, 8 {d8}, 7 {d7}, 6 {d6}, 5 {d5}, 4 {d4}" |
*
* @param {Ui_Nl_DragonInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_dragon: ((inputs: Ui_Nl_DragonInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_DragonInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Maximum collective liability {amount}" |
*
* @param {Ui_Nl_LiabilityInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_liability: ((inputs: Ui_Nl_LiabilityInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_LiabilityInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player / Banker Pair {range} · pays {odds}" |
*
* @param {Ui_Nl_PairsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_pairs: ((inputs: Ui_Nl_PairsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_PairsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Perfect Pairs {range} · {mixed} mixed, {coloured} coloured, {perfect} perfect" |
*
* @param {Ui_Nl_PerfectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_perfect: ((inputs: Ui_Nl_PerfectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_PerfectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Player {min} – {max} · pays 1:1" |
*
* @param {Ui_Nl_PlayerInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_player: ((inputs: Ui_Nl_PlayerInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_PlayerInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "squeeze permitted" |
*
* @param {Ui_Nl_SqueezeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_squeeze: ((inputs?: Ui_Nl_SqueezeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_SqueezeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Super Six {range} · pays {odds}" |
*
* @param {Ui_Nl_Super_SixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_super_six: ((inputs: Ui_Nl_Super_SixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_Super_SixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Tie {min} – {max} · pays {odds}" |
*
* @param {Ui_Nl_TieInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_nl_tie: ((inputs: Ui_Nl_TieInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Nl_TieInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "There is no practice drill set in the library. Import one first." |
*
* @param {Ui_No_Practice_SetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_no_practice_set: ((inputs?: Ui_No_Practice_SetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_No_Practice_SetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_Notice_CloseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_close: ((inputs?: Ui_Notice_CloseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Notice_CloseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House conventions" |
*
* @param {Ui_Notice_ConventionsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_conventions: ((inputs?: Ui_Notice_ConventionsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Notice_ConventionsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table notice" |
*
* @param {Ui_Notice_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_label: ((inputs?: Ui_Notice_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Notice_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and odds" |
*
* @param {Ui_Notice_LimitsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_limits: ((inputs?: Ui_Notice_LimitsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Notice_LimitsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table {id}" |
*
* @param {Ui_Notice_TableInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_notice_table: ((inputs: Ui_Notice_TableInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Notice_TableInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your old files were kept at {paths}." |
*
* @param {Ui_Old_Files_KeptInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_old_files_kept: ((inputs: Ui_Old_Files_KeptInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Old_Files_KeptInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(at or above the default target of {target})" |
*
* @param {Ui_Pace_Above_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_above_default: ((inputs: Ui_Pace_Above_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Above_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(at or above the house's target of {target})" |
*
* @param {Ui_Pace_Above_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_above_house: ((inputs: Ui_Pace_Above_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Above_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Pace_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_accuracy: ((inputs?: Ui_Pace_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "coups an hour" |
*
* @param {Ui_Pace_An_HourInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_an_hour: ((inputs?: Ui_Pace_An_HourInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_An_HourInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(below the default target of {target})" |
*
* @param {Ui_Pace_Below_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_below_default: ((inputs: Ui_Pace_Below_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Below_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(below the house's target of {target})" |
*
* @param {Ui_Pace_Below_HouseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_below_house: ((inputs: Ui_Pace_Below_HouseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Below_HouseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "({correct} of {coups} coups right)" |
*
* @param {Ui_Pace_CorrectInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_correct: ((inputs: Ui_Pace_CorrectInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_CorrectInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 coup" |
*
* @param {Ui_Pace_Coup_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coup_one: ((inputs?: Ui_Pace_Coup_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Coup_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} coups" |
*
* @param {Ui_Pace_CoupsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coups: ((inputs: Ui_Pace_CoupsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_CoupsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "coups/h" |
*
* @param {Ui_Pace_Coups_HInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_coups_h: ((inputs?: Ui_Pace_Coups_HInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Coups_HInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pace lab" |
*
* @param {Ui_Pace_LabInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_lab: ((inputs?: Ui_Pace_LabInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_LabInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Coups an hour on the main process's clock, from the cards dealt to each answer" |
*
* @param {Ui_Pace_Meter_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_meter_title: ((inputs?: Ui_Pace_Meter_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Meter_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{min} min {sec} s" |
*
* @param {Ui_Pace_MinutesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_minutes: ((inputs: Ui_Pace_MinutesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_MinutesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "no coup worked yet" |
*
* @param {Ui_Pace_No_CoupInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_no_coup: ((inputs?: Ui_Pace_No_CoupInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_No_CoupInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "No pace-lab run yet." |
*
* @param {Ui_Pace_No_RunInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_no_run: ((inputs?: Ui_Pace_No_RunInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_No_RunInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{rate} coups/h" |
*
* @param {Ui_Pace_RateInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_rate: ((inputs: Ui_Pace_RateInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_RateInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "right" |
*
* @param {Ui_Pace_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_right: ((inputs?: Ui_Pace_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(target {target}) · {percent} right of {coups} coups" |
*
* @param {Ui_Pace_Run_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_run_detail: ((inputs: Ui_Pace_Run_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Run_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "(target {target}) · {percent} right of 1 coup" |
*
* @param {Ui_Pace_Run_Detail_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_run_detail_one: ((inputs: Ui_Pace_Run_Detail_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Run_Detail_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "target {target}" |
*
* @param {Ui_Pace_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_target: ((inputs: Ui_Pace_TargetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_TargetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "target {target} (default)" |
*
* @param {Ui_Pace_Target_DefaultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_target_default: ((inputs: Ui_Pace_Target_DefaultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Target_DefaultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Time at the table" |
*
* @param {Ui_Pace_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_time: ((inputs?: Ui_Pace_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{time}, timed by the app from each deal to each answer" |
*
* @param {Ui_Pace_Time_DetailInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_time_detail: ((inputs: Ui_Pace_Time_DetailInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_Time_DetailInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pace" |
*
* @param {Ui_Pace_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pace_title: ((inputs?: Ui_Pace_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pace_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: the pile close up" |
*
* @param {Ui_Pile_Close_UpInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_pile_close_up: ((inputs: Ui_Pile_Close_UpInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Pile_Close_UpInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Prog_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_accuracy: ((inputs?: Ui_Prog_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assign a set from the weak cases" |
*
* @param {Ui_Prog_AssignInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_assign: ((inputs?: Ui_Prog_AssignInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_AssignInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Assessment attempts" |
*
* @param {Ui_Prog_AttemptsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_attempts: ((inputs?: Ui_Prog_AttemptsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_AttemptsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Ui_Prog_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_back: ((inputs?: Ui_Prog_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "By session" |
*
* @param {Ui_Prog_By_SessionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_by_session: ((inputs?: Ui_Prog_By_SessionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_By_SessionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "By week" |
*
* @param {Ui_Prog_By_WeekInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_by_week: ((inputs?: Ui_Prog_By_WeekInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_By_WeekInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Click a cell (or Tab to it and press Enter) to drill exactly that case." |
*
* @param {Ui_Prog_Cell_HintInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_hint: ((inputs?: Ui_Prog_Cell_HintInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Cell_HintInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Each cell shows how many of its answers were slow (\"2/9\"). Grey: fewer than {few} answers, too few to judge." |
*
* @param {Ui_Prog_Cell_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_slow: ((inputs: Ui_Prog_Cell_SlowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Cell_SlowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Each cell shows how many of its answers were wrong (\"2/9\"). Grey: fewer than {few} answers, too few to judge." |
*
* @param {Ui_Prog_Cell_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_cell_wrong: ((inputs: Ui_Prog_Cell_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Cell_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy against the pass mark" |
*
* @param {Ui_Prog_Chart_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_chart_accuracy: ((inputs?: Ui_Prog_Chart_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Chart_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median time against the target" |
*
* @param {Ui_Prog_Chart_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_chart_median: ((inputs?: Ui_Prog_Chart_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Chart_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Colour by" |
*
* @param {Ui_Prog_Colour_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_colour_by: ((inputs?: Ui_Prog_Colour_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Colour_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Drill: {title}" |
*
* @param {Ui_Prog_DrillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_drill: ((inputs: Ui_Prog_DrillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_DrillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Due today ({count})" |
*
* @param {Ui_Prog_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_due_today: ((inputs: Ui_Prog_Due_TodayInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Due_TodayInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Errors" |
*
* @param {Ui_Prog_ErrorsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_errors: ((inputs?: Ui_Prog_ErrorsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_ErrorsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Where the errors are" |
*
* @param {Ui_Prog_Errors_WhereInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_errors_where: ((inputs?: Ui_Prog_Errors_WhereInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Errors_WhereInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "failed" |
*
* @param {Ui_Prog_FailedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_failed: ((inputs?: Ui_Prog_FailedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_FailedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Floor-ready" |
*
* @param {Ui_Prog_Floor_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_floor_ready: ((inputs?: Ui_Prog_Floor_ReadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Floor_ReadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Group by" |
*
* @param {Ui_Prog_Group_ByInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_group_by: ((inputs?: Ui_Prog_Group_ByInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Group_ByInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{level} (held back: the last assessment failed)" |
*
* @param {Ui_Prog_Held_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_held_back: ((inputs: Ui_Prog_Held_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Held_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Irregularities by clause" |
*
* @param {Ui_Prog_IrregularitiesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_irregularities: ((inputs?: Ui_Prog_IrregularitiesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_IrregularitiesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}: {case}" |
*
* @param {Ui_Prog_Kind_CaseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_kind_case: ((inputs: Ui_Prog_Kind_CaseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Kind_CaseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Last assessment" |
*
* @param {Ui_Prog_Last_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_last_assessment: ((inputs?: Ui_Prog_Last_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Last_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} more cases are due already." |
*
* @param {Ui_Prog_Later_CountInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_count: ((inputs: Ui_Prog_Later_CountInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Later_CountInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 more case is due already." |
*
* @param {Ui_Prog_Later_Count_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_count_one: ((inputs?: Ui_Prog_Later_Count_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Later_Count_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "At most {perDay} a day: they come over the next {days} days, the last on {last}." |
*
* @param {Ui_Prog_Later_DaysInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_days: ((inputs: Ui_Prog_Later_DaysInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Later_DaysInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "At most {perDay} a day: they come tomorrow." |
*
* @param {Ui_Prog_Later_TomorrowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_later_tomorrow: ((inputs: Ui_Prog_Later_TomorrowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Later_TomorrowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Level" |
*
* @param {Ui_Prog_LevelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_level: ((inputs?: Ui_Prog_LevelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_LevelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Ui_Prog_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_median: ((inputs?: Ui_Prog_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "missed again and again" |
*
* @param {Ui_Prog_Missed_AgainInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_missed_again: ((inputs?: Ui_Prog_Missed_AgainInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Missed_AgainInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Missed again and again ({count})" |
*
* @param {Ui_Prog_Missed_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_missed_title: ((inputs: Ui_Prog_Missed_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Missed_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}: {case} · {misses} of {reviews} missed" |
*
* @param {Ui_Prog_MissesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_misses: ((inputs: Ui_Prog_MissesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_MissesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None." |
*
* @param {Ui_Prog_NoneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_none: ((inputs?: Ui_Prog_NoneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_NoneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "None yet." |
*
* @param {Ui_Prog_None_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_none_yet: ((inputs?: Ui_Prog_None_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_None_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Not floor-ready yet" |
*
* @param {Ui_Prog_Not_Floor_ReadyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_not_floor_ready: ((inputs?: Ui_Prog_Not_Floor_ReadyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Not_Floor_ReadyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing answered yet." |
*
* @param {Ui_Prog_NothingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_nothing: ((inputs?: Ui_Prog_NothingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_NothingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is due today." |
*
* @param {Ui_Prog_Nothing_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_nothing_due: ((inputs?: Ui_Prog_Nothing_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Nothing_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{percent} of 1 item" |
*
* @param {Ui_Prog_Of_Item_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_of_item_one: ((inputs: Ui_Prog_Of_Item_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Of_Item_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{percent} of {count} items" |
*
* @param {Ui_Prog_Of_ItemsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_of_items: ((inputs: Ui_Prog_Of_ItemsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Of_ItemsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Over time" |
*
* @param {Ui_Prog_Over_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_over_time: ((inputs?: Ui_Prog_Over_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Over_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "passed" |
*
* @param {Ui_Prog_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_passed: ((inputs?: Ui_Prog_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Payouts by bet and stake" |
*
* @param {Ui_Prog_PayoutsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_payouts: ((inputs?: Ui_Prog_PayoutsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_PayoutsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Practise what's due ({count})" |
*
* @param {Ui_Prog_Practise_DueInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_practise_due: ((inputs: Ui_Prog_Practise_DueInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Practise_DueInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reading the progress…" |
*
* @param {Ui_Prog_ReadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_reading: ((inputs?: Ui_Prog_ReadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_ReadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Ui_Prog_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_skill: ((inputs?: Ui_Prog_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Ui_Prog_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_skills: ((inputs?: Ui_Prog_SkillsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_SkillsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Slowness" |
*
* @param {Ui_Prog_SlownessInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_slowness: ((inputs?: Ui_Prog_SlownessInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_SlownessInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Target" |
*
* @param {Ui_Prog_TargetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_target: ((inputs?: Ui_Prog_TargetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_TargetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Ui_Prog_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_title: ((inputs?: Ui_Prog_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Progress: {name}" |
*
* @param {Ui_Prog_Title_OfInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_title_of: ((inputs: Ui_Prog_Title_OfInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Title_OfInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table of play (Tasmania 11), slow of answered" |
*
* @param {Ui_Prog_Top_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_top_slow: ((inputs?: Ui_Prog_Top_SlowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Top_SlowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table of play (Tasmania 11), wrong of answered" |
*
* @param {Ui_Prog_Top_WrongInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_prog_top_wrong: ((inputs?: Ui_Prog_Top_WrongInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Prog_Top_WrongInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{stage}: {done} of {total} items ({percent})" |
*
* @param {Ui_Progress_WordsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_progress_words: ((inputs: Ui_Progress_WordsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Progress_WordsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{stage}: {done} of {total} item ({percent})" |
*
* @param {Ui_Progress_Words_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_progress_words_one: ((inputs: Ui_Progress_Words_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Progress_Words_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "push" |
*
* @param {Ui_Push_WordInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_push_word: ((inputs?: Ui_Push_WordInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Push_WordInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "This app keeps its data in {folder}" |
*
* @param {Ui_Rec_FolderInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_folder: ((inputs: Ui_Rec_FolderInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Rec_FolderInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "It is the only way back into trainer mode if the passcode is forgotten. Print it or write it down, and put it in the safe. It is shown only this once." |
*
* @param {Ui_Rec_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_intro: ((inputs?: Ui_Rec_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Rec_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "If the trainer passcode is forgotten: open the app, choose Trainer mode, then “Forgot the passcode?”, and enter this code with a new passcode. Every trainee ..." |
*
* @param {Ui_Rec_Sheet_TextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_sheet_text: ((inputs?: Ui_Rec_Sheet_TextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Rec_Sheet_TextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat Dealer Trainer: trainer passcode recovery code" |
*
* @param {Ui_Rec_Sheet_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_sheet_title: ((inputs?: Ui_Rec_Sheet_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Rec_Sheet_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The recovery code" |
*
* @param {Ui_Rec_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_rec_title: ((inputs?: Ui_Rec_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Rec_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Red-line mistake" |
*
* @param {Ui_Red_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_red_line: ((inputs?: Ui_Red_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Red_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Removed the damaged record: {what}." |
*
* @param {Ui_Removed_DamagedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_removed_damaged: ((inputs: Ui_Removed_DamagedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Removed_DamagedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat {seat} {bet}" |
*
* @param {Ui_Seat_BetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_seat_bet: ((inputs: Ui_Seat_BetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Seat_BetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{seconds} s" |
*
* @param {Ui_SecondsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_seconds: ((inputs: Ui_SecondsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_SecondsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Ui_Set_BackInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_back: ((inputs?: Ui_Set_BackInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_BackInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "House rules" |
*
* @param {Ui_Set_House_RulesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_house_rules: ((inputs?: Ui_Set_House_RulesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_House_RulesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Motion" |
*
* @param {Ui_Set_MotionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion: ((inputs?: Ui_Set_MotionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_MotionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Full animation" |
*
* @param {Ui_Set_Motion_OffInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_off: ((inputs?: Ui_Set_Motion_OffInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_Motion_OffInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Reduced: cards appear without moving" |
*
* @param {Ui_Set_Motion_OnInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_on: ((inputs?: Ui_Set_Motion_OnInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_Motion_OnInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Follow the system setting" |
*
* @param {Ui_Set_Motion_SystemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_motion_system: ((inputs?: Ui_Set_Motion_SystemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_Motion_SystemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Table profile" |
*
* @param {Ui_Set_ProfileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_profile: ((inputs?: Ui_Set_ProfileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_ProfileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Sound" |
*
* @param {Ui_Set_SoundInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_sound: ((inputs?: Ui_Set_SoundInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_SoundInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Deal speed: {speed}×" |
*
* @param {Ui_Set_SpeedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_speed: ((inputs: Ui_Set_SpeedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_SpeedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Ui_Set_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_title: ((inputs?: Ui_Set_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Volume: {percent}" |
*
* @param {Ui_Set_VolumeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_set_volume: ((inputs: Ui_Set_VolumeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Set_VolumeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Added {name}." |
*
* @param {Ui_Setup_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_setup_added: ((inputs: Ui_Setup_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Setup_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Imported {what}." |
*
* @param {Ui_Setup_ImportedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_setup_imported: ((inputs: Ui_Setup_ImportedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Setup_ImportedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another folder…" |
*
* @param {Ui_St_ChooseInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_choose: ((inputs?: Ui_St_ChooseInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_ChooseInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The trainer could not check its data folder." |
*
* @param {Ui_St_Could_Not_CheckInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_could_not_check: ((inputs?: Ui_St_Could_Not_CheckInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_Could_Not_CheckInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "File:" |
*
* @param {Ui_St_FileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_file: ((inputs?: Ui_St_FileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_FileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start fresh" |
*
* @param {Ui_St_FreshInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_fresh: ((inputs?: Ui_St_FreshInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_FreshInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Ui_St_RetryInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_retry: ((inputs?: Ui_St_RetryInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_RetryInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your training records cannot be opened" |
*
* @param {Ui_St_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_title: ((inputs?: Ui_St_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another folder, or start with a fresh data file. Your old file is kept (renamed), never deleted." |
*
* @param {Ui_St_Ways_OutInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_st_ways_out: ((inputs?: Ui_St_Ways_OutInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_St_Ways_OutInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} trainees from {file}" |
*
* @param {Ui_Staff_AddedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_added: ((inputs: Ui_Staff_AddedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_AddedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 trainee from {file}" |
*
* @param {Ui_Staff_Added_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_added_one: ((inputs: Ui_Staff_Added_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Added_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Ui_Staff_CancelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_cancel: ((inputs?: Ui_Staff_CancelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_CancelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Choose another file" |
*
* @param {Ui_Staff_Choose_OtherInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_choose_other: ((inputs?: Ui_Staff_Choose_OtherInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Choose_OtherInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is imported until every line is right. Fix these in the file and choose it again:" |
*
* @param {Ui_Staff_Fix_FirstInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_fix_first: ((inputs?: Ui_Staff_Fix_FirstInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Fix_FirstInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {trainees}" |
*
* @param {Ui_Staff_HeadingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_heading: ((inputs: Ui_Staff_HeadingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_HeadingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{file}: {trainees}, {lines} to fix" |
*
* @param {Ui_Staff_Heading_FixInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_heading_fix: ((inputs: Ui_Staff_Heading_FixInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Heading_FixInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Import these {trainees}" |
*
* @param {Ui_Staff_ImportInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_import: ((inputs: Ui_Staff_ImportInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_ImportInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Line" |
*
* @param {Ui_Staff_LineInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_line: ((inputs?: Ui_Staff_LineInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_LineInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 line" |
*
* @param {Ui_Staff_Line_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_line_one: ((inputs?: Ui_Staff_Line_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Line_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} lines" |
*
* @param {Ui_Staff_LinesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_lines: ((inputs: Ui_Staff_LinesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_LinesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Ui_Staff_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_name: ((inputs?: Ui_Staff_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number" |
*
* @param {Ui_Staff_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_number: ((inputs?: Ui_Staff_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Line {line}: {message}" |
*
* @param {Ui_Staff_ProblemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_problem: ((inputs: Ui_Staff_ProblemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_ProblemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "1 trainee" |
*
* @param {Ui_Staff_Trainee_OneInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_trainee_one: ((inputs?: Ui_Staff_Trainee_OneInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_Trainee_OneInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} trainees" |
*
* @param {Ui_Staff_TraineesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_staff_trainees: ((inputs: Ui_Staff_TraineesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Staff_TraineesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Checking that the set can be dealt" |
*
* @param {Ui_Stage_CheckingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_checking: ((inputs?: Ui_Stage_CheckingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Stage_CheckingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealing" |
*
* @param {Ui_Stage_DealingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_dealing: ((inputs?: Ui_Stage_DealingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Stage_DealingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealing the session again from its seed" |
*
* @param {Ui_Stage_RebuildingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_stage_rebuilding: ((inputs?: Ui_Stage_RebuildingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Stage_RebuildingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Dealing…" |
*
* @param {Ui_Step_DealingInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_dealing: ((inputs?: Ui_Step_DealingInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_DealingInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "item {index} of {total}" |
*
* @param {Ui_Step_ItemInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_item: ((inputs: Ui_Step_ItemInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_ItemInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer was not recorded: {error} Try again." |
*
* @param {Ui_Step_Not_RecordedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_not_recorded: ((inputs: Ui_Step_Not_RecordedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_Not_RecordedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "step {step} of {steps}" |
*
* @param {Ui_Step_StepInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_step: ((inputs: Ui_Step_StepInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_StepInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{time} to answer" |
*
* @param {Ui_Step_TimeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_time: ((inputs: Ui_Step_TimeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_TimeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{time} to answer (hard limit)" |
*
* @param {Ui_Step_Time_HardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_step_time_hard: ((inputs: Ui_Step_Time_HardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Step_Time_HardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Accuracy" |
*
* @param {Ui_Sum_AccuracyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_accuracy: ((inputs?: Ui_Sum_AccuracyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_AccuracyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "· assessment" |
*
* @param {Ui_Sum_AssessmentInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_assessment: ((inputs?: Ui_Sum_AssessmentInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_AssessmentInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}: {question}" |
*
* @param {Ui_Sum_Kind_QuestionInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_kind_question: ((inputs: Ui_Sum_Kind_QuestionInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Kind_QuestionInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", median {time} a step" |
*
* @param {Ui_Sum_MedianInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_median: ((inputs: Ui_Sum_MedianInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_MedianInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Median" |
*
* @param {Ui_Sum_Median_HeadInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_median_head: ((inputs?: Ui_Sum_Median_HeadInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Median_HeadInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Mistakes and corrections" |
*
* @param {Ui_Sum_MistakesInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_mistakes: ((inputs?: Ui_Sum_MistakesInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_MistakesInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Next:" |
*
* @param {Ui_Sum_NextInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_next: ((inputs?: Ui_Sum_NextInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_NextInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: not passed yet" |
*
* @param {Ui_Sum_Not_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_not_passed: ((inputs: Ui_Sum_Not_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Not_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "not yet" |
*
* @param {Ui_Sum_Not_YetInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_not_yet: ((inputs?: Ui_Sum_Not_YetInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Not_YetInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "pass" |
*
* @param {Ui_Sum_PassInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_pass: ((inputs?: Ui_Sum_PassInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_PassInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Pass mark" |
*
* @param {Ui_Sum_Pass_MarkInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_pass_mark: ((inputs?: Ui_Sum_Pass_MarkInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Pass_MarkInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: passed" |
*
* @param {Ui_Sum_PassedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_passed: ((inputs: Ui_Sum_PassedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_PassedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Result" |
*
* @param {Ui_Sum_ResultInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_result: ((inputs?: Ui_Sum_ResultInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_ResultInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{correct} of {answered} items right ({percent})" |
*
* @param {Ui_Sum_RightInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_right: ((inputs: Ui_Sum_RightInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_RightInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skill" |
*
* @param {Ui_Sum_SkillInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_skill: ((inputs?: Ui_Sum_SkillInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_SkillInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Skills" |
*
* @param {Ui_Sum_SkillsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_skills: ((inputs?: Ui_Sum_SkillsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_SkillsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} too slow" |
*
* @param {Ui_Sum_Too_SlowInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_too_slow: ((inputs: Ui_Sum_Too_SlowInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Too_SlowInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{count} too slow, not yet floor-ready" |
*
* @param {Ui_Sum_Too_Slow_AllInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_sum_too_slow_all: ((inputs: Ui_Sum_Too_Slow_AllInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Sum_Too_Slow_AllInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "{bet}: {amount}{status}" |
*
* @param {Ui_Tbl_Bet_AriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_bet_aria: ((inputs: Ui_Tbl_Bet_AriaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_Bet_AriaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Discard holder" |
*
* @param {Ui_Tbl_DiscardInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_discard: ((inputs?: Ui_Tbl_DiscardInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_DiscardInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Baccarat table, {seats} seats" |
*
* @param {Ui_Tbl_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_label: ((inputs: Ui_Tbl_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "a pile of {count} chips" |
*
* @param {Ui_Tbl_PileInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_pile: ((inputs: Ui_Tbl_PileInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_PileInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat {seat}" |
*
* @param {Ui_Tbl_SeatInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seat: ((inputs: Ui_Tbl_SeatInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_SeatInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seat {seat}, a player seated" |
*
* @param {Ui_Tbl_Seat_SeatedInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seat_seated: ((inputs: Ui_Tbl_Seat_SeatedInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_Seat_SeatedInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Seats" |
*
* @param {Ui_Tbl_SeatsInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_seats: ((inputs?: Ui_Tbl_SeatsInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_SeatsInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Shoe" |
*
* @param {Ui_Tbl_ShoeInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_shoe: ((inputs?: Ui_Tbl_ShoeInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_ShoeInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", left" |
*
* @param {Ui_Tbl_Status_LeftInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_left: ((inputs?: Ui_Tbl_Status_LeftInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_Status_LeftInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", paid {amount}" |
*
* @param {Ui_Tbl_Status_PaidInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_paid: ((inputs: Ui_Tbl_Status_PaidInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_Status_PaidInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | ", taken" |
*
* @param {Ui_Tbl_Status_TakenInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tbl_status_taken: ((inputs?: Ui_Tbl_Status_TakenInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tbl_Status_TakenInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add" |
*
* @param {Ui_Tr_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_add: ((inputs?: Ui_Tr_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add each trainee's name and staff number, or import the staff list as a CSV file (a name and a staff number a line, comma or semicolon, a header row or none)..." |
*
* @param {Ui_Tr_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_intro: ((inputs?: Ui_Tr_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add trainees later: open the trainee side" |
*
* @param {Ui_Tr_LaterInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_later: ((inputs?: Ui_Tr_LaterInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_LaterInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Trainees ({count})" |
*
* @param {Ui_Tr_ListInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_list: ((inputs: Ui_Tr_ListInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_ListInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Ui_Tr_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_name: ((inputs?: Ui_Tr_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Staff number (optional)" |
*
* @param {Ui_Tr_NumberInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_number: ((inputs?: Ui_Tr_NumberInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_NumberInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "The first trainees" |
*
* @param {Ui_Tr_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tr_title: ((inputs?: Ui_Tr_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tr_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a {amount} chip" |
*
* @param {Ui_Tray_AddInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_add: ((inputs: Ui_Tray_AddInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_AddInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Add a {amount} chip (key {key})" |
*
* @param {Ui_Tray_Add_KeyInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_add_key: ((inputs: Ui_Tray_Add_KeyInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_Add_KeyInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Clear chips" |
*
* @param {Ui_Tray_ClearInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_clear: ((inputs?: Ui_Tray_ClearInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_ClearInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Chip tray" |
*
* @param {Ui_Tray_LabelInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_label: ((inputs?: Ui_Tray_LabelInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_LabelInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Ui_Tray_RemoveInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove: ((inputs?: Ui_Tray_RemoveInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_RemoveInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove a {amount} chip" |
*
* @param {Ui_Tray_Remove_AriaInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove_aria: ((inputs: Ui_Tray_Remove_AriaInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_Remove_AriaInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Remove one (Shift+{key})" |
*
* @param {Ui_Tray_Remove_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_tray_remove_title: ((inputs: Ui_Tray_Remove_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Tray_Remove_TitleInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "You will deal mini-baccarat as a dealer does: call each hand, the third card and the result, then settle the bets. Everything works from the keyboard; the ke..." |
*
* @param {Ui_Wel_IntroInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_intro: ((inputs?: Ui_Wel_IntroInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Wel_IntroInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Ui_Wel_NameInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_name: ((inputs?: Ui_Wel_NameInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Wel_NameInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Ten coups, no timer: about two minutes. Then the home screen, with the library and your progress." |
*
* @param {Ui_Wel_SmallInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_small: ((inputs?: Ui_Wel_SmallInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Wel_SmallInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Start my first drill" |
*
* @param {Ui_Wel_StartInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_start: ((inputs?: Ui_Wel_StartInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Wel_StartInputs, {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome to the table" |
*
* @param {Ui_Wel_TitleInputs} inputs
* @param {{ locale?: "en" | "zh-Hant" | "zh-Hans" }} options
* @returns {LocalizedString}
*/
export const ui_wel_title: ((inputs?: Ui_Wel_TitleInputs, options?: {
    locale?: "en" | "zh-Hant" | "zh-Hans";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Wel_TitleInputs, {
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
export type Main_Room_No_RightInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_No_TlsInputs = {
    where: NonNullable<unknown>;
};
export type Main_Room_Not_A_RoomInputs = {};
export type Main_Room_Older_SchemaInputs = {
    version: NonNullable<unknown>;
    known: NonNullable<unknown>;
};
export type Main_Room_OtherInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_Refused_RowInputs = {
    where: NonNullable<unknown>;
    text: NonNullable<unknown>;
};
export type Main_Room_Registers_After_UnlockInputs = {};
export type Main_Room_Role_RevokedInputs = {
    user: NonNullable<unknown>;
};
export type Main_Room_StoppedInputs = {
    where: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
export type Main_Room_Tls_RequiredInputs = {
    where: NonNullable<unknown>;
};
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
export type Main_Trainee_Archived_NameInputs = {
    name: NonNullable<unknown>;
};
export type Main_Trainee_MissingInputs = {
    id: NonNullable<unknown>;
};
export type Main_Trainer_LockedInputs = {};
export type Main_Trust_TamperedInputs = {};
export type Main_Trust_UnknownInputs = {};
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
export type Mark_AmountInputs = {
    said: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mark_Banker_PointInputs = {
    said: NonNullable<unknown>;
    point: NonNullable<unknown>;
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
export type Trainer_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
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
    ms: NonNullable<unknown>;
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
