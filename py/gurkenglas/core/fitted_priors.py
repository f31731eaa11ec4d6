"""How the review's playout chances of each game are spread: weights over core/chance_prior.GRID,
keyed by "<game>/<players>", fitted by benchmarks/chance_prior.py from the shares of 24 playouts at
the positions of the calibration benchmark's games (`calibration.py --people`: every seat a
person's, levels drawn from the beginner's to the normal bot's, the game's default rules; its other
presets use the same spread). How and when: benchmarks/README.md. A game or player count not here
keeps the plain shares. Written by the benchmark; not edited by hand."""

PRIORS: dict[str, tuple[float, ...]] = {
    "mixed_pickles/2": (
        0.00000, 0.02641, 0.07683, 0.03296, 0.00964, 0.00194, 0.00316, 0.02047, 0.03951, 0.02518, 0.01143, 0.00657, 0.00576, 0.00696, 0.00943, 0.01207, 0.01368, 0.01414, 0.01453, 0.01606, 0.01981, 0.02660, 0.03621, 0.04571, 0.04985, 0.04571, 0.03621, 0.02660, 0.01981, 0.01606, 0.01453, 0.01414, 0.01368, 0.01207, 0.00943, 0.00696, 0.00576, 0.00657, 0.01143, 0.02518, 0.03951, 0.02047, 0.00316, 0.00194, 0.00964, 0.03296, 0.07683, 0.02641, 0.00000,
    ),
    "mixed_pickles/3": (
        0.00025, 0.10481, 0.05442, 0.00685, 0.00132, 0.00029, 0.00146, 0.01912, 0.05630, 0.05257, 0.03386, 0.02483, 0.02406, 0.02849, 0.03544, 0.04111, 0.04245, 0.03986, 0.03600, 0.03297, 0.03142, 0.03082, 0.03009, 0.02818, 0.02481, 0.02075, 0.01709, 0.01452, 0.01317, 0.01277, 0.01274, 0.01228, 0.01076, 0.00842, 0.00620, 0.00483, 0.00456, 0.00558, 0.00796, 0.00967, 0.00637, 0.00162, 0.00021, 0.00011, 0.00043, 0.00171, 0.01091, 0.03058, 0.00494,
    ),
}
