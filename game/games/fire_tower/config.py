"""Fire Tower's board, cards, numbers and rulings, read from data/fire_tower/*.yaml
(pure, no pygame). Every data error names the file, the key path and the expectation."""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path

from game.core.data import DATA_DIR, DataError, Doc, is_choice, load_yaml

CARDINALS = ("N", "E", "S", "W")
DIAGONALS = ("NE", "NW", "SE", "SW")
CARD_TYPES = ("wind", "fire", "water", "firebreak", "hawk")
EFFECTS = ("wind", "fire_pattern", "explosion", "ember", "surface_fire", "rolling_log",
           "water_pattern", "smokejumper", "helitack", "firebreak_pattern", "de_reforest",
           "backburn", "hawks")
EVENTS = ("firestorm", "mutual_aid", "shadow_of_the_wood",
          # Extreme Weather (rules_weather.py, FT-EW-EVENTS); the set-up key `events` picks them
          "mobilization", "full_moon", "flock", "lightning_storm", "coyote_tactics")
SEASONS = ("drought", "lightning_fires", "gale", "migration")   # FT-SEASON-CARDS (rules_seasons.py)
PATTERN_CHARS = "#xXoH."

# Option name -> allowed values (seeds/fire_tower.en.md, FT-DIG-OPTIONS). The defaults are
# in data/fire_tower/rules.yaml; a game's setup may set any of them by name.
OPTION_CHOICES = {
    "mutual_aid": (False, True),
    "firestorm": (True, False),
    "shadow_of_the_wood": (True, False),
    "teams": (False, True),
    "tower_ablaze": (False, True),
    "champion": (False, True),
    "firestorm_position": ("middle", "random"),
    "partial_patterns": ("any_subset", "only_if_blocked"),
    "flare_up_skip_fire": (True, False),
    "firebreak_zone_ban": ("all", "own"),
    "firebreak_on_hawk": (False, True),
    "scratch_gap": ("any", "empty"),
    "partial_firebreaks": (False, True),
    "allow_empty_play": (False, True),
    "redraw_min": (1, 0),
    "wind_card_reroll_same": (True, False),
    "diagonal_from_eternal": (True, False),
    "reckless_chain": (False, True),
    "rolling_log_blocking": ("blocked", "free"),
    "rolling_log_hawks": ("catch_first", "land_only"),
    "rolling_log_into_zones": (True, False),
    "helitack_in_zones": (False, True),
    "helitack_touch": ("pair", "free"),                     # FT-CARD-HELITACK-PAIR
    "crown_double_anchor": ("any", "each"),
    "hawk_adjacent_to": ("fire", "gem"),
    "hawk_order": ("clockwise_from_active", "active_chooses"),
    "firestorm_spread": ("snapshot", "chained"),
    "firestorm_new_wind": ("any", "different"),
    "events_refill": (True, False),
    "firestorm_reuse": (True, False),
    "mutual_aid_gem_adjacent": (True, False),
    "shadow_card_reshuffle": ("next_burn", "with_discards"),
    "burn_cards_to": ("turn_player", "gem_placer"),
    "standing_burn_cards": ("take", "discard"),
    "no_tower_left": ("shared_win", "draw"),
    "unused_towers": ("forest", "zone"),
    "shadow_card_effect": ("base", "extra_roll"),
    "shadow_bonus_rolls": ("per_tower", "once"),
    "shadow_six_spacing": ("apart", "free"),
    "shadow_hawk_zone_gems": (False, True),
    "team_burned_reckless": (True, False),
    "team_partial_firestorm": (True, False),
    "variant": ("standard", "ghost", "double"),              # FT-VAR-SETUP (rules_variants.py)
    "extreme_weather": (False, True),                       # FT-EW-SETUP: Specials for every seat
    "coyote_unplayable": ("discard", "free_action"),        # FT-EW-COYOTE [INTERP]
    "coyote_laid_cards": ("in_hand_size", "outside_hand"),  # FT-EW-COYOTE [INTERP]
    "megahawk": (0, 1, 2),                                  # FT-MEGA-SETUP: copies per player
    "water_gems": (False, True),                            # FT-WATER-GEM-SETUP
    "megahawk_step_area": ("quadrant", "anywhere"),         # FT-MEGA-STEP [INTERP]
    "drought_bucket": ("unaffected", "limited"),             # FT-SEASON-DROUGHT [A]
    "rolling_log_lightning": ("over_or_end", "end_only"),    # FT-LIGHTNING-LOG [A]
}
# Solo mode options (data/fire_tower/solo.yaml `options:`; FT-SOLO-OPTIONS).
SOLO_OPTION_CHOICES = {
    "solo_wind_card_mode": ("firestorm", "single"),
    "storm_reroll": ("either", "direction", "none"),
    "bucket_capture": ("choice", "auto"),
    "action_plan_sets": (True, False),                      # FT-SOLO-PLAN-SETS
    "resistant_lasts": ("round", "game"),                   # FT-SOLO-RESISTANT-ROUND
    "inferno_storm_from": ("gems", "fire"),                 # FT-SOLO-INFERNO-STORM-GEMS
    "sanctuary_hawk": ("may", "must"),                      # FT-SOLO-SANCTUARY-HAWK
    "inferno_run_out": ("round_ends", "round_goes_on"),     # FT-SOLO-ROUND-RUN-OUT
    "wet_line_discard": ("any", "pair"),                    # FT-SOLO-WET-LINE-ONE
    "spot_fires_apart": ("gems", "fire"),                   # FT-SOLO-SPOT-GEMS
}
CHALLENGE_KINDS = ("constraint", "task", "effect")
# The challenges whose rules the program has (rules_solo.py); only these may be in_deck.
BUILT_CHALLENGES = ("smoldering_fires", "restricted_operations", "spot_fires", "resupply",
                    "calm_wind", "downpour", "drought", "thick_smoke", "red_flag", "wet_line",
                    "sanctuary", "resistant_construction", "action_plan")
