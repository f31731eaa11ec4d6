"""Gurke rules as given / when / then: the seed's own examples, then one test per switch."""

from __future__ import annotations

import pytest

from gurke_tables import last_trick, play_cards, playable, table
from gurkenglas.core.rng import Rng
from gurkenglas.games.gurke import SPEC
from gurkenglas.games.gurke.cards import full_deck
from gurkenglas.games.gurke.hands import hand_size
from gurkenglas.games.gurke.position import GurkePosition


def opts(preset: str = "agurk", **switches) -> dict:
    return {"preset": preset, **switches}


# --- the seed's examples --------------------------------------------------------------------------
def test_danish_six_players_last_trick_5_9_3_9_9_7():
    given = table([["5H"], ["9H"], ["3H"], ["9S"], ["9D"], ["7H"]], scores=[0, 12, 0, 15, 0, 4])
    last_trick(given, ["5H", "9H", "3H", "9S", "9D", "7H"])
    # the fifth player won the trick with the last 9 and takes 9; the second and fourth get 9 back
    assert given.scores == [0, 3, 0, 6, 9, 4]
    assert given.sheet[-1]["takers"] == [4]


def test_danish_two_players_at_18_both_play_a_ten():
    given = table([["TH"], ["TS"]], scores=[18, 18])
    last_trick(given, ["TH", "TS"])
    # the loser draws a pickle and is reborn at 18; only then does the other get 10 back: 8
    assert given.scores == [8, 18] and given.pickles == [0, 1]


def test_danish_bonus_never_below_zero_nor_below_the_pickle_line():
    given = table([["TH"], ["TS"], ["TD"]], scores=[4, 18, 0], pickles=[0, 1, 0], pickle_line=[0, 15, 0])
    last_trick(given, ["TH", "TS", "TD"])
    assert given.scores == [0, 15, 10]


def test_swedish_only_the_card_just_played_must_be_reached():
    trick = [[0, ["KH"]], [1, ["KS"]], [2, ["3D"]]]
    hands = [["5C"], ["6C"], ["8C"], ["QD", "7D", "2D"]]
    swedish = table(hands, opts("gurka_se_modern"), trick=trick)
    # K, K, then a 3 as lowest card: the 7 now beats the card just played (and must beat it if it can)
    assert playable(swedish) == {"7D", "QD"}
    danish = table(hands, trick=trick)
    assert playable(danish) == {"2D"}  # nothing reaches the king: the lowest card


def test_icelandic_sets_5_5_5_then_5_9_j_then_8_q_k_then_2_2_4_forced():
    hands = [["2C", "3C", "4C", "5H", "5S", "5D", "9C", "TC"], ["5C", "9H", "JH", "3D", "4D", "6D", "7C", "8D"],
             ["8H", "QH", "KH", "3H", "4S", "6S", "9D", "TD"], ["2H", "2S", "4H", "7H", "7S", "JS", "JD", "AH"]]
    given = table(hands, opts("gurka_is"))
    play_cards(given, "5H", "5S", "5D")
    assert given.trick == [[0, ["5D", "5H", "5S"]]]  # a set is laid sorted
    play_cards(given, "5C", "9H", "JH")
    play_cards(given, "8H", "QH", "KH")
    # the ace could answer the king, but nothing else reaches the queen: the three lowest cards
    assert playable(given) == {"2H", "2S", "4H"}
    play_cards(given, "2H", "4H")
    assert playable(given) == {"2S"}
    play_cards(given, "2S")
    assert given.tricks[-1][-1] == [3, ["2H", "2S", "4H"]]
    assert given.leader == 2 and given.turn == 2  # the 8-Q-K set took the trick


def test_icelandic_lead_keeps_one_card_for_the_last_trick():
    given = table([["5H", "5S"], ["2C", "3C"]], opts("gurka_is"))
    play_cards(given, "5H")  # a second five would leave no card for the last trick
    assert given.trick == [[0, ["5H"]]]


