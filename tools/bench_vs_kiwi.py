#!/usr/bin/env python3
"""Run layoutsim's solver benchmark and the same workloads through kiwisolver; print both.

Builds the Swift benchmark (Benchmarks/, release), runs it with --json and --export DIR, then replays
every exported operation trace with kiwisolver (one child process per trace): the same operations,
the same phases, a warm-up and then the same number of repeats, the median of them. It prints one table (workload, N, phase,
layoutsim ms, kiwi ms, kiwi / layoutsim) or, with --json, the same rows as JSON.

Fairness:
  * kiwi Variables and Constraints are made before the clock starts, as the Swift side builds its
    Constraint values before its clock starts; each repeat starts from a fresh kiwi Solver.
  * a phase's time is its operations plus making every variable's value available: the Swift side
    reads all values, kiwi runs Solver.updateVariables() (reading them back into Python is left out).
  * the kiwi side still pays Python's call overhead, roughly 0.1 µs per operation.

Priorities map to kiwi strengths by order: 1000 -> required, optional p -> 10 ** (6 p / 1000), which
spans kiwi's own range (999 -> ~9.9e5 ~ "strong" 1e6, 500 -> 1e3 "medium", 250 -> ~32, 0 -> 1 "weak").
Wider ranges break kiwi: with 10 ** (9 p / 1000) (999 -> ~9.8e8), float cancellation leaves
objective coefficients above kiwi's 1e-8 epsilon and removing constraints aborts the process with
"InternalSolverError: The objective is unbounded" (seen with kiwisolver 1.5.1 on Hierarchy Removal).
kiwi weighs strengths where layoutsim orders priorities strictly, so the two could choose
different optima; the check values tell.

Checks: after each phase the benchmark exports the values of some variables that its solver says
are not ambiguous; kiwi's values must agree (|diff| <= 1e-6 * max(1, |value|)). A difference
("DIFFER"), or kiwi refusing an operation, makes the exit status 1. If kiwi and layoutsim disagree on
whether an add is satisfiable (this happens on the ill-conditioned Random add/remove workload), the
replay goes on with kiwi's decision, values are not compared, and the row says "decisions": listed,
but not an error. kiwi's internal errors abort its process (kiwisolver does not turn them into
Python exceptions); the phases before the one that aborted are then timed on their own, and the
abort counts as an error unless add outcomes already differed.

This script installs nothing; CI installs kiwisolver (pip install kiwisolver).

  python3 tools/bench_vs_kiwi.py [--json] [--sizes 100,400] [--workload long-row]... [--repeats K]
                                 [--skip-build] [--keep-traces DIR] [--kiwi-timeout S] [--kiwi-budget S]

Time limits: kiwi's replay grows cubically on some shapes (Long Row at N = 1600 takes more than ten
minutes), so each kiwi phase is capped (--kiwi-timeout, 120 s): a phase that does not finish in time
is printed as "kiwi did not finish in T s", its ratio a lower bound (T / layoutsim's time), and the
phases after it as not reached. kiwi's repeats of one workload stop once they would take more than
--kiwi-budget seconds (60), at least one; the "runs" column says how many were timed.
"""

from __future__ import annotations

import argparse
import functools
import gc
import json
import math
import platform
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import NoReturn

REPO = Path(__file__).resolve().parent.parent
TOLERANCE = 1e-6


def fail(message: str) -> NoReturn:
    print(f"bench_vs_kiwi.py: {message}", file=sys.stderr)
    sys.exit(2)


def import_kiwi():
    try:
        import kiwisolver
    except ImportError:
        fail(
            "kiwisolver is not installed for " + sys.executable
            + " (this script installs nothing; install it with: python3 -m pip install kiwisolver)"
        )
    return kiwisolver