# Data-only rulings (no option in the seeds).
RULING_CHOICES = {
    "burned_zones_stay_zones": (True, False),
}


@dataclass(frozen=True)
class CardDef:
    id: str
    name: str                 # English name (display; the text files translate it)
    set: str
    type: str                 # wind | fire | water | firebreak | hawk | event
    count: int
    effect: str               # one of EFFECTS, or the event id for events
    pattern: tuple            # rows of the ASCII picture
    text: str
    params: dict = field(default_factory=dict)
    shapes: tuple = ()        # distinct rotations: each a tuple of (dr, dc, char), sorted


@dataclass(frozen=True)
class Config:
    size: int
    map_rows: tuple
    eternal: tuple            # squares of the Eternal Flame
    towers: tuple             # colours, clockwise
    tower_compass: dict
    tower_reach: dict         # colour -> directions that reach it
    back_corner: dict         # colour -> square
    zone_squares: dict        # colour -> tuple of squares
    quadrant_squares: dict    # colour -> tuple of squares
    quadrant_of: tuple        # square -> colour
    zone_map: tuple           # square -> colour or None (every tower)
    directions: dict          # name -> (dr, dc)
    cards: dict               # id -> CardDef (actions and events)
    action_ids: tuple         # action card ids, file order
    card_of: tuple            # card instance number -> card id (actions, then events)
    event_instance: dict      # event id -> card instance number
    bucket: dict
    reckless: dict
    players_min: int
    players_max: int
    hand_size: int
    hand_growth: int
    hawk_supply: int
    setup_hawks: int
    wind_die: tuple
    shadow_die: tuple
    shadow_flames: tuple
    max_shadows: dict         # player count -> most shadows
    seats: dict               # player count -> tuple of colours (suggested towers)
    first_player_by_wind: dict
    first_player_fallback: str
    teams: tuple              # tuple of tuples of colours
    options: dict             # option defaults
    rulings: dict
    solo: "SoloConfig | None" = None
    weather: dict = field(default_factory=dict)   # FT-EW-* (rules.yaml `weather`, rules_weather.py)
    seasons: "SeasonsConfig | None" = None
    minis: dict = field(default_factory=dict)   # FT-WATER-GEM-SETUP (rules.yaml `minis`)
    variants: "VariantsConfig | None" = None


@dataclass(frozen=True)
class SeasonsConfig:
    """FT-SEASON-* and FT-LIGHTNING-* (Extreme Weather): the Season cards and the
    multiplayer lightning tokens (data/fire_tower/cards.yaml `seasons`, board.yaml
    `lightning_start`, rules.yaml `seasons`)."""
    ids: tuple                # season ids, file order
    instance: dict            # season id -> card instance number
    default: tuple            # the set-up key `seasons` when not given
    piles: tuple              # allowed numbers of seasons (one per pile)
    lightning_start: tuple    # token squares at the start
    drought_most: int         # Drought: the most gems a water card removes
    gale_gems: int            # Gale: wind gems in Part 1
    migration_extra: int      # Migration: extra hawks per firehawk card
    storm_rolls: int          # Lightning Storm: wind rolls


