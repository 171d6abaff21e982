from mailsort.sorter import load_rules, sort


def test_sort_by_sender():
    rules = load_rules("lists: from=@lists\\.example\\.org\n")
    msgs = [{"from": "a@lists.example.org", "subject": "x"}, {"from": "b@example.com", "subject": "y"}]
    assert {k: len(v) for k, v in sort(msgs, rules).items()} == {"lists": 1, "inbox": 1}
