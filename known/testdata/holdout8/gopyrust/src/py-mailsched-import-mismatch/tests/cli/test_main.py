from mailsched.cli import main


def test_main_prints_one_line_per_recipient(tmp_path, capsys):
    p = tmp_path / "r.csv"
    p.write_text("email,tz\nann@example.org,Europe/Lisbon\nbo@example.org,UTC\n")
    assert main(["07:15", str(p)]) == 0
    assert len(capsys.readouterr().out.splitlines()) == 2