def test_polish_ace_is_high_before_the_last_trick_and_low_worth_1_in_it():
    given = table([["AH", "2C"], ["KS", "3D"], ["QD", "4S"]], opts("ogorek"))
    play_cards(given, "AH")
    assert playable(given) == {"3D"}  # nothing reaches the ace: lowest card
    play_cards(given, "3D")
    play_cards(given, "4S")
    assert given.leader == 0
    low = table([["AH"], ["3S"], ["2D"]], opts("ogorek"))
    last_trick(low, ["AH", "3S", "2D"])
    assert low.scores == [0, 3, 0]
    aces = table([["AH"], ["AS"]], opts("ogorek"))
    last_trick(aces, ["AH", "AS"])
    assert aces.scores == [1, 1]  # all tied highest take it, an ace worth 1


def test_norwegian_vidargas_face_cards_and_aces_count_11_and_set_the_next_hand():
    given = table([["KH"], ["5S"]], opts("gurka_no_vidargas"))
    last_trick(given, ["KH", "5S"])
    assert given.scores == [11, 0]
    assert given.hand_size == 7  # the losing card's value, never more than 7
    assert given.dealer == 1  # the player with the lowest card in the last trick deals


# --- one test per switch ------------------------------------------------------------------------
def test_jokers_three_top_beat_aces_and_are_worth_15():
    given = table([["AH"], ["X1"]], opts(jokers="three_top"))
    last_trick(given, ["AH", "X1"])
    assert given.scores == [0, 15]


def test_jokers_as_aces_tie_with_aces_and_count_low_with_ace_low_last():
    given = table([["X1"], ["AS"]], opts("kurko"))
    last_trick(given, ["X1", "AS"])
    assert given.scores == [1, 1]
    plain = table([["X1"], ["AS"]], opts(jokers="two_as_aces"))
    last_trick(plain, ["X1", "AS"])
    assert plain.scores == [0, 14]


@pytest.mark.parametrize("top, cards, scores", [
    ("club_six", ["AS", "6C"], [0, 21]),
    ("black_sevens", ["7C", "7S"], [0, 16]),
    ("black_sevens", ["7S", "7C"], [16, 0]),
    ("black_sevens_equal", ["7S", "7C"], [0, 21]),
    ("none", ["AS", "6C"], [14, 0]),
])
def test_top_cards(top, cards, scores):
    given = table([[cards[0]], [cards[1]]], opts("gurka_no", top_card=top))
    last_trick(given, cards)
    assert given.scores == scores


def test_an_extra_deck_for_ten_polish_players():
    position = GurkePosition.start(10, SPEC.resolve_options(opts("ogorek")), Rng.from_seed(3))
    assert position.decks == 2 and all(len(h) == 6 for h in position.hands)
    position.check()


@pytest.mark.parametrize("options, players, deals, last_value, size", [
    (opts(), 4, 0, None, 7),
    (opts("matapesa"), 7, 0, None, 7),
    (opts(hand="previous_loser"), 4, 1, 11, 11),
    (opts(hand="previous_loser"), 7, 1, 14, 7),  # capped by the deck
    (opts("gurka_is"), 3, 0, None, 10),
    (opts("gurka_is"), 3, 3, None, 7),
    (opts("gurka_is"), 3, 10, None, 10),
    (opts("gurka_is", hand="wave", hand_size=6), 3, 6, None, 2),
    (opts("gurka_is", hand="wave", hand_size=6), 3, 10, None, 4),
    (opts("gurka_is", hand="fixed", hand_size=5), 3, 4, None, 5),
])
def test_hand_sizes(options, players, deals, last_value, size):
    position = GurkePosition.start(players, SPEC.resolve_options(options), Rng.from_seed(1))
    position.deals, position.last_value = deals, last_value
    assert hand_size(position, players) == size


@pytest.mark.parametrize("preset, size", [("gurka_is", 10), ("agurk", 7), ("gurka_no_vidargas", 5), ("matapesa", 7)])
def test_the_first_deal_gives_the_first_hand_size(preset, size):
    position = GurkePosition.start(7 if preset == "matapesa" else 3, SPEC.resolve_options(opts(preset)), Rng.from_seed(4))
    assert {len(h) for h in position.hands} == {size} and position.deals == 1


