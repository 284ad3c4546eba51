"""Fire Tower + Rising Flames (core module), 2-4 players, as a pure deterministic state
machine (no pygame). Rule ids (FT-...) are those of seeds/fire_tower.en.md; the sources
are in shared/reference/fire_tower.md.

How it works
------------
The state keeps an explicit agenda (`stack`, a list of small task dicts, top = last) and
at most one pending `decision` (a dict with "kind" and "seat"; `current_player` is that
seat, also outside its turn). `apply(action)` checks the action against `legal_actions()`
(one source of truth), lets the decision's handler change the state and push follow-up
tasks, then runs tasks until the next decision. Everything is plain JSON data, so a state
saves and loads at any step, even inside a hawk chain in a Firestorm drawn in a refill.

Squares: sq = row * 16 + col inside the state and decisions; (row, col) in actions and
events. Cells (`board`): "." forest (a firehawk may stand on it), "f" gem, "x" firebreak,
"E" eternal fire (the Eternal Flame, and zones covered by Tower Ablaze).

Decisions (decision["kind"]) and their actions
----------------------------------------------
hawk_place    ("hawk", r, c) | ("take", r, c) when the supply is empty
relocate      ("hawk_from", r, c), then ("hawk_to", r, c); ("done",)
turn_wind     ("wind", r, c) | ("bucket",)
turn_action   ("play", cid) | ("redraw",) | ("reckless", cid, cid, cid) | ("bucket",) | ("pass",)
turn_end      ("bucket",) | ("end",)                      (only while the Bucket is usable)
wind_card     ("wind_set", "N"), ("wind_roll",), ("wind_gem", r, c)
crown_choice  ("single",) | ("double", cid)
pattern       ("place", r, c, rotation)                   (r, c: top-left of the rotated grid)
select        ("toggle", r, c) | ("confirm",)             (finished at once if nothing to toggle)
target        ("target", r, c)                            (a gem: Explosion, Ember, Backburn, ...)
dest          ("to", r, c)
cells         ("cell", r, c) | ("confirm",)               (finished at the limit or when no square is left)
reforest      ("firebreak", r, c) | ("remove", r, c)
slide         ("slide", "N" | "E" | "S" | "W")
hawk_order    ("pick_hawk", r, c)                         (option hawk_order active_chooses)
hawk_trigger  ("pick_hawk", r, c) while at is None, then ("to", r, c)
cards         ("pick", cid) toggles | ("confirm",)       (redraw, Firestorm redraw, Mutual Aid)
trim          ("discard", cid)
aid_choice    ("aid", 1 | 2 | 3)
sotw_choice   ("sotw", 1 | 2)
shadow_roll   ("roll",)
shadow_one    ("target", r, c) a hawk | ("remove", r, c) a firebreak
press_luck    ("roll",) | ("stop",)
pool_play     ("play", cid) | ("reckless", ...) | ("stop",)
new_wind      ("wind_set", d)

The card effects live in rules_cards.py; burns, events and shadows in rules_events.py; the
solo mode (setup {"solo": True, "level": 1-7, ...}: Inferno phase, enemy Buckets, Specials,
challenges, the Lightning and Ancient Oaks variants, and its own decision kinds) in
rules_solo.py (FT-SOLO-...). The Season cards, the lightning tokens (multiplayer and solo:
one implementation) and the Lightning Storm effect, with their decisions lightning_call and
lightning_move, are in rules_seasons.py (FT-SEASON-..., FT-LIGHTNING-...). Extreme Weather's
Special cards (every seat with extreme_weather; the solo Specials are the same code) and the events
Mobilization, Full Moon, Flock and Coyote Tactics (setup key events), with their decisions
wind_gems, coyote_pick and flock_hawk, are in rules_weather.py (FT-EW-...).
"""
from __future__ import annotations

from game.core.protocol import Action, Event, IllegalAction, checked_players, is_legal
from game.core.rng import Rng

from .board import geometry
from .config import CARDINALS, OPTION_CHOICES, Config, is_choice, load_config
from .rules_cards import CardsMixin
from .rules_events import EventsMixin
from .rules_minis import MINI_STEPS, MinisMixin, setup_minis
from .rules_seasons import OVERLAY_TOKEN, SEASON_STEPS, SeasonsMixin, setup_seasons
from .rules_solo import SOLO_STEPS, SOLO_TURN_ACTIONS, SoloMixin, setup_solo
from .rules_solo_challenges import BLOCK_SHAPES
from .rules_variants import VariantsMixin, setup_variant_seats, variant_setup
from .rules_weather import WEATHER_STEPS, WEATHER_TURN_ACTIONS, WeatherMixin, setup_weather

ACTIVE = ("standing", "burned")      # seats that play normal turns ("burned": team variant)
SHADOWISH = ("skip", "shadow")       # burned seats that will roll the Shadow die
STATUSES = ACTIVE + SHADOWISH + ("out",)