def swift_benchmark(args) -> tuple[list[dict], Path, list[dict]]:
    """Builds and runs the Swift benchmark; returns its --json results and the trace directory."""
    if args.binary:
        binary = Path(args.binary)
    else:
        build = ["swift", "build", "-c", "release", "--package-path", "Benchmarks"]
        if not args.skip_build:
            print("+ " + " ".join(build), file=sys.stderr, flush=True)
            done = subprocess.run(build, cwd=REPO, stdout=sys.stderr, stderr=sys.stderr)
            if done.returncode != 0:
                fail("the Swift benchmark did not build")
        bin_path = subprocess.run(
            build + ["--show-bin-path"], cwd=REPO, capture_output=True, text=True, check=True
        ).stdout.strip()
        binary = Path(bin_path) / "layoutsim-benchmarks"
    if not binary.exists():
        fail(f"{binary} does not exist (build it, or drop --skip-build)")

    traces = Path(args.keep_traces) if args.keep_traces else Path(tempfile.mkdtemp(prefix="layoutsim-traces-"))
    traces.mkdir(parents=True, exist_ok=True)
    command = [str(binary), "--json", "--export", str(traces)]
    if args.sizes:
        command += ["--sizes", args.sizes]
    for name in args.workload or []:
        command += ["--workload", name]
    if args.repeats:
        command += ["--repeats", str(args.repeats)]
    print("+ " + " ".join(command), file=sys.stderr, flush=True)
    done = subprocess.run(command, cwd=REPO, stdout=subprocess.PIPE, stderr=sys.stderr, text=True)
    if done.returncode != 0:
        fail(f"the Swift benchmark failed (exit {done.returncode})")
    out = json.loads(done.stdout)
    return out["results"], traces, out.get("end_to_end", [])


class Replay:
    """One exported trace, turned into kiwi objects once and replayed on fresh solvers."""

    def __init__(self, kiwi, trace: dict):
        self.kiwi = kiwi
        self.trace = trace
        self.variables = [kiwi.Variable(name) for name in trace["variables"]]
        required = kiwi.strength.required

        def strength(priority: float) -> float:
            return required if priority >= 1000 else 10 ** (6 * priority / 1000)

        self.strength = strength
        # Phases: [name, ops, endPhase op]; constraints made once per id (a re-add reuses it).
        self.phases: list[tuple[str, list[tuple], dict]] = []
        by_id: dict[int, object] = {}
        current: list[tuple] | None = None
        name = None
        for op in trace["ops"]:
            kind = op["op"]
            if kind == "phase":
                name, current = op["name"], []
            elif kind == "endPhase":
                self.phases.append((name, current, op))
                current = None
            elif kind == "add":
                c = by_id.get(op["id"])
                if c is None:
                    terms = [kiwi.Term(self.variables[v], coefficient) for v, coefficient in op["terms"]]
                    expression = kiwi.Expression(terms, op["constant"])
                    c = kiwi.Constraint(expression, op["relation"], strength(op["priority"]))
                    by_id[op["id"]] = c
                current.append(("addFail" if op.get("expect") == "unsatisfiable" else "add", c, op["id"]))
            elif kind == "remove":
                current.append(("remove", by_id[op["id"]], op["id"]))
            elif kind == "addEdit":
                current.append(("addEdit", self.variables[op["var"]], strength(op["priority"])))
            elif kind == "suggest":
                current.append(("suggest", self.variables[op["var"]], op["value"]))
            else:
                raise ValueError(f"unknown op {kind!r} in {trace['workload']}")

    def _bind(self, solver, ops, decisions: list, absent: set):
        """The phase's operations as argument-free calls on `solver` (made before the clock starts).

        An add whose outcome differs from layoutsim's is recorded in `decisions` and replay goes on
        (a later remove of a constraint kiwi rejected is skipped), so the timings stay comparable.
        """
        Unsatisfiable = self.kiwi.UnsatisfiableConstraint

        def add(c, cid):
            try:
                solver.addConstraint(c)
            except Unsatisfiable:
                decisions.append(f"kiwi rejects {cid}")
                absent.add(cid)

        def add_must_fail(c, cid):
            try:
                solver.addConstraint(c)
            except Unsatisfiable:
                return
            decisions.append(f"kiwi accepts {cid}")
            absent.discard(cid)

        def remove(c, cid):
            if cid in absent:
                absent.discard(cid)
            else:
                solver.removeConstraint(c)

        calls = []
        for kind, a, b in ops:
            if kind == "add":
                calls.append(functools.partial(add, a, b))
            elif kind == "addFail":
                calls.append(functools.partial(add_must_fail, a, b))
                absent.add(b)
            elif kind == "remove":
                calls.append(functools.partial(remove, a, b))
            elif kind == "addEdit":
                calls.append(functools.partial(solver.addEditVariable, a, b))
            else:
                calls.append(functools.partial(solver.suggestValue, a, b))
        calls.append(solver.updateVariables)
        return calls

    def run_once(self, phases: int, report) -> bool:
        """Replays the first `phases` phases on a fresh solver, calling `report(index, ms, cpu_ms)`
        after each (the time, and the CPU time of this single-threaded child).

        Returns False if kiwi raised (a Python exception; kiwi's internal errors abort the process).
        """
        solver = self.kiwi.Solver()
        decisions: list[str] = []
        absent: set = set()
        for index, (name, ops, end) in enumerate(self.phases[:phases]):
            calls = self._bind(solver, ops, decisions, absent)
            gc.disable()
            try:
                start = time.perf_counter_ns()
                cpu_start = time.process_time_ns()
                for call in calls:
                    call()
                elapsed = time.perf_counter_ns() - start
                cpu = time.process_time_ns() - cpu_start
            except Exception as error:  # kiwi refused an operation the Swift solver accepted
                gc.enable()
                self.problem(f"{name}: kiwi raised {type(error).__name__}: {error}")
                return False
            gc.enable()
            report(index, elapsed / 1e6, cpu / 1e6)
            if decisions:
                # Not the same problem any more: values cannot be compared.
                self.decision(f"{name}: {len(decisions)} add outcomes differ ({', '.join(decisions[:4])})")
            else:
                self._check(name, end)
        return True

    # Found problems are printed at once (JSON lines), so they survive a kiwi abort.
    def problem(self, text: str):
        print(json.dumps({"kind": "problem", "text": text}), flush=True)

    def decision(self, text: str):
        print(json.dumps({"kind": "decision", "text": text}), flush=True)

    def _check(self, phase: str, end: dict):
        bad = []
        for v, expected in end["check"]:
            got = self.variables[v].value()
            if abs(got - expected) > TOLERANCE * max(1.0, abs(expected)):
                bad.append(f"{self.trace['variables'][v]}: kiwi {got!r}, layoutsim {expected!r}")
        if bad:
            self.problem(f"{phase}: {len(bad)} of {len(end['check'])} values differ: " + "; ".join(bad[:3]))