def test_matapesa_shows_the_cards_left_over():
    position = GurkePosition.start(7, SPEC.resolve_options(opts("matapesa")), Rng.from_seed(2))
    assert len(position.shown) == 3 and not position.stock
    assert position.view(0)["shown"] == position.shown


def _exchange_table(options: dict) -> GurkePosition:
    position = GurkePosition.start(3, SPEC.resolve_options(options), Rng.from_seed(5))
    assert position.phase == "exchange"
    return position


def test_danish_exchange_others_match_the_forehand_or_keep():
    position = _exchange_table(opts(exchange="forehand"))
    first = position.to_move()
    assert first == position.forehand
    rng, events = Rng.from_seed(1), []
    for card in position.hands[first][:2]:
        position.play({"kind": "exchange", "card": card}, rng, events)
    assert {"kind": "exchange_done"} in position.legal_moves()
    position.play({"kind": "exchange_done"}, rng, events)
    assert len(position.hands[first]) == 7 and len(position.put_away[first]) == 2
    second = position.to_move()
    assert {"kind": "exchange_done"} in position.legal_moves()  # keep the hand (0)
    position.play({"kind": "exchange", "card": position.hands[second][0]}, rng, events)
    assert {"kind": "exchange_done"} not in position.legal_moves()  # 1 is neither 0 nor 2


def test_no_exchange_at_all_when_the_forehand_keeps_the_hand():
    position = _exchange_table(opts(exchange="forehand"))
    position.play({"kind": "exchange_done"}, Rng.from_seed(1), [])
    assert position.phase == "play"


def test_vidargas_dealer_exchanges_first_and_keeps_two():
    position = _exchange_table(opts("gurka_no_vidargas"))
    assert position.to_move() == position.dealer
    most, allowed = position.exchange_limits(position.dealer)
    assert most == 3 and allowed == {0, 1, 2, 3}  # 5 cards, at least 2 kept


def test_icelandic_exchange_others_at_most_as_many():
    position = _exchange_table(opts("gurka_is", exchange="forehand", exchange_others="at_most"))
    rng = Rng.from_seed(1)
    first = position.to_move()
    for card in position.hands[first][:3]:
        position.play({"kind": "exchange", "card": card}, rng, [])
    position.play({"kind": "exchange_done"}, rng, [])
    assert position.exchange_limits(position.to_move()) == (3, {0, 1, 2, 3})


def test_rassi_free_hand_without_face_cards_and_doubles_multiply_the_penalty():
    position = GurkePosition.start(3, SPEC.resolve_options(opts("rassi")), Rng.from_seed(1))
    asks = [(seat, ask) for seat, ask in position.queue]
    free = [seat for seat, ask in asks if ask == "free"]
    assert all(not any(c[0] in "JQK" for c in position.hands[s]) for s in free)
    while position.queue[0][1] == "free":
        position.play({"kind": "keep"}, Rng.from_seed(1), [])
    seat = position.to_move()
    position.play({"kind": "redeal"}, Rng.from_seed(1), [])
    assert position.doubles[seat] == 1 and position.queue[0] == [seat, "double"]  # asked once more
    position.play({"kind": "redeal"}, Rng.from_seed(1), [])
    assert position.doubles[seat] == 2 and position.queue[0][0] != seat
    given = table([["9H"], ["5S"], ["2C"]], opts("rassi"))
    given.doubles = [2, 0, 0]
    last_trick(given, ["9H", "5S", "2C"])
    assert given.scores == [36, 0, 0]


def test_kontra_doubles_and_the_caller_who_loses_takes_four_times():
    given = table([["9H"], ["5S"]], opts("ogorek_kontra"))
    given.kontra = 1
    last_trick(given, ["9H", "5S"])
    assert given.scores == [18, 0]
    caller = table([["9H"], ["5S"]], opts("ogorek_kontra"))
    caller.kontra = 0
    last_trick(caller, ["9H", "5S"])
    assert caller.scores == [36, 0]


