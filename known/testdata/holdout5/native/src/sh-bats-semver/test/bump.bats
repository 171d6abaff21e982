setup() { PATH="$BATS_TEST_DIRNAME/../bin:$PATH"; }

@test "bump major resets minor and patch" {
  run semver bump major 1.4.7
  [ "$output" = "2.0.0" ]
}

@test "bump minor resets patch" {
  run semver bump minor 1.4.7
  [ "$output" = "1.5.0" ]
}

@test "bump patch" {
  run semver bump patch 1.4.7
  [ "$output" = "1.4.8" ]
}

@test "bump patch of a pre-release releases it" {
  run semver bump patch 1.4.7-rc.2
  [ "$output" = "1.4.7" ]
}

@test "bump pre increments the last number" {
  run semver bump pre 1.4.7-rc.2
  [ "$output" = "1.4.7-rc.3" ]
}

@test "bump pre appends .1 to a name" {
  run semver bump pre 1.4.7-beta
  [ "$output" = "1.4.7-beta.1" ]
}

@test "bump pre of a release starts rc.1 on the next patch" {
  run semver bump pre 1.4.7
  [ "$output" = "1.4.8-rc.1" ]
}

@test "bump of an unknown part fails" {
  run semver bump micro 1.4.7
  [ "$status" -eq 2 ]
  [[ "$output" == *"unknown part: micro"* ]]
}

@test "bump keeps working from a git tag" {
  command -v git >/dev/null || skip "git is not installed"
  [ -n "${SEMVER_GIT_TESTS:-}" ] || skip "set SEMVER_GIT_TESTS=1 to run the git tag tests"
  run semver bump minor "$(git describe --tags --abbrev=0 | sed 's/^v//')"
  [ "$status" -eq 0 ]
}

@test "bump drops build metadata" {
  run semver bump patch 1.4.7+sha.5114f85
  [ "$output" = "1.4.8" ]
}

@test "unknown command fails with usage" {
  run semver frobnicate
  [ "$status" -eq 2 ]
  [[ "$output" == *"unknown command: frobnicate"* ]]
}

@test "bumps a release from the registry" {
  skip "needs the package registry (offline in CI)"
  run semver bump patch "$(npm view semver version)"
  [ "$status" -eq 0 ]
}
