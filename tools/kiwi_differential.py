#!/usr/bin/env python3
"""Differential test data for the Cassowary solver: random systems solved by kiwisolver.

Generates seeded random constraint systems, solves each with kiwisolver (the Python binding of
the C++ kiwi solver) and writes one JSON file that Tests/CassowaryTests/KiwiDifferentialTests.swift
replays on our Solver.

    pip install kiwisolver
    python3 tools/kiwi_differential.py --out Tests/CassowaryTests/Fixtures/kiwi-differential.json

Uses only the standard library and kiwisolver. Randomness comes from a SplitMix64 generator written
out here (not `random`); kiwi's results are rounded to 1e-8 (see tidy) and the JSON is written with
sorted keys and Python's float repr, so the same seed and count give byte-identical output on any
Python 3 (checked on 3.10-3.13 with kiwisolver 1.5.1). `--count 1000 --seed 1` takes under a second.

Each system has 3-8 variables (indices 0..<n) and 3-14 operations (a tenth of the adds repeat an
earlier constraint, as it is or negated):
  {"op": "add", "id": 7, "terms": [[var, coeff], ...], "constant": c, "relation": "<=",
   "priority": 1000 | 500, "rejected": true (only when kiwi raised UnsatisfiableConstraint)}
      the constraint  sum(coeff * var) + constant RELATION 0
  {"op": "remove", "id": 7}                 remove a constraint added (and accepted) before
  {"op": "edit", "var": 2, "value": -40}    addEditVariable(var, optional level) + suggestValue
There is one optional level only: priority 500 in our solver, kiwisolver.strength.medium in kiwi
(kiwi weighs strengths, ours orders priorities strictly; with one level both minimise the plain
sum of violations). Per system the file records kiwi's final values, the objective (sum of the
violations of the active optional constraints and edit constraints, computed from kiwi's values),
whether after every op every active required constraint held by kiwi's Constraint.violated()
("requiredOK"; violated() compares inequalities exactly, so a constraint it flags still counts as
holding when off by at most 1e-9 of round-off; kiwi can be wrong here, e.g. after removing one of
two equal required equalities), "kiwiOK": requiredOK and every rejection confirmed by a fresh kiwi
Solver (when false, kiwi is no reference and the test checks our solver on its own), and "determined": the variables whose value is the same in every
optimal solution, found by minimising and maximising each variable over the optimal face with kiwi
(which also re-solves each system from scratch and stops if kiwi's incremental objective or
values disagree with it while requiredOK is true).
"""

import argparse
import json
import sys
import time

import kiwisolver as kiwi

MASK64 = (1 << 64) - 1
REQUIRED = 1000
OPTIONAL = 500
OPTIONAL_STRENGTH = kiwi.strength.medium
FORMAT_VERSION = 1
# A variable counts as determined when its range over the optimal face is below this width.
DETERMINED_WIDTH = 1e-6
# Box used to probe a variable's range over the optimal face.
PROBE = 1e6