def test_kontra_bidding_stops_at_the_first_kontra():
    position = GurkePosition.start(3, SPEC.resolve_options(opts("ogorek_kontra")), Rng.from_seed(1))
    assert position.phase == "kontra" and position.to_move() == position.forehand
    position.play({"kind": "pass"}, Rng.from_seed(1), [])
    caller = position.to_move()
    position.play({"kind": "kontra"}, Rng.from_seed(1), [])
    assert position.kontra == caller and position.phase == "play"


def test_the_dealer_leads_when_the_rule_says_so():
    position = GurkePosition.start(4, SPEC.resolve_options(opts(leader="dealer")), Rng.from_seed(1))
    assert position.turn == position.dealer


def test_lead_your_lowest_card():
    given = table([["3H", "3S", "9C"], ["2C", "4C", "5C"]], opts("gurka_se_modern"))
    assert playable(given) == {"3H", "3S"}


@pytest.mark.parametrize("follow, must_beat, hand, allowed", [
    ("highest", False, ["9D", "2D"], {"9D", "2D"}),
    ("highest", True, ["9D", "2D"], {"9D"}),
    ("previous", False, ["4D", "2D", "KD"], {"4D", "KD", "2D"}),
    ("highest_or_equal_previous", False, ["3D", "QD", "2D"], {"3D", "2D"}),
    ("lowest_beating", False, ["9D", "7D", "2D"], {"7D"}),
])
def test_follow_rules(follow, must_beat, hand, allowed):
    trick = [[0, ["KH"]], [1, ["3S"]]] if follow in ("previous", "highest_or_equal_previous") else [[0, ["5H"]], [1, ["2S"]]]
    if follow == "lowest_beating":
        trick = [[0, ["2H"]], [1, ["5S"]]]
    given = table([["8C"], ["8S"], hand], opts(follow=follow, must_beat=must_beat), trick=trick)
    assert playable(given) == allowed


def test_no_ace_on_an_ace():
    trick = [[0, ["AH"]]]
    given = table([["2C"], ["AS", "KS", "3S"]], opts(no_ace_on_ace=True), trick=trick)
    assert playable(given) == {"3S"}
    assert given.view(1)["reason"]["key"] == "gurke.reason.ace_on_ace"
    plain = table([["2C"], ["AS", "KS", "3S"]], opts(), trick=trick)
    assert playable(plain) == {"AS", "3S"}


def test_all_tied_highest_take_the_penalty():
    given = table([["9H"], ["9S"], ["5C"]], opts(penalty_to="all_highest", bonus=False))
    last_trick(given, ["9H", "9S", "5C"])
    assert given.scores == [9, 9, 0]


def test_without_bonus_equal_cards_get_nothing_back():
    given = table([["9H"], ["9S"]], opts("gurka_no"), scores=[10, 10])
    last_trick(given, ["9H", "9S"])
    assert given.scores == [10, 19]


def test_counting_losses_instead_of_points():
    given = table([["KH"], ["5S"]], opts("matapesa"))
    last_trick(given, ["KH", "5S"])
    assert given.scores == [1, 0]
    assert given.dealer == 0  # the loser deals the next hand


@pytest.mark.parametrize("over, card, score, out", [("reach", "JH", 21, True), ("exceed", "JH", 21, False),
                                                   ("exceed", "QH", 22, True)])
def test_reaching_or_passing_the_limit(over, card, score, out):
    given = table([[card], ["2S"], ["3S"]], opts("gurka_no", over=over), scores=[10, 0, 0])
    last_trick(given, [card, "2S", "3S"])
    assert given.scores[0] == score and given.out[0] == out


def test_exactly_21_starts_again_at_zero():
    given = table([["6C"], ["2S"]], opts("gurka_is"))
    last_trick(given, ["6C", "2S"])
    assert given.scores == [0, 0] and not given.out[0]
    again = table([["6C"], ["2S"]], opts("gurka_is"), scores=[3, 0])
    last_trick(again, ["6C", "2S"])
    assert again.out[0] and again.winners == [1]