def new_game(setup: dict, seed: int, config: Config | None = None) -> "FireTowerState":
    """Start a game.

    setup keys: players [{name, kind}] (2-4, seated clockwise from the first tower used),
    towers (tower colours; default: data value `seats`), champion_seat (the seat holding
    Champion of the Wood, with the option `champion`), and any option of FT-DIG-OPTIONS by
    name (teams, mutual_aid, tower_ablaze, partial_patterns, ...; defaults in
    data/fire_tower/rules.yaml, `options:`)."""
    cfg = config or load_config()
    if setup.get("solo"):                                   # FT-SOLO-SETUP (rules_solo.py)
        s = FireTowerState(cfg)
        setup_solo(s, setup, seed)
        return s
    players = checked_players(setup.get("players"), [{"name": "Player 1", "kind": "human", "default_name": True},
                                                     {"name": "Player 2", "kind": "human", "default_name": True}])
    n = len(players)
    if not cfg.players_min <= n <= cfg.players_max:
        raise IllegalAction("setup_players", min=cfg.players_min, max=cfg.players_max)
    options = dict(cfg.options)
    for name, choices in OPTION_CHOICES.items():
        if name in setup:
            value = setup[name]
            if not is_choice(value, choices):
                raise IllegalAction("setup_option", option=name)
            options[name] = value
    if options["teams"] and n != 4:                         # FT-TEAM-SEATS
        raise IllegalAction("setup_teams")
    variant = variant_setup(cfg, setup, n, options)        # FT-VAR-SETUP (rules_variants.py)
    towers = setup.get("towers")
    if towers is None:
        towers = list(cfg.seats[n])
    else:
        towers = list(towers)
        if len(towers) != n or len(set(towers)) != n or any(t not in cfg.towers for t in towers):
            raise IllegalAction("setup_towers")
        if n == 2 and (cfg.towers.index(towers[0]) - cfg.towers.index(towers[1])) % 4 != 2:
            raise IllegalAction("setup_towers_opposite")
    towers.sort(key=cfg.towers.index)                      # FT-SETUP-SEATS: clockwise
    champion = setup.get("champion_seat")
    if champion is not None and (type(champion) is not int or not 0 <= champion < n):
        raise IllegalAction("setup_champion")

    s = FireTowerState(cfg)
    s.players = players
    s.seat_tower = towers
    s.teams = options["teams"]
    s.options = options
    s.rulings = dict(cfg.rulings)
    s.champion_seat = champion if options["champion"] else None
    s.cells = ["E" if ch == "E" else "." for row in cfg.map_rows for ch in row]
    s.hand_size = cfg.hand_size
    s.status = ["standing"] * n
    s.bucket = [True] * n
    s.short = [0] * n
    setup_variant_seats(s, variant)                         # FT-VAR-DOUBLE-SEATS, FT-VAR-GUARDIAN-SEAT
    s._derive()

    # FT-DIG-SEED: the deck, the wind die and the Shadow die each have their own stream.
    root = Rng(seed)
    s.rng = {"deck": root.next64(), "wind": root.next64(), "shadow": root.next64()}
    rng = Rng(s.rng["deck"])
    deck = [i for i, cid in enumerate(cfg.card_of) if cfg.cards[cid].type != "event"]
    rng.shuffle(deck)                                       # FT-SETUP-DECK
    s.hands = [[] for _ in range(n)]
    for _ in range(s.hand_size):                            # FT-SETUP-DEAL
        for seat in range(n):
            s.hands[seat].append(deck.pop())
    ma = cfg.event_instance["mutual_aid"]                   # FT-SETUP-EVENTS
    if options["mutual_aid"]:
        deck.insert(rng.randrange(len(deck) + 1), ma)
    else:
        s.outside.append(ma)
    setup_weather(s, setup, deck, rng)                      # FT-EW-SETUP: Specials, the chosen events
    setup_seasons(s, setup, deck, rng)                      # FT-SEASON-SETUP, FT-LIGHTNING-START
    fs = cfg.event_instance["firestorm"]
    if not options["firestorm"]:
        s.outside.append(fs)
    elif options["firestorm_position"] == "middle":         # under the top n // 2 cards
        deck.insert(len(deck) - len(deck) // 2, fs)
    else:
        deck.insert(rng.randrange(len(deck) + 1), fs)
    s.outside.append(cfg.event_instance["shadow_of_the_wood"])
    s.deck = deck
    s.rng["deck"] = rng.state
    # FT-SETUP-HAWKS: one firehawk each, in seat order, before the wind roll.
    tasks = [{"t": "hawk_place", "seat": seat, "left": s._setup_hawks(seat), "why": "setup"}
             for seat in range(n)]
    setup_minis(s, options, tasks)                          # FT-MEGA-SETUP, FT-WATER-GEM-SETUP
    s._push(*tasks, {"t": "start"})
    s._run([])
    return s


class FireTowerState(VariantsMixin, MinisMixin, SoloMixin, WeatherMixin, SeasonsMixin, CardsMixin, EventsMixin):
    _FIELDS = ("players", "seat_tower", "teams", "options", "rulings", "champion_seat",
               "hawks", "wind", "retired", "hands", "deck", "discard", "outside", "in_play",
               "pool", "pool_left", "set_aside", "hand_size", "short", "status", "bucket",
               "burned", "ablaze", "eliminations", "turn_seat", "turn_number", "turn_kind",
               "first_seat", "stack", "decision", "pending_hawks", "pending_burns",
               "defer_burns", "run_shadows", "batch", "sotw_actors", "winners", "verdict",
               "rng", "serial", "last_seat", "solo", "megas", "mega_reserve", "water",
               "water_supply",
               "seasons", "season", "season_draw", "lightning", "lightning_moves",
               "weather", "seat_towers", "variant")
    # Fields a save may lack (added later): their value for such a save.
    # ("per_seat": a list of 0 per seat)
    _FIELD_DEFAULTS = {"megas": [], "mega_reserve": "per_seat", "water": [], "water_supply": "per_seat",
                       "seasons": [], "season": None, "season_draw": None, "lightning": [],
                       "lightning_moves": [], "weather": {}, "seat_towers": [], "variant": {}}

    def __init__(self, cfg: Config):
        self.cfg = cfg
        self.geo = geometry(cfg)
        self.players: list[dict] = []
        self.seat_tower: list[str] = []
        self.seat_towers: list[list[str]] = []   # every tower per seat (rules_variants.py)
        self.variant: dict | None = None     # Double Tower, Ghost Tower, the Guardian
        self.teams = False
        self.options: dict = {}
        self.rulings: dict = {}
        self.champion_seat: int | None = None
        self.cells: list[str] = []
        self.hawks: list[int] = []
        self.wind = "N"
        self.retired: list[str] = []
        self.hands: list[list[int]] = []
        self.deck: list[int] = []            # top = last
        self.discard: list[int] = []
        self.outside: list[int] = []         # cards not (yet) in the game
        self.in_play: list[int] = []         # cards being resolved
        self.pool: list[int] = []            # Shadow die 3 / Shadow of the Wood cards
        self.pool_left = 0
        self.set_aside: list[int] = []       # events drawn into a pool, resolved after it
        self.hand_size = 0
        self.short: list[int] = []           # cards a seat may not refill (Shadow of the Wood)
        self.status: list[str] = []
        self.bucket: list[bool] = []         # True = Bucket side up (unused)
        self.burned: list[str] = []          # tower colours, in burning order
        self.ablaze: list[str] = []
        self.eliminations = 0
        self.turn_seat = 0
        self.turn_number = 0
        self.turn_kind = "setup"             # setup | standing | shadow | skip
        self.first_seat = 0
        self.stack: list[dict] = []
        self.decision: dict | None = None
        self.pending_hawks: list[list] = []  # [square, seat that caused it, chained?]
        self.pending_burns: list[list] = []  # [colour, seat that placed the gem or None]
        self.defer_burns = 0                 # > 0 while an effect's burns must wait
        self.run_shadows: list[int] = []     # shadows when the current run began
        self.batch: list[int] = []           # seats burned by the current effect
        self.sotw_actors: list[int] = []
        self.winners: list[int] | None = None
        self.verdict: str | None = None
        self.rng: dict = {}                  # stream -> Rng state (deck, wind, shadow)
        self.serial = 0
        self.last_seat = -1
        self.solo: dict | None = None        # the solo mode's state (rules_solo.py)
        self.weather: dict | None = None     # Extreme Weather's state (rules_weather.py)
        self.megas: list[list] = []          # [square, owner, controller] (rules_minis.py)
        self.mega_reserve: list[int] = []    # per seat
        self.water: list[list] = []          # [square, owner] water gems (rules_minis.py)
        self.water_supply: list[int] = []    # per seat
        self.seasons: list[str] = []         # season ids chosen (rules_seasons.py)
        self.season: int | None = None       # the season card in force
        self.season_draw: list | None = None # [turn number, seat] of its draw
        self.lightning: list[int] = []       # multiplayer lightning tokens (solo: solo["lightning"])
        self.lightning_moves: list[list] = []   # [square, squares placed, seat]
        self._legal_cache = None
        self._memo = {}
        self._in_legal = False               # legal_actions() at work (see _legal)
        self._memo_held = False              # the memo was checked in this legal_actions()
        self._fixed_masks: dict = {}         # see _zone_mask

    # ----------------------------------------------------------------- derived
    def _derive(self) -> None:
        """Tables that follow from the persistent fields (not saved)."""
        cfg = self.cfg
        if not self.variant:                                 # a save without a variant
            self.variant = None
        if len(self.seat_towers) != len(self.seat_tower):    # a standard game (or an old save)
            self.seat_towers = [[t] if t is not None else [] for t in self.seat_tower]
        self.tower_seat = {t: i for i, towers in enumerate(self.seat_towers) for t in towers}
        self.quad_owner = {t: self.tower_seat.get(t) for t in cfg.towers}
        seated = tuple(self.all_towers())                   # FT-VAR-*: every seat's towers
        if self.solo is not None:                            # enemy towers keep their zones
            seated += tuple(self.solo["enemies"])
        self.zone_at = _zones(cfg, seated, tuple(self.burned),
                              self.options["unused_towers"], self.rulings["burned_zones_stay_zones"])
        self._legal_cache = None
        self._memo = {}
        self._fixed_masks = {}

    def invalidate(self) -> None:
        """Call after changing fields by hand (tests): forgets cached legal actions."""
        self._derive()

    # ------------------------------------------------------------------ basics
    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def is_over(self) -> bool:
        return self.winners is not None

    @property
    def current_player(self) -> int:
        if self.decision is not None:
            return self.decision["seat"]
        return self.turn_seat

    @property
    def board(self) -> list[str]:
        size = self.cfg.size
        cells = self.cells
        if self.water:                                       # FT-WATER-GEM-BOARD: "w"
            cells = list(cells)
            for sq, _ in self.water:
                cells[sq] = "w"
        overlay = self.board_overlay()                       # FT-LIGHTNING-BOARD: "L" (rules_seasons.py)
        if overlay:
            cells = list(cells)
            for sq, ch in overlay.items():
                cells[sq] = ch
        text = "".join(cells)
        return [text[r * size:(r + 1) * size] for r in range(size)]

    def rc(self, sq: int) -> list[int]:
        return self.geo.rc(sq)

    def sq(self, r, c) -> int:
        return self.geo.sq(r, c)

    def clone(self) -> "FireTowerState":
        other = FireTowerState(self.cfg)
        fields = _copy_fields({name: getattr(self, name) for name in self._FIELDS})
        for name in self._FIELDS:
            setattr(other, name, fields[name])
        other.cells = list(self.cells)
        other._derive()
        return other

    def team_of(self, seat: int) -> int | None:
        if not self.teams:
            return None
        colour = self.seat_tower[seat]
        return next(i for i, team in enumerate(self.cfg.teams) if colour in team)

    def partner(self, seat: int) -> int | None:
        if not self.teams:
            return None
        colour = self.seat_tower[seat]
        team = next(t for t in self.cfg.teams if colour in t)
        other = team[1] if team[0] == colour else team[0]
        return self.tower_seat[other]

    def is_active(self, seat: int) -> bool:
        return self.status[seat] in ACTIVE

    def standing_seats(self) -> list[int]:
        return [s for s in range(self.n) if self.seat_standing(s)]   # rules_variants.py

    def clockwise_from(self, seat: int) -> list[int]:
        if self.variant is not None:                         # FT-VAR-GHOST-TAKE: the ghost's place
            order = self.turn_cycle()
            i = order.index(seat)
            return order[i:] + order[:i]
        return [(seat + i) % self.n for i in range(self.n)]

    def hawk_controller(self, sq: int) -> int:
        """FT-HAWK-CONTROL: the owner of the quadrant; for a quadrant of nobody (an unused
        tower) or of a player who is out, the player whose turn it is [INTERP].
        FT-MEGA-PERSONAL: a megahawk's controller wherever it stands."""
        if self.megas:
            mega = self.mega_controller(sq)
            if mega is not None and self.status[mega] != "out":
                return mega
        if self.variant is not None:                         # FT-VAR-GUARDIAN-HAWKS: laid flat
            flat = self._variant_hawk_owner(sq)
            if flat is not None:
                return flat
        owner = self.quad_owner[self.cfg.quadrant_of[sq]]
        if owner is None or self.status[owner] == "out":
            return self.turn_seat
        return owner

    def pattern_shapes(self) -> tuple:
        """The rotations the pending decision lays as a pattern (for a screen's preview):
        each a tuple of (dr, dc, char) from the pattern's top-left; () for other decisions.
        Actions name a rotation by its index here."""
        d = self.decision
        if d is None:
            return ()
        kind = d["kind"]
        if kind == "enemy_bucket" or (kind == "pattern" and d.get("effect") == "bucket"):
            return self.cfg.bucket["shapes"]
        if kind == "pattern":
            return self.card_def(d["card"]).shapes
        if kind == "challenge_block":
            return BLOCK_SHAPES
        return ()

    def hawk_supply(self) -> int:
        return self.cfg.hawk_supply - len(self.hawks) + len(self.megas)   # megahawks: personal

    def card_id(self, cid: int) -> str:
        return self.cfg.card_of[cid]

    def card_def(self, cid: int):
        return self.cfg.cards[self.cfg.card_of[cid]]

    # ------------------------------------------------------------ square tests
    def is_fire(self, sq: int) -> bool:
        return self.cells[sq] in "fE"

    def near_fire(self, sq: int, exclude: int = -1) -> bool:
        cells = self.cells
        for m in self.geo.n4[sq]:                 # (a loop: asked very often, any() is slower)
            if m != exclude and (cells[m] == "f" or cells[m] == "E"):
                return True
        return False

    def _board_memo(self) -> dict:
        """A cache of board-derived lists, emptied whenever the board or the hawks change."""
        if self._memo_held:
            return self._memo
        memo = self._memo
        lightning = self.lightning_tokens()
        # compared as lists (no new string to make: most calls find the same board)
        if memo.get("cells") != self.cells or memo["hawks"] != self.hawks or memo["lightning"] != lightning \
                or memo["water"] != self.water:
            memo.clear()
            memo["cells"], memo["hawks"], memo["lightning"] = list(self.cells), list(self.hawks), list(lightning)
            memo["water"] = list(map(list, self.water))
            memo["text"] = "".join(self.cells).encode()          # the board as one string
        if self._in_legal:              # the board stays as it is until legal_actions() ends
            self._memo_held = True
        return memo

    def _board_masks(self, memo: dict) -> tuple:
        """(fire, gems, empty) squares of the board as Geometry masks (per board)."""
        masks = memo.get("masks")
        if masks is None:
            text, geo = memo["text"], self.geo
            masks = memo["masks"] = (geo.mask(text, "fE"), geo.mask(text, "f"), geo.mask(text, "."))
        return masks

    def _firebreak_mask(self, memo: dict) -> int:
        """The firebreaks of the board as a mask (per board)."""
        breaks = memo.get("breaks")
        if breaks is None:
            breaks = memo["breaks"] = self.geo.mask(memo["text"], "x")
        return breaks

    def _gem_squares(self) -> list[int]:
        """Squares holding a gem, ascending (per board; do not change it). Scans for gems
        walk this instead of all 256 squares."""
        memo = self._board_memo()
        gems = memo.get("gems")
        if gems is None:
            gems = memo["gems"] = self.geo.squares(self._board_masks(memo)[1])
        return gems

    def frontier(self) -> list[int]:
        """Empty squares orthogonally adjacent to fire."""
        memo = self._board_memo()
        if "frontier" not in memo:
            memo["frontier"] = self.geo.squares(self._frontier_mask(memo))
        return list(memo["frontier"])

    def _frontier_mask(self, memo: dict | None = None) -> int:
        memo = self._board_memo() if memo is None else memo
        front = memo.get("frontier_mask")
        if front is None:
            fire, _, empty = self._board_masks(memo)
            front = memo["frontier_mask"] = self.geo.grow4(fire) & empty
        return front

    def _gem_mask(self) -> int:
        return self._board_masks(self._board_memo())[1]

    def break_reason(self, sq: int, seat: int, as_gem: bool = False) -> str | None:
        """Why a normal firebreak may not go on `sq` (FT-BREAK-PLACE, FT-BREAK-SPACING)."""
        if sq < 0:
            return "off_board"
        ch = self.cells[sq]
        if ch == "E":
            return "eternal_flame"
        if as_gem:
            if ch != "f":
                return "no_gem"
        elif ch != ".":
            return "not_empty"
        zone = self.zone_at[sq]
        if zone is not None:
            if self.options["firebreak_zone_ban"] == "all" or zone in self.seat_towers[seat]:
                return "tower_zone"
        if not self.options["firebreak_on_hawk"] and sq in self.hawks:
            return "hawk_there"
        if self.water and self.water_at(sq) is not None:     # FT-WATER-GEM-PLACE
            return "water_there"
        if self.oaks_in_play() and self.oak_square(sq):       # FT-SOLO-OAKS, FT-VAR-OAKS
            return "oak_there"
        cells = self.cells
        for m in self.geo.n4[sq]:
            if cells[m] == "x":
                return "firebreak_spacing"
        return None

    def _break_free_mask(self, seat: int, as_gem: bool = False) -> int:
        """The squares where break_reason(sq, seat, as_gem) is None, as a mask (per board):
        the same tests made on the whole board at once, for the firebreak scans
        (tests/fire_tower/test_ft_speed_caches.py checks that the two agree)."""
        memo = self._board_memo()
        key = ("break_free", seat, as_gem)
        free = memo.get(key)
        if free is None:
            geo = self.geo
            _, gems, empty = self._board_masks(memo)
            free = (gems if as_gem else empty) & ~geo.grow4(self._firebreak_mask(memo))   # no firebreak next to it
            ban_all = self.options["firebreak_zone_ban"] == "all"
            for colour in ([None] if ban_all else self.seat_towers[seat]):   # FT-VAR-*: each own zone
                free &= ~self._zone_mask(colour)
            if not self.options["firebreak_on_hawk"]:
                free &= ~geo.mask_of(self.hawks)
            if self.water:
                free &= ~geo.mask_of(self.water_squares())
            if self.oaks_in_play():                           # FT-SOLO-OAKS, FT-VAR-OAKS
                free &= ~geo.mask_of(sq for sq in geo.squares(free) if self.oak_square(sq))
            memo[key] = free
        return free

    def _zone_mask(self, colour: str | None = None) -> int:
        """The squares of `colour`'s tower zone (None: of every zone), by zone_at, as a
        mask (kept until _derive(), which is where zone_at changes)."""
        mask = self._fixed_masks.get(("zone", colour))
        if mask is None:
            mask = self._fixed_masks[("zone", colour)] = self.geo.mask_of(
                sq for sq, zone in enumerate(self.zone_at)
                if zone is not None and (colour is None or zone == colour))
        return mask

    def _quadrant_mask(self, colour: str) -> int:
        mask = self._fixed_masks.get(("quadrant", colour))
        if mask is None:
            mask = self._fixed_masks[("quadrant", colour)] = self.geo.mask_of(self.cfg.quadrant_squares[colour])
        return mask

    def hawk_quadrants(self, seat: int, partner_too: bool = True) -> list[str]:
        quads = self.seat_quadrants(seat)                    # FT-VAR-DOUBLE-HAWKS, FT-VAR-GUARDIAN-HAWKS
        if partner_too and self.teams:
            quads.append(self.seat_tower[self.partner(seat)])
        return quads

    def hawk_spot_reason(self, sq: int, quads: list[str]) -> str | None:
        """FT-HAWK-PLACE: an empty square of one of `quads`, not a tower zone or the flame."""
        if sq < 0:
            return "off_board"
        if self.cfg.quadrant_of[sq] not in quads:
            return "not_your_quadrant"
        if self.cells[sq] == "E":
            return "eternal_flame"
        if self.zone_at[sq] is not None:
            return "tower_zone"
        if self.cells[sq] != "." or sq in self.hawks:
            return "not_empty"
        if self.water and self.water_at(sq) is not None:     # FT-WATER-GEM-PLACE
            return "water_there"
        if sq in self.lightning_tokens():                    # FT-SOLO-LIGHTNING, FT-LIGHTNING-HAWKS
            return "lightning_there"
        if sq in self.oak_crowns:                            # FT-SOLO-OAKS, FT-VAR-OAKS
            return "oak_crown"
        return None

    def hawk_spots(self, quads: list[str]) -> list[int]:
        """The squares of `quads` (in that order) where a hawk may be placed (per board)."""
        memo = self._board_memo()
        key = ("spots",) + tuple(quads)
        if key not in memo:
            geo, ok = self.geo, self._hawk_spot_mask(memo)
            spots = []
            for q in quads:                                  # quadrant_squares are ascending
                spots += geo.squares(ok & self._quadrant_mask(q))
            memo[key] = spots
        return list(memo[key])

    def has_hawk_spot(self, quads: list[str]) -> bool:
        """Whether hawk_spots(quads) is not empty."""
        ok = self._hawk_spot_mask(self._board_memo())
        return any(ok & self._quadrant_mask(q) for q in quads)

    def _hawk_spot_mask(self, memo: dict) -> int:
        """hawk_spot_reason's tests on the whole board at once (masks, per board; quadrants
        aside; test_ft_speed_caches checks they agree): empty, not a zone, no hawk, water
        gem, lightning or Oak crown there."""
        ok = memo.get("hawk_spots")
        if ok is None:
            geo = self.geo
            ok = self._board_masks(memo)[2] & ~self._zone_mask() & ~geo.mask_of(self.hawks)
            if self.water:
                ok &= ~geo.mask_of(self.water_squares())
            ok &= ~geo.mask_of(self.lightning_tokens())      # FT-LIGHTNING-HAWKS
            if self.oaks_in_play():                           # FT-SOLO-OAKS, FT-VAR-OAKS
                ok &= ~geo.mask_of(self.oak_crowns)
            memo["hawk_spots"] = ok
        return ok

    def wind_targets(self, direction: str, eternal_ok: bool = True) -> list[int]:
        """Empty squares one step in `direction` from fire (FT-TURN-WIND-GEM, wind option 3)."""
        memo = self._board_memo()
        key = ("wind", direction, eternal_ok)
        if key not in memo:
            fire, gems, empty = self._board_masks(memo)
            memo[key] = self.geo.squares(self.geo.shift(fire if eternal_ok else gems, direction) & empty)
        return list(memo[key])

    # ----------------------------------------------------------- agenda engine
    def _push(self, *tasks: dict) -> None:
        """Push tasks so that the first one given runs first."""
        for task in reversed(tasks):
            self.stack.append(task)

    def _decide(self, kind: str, seat: int, **data) -> None:
        self.decision = dict(kind=kind, seat=seat, **data)

    def _run(self, events: list) -> None:
        tasks = _handlers(type(self), "_t_")
        while self.decision is None and self.winners is None:
            if not self.stack:
                raise RuntimeError("Fire Tower agenda ran dry")
            task = self.stack.pop()
            tasks[task["t"]](self, events, task)
        if self.megas or self.water:         # FT-MEGA-RESERVE, FT-WATER-GEM-QUENCH (rules_minis.py)
            self._minis_settle(events)
        if self.winners is not None:
            self.stack = []
            self.decision = None
        elif self.decision["seat"] != self.last_seat:
            self.serial += 1                  # hand-over: undo stops here
            self.last_seat = self.decision["seat"]
        self._legal_cache = None

    def _rng(self, stream: str) -> Rng:
        return Rng(self.rng[stream])

    def _roll(self, stream: str, faces) -> object:
        """One die roll on a stream: a random reveal, so undo stops here."""
        rng = self._rng(stream)
        face = rng.choice(list(faces))
        self.rng[stream] = rng.state
        self.serial += 1
        return face

    # --------------------------------------------------------------- the wind
    def _update_retired(self, events: list) -> None:
        """FT-BURN-RETIRED-WIND: a direction that reaches no standing tower is retired
        (five players, no tower standing: nor a standing Oak, rules_variants._oak_winds)."""
        reach = set()
        towers = self.all_towers() + (self.solo["enemies"] if self.solo is not None else [])
        for colour in towers:
            if colour not in self.burned:
                reach |= set(self.cfg.tower_reach[colour])
        if self.variant is not None:                         # [INTERP] the Guardian's Oaks
            reach |= self._oak_winds(reach)
        retired = [d for d in CARDINALS if d not in reach]
        if retired != self.retired:
            self.retired = retired
            events.append({"type": "winds_retired", "retired": list(retired)})

    def _roll_wind(self, events: list, why: str, exclude: str | None = None,
                   honour_retired: bool = True) -> str:
        """Roll the wind die, rolling again on a retired face or on `exclude`."""
        faces = self.cfg.wind_die
        bad = set(self.retired if honour_retired else ()) | ({exclude} if exclude else set())
        if all(f in bad for f in faces):
            bad = set(self.retired if honour_retired else ())
            if all(f in bad for f in faces):
                bad = set()
        rolls = []
        while True:
            face = self._roll("wind", faces)
            rolls.append(face)
            if face not in bad:
                break
        events.append({"type": "wind_roll", "why": why, "rolls": rolls, "result": rolls[-1]})
        return rolls[-1]

    def _set_wind(self, events: list, direction: str, why: str) -> None:
        events.append({"type": "wind_changed", "from": self.wind, "to": direction, "why": why})
        self.wind = direction

    # ----------------------------------------------------------------- cards
    def _draw(self, events: list, seat: int) -> int | None:
        """Take the top card for `seat`; FT-TURN-DECK: reshuffle the discards when empty."""
        if not self.deck:
            sotw = self.cfg.event_instance["shadow_of_the_wood"]
            if sotw in self.discard and self.options["shadow_card_reshuffle"] == "next_burn":
                self.discard.remove(sotw)                    # FT-EVENT-SHADOW
                self.outside.append(sotw)
            if not self.discard:
                events.append({"type": "deck_empty"})
                return None
            rng = self._rng("deck")
            self.deck, self.discard = self.discard, []
            rng.shuffle(self.deck)
            self.rng["deck"] = rng.state
            events.append({"type": "deck_reshuffled", "cards": len(self.deck)})
        self.serial += 1
        return self.deck.pop()

    def _discard_cards(self, cids: list) -> None:
        firestorm = self.cfg.event_instance["firestorm"]
        for cid in cids:
            if cid == firestorm and not self.options["firestorm_reuse"]:   # FT-EVENT-DRAW
                self.outside.append(cid)
            else:
                self.discard.append(cid)

    def refill_target(self, seat: int) -> int:
        if not self.is_active(seat):
            return 0
        if self.solo is not None:                            # Restricted Operations
            return max(0, self.hand_size - self.short[seat] - self.solo["hand_cut"])
        return max(0, self.hand_size - self.short[seat] - self.laid_count(seat))   # FT-EW-COYOTE

    def _t_refill(self, events, task):
        """Draw up to the hand size (FT-TURN-REFILL). An event drawn is resolved at once,
        then the drawing goes on (FT-EVENT-DRAW; with events_refill false the event uses up
        its draw). `left`: draw at most that many cards (a burn's +1 card)."""
        seat = task["seat"]
        left = task.get("left")
        if left is None and not self.options["events_refill"]:
            left = max(0, self.refill_target(seat) - len(self.hands[seat]))
        while True:
            if len(self.hands[seat]) >= self.refill_target(seat):
                return
            if left is not None and left <= 0:
                return
            cid = self._draw(events, seat)
            if cid is None:
                return
            if self.card_def(cid).type == "event":
                if left is not None and not self.options["events_refill"]:
                    left -= 1
                events.append({"type": "event_drawn", "seat": seat, "card": self.card_id(cid)})
                self.in_play.append(cid)
                self._push({"t": "event", "cid": cid, "drawer": seat},
                           {"t": "refill", "seat": seat, "left": left})
                return
            self.hands[seat].append(cid)
            if left is not None:
                left -= 1
            events.append({"type": "card_drawn", "seat": seat, "card": self.card_id(cid),
                           "cid": cid, "private": seat})

    def _t_played_done(self, events, task):
        for cid in task["cids"]:
            if cid in self.in_play:
                self.in_play.remove(cid)
                self._discard_cards([cid])
        events.append({"type": "cards_discarded", "seat": task["seat"], "why": "played",
                       "cards": [self.card_id(c) for c in task["cids"]], "cids": list(task["cids"])})

    # ------------------------------------------------------- board mutation
    def _put_gems(self, events: list, squares: list, actor: int | None, why: str,
                  order_from: int | None = None) -> None:
        """Place fire gems; note the hawks they hit and the towers they burn."""
        new_hawks = []
        if self.water:                                       # FT-WATER-GEM-QUENCH
            squares = self._water_quench(events, squares, actor)
        for sq in squares:
            self.cells[sq] = "f"
            if sq in self.hawks:
                new_hawks.append(sq)
            self._note_burn(sq, actor)
        events.append({"type": "gems_placed", "why": why, "seat": actor,
                       "cells": [self.rc(sq) for sq in squares]})
        self._queue_hawks(new_hawks, actor if order_from is None else order_from)
        if self.lightning_tokens():                          # FT-LIGHTNING-MOVE
            self._lightning_hit(squares, actor)

    def _note_burn(self, sq: int, placer: int | None) -> None:
        """FT-BURN-TOWER: a gem on a standing tower's back corner burns it."""
        if self.solo is not None and self._solo_note_burn(sq, placer):
            return
        if self.variant is not None and self._oak_note(sq):   # FT-VAR-OAK-BURN
            return
        for colour, corner in self.cfg.back_corner.items():
            if corner == sq and (colour in self.tower_seat or (self.solo is not None and colour in
                                                               self.solo["enemies"])) \
                    and colour not in self.burned \
                    and all(p[0] != colour for p in self.pending_burns):
                self.pending_burns.append([colour, placer])

    def _queue_hawks(self, squares: list, start: int | None, front: bool = False) -> None:
        """FT-HAWK-ORDER: hawks hit together go clockwise by controller from `start`, in
        the turn order (FT-VAR-GHOST-TAKE: the ghost in the ghost tower's place);
        FT-HAWK-CHAIN: a chained hawk (front=True) triggers at once."""
        if not squares:
            return
        start = self.turn_seat if start is None else start
        rank = {seat: i for i, seat in enumerate(self.clockwise_from(start))}
        key = (lambda sq: (rank[self.hawk_controller(sq)], sq))
        items = [[sq, start, front] for sq in sorted(squares, key=key)]
        if front:
            self.pending_hawks[0:0] = items
        else:
            self.pending_hawks += items

    def _remove_gems(self, events: list, squares: list, seat: int | None, why: str) -> None:
        for sq in squares:
            self.cells[sq] = "."
        events.append({"type": "gems_removed", "why": why, "seat": seat,
                       "cells": [self.rc(sq) for sq in squares]})

    def _put_breaks(self, events: list, squares: list, seat: int | None, why: str) -> None:
        for sq in squares:
            self.cells[sq] = "x"
        events.append({"type": "firebreaks_placed", "why": why, "seat": seat,
                       "cells": [self.rc(sq) for sq in squares]})
        if self.lightning_tokens():                          # FT-LIGHTNING-MOVE
            self._lightning_hit(squares, seat)

    def _remove_break(self, events: list, sq: int, seat: int | None, why: str) -> None:
        self.cells[sq] = "."
        events.append({"type": "firebreak_removed", "why": why, "seat": seat, "at": self.rc(sq)})

    def _t_settle(self, events, task):
        """Resolve triggered hawks (FT-HAWK-PATTERN), then burns (FT-BURN-TIMING)."""
        self._minis_settle(events)
        if self.solo is not None:
            self._solo_settle(events, task)
            return
        if self.pending_hawks:
            self._push({"t": "settle"})
            self._next_hawk(events)
            return
        if self.lightning_moves:                             # FT-LIGHTNING-MOVE
            self._push({"t": "settle"})
            self._next_lightning(events)
            return
        if self.variant is not None and self._variant_settle(events):   # FT-VAR-OAK-BURN
            return
        if self.pending_burns and self.defer_burns == 0:
            order = self.clockwise_from(self.turn_seat)     # FT-BURN-TIMING (the ghost's place)
            self.pending_burns.sort(key=lambda p: order.index(self.tower_seat[p[0]])
                                    if self.tower_seat[p[0]] in order else self.n + self.tower_seat[p[0]])
            colour, placer = self.pending_burns.pop(0)
            self._push({"t": "burn", "colour": colour, "placer": placer}, {"t": "settle"})
            return
        if self.defer_burns == 0:
            self.batch = []

    def _t_undefer(self, events, task):
        self.defer_burns -= 1

    # ------------------------------------------------------------ turn flow
    def _t_start(self, events, task):
        """FT-SETUP-WIND: roll the starting wind; FT-SETUP-FIRST: who starts."""
        if self.solo is not None:
            self._solo_start(events, task)
            return
        self._update_retired(events)
        self._set_wind(events, self._roll_wind(events, "start"), "start")
        colour = self.cfg.first_player_by_wind[self.wind]
        order = list(self.cfg.towers)
        if self.cfg.first_player_fallback == "previous_clockwise":
            order.reverse()
        i = order.index(colour)
        while order[i] not in self.tower_seat:
            i = (i + 1) % len(order)
        first = self.tower_seat[order[i]]
        self.first_seat = first
        events.append({"type": "first_player", "seat": first, "wind": self.wind})
        self._push({"t": "turn", "seat": first})
        if self.champion_seat is not None:                   # FT-CHAMPION
            self._decide_cells("champion", self.champion_seat, 2, min_picks=2)

    def _t_turn(self, events, task):
        if self.solo is not None:
            self._solo_turn(events, task)
            return
        seat = task["seat"]
        self.turn_seat = seat
        self.turn_number += 1
        self.serial += 1
        status = self.status[seat]
        kind = {"skip": "skip", "shadow": "shadow"}.get(status, "standing")
        self.turn_kind = kind
        if self.wind in self.retired:                        # FT-BURN-RETIRED-WIND
            self._set_wind(events, self._roll_wind(events, "retired"), "retired")
        events.append({"type": "turn_start", "seat": seat, "turn": self.turn_number,
                       "kind": kind, "wind": self.wind})
        if status == "skip":                                 # FT-SHADOW-SKIP
            self.status[seat] = "shadow"
            events.append({"type": "turn_skipped", "seat": seat})
            self._push({"t": "end_turn", "seat": seat})
            return
        if status == "shadow":                               # FT-SHADOW-TURN
            self._push({"t": "shadow_turn", "seat": seat, "left": 1, "kind": "turn", "bonus": 0})
            return
        if not self.teams and self.standing_seats() == [seat]:   # FT-SHADOW-WIN, FT-WIN
            self._game_over(events, [seat], "last_tower")
            return
        self._push(*self._turn_start_tasks(seat), {"t": "part1", "seat": seat})   # FT-SEASON-LIGHTNING-FIRES

    def _turn_alive(self, seat: int) -> bool:
        return self.turn_seat == seat and self.is_active(seat)

    def _t_part1(self, events, task):
        """FT-TURN-WIND-GEM: the compulsory wind gem, unless no square qualifies;
        FT-DIG-AUTO: placed for you when only one square is legal."""
        seat = task["seat"]
        if not self._turn_alive(seat):
            self._push({"t": "end_turn", "seat": seat})
            return
        if self.megas and self._mega_turn_start(seat, task):   # FT-MEGA-TURN
            return
        if self.solo is not None and self.solo["challenge"] == "calm_wind":   # FT-SOLO-CHALLENGE-CARDS
            events.append({"type": "wind_calm", "seat": seat})
            self._push({"t": "part2", "seat": seat})
            return
        targets = self.wind_targets(self.wind)
        if not targets:
            events.append({"type": "wind_blocked", "seat": seat, "wind": self.wind})
            self._push({"t": "part2", "seat": seat})
        elif len(targets) == 1 and not self.bucket_usable(seat):
            self._put_gems(events, targets, seat, "wind")
            events[-1]["auto"] = True
            self._push({"t": "settle"}, *self._after_wind_gem(seat, targets[0]), {"t": "part2", "seat": seat})
        else:
            self._decide("turn_wind", seat)

    def _t_part2(self, events, task):
        seat = task["seat"]
        if not self._turn_alive(seat):
            self._push({"t": "end_turn", "seat": seat})
            return
        self._decide("turn_action", seat)

    def _t_after_action(self, events, task):
        """FT-TURN-REFILL: draw back to the hand size (a Shadow of the Wood theft ends now)."""
        seat = task["seat"]
        if not self._turn_alive(seat):
            self._push({"t": "end_turn", "seat": seat})
            return
        self.short[seat] = 0
        self._push({"t": "refill", "seat": seat}, {"t": "part3", "seat": seat})

    def _t_part3(self, events, task):
        seat = task["seat"]
        if self._turn_alive(seat) and self.bucket_usable(seat):
            self._decide("turn_end", seat)
        else:
            self._push({"t": "end_turn", "seat": seat})

    def _t_end_turn(self, events, task):
        """FT-TURN-ORDER: clockwise; out players are skipped. A standing player's turn
        ends a run of shadow turns (FT-SHADOW-WIN): remember who the shadows are now."""
        if self.solo is not None:
            self._solo_end_turn(events, task)
            return
        seat = task["seat"]
        events.append({"type": "turn_end", "seat": seat})
        if self.turn_kind == "standing":
            self.run_shadows = [s for s in range(self.n) if self.status[s] in SHADOWISH]
        order = self.clockwise_from(seat)                    # FT-VAR-GHOST-TAKE: the ghost's place
        nxt = seat
        for other in order[1:] + order[:1]:
            nxt = other
            if self.status[nxt] != "out":
                break
        self._push({"t": "turn", "seat": nxt})

    def bucket_usable(self, seat: int) -> bool:
        """FT-BUCKET: unused, the seat still plays (shadows may not), a gem in its zone."""
        if not self.bucket[seat] or not self.is_active(seat):
            return False
        return self._has_gem(self._bucket_zone(seat))

    def _has_gem(self, squares) -> bool:
        """Whether a gem lies on one of `squares` (a loop: asked every turn, any() is slower)."""
        cells = self.cells
        for sq in squares:
            if cells[sq] == "f":
                return True
        return False

    def _bucket_zone(self, seat: int) -> list[int]:
        squares = self.seat_zone_squares(seat)               # FT-VAR-DOUBLE-BUCKET
        if self.teams:                                       # FT-TEAM-BUCKET
            squares += self.cfg.zone_squares[self.seat_tower[self.partner(seat)]]
        return squares

    def _game_over(self, events: list, winners: list, verdict: str) -> None:
        if self.variant is not None:                         # FT-VAR-GUARDIAN-WIN
            verdict = self._variant_verdict(winners, verdict)
        for colour, placer in self.pending_burns:            # hit in the same batch
            seat = self.tower_seat[colour]
            self.burned.append(colour)
            events.append({"type": "tower_burned", "tower": colour, "seat": seat, "placer": placer})
            if not self.teams:
                self.status[seat] = "out"
                self.eliminations += 1
                self.hand_size += self.cfg.hand_growth
                self._discard_cards(self.hands[seat])
                self.hands[seat] = []
            else:
                self.status[seat] = "burned"
        self.pending_burns = []
        self.winners = sorted(winners)
        self.verdict = verdict
        self.decision = None
        events.append({"type": "game_over", "winners": list(self.winners), "verdict": verdict,
                       "towers": [self.seat_tower[s] for s in self.winners]})

    # ----------------------------------------------------------- legal moves
    def legal_actions(self) -> list[Action]:
        if self.winners is not None or self.decision is None:
            return []
        return list(self._legal())

    def _legal(self) -> list:
        """legal_actions(), not copied: the cached list, not to be changed."""
        if self._legal_cache is None:
            kind = self.decision["kind"]
            # Working out the legal actions never changes the board, so the board memo is
            # checked against the board once (at its first use) rather than at each use.
            self._in_legal, self._memo_held = True, False
            try:
                self._legal_cache = _handlers(type(self), "_legal_")[kind](self, self.decision)
            finally:
                self._in_legal, self._memo_held = False, False
        return self._legal_cache

    def _quickly_legal(self, action: tuple, legal: list) -> bool:
        """A shortcut to is_legal's yes for the usual action, made only of int and str
        parts: the first equal legal action (found by list.index, in C) is the same action
        when each of its parts has the same type. Any other case (no equal action, other
        part types, an equal one with True for 1) is left to is_legal, so nothing gets
        through that is_legal refuses."""
        for part in action:
            kind = type(part)
            if kind is not int and kind is not str:
                return False
        try:
            other = legal[legal.index(action)]
        except ValueError:
            return False
        if other is action:                  # the very tuple legal_actions() handed out
            return True
        return type(other) is tuple and all(type(a) is type(b) for a, b in zip(action, other))

    def why_illegal(self, action: Action) -> IllegalAction | None:
        """The reason an action is refused, or None if it is legal."""
        try:
            self._check(action)
        except IllegalAction as err:
            return err
        return None

    def _check(self, action) -> tuple:
        """The action if it is exactly one of legal_actions(); IllegalAction otherwise,
        before anything changes (so a refused action never leaves a half-changed state)."""
        if type(action) is not tuple or not action or type(action[0]) is not str:
            raise IllegalAction("unknown_action")
        if self.winners is not None:
            raise IllegalAction("game_over")
        legal = self._legal() if self.decision is not None else []
        if self._quickly_legal(action, legal) or is_legal(action, legal):
            return action
        if self.decision is None:       # nothing to decide (a damaged save): refuse, no crash
            raise IllegalAction("not_allowed")
        if any(type(part) not in (int, str) for part in action):
            raise IllegalAction("unknown_action")       # 16.0, True, None, lists: not ours
        kind = self.decision["kind"]
        names = {a[0] for a in legal}
        if action[0] not in names and action[0] not in _STEP_NAMES.get(kind, ()):
            raise IllegalAction("wrong_step", step=kind)
        why = getattr(self, "_why_" + kind, None)
        try:
            reason = why(self.decision, action) if why else None
        except (TypeError, ValueError, IndexError, KeyError):   # a malformed action
            reason = None
        raise IllegalAction(reason or "not_allowed", step=kind)

    def apply(self, action: Action) -> list[Event]:
        action = self._check(action)
        events: list[Event] = []
        decision = self.decision
        handler = _handlers(type(self), "_act_")[decision["kind"]]
        self._legal_cache = None
        handler(self, events, decision, action)
        self._run(events)
        return events

    # ---------------------------------------------------------- persistence
    def to_dict(self) -> dict:
        data = _copy_fields({name: getattr(self, name) for name in self._FIELDS})
        data["game"] = "fire_tower"
        data["board"] = self.board
        data["hawk_supply"] = self.hawk_supply()
        data["hawk_cells"] = [self.rc(sq) for sq in self.hawks]
        data["current_player"] = self.current_player
        data["over"] = self.is_over
        data["towers"] = {colour: {"seat": seat, "burned": colour in self.burned,
                                   "ablaze": colour in self.ablaze,
                                   "back_corner": self.rc(self.cfg.back_corner[colour])}
                          for colour, seat in self.tower_seat.items()}
        if self.solo is not None:                             # enemy towers: no seat
            for colour in self.solo["enemies"]:
                data["towers"][colour] = {"seat": None, "burned": colour in self.burned, "ablaze": False,
                                          "back_corner": self.rc(self.cfg.back_corner[colour]),
                                          "bucket": self.solo["enemy_bucket"][colour]}
        return data

    @classmethod
    def from_dict(cls, data: dict, config: Config | None = None) -> "FireTowerState":
        state = cls(config or load_config())
        missing = [name for name in cls._FIELDS + ("board",)
                   if name not in data and name != "solo" and name not in cls._FIELD_DEFAULTS]
        if missing or data.get("game") != "fire_tower":
            raise ValueError("not a Fire Tower state: missing " + ", ".join(missing or ["game"]))
        fields = _copy_fields({name: data.get(name) for name in cls._FIELDS})
        for name in cls._FIELDS:
            setattr(state, name, fields[name])
        for name, default in cls._FIELD_DEFAULTS.items():
            if name not in data:
                setattr(state, name, [0] * len(state.players) if default == "per_seat" else _copy(default))
        size = state.cfg.size
        rows = data["board"]
        overlay = "w" + OVERLAY_TOKEN                        # water gems, lightning tokens (own fields)
        if len(rows) != size or any(len(r) != size or set(r) - set(".fxE" + overlay) for r in rows):
            raise ValueError("not a valid Fire Tower board")
        state.cells = [("." if ch in overlay else ch) for ch in "".join(rows)]
        if any(s not in STATUSES for s in state.status):
            raise ValueError("not a valid Fire Tower state")
        state._derive()
        return state

    def view(self, seat: int) -> dict:
        """What `seat` may see: other hands, the deck order, others' pools are hidden."""
        data = self.to_dict()
        data["hand_counts"] = [len(h) for h in self.hands]
        data["hands"] = [list(h) if i == seat else None for i, h in enumerate(self.hands)]
        data["deck"] = None
        data["deck_count"] = len(self.deck)
        data["rng"] = None
        data["stack"] = None
        self._weather_view(data, seat)                       # FT-EW-COYOTE: laid cards face down
        if data.get("solo") is not None:                     # the Inferno and Challenge deck order
            data["solo"]["inferno_count"] = len(self.solo["inferno"])
            data["solo"]["inferno"] = None
            data["solo"]["challenge_count"] = len(self.solo["challenges"])
            data["solo"]["challenges"] = None
        owner = self.decision["seat"] if self.decision else None
        if owner != seat:
            data["pool"] = None
            data["pool_count"] = len(self.pool)
            if data["decision"] is not None:
                data["decision"].pop("picked_cards", None)
        return data

    def result(self) -> dict:
        """winners (seats), the winning towers and team, the verdict key (last_tower,
        shadows_win, team_win, shared_win, draw) and, with the option `champion`, who
        holds Champion of the Wood next (FT-CHAMPION).
        Solo games (FT-SOLO-END) add solo: True, level, round, outcome (win | loss | None
        while playing), reason (all_enemies_burned | own_tower | penalty_chain |
        challenge_failed), challenge (the round's challenge id or None) and score
        (FT-SOLO-SCORE: 0-9 on a win, 0 on a loss)."""
        over = self.is_over
        if self.solo is not None:
            res = self.solo["result"] or {}
            return {"over": over, "winners": list(self.winners or []),
                    "winning_towers": [self.own_tower] if res.get("outcome") == "win" else [],
                    "winning_team": None, "verdict": self.verdict, "burned": list(self.burned),
                    "champion": None, "solo": True, "level": self.solo["level"],
                    "round": self.solo["round"], "outcome": res.get("outcome"),
                    "reason": res.get("reason"), "score": res.get("score"),
                    "challenge": self.solo["challenge"], "variants": list(self.solo["variants"])}
        winners = list(self.winners or [])
        side = None
        if over and self.teams and winners:
            teams = {self.team_of(s) for s in winners}
            side = teams.pop() if len(teams) == 1 else None
        champion = None
        if over and self.options["champion"]:
            holder = self.champion_seat
            if holder is not None and (holder in winners or not winners):
                champion = holder
            elif winners:
                order = self.clockwise_from(self.first_seat)
                champion = min(winners, key=order.index)
        return {"over": over, "winners": winners, "variant": self.variant_kind,   # FT-VAR-*
                "winning_towers": [t for s in winners for t in self.seat_towers[s]],
                "winning_team": side, "verdict": self.verdict,
                "burned": list(self.burned), "champion": champion}


_HANDLERS: dict = {}


class _Handlers(dict):
    """Name -> the class's function prefix + name (a task's _t_, a decision's _legal_ and
    _act_), looked up once per class: the agenda dispatches thousands of times a game."""

    def __init__(self, cls, prefix: str):
        super().__init__()
        self.cls, self.prefix = cls, prefix

    def __missing__(self, name):
        function = self[name] = getattr(self.cls, self.prefix + name)   # AttributeError if none
        return function


def _handlers(cls, prefix: str) -> _Handlers:
    table = _HANDLERS.get((cls, prefix))
    if table is None:
        table = _HANDLERS[(cls, prefix)] = _Handlers(cls, prefix)
    return table


_ZONES: dict = {}


def _zones(cfg, seated: tuple, burned: tuple, unoccupied: str, burned_stay: bool) -> list:
    """Square -> the tower whose zone rules apply there, or None (FT-BOARD-ZONES,
    FT-SETUP-UNUSED)."""
    key = (id(cfg), seated, burned, unoccupied, burned_stay)
    if key not in _ZONES:
        zone = []
        for colour in cfg.zone_map:
            if colour is not None:
                if colour not in seated and unoccupied == "forest":
                    colour = None
                elif colour in burned and not burned_stay:
                    colour = None
            zone.append(colour)
        _ZONES[key] = zone
    return _ZONES[key]


def _copy(value):
    """A deep copy of plain JSON data (lists, dicts, scalars), faster than copy.deepcopy."""
    kind = type(value)
    if kind is list:
        if all(type(x) in _SCALARS for x in value):
            return list(value)
        return [_copy(x) for x in value]
    if kind is dict:
        return {k: (v if type(v) in _SCALARS else _copy(v)) for k, v in value.items()}
    if kind is tuple:
        return [_copy(x) for x in value]
    return value


_SCALARS = (int, str, bool, float, type(None))
_FLAT = ("seat_tower", "hawks", "retired", "deck", "discard", "outside", "in_play", "pool",
         "set_aside", "short", "status", "bucket", "burned", "ablaze", "run_shadows",
         "batch", "sotw_actors")
_NESTED = ("hands", "pending_hawks", "pending_burns")


def _copy_fields(fields: dict) -> dict:
    """Copy the saved fields, using what we know of their shapes (fast)."""
    out = {}
    for name, value in fields.items():
        if name in _FLAT:
            out[name] = list(value)
        elif name in _NESTED:
            out[name] = [list(v) for v in value]
        elif name in ("options", "rulings", "rng"):
            out[name] = dict(value)
        elif name == "players":
            out[name] = [dict(p) for p in value]
        elif type(value) in _SCALARS:
            out[name] = value
        else:
            out[name] = _copy(value)
    return out


def public_event(event: dict, seat: int) -> dict:
    """An event as `seat` may see it: card identities drawn by others are hidden."""
    owner = event.get("private")
    if owner is None or owner == seat:
        return event
    return {k: v for k, v in event.items() if k not in ("card", "cid", "cards", "cids")}


def from_dict(data: dict) -> FireTowerState:
    return FireTowerState.from_dict(data)


# Action names each decision kind understands (for the "wrong_step" refusal).
_STEP_NAMES = {
    "hawk_place": ("hawk", "take"),
    "relocate": ("hawk_from", "hawk_to", "done"),
    "turn_wind": ("wind", "bucket", "wet_line"),
    "turn_action": ("play", "redraw", "reckless", "bucket", "pass") + SOLO_TURN_ACTIONS + WEATHER_TURN_ACTIONS,
    "turn_end": ("bucket", "end", "wet_line"),
    "wind_card": ("wind_set", "wind_roll", "wind_gem"),
    "pattern": ("place",),
    "select": ("toggle", "confirm"),
    "target": ("target",),
    "dest": ("to",),
    "cells": ("cell", "confirm"),
    "reforest": ("firebreak", "remove"),
    "crown_choice": ("single", "double"),
    "slide": ("slide",),
    "hawk_trigger": ("pick_hawk", "to"),
    "hawk_order": ("pick_hawk",),
    "cards": ("pick", "confirm"),
    "trim": ("discard",),
    "aid_choice": ("aid",),
    "shadow_roll": ("roll",),
    "shadow_one": ("target", "remove"),
    "press_luck": ("roll", "stop"),
    "pool_play": ("play", "reckless", "stop"),
    "sotw_choice": ("sotw",),
    "new_wind": ("wind_set",),
    **SOLO_STEPS,
    **MINI_STEPS,
    **SEASON_STEPS,
    **WEATHER_STEPS,
}
_STEP_NAMES["hawk_place"] += ("mega", "borrow")         # FT-MEGA-RESERVE, FT-MEGA-GUARDIAN (rules_minis.py)
