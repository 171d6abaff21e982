setup() { PATH="$BATS_TEST_DIRNAME/../bin:$PATH"; }

@test "equal versions compare 0" {
  run semver compare 1.2.3 1.2.3
  [ "$output" = "0" ]
}

@test "major decides first" {
  run semver compare 2.0.0 1.9.9
  [ "$output" = "1" ]
}

@test "minor decides second" {
  run semver compare 1.2.0 1.10.0
  [ "$output" = "-1" ]
}

@test "patch decides third" {
  run semver compare 1.2.4 1.2.3
  [ "$output" = "1" ]
}

@test "a pre-release ranks below its release" {
  run semver compare 1.0.0-rc.1 1.0.0
  [ "$output" = "-1" ]
}

@test "numeric pre-release identifiers compare as numbers" {
  run semver compare 1.0.0-rc.10 1.0.0-rc.9
  [ "$output" = "1" ]
}

@test "numeric identifiers rank below alphanumeric ones" {
  run semver compare 1.0.0-1 1.0.0-alpha
  [ "$output" = "-1" ]
}

@test "a longer pre-release ranks higher when the prefix is equal" {
  run semver compare 1.0.0-alpha.1 1.0.0-alpha
  [ "$output" = "1" ]
}

@test "build metadata is ignored" {
  run semver compare 1.0.0+a 1.0.0+b
  [ "$output" = "0" ]
}

@test "compare needs two versions" {
  run semver compare 1.0.0
  [ "$status" -eq 2 ]
  [[ "$output" == *"compare takes two versions"* ]]
}

@test "max picks the highest" {
  run semver max 1.0.0 1.10.0 1.9.0 1.10.0-rc.1
  [ "$output" = "1.10.0" ]
}

@test "matches the spec's precedence example" {
  local want="1.0.0-alpha 1.0.0-alpha.1 1.0.0-alpha.beta 1.0.0-beta 1.0.0-beta.2 1.0.0-beta.11 1.0.0-rc.1 1.0.0"
  local prev=""
  for v in $want; do
    if [ -n "$prev" ]; then
      run semver compare "$prev" "$v"
      [ "$output" = "-1" ]
    fi
    prev=$v
  done
}
