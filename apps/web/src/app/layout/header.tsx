import {
  Anchor,
  Avatar,
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLanguage,
  IconLogin,
  IconLogout,
  IconTrophy,
  IconBuildingStore,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, useLocation, useNavigate } from 'react-router';
import { currentLanguage, languages } from '../../shared/i18n';
import { loginPath, paths } from '../../shared/paths';
import { initials, useSession, useSignOut } from '../../shared/session';
import classes from './header.module.css';

function LanguageMenu() {
  const { i18n, t } = useTranslation();
  const current = currentLanguage();
  return (
    <Menu position="bottom-end" shadow="md" width={160}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray.0"
          px="xs"
          aria-label={t('header.language')}
          rightSection={<IconChevronDown size={14} />}
        >
          <Group gap={6}>
            <IconLanguage size={18} />
            <Text fw={700} size="sm">
              {current.toUpperCase()}
            </Text>
          </Group>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((lang) => (
          <Menu.Item
            key={lang.code}
            onClick={() => void i18n.changeLanguage(lang.code)}
            fw={lang.code === current ? 700 : 400}
            lang={lang.code}
          >
            {lang.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

function UserMenu({ name, onLogout }: { name: string; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <UnstyledButton aria-label={t('header.userMenu')}>
          <Tooltip label={name} openDelay={700}>
            <Avatar color="yellow" variant="filled" radius="xl" size={36}>
              {initials(name)}
            </Avatar>
          </Tooltip>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{name}</Menu.Label>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
          {t('header.logout')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function Header() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const { data: session } = useSession();
  const signOut = useSignOut();
  const [menuOpened, menu] = useDisclosure(false);
  const showLogin = session === null && location.pathname !== paths.login;
  const logout = async () => {
    menu.close();
    await signOut();
    await navigate(paths.login);
  };
  const navItems = [
    { to: paths.home, label: t('header.competitions'), icon: IconTrophy },
    { to: paths.market, label: t('header.market'), icon: IconBuildingStore },
  ];
  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap="xl" wrap="nowrap">
            <Anchor component={Link} to={paths.home} className={classes.brand} underline="never">
              <img src="/favicon.svg" alt="" width={30} height={30} />
              <span>TrialHub</span>
            </Anchor>
            <Group gap={4} visibleFrom="sm" component="nav">
              {navItems.map((item) => (
                <RouterNavLink key={item.to} to={item.to} end className={classes.link}>
                  {item.label}
                </RouterNavLink>
              ))}
            </Group>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <LanguageMenu />
            {showLogin && (
              <Button
                component={Link}
                to={loginPath(location.pathname + location.search)}
                variant="white"
                color="dark"
                size="compact-md"
                leftSection={<IconLogin size={16} />}
                visibleFrom="sm"
              >
                {t('header.login')}
              </Button>
            )}
            {session && (
              <Box visibleFrom="sm">
                <UserMenu name={session.user.name} onLogout={() => void logout()} />
              </Box>
            )}
            <Burger
              opened={menuOpened}
              onClick={menu.toggle}
              hiddenFrom="sm"
              color="white"
              aria-label={t('header.openMenu')}
            />
          </Group>
        </Group>
      </Container>
      <Drawer opened={menuOpened} onClose={menu.close} position="right" size="80%" title="TrialHub" hiddenFrom="sm">
        <Stack gap={4}>
          {session && (
            <Group gap="sm" mb="sm">
              <Avatar color="yellow" variant="filled" radius="xl">
                {initials(session.user.name)}
              </Avatar>
              <Text fw={600}>{session.user.name}</Text>
            </Group>
          )}
          {navItems.map((item) => (
            <NavLink
              key={item.to}
              component={Link}
              to={item.to}
              label={item.label}
              leftSection={<item.icon size={18} />}
              active={location.pathname === item.to}
              onClick={menu.close}
            />
          ))}
          <Divider my="sm" />
          {session ? (
            <NavLink label={t('header.logout')} leftSection={<IconLogout size={18} />} onClick={() => void logout()} />
          ) : (
            <NavLink
              component={Link}
              to={loginPath(location.pathname + location.search)}
              label={t('header.login')}
              leftSection={<IconLogin size={18} />}
              onClick={menu.close}
            />
          )}
        </Stack>
      </Drawer>
    </Box>
  );
}