@dataclass(frozen=True)
class SoloConfig:
    player_tower: str
    enemies: tuple            # the other towers, clockwise
    inferno: tuple            # card ids of the Inferno deck (one copy each)
    drop_types: tuple         # card types left out of the player deck ...
    keep: tuple               # ... except these card ids
    levels: dict              # level -> dict(hand, firebreaks, hawks, skips, opening_challenge, own_bucket)
    defences: dict            # level -> {colour: {"firebreaks": (sq, ...), "hawks": (sq, ...)}}
    challenges: tuple         # ((id, kind), ...)
    challenge_deck: tuple     # ids of the challenges in the program's Challenge deck
    challenge_rules: dict
    lightning: tuple          # FT-SOLO-LIGHTNING: token squares
    oak_order: tuple          # FT-SOLO-OAKS: sides used with fewer than 4 Oaks
    oaks: dict                # side -> {"crown": (sq, sq), "lower": (sq, sq)}
    options: dict
    rulings: dict


def _shape_cells(rows: list[str]) -> list[tuple[int, int, str]]:
    return [(r, c, ch) for r, row in enumerate(rows) for c, ch in enumerate(row) if ch != "."]


def rotations(rows: list[str]) -> tuple:
    """The distinct quarter-turn rotations of a pattern, each normalised to start at (0, 0)."""
    cells = _shape_cells(rows)
    if not cells:
        return ()
    shapes, seen = [], set()
    for _ in range(4):
        min_r = min(r for r, _, _ in cells)
        min_c = min(c for _, c, _ in cells)
        norm = tuple(sorted((r - min_r, c - min_c, ch) for r, c, ch in cells))
        if norm not in seen:
            seen.add(norm)
            shapes.append(norm)
        cells = [(c, -r, ch) for r, c, ch in cells]       # a quarter turn clockwise
    return tuple(shapes)


def _grid(doc: Doc, size: int, allowed: str) -> list[str]:
    rows = [d.str() for d in doc.list(size)]
    for i, row in enumerate(rows):
        item = doc.list()[i]
        if len(row) != size or any(ch not in allowed for ch in row):
            raise DataError(item.file, item.path,
                            f"a row of {size} characters from '{allowed}'", row)
    return rows


def _read_cards(doc: Doc, directions: dict) -> tuple[dict, tuple, dict, dict]:
    cards: dict[str, CardDef] = {}
    order = []
    for item in doc["actions"].list():
        cid = item["id"].str()
        if cid in cards:
            raise DataError(item.file, item["id"].path, "a card id used once", cid)
        ctype = item["type"].str(CARD_TYPES)
        effect = item["effect"].str(EFFECTS)
        rows = [d.str() for d in item["pattern"].list()]
        for i, row in enumerate(rows):
            if any(ch not in PATTERN_CHARS for ch in row):
                node = item["pattern"].list()[i]
                raise DataError(node.file, node.path, f"pattern characters from '{PATTERN_CHARS}'", row)
        params = {}
        if effect == "wind":
            params["set_dirs"] = tuple(d.str(CARDINALS) for d in item["set_dirs"].list())
            params["gem_dir"] = item["gem_dir"].str(tuple(directions))
        elif effect == "fire_pattern":
            params["blocked"] = item.get("blocked", False).bool()
            params["double"] = item.get("double", False).bool()
            if params["blocked"] and len(rows) != 1:
                raise DataError(item.file, item["pattern"].path,
                                "a single-row line (a firebreak can only end a line)", rows)
        elif effect in ("surface_fire", "helitack"):
            params["gems"] = item["gems"].int(1, 9)
        elif effect == "rolling_log":
            params["steps"] = item["steps"].int(1, 4)
        elif effect == "hawks":
            params["hawks"] = item["hawks"].int(1, 9)
        shapes = ()
        if effect in ("fire_pattern", "water_pattern", "firebreak_pattern"):
            want = {"firebreak_pattern": "X", "water_pattern": "x"}.get(effect, "#")
            if not rows or any(ch not in (want, ".") for row in rows for ch in row) or \
                    not any(want in row for row in rows):
                raise DataError(item.file, item["pattern"].path,
                                f"a grid of '{want}' and '.' for a {effect} card", rows)
            shapes = rotations(rows)
        if effect in ("explosion", "smokejumper"):
            want = ["###", "#X#", "###"] if effect == "explosion" else ["xxx", "xox", "xxx"]
            if rows != want:
                raise DataError(item.file, item["pattern"].path, "the 3x3 picture " + "/".join(want), rows)
        cards[cid] = CardDef(cid, item["name"].str(), item["set"].str(("base", "rising_flames")), ctype,
                             item["count"].int(0, 20), effect, tuple(rows), item["text"].str(),
                             params, shapes)
        order.append(cid)
    events = {}
    for item in doc["events"].list():
        eid = item["id"].str(EVENTS)
        cards[eid] = CardDef(eid, item["name"].str(), item["set"].str(("base", "rising_flames")), "event", 1, eid,
                             (), item["text"].str())
        events[eid] = True
    missing = [e for e in EVENTS if e not in events]
    if missing:
        raise DataError(doc.file, "events", "the events " + ", ".join(EVENTS), sorted(events))
    bucket_doc = doc["bucket"]
    bucket_rows = [d.str() for d in bucket_doc["pattern"].list()]
    bucket = {"id": bucket_doc["id"].str(), "name": bucket_doc["name"].str(), "text": bucket_doc["text"].str(),
              "pattern": tuple(bucket_rows), "shapes": rotations(bucket_rows)}
    if not bucket["shapes"]:
        raise DataError(bucket_doc.file, bucket_doc["pattern"].path, "a pattern with 'x' squares")
    ra = doc["reckless_abandon"]
    reckless = {"id": ra["id"].str(), "name": ra["name"].str(), "text": ra["text"].str(),
                "set_size": ra["set_size"].int(1, 6),
                "set_types": tuple(d.str(CARD_TYPES) for d in ra["set_types"].list()),
                "gems": ra["gems"].int(1, 6),
                "pattern": tuple(d.str() for d in ra["pattern"].list())}
    return cards, tuple(order), bucket, reckless