def test_one_life_goes_straight_out_two_lives_draw_a_pickle():
    one = table([["KH"], ["2S"], ["3S"]], opts("gurka_no"), scores=[10, 4, 7])
    last_trick(one, ["KH", "2S", "3S"])
    assert one.out == [True, False, False]
    two = table([["KH"], ["2S"], ["3S"]], opts(), scores=[10, 4, 7])
    last_trick(two, ["KH", "2S", "3S"])
    assert two.out == [False, False, False] and two.pickles == [1, 0, 0] and two.scores == [7, 4, 7]


def test_swedish_buy_back_is_offered_and_costs_a_second_stake():
    given = table([["KH"], ["2S"], ["3S"], ["4S"]], opts("gurka_se"), scores=[20, 4, 9, 2])
    last_trick(given, ["KH", "2S", "3S", "4S"])
    assert given.out[0] and given.phase == "buy_back" and given.to_move() == 0
    given.play({"kind": "buy_back"}, Rng.from_seed(1), [])
    assert not given.out[0] and given.scores[0] == 9 and given.stakes == [2, 1, 1, 1]
    assert given.phase == "play" and len(given.hands[0]) == 6
    free = table([["KH"], ["2S"], ["3S"], ["4S"]], opts("gurka_se_modern"), scores=[10, 4, 9, 2])
    last_trick(free, ["KH", "2S", "3S", "4S"])
    free.play({"kind": "buy_back"}, Rng.from_seed(1), [])
    assert free.stakes == [1, 1, 1, 1] and free.bought_back[0]


def test_no_buy_back_with_fewer_than_three_players_left():
    given = table([["KH"], ["2S"], ["3S"]], opts("gurka_se"), scores=[20, 4, 9], out=[False, False, False])
    given.out = [False, False, False]
    last_trick(given, ["KH", "2S", "3S"])
    assert given.phase == "play" and given.out[0]  # two players left: no offer, the next deal runs


def test_first_over_ends_the_match_and_the_fewest_points_win():
    given = table([["KH"], ["2S"], ["3S"]], opts("kurkku"), scores=[20, 4, 9])
    last_trick(given, ["KH", "2S", "3S"])
    assert given.winners == [1] and given.outcome()["ranks"] == [3, 1, 2]


def test_kurko_plays_on_until_all_but_one_are_over_and_owes_differences():
    given = table([["KH"], ["2S"], ["3S"]], opts("kurko"), scores=[20, 4, 31])
    last_trick(given, ["KH", "2S", "3S"])
    assert given.winners == [1]
    assert given.outcome()["owed"] == [-29, 56, -27]
    going = table([["KH"], ["2S"], ["3S"]], opts("kurko"), scores=[10, 4, 31])
    last_trick(going, ["KH", "2S", "3S"])
    assert going.winners is None and not any(going.out)


def test_the_swedish_pot_goes_to_the_winner():
    given = table([["KH"], ["2S"]], opts("gurka_se"), scores=[20, 4], out=None)
    given.stakes = [2, 1]
    last_trick(given, ["KH", "2S"])
    assert given.winners == [1] and given.outcome()["owed"] == [-2, 2]


@pytest.mark.parametrize("rule, dealer", [("left", 2), ("loser", 0), ("lowest_last", 1)])
def test_who_deals_next(rule, dealer):
    given = table([["KH"], ["2S"], ["3S"]], opts(next_dealer=rule), dealer=1, leader=0)
    given.dealer = 1
    last_trick(given, ["KH", "2S", "3S"])
    assert given.dealer == dealer


def test_picks_of_a_set_can_be_taken_back_and_undo_stops_at_a_card_laid():
    given = table([["5H", "5S", "9C"], ["2C", "3C", "4C"]], opts("gurka_is"))
    given.play({"kind": "card", "card": "5H"}, Rng.from_seed(1), [])
    assert {"kind": "take_back"} in given.legal_moves()
    assert given.reveals({"kind": "card", "card": "5S"})  # the second five completes the pair: it is laid
    given.play({"kind": "take_back"}, Rng.from_seed(1), [])
    assert given.chosen == [] and playable(given) == {"5H", "5S", "9C"}
    assert given.reveals({"kind": "card", "card": "9C"})  # a lone nine completes the lead