def replay_trace(kiwi, path: Path, phases: int | None, budget: float) -> int:
    """Child process: replays one trace, a warm-up then its repeats, printing JSON lines.

    The repeats stop early once they would take more than `budget` seconds in all (at least one
    repeat runs when the warm-up took less than the budget): kiwi grows cubically on some shapes,
    and eleven replays of a phase that takes minutes tell no more than one.
    """
    with open(path) as f:
        trace = json.load(f)
    replay = Replay(kiwi, trace)
    phases = len(replay.phases) if phases is None else phases

    def report(warm):
        return lambda index, ms, cpu_ms: print(
            json.dumps({"kind": "phase", "warm": warm, "phase": index, "ms": ms, "cpu_ms": cpu_ms}),
            flush=True,
        )

    start = time.perf_counter()
    if replay.run_once(phases, report(True)):  # warm-up, checked like every repeat
        warm = time.perf_counter() - start
        repeats = max(1, min(trace["repeats"], int(budget / warm))) if warm < budget else 0
        print(json.dumps({"kind": "repeats", "count": repeats}), flush=True)
        for _ in range(repeats):
            if not replay.run_once(phases, report(False)):
                break
    # The child's peak resident memory: Python, the trace and kiwi's solver (Linux reports KiB).
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    print(json.dumps({"kind": "memory", "peak_mib": peak}), flush=True)
    return 0


