"""Seeded random games with the Season cards and the lightning tokens on (and now and then
the Lightning Storm event, or Extreme Weather with every event), 2-4 players and the team variant, with the
invariants of test_ft_random_games.py checked after EVERY action, and these of our own:
FT-SEASON-PLAY (the season in force is one of the chosen ones, in no pile), FT-LIGHTNING-MOVE
(tokens only on empty forest squares outside tower zones, no hawk on them, never two on one
square), FT-LIGHTNING-STRIKE (strikes never land on a token), FT-SEASON-GALE (the second wind
gem never touches the first's square), FT-SEASON-DROUGHT (a water card removes at most 2
gems while Drought is in force), FT-SEASON-MIGRATION (a firehawk card places its hawks plus
one, at most). 60 games, about 15 s on two cores."""
import pytest

from game.games.fire_tower import rules
from game.games.fire_tower.rules_weather import weather_events_available
from test_ft_random_games import play_checked
from test_ft_weather_random import WeatherChecker

GAMES = 60
BATCH = 15
ALL = ["drought", "lightning_fires", "gale", "migration"]
WATER = ("air_drop", "fire_engine", "helitack", "smokejumper")


def setup_for(seed: int) -> dict:
    n = (2, 3, 4)[seed % 3]
    chosen = list(ALL) if seed % 2 == 0 else [x for i, x in enumerate(ALL) if i != (seed // 2) % 4]
    setup = {"players": [{"name": f"P{i}", "kind": "bot"} for i in range(n)], "seasons": chosen,
             "mutual_aid": seed % 5 == 0}
    events = list(weather_events_available(rules.FireTowerState))
    if seed % 4 == 1 and "lightning_storm" in events:
        setup.update({"extreme_weather": True, "events": ["lightning_storm"]})
    elif seed % 8 == 3:                        # every Extreme Weather event (Lookout, Mobilization...)
        setup.update({"extreme_weather": True, "events": events})
    if seed % 7 == 3:
        setup.update({"drought_bucket": "limited", "rolling_log_lightning": "end_only"})
    if seed % 9 == 4 and n == 4:
        setup["teams"] = True
    return setup


class SeasonsChecker(WeatherChecker):
    def __init__(self, state):
        super().__init__(state)
        self.wind_gems = {}                      # turn number -> the wind gems of that turn
        self.season = state.season_in_force()    # in force before the next action

    def after(self, state, events, serial_before):
        season_before, self.season = self.season, state.season_in_force()
        # the season in force is a card too: counted with the cards outside for the check
        if state.season is not None:
            state.outside.append(state.season)
        try:
            super().after(state, events, serial_before)
        finally:
            if state.season is not None:
                state.outside.pop()
        cfg, sc = state.cfg, state.cfg.seasons
        if state.season is not None:
            assert state.season_in_force() in state.seasons
            places = state.deck + state.discard + state.outside + state.in_play + [c for h in state.hands for c in h]
            assert state.season not in places
        tokens = state.lightning
        assert len(set(tokens)) == len(tokens) <= len(sc.lightning_start)
        if "lightning_fires" not in state.seasons and not (state.options.get("extreme_weather") and
                                                           cfg.event_instance.get("lightning_storm") is not None):
            assert tokens == []
        moving = {m[0] for m in state.lightning_moves}
        if state.decision and state.decision["kind"] == "lightning_move":
            moving.add(state.decision["at"])
        for t in tokens:
            assert state.zone_at[t] is None and t not in cfg.eternal, divmod(t, 16)
            assert state.cells[t] == "." or t in moving, divmod(t, 16)
            assert t not in state.hawks or t in moving, divmod(t, 16)
        for e in events:
            kind = e["type"]
            if kind == "lightning_strike":
                assert not any(state.sq(*rc) in e.get("from", []) for rc in e["cells"])
                assert len(e["cells"]) <= len(e.get("from") or tokens or e["cells"])
            if kind == "gems_placed" and e["why"] == "wind":
                turn = self.wind_gems.setdefault(state.turn_number, [])
                squares = [state.sq(*rc) for rc in e["cells"]]
                if e.get("gale"):
                    assert turn, "a Gale gem comes after the first wind gem"
                    for a in squares:
                        assert not any(a in state.geo.n4[b] for b in turn), divmod(a, 16)
                turn += squares
            if kind == "gems_removed" and e["why"] in WATER and season_before == "drought":
                assert len(e["cells"]) <= sc.drought_most, e
        played = [e for e in events if e["type"] == "card_played"]
        if len(played) == 1 and cfg.cards[played[0]["card"]].effect == "hawks":
            placed = [e for e in events if e["type"] == "hawk_placed" and e.get("why") == "card"]
            most = cfg.cards[played[0]["card"]].params["hawks"] + \
                (sc.migration_extra if season_before == "migration" else 0)
            assert len(placed) <= most


def play(seed: int, sample_every: int = 0):
    state = rules.new_game(setup_for(seed), seed)
    seen = set()
    count = play_checked(state, seed, SeasonsChecker(state), sample_every, 6000,
                         lambda events: seen.update(e["type"] for e in events))
    return state, count, seen


@pytest.mark.parametrize("start", range(0, GAMES, BATCH))
def test_random_season_games_keep_invariants(start):
    """FT-SEASON-SETUP / FT-SEASON-PLAY / FT-SEASON-TOGETHER / FT-SEASON-DROUGHT / FT-SEASON-GALE /
    FT-SEASON-MIGRATION / FT-SEASON-LIGHTNING-FIRES / FT-LIGHTNING-MOVE / FT-LIGHTNING-STRIKE /
    FT-LIGHTNING-STORM: the invariants hold after every action of random games."""
    seen = set()
    for seed in range(start, start + BATCH):
        seen |= play(seed, sample_every=9 if seed % 10 == 0 else 0)[2]
    # the games reach what they are about
    assert {"season_played", "lightning_strike", "lightning_moved"} <= seen


def test_random_season_games_are_deterministic():
    """FT-DIG-SEED: the same seed gives the same game, seasons and tokens included."""
    a, na, _ = play(8)
    b, nb, _ = play(8)
    assert na == nb and a.to_dict() == b.to_dict()