def test_the_single_card_path_follows_the_same_rules_as_sets():
    """Nearly every trick takes the one-card shortcut; on random hands and tricks, under every
    combination of the follow switches, it must allow exactly what the set rules allow."""
    from gurkenglas.games.gurke.cards import Ranking, full_deck
    from gurkenglas.games.gurke.tricks import FollowSituation, TrickRules, follow_options, set_follow

    rng = Rng.from_seed(12)
    for follow in ("highest", "previous", "highest_or_equal_previous", "lowest_beating"):
        for must_beat in (False, True):
            for no_ace in (False, True):
                options = SPEC.resolve_options({"follow": follow, "must_beat": must_beat, "no_ace_on_ace": no_ace,
                                                "jokers": "two_as_aces"})
                ranking, rules = Ranking(options), TrickRules.from_options(options)
                ranks = ranking.ranks(False)
                for _ in range(150):
                    deck = full_deck(options, 1)
                    rng.shuffle(deck)
                    hand, trick = deck[:1 + rng.below(7)], [[c] for c in deck[10:11 + rng.below(3)]]
                    best = max(range(len(trick)), key=lambda i: (ranks[trick[i][0]], i))
                    situation = FollowSituation(trick[best], trick[-1])
                    fast = follow_options(rules, hand, [], situation, ranks, ranking)
                    assert set(fast) == set(set_follow(rules, hand, [], situation, ranks, ranking)), (hand, trick)


# --- cards in front ------------------------------------------------------------------------------
def _dealt(position: GurkePosition) -> list[str]:
    """The cards of the deal under way that are not on the table: the hands and the undealt rest."""
    return [c for h in position.hands for c in h] + position.stock + position.shown


def test_icelandic_the_losing_card_lies_in_front_and_stays_out_of_the_next_deal():
    given = table([["KH"], ["2S"]], opts("gurka_is"))
    events = last_trick(given, ["KH", "2S"])
    assert given.scores == [13, 0]
    assert given.in_front == [["KH"], []]
    assert {"type": "in_front", "seat": 0, "card": "KH"} in events
    # the next deal is dealt from the other 51 cards
    assert given.deals == 2 and len(_dealt(given)) == 51 and "KH" not in _dealt(given)
    for seat in (None, 0, 1):
        assert given.view(seat)["in_front"] == [["KH"], []]


def test_icelandic_exactly_21_puts_the_cards_in_front_back_into_the_pack():
    given = table([["8H"], ["2S"]], opts("gurka_is"), scores=[13, 0], in_front=[["KH"], []])
    assert len(_dealt(given)) == 51 and "KH" not in _dealt(given)  # the king in front of seat 0
    events = last_trick(given, ["8H", "2S"])
    assert given.scores == [0, 0] and not given.out[0]
    assert given.in_front == [[], []]
    assert {"type": "back_in", "seat": 0, "cards": ["KH", "8H"]} in events
    assert sorted(_dealt(given)) == sorted(full_deck(given.options, 1))


def test_icelandic_club_six_on_a_clean_score_lands_on_21_and_goes_back_at_once():
    given = table([["6C"], ["2S"]], opts("gurka_is"))
    last_trick(given, ["6C", "2S"])
    assert given.scores == [0, 0] and given.in_front == [[], []] and len(_dealt(given)) == 52


def test_icelandic_over_21_is_out_and_the_cards_stay_in_front():
    given = table([["QH"], ["2S"], ["3S"]], opts("gurka_is"), scores=[13, 0, 0], in_front=[["KH"], [], []])
    last_trick(given, ["QH", "2S", "3S"])
    assert given.out[0] and given.in_front == [["KH", "QH"], [], []]
    assert not {"KH", "QH"} & set(_dealt(given)) and len(_dealt(given)) == 50


def test_danish_cards_in_front_the_losing_card_stays_before_the_player_who_played_it():
    danish = opts(cards_in_front=True, bonus=False, lives=1, over="exceed")
    given = table([["9H"], ["5S"], ["9S"]], danish, scores=[0, 4, 12])
    last_trick(given, ["9H", "5S", "9S"])
    assert given.scores == [0, 4, 21] and not given.out[2]  # 21 is not more than 21
    assert given.in_front == [[], [], ["9S"]] and "9S" not in _dealt(given)