def _read(board_path: Path, cards_path: Path, rules_path: Path) -> Config:
    board = load_yaml(board_path)
    size = board["size"].int(8, 32)
    towers, compass, reach, letters = [], {}, {}, {}
    for item in board["towers"].list(4):
        colour = item["colour"].str()
        towers.append(colour)
        compass[colour] = item["compass"].str()
        reach[colour] = tuple(d.str(CARDINALS) for d in item["reach"].list())
        letters[item["letter"].str()] = colour
    lower = "".join(letters)
    rows = _grid(board["map"], size, "." + "E" + lower + lower.upper())
    qrows = _grid(board["quadrants"], size, lower)
    directions = {}
    for name, node in board["directions"].items():
        dr, dc = (d.int(-1, 1) for d in node.list(2))
        directions[name] = (dr, dc)
    for name in CARDINALS + DIAGONALS:
        if name not in directions:
            raise DataError(board.file, f"directions.{name}", "a [drow, dcol] pair")
    eternal, zone_map, back, zones, quads = [], [], {}, {t: [] for t in towers}, {t: [] for t in towers}
    quadrant_of = []
    for r in range(size):
        for c in range(size):
            sq = r * size + c
            ch = rows[r][c]
            quadrant_of.append(letters[qrows[r][c]])
            quads[letters[qrows[r][c]]].append(sq)
            if ch == "E":
                eternal.append(sq)
            if ch.lower() in letters:
                colour = letters[ch.lower()]
                zones[colour].append(sq)
                zone_map.append(colour)
                if ch.isupper():
                    if colour in back:
                        raise DataError(board.file, "map", f"one back corner for the {colour} tower")
                    back[colour] = sq
            else:
                zone_map.append(None)
    for colour in towers:
        if colour not in back:
            raise DataError(board.file, "map", f"a back corner (upper-case letter) for the {colour} tower")
        if back[colour] not in quads[colour]:
            raise DataError(board.file, "quadrants", f"the {colour} back corner inside the {colour} quadrant")
    if not eternal:
        raise DataError(board.file, "map", "Eternal Flame squares (E)")

    cards_doc = load_yaml(cards_path)
    cards, action_ids, bucket, reckless = _read_cards(cards_doc, directions)
    card_of = []
    for cid in action_ids:
        card_of += [cid] * cards[cid].count
    event_instance = {}
    for eid in EVENTS:
        event_instance[eid] = len(card_of)
        card_of.append(eid)

    doc = load_yaml(rules_path)
    pmin = doc["players"]["min"].int(2, 4)
    pmax = doc["players"]["max"].int(pmin, 5)        # 5: the Guardian (FT-VAR-GUARDIAN)
    wind_die = tuple(d.str(CARDINALS) for d in doc["wind_die"].list())
    shadow_die = tuple(d.int(1, 6) for d in doc["shadow_die"].list())
    flames = tuple(d.int(1, 6) for d in doc["shadow_flames"].list(empty=True))    # none: no flame face
    seats, max_shadows = {}, {}
    for n in range(pmin, pmax + 1):
        node = _by_count(doc["seats"], n)
        k = min(n, len(towers))                       # 5 players: the Guardian has no tower
        chosen = tuple(d.str(tuple(towers)) for d in node.list(k))
        if len(set(chosen)) != k:
            raise DataError(node.file, node.path, f"{n} different towers", list(chosen))
        if n == 2 and towers.index(chosen[1]) - towers.index(chosen[0]) not in (2, -2):
            raise DataError(node.file, node.path, "two diagonally opposite towers", list(chosen))
        seats[n] = chosen
        max_shadows[n] = _by_count(doc["max_shadows"], n).int(0, n - 1)
    first = {}
    for d in CARDINALS:
        first[d] = doc["first_player"]["by_wind"][d].str(tuple(towers))
    teams = tuple(tuple(d.str(tuple(towers)) for d in team.list(2)) for team in doc["teams"].list(2))
    if sorted(t for team in teams for t in team) != sorted(towers):
        raise DataError(doc.file, "teams", "two pairs that use every tower once", [list(t) for t in teams])
    options = {}
    for name, choices in OPTION_CHOICES.items():
        node = doc["options"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices)), node.value)
        options[name] = node.value
    rulings = {}
    for name, choices in RULING_CHOICES.items():
        node = doc["rulings"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices)), node.value)
        rulings[name] = node.value
    return Config(
        size=size, map_rows=tuple(rows), eternal=tuple(eternal), towers=tuple(towers),
        tower_compass=compass, tower_reach=reach, back_corner=back,
        zone_squares={t: tuple(v) for t, v in zones.items()},
        quadrant_squares={t: tuple(v) for t, v in quads.items()},
        quadrant_of=tuple(quadrant_of), zone_map=tuple(zone_map), directions=directions,
        cards=cards, action_ids=action_ids, card_of=tuple(card_of), event_instance=event_instance,
        bucket=bucket, reckless=reckless, players_min=pmin, players_max=pmax,
        hand_size=doc["hand_size"].int(1, 12), hand_growth=doc["hand_growth"].int(0, 3),
        hawk_supply=doc["hawks"].int(0, 99),
        setup_hawks=doc["setup_hawks"].int(0, 4), wind_die=wind_die, shadow_die=shadow_die,
        shadow_flames=flames, max_shadows=max_shadows, seats=seats, first_player_by_wind=first,
        first_player_fallback=doc["first_player"]["fallback"].str(("next_clockwise", "previous_clockwise")),
        teams=teams, options=options, rulings=rulings)