def run_child(command: list[str], phase_timeout: float) -> tuple[int | None, list[dict], str]:
    """Runs a replay child, reading its JSON lines as they come. The child is killed when no phase
    has finished for `phase_timeout` seconds (the clock restarts at each phase line).
    Returns its exit status (None when killed), its lines and its stderr's last line."""
    child = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines: list[dict] = []
    killed = False

    def read():
        for raw in child.stdout:
            raw = raw.strip()
            if raw.startswith("{") and raw.endswith("}"):
                lines.append(json.loads(raw))

    reader = threading.Thread(target=read, daemon=True)
    reader.start()
    seen, last = 0, time.monotonic()
    while reader.is_alive():
        reader.join(timeout=0.2)
        phase_lines = sum(1 for line in lines if line["kind"] == "phase")
        if phase_lines != seen:
            seen, last = phase_lines, time.monotonic()
        elif time.monotonic() - last > phase_timeout:
            child.kill()
            killed = True
            break
    reader.join()
    child.wait()
    error = (child.stderr.read().strip().splitlines() or ["no message"])[-1].strip()
    return (None if killed else child.returncode), lines, error


def kiwi_replay(path: Path, phase_names: list[str], phase_timeout: float, budget: float) -> dict:
    """Replays a trace in child processes; returns samples per phase, problems and decisions.

    A phase that does not finish within `phase_timeout` seconds ends the replay: that phase is
    reported as timed out (its ratio a lower bound), the phases after it as not reached. Phases
    that finished only in the warm-up keep the warm-up's time as their one sample.

    kiwi's internal errors ("Dual optimize failed", "The objective is unbounded") abort the
    process. Then the phases before the one that aborted are replayed again on their own.
    """

    def child(phases: int | None):
        command = [sys.executable, __file__, "--replay-trace", str(path), "--budget", str(budget)]
        if phases is not None:
            command += ["--phases", str(phases)]
        return run_child(command, phase_timeout)

    samples: list[list[float]] = [[] for _ in phase_names]
    warm: list[list[float]] = [[] for _ in phase_names]
    cpu: list[list[float]] = [[] for _ in phase_names]
    warm_cpu: list[list[float]] = [[] for _ in phase_names]
    repeats: list[int] = []
    peak: list[float] = []
    problems: dict[str, None] = {}
    decisions: dict[str, None] = {}

    def collect(lines):
        for line in lines:
            if line["kind"] == "phase":
                (warm if line["warm"] else samples)[line["phase"]].append(line["ms"])
                (warm_cpu if line["warm"] else cpu)[line["phase"]].append(line["cpu_ms"])
            elif line["kind"] == "memory":
                peak.append(line["peak_mib"])
            elif line["kind"] == "repeats":
                repeats.append(line["count"])
            elif line["kind"] == "problem":
                problems[line["text"]] = None
            else:
                decisions[line["text"]] = None

    status, lines, error = child(None)
    collect(lines)
    timed_out = None  # the index of the phase that did not finish
    if status is None:
        # Killed in the warm-up: the phase after the last one that finished did not. Killed in a
        # repeat: every phase finished at least once and keeps what finished.
        warm_done = [line["phase"] for line in lines if line["kind"] == "phase" and line["warm"]]
        if len(warm_done) < len(phase_names):
            timed_out = max(warm_done, default=-1) + 1
    elif status != 0:
        warm_done = [line["phase"] for line in lines if line["kind"] == "phase" and line["warm"]]
        failed = max(warm_done, default=-1) + 1
        where = phase_names[failed] if failed < len(phase_names) else "?"
        text = f"{where}: kiwi aborted (exit {status}): {error}"
        # After add outcomes already differ, kiwi is in a state of its own: not an error of ours.
        (decisions if decisions else problems)[text] = None
        if 0 < failed and not any(samples[:failed]):
            status, lines, error = child(failed)
            collect(lines)
    runs = []
    for i in range(len(phase_names)):
        if not samples[i] and warm[i]:
            samples[i] = warm[i][:1]  # the warm-up was the only run that finished
            cpu[i] = warm_cpu[i][:1]
        runs.append(len(samples[i]))
    return {"samples": samples, "cpu_samples": cpu, "runs": runs, "problems": list(problems), "decisions": list(decisions),
            "timed_out": timed_out, "peak_mib": max(peak) if peak else None}


