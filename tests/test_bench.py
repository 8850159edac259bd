"""The bench tool's fixed-work mode: exactly N random playouts per case, one JSON object."""

import json

import pytest

from tools import bench


def test_fixed_playouts_print_only_the_playout_figures(capsys):
    assert bench.main(["--playouts", "2", "--games", "tholos,dolmengoetter"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["playouts"] == 2
    assert set(out["playouts_per_s"]) == {"tholos-2p", "dolmengoetter-5p"}
    assert all(v > 0 for v in out["playouts_per_s"].values())


def test_an_unknown_game_or_a_zero_count_is_refused(capsys):
    assert bench.main(["--playouts", "1", "--games", "chess"]) == 2
    assert "chess" in capsys.readouterr().err
    with pytest.raises(SystemExit) as stop:
        bench.main(["--playouts", "0"])
    assert stop.value.code == 2
    assert "at least 1" in capsys.readouterr().err