def test_all_tied_highest_each_lay_their_own_card_in_front():
    given = table([["9H"], ["9S"], ["5C"]], opts(cards_in_front=True, penalty_to="all_highest", bonus=False))
    last_trick(given, ["9H", "9S", "5C"])
    assert given.in_front == [["9H"], ["9S"], []]
    assert len(_dealt(given)) == 50


def test_the_match_ends_with_the_last_losing_card_in_front_and_still_on_the_table():
    given = table([["KH"], ["2S"]], opts("gurka_is"), scores=[13, 0], in_front=[["9D"], []])
    last_trick(given, ["KH", "2S"])
    assert given.winners == [1] and given.in_front == [["9D", "KH"], []]
    assert given.tricks[-1] == [[0, ["KH"]], [1, ["2S"]]]
    given.check()  # the king counts once: in front, and on the table until a next deal would clear it


@pytest.mark.parametrize("cards_in_front, size", [(0, 7), (9, 6), (10, 6), (17, 5), (18, 4)])
def test_the_hands_get_smaller_when_many_cards_lie_in_front(cards_in_front, size):
    """Seven Danish players with cards in front: 7 cards each from a full pack, 6 once 52 - 42 = 10
    or fewer cards short of it ... every player gets as many as the pack can give them all."""
    position = GurkePosition.start(7, SPEC.resolve_options(opts(cards_in_front=True)), Rng.from_seed(1))
    deck = full_deck(position.options, 1)
    position.in_front = [deck[i::7] for i in range(7)]
    position.in_front = [[c for c in cards if deck.index(c) < cards_in_front] for cards in position.in_front]
    assert hand_size(position, 7) == size


def test_when_the_pack_cannot_give_everyone_a_card_the_cards_of_players_who_are_out_go_back_first():
    options = opts(cards_in_front=True, bonus=False, lives=1, limit=50)
    deck = full_deck(SPEC.resolve_options(options), 1)
    rest = [c for c in deck if c not in ("KH", "2S")]
    front = [rest[:16], rest[16:32], rest[32:]]  # 50 cards in front: 2 left for the two players still in
    given = table([["KH"], ["2S"], []], options, in_front=front, out=[False, False, True])
    events = last_trick(given, ["KH", "2S"])
    assert [e for e in events if e["type"] == "back_in"] == [{"type": "back_in", "seat": 2, "cards": rest[32:]}]
    assert given.in_front == [rest[:16] + ["KH"], rest[16:32], []]
    assert [len(h) for h in given.hands] == [7, 7, 0] and len(_dealt(given)) == 52 - 33


def test_then_everybody_s_cards_in_front_go_back():
    options = opts(cards_in_front=True, bonus=False, lives=1, limit=50)
    deck = full_deck(SPEC.resolve_options(options), 1)
    rest = [c for c in deck if c not in ("KH", "2S")]
    given = table([["KH"], ["2S"]], options, in_front=[rest[:25], rest[25:]])
    events = last_trick(given, ["KH", "2S"])
    assert [e["seat"] for e in events if e["type"] == "back_in"] == [0, 1]
    assert given.in_front == [[], []] and len(_dealt(given)) == 52


def test_a_bot_never_imagines_a_card_in_front_in_another_hand():
    from gurkenglas.games.gurke.bots import position_from_view

    given = table([["2C", "3C", "QS"], ["9D", "QD", "2D"], ["4H", "5H", "6H"]], opts("gurka_is"),
                  in_front=[["KH", "KS"], ["AH"], []])
    for seed in range(20):
        world = position_from_view(given.view(1), Rng.from_seed(seed))
        world.check()
        unseen = [c for p in (0, 2) for c in world.hands[p]] + world.stock
        assert not {"KH", "KS", "AH"} & set(unseen)