def _local_square(cfg: Config, colour: str, r: int, c: int) -> int:
    """FT-SOLO-LEVELS: a local defence square (the back corner is (0, 0)) on the board."""
    cr, cc = divmod(cfg.back_corner[colour], cfg.size)
    rr = cr + r if cr == 0 else cr - r
    col = cc + c if cc == 0 else cc - c
    return rr * cfg.size + col


def _read_solo(path: Path, cfg: Config) -> SoloConfig:
    doc = load_yaml(path)
    player = doc["player_tower"].str(cfg.towers)
    i = cfg.towers.index(player)
    enemies = tuple(cfg.towers[(i + k) % len(cfg.towers)] for k in range(1, len(cfg.towers)))
    inferno = tuple(d.str(cfg.action_ids) for d in doc["inferno"].list())
    for cid in set(inferno):
        if inferno.count(cid) > cfg.cards[cid].count:
            raise DataError(doc.file, "inferno", f"at most {cfg.cards[cid].count} copies of {cid}")
        if cfg.cards[cid].effect not in ("wind", "fire_pattern", "explosion"):
            raise DataError(doc.file, "inferno", "wind, fire-pattern or explosion cards", cid)
    deck = doc["player_deck"]
    drop = tuple(d.str(CARD_TYPES) for d in deck["drop_types"].list(empty=True))     # none: the whole deck
    keep = tuple(d.str(cfg.action_ids) for d in deck["keep"].list(empty=True))
    layouts = {}
    for kind in ("firebreaks", "hawks"):
        layouts[kind] = {}
        for key, node in doc["defences"][kind].items():
            try:
                count = int(key)
            except (TypeError, ValueError):
                raise DataError(node.file, node.path, "a whole number as the key", key) from None
            squares = []
            for item in node.list(count):
                r, c = (d.int(0, 7) for d in item.list(2))
                squares.append((r, c))
            layouts[kind][count] = squares
    levels, defences = {}, {}
    for item in doc["levels"].list():
        level = item["level"].int(1, 99)
        if level in levels:
            raise DataError(item.file, item["level"].path, "each level once", level)
        entry = {"hand": item["hand"].int(1, 12), "firebreaks": item["firebreaks"].int(0, 20),
                 "hawks": item["hawks"].int(0, 20), "skips": item["skips"].int(0, 13),
                 "opening_challenge": item["opening_challenge"].bool(),
                 "own_bucket": item["own_bucket"].bool()}
        for kind in ("firebreaks", "hawks"):
            if entry[kind] not in layouts[kind]:
                raise DataError(item.file, item[kind].path,
                                f"a count listed under defences.{kind}", entry[kind])
        levels[level] = entry
        per_tower = {}
        for colour in enemies:
            breaks = tuple(_local_square(cfg, colour, r, c) for r, c in layouts["firebreaks"][entry["firebreaks"]])
            hawks = tuple(_local_square(cfg, colour, r, c) for r, c in layouts["hawks"][entry["hawks"]])
            for sq in breaks + hawks:
                if cfg.zone_map[sq] is not None or cfg.quadrant_of[sq] != colour or sq in cfg.eternal:
                    raise DataError(item.file, item.path, f"defences in the {colour} quadrant, outside "
                                    "its tower zone", divmod(sq, cfg.size))
            for a in breaks:
                for b in breaks:
                    if a != b and abs(a // cfg.size - b // cfg.size) + abs(a % cfg.size - b % cfg.size) == 1:
                        raise DataError(item.file, item.path, "firebreaks that do not touch (spacing rule)")
            if set(breaks) & set(hawks) or len(set(breaks)) != len(breaks) or len(set(hawks)) != len(hawks):
                raise DataError(item.file, item.path, "firebreak and hawk squares used once each")
            per_tower[colour] = {"firebreaks": breaks, "hawks": hawks}
        defences[level] = per_tower
    if sorted(levels) != list(range(1, len(levels) + 1)):
        raise DataError(doc.file, "levels", "levels numbered 1, 2, 3 ... without gaps", sorted(levels))
    challenges, in_deck = [], []
    for item in doc["challenges"].list():
        cid = item["id"].str()
        challenges.append((cid, item["kind"].str(CHALLENGE_KINDS)))
        if item["in_deck"].bool():
            if cid not in BUILT_CHALLENGES:
                raise DataError(item.file, item["in_deck"].path,
                                "false: the program has no rules for this challenge yet", True)
            in_deck.append(cid)
    if len({c for c, _ in challenges}) != len(challenges):
        raise DataError(doc.file, "challenges", "each challenge id once")
    cr = doc["challenge_rules"]
    challenge_rules = {"draw": cr["draw"].int(1, 5), "spot_fires_gems": cr["spot_fires_gems"].int(0, 9),
                       "spot_fires_fallback": cr["spot_fires_fallback"].int(0, 9),
                       "restricted_discard": cr["restricted_discard"].int(0, 6)}
    options = {}
    for name, choices in SOLO_OPTION_CHOICES.items():
        node = doc["options"][name]
        if not is_choice(node.value, choices):
            raise DataError(node.file, node.path, "one of " + ", ".join(map(str, choices)), node.value)
        options[name] = node.value
    ru = doc["rulings"]
    rulings = {"penalty_storm_dirs": tuple(d.str(CARDINALS) for d in ru["penalty_storm_dirs"].list()),
               "explosion_min_gems": ru["explosion_min_gems"].int(1, 8),
               "first_turn_explosion_penalty": ru["first_turn_explosion_penalty"].bool()}
    tokens = []
    for i, item in enumerate(doc["lightning_tokens"].list()):
        r, c = (d.int(0, cfg.size - 1) for d in item.list(2))
        sq = r * cfg.size + c
        if cfg.quadrant_of[sq] != player or cfg.zone_map[sq] is not None or sq in cfg.eternal or sq in tokens:
            raise DataError(item.file, item.path, f"a square of the {player} quadrant outside its zone, once", [r, c])
        tokens.append(sq)
    oak_doc = doc["oaks"]
    order = tuple(d.str(CARDINALS) for d in oak_doc["order"].list(4))
    if sorted(order) != sorted(CARDINALS):
        raise DataError(oak_doc.file, "oaks.order", "N, E, S and W once each", list(order))
    oaks, used = {}, set()
    for side in CARDINALS:
        node = oak_doc["squares"][side]
        parts = {}
        for part in ("crown", "lower"):
            squares = []
            for item in node[part].list(2):
                r, c = (d.int(0, cfg.size - 1) for d in item.list(2))
                sq = r * cfg.size + c
                if cfg.zone_map[sq] is not None or sq in cfg.eternal or sq in used or sq in tokens:
                    raise DataError(item.file, item.path, "a free square outside tower zones, once", [r, c])
                used.add(sq)
                squares.append(sq)
            parts[part] = tuple(squares)
        oaks[side] = parts
    return SoloConfig(player, enemies, inferno, drop, keep, levels, defences, tuple(challenges),
                      tuple(in_deck), challenge_rules, tuple(tokens), order, oaks, options, rulings)


def _by_count(node: Doc, n: int) -> Doc:
    """A mapping keyed by player count (YAML reads 2: as a number; "2": works too)."""
    return node[n] if node.has(n) else node[str(n)]


@lru_cache(maxsize=None)
def load_config(folder: str | None = None) -> Config:
    base = Path(folder) if folder else DATA_DIR / "fire_tower"
    cfg = _read(base / "board.yaml", base / "cards.yaml", base / "rules.yaml")
    # The solo mode's file is required like the others: a missing one is a named DataError.
    cfg = replace(cfg, solo=_read_solo(base / "solo.yaml", cfg))
    cfg = _with_seasons(cfg, base)
    cfg = replace(cfg, weather=_read_weather(base / "rules.yaml"))
    cfg = replace(cfg, minis=_read_minis(base / "rules.yaml", cfg))
    return replace(cfg, variants=_read_variants(base / "board.yaml", base / "rules.yaml", cfg))


def _with_seasons(cfg: Config, base: Path) -> Config:
    """Add the Season cards (after every other card instance) and SeasonsConfig."""
    cards_doc, board, rules = load_yaml(base / "cards.yaml"), load_yaml(base / "board.yaml"), \
        load_yaml(base / "rules.yaml")
    cards, card_of, instance = dict(cfg.cards), list(cfg.card_of), {}
    for item in cards_doc["seasons"].list():
        sid = item["id"].str(SEASONS)
        if sid in instance:
            raise DataError(item.file, item["id"].path, "each season once", sid)
        cards[sid] = CardDef(sid, item["name"].str(), item["set"].str(("base", "rising_flames")), "event",
                             1, "season", (), item["text"].str())
        instance[sid] = len(card_of)
        card_of.append(sid)
    if sorted(instance) != sorted(SEASONS):
        raise DataError(cards_doc.file, "seasons", "the seasons " + ", ".join(SEASONS), sorted(instance))
    tokens = []
    for item in board["lightning_start"].list():
        r, c = (d.int(0, cfg.size - 1) for d in item.list(2))
        sq = r * cfg.size + c
        if cfg.zone_map[sq] is not None or sq in cfg.eternal or sq in tokens:
            raise DataError(item.file, item.path, "a square outside tower zones and the flame, once", [r, c])
        tokens.append(sq)
    sd = rules["seasons"]
    piles = tuple(d.int(1, len(SEASONS)) for d in sd["piles"].list())
    default = tuple(d.str(SEASONS) for d in rules["options"]["seasons"].list(empty=True))    # none: no seasons
    if default and len(default) not in piles:
        raise DataError(rules.file, "options.seasons", "no seasons, or as many as `seasons.piles` allows")
    sc = SeasonsConfig(tuple(SEASONS), instance, default, piles, tuple(tokens),
                       sd["drought_most"].int(0, 9), sd["gale_gems"].int(1, 4),
                       sd["migration_extra"].int(0, 4), sd["storm_rolls"].int(1, 9))
    return replace(cfg, cards=cards, card_of=tuple(card_of), seasons=sc)


@dataclass(frozen=True)
class VariantsConfig:
    """FT-VAR-* (Rising Flames variants, rules_variants.py): rules.yaml `variants`, the
    Ancient Oaks of board.yaml `oaks`."""
    double_towers: tuple      # FT-VAR-DOUBLE-SEATS: per seat, its two adjacent towers
    ghost_hand: int           # FT-VAR-GHOST-TAKE: the ghost's fresh hand
    ghost_bucket: bool        # FT-VAR-GHOST-TAKE [A]: the ghost tower comes with a Bucket
    ghost_rival_burned: str   # FT-VAR-GHOST-WIN [A] Q19: shadow | out
    guardian_seat: str        # FT-VAR-GUARDIAN-SEAT [A] Q21: last
    guardian_hawks: int       # FT-VAR-GUARDIAN: starting hawks
    guardian_bucket: bool     # FT-VAR-GUARDIAN: no Bucket
    oak_hawks: int            # FT-VAR-OAK-BURN: hawks the Guardian places per burned Oak
    oaks_to_fall: int         # FT-VAR-OAK-THIRD: the Oak whose burning fells the Guardian
    oak_winds: str            # FT-BURN-RETIRED-WIND [INTERP]: no_tower | always
    oaks: dict                # side -> {"crown": (sq, sq), "lower": (sq, sq)} (Q22)


def _read_variants(board_path: Path, rules_path: Path, cfg: Config) -> VariantsConfig:
    board, rules = load_yaml(board_path), load_yaml(rules_path)
    node = rules["variants"]
    pairs = []
    for item in node["double_towers"].list(2):
        pair = tuple(d.str(cfg.towers) for d in item.list(2))
        if abs(cfg.towers.index(pair[0]) - cfg.towers.index(pair[1])) not in (1, 3):
            raise DataError(item.file, item.path, "two adjacent towers", list(pair))
        pairs.append(pair)
    if sorted(t for p in pairs for t in p) != sorted(cfg.towers):
        raise DataError(node.file, "variants.double_towers", "every tower once", [list(p) for p in pairs])
    oaks, used = {}, set()
    for side in CARDINALS:
        parts = {}
        for part in ("crown", "lower"):
            squares = []
            for item in board["oaks"][side][part].list(2):
                r, c = (d.int(0, cfg.size - 1) for d in item.list(2))
                sq = r * cfg.size + c
                if cfg.zone_map[sq] is not None or sq in cfg.eternal or sq in used:
                    raise DataError(item.file, item.path, "a free square outside tower zones, once", [r, c])
                used.add(sq)
                squares.append(sq)
            parts[part] = tuple(squares)
        oaks[side] = parts
    return VariantsConfig(tuple(pairs), node["ghost_hand"].int(1, 12), node["ghost_bucket"].bool(),
                          node["ghost_rival_burned"].str(("shadow", "out")),
                          node["guardian_seat"].str(("last",)), node["guardian_hawks"].int(0, 6),
                          node["guardian_bucket"].bool(), node["oak_hawks"].int(0, 3),
                          node["oaks_to_fall"].int(1, 4), node["oak_winds"].str(("no_tower", "always")),
                          oaks)


def _read_minis(rules_path: Path, cfg: Config) -> dict:
    """The mini-expansions' numbers (rules.yaml `minis`, rules_minis.py)."""
    node = load_yaml(rules_path)["minis"]
    per = {n: _by_count(node["water_gems_per_player"], n).int(0, 12)
           for n in range(cfg.players_min, cfg.players_max + 1)}
    return {"water_gems_per_player": per}


def _read_weather(rules_path: Path) -> dict:
    """FT-EW-*: the Extreme Weather numbers and the recommended events (rules.yaml `weather`)."""
    node = load_yaml(rules_path)["weather"]
    extra = EVENTS[3:]
    recommended = [d.str(extra) for d in node["recommended_events"].list(empty=True)]
    if len(set(recommended)) != len(recommended):
        raise DataError(node.file, "weather.recommended_events", "different events", recommended)
    two = node["mobilization_two_players"]
    return {"recommended_events": tuple(recommended),
            "lookout_draw": node["lookout_draw"].int(1, 9), "patrol_draw": node["patrol_draw"].int(1, 9),
            "mobilization_two_players": {"draw": two["draw"].int(2, 12), "rounds": two["rounds"].int(1, 6)},
            "flock_hawks": node["flock_hawks"].int(1, 6), "coyote_cards": node["coyote_cards"].int(1, 6)}