def median(xs):
    return statistics.median(xs) if xs else float("nan")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--json", action="store_true", help="print the rows as JSON")
    parser.add_argument("--sizes", help="comma-separated N values, passed to the benchmark")
    parser.add_argument("--workload", action="append", help="workload name or slug (repeatable)")
    parser.add_argument("--repeats", type=int, help="repeats per measurement, passed to the benchmark")
    parser.add_argument("--skip-build", action="store_true", help="use the benchmark binary already built")
    parser.add_argument("--binary", help="path of a layoutsim-benchmarks binary to use instead of building")
    parser.add_argument("--keep-traces", metavar="DIR", help="export the traces here and keep them")
    parser.add_argument("--kiwi-timeout", type=float, default=120,
                        help="seconds one kiwi phase may take before the replay stops and the phase is "
                        "reported as not finished, its ratio a lower bound (120)")
    parser.add_argument("--kiwi-budget", type=float, default=60,
                        help="seconds kiwi's repeats of one workload may take in all: fewer repeats where "
                        "kiwi is slow, at least one (60)")
    parser.add_argument("--replay-trace", metavar="FILE", help=argparse.SUPPRESS)  # child process
    parser.add_argument("--phases", type=int, help=argparse.SUPPRESS)  # child process
    parser.add_argument("--budget", type=float, default=60, help=argparse.SUPPRESS)  # child process
    args = parser.parse_args()

    kiwi = import_kiwi()
    if args.replay_trace:
        return replay_trace(kiwi, Path(args.replay_trace), args.phases, args.budget)
    results, traces, end_to_end = swift_benchmark(args)

    rows = []
    problems = []
    decisions = []
    for result in results:
        path = traces / result["trace"]
        label = f"{result['workload']} N={result['n']}" if result["n"] is not None else result["workload"]
        print(f"kiwi: {label} x{result['repeats']}", file=sys.stderr, flush=True)
        replayed = kiwi_replay(path, [phase["name"] for phase in result["phases"]], args.kiwi_timeout,
                               args.kiwi_budget)
        samples = replayed["samples"]
        stopped = replayed["timed_out"]
        for i, phase in enumerate(result["phases"]):
            ours = phase["median_ms"]
            theirs_samples = samples[i] if i < len(samples) else []
            theirs = median(theirs_samples)
            timeout = stopped == i
            rows.append(
                {
                    "workload": result["workload"],
                    "n": result["n"],
                    "phase": phase["name"],
                    "repeats": result["repeats"],
                    "kiwi_runs": replayed["runs"][i],
                    "layoutsim_ms": ours,
                    "kiwi_ms": theirs,
                    "kiwi_cpu_ms": median(replayed["cpu_samples"][i] if i < len(replayed["cpu_samples"]) else []),
                    "ratio": theirs / ours if ours and theirs == theirs else None,
                    # kiwi did not finish this phase within the timeout: the ratio is a lower bound,
                    # kiwi's time above `kiwi_timeout_s`.
                    "kiwi_timeout_s": args.kiwi_timeout if timeout else None,
                    "layoutsim_samples_ms": phase["samples_ms"],
                    "kiwi_samples_ms": theirs_samples,
                    "layoutsim_peak_mib": result.get("peak_mib"),
                    "kiwi_peak_mib": replayed["peak_mib"],
                    "check": "timeout" if timeout else ("not reached" if stopped is not None and i > stopped else (
                        "differ" if replayed["problems"] else ("decisions" if replayed["decisions"] else "ok"))),
                }
            )
        problems += [f"{label}: {p}" for p in replayed["problems"]]
        decisions += [f"{label}: {d}" for d in replayed["decisions"]]
    if not args.keep_traces:
        for f in traces.glob("*.json"):
            f.unlink()
        traces.rmdir()

    if args.json:
        json.dump(
            {
                "kiwisolver": kiwi.__version__,
                "python": platform.python_version(),
                "ratio": "kiwi_ms / layoutsim_ms (above 1: layoutsim is faster)",
                "rows": rows,
                "growth": growth_exponents(rows),
                "end_to_end": end_to_end_rows(end_to_end, rows),
                "problems": problems,
                "decision_differences": decisions,
            },
            sys.stdout,
            indent=1,
        )
        print()
    else:
        print_table(rows, kiwi.__version__)
        print_growth(growth_exponents(rows))
        print_end_to_end(end_to_end_rows(end_to_end, rows))
        for p in problems:
            print("DIFFER " + p)
        for d in decisions:
            print("DECISIONS " + d)
    return 1 if problems else 0


