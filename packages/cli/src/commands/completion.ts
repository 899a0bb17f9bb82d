import { Command, InvalidArgumentError } from 'commander';
import { examples } from '../arguments';
import type { ActionScope, ProgramContext } from '../command-context';

type Shell = 'bash' | 'zsh' | 'fish';

export function completionCommand(ctx: ProgramContext): Command {
  return new Command('completion')
    .description('print a shell completion script for bash, zsh or fish')
    .argument('<shell>', 'bash, zsh or fish', (value: string): Shell => {
      if (value === 'bash' || value === 'zsh' || value === 'fish') return value;
      throw new InvalidArgumentError('choose bash, zsh or fish');
    })
    .addHelpText(
      'after',
      examples(
        'tender completion bash > ~/.local/share/bash-completion/completions/tender',
        'tender completion zsh > ~/.zfunc/_tender   # with fpath+=(~/.zfunc) in ~/.zshrc',
        'tender completion fish > ~/.config/fish/completions/tender.fish',
      ),
    )
    .action(
      ctx.action(async (scope: ActionScope<object>) => {
        let root = scope.command;
        while (root.parent) root = root.parent;
        const shell = scope.args[0] as Shell;
        scope.io.stdout.write(shell === 'fish' ? fishScript(root) : bashScript(root, shell === 'zsh'));
        return undefined;
      }),
    );
}

interface Node {
  readonly path: string;
  readonly words: string[];
}

/** Every command path with the words that may follow it: subcommands, else options. */
function nodesOf(command: Command, path = ''): Node[] {
  const options = command.options.flatMap((o) => [o.long, o.short].filter((x): x is string => Boolean(x)));
  const subs = command.commands.map((c) => c.name());
  const own: Node = { path, words: [...subs, ...options, '--help'] };
  return [own, ...command.commands.flatMap((c) => nodesOf(c, path ? `${path} ${c.name()}` : c.name()))];
}

function bashScript(root: Command, zsh: boolean): string {
  // Longest paths first, so "flow next 1001" matches "flow next" before "flow".
  const nodes = nodesOf(root).sort((a, b) => b.path.length - a.path.length);
  const cases = nodes
    .map((n) => `    ${n.path ? `"${n.path}"|"${n.path} "*` : '*'}) words="${n.words.join(' ')}" ;;`)
    .join('\n');
  return `${zsh ? '#compdef tender\nautoload -U +X bashcompinit && bashcompinit\n' : ''}# tender completion (${zsh ? 'zsh' : 'bash'})
_tender() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" path="" w words
  for w in "\${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
    case "$w" in -*) ;; *) path="\${path:+$path }$w" ;; esac
  done
  case "$path" in
${cases}
  esac
  COMPREPLY=( $(compgen -W "$words" -- "$cur") )
}
complete -F _tender tender
`;
}

function fishScript(root: Command): string {
  const lines = ['# tender completion (fish)', 'complete -c tender -f'];
  for (const group of root.commands) {
    lines.push(
      `complete -c tender -n __fish_use_subcommand -a ${group.name()} -d '${quote(group.description())}'`,
    );
    for (const sub of group.commands) {
      lines.push(
        `complete -c tender -n '__fish_seen_subcommand_from ${group.name()}; and not __fish_seen_subcommand_from ${group.commands.map((c) => c.name()).join(' ')}' -a ${sub.name()} -d '${quote(sub.description())}'`,
      );
      for (const option of sub.options) {
        if (option.long) {
          lines.push(
            `complete -c tender -n '__fish_seen_subcommand_from ${sub.name()}' -l ${option.long.replace(/^--/, '')} -d '${quote(option.description)}'`,
          );
        }
      }
    }
  }
  for (const option of root.options) {
    if (option.long)
      lines.push(`complete -c tender -l ${option.long.replace(/^--/, '')} -d '${quote(option.description)}'`);
  }
  return `${lines.join('\n')}\n`;
}

function quote(text: string): string {
  return text.replace(/'/g, "\\'");
}
