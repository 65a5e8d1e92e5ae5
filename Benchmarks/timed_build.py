"""Timed `puente build`s of a corpus, for the highlighting benchmarks in Benchmarks/run.sh."""
import glob
import os
import re
import subprocess
import time


def clear(corpus, cold=False, every_page=False):
    """Removes what the next build of `corpus` should not reuse: with `cold` every highlight cache file,
    whatever its format version (highlight-v6.bin and later); with `every_page` the memos (pages, articles,
    search) and the output's record, so the build makes everything again whatever the build before it was."""
    paths = glob.glob(os.path.join(corpus, ".puente-cache", "highlight-*")) if cold else []
    if every_page:
        paths += glob.glob(os.path.join(corpus, ".puente-cache", "memo", "*"))
        paths += glob.glob(os.path.join(corpus, ".puente-cache", "output-*"))
    for path in paths:
        os.remove(path)


def timed_steps(puente, corpus, env_extra=None):
    """Seconds one `puente build` of `corpus` takes, and the milliseconds of each step its log names."""
    env = dict(os.environ, **(env_extra or {}))
    start = time.monotonic()
    run = subprocess.run([puente, "build"], cwd=corpus, env=env, check=True, capture_output=True, text=True)
    seconds = time.monotonic() - start
    log = run.stderr + run.stdout
    steps = {m.group(1): int(m.group(2)) for m in re.finditer(r"\] ([a-z ]+): .*\((\d+) ms\)$", log, re.M)}
    return seconds, steps


def timed_build(puente, corpus, env_extra=None, cold=False):
    """Seconds one `puente build` of `corpus` takes; `cold` first removes the highlight cache."""
    clear(corpus, cold)
    return timed_steps(puente, corpus, env_extra)[0]
