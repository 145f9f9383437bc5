"""explain on real logs: the labelled corpus (tests/data/logs/README.md).

The floors are the figures recorded in bench/README.md; a rule change that loses a case
fails here. Each held-out set was sealed while the rules of its round were written and
scored once after they were merged (the first figure in its comment is that honest score);
once scored, a set is spent and may be tuned on, and the next round needs fresh logs.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.score_explain import load_cases, score, top1_ok

LOGS = Path(__file__).resolve().parent.parent / "data" / "logs"

#: file -> (cases, top-1 floor, errors-called-healthy ceiling)
FLOORS = {
    # issue 10's dev set (before its rules: 70/115, 28 called healthy)
    "dev.jsonl": (115, 112, 0),
    # issue 10's held-out: first scored 45/57 with 6 called healthy (01ba323's baseline:
    # 34/57, 13); spent, used as dev material on 2026-11-23 (issue 18): 54/57, 0
    # 2026-11-27: 53, rl-ho-028 now leads with driver-not-loaded (nvidia-smi "couldn't
    # communicate with the NVIDIA driver" explains the cuInit failure); the thread's own fix
    # says the driver was not loaded, the label (cuda-init-failed) predates that id
    "heldout.jsonl": (57, 53, 0),
    # issue 18's corpus from other repositories: dev (main before its rules: 31/54, 5)
    "ext-dev.jsonl": (54, 53, 0),
    # its held-out: first scored 19/26, 0 called healthy (before issue 18: 14/26, 2); spent
    "ext-heldout.jsonl": (26, 26, 0),
    # the second round (60 threads, split 20/40 with random.Random(20261124)): dev, read
    # while writing rules (before: 16/20, 2 called healthy)
    "ext2-dev.jsonl": (20, 18, 0),
    # its held-out, sealed outside the repository, first scored 29/40 = 72.5% with 3 errors
    # called healthy (the session's start, 14ae71a: 26/40, 4); spent since
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; ext2-ho-033 labelled it a warning)
    "ext2-heldout.jsonl": (40, 39, 1),
    # the third round, all held-out (31 threads, 24 repositories), sealed outside the
    # repository and first scored 25/31 = 80.6% with 3 errors called healthy (the session's
    # start, 14ae71a: 21/31, 5); spent since
    "ext3-heldout.jsonl": (31, 30, 0),
    # the fourth round, part b (25 threads in 25 repositories outside tensorflow/*,
    # keras-team/*, NVIDIA/*), sealed outside the repository and first scored 23/25 = 92.0%
    # with 1 error called healthy (the session's start, 387d18f: the same); spent since
    "ext4b-heldout.jsonl": (25, 24, 0),
    # the fifth round (75 threads in 53 repositories, split 25/50 by thread with
    # random.Random(20261126)): dev, read while writing rules (the session's start, 3ba61a6:
    # 18/25 with 1 called healthy)
    "ext5-dev.jsonl": (25, 22, 0),
    # its held-out, sealed outside the repository while both dev rounds were worked on, first
    # scored 41/50 = 82.0% with 2 errors called healthy at 679cf70 (the session's start,
    # 3ba61a6: 40/50, 3); spent since: 50/50, 0. 49 since the eighth session: cuInit's
    # CUDA_ERROR_NO_DEVICE now leads with no-gpu-device (round 75's three labels), and ext5-
    # ho-016 (ray's workers given no GPU) was labelled cuda-visible-devices-hides-gpus or
    # cuda-init-failed; no-gpu-device's remedy names an empty CUDA_VISIBLE_DEVICES
    "ext5-heldout.jsonl": (50, 49, 0),
    # the sixth round, all dev (30 threads, gathered after the fifth was split; the session's
    # start: 20/30 with 3 called healthy; ext6-dev-024, one error line, stays unknown)
    "ext6-dev.jsonl": (30, 29, 0),
    # the seventh round, all held-out (40 threads, 28 repositories), sealed outside the
    # repository while the fifth round's misses were worked on, first scored 36/40 = 90.0%
    # with 1 error called healthy at 077c556 (the session's start, 3ba61a6: 34/40, 1); spent
    # since (ext7-ho-010: a log cut before its error, the error only in the thread's title)
    "ext7-heldout.jsonl": (40, 38, 0),
    # the eighth round, all held-out (40 threads, 29 repositories), sealed while the seventh
    # round's misses were worked on, first scored 35/40 = 87.5% with 4 errors called healthy
    # at 3460a0c (the session's start, 3ba61a6: 33/40, 4); spent since: 40/40, 0
    # (ext8-ho-028 since TF's own "no GPU" answer is devices-no-gpu, the id `devices` gives the
    # same fact; its label's alternative was no-gpu-device, the driver finding no GPU)
    "ext8-heldout.jsonl": (40, 39, 0),
    # the ninth round's dev part (64 threads in two hash residues of four; the other two are
    # the sealed held-out), read while writing rules: the session's start, 28747c9: 48/64 =
    # 75.0% with 5 called healthy (ext9-g-011: prose, "import tensorflow" then an ImportError
    # with no frames, stays unknown)
    # (ext9-g-024: the same renaming, labelled no-gpu-device)
    "ext9-dev.jsonl": (64, 62, 0),
    # the tenth round, all dev (76 threads from five helpers, hash residues of the dev side
    # only), read while writing rules: the session's start, 28747c9: 54/76 = 71.1% with 9
    # called healthy (ext10-l-007: prose and an nvidia-smi table, the cause a shell variable
    # that expands empty, stays unknown)
    "ext10-dev.jsonl": (76, 70, 1),
    # the ninth round's held-out half (70 threads in 34 repositories: md5 residues 1 and 3),
    # sealed outside the repository while both dev rounds were worked on, scored once at
    # 4d9f9b1: 50/70 = 71.4% with 9 errors called healthy (the session's start, 28747c9:
    # 48/70, 10); spent since. Left: three CPU-only no-driver/hidden-GPU logs labelled info
    # (explain says the error; it cannot know the machine has no GPU) and four label choices
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; ext9-h-017 labelled it a warning;
    # ext9-h-003 is now sparse-tensor-input-unsupported, its label TF 1.4 too old for the package)
    "ext9-heldout.jsonl": (70, 61, 1),
    # a held-out round from another kind of source: TensorFlow output quoted in 21 public
    # repositories' own docs and notebooks (troubleshooting pages, FAQs, tutorials), labelled
    # from the cause the document gives; sealed, scored once at a11913c: 30/64 = 46.9% with 15
    # errors called healthy (the session's start, 28747c9: 28/64, 15). 23 cases lead with an
    # id the gatherers invented; spent since (docs1-q-007: DeepSpeech's own "E ..." line;
    # docs1-q-026, "No module named 'deployment'" from tensorflow/models' source tree, is
    # python-module-missing since docs2, whose remedy names PYTHONPATH; its label's
    # alternative was unrecognised-error)
    # (the eighteenth session: docs1-q-009, TensorFlow's SavedModel guide on proto splitting, is
    # savedmodel-exceeds-2gb, round 156's gatherers' name for it; its label says savedmodel-proto-too-large)
    "docs1-heldout.jsonl": (64, 54, 0),
    # the second docs round: 60 cases from 28 other repositories (docs1's excluded), sealed
    # while docs1's misses were worked on, scored once at c7cb3af: 26/60 = 43.3% with 12
    # errors called healthy (the session's start: 19/60, 12); 28 cases lead with an invented
    # id. Spent since. Left healthy: TensorRT's absence in a GPU notebook (info here, labelled
    # a warning: deliberate), a strategy-scope and a TF Cloud message
    "docs2-heldout.jsonl": (60, 43, 2),
    # round 11 (2026-11-27): 75 threads in 64 repositories, gathered by three helpers who did
    # not run tfdoctor or read its rules, sealed, scored once at b97c2d2 (after the words
    # fallback): 53/75 = 70.7%, 2 called healthy (the session's start, 03d218a: 53/75, 8).
    # Spent since; its classes written as rules: 64/75, 0 (65 after round 12's)
    "r11-heldout.jsonl": (75, 66, 0),
    # round 12 (2026-11-27): 75 threads in 60 repositories, gathered the same way, sealed while
    # round 11's classes were written, scored once at cef6b1c: 41/75 = 54.7%, 6 called
    # healthy (the session's start, 03d218a: 41/75, 8). Spent since; its classes as rules:
    # 59/75, 2 (two pip logs cut before their failure: nothing in them says it)
    # (r12-1-023, the pip log cut at grpcio's source archive, is log-incomplete since: a warning)
    "r12-heldout.jsonl": (75, 59, 1),
    # round 13 (2026-11-27): 60 threads in 44 repositories, gathered the same way (notebooks
    # and containers; Windows, macOS and distributions' packaging; failures after training
    # starts), sealed while round 12's classes were written, scored once at 33d9234: 34/60 =
    # 56.7%, 7 called healthy (the session's start, 03d218a: 34/60, 9). Spent since: 48/60, 1
    # (a TensorRT notice labelled a warning because its poster wanted TF-TRT)
    "r13-heldout.jsonl": (60, 48, 1),
    # round 14 (2026-11-27): 48 threads in 33 repositories, gathered the same way (GPU set-up
    # checks people paste; imports and upgrades of TF's dependencies; saving, loading,
    # converting and serving across versions), sealed while round 13's classes were
    # written, scored once at 1d964b5: 22/48 = 45.8%, 1 called healthy (the session's start,
    # 03d218a: 21/48, 6). Spent since: 31/48, 1
    # (34 since TF's own "no GPU" answers are devices-no-gpu, as the gatherers labelled them)
    "r14-heldout.jsonl": (48, 34, 1),
    # round 15 (2026-11-27, the next session): 51 threads in 39 repositories and a web
    # page, gathered the same way, sealed while nothing was written from it, scored once at 488734f: 36/52 =
    # 69.2% with the scorer of then, 37/52 = 71.2% counting a "healthy" label met by no
    # finding (bench/score_explain.py since), 1 called healthy (the session's start,
    # 0530677: the same). Spent since: 50/52, 0 (a pip conflict line led by TF's numpy pin;
    # TensorFlow Addons 0.11.0's off-by-one range warning, which the log cannot tell from
    # 0.10.0's real one)
    "r15-heldout.jsonl": (52, 50, 0),
    # round 16 (2026-11-27, a third session): 75 threads in 58 repositories and a web page,
    # gathered the same way (four helpers: residue 1 twice), sealed while nothing was
    # written from it, scored once at 6b24e22: 55/76 = 72.4%, 3 called healthy. Spent
    # since: 74/76, 0 (tensorflow-text's "No module named 'tensorflow.core.kernels'" alone,
    # which does not say a companion imported it; Apple's tensorflow_macos listing only the
    # CPU, which its fork does by design)
    # lowered in the fourteenth session: r16-0-020, pip's list ending at 2.16.2 for tensorflow==2.19.0,
    # is now macos-x86-wheels-discontinued (round 120; rounds 76 and 86 named it so); this label
    # said python-version-unsupported only
    "r16-heldout.jsonl": (76, 73, 0),
    # round 17 (2026-11-27, the same session): 62 threads in 42 repositories and a web page,
    # gathered the same way, sealed while round 16's classes and their review were
    # written, scored once at 1125c69: 51/63 = 81.0%, 2 called healthy. Spent since: 57/63,
    # 1 (an x86_64 Python on a Mac, which the log does not say is Apple silicon; a TPU's
    # version skew labelled with an invented id; Keras 3 refusing a hub layer, read as the
    # companion's failure; pip's keras conflict under TF 2.15 read as Keras's; a bare
    # "cannot import name 'keras_export'"; h5py's decode error as VS Code shows it, without
    # "AttributeError: " before it, which PyJWT 2 raises too: the review took it back)
    "r17-heldout.jsonl": (63, 57, 1),
    # round 18 (2026-11-27, the same session): 47 threads in 35 repositories and a web page,
    # gathered the same way, sealed while round 17's classes and their review were
    # written, scored once at 2507365: 37/48 = 77.1%, 1 called healthy (the session's
    # start, 6b24e22: 36/48, 1). Spent since: 43/48, 0 (standalone Keras calling TF
    # internals and tf.keras.__version__ labelled tensorflow-api-mismatch where the table
    # says keras-version-mismatch; keras.legacy_tf_layers the same; a bare "undefined
    # symbol" that does not name the user's own op; TFP's version check, which the table
    # reads as the companion's import failing)
    "r18-heldout.jsonl": (48, 43, 0),
    # round 19 (2026-11-27, the same session): 57 threads in 35 repositories and a web page,
    # gathered the same way, sealed while round 18's classes and their review were
    # written, scored once at 790a2cd: 49/58 = 84.5%, 0 called healthy (the session's
    # start, 6b24e22: 48/58, 0). Spent since: 56/58, 0 (gast under TF 2.0's AutoGraph,
    # labelled autograph-could-not-transform where docs/findings.md names gast's version; a
    # listing with two TensorFlows beside a cut Windows import, read as DLL load failed: the
    # review kept the listing from explaining DLL failures, the no-AVX signature as often)
    "r19-heldout.jsonl": (58, 56, 0),
    # round 20 (2026-11-27, the same session): 26 threads in 13 repositories and 2 web
    # pages, gathered the same way until the session's search budget ran out (28 logs, not
    # 75), scored once at 879657d: 19/28 = 67.9%, 0 called healthy (the session's start,
    # 6b24e22: the same). Spent since: 26/28, 0 (a bare "cannot import name
    # 'GceClusterResolver'", which does not say whose name it is; Apple's tensorflow_macos
    # fork listing no GPU by design)
    "r20-heldout.jsonl": (28, 26, 0),
    # round 21 (2026-11-27, the same session): 42 logs quoted in 9 repositories' own docs
    # and saved notebook outputs (the search budget spent, read from fetched snapshots),
    # scored once at 16a1c7b: 32/42 = 76.2%, 0 called healthy (the session's start, 6b24e22:
    # the same). Spent since: 42/42, 0
    "r21-heldout.jsonl": (42, 42, 0),
    # round 22 (2026-11-27, the same session): 45 logs from 13 more repositories' docs and
    # notebooks (31 info), read from fetched snapshots, scored once at 66afe0c: 35/45 =
    # 77.8%, 1 called healthy (pydot missing for plot_model; the session's start, 6b24e22:
    # the same). Spent since: 45/45, 0
    "r22-heldout.jsonl": (45, 45, 0),
    # round 23 (2026-11-27, the same session): 29 logs from 11 more repositories' docs and
    # notebooks (18 info), scored once at a94d425: 22/29 = 75.9%, 1 called healthy (the
    # session's start, 6b24e22: the same). Spent since: 25/29, 1 (three failures outside
    # TensorFlow, Kaggle's API, a registry's auth, gcloud's trainer package, stay
    # unrecognised-error; a CPU-only pod's cuInit lines labelled info; TF's IndexedSlices
    # note, now an info finding, counts as "called healthy" for the case labelled warning
    # though its label also lists healthy)
    "r23-heldout.jsonl": (29, 25, 1),
    # round 24 (2026-11-27, the same session): 52 logs from 13 repositories of books' and
    # courses' notebooks and docs (26 info), scored once at 2f368df: 42/52 = 80.8%, 4 called
    # healthy (the session's start, 6b24e22: 40/52, 4). Spent since: 51/52, 0; 50/52 after
    # the review (Python 3.7.3's "dictionary changed size during iteration" at import, which
    # the log alone does not tie to the Python patch release; tempfile's "No usable
    # temporary directory", labelled disk-full, is its own id tmpdir-unusable since: a full
    # disk is one of its causes)
    # 49 since the eleventh session: TF's "Calling GradientTape.gradient on a persistent tape
    # inside its context is significantly less efficient" is a warning (round 97's label; the
    # line says so itself), where r24-0-010's and r38-1-009's labels call it harmless: a
    # disputed label, settled towards never calling a warning healthy
    "r24-heldout.jsonl": (52, 49, 0),
    # round 25 (2026-11-27, the next session): 57 logs from 55 public threads in 37
    # repositories and 2 web pages (43 error, 5 warning, 9 info), gathered with a fresh
    # search budget, scored once at 5134e0e (the session's start): 50/57 = 87.7%, 0 called
    # healthy (the session's first mends, written before reading it: the same). Spent since:
    # 55/57, 0 (Colab's mixed files labelled multiple-tensorflow-installs, named
    # tensorflow-install-broken, whose remedy uninstalls every TF distribution; a CPU-only
    # container's cuInit 303 labelled info)
    "r25-heldout.jsonl": (57, 55, 0),
    # round 26 (2026-11-27, the same session): 52 logs from 52 public threads (9 from
    # tensorflow/tensorflow; Raspberry Pi, Jetson, TF Serving images, SageMaker, conda-forge,
    # Kubeflow, TF-TRT; 42 error, 7 warning, 3 info), scored once at bf15252: 40/52 = 76.9%,
    # 1 called healthy (an elided wheel name; the session's start, 5134e0e: the same). Spent
    # since: 52/52, 0
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r26-2-005 labelled it a warning)
    "r26-heldout.jsonl": (52, 52, 1),
    # round 27 (2026-11-27, the same session): 63 logs, 42 from public threads (newest
    # stacks: TF 2.16-2.20, Keras 3, Python 3.12, and[cuda] wheels) and 21 from 6 repositories'
    # notebooks (36 error, 7 warning, 20 info; one gathered case dropped
    # unscored: its thread is cited in docs/findings.md), scored once at 65e08a0: 51/63 =
    # 81.0%, 0 called healthy (the session's start, 5134e0e: 50/63, 0). Spent since: 61/63, 0
    # (tensorflow-metal under TF 2.20 labelled tensorflow-companion-mismatch, named
    # ecosystem-import-failed, the id of every plugin that does not load; an arm64 wheel of
    # another Python tag, which the log cannot tell from an x86 Python: the remedy says both)
    # (60 since round 143: r27-1-006's "Reusing TensorBoard on port 6006" is now a warning,
    # tensorboard-notebook-stale-instance, ahead of its harmless TF-TRT note: a pasted reuse
    # line is read as the stale instance it may be, rather than risk a blank page called healthy)
    "r27-heldout.jsonl": (63, 60, 0),
    # round 28 (2026-11-27, the same session): 88 logs, 69 from public threads asked for
    # failures in the middle of a program (out of memory, XLA, tf.data, save/load, TFLite,
    # profiler, strategies) and 19 from repositories' docs and notebooks (57 error,
    # 14 warning, 17 info), scored once at 8dae65b: 48/88 = 54.5%, 6 called healthy (the
    # session's start, 5134e0e: the same): mid-program failures were the thinnest part of
    # the table. 21 ids invented, some three times over for one message (their cases list
    # the id adopted too: tests/data/logs/README.md). Spent since: 83/88, 0
    "r28-heldout.jsonl": (88, 83, 0),
    # round 29 (2026-11-27, the same session): 51 logs from 49 public threads in 28
    # repositories (8 from tensorflow/tensorflow) and 2 Japanese web pages, asked for the
    # stacks earlier rounds had least of: ROCm, Intel's extension, the C library's Go, Rust
    # and Java bindings, Bazel builds, R, Windows, non-English threads (46 error, 2 warning,
    # 3 info), scored once at 738b392: 19/51 = 37.3%, 7 called healthy (the session's start,
    # 5134e0e: 20/51, 7; Bazel's version check was read by no rule). Spent since: 46/51, 0
    "r29-heldout.jsonl": (51, 46, 0),
    # round 30 (2026-11-27, the same session, the search budget spent): 29 logs quoted in the
    # docs and saved notebook outputs of 8 repositories, read from fetched snapshots
    # (7 error, 8 warning, 14 info), scored once at 578e77c: 21/29 = 72.4%, 3 called healthy
    # (two of them classes written as rules this session in other versions' words: TF 2.0's
    # "Your dataset ran out of data", "will not use cuDNN kernel ... cuDNN kernel criteria";
    # the session's start, 5134e0e: the same score). Spent since: 28/29, 0
    "r30-heldout.jsonl": (29, 28, 0),
    # round 31 (2026-11-27, the same session): 20 logs from the docs and notebooks of
    # 10 repositories (3 error, 2 warning, 15 info), scored once at 70ff2ed: 15/20 =
    # 75.0%, 0 called healthy (the session's start, 5134e0e: the same). Spent since: 18/20, 0
    # (a notebook that hides the GPU on purpose, its cuInit line labelled info; Keras's
    # skipped weights, a warning, where the README shows them as expected)
    "r31-heldout.jsonl": (20, 18, 0),
    # round 32 (2026-11-28, the same session): 20 logs from the docs and notebooks of
    # 5 repositories (8 error, 4 warning, 8 info; six ITEX READMEs quote one error),
    # scored once at 82cc597: 12/20 = 60.0%, 1 called healthy (the session's start, 5134e0e:
    # 9/20, 4: this session's coremltools rule read three). Spent since: 20/20, 0
    "r32-heldout.jsonl": (20, 20, 0),
    # round 33 (2026-11-28, the next session): 37 logs from public threads with no emphasis
    # (28 error, 4 warning, 5 info; 38 gathered, one thread already cited here), scored once
    # at e64aa4d: 29/37 = 78.4%, 0 called healthy (the session's start, 3045c1d: the same).
    # Spent since: 36/37, 0 (r33-2-012: gast too new for TF 2.0 leads as
    # tensorflow-requirement-unmet, what check says; labelled autograph-could-not-transform)
    "r33-heldout.jsonl": (37, 36, 0),
    # round 34 (2026-11-28, the same session): 37 logs quoted in the docs and saved notebook
    # outputs of shap, tensorflow/hub, tensorflow/quantum, SeldonIO/alibi, wandb/examples and
    # rstudio/keras3 (7 error, 17 warning, 13 info), scored once at 5b427bf: 33/37 = 89.2%,
    # 2 called healthy (the session's start, 3045c1d: the same). Spent since: 37/37, 0
    "r34-heldout.jsonl": (37, 37, 0),
    # round 35 (2026-11-28, the same session): 36 logs from public threads with no emphasis
    # (30 error, 2 warning, 4 info), scored once at de9499a: 28/36 = 77.8%, 1 called
    # healthy (the session's start, 3045c1d: the same). Spent since: 33/36, 0; the three left
    # are a companion's own version check at import, which check and explain call
    # ecosystem-import-failed and the gatherers tensorflow-companion-mismatch
    "r35-heldout.jsonl": (36, 33, 0),
    # round 36 (2026-11-28, the same session): 29 logs from the docs and saved notebook
    # outputs of huggingface/notebooks, amaiya/ktrain, ageron/handson-ml, WeightWatcher,
    # rasbt/deeplearning-models and keras-tcn (6 error, 9 warning, 14 info), scored once at
    # 000b0d8: 24/29 = 82.8%, 2 called healthy (3045c1d: the same). Spent since: 28/29, 0
    # (r36-1-008: NumPy 1.17's FutureWarning under TF 1.14, a warning here, labelled info)
    "r36-heldout.jsonl": (29, 28, 0),
    # round 37 (2026-11-28, the same session): 73 logs from public threads on failures while a
    # model is built, trained or used (52 error, 10 warning, 11 info), scored once at 7fb673b:
    # 57/73 = 78.1%, 1 called healthy (the session's start, 3045c1d: 32/73 = 43.8%, 5: the
    # session's user_code.py and user_training.py are most of the difference). Spent since:
    # 72/73, 0 (r37-2-013: autokeras on TF 2.11 read from its title's non-numeric array)
    "r37-heldout.jsonl": (73, 72, 0),
    # round 38 (the same session): 34 logs from 6 repositories' course and book notebooks (11
    # error, 8 warning, 15 info), scored once at 7fb673b: 31/34 = 91.2%, 0 called healthy
    # (3045c1d: 26/34, 2). Spent since: 34/34, 0
    "r38-heldout.jsonl": (34, 33, 0),  # (r38-1-009: the GradientTape warning above, r24's)
    # round 39 (the same session): 37 logs from public threads with no emphasis (27 error,
    # 5 warning, 5 info; one gathered thread already cited here, dropped unread), scored once
    # at 41bf273: 29/37 = 78.4%, 0 called healthy (3045c1d: the same). Spent since: 35/37, 0
    # (a lone cuInit 303 on a CPU-only machine, a warning here, labelled info; jax 0.4.11's
    # list[Any] on Python 3.8 inside tensorflowjs's import)
    "r39-heldout.jsonl": (37, 35, 0),
    # round 40 (the same session): 23 logs from the docs and notebooks of IBM's TF LMS,
    # GoogleCloudPlatform/ml-on-gcp, tensorflow/fold, a TF 2 book and a Chinese TF 2 tutorial
    # (6 error, 3 warning, 14 info), scored once at 54d4492: 19/23 = 82.6%, 0 called healthy
    # (3045c1d: 16/23, 0). Spent since: 22/23, 0 (google-auth's credentials warning); 21/23
    # since round 103: TF 1's "Export includes no default signature!" is a warning (r48-0-008's
    # label; r40-1-013's and r103-2-010's call it harmless: clients must name the signature)
    "r40-heldout.jsonl": (23, 21, 0),
    # round 41 (the same session): 17 logs from public threads with no emphasis (12 error, 2
    # warning, 3 info), scored once at de7fd4d: 11/17 = 64.7%, 0 called healthy (3045c1d:
    # the same). Spent since: 14/17, 0; the three left are id disputes (TF-DF's undefined
    # symbol and a hub layer Keras 3 refused, ecosystem-import-failed here; gast's pin)
    "r41-heldout.jsonl": (17, 14, 0),
    # round 42 (the same session): 32 logs from the saved notebook outputs of udacity's
    # deep-learning and machine-learning courses, an LSTM HAR notebook, a sign-language
    # notebook, ethen8181/machine-learning, magenta-demos and mlops-on-gcp (9 error, 8
    # warning, 15 info), scored once at b8e38b9: 23/32 = 71.9%, 2 called healthy (3045c1d:
    # 22/32, 2). Spent since: 31/32, 0 (a lone cuInit 303 on a CPU machine labelled info)
    "r42-heldout.jsonl": (32, 31, 0),
    # round 43 (the same session): 20 logs from the saved notebook outputs of
    # nfmcclure/tensorflow_cookbook, sjchoi86/Tensorflow-101, golbin/TensorFlow-Tutorials,
    # hunkim/DeepLearningZeroToAll and zalandoresearch/fashion-mnist (11 error, 1 warning, 8
    # info), scored once at 8814ed7: 16/20 = 80.0%, 0 called healthy (3045c1d: 14/20, 0).
    # Spent since: 19/20, 0 (Python 2's "takes at least 6 arguments (5 given)" from TF 1's
    # seq2seq, too generic to read as TensorFlow's)
    "r43-heldout.jsonl": (20, 19, 0),
    # round 44 (the same session): 14 logs from the course notebooks and docs of
    # alexeygrigorev/mlbookcamp-code, DataTalksClub/machine-learning-zoomcamp and
    # lyhue1991/eat_tensorflow2_in_30_days (2 error, 2 warning, 10 info), scored once at
    # 64e154c: 12/14 = 85.7%, 0 called healthy (3045c1d: 11/14, 1). Spent since: 13/14, 0
    # (a KeyError from ModelCheckpoint while a KeyboardInterrupt unwound)
    "r44-heldout.jsonl": (14, 13, 0),
    # round 45 (the same session): 22 logs from the deeplearning.ai course notebooks of four
    # repositories (3 error, 4 warning, 15 info), scored once at d8d931e: 19/22 = 86.4%, 1
    # called healthy (3045c1d: the same). Spent since: 22/22, 0
    "r45-heldout.jsonl": (22, 22, 0),
    # round 46 (the same session): 36 logs from the saved notebook outputs of
    # sayakpaul/TF-2.0-Hacks, zaidalyafeai/Notebooks, tensorchiefs/dl_course_2018 and
    # d2l-ai/d2l-tensorflow-colab (2 error, 7 warning, 27 info), scored once at 66dd6a6:
    # 24/36 = 66.7%, 3 called healthy (3045c1d: the same). Spent since: 32/36, 3 left: TFDS's
    # "images were corrupted and were skipped" (info in two earlier rounds, a warning here),
    # a notebook printing its own NaN gradient twice, and an "Exception ignored" header cut off
    # lowered in the fourteenth session: r46-0-010: TF-TRT's "Loaded TensorRT version: (0, 0, 0)" is now
    # tftrt-not-built-in's warning (round 117: a TensorFlow linked against no TensorRT converts
    # nothing); this label called it harmless
    "r46-heldout.jsonl": (36, 31, 3),
    # round 47 (the same session): 26 logs from the saved notebook outputs and docs of
    # rickiepark/handson-ml, rickiepark/deep-learning-with-python-2nd and keras-contrib (2
    # error, 5 warning, 19 info), scored once at 3c56850: 25/26 = 96.2%, 0 called healthy
    # (3045c1d: the same). Spent since: 26/26, 0
    "r47-heldout.jsonl": (26, 26, 0),
    # round 48 (the same session): 19 logs from GoogleCloudPlatform/tf-estimator-tutorials
    # and random-forests/tensorflow-workshop (5 error, 3 warning, 11 info), scored once at
    # 6fc05f0: 13/19 = 68.4%, 2 called healthy (3045c1d: the same). Spent since: 18/19, 0
    # (an export "with no default signature", harmless in rounds 30 and 40's TFX/TFMA logs)
    "r48-heldout.jsonl": (19, 18, 0),
    # round 49 (2026-11-28, the next session): 47 logs from 47 threads, no emphasis, four
    # gatherers by thread hash (34 error, 7 warning, 6 info), scored once at 4397829: 33/47 =
    # 70.2%, 1 called healthy (305bb5b, the session's start: the same). Spent since: 45/47, 0
    # (a Keras Input given shape and batch_shape, the thread's fix an older TF; a Jupyter
    # kernel without tensorflow_addons, ecosystem-import-failed here)
    "r49-heldout.jsonl": (47, 45, 0),
    # round 50 (the same session): 29 logs from the docs and notebook outputs of
    # Hvass-Labs/TensorFlow-Tutorials, aymericdamien/TensorFlow-Examples, horovod/horovod,
    # tensorflow/tensorrt, google/automl and fchollet/deep-learning-with-python-notebooks (8
    # error, 3 warning, 18 info), scored once at 4397829: 22/29 = 75.9%, 0 called healthy
    # (305bb5b: the same). Spent since: 28/29, 0 (a CPU-only notebook's "Could not find cuda
    # drivers on your machine, GPU will not be used", labelled info, a warning here)
    "r50-heldout.jsonl": (29, 28, 0),
    # round 51 (the same session): 48 logs from 48 threads, downstream projects' trackers
    # first (41 error, 2 warning, 5 info), scored once at 782d1bc, after rounds 49-50's rules:
    # 40/48 = 83.3%, 0 called healthy (305bb5b: 39/48, 0). Spent since: 47/48, 0 (a bare
    # CUDA_ERROR_NO_DEVICE title, labelled cuda-init-failed; and since the review of these
    # rules, tensorflow/probability#860's two TensorFlows listed beside a missing internal
    # name, whose ranking over every removed-API error misled)
    "r51-heldout.jsonl": (48, 46, 0),
    # round 52 (the same session): 59 logs from 59 threads in 44 repositories (10 from
    # tensorflow/tensorflow), downstream trackers first (47 error, 5 warning, 7 info), scored
    # once at 4204157, after rounds 49-51's rules: 50/59 = 84.7%, 1 called healthy (a
    # person's "ConvolutionalBackwardFilter_V2 cudnn DSO dlerror"; 305bb5b: 49/59, 1). Spent
    # since: 59/59, 0
    "r52-heldout.jsonl": (59, 59, 0),
    # round 53 (the same session): 12 logs from the saved notebook outputs of
    # tensorflow/recommenders, tensorflow/text and keras-team/keras-tuner (2 error, 3
    # warning, 7 info; the other gatherer's repositories were over the size limit or had no
    # log), scored once at 4204157: 8/12 = 66.7%, 0 called healthy (305bb5b: the same).
    # Spent since: 12/12, 0
    "r53-heldout.jsonl": (12, 12, 0),
    # round 54 (the same session, the last search budget): 13 logs from 13 threads in 13
    # repositories (10 error, 3 info), scored once at 8d6d42f, after rounds 49-53's rules:
    # 12/13 = 92.3%, 0 called healthy (305bb5b: the same). Spent since: 13/13, 0
    "r54-heldout.jsonl": (13, 13, 0),
    # round 55 (the same session): 24 logs from the saved notebook outputs of
    # tensorflow/probability, tensorflow/privacy, tensorflow/federated, tensorflow/similarity,
    # google/trax and tensorflow/gnn (3 error, 7 warning, 14 info), scored once at 8d6d42f:
    # 14/24 = 58.3%, 5 called healthy (JAX's "No GPU/TPU found" twice, an EagerTensor captured,
    # Keras's CustomMaskWarning, a corrupt JPEG; 305bb5b: the same). Spent since: 23/24, 1
    # (the CustomMaskWarning: a warning of get_config here, a harmless Keras notice in rounds
    # 23 and docs1, which the rule follows: a label dispute, counted as called healthy)
    "r55-heldout.jsonl": (24, 23, 1),
    # round 56 (the same session): 25 logs from 25 threads in 19 repositories (4 from
    # tensorflow/tensorflow; 20 error, 2 warning, 3 info), scored once at 13d0696, after rounds
    # 49-55's rules and their review: 21/25 = 84.0%, 0 called healthy (305bb5b: 20/25, 0).
    # Spent since: 23/25, 0 (spektral's mask error under TF 2.2, the thread's fix TF 2.3; the
    # Metal plugin's "could not find registered platform", xla-failed here with the legacy
    # optimizer in its fix)
    "r56-heldout.jsonl": (25, 23, 0),
    # round 57 (the same session): 25 logs from the docs and notebook outputs of
    # tensorflow/lucid, neural-structured-learning, decision-forests, ranking, google/jax
    # (jax2tf), tensorflow/tfx and tensorflow/transform (7 error, 2 warning, 16 info), scored
    # once at 13d0696: 20/25 = 80.0%, 0 called healthy (305bb5b: the same). Spent since:
    # 23/25, 0 (jax2tf's graph tensor leak under an unsaved-gradient note; Colab's "No module
    # named 'tfx'" before a restart, ecosystem-import-failed here)
    "r57-heldout.jsonl": (25, 23, 0),
    # round 58 (the same session): 25 logs from the docs and notebook outputs of
    # tensorflow/graphics, tensorflow/compression, tensorflow/workshops, tensorflow/tensorboard
    # and tensorflow/recommenders-addons (6 error, 4 warning, 15 info), scored once at cd2dd38:
    # 18/25 = 72.0%, 0 called healthy (305bb5b: the same). Spent since: 25/25, 1 (r58-1-001, a
    # warning whose first label is the info id benign-keras-notice, which explain gives)
    # (24, 0 since round 147: r58-1-001's tf.train optimizer note is keras-tf-optimizer-not-saved,
    # a warning as four labels of five call it; this label named benign-keras-notice first and
    # was a hit called healthy)
    "r58-heldout.jsonl": (25, 24, 0),
    # round 59 (the same session): 23 logs from the notebook outputs and docs of
    # https-deeplearning-ai/tensorflow-1-public, deepmind/sonnet, nlintz/TensorFlow-Tutorials,
    # dragen1860/TensorFlow-2.x-Tutorials and onnx/tensorflow-onnx (7 error, 3 warning, 13
    # info), scored once at 0575125: 20/23 = 87.0%, 1 called healthy (matplotlib's non-GUI
    # backend; 305bb5b: the same). Spent since: 20/23, 1 (that warning stays quiet: in Jupyter
    # the figure shows inline, explain/quiet.py; a lone cuInit NO_DEVICE where the notebook
    # hides the GPU on purpose, labelled info; a log cut before its error)
    # (the eighteenth session: the new Keras optimizers' "`lr` is deprecated ..." is a warning:
    # keras 2.11.0's and tf_keras 2.15's source pop `lr` and keep the default rate, and a real
    # tf_keras 2.21 SGD(lr=0.5) trained at 0.01; r59-0-009's label calls it harmless)
    "r59-heldout.jsonl": (23, 19, 1),
    # round 60 (the same session): 10 logs from the notebook outputs and READMEs of
    # dipanjanS/hands-on-transfer-learning-with-python, Tony607/object_detection_demo,
    # Tony607/keras-tf-pb and philipperemy/keras-tcn (2 error, 8 info), scored once at
    # 64dad1c: 7/10 = 70.0%, 0 called healthy (305bb5b: the same). Left as they were: the BFC
    # allocator's "not a failure" lines, a warning in six earlier labels and info here, and two
    # tools beside TensorFlow (OpenVINO's converter, OpenCV without Inference Engine), each an
    # unrecognised error
    "r60-heldout.jsonl": (10, 7, 0),
    # round 61 (the same session): 4 logs from the docs and notebooks of google-coral/tutorials
    # and tensorflow/community (2 error, 2 info; microsoft/AI-For-Beginners was over the size
    # limit, the others held no log), scored once at 3ec3197: 2/4 = 50.0%, 0 called healthy
    # (305bb5b: the same); no rule written from it (the Edge TPU compiler's "Model not
    # quantized", tf.function's "Python inputs incompatible with input_signature")
    "r61-heldout.jsonl": (4, 2, 0),
    # round 62 (the same session): 8 logs from the docs of rstudio/tensorflow, tensorflow/rust,
    # galeone/tfgo, onnx/onnx-tensorflow and deepjavalibrary/djl (4 error, 4 info), scored once
    # at 4ce8005: 5/8 = 62.5%, 0 called healthy (305bb5b: the same). Spent since: 8/8, 0
    "r62-heldout.jsonl": (8, 8, 0),
    # round 63 (the seventh session): 57 thread logs from 4 helpers, mostly downstream projects
    # (rasa, ml-agents, spleeter, DeepSpeech, faceswap, keras-retinanet, gpt-2-simple...; 44
    # error, 7 warning, 6 info), scored once at 3758ca0: 42/57 = 73.7%, 1 called healthy
    # (keras-retinanet's own TF check; 305bb5b: the same). Spent since: 54/57, 0
    "r63-heldout.jsonl": (57, 54, 0),
    # round 64 (the same session): 99 thread logs from 4 helpers by topic (install/import, the
    # GPU stack, failures while running, harmless notices and web pages; 66 error, 18 warning,
    # 15 info), scored once at 3d2ae48: 71/99 = 71.7%, 4 called healthy (305bb5b: 68/99).
    # Spent since: 89/99, 1 (r64-1-012: TensorRT's lines under a CUDA 10.2 path, read as
    # harmless; the thread's fix was TF 2.1's CUDA 10.1). r64-0-007's bare "No module named
    # 'tensorflow.compat'" was read as a shadow for one commit; the review showed a tensorflow.py
    # gives "... 'tensorflow' is not a package" instead, so it is unrecognised again
    "r64-heldout.jsonl": (99, 89, 1),
    # round 65 (the same session): 72 thread logs from 3 helpers by era and language (TF 1.x's
    # years, 2023-2026, non-English threads; 56 error, 6 warning, 10 info), scored once at
    # fc58bbd: 57/72 = 79.2%, 0 called healthy (305bb5b: the same). Spent since: 69/72, 0
    "r65-heldout.jsonl": (72, 69, 0),
    # round 65D (the same session): 20 notebook outputs of davidADSP/GDL_code and its second
    # edition, lukas/ml-class, rickiepark/hg-mldl, ExcelsiorCJH/Hands-On-ML (6 error, 7
    # warning, 7 info; the other helper's eight repositories gave none), scored once at
    # fc58bbd: 17/20 = 85.0%, 1 called healthy (TF 1.x's "compiletime version 3.5 ... does not
    # match runtime version 3.6"). Spent since: 18/20, 1: that line is benign-compiletime-
    # version-warning (info) as twelve earlier labels have it; this gatherer's warning is left
    # as a dispute
    "r65D-heldout.jsonl": (20, 18, 1),
    # round 66 (the same session): 47 thread logs from 2 helpers (companions' trackers; platforms
    # and hosts; 34 error, 9 warning, 4 info), scored once at fe41cc9: 39/47 = 83.0%, 0 called
    # healthy (305bb5b: the same). Spent since: 46/47, 0; 45/47 from the thirteenth session:
    # IPython 7 frames with arguments ("model.py in f(a, b)") are read now, and r66-0-023's
    # tensorflow_ranking frame makes it ecosystem-import-failed ("on first use"), where the
    # label takes tensorflow-api-mismatch or tensorflow-companion-mismatch
    "r66-heldout.jsonl": (47, 45, 0),
    # round 66D (the same session): 27 notebook outputs of 10 repositories (Packt's TF 2 books,
    # leriomaggio's Keras tutorial, keras-idiomatic-programmer, SimCLR-in-TensorFlow-2...; 7
    # error, 6 warning, 14 info), scored once at fe41cc9: 20/27 = 74.1%, 1 called healthy (pip's
    # scripts-not-on-PATH note). Spent since: 27/27, 0
    "r66D-heldout.jsonl": (27, 27, 0),
    # round 67 (the same session): 25 thread logs from one helper (TensorBoard, the profiler,
    # TFLite on Android/iOS/microcontrollers, Serving, TPU and Spark distribution, TFX; 19
    # error, 3 warning, 3 info), scored once at 18b2c3f: 13/25 = 52.0%, 1 called healthy
    # (305bb5b: 11/25, 3). Nine ids were the gatherer's, seven adopted. Spent since: 25/25, 0
    "r67-heldout.jsonl": (25, 25, 0),
    # round 67D (the same session): 32 notebook outputs (codebasics, bnsreenu, Coursera and
    # Packt notebooks...; 7 error, 10 warning, 15 info), scored once at 18b2c3f: 31/32 =
    # 96.9%, 0 called healthy (305bb5b: 29/32). Spent since: 32/32, 0
    "r67D-heldout.jsonl": (32, 32, 0),
    # round 68D (the same session; the search budget was spent): 43 notebook and docs outputs of
    # thushv89/manning_tf2_in_action, magenta/magenta, SeldonIO/alibi-detect, IBM/AIF360,
    # marcotcr/lime, GoogleCloudPlatform/asl-ml-immersion, sachinruk/deepschool.io,
    # openai/baselines (15 error, 14 warning, 14 info), scored once at 460c7fd: 30/43 = 69.8%,
    # 1 called healthy (mixed precision on an old GPU; 305bb5b: the same). Spent since: 39/43, 0
    "r68D-heldout.jsonl": (43, 39, 0),
    # round 69D (the same session): 28 docs and notebook outputs of Trusted-AI/adversarial-
    # robustness-toolbox, Packt's NLP with TensorFlow, NVIDIA/OpenSeq2Seq, microsoft/MMdnn,
    # PINTO0309's Tensorflow-bin and onnx2tf, yahoo/TensorFlowOnSpark, kpe/bert-for-tf2,
    # CyberZHG/keras-bert, google/seq2seq (10 error, 5 warning, 13 info), scored once at
    # fbfc85d: 16/28 = 57.1%, 1 called healthy (a TF Lite symbol missing from an ARM wheel;
    # 305bb5b: 15/28, 1). Spent since: 23/28, 0
    "r69D-heldout.jsonl": (28, 24, 0),  # (24 from the fifteenth session: the Model Garden's `official` is python-module-missing, as six labels say)
    # round 70D (the same session): 22 notebook and docs outputs of GoogleCloudPlatform's
    # data-science-on-gcp and bigquery-oreilly-book, dennybritz's reinforcement-learning and
    # cnn-text-classification-tf, awjuliani/DeepRL-Agents, carpedm20/DCGAN-tensorflow and more
    # (8 error, 1 warning, 13 info), scored once at 05c59e8: 18/22 = 81.8%, 0 called healthy
    # (305bb5b: the same). Spent since: 20/22, 0
    "r70D-heldout.jsonl": (22, 20, 0),
    # round 71D (the same session): 18 notebook outputs of Packt's Keras books, sudharsan13296's
    # algorithms book, raghakot/keras-vis and experiencor/keras-yolo2 (1 error, 17 info), scored
    # once at c9f1f58: 17/18 = 94.4%, 0 called healthy (305bb5b: the same). Spent since: 18/18, 0
    "r71D-heldout.jsonl": (18, 18, 0),
    # round 72D (the same session): 23 docs and notebook outputs of stardist, textgenrnn,
    # image-super-resolution, tensorflow-yolov4-tflite, TensorFlow-2.x-YOLOv3, imagededup,
    # faceswap's INSTALL.md and tf-pose-estimation (6 error, 5 warning, 12 info), scored once
    # at 7cfa7b8: 19/23 = 82.6%, 0 called healthy (305bb5b: 18/23). Spent since: 21/23, 0
    "r72D-heldout.jsonl": (23, 21, 0),
    # round 74 (the eighth session, the search budget anew): 131 threads by six helpers split
    # by topic (Keras migrations; the Linux GPU stack 2023-2026; Windows and macOS; downstream
    # projects; Q&A pages; failures while training) (96 error, 19 warning, 16 info), scored
    # once at 2dfd040: 103/131 = 78.6%, 3 called healthy. Spent since: 122/131, 2 (label
    # disputes: Keras 3's PyDataset super().__init__ warning, labelled info earlier, warning
    # here; Keras 2's "Update your `X` call to the Keras 2 API" is a note, its label allows)
    "r74-heldout.jsonl": (131, 124, 2),  # (124 from the fifteenth session: `official` as above)
    # round 75 (the same session): 122 threads by six helpers by topic (TF 1.x-era downstream
    # trackers; hosted notebooks and platforms; companions' trackers; installing: resolvers,
    # source builds, ARM; threads in other languages; notices and warnings) (88 error, 14
    # warning, 20 info), scored once at 6b13b19 (round 74's rules in): 92/122 = 75.4%, 4
    # called healthy (2dfd040: the same). Spent since: 113/122, 2 (two label disputes: the
    # TF.js banner and Keras 3's inputs-structure warning, each called harmless earlier)
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r75-3-016 labelled it a warning)
    "r75-heldout.jsonl": (122, 113, 3),
    # round 76 (the same session): 100 threads by six helpers by topic (converting and serving;
    # research code; clusters and containers; IDEs and interpreters; other languages' bindings;
    # the newest stacks, 2024-2026) (79 error, 10 warning, 11 info), scored once at 441d634
    # (rounds 74-75's rules and their review in): 69/100 = 69.0%, 4 called healthy (2dfd040:
    # the same). Spent since: 90/100, 3 (two interpreters' versions told in prose or a listing,
    # a `python -v` trace of another Python's site-packages)
    "r76-heldout.jsonl": (100, 90, 3),
    # round 77 (the same session, the search budget's last): 79 threads by four helpers by
    # topic (no emphasis, less common projects; TF 1.x-style code 2019-2023; Keras model
    # errors blamed on the environment; native Windows and WSL) (60 error, 8 warning, 11 info),
    # scored once at cebdf35 (round 76's rules and their review in): 64/79 = 81.0%, 2 called
    # healthy (2dfd040: 62/79, 2). Spent since: 74/79, 2
    "r77-heldout.jsonl": (79, 74, 2),
    # round 78 (the same session, the last 60 look-ups): 27 threads by two helpers (no
    # emphasis, 2020-2026 downstream; programs that ran with notices and warnings) (10 error,
    # 8 warning, 9 info), scored once at 08505b5 (round 77's rules in): 23/27 = 85.2%, 0 called
    # healthy (2dfd040: the same). Spent since: 26/27, 0
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r78-1-011, r78-1-012 labelled it a warning)
    "r78-heldout.jsonl": (27, 24, 2),
    # round 79 (the ninth session): 73 threads by six helpers by topic (the GPU stack;
    # installing and importing; companions and Keras; failures while training; Q&A pages;
    # other languages and the oldest and newest years; no emphasis within each) (52 error,
    # 6 warning, 15 info), scored once at 6c3276a (3c5e0fb's rules): 62/73 = 84.9%, 1 called
    # healthy (keras-nlp's 0.0.0 placeholder in a pip list). Spent since: 70/73, 0
    "r79-heldout.jsonl": (73, 70, 0),
    # round 80 (the same session): 87 threads by seven helpers by topic (the newest GPU stacks;
    # Windows and macOS; containers and clusters; Keras 3 migrations; notebooks; dependency
    # breakages; TF 1.x-era research code) (57 error, 12 warning, 18 info), scored once at
    # 2c3dca8 (round 79's rules in): 71/87 = 81.6%, 0 called healthy (3c5e0fb: 72/87, 0).
    # Spent since: 82/87, 0
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r80-5-011 labelled it a warning)
    "r80-heldout.jsonl": (87, 82, 1),
    # round 81 (the same session): 98 threads by seven helpers by topic (deployment and
    # conversion; ARM and Jetson; TF 2.x-era research code; course repositories; other
    # languages' front-ends; harmless notices asked about; the GPU present but slow) (59
    # error, 15 warning, 24 info), scored once at 02a54e9 (rounds 79-80's rules in): 73/98 =
    # 74.5%, 6 called healthy (3c5e0fb: the same). Spent since: 88/98, 4
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r81-2-013 labelled it a warning)
    "r81-heldout.jsonl": (98, 87, 5),
    # round 82 (the same session, the search budget's last): 75 threads by seven helpers by
    # topic, no emphasis within each (tensorflow/tensorflow's build/install issues 2021-2026;
    # downstream projects A-M and N-Z; Windows and WSL2 GPUs; the companions' trackers; Keras's
    # trackers; Chinese, Japanese, Korean and Russian threads) (59 error, 4 warning, 12 info),
    # scored once at ebd791a (rounds 79-81's rules in): 58/75 = 77.3%, 0 called healthy
    # (3c5e0fb: the same). Spent since: 64/75, 0
    "r82-heldout.jsonl": (75, 64, 0),
    # round 83 (the same session, the last look-ups): 51 threads by four helpers (no emphasis,
    # 2016-2020 and 2021-2026; programs that ran, with notices or non-fatal problems; programs
    # that failed midway) (28 error, 12 warning, 11 info), scored once at 67c489a (rounds
    # 79-82's rules and the review's mends in): 42/51 = 82.4%, 0 called healthy (3c5e0fb:
    # 41/51, 0). Spent since: 47/51, 0
    "r83-heldout.jsonl": (51, 47, 0),
    # round 84 (the tenth session): 59 threads by four helpers by topic, no emphasis within
    # each (GPU/CUDA on Linux, WSL2, Docker, Kubernetes; import and install; companions and
    # Keras versions; downstream projects and failures in training) (45 error, 5 warning, 9
    # info), scored once at 823966a (the session's start): 53/59 = 89.8%, 0 called healthy.
    # Spent since: 59/59, 0
    # (the eighteenth session: NumPy's FutureWarning under TF <= 1.14's dtypes.py is now
    # benign-deprecation-warning, info: tensorflow 1.13.1/1.14.0 declare that NumPy in range
    # in their METADATA, and 26 of 36 labels call it harmless; r84-1-007 labelled it a warning)
    "r84-heldout.jsonl": (59, 58, 1),
    # round 85 (gathered beside round 84): 41 threads by four helpers (notebooks and clouds;
    # threads in other languages; the 2016-2020 era; the 2024-2026 era) (29 error, 5 warning, 7
    # info), scored once at 823966a: 35/41 = 85.4%, 0 called healthy (with round 84's rules
    # in, before any of its logs was read: the same). Spent since: 39/41, 0
    "r85-heldout.jsonl": (41, 39, 0),
    # round 86 (the tenth session, gathered beside round 87): 61 threads by four helpers (HPC
    # and clusters; Windows; macOS and Apple silicon; ARM and edge devices) (45 error, 5
    # warning, 11 info), scored once at 823966a and again at 1a463b2 (rounds 84-85's rules in):
    # 43/61 = 70.5%, 1 called healthy both times. Spent since: 60/61, 0
    "r86-heldout.jsonl": (61, 60, 0),
    # round 87: 46 threads by four helpers (other languages' bindings; research code; Q&A
    # pages; TensorFlow's tooling and pipelines) (30 error, 6 warning, 10 info), scored once at
    # 823966a and at 1a463b2: 30/46 = 65.2%, 1 called healthy both times. Spent since: 42/46, 0
    "r87-heldout.jsonl": (46, 42, 0),
    # round 88 (gathered beside round 89, with rounds 84-87's rules in): 59 threads by four
    # helpers (a GPU present but unused or slow; Keras 3 migrations; environment managers;
    # downstream applications) (42 error, 7 warning, 10 info), scored once at 823966a and at
    # 3f3532c: 42/59 = 71.2%, 1 called healthy both times. Spent since: 54/59, 0
    "r88-heldout.jsonl": (59, 54, 0),
    # round 89: 37 threads by three helpers (Chinese, Japanese and Korean sources; failures in
    # the middle of a program; runs that worked but printed alarming lines) (21 error, 7 warning,
    # 9 info), scored once at 823966a and at 3f3532c: 30/37 = 81.1%, 1 called healthy both
    # times. Spent since: 37/37, 0
    "r89-heldout.jsonl": (37, 37, 0),
    # round 90 (gathered beside round 91, with rounds 84-89's rules and the review's mends in):
    # 46 threads by four helpers (installing in 2016-2020; serving and pipelines; GPU stacks of
    # 2020-2023; the companions' trackers) (35 error, 4 warning, 7 info), scored once at 823966a
    # and at c04039c: 34/46 = 73.9%, 2 called healthy both times. Spent since: 40/46, 0
    "r90-heldout.jsonl": (46, 40, 0),
    # round 91: 44 threads by four helpers (RL and robotics stacks; Windows and WSL2 2021-2026;
    # Russian threads; course and book repositories) (35 error, 3 warning, 6 info), scored once
    # at 823966a and at c04039c: 30/44 = 68.2%, 3 called healthy both times. Spent since: 39/44, 0
    "r91-heldout.jsonl": (44, 39, 0),
    # round 92 (the session's last look-ups, rounds 84-91's rules and both reviews' mends in):
    # 36 threads by three helpers (loading and converting models; containers and Kubernetes;
    # 2024-2026 notebooks) (24 error, 4 warning, 8 info), scored once at 823966a and at 91b1675:
    # 21/36 = 58.3%, 1 called healthy both times. Spent since: 31/36, 0
    "r92-heldout.jsonl": (36, 31, 0),
    # round 93 (the eleventh session's first): 53 threads by five helpers (GPU on Linux, WSL2
    # and Docker; installing TensorFlow; Keras and companions; downstream apps and notebooks;
    # failures midway) (44 error, 2 warning, 7 info), scored once at 276f037 and at e396f86 (the
    # session's generic changes in): 36/53 = 67.9%, 1 called healthy both times. Spent since:
    # 47/53, 0
    "r93-heldout.jsonl": (53, 47, 0),
    # round 94 (gathered beside round 93, sealed while its rules were written): 30 threads by
    # three helpers (deployment and conversion; TF 1.x-era GPU trouble in downstream code; Q&A
    # pages) (22 error, 2 warning, 6 info), scored once at 276f037 and e396f86 and again with
    # round 93's rules in (8542357): 19/30 = 63.3%, 1 called healthy all three times. Spent
    # since: 28/30, 0
    "r94-heldout.jsonl": (30, 28, 0),
    # round 95 (rounds 93-94's rules in): 34 threads by five helpers (Windows and WSL2; Apple
    # Macs; HPC clusters and containers; the Keras 3 transition; non-English threads) (30
    # error, 1 warning, 3 info), scored once at 276f037 and at 084d5cc: 17/34 = 50.0%, 6 called
    # healthy both times (16/33 without r95-4-005, whose thread a search of mine had shown).
    # Spent since: 28/34, 0; 29 with explain/cuts.py (a traceback cut in Keras's loading)
    "r95-heldout.jsonl": (34, 29, 0),
    # round 96 (rounds 93-95's rules in; the session's last look-ups): 21 threads by three
    # helpers (GPU not used with TF 2.12-2.20 outside tensorflow/tensorflow; downstream apps'
    # import failures; alarming but harmless output) (14 error, 1 warning, 6 info), scored once
    # at 276f037 and at d92c20e: 9/21 = 42.9%, 1 called healthy both times. Spent since: 15/21, 0
    "r96-heldout.jsonl": (21, 15, 0),
    # round 97 (notebook outputs, gathered with fetch when the look-ups were spent): 29 cells'
    # outputs from 19 repositories by two helpers (books and courses; research and applied
    # code) (8 error, 6 warning, 15 info), scored once at 276f037 and at 788d721: 20/29 =
    # 69.0%, 1 called healthy both times. Spent since: 24/29, 0
    "r97-heldout.jsonl": (29, 24, 0),
    # round 98 (notebook outputs, rounds 93-97's rules in): 40 cells' outputs from 25
    # repositories by three helpers (vendor and cloud examples; 2022-2026 tutorials; TF 1.x-era
    # notebooks) (9 error, 7 warning, 24 info), scored once at 276f037 and at a06cc21: 24/40 =
    # 60.0%, 1 called healthy both times. Spent since: 33/40, 0
    "r98-heldout.jsonl": (40, 33, 0),
    # round 99 (notebook outputs, rounds 93-98's rules in): 41 cells' outputs from 27
    # repositories by three helpers (GPU setup and performance; data pipelines and model I/O;
    # non-English courses) (6 error, 12 warning, 23 info), scored once at 276f037 (29/41, 1
    # called healthy) and at dc39763 (30/41 = 73.2%, 1: round 98's KeyboardInterrupt reading
    # met r99-2-001, the first later-round log a rule of this session's reached). Spent since:
    # 34/41, 0; 35/41 with round 101's ranking of missing gradients after other warnings
    "r99-heldout.jsonl": (41, 35, 0),
    # round 100 (issue threads, rounds 93-99's rules in): 62 logs from 37 repositories by eight
    # helpers (47 error, 3 warning, 12 info), scored once at 914bf7f and at 8628659: 32/62 =
    # 51.6%, 1 called healthy (an NCCL hang behind IOMMU: only INFO lines). Spent since: 56/62, 1
    "r100-heldout.jsonl": (62, 56, 1),
    # round 101 (notebook outputs, with round 100's rules in): 27 cells' outputs from 20
    # repositories by two helpers (generative models, RL and audio; Kaggle solutions and
    # Hugging Face's TF classes) (3 error, 9 warning, 15 info), scored once at 914bf7f and with
    # round 100's rules (identical): 20/27 = 74.1%, 0 called healthy. Spent since: 23/27, 0
    "r101-heldout.jsonl": (27, 23, 0),
    # round 102 (issue threads and notebook outputs, rounds 100-101's rules in): 85 logs from 56
    # repositories by eight helpers (57 error, 13 warning, 15 info), scored once at 914bf7f and
    # at a9feb58 (identical): 53/85 = 62.4%, 5 called healthy. Spent since: 78/85, 0; 77 since
    # the review of the twelfth session: "cannot import name 'TF...' from 'transformers'" is
    # transformers-tf-class-unavailable (TensorFlow installed says it too), r102-1-004 a miss
    "r102-heldout.jsonl": (85, 77, 0),
    # round 103 (notebook outputs and issue threads, rounds 100-102's rules in): 102 logs from
    # 78 repositories by eight helpers (six with fetch, two with search) (37 error, 18 warning,
    # 47 info), scored once at 914bf7f and at 97ab911 (the same misses): 75/102 = 73.5%, 2 called
    # healthy. Spent since: 93/102, 0
    # lowered in the fourteenth session: r103-1-015, r103-4-005: a NameError is now python-name-error
    # (round 117; the name most labels gave it), which these labels did not name
    # (90 since round 147: r103-3-005, the one label of five that calls the tf.train optimizer
    # note harmless, now gets keras-tf-optimizer-not-saved as a warning)
    "r103-heldout.jsonl": (102, 90, 0),
    # round 104 (notebook outputs, rounds 100-103's rules in): 75 cells' outputs from 49
    # repositories by six helpers using fetch (19 error, 14 warning, 42 info), scored once at
    # 914bf7f and at d2a966d (the same misses): 64/75 = 85.3%, 1 called healthy (NumPy's two
    # OpenBLAS DLLs). Spent since: 71/75, 0
    "r104-heldout.jsonl": (75, 71, 0),
    # round 105 (notebook outputs, rounds 100-104's rules and the twelfth session's reviews in):
    # 76 cells' outputs from 53 repositories by six helpers using fetch (17 error, 10 warning,
    # 49 info), scored once at 914bf7f and at 2e292fe (the same misses): 53/76 = 69.7%, 4 called
    # healthy. Spent since: 60/76, 2 (a Quantus warning; a CUDA_VISIBLE_DEVICES set in a cell
    # the log does not show, under MirroredStrategy's CPU-only lines three earlier labels call
    # harmless)
    # lowered in the fourteenth session: r105-0-004's "URL fetch failure ...: 403 -- Forbidden" is
    # now download-url-forbidden (round 120), which this label called dataset-download-failed
    "r105-heldout.jsonl": (76, 60, 2),  # 61 with IPython 7's frames read (r105-4-006)
    # round 106 (notebook outputs, rounds 100-105's rules and both reviews' mends in): 59 cells'
    # outputs from 36 repositories by five helpers using fetch (14 error, 7 warning, 38 info),
    # scored once at 914bf7f and at 3577b64 (the same misses): 48/59 = 81.4%, 0 called healthy.
    # Spent since: 56/59, 0
    # lowered in the fourteenth session: r106-3-012, r106-4-011: a NameError is now python-name-error (round
    # 117), which these labels (notebook-name-not-defined, notebook-cell-not-run) did not name
    "r106-heldout.jsonl": (59, 54, 0),
    # round 107 (a short last round: notebook outputs by three fetch helpers, threads by one
    # search helper, each capped at 12 minutes): 16 logs from 10 repositories (3 error, 3
    # warning, 10 info; two more were notebooks round 105 already held, removed), scored once at
    # 914bf7f (15/16 = 93.8%, 0 called healthy) and at aaeb541 with rounds 100-106's rules in
    # (14/16 = 87.5%, 0): round 105's unseeded-initializer warning on a line r107-2-002's label
    # calls harmless; no rule written from it
    "r107-heldout.jsonl": (16, 14, 0),
    # round 108 (the thirteenth session: four search helpers on topics outside
    # tensorflow/tensorflow, four fetch helpers on notebooks; 15-minute caps): 33 logs (11
    # error, 3 warning, 19 info), scored once at b017d7a and at 73f08c9 (identical): 26/33 =
    # 78.8%, 1 called healthy. Spent since: 30/33, 0
    "r108-heldout.jsonl": (33, 30, 0),
    # round 109 (the thirteenth session, weak topics: source builds, ROCm/Intel, failures
    # midway, a GPU unused downstream; notebooks): 34 logs (11 error, 3 warning, 20 info),
    # scored once at b017d7a and eb83907 (identical): 23/34 = 67.6%, 0 called healthy.
    # Spent since: 29/34, 0
    # (the eighteenth session: the new Keras optimizers' "`lr` is deprecated ..." is a warning:
    # keras 2.11.0's and tf_keras 2.15's source pop `lr` and keep the default rate, and a real
    # tf_keras 2.21 SGD(lr=0.5) trained at 0.01; r109-5-003's label calls it harmless)
    "r109-heldout.jsonl": (34, 28, 0),
    # round 110 (the thirteenth session: Keras 3 downstream, TFLite/Edge TPU, PyTorch/JAX beside
    # TF, containers; notebooks): 30 logs (16 error, 3 warning, 11 info), scored once at
    # b017d7a and 402c25b (identical): 20/30 = 66.7%, 0 called healthy. Spent since: 25/30, 0
    # lowered in the fourteenth session: r110-5-006: a NameError is now python-name-error (round 117); the
    # label said notebook-cell-run-without-setup
    "r110-heldout.jsonl": (30, 24, 0),
    # round 111 (the thirteenth session: the newest releases, companions' trackers, TF's tooling;
    # CJK, TF 1.x and 2024-2026 notebooks): 31 logs (15 error, 2 warning, 14 info), scored once
    # at b017d7a and ba156de (identical): 19/31 = 61.3%, 2 called healthy. Spent since: 25/31, 0
    "r111-heldout.jsonl": (31, 25, 0),
    # round 112 (the thirteenth session's last: conda/uv, Python versions, numerics, edge/ARM;
    # vision, audio, explainability, conversion notebooks): 37 logs (13 error, 4 warning, 20
    # info), scored once at b017d7a and 3ada408 (identical): 28/37 = 75.7%, 3 called healthy.
    # Spent since: 31/37, 3 (training numbers and a package list that name no cause); the
    # sixteenth session's epoch lines read two of those training numbers: 32/37, 1 (r112-2-004:
    # a conda package list)
    "r112-heldout.jsonl": (37, 32, 1),
    # round 113 (the thirteenth session: Colab/Jupyter runtimes, TFDS, macOS, transformers' TF
    # classes; recommender, scientific, tuning, optimization notebooks): 42 logs (18 error, 4
    # warning, 20 info), scored once at b017d7a and 7639dbe (identical): 27/42 = 64.3%, 1 called
    # healthy. Spent since: 29/42, 0
    "r113-heldout.jsonl": (42, 29, 0),
    # round 114 (the thirteenth session's last: Windows GPU downstream, TF Serving, Keras 2-era
    # loading, silent stops; detection, seq2seq, transfer learning, personal notebooks): 36 logs
    # (21 error, 3 warning, 12 info), scored once at b017d7a and 55e6c66 (identical): 19/36 =
    # 52.8%, 0 called healthy. Spent since: 25/36, 0
    "r114-heldout.jsonl": (36, 25, 0),
    # round 115 (the thirteenth session's last: Linux GPU set-ups downstream, bindings,
    # SavedModel compatibility; RL, GNN, remote sensing, anomaly notebooks): 44 logs (15 error, 3
    # warning, 26 info), scored once at b017d7a and ed58c85 (identical): 29/44 = 65.9%, 0 called
    # healthy. Spent since: 31/44, 0
    # lowered in the fourteenth session: r115-4-005: scikit-learn's UndefinedMetricWarning is now a warning
    # (round 117: a model predicting one class); this label called it harmless
    "r115-heldout.jsonl": (44, 30, 0),
    # round 116 (the thirteenth session's last: domain packages, mixed precision/XLA, Keras
    # preprocessing, web apps; segmentation, NLP, research GPU, GAN notebooks): 50 logs (25
    # error, 2 warning, 23 info), scored once at b017d7a and f4eb525 (identical): 28/50 = 56.0%,
    # 2 called healthy. Spent since: 35/50, 0
    "r116-heldout.jsonl": (50, 35, 0),
    # round 117 (the fourteenth session's first: converters (tf2onnx, coremltools, OpenVINO,
    # TF-TRT), R, ML platforms, small companions; style transfer, face/pose, tabular, Bayesian
    # notebooks): 48 logs (24 error, 3 warning, 21 info), scored once at 0666ad4, b017d7a and
    # 8b4d13c (identical): 31/48 = 64.6%, 2 called healthy. Spent since: 42/48, 0
    "r117-heldout.jsonl": (48, 42, 0),
    # round 118 (the fourteenth session's: Keras libraries' trackers, Spark/Beam, HPC and distro
    # packages, downstream CI; captioning, video, custom Keras layers, bioinformatics notebooks):
    # 54 logs (28 error, 3 warning, 23 info), scored once at 0666ad4: 41/54 = 75.9%, 0 called
    # healthy (with round 117's rules: 40/54, a NameError's name). Spent since: 48/54, 0
    "r118-heldout.jsonl": (54, 49, 0),  # (49 from the fifteenth session: NumPy 2.0's removals are numpy-version-unsupported, r118-3-006's label)
    # round 119 (the fourteenth session's: end-of-life companions, robotics/pose, audio projects,
    # serving/MLOps; finance LSTMs, self-driving coursework, embeddings, Kaggle notebooks): 44
    # logs (29 error, 2 warning, 13 info), scored once at 0666ad4: 31/44 = 70.5%, 2 called
    # healthy (at 765bcd0, rounds 117-118's rules in: 32/44, 2). Spent since: 38/44, 1 (r119-0-005:
    # the log holds only tensorflow-addons' end-of-life notice; the error is in the thread's title)
    "r119-heldout.jsonl": (44, 38, 1),
    # round 120 (the fourteenth session's: frozen and embedded Python, shared GPU servers, cloud
    # storage, Model Maker; metric learning, activity recognition, medical images, 2024-2026
    # laptops): 48 logs (26 error, 6 warning, 16 info), scored once at 0666ad4: 29/48 = 60.4%, 2
    # called healthy (at ba86480, rounds 117-119's rules in: 31/48, 1). Spent since: 42/48, 0
    "r120-heldout.jsonl": (48, 42, 0),
    # round 121 (the fourteenth session's: Colab 2024-2026, model hubs, Keras 3 multi-backend,
    # GPU failures mid-training; text generation, sign language, tensorflow.org tutorial copies,
    # agriculture notebooks): 46 logs (18 error, 6 warning, 22 info), scored once at 0666ad4:
    # 25/46 = 54.3%, 1 called healthy (at 04de166, rounds 117-120's rules and both reviews' mends
    # in: 28/46, 0). Spent since: 36/46, 0; 35 after the re-read: a library's "GPU not found, CPU
    # will be used instead!" is devices-no-gpu (a warning), not quiet (r121-4-002 said harmless)
    "r121-heldout.jsonl": (46, 35, 0),
    # round 122 (the fourteenth session's last: RL libraries, research code, Windows, tf.data;
    # super-resolution/denoising, QA/summarization, audio, Kaggle tabular notebooks): 43 logs (21
    # error, 7 warning, 15 info), scored once at 0666ad4 and ffb5653 (identical): 28/43 = 65.1%,
    # 0 called healthy. Spent since: 33/43, 0
    "r122-heldout.jsonl": (43, 33, 0),
    # round 123 (the fourteenth session's last: user-built Docker images, upgrade breakages,
    # course trackers; TFLite/Edge TPU in Python, recommenders, graph/physics, beginners' CNNs): 31
    # logs (17 error, 2 warning, 12 info), scored once at 0666ad4 and af5ead1 (identical): 23/31
    # = 74.2%, 1 called healthy. Spent since: 28/31, 1 (r123-3-001: a callback printing
    # "accuracy: None" because the metric is logged as "acc"; no rule reads a user's own print)
    "r123-heldout.jsonl": (31, 28, 1),
    # round 124 (the fifteenth session's first: TensorBoard/profiler, multi-GPU/multi-worker, TFX,
    # TF.js from Python; Keras Tuner/AutoKeras, OCR/CTC, weather/geospatial, music notebooks): 51
    # logs (24 error, 8 warning, 19 info), scored once at 2701f3c: 33/51 = 64.7%, 1 called healthy
    # (r124-4-003: scikit-learn's elementwise comparison failing). Spent since: 46/51, 0
    "r124-heldout.jsonl": (51, 46, 0),
    # round 125 (the fifteenth session's second: tensorflow-io, tensorflow-metal, GPU memory,
    # Python 3.12/NumPy 2 upgrades; generative, seq2seq, fraud/credit notebooks, Gemma's docs): 38
    # logs (12 error, 5 warning, 21 info), scored once at 2701f3c and with round 124's rules in
    # (identical): 31/38 = 81.6%, 2 called healthy. Spent since: 36/38, 0
    "r125-heldout.jsonl": (38, 36, 0),
    # round 126 (the fifteenth session's third: KerasHub/KerasNLP, Jetson/ARM64, Docker/NGC; Model
    # Optimization, RL, TFRecord notebooks): 22 logs (10 error, 12 info), scored once at 2701f3c
    # and 38af0e0 (identical): 18/22 = 81.8%, 0 called healthy. Spent since: 19/22, 0
    "r126-heldout.jsonl": (22, 19, 0),
    # round 127 (the fifteenth session's fourth: TFP, TFLite Micro, Keras 3 migration, WSL2; TF Hub
    # NLP, 3D data, course labs, chemistry notebooks): 50 logs, scored once at 2701f3c and c62b89e
    # (identical): 31/50 = 62.0%, 2 called healthy. Spent since: 42/50, 0
    "r127-heldout.jsonl": (50, 42, 0),
    # round 128 (the fifteenth session's fifth: TFLite in apps, GPUs lost after upgrades, Horovod/
    # Ray/SageMaker jobs; GAN, time-series, Apple Silicon notebooks): 44 logs, scored once at
    # 2701f3c and 36ff77b (identical): 21/44 = 47.7%, 2 called healthy. Spent since: 38/44, 0
    "r128-heldout.jsonl": (44, 38, 0),
    # round 129 (the fifteenth session's last: C++/custom ops, TF-DF/Ranking/ScaNN, JAX beside TF,
    # ROCm/Intel; face recognition, GloVe sentiment, CIFAR/TPU, non-English course notebooks): 47
    # logs, scored once at 2701f3c and 4bd230d (identical): 37/47 = 78.7%, 1 called healthy.
    # Spent since: 44/47, 0
    "r129-heldout.jsonl": (47, 44, 0),
    # round 130 (the fifteenth session's last: KerasTuner, fork/worker servers, mixed precision,
    # tf.data; certificate prep, transfer learning, automl/TFLite, TextVectorization notebooks): 43
    # logs, scored once at 2701f3c and 9c0f220 (identical): 27/43 = 62.8%, 2 called healthy.
    # Spent since: 35/43, 0 (r130-1-004, RLlib's "LocalMultiGPUOptimizer devices ['/cpu:0']", is
    # ray-gpu-not-requested now: a warning where the label says error)
    "r130-heldout.jsonl": (43, 35, 0),
    # round 131 (after the session's note: tf-models-official, Keras callbacks, multi-GPU selection,
    # native Windows; MediaPipe gestures, plates/signs, toxic comments, video notebooks): 36 logs,
    # scored once at 2701f3c and 0cbc885 (identical): 24/36 = 66.7%, 1 called healthy. Spent
    # since: 32/36, 1 (r131-2-003: TF 1's "creating context when one is currently active" alone,
    # which r85-2-011's label calls harmless on a multi-GPU VM; the failure is not in the log)
    "r131-heldout.jsonl": (36, 32, 1),
    # round 132 (after the session's note: TFF/Privacy/Quantum, saving and loading, conda, cloud
    # Docker images; PINNs, speech emotion, stock LSTMs, handwriting notebooks): 53 logs, scored
    # once at 2701f3c and 7844179 (identical): 39/53 = 73.6%, 3 called healthy. Spent since:
    # 45/53, 1 (r132-7-004: a notebook's own "no saved model to load. starting new session")
    "r132-heldout.jsonl": (53, 45, 1),
    # round 133 (the session's last: transformers' TF side, CUDA 12 by hand, domain packages,
    # Colab upgrades; generation, tabular regression, medical segmentation, book notebooks): 41
    # logs, scored once at 2701f3c and 70bcded (identical): 32/41 = 78.0%, 1 called healthy.
    # Spent since: 38/41, 0
    "r133-heldout.jsonl": (41, 38, 0),
    # round 134 (the sixteenth session's first: Blackwell GPUs, lock-file resolvers, face/OCR
    # packages, performance warnings; book copies, speech, Gemma notebooks): 36 logs, scored once
    # at 9d3d670 and with the session's first event rules (identical): 26/36 = 72.2%, 2 called
    # healthy. Spent since: 28/36, 1 (r134-3-001: the user's own memory prints)
    "r134-heldout.jsonl": (36, 28, 1),
    # round 135 (image loading, converters, TFLite CMake builds, DirectML/no-AVX; transfer
    # learning, European course notebooks, segmentation, tabular): 50 logs, scored once at
    # 9d3d670 and b4b3bfc (identical): 24/50 = 48.0%, 3 called healthy. Spent since: 37/50, 1
    # (r135-1-005: a nobuco message quoted alone)
    "r135-heldout.jsonl": (50, 37, 1),
    # round 136 (GPU memory settings, TPUs, arm64 Docker, serving exports; Kaggle TPU, pose,
    # biosignal, fashion notebooks): 46 logs, scored once at 9d3d670: 26/46 = 56.5%, 1 called
    # healthy; at a2627ad (the session's rules in): 27/46, 1. Spent since: 38/46, 0
    "r136-heldout.jsonl": (46, 38, 0),
    # round 137 (Keras 3 on torch/JAX, YOLO exports, aarch64/ARM/new Pythons, web apps; HF TF
    # classes, KerasCV detection, TF-DF, coursework notebooks): 43 logs, scored once at 9d3d670
    # and 62320ab (identical): 23/43 = 53.5%, 0 called healthy. Spent since: 30/43, 0
    "r137-heldout.jsonl": (43, 30, 0),
    # round 138 (TFLite interpreters, companion ops at load time, numerics, dying kernels;
    # medical, cybersecurity, sports, astronomy notebooks): 48 logs, scored once at 9d3d670 and
    # 53152ff (identical): 37/48 = 77.1%, 1 called healthy. Spent since: 40/48, 0
    "r138-heldout.jsonl": (48, 40, 0),
    # round 139 (Keras 3 data inputs, tf.function loops, pip CUDA runtime, multi-machine;
    # non-English NLP, autoencoders, CNN visualization notebooks): 39 logs, scored once at
    # 9d3d670 and 96f9143 (identical): 31/39 = 79.5%, 1 called healthy. Spent since: 36/39, 1
    "r139-heldout.jsonl": (39, 36, 1),
    # round 140 (tf.image/signal/audio ops, RNNs under cuDNN, the OD API, callbacks writing
    # files; functional multi-I/O, Model Maker, time-series Transformers, multi-label notebooks):
    # 43 logs, scored once at 9d3d670 and 74f2144 (identical): 25/43 = 58.1%, 2 called healthy.
    # Spent since: 31/43, 1
    "r140-heldout.jsonl": (43, 31, 1),
    # round 141 (the seventeenth session): 39 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 21/39 = 53.8%, 0 called healthy. Spent since: 28/39, 0
    "r141-heldout.jsonl": (39, 28, 0),
    # round 142 (the seventeenth session): 44 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 20/44 = 45.5%, 3 called healthy. Spent since: 32/44, 3
    "r142-heldout.jsonl": (44, 32, 3),
    # round 143 (the seventeenth session): 49 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 26/49 = 53.1%, 2 called healthy. Spent since: 38/49, 0
    "r143-heldout.jsonl": (49, 38, 0),
    # round 144 (the seventeenth session): 65 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 39/65 = 60.0%, 4 called healthy. Spent since: 54/65, 1
    "r144-heldout.jsonl": (65, 54, 1),
    # round 145 (the seventeenth session): 44 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 33/44 = 75.0%, 1 called healthy. Spent since: 40/44, 0
    "r145-heldout.jsonl": (44, 40, 0),
    # round 146 (the seventeenth session): 51 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 36/51 = 70.6%, 1 called healthy. Spent since: 45/51, 0
    # (41 since the re-read: four labels name the gatherers' keras-weights-shape-mismatch, which
    # the re-read folded into checkpoint-shape-mismatch, the id the project already had for a
    # saved weight of another shape)
    "r146-heldout.jsonl": (51, 41, 0),
    # round 147 (the seventeenth session): 34 logs, scored once at 43aa73b and with the
    # session's earlier rules (identical): 20/34 = 58.8%, 0 called healthy. Spent since: 29/34, 0
    "r147-heldout.jsonl": (34, 29, 0),
    # round 148 (the seventeenth session's last): 33 logs, scored once at 43aa73b: 25/33 = 75.8%, 0
    # called healthy; 26/33 with rounds 141-147's rules. Spent since: 29/33, 0
    "r148-heldout.jsonl": (33, 29, 0),
    # round 149 (the eighteenth session): 65 logs, scored once at 2ec892a and with the session's first rules (the Python 2 pickle, the removed modules) in, the same: 35/65 = 53.8%, 3 called
    # healthy. Spent since: 58/65, 1
    "r149-heldout.jsonl": (65, 58, 1),
    # round 150 (the eighteenth session): 50 logs, scored once at 2ec892a; 30/50 = 60.0%, 1 with round 149's rules in: 29/50 = 58.0%, 1 called
    # healthy. Spent since: 46/50, 0
    "r150-heldout.jsonl": (50, 46, 0),
    # round 151 (the eighteenth session): 47 logs, scored once at 2ec892a; 32/47 = 68.1%, 1 with rounds 149-150's rules in: 31/47 = 66.0%, 1 called
    # healthy. Spent since: 41/47, 0
    "r151-heldout.jsonl": (47, 41, 0),
    # round 152 (the eighteenth session): 41 logs, scored once at 2ec892a and with rounds 149-151's rules in, the same: 29/41 = 70.7%, 0 called
    # healthy. Spent since: 35/41, 0
    "r152-heldout.jsonl": (41, 35, 0),
    # round 153 (the eighteenth session): 44 logs, scored once at 2ec892a; 27/44 = 61.4%, 0 with rounds 149-152's rules in: 26/44 = 59.1%, 0 called
    # healthy. Spent since: 38/44, 0
    "r153-heldout.jsonl": (44, 38, 0),
    # round 154 (the eighteenth session): 54 logs, scored once at 2ec892a; 28/54 = 51.9%, 1 with rounds 149-153's rules in: 27/54 = 50.0%, 1 called
    # healthy. Spent since: 39/54, 0
    "r154-heldout.jsonl": (54, 39, 0),
    # round 155 (the eighteenth session): 51 logs, scored once at 2ec892a and with rounds 149-154's rules and the re-read in, the same: 32/51 = 62.7%, 2 called
    # healthy. Spent since: 40/51, 1
    "r155-heldout.jsonl": (51, 40, 1),
    # round 156 (the eighteenth session): 40 logs, scored once at 2ec892a and with rounds 149-155's rules in, the same: 21/40 = 52.5%, 1 called
    # healthy. Spent since: 29/40, 1
    "r156-heldout.jsonl": (40, 29, 1),
    # round 157 (the eighteenth session): 48 logs, scored once at 2ec892a and with rounds 149-156's rules in, the same: 23/48 = 47.9%, 0 called
    # healthy. Spent since: 38/48, 0
    "r157-heldout.jsonl": (48, 38, 0),
    # round 158 (the eighteenth session): 51 logs, scored once at 2ec892a; 38/51 = 74.5%, 0 with rounds 149-157's rules in: 36/51 = 70.6%, 0 called
    # healthy. Spent since: 44/51, 0
    "r158-heldout.jsonl": (51, 44, 0),
    # round 159 (merged in the eighteenth session, registered in the nineteenth): 52 logs,
    # scored once at 2ec892a (last landed main): 30/52 = 57.7%, 0 called healthy (the first
    # 42 also at 7a88499: 22/42, 0). Spent since: 46/52, 0
    "r159-heldout.jsonl": (52, 46, 0),
    # round 160 (the nineteenth session): 42 logs, scored once at 2ec892a (last landed main)
    # and at 87d4de7 (rounds 149-159's rules in), the same: 29/42 = 69.0%, 0 called healthy.
    # Spent since: 32/42, 0
    "r160-heldout.jsonl": (42, 32, 0),
    # round 161 (the nineteenth session): 20 logs, 15 of them info, scored once at 2ec892a
    # (last landed main) and at d674483: 20/20 = 100.0%, 0 called healthy both times
    "r161-heldout.jsonl": (20, 20, 0),
    # round 162 (the twentieth session): 43 logs, scored once at fa5c332 (last landed main):
    # 39/43 = 90.7%, 1 called healthy (r162-5-003, a dropout rate of 0.99). Spent since: 43/43, 0
    "r162-heldout.jsonl": (43, 43, 0),
    # round 163 (the twentieth session): 43 logs, scored once at fa5c332 (last landed main) and
    # at 2d632e9 (round 162's rules in), the same: 32/43 = 74.4%, 0 called healthy. Spent
    # since: 38/43, 0
    "r163-heldout.jsonl": (43, 38, 0),
    # round 164 (the twentieth session): 36 logs, scored once at fa5c332 (last landed main) and
    # at af38c0b (rounds 162-163's rules and outside check a's in), the same: 29/36 = 80.6%, 1
    # called healthy (r164-0-006, gRPC's message cap). Spent since: 35/36, 0
    "r164-heldout.jsonl": (36, 35, 0),
    # round 165 (the twentieth session): 48 logs, scored once at fa5c332 (last landed main) and
    # at 59be745 (rounds 162-164's rules and outside checks a-c in), the same: 33/48 = 68.8%, 1
    # called healthy (r165-6-003, benchmark_model's unconsumed flag). Spent since: 42/48, 0
    "r165-heldout.jsonl": (48, 42, 0),
    # round 166 (the twentieth session): 32 logs, scored once at fa5c332 (last landed main) and
    # at 3eb1984 (rounds 162-165's rules and outside checks a-c in), the same: 10/32 = 31.2%, 0
    # called healthy. Spent since: 29/32, 0
    "r166-heldout.jsonl": (32, 29, 0),
    # round 167 (the twentieth and twenty-first sessions): 28 logs, scored once at fa5c332 and at
    # 007f00b (rounds 162-166's rules and five outside checks in), the same: 14/28 = 50.0%, 1
    # called healthy (r167-3-003, TF.js's InputLayer words). Spent since: 25/28, 0
    "r167-heldout.jsonl": (28, 25, 0),
    # round 168 (the twenty-first session): 35 logs, scored once at fa5c332 (last landed main) and
    # at 45d96a8 (rounds 162-167's rules in), the same: 27/35 = 77.1%, 1 called healthy
    # (r168-2-002, an x86 build's CPU-feature lines under Rosetta). Spent since: 30/35, 1
    "r168-heldout.jsonl": (35, 30, 1),
    # round 169 (the twenty-first session): 43 logs, scored once at fa5c332 (last landed main) and
    # at 560a24f (rounds 162-168's rules and outside checks f, g in), the same: 22/43 = 51.2%, 1
    # called healthy (r169-1-008, protobuf's symbols at link time). Spent since: 37/43, 0
    "r169-heldout.jsonl": (43, 37, 0),
    # round 170 (the twenty-first session): 35 logs, scored once at fa5c332 (last landed main) and
    # at 99c1062 (rounds 162-169's rules and outside checks f-i in), the same: 26/35 = 74.3%, 0
    # called healthy. Spent since: 33/35, 0
    "r170-heldout.jsonl": (35, 33, 0),
    # round 171 (the twenty-first session): 37 logs, scored once at fa5c332 (last landed main) and
    # at 470d4f8 (rounds 162-170's rules and outside checks f-i in), the same: 19/37 = 51.4%, 0
    # called healthy. Spent since: 28/37, 0
    "r171-heldout.jsonl": (37, 28, 0),
    # round 172 (the twenty-first session): 21 logs, scored once at fa5c332 (last landed main) and
    # at f35c86e (rounds 162-171's rules and outside checks f-k in), the same: 17/21 = 81.0%, 1
    # called healthy (r172-4-006, GPflow's non-finite gradients). Spent since: 20/21, 0
    "r172-heldout.jsonl": (21, 20, 0),
    # round 173 (the twenty-second session): 36 logs, scored once at fa5c332 (last landed main) and
    # at 2f8109a (the twenty-first session's end), the same: 23/36 = 63.9%, 0 called healthy.
    # Spent since: 30/36, 0
    "r173-heldout.jsonl": (36, 30, 0),
    # round 174 (the twenty-second session): 44 logs, scored once at fa5c332 (last landed main),
    # 33/44 = 75.0%, 4 called healthy, and at 1497e8c (round 173's rules in), 34/44, 3.
    # Spent since: 40/44, 1 (r174-6-007, NumPy's ragged-array warning, which six earlier labels call harmless)
    "r174-heldout.jsonl": (44, 40, 1),
    # round 175 (the twenty-second session): 46 logs, scored once at fa5c332 (last landed main) and
    # at 4b25ef5 (rounds 173-174's rules in), the same: 32/46 = 69.6%, 1 called healthy. Spent since: 41/46, 1
    "r175-heldout.jsonl": (46, 41, 1),
    # round 176 (the twenty-second session): 20 logs, scored once at fa5c332 (last landed main),
    # 16/20 = 80.0%, 0 called healthy, and at faa06e7 (rounds 173-175's rules in), 17/20, 0.
    # Spent since: 19/20, 0
    "r176-heldout.jsonl": (20, 19, 0),
    # round 177 (the twenty-second session): 34 logs, scored once at fa5c332 (last landed main) and
    # at 60d3462 (rounds 173-176's rules and the session's mends in), the same: 22/34 = 64.7%, 0 called
    # healthy. Spent since: 27/34, 0
    "r177-heldout.jsonl": (34, 27, 0),
    # round 178 (the twenty-second session): 43 logs, scored once at fa5c332 (last landed main) and
    # at 7b21ae5 (rounds 173-177's rules and the session's mends in), the same: 31/43 = 72.1%, 0 called
    # healthy. Spent since: 35/43, 0
    "r178-heldout.jsonl": (43, 35, 0),
    # round 179 (the twenty-second session): 29 logs, scored once at fa5c332 (last landed main) and
    # at dc7b13a (rounds 173-178's rules in), the same: 26/29 = 89.7%, 0 called healthy. Spent
    # since: 28/29, 0
    "r179-heldout.jsonl": (29, 28, 0),
    "r180-heldout.jsonl": (51, 39, 0),
    "r181-heldout.jsonl": (58, 38, 2),
    "r182-heldout.jsonl": (56, 39, 0),
}


@pytest.mark.parametrize("name", sorted(FLOORS))
def test_top1_at_least_recorded(name: str) -> None:
    total, floor, healthy = FLOORS[name]
    s = score(load_cases(LOGS / name))
    assert s.total == total
    assert s.top1 >= floor, s.misses
    assert s.called_healthy <= healthy, s.healthy_ids


def test_every_corpus_file_has_a_floor() -> None:
    assert {p.name for p in LOGS.glob("*.jsonl")} == set(FLOORS)


def test_no_thread_is_in_two_files() -> None:
    seen: dict[str, str] = {}
    for path in sorted(LOGS.glob("*.jsonl")):
        for case in load_cases(path):
            assert seen.get(case["thread"], path.name) == path.name, case["id"]
            seen[case["thread"]] = path.name


def test_top1_rule() -> None:
    case = {"expected_ids": ["benign-numa"], "severity": "info"}
    assert top1_ok(case, ["benign-numa"], ["info"])
    assert not top1_ok(case, ["benign-numa"], ["warning"])
    assert not top1_ok(case, ["cuda-init-failed", "benign-numa"], ["error", "info"])
    assert not top1_ok(case, [], [])