def growth_exponents(rows):
    """Per workload and phase, the exponent k of time ~ N^k between consecutive sizes, both sides:
    log(t2 / t1) / log(N2 / N1). 1 is linear, 2 quadratic. Where kiwi did not finish the larger size
    within the timeout, its exponent is a lower bound, computed with the timeout as its time."""
    by_key: dict[tuple[str, str], list[dict]] = {}
    for r in rows:
        if r["n"] is not None:
            by_key.setdefault((r["workload"], r["phase"]), []).append(r)
    out = []
    for (workload, phase), runs in by_key.items():
        runs = sorted(runs, key=lambda r: r["n"])
        for a, b in zip(runs, runs[1:]):
            def k(x, y):
                ok = x and y and x == x and y == y and x > 0 and y > 0
                return math.log(y / x) / math.log(b["n"] / a["n"]) if ok else None
            bound = b.get("kiwi_timeout_s") is not None and a["kiwi_ms"] == a["kiwi_ms"]
            kiwi_b = b["kiwi_timeout_s"] * 1000 if bound else b["kiwi_ms"]
            out.append({"workload": workload, "phase": phase, "from": a["n"], "to": b["n"],
                        "layoutsim": k(a["layoutsim_ms"], b["layoutsim_ms"]),
                        "kiwi": k(a["kiwi_ms"], kiwi_b), "kiwi_lower_bound": bound})
    return out


def end_to_end_rows(end_to_end, rows):
    """The whole tool on a generated screen (`layoutsim run`: read, build, play, report) beside
    kiwisolver building and re-solving the same constraints in-process (all phases summed)."""
    out = []
    for e in end_to_end:
        phases = [r for r in rows if r["workload"] == e.get("workload")]
        # A phase kiwi did not finish counts as the timeout, and the phases after it as 0: the sum
        # and the ratio are then lower bounds.
        bound = any(r.get("kiwi_timeout_s") is not None for r in phases)
        kiwi = sum(r["kiwi_timeout_s"] * 1000 if r.get("kiwi_timeout_s") is not None
                   else (0 if r["check"] == "not reached" else r["kiwi_ms"]) for r in phases)
        kiwi = kiwi if phases else float("nan")
        # CPU time too (ours: every thread of the run; kiwi's: its single-threaded replay): on a
        # busy machine the times include waiting for a core, which the CPU times leave out.
        kiwi_cpu = sum(r["kiwi_timeout_s"] * 1000 if r.get("kiwi_timeout_s") is not None
                       else (0 if r["check"] == "not reached" else r["kiwi_cpu_ms"]) for r in phases)
        ours_cpu = e.get("median_cpu_ms")
        out.append({"shape": e["shape"], "views": e["views"], "layoutsim_run_ms": e["median_ms"],
                    "layoutsim_run_cpu_ms": ours_cpu,
                    "layoutsim_peak_mib": e.get("peak_mib"),
                    "kiwi_solver_ms": kiwi if phases else None,
                    "kiwi_solver_cpu_ms": kiwi_cpu if phases else None, "kiwi_lower_bound": bound,
                    "ratio": kiwi / e["median_ms"] if phases and kiwi == kiwi else None,
                    "cpu_ratio": kiwi_cpu / ours_cpu if phases and ours_cpu and kiwi_cpu == kiwi_cpu else None})
    return out