# --- Kurko with three jokers ------------------------------------------------------------------------
def test_kurko_is_played_with_two_or_three_jokers_and_stays_kurko():
    three = SPEC.resolve_options(opts("kurko", jokers="three_as_aces"))
    assert SPEC.preset_of(three) == "kurko"
    position = GurkePosition.start(9, three, Rng.from_seed(2))
    assert len(full_deck(three, 1)) == 55 and {"X1", "X2", "X3"} <= set(full_deck(three, 1))
    assert all(len(h) == 6 for h in position.hands)  # nine players, 54 of the 55 cards dealt
    two = SPEC.resolve_options(opts("kurko"))
    assert len(full_deck(two, 1)) == 54 and "X3" not in full_deck(two, 1)


def test_kurko_s_third_joker_is_an_ace_high_before_the_last_trick_and_worth_1_in_it():
    given = table([["X3", "2C"], ["KS", "3D"], ["AD", "4S"]], opts("kurko", jokers="three_as_aces"))
    play_cards(given, "X3")
    assert playable(given) == {"3D"}  # nothing reaches the joker: the lowest card
    play_cards(given, "3D")
    assert playable(given) == {"AD"}  # an ace equals it (and must, under Kurko's rule)
    play_cards(given, "AD")
    assert given.leader == 2  # the ace, played last of the equal cards, takes the trick
    low = table([["X3"], ["3S"], ["2D"]], opts("kurko", jokers="three_as_aces"))
    last_trick(low, ["X3", "3S", "2D"])
    assert low.scores == [0, 3, 0]
    aces = table([["X2"], ["X3"], ["AS"]], opts("kurko", jokers="three_as_aces"))
    last_trick(aces, ["X2", "X3", "AS"])
    assert aces.scores == [1, 1, 1]  # all tied highest, an ace or a joker worth 1


# --- a series of matches ------------------------------------------------------------------------------
@pytest.mark.parametrize("first, players", [(0, 3), (2, 3), (6, 7)])
def test_the_first_dealer_can_be_named(first, players):
    position = GurkePosition.start(players, SPEC.resolve_options(opts(first_dealer=first)), Rng.from_seed(5))
    assert position.dealer == first and position.forehand == (first + 1) % players


def test_by_default_chance_picks_the_first_dealer_as_before():
    dealers = {GurkePosition.start(4, SPEC.resolve_options(opts()), Rng.from_seed(s)).dealer for s in range(30)}
    assert dealers == {0, 1, 2, 3}


def test_the_winner_deals_first_in_the_next_match():
    given = table([["KH"], ["2S"], ["3S"]], opts("kurkku"), scores=[20, 4, 9], dealer=2)
    last_trick(given, ["KH", "2S", "3S"])
    assert given.winners == [1] and given.outcome()["first_dealer_next"] == 1


def test_tied_winners_the_first_of_them_left_of_the_last_dealer_deals_first():
    given = table([["KH"], ["KS"], ["2S"], ["2D"]], opts("kurkku"), scores=[20, 25, 4, 4], dealer=2, leader=0)
    last_trick(given, ["KH", "KS", "2S", "2D"])
    assert given.winners == [2, 3] and given.outcome()["first_dealer_next"] == 3


@pytest.mark.parametrize("preset, owed", [("agurk", None), ("gurka_is", None), ("kurkku", None),
                                          ("gurka_se", [-1, 2, -1]), ("gurka_se_modern", [-1, 2, -1]),
                                          ("kurko", [-29, 56, -27])])
def test_points_owed_only_where_the_rules_settle_between_players(preset, owed):
    """The Swedish pot (everyone stakes one, the winner takes the pot) and Kurko's differences;
    no other rule set settles anything between the players."""
    hands, cards, scores = [["KH"], ["2S"], ["3S"]], ["KH", "2S", "3S"], [20, 4, 31]
    out = [False, False, False]
    if preset != "kurko":  # the third player is already out; the first goes out now
        hands, cards, scores, out = [["KH"], ["2S"], []], ["KH", "2S"], [20, 4, 40], [False, False, True]
    given = table(hands, opts(preset), scores=scores, out=out, pickles=[1, 0, 1])
    given.out_at = [None, None, 1] if out[2] else [None] * 3
    last_trick(given, cards)
    assert given.winners == [1] and given.outcome()["owed"] == owed
