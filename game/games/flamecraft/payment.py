"""The payment panel's plan (pure: no pygame): how a person means to pay for an
enchantment, chosen as a whole before anything is played (FC-ENCHANT, FC-ENCHANT-COINS).

The engine asks the payment one good at a time after ("enchant", card, sets): a
("pay", good, coins) for each good of the cost whose coins can vary. The panel collects the
whole choice first (how many sets, how many coins stand in for each good); on Cast the
scene plays `actions()` in order, answering each "pay" question the engine asks with the
plan's number (a question it does not ask, with a single answer, it settles itself). The
engine stays the judge: the plan only offers what `legal_actions()` and the engine's own
cost and coin rules allow, and Back plays nothing.
"""
from __future__ import annotations


class PaymentPlan:
    def __init__(self, state, seat: int, card: str, sets_offered: list[int]):
        self.state, self.seat, self.card = state, seat, card
        self.sets_offered = sorted(sets_offered)        # the sets counts legal now (0: not a sets card)
        self.sets = self.sets_offered[0]
        self.coins: dict = {}
        self.reset_coins()

    # ------------------------------------------------------------ what the player has and owes
    def purse(self) -> tuple[dict, int]:
        p = self.state.players[self.seat]
        return dict(p["goods"]), p["coins"]

    def cost(self) -> dict:
        return self.state.enchant_cost(self.card, self.sets)

    def coins_ok(self) -> bool:
        return self.state.coins_allowed(self.card)

    def reset_coins(self) -> None:
        """The fewest coins: goods first, coins only for what the goods cannot cover."""
        goods, _ = self.purse()
        self.coins = {g: max(0, n - goods.get(g, 0)) for g, n in self.cost().items()}

    def coins_used(self) -> int:
        return sum(self.coins.values())

    def goods_paid(self, good) -> int:
        return self.cost()[good] - self.coins[good]

    # ------------------------------------------------------------ the steppers
    def why_not_more(self, good) -> tuple | None:
        """Why one more coin cannot stand in for `good`: (reason key, params) or None."""
        _, purse = self.purse()
        if not self.coins_ok():
            return ("no_coins", {})
        if self.coins[good] >= self.cost()[good]:
            return ("all_coins", {"good": good})
        if self.coins_used() >= purse:
            return ("no_more_coins", {"n": purse})
        return None

    def why_not_fewer(self, good) -> tuple | None:
        goods, _ = self.purse()
        if self.coins[good] <= 0:
            return ("no_coin_here", {"good": good})
        if self.goods_paid(good) >= goods.get(good, 0):
            return ("not_enough", {"good": good, "n": goods.get(good, 0)})
        return None

    def more(self, good) -> None:
        if self.why_not_more(good) is None:
            self.coins[good] += 1

    def fewer(self, good) -> None:
        if self.why_not_fewer(good) is None:
            self.coins[good] -= 1

    def why_not_sets(self, sets) -> tuple | None:
        if sets in self.sets_offered:
            return None
        if sets < 1:
            return ("one_set", {})
        return ("cannot_afford_sets", {"n": sets}) if sets <= 4 else ("four_sets", {})

    def set_sets(self, sets) -> None:
        if self.why_not_sets(sets) is None:
            self.sets = sets
            self.reset_coins()

    # ------------------------------------------------------------ the totals
    def left_after(self) -> dict:
        """What stays in the supply: each good of the cost and the coins."""
        goods, purse = self.purse()
        left = {g: goods.get(g, 0) - self.goods_paid(g) for g in self.cost()}
        left["coin"] = purse - self.coins_used()
        return left

    def actions(self) -> list:
        """The cast and its payment, in the order the engine asks them."""
        return [("enchant", self.card, self.sets)] + [("pay", g, c) for g, c in self.coins.items()]