def print_end_to_end(rows):
    if not rows:
        return
    print()
    print("end to end: `layoutsim run` (read, build, play, report) vs kiwisolver building and re-solving "
          "the same constraints")
    for r in rows:
        more = "> " if r.get("kiwi_lower_bound") else ""
        kiwi = "-" if r["kiwi_solver_ms"] is None else f"{more}{r['kiwi_solver_ms']:.1f} ms"
        kiwi += " (did not finish)" if more else ""
        ratio = "" if r["ratio"] is None else f", kiwi/layoutsim {more}{r['ratio']:.2f}"
        if r.get("cpu_ratio") is not None:
            ratio += (f"; CPU {r['layoutsim_run_cpu_ms']:.1f} vs {more}{r['kiwi_solver_cpu_ms']:.1f} ms, "
                      f"kiwi/layoutsim {more}{r['cpu_ratio']:.2f}")
        peak = "-" if r["layoutsim_peak_mib"] is None else f"{r['layoutsim_peak_mib']:.1f}"
        print(f"  {r['shape']} {r['views']} views: layoutsim run {r['layoutsim_run_ms']:.1f} ms "
              f"(peak {peak} MiB), kiwi {kiwi}{ratio}")


def print_growth(growth):
    if not growth:
        return
    print()
    print("growth exponents (time ~ N^k between consecutive sizes)")
    def f(x):
        return "-" if x is None else f"{x:.2f}"
    for g in growth:
        kiwi = ("> " if g.get("kiwi_lower_bound") and g["kiwi"] is not None else "") + f(g["kiwi"])
        print(f"  {g['workload']:<24} {g['phase']:<8} N {g['from']}->{g['to']}: "
              f"layoutsim {f(g['layoutsim'])}, kiwi {kiwi}")


def print_table(rows, version):
    def ms(x):
        if x != x:
            return "-"
        return f"{x:.4f}" if x < 1 else (f"{x:.3f}" if x < 100 else f"{x:.1f}")

    header = ["workload", "N", "phase", "layoutsim ms", "kiwi ms", "kiwi/layoutsim", "check", "runs",
              "layoutsim MiB", "kiwi MiB"]
    table = [
        [
            r["workload"],
            "-" if r["n"] is None else str(r["n"]),
            r["phase"],
            ms(r["layoutsim_ms"]),
            f"> {r['kiwi_timeout_s'] * 1000:.0f}" if r.get("kiwi_timeout_s") else ms(r["kiwi_ms"]),
            (f"> {r['kiwi_timeout_s'] * 1000 / r['layoutsim_ms']:.0f}" if r.get("kiwi_timeout_s")
             else ("-" if r["ratio"] is None else f"{r['ratio']:.2f}")),
            {"ok": "ok", "differ": "DIFFER", "decisions": "decisions", "timeout": "timeout",
             "not reached": "not reached"}[r["check"]],
            f"{r['repeats']}/{r.get('kiwi_runs', 0)}",
            "-" if r.get("layoutsim_peak_mib") is None else f"{r['layoutsim_peak_mib']:.1f}",
            "-" if r.get("kiwi_peak_mib") is None else f"{r['kiwi_peak_mib']:.1f}",
        ]
        for r in rows
    ]
    widths = [max(len(row[i]) for row in [header] + table) for i in range(len(header))]
    left = {0, 1, 2, 6}
    for row in [header] + table:
        print("  ".join(c.ljust(w) if i in left else c.rjust(w) for i, (c, w) in enumerate(zip(row, widths))))
        if row is header:
            print("  ".join("-" * w for w in widths))
    print(f"medians; kiwisolver {version} from Python (per-call overhead included); "
          "kiwi/layoutsim above 1 means layoutsim is faster")
    print("runs: timed repeats, layoutsim/kiwi (kiwi repeats less where it is slow; 1 can be its warm-up)")
    print("peak MiB: resident memory while the workload ran (layoutsim: the benchmark process, reset per "
          "workload; kiwi: its replay child, Python included)")
    for r in rows:
        if r.get("kiwi_timeout_s"):
            n = "" if r["n"] is None else f" N={r['n']}"
            print(f"{r['workload']}{n} {r['phase']}: kiwi did not finish in {r['kiwi_timeout_s']:g} s; "
                  f"layoutsim {ms(r['layoutsim_ms'])} ms; ratio > {r['kiwi_timeout_s'] * 1000 / r['layoutsim_ms']:.0f}")


if __name__ == "__main__":
    sys.exit(main())