class SplitMix64:
    """Steele, Lea and Flood's SplitMix64, with explicit 64-bit masking."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        return self.next() % n

    def between(self, lo, hi):
        """An integer in lo...hi."""
        return lo + self.below(hi - lo + 1)

    def chance(self, num, den):
        return self.below(den) < num

    def pick(self, items):
        return items[self.below(len(items))]


def number(x):
    """An int when integral, so the JSON reads 2 rather than 2.0 for coefficients."""
    return int(x) if x == int(x) else x


def tidy(x):
    """x rounded to 1e-8 (to 10 significant digits from 100 up), with -0.0 as 0.0.

    kiwi's results carry round-off of about 1e-13 that depends on memory addresses (kiwi orders
    an expression's terms by the address of each variable), so without rounding the file would
    differ from run to run; the test's tolerance is 1e-6.
    """
    x = round(x, 8) if abs(x) < 100 else float("%.10g" % x)
    return x + 0.0


def coefficient(rng):
    if rng.chance(1, 2):
        return rng.pick([1, -1])
    halves = rng.pick([k for k in range(-10, 11) if k != 0])
    return number(halves / 2)


def random_constraint(rng, n):
    priority = REQUIRED if rng.chance(11, 20) else OPTIONAL
    if rng.chance(7, 20):
        # An anchor: v == k (mostly) or a one-sided bound, which pins variables down.
        v = rng.below(n)
        coeff = rng.pick([1, -1]) if rng.chance(3, 4) else coefficient(rng)
        terms = [[v, coeff]]
        relation = "==" if rng.chance(3, 5) else rng.pick(["<=", ">="])
    else:
        count = rng.between(1, 3)
        used = []
        terms = []
        for _ in range(count):
            if used and rng.chance(1, 20):
                v = rng.pick(used)  # now and then a variable twice, which both solvers add up
            else:
                v = rng.below(n)
                while v in used and len(used) < n:
                    v = rng.below(n)
            used.append(v)
            terms.append([v, coefficient(rng)])
        relation = rng.pick(["==", "==", "<=", ">="])
    return {
        "op": "add",
        "terms": terms,
        "constant": rng.between(-50, 50),
        "relation": relation,
        "priority": priority,
    }


def repeated_constraint(rng, earlier):
    """An earlier constraint again (as Auto Layout code often adds one twice), or negated.

    Redundant required equalities are where kiwi's removal goes wrong (see the test).
    """
    sign = rng.pick([1, -1])
    flip = {"==": "==", "<=": ">=", ">=": "<="}
    return {
        "op": "add",
        "terms": [[v, number(sign * c)] for v, c in earlier["terms"]],
        "constant": sign * earlier["constant"],
        "relation": earlier["relation"] if sign == 1 else flip[earlier["relation"]],
        "priority": REQUIRED if rng.chance(3, 4) else OPTIONAL,
    }


def kiwi_constraint(op, variables, strength=None):
    expr = kiwi.Expression(
        [kiwi.Term(variables[v], float(c)) for v, c in op["terms"]], float(op["constant"])
    )
    if strength is None:
        strength = kiwi.strength.required if op["priority"] == REQUIRED else OPTIONAL_STRENGTH
    return kiwi.Constraint(expr, op["relation"], strength)


def violation(op, values):
    x = op["constant"] + sum(c * values[v] for v, c in op["terms"])
    if op["relation"] == "==":
        return abs(x)
    if op["relation"] == "<=":
        return max(0.0, x)
    return max(0.0, -x)


def fresh_solver(variables):
    """A kiwi Solver that has given its internal symbols to the variables in index order.

    kiwi's Constraint sorts an expression's terms by the address of each Variable's data and hands
    out a symbol the first time it meets a variable, and the simplex breaks ties (Bland's rule) by
    symbol, so without this the run would depend on memory addresses. A variable keeps its symbol
    after the constraint that introduced it is removed.
    """
    solver = kiwi.Solver()
    for v in variables:
        register(solver, v)
    return solver


def register(solver, v):
    c = (v == 0) | "weak"
    solver.addConstraint(c)
    solver.removeConstraint(c)


class KiwiReplay:
    """A kiwi Solver plus the accepted operations it has seen, so it can be rebuilt."""

    def __init__(self, variables):
        self.variables = variables
        self.accepted = []
        self.rebuild()

    def rebuild(self):
        self.solver = fresh_solver(self.variables)
        self.constraints = {}
        for op in self.accepted:
            self.apply(op)

    def apply(self, op):
        kind = op["op"]
        if kind == "add":
            c = kiwi_constraint(op, self.variables)
            self.solver.addConstraint(c)
            self.constraints[op["id"]] = c
        elif kind == "remove":
            self.solver.removeConstraint(self.constraints.pop(op["id"]))
        else:
            v = self.variables[op["var"]]
            self.solver.addEditVariable(v, OPTIONAL_STRENGTH)
            self.solver.suggestValue(v, float(op["value"]))

    def perform(self, op):
        """Apply op; on UnsatisfiableConstraint mark it rejected and rebuild (kiwi bug #52)."""
        try:
            self.apply(op)
        except kiwi.UnsatisfiableConstraint:
            op["rejected"] = True
            self.rebuild()
            return
        self.accepted.append(op)


def determined_variables(n, active, edits, objective, kiwi_ok):
    """{index: value} of the variables with one value over the optimal face, probed with kiwi.

    The optimal face: every required constraint, and e_i >= violation_i for each optional
    constraint with sum(e_i) <= objective. Each variable is pushed to -PROBE and +PROBE by a single
    optional constraint (so kiwi minimises, then maximises it over that face).
    """
    variables = [kiwi.Variable("x%d" % i) for i in range(n)]
    solver = fresh_solver(variables)
    errors = []
    for op in active:
        if op["priority"] == REQUIRED:
            try:
                solver.addConstraint(kiwi_constraint(op, variables))
            except kiwi.UnsatisfiableConstraint:
                if kiwi_ok:
                    raise
                return {}  # kiwi broke a required constraint and then accepted a conflicting one
            continue
        e = kiwi.Variable("e%d" % op["id"])
        register(solver, e)
        errors.append(e)
        expr = kiwi.Expression(
            [kiwi.Term(variables[v], float(c)) for v, c in op["terms"]], float(op["constant"])
        )
        if op["relation"] in ("==", "<="):
            solver.addConstraint(e >= expr)
        if op["relation"] in ("==", ">="):
            solver.addConstraint(e >= -expr)
        if op["relation"] != "==":
            solver.addConstraint(e >= 0)
    for var, value in edits.items():
        e = kiwi.Variable("edit%d" % var)
        register(solver, e)
        errors.append(e)
        solver.addConstraint(e >= variables[var] - value)
        solver.addConstraint(e >= value - variables[var])
    if errors:
        total = sum(errors[1:], kiwi.Expression([kiwi.Term(errors[0])]))
        # Cross-check the incremental solve: minimise the sum of the errors from scratch.
        minimise = (total <= 0) | "weak"
        solver.addConstraint(minimise)
        solver.updateVariables()
        optimum = sum(e.value() for e in errors)
        if not kiwi_ok:
            objective = optimum  # kiwi broke a required constraint: probe the true optimal face
        elif abs(optimum - objective) > 1e-7 * max(1.0, abs(objective)):
            raise SystemExit("kiwi's objective %r is not the optimum %r" % (objective, optimum))
        solver.removeConstraint(minimise)
        solver.addConstraint(total <= objective + 1e-9)
    result = {}
    for i, v in enumerate(variables):
        low = (v <= -PROBE) | "weak"
        solver.addConstraint(low)
        solver.updateVariables()
        lo = v.value()
        solver.removeConstraint(low)
        high = (v >= PROBE) | "weak"
        solver.addConstraint(high)
        solver.updateVariables()
        hi = v.value()
        solver.removeConstraint(high)
        if hi - lo < DETERMINED_WIDTH:
            result[i] = (lo + hi) / 2
    return result


def kiwi_required_hold(replay, active, variables):
    """Whether kiwi's current solution keeps every active required constraint.

    kiwi's Constraint.violated() compares inequalities exactly (== within 1e-8), so 1e-13 of
    round-off counts as violated; a constraint it flags still holds if off by at most 1e-9.
    """
    replay.solver.updateVariables()
    values = [v.value() for v in variables]
    return all(
        violation(op, values) <= 1e-9
        for cid, op in active.items()
        if op["priority"] == REQUIRED and replay.constraints[cid].violated()
    )


def rejection_confirmed(n, active, op):
    """Whether a fresh kiwi Solver also finds op unsatisfiable with the active required constraints.

    kiwi's incremental solver can reject a constraint that holds together with the others, after
    removing one of two equal required equalities has left a dummy variable in its basis.
    """
    variables = [kiwi.Variable("y%d" % i) for i in range(n)]
    solver = fresh_solver(variables)
    try:
        for cid in sorted(active):
            if active[cid]["priority"] == REQUIRED:
                solver.addConstraint(kiwi_constraint(active[cid], variables))
        solver.addConstraint(kiwi_constraint(op, variables))
    except kiwi.UnsatisfiableConstraint:
        return True
    return False


def generate_system(rng):
    n = rng.between(3, 8)
    count = rng.between(3, 14)
    variables = [kiwi.Variable("v%d" % i) for i in range(n)]
    replay = KiwiReplay(variables)
    ops = []
    next_id = 1  # constraint ids restart at 1 in each system
    active = {}  # id -> accepted add op, not yet removed
    edits = {}  # var -> suggested value
    required_ok = True
    rejections_ok = True
    for _ in range(count):
        free = [v for v in range(n) if v not in edits]
        if active and rng.chance(1, 8):
            op = {"op": "remove", "id": rng.pick(sorted(active))}
            del active[op["id"]]
        elif free and rng.chance(1, 8):
            op = {"op": "edit", "var": rng.pick(free), "value": rng.between(-100, 100)}
            edits[op["var"]] = op["value"]
        else:
            added = [o for o in ops if o["op"] == "add"]
            if added and rng.chance(1, 10):
                op = repeated_constraint(rng, rng.pick(added))
            else:
                op = random_constraint(rng, n)
            op["id"] = next_id
            next_id += 1
        replay.perform(op)
        if op["op"] == "add" and not op.get("rejected"):
            active[op["id"]] = op
        ops.append(op)
        # Once kiwi breaks a required constraint its later answers (rejections included) are no
        # reference either, so this is checked after every op, not only at the end.
        required_ok = required_ok and kiwi_required_hold(replay, active, variables)
        if op.get("rejected") and not rejection_confirmed(n, active, op):
            rejections_ok = False

    values = [v.value() for v in variables]  # kiwi_required_hold updated them
    objective = 0.0
    for cid in sorted(active):
        if active[cid]["priority"] != REQUIRED:
            objective += violation(active[cid], values)
    for var in sorted(edits):
        objective += abs(values[var] - edits[var])
    determined = determined_variables(
        n, [active[cid] for cid in sorted(active)], edits, objective, required_ok and rejections_ok
    )
    for i, value in determined.items():
        # The probe solves the final system from scratch; kiwi's incremental values must agree
        # unless kiwi broke a required constraint (then the test only checks our solver).
        if required_ok and rejections_ok and abs(value - values[i]) > 1e-6 * max(1.0, abs(value)):
            raise SystemExit("kiwi's v%d = %r, re-solved %r: %r" % (i, values[i], value, ops))
    system = {
        "variables": n,
        "ops": ops,
        "values": [tidy(x) for x in values],
        "objective": tidy(objective),
        "requiredOK": required_ok,
        "kiwiOK": required_ok and rejections_ok,
        "determined": sorted(determined),
    }
    return system


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=1000, help="number of systems (1000)")
    parser.add_argument("--seed", type=int, default=1, help="PRNG seed (1)")
    parser.add_argument("--out", required=True, help="JSON file to write ('-' for stdout)")
    args = parser.parse_args(argv)

    started = time.monotonic()
    seeds = SplitMix64(args.seed)
    systems = []
    for _ in range(args.count):
        # Each system has its own stream, so a system does not depend on how many numbers the
        # systems before it drew.
        systems.append(generate_system(SplitMix64(seeds.next())))
    document = {
        "format": FORMAT_VERSION,
        "seed": args.seed,
        "count": args.count,
        "optionalPriority": OPTIONAL,
        "systems": systems,
    }
    text = json.dumps(document, sort_keys=True, separators=(",", ":"), allow_nan=False)
    # One system per line keeps diffs of the fixture readable.
    text = text.replace(',{"determined":', ',\n{"determined":')
    if args.out == "-":
        sys.stdout.write(text + "\n")
    else:
        with open(args.out, "w", encoding="utf-8", newline="\n") as f:
            f.write(text + "\n")

    rejected = sum(1 for s in systems for op in s["ops"] if op.get("rejected"))
    determined = sum(len(s["determined"]) for s in systems)
    total = sum(s["variables"] for s in systems)
    bad = sum(1 for s in systems if not s["requiredOK"])
    wrong = sum(1 for s in systems if not s["kiwiOK"])
    print(
        "%d systems, %d ops (%d rejected), %d/%d variables determined (%.0f%%), "
        "%d systems where kiwi broke a required constraint, %d where kiwi is no reference, %.1f s"
        % (
            len(systems),
            sum(len(s["ops"]) for s in systems),
            rejected,
            determined,
            total,
            100.0 * determined / max(total, 1),
            bad,
            wrong,
            time.monotonic() - started,
        ),
        file=sys.stderr,
    )


if __name__ == "__main__":
    main()
