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
