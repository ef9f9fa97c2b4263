# Loopback port helpers for the replay scripts (sourced, bash only: no curl or ss on a slim
# machine).

# True when something listens on 127.0.0.1:PORT.
port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }

# Prints a free loopback port in [FIRST, FIRST + SPAN), trying at random; fails after 50 tries.
free_port() { # first span
  local candidate
  for _ in $(seq 1 50); do
    candidate=$(($1 + RANDOM % $2))
    port_in_use "$candidate" || { echo "$candidate"; return 0; }
  done
  return 1
}
